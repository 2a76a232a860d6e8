/// Insets on the four edges, like `UIEdgeInsets`. Values may be negative (a `contentInset` of
/// `-34`, an `additionalSafeAreaInsets` of `-44`); the engine clamps where UIKit does.
public struct EdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// Edge-by-edge sum.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// Each edge clamped at zero from below.
    public var clampedToZero: EdgeInsets {
        EdgeInsets(top: max(0, top), left: max(0, left), bottom: max(0, bottom), right: max(0, right))
    }

    /// The value on one edge.
    public subscript(edge: Edge) -> Double {
        get {
            switch edge {
            case .top: top
            case .left: left
            case .bottom: bottom
            case .right: right
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .left: left = newValue
            case .bottom: bottom = newValue
            case .right: right = newValue
            }
        }
    }

    /// `{top, left, bottom, right}`, as `NSStringFromUIEdgeInsets` prints it.
    public var description: String {
        "{\(PointFormat.string(top)), \(PointFormat.string(left)), \(PointFormat.string(bottom)), \(PointFormat.string(right))}"
    }
}

/// One edge of a rectangle, in `UIEdgeInsets` order.
public enum Edge: String, CaseIterable, Sendable {
    case top, left, bottom, right
}
