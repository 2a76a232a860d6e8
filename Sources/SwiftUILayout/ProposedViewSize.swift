import Geometry

/// What a parent offers a child (S2): per axis `nil` (ask for the ideal size), 0 (the minimum), a
/// finite length, or infinity (the maximum).
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// S3: unspecified dimensions read as 10, so a flexible view never disappears.
    public var replacingUnspecifiedDimensions: Size {
        Size(width: width ?? 10, height: height ?? 10)
    }

    /// `nil × 390`, `∞ × 200`, `390 × 844`.
    public var description: String {
        func text(_ v: Double?) -> String {
            guard let v else { return "nil" }
            return v == .infinity ? "∞" : PointFormat.string(v)
        }
        return "\(text(width)) × \(text(height))"
    }
}

/// A stack's or a scroll view's axis.
public enum Axis: Sendable, Equatable {
    case horizontal, vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, major: Double, minor: Double) {
        self = axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }

    /// `390 × 20.333`.
    var text: String { "\(PointFormat.string(width)) × \(PointFormat.string(height))" }
}
