/// Insets by leading and trailing edge, like `NSDirectionalEdgeInsets`.
public struct DirectionalEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalEdgeInsets()

    /// The physical insets: leading is the left in a left-to-right layout, the right in a
    /// right-to-left one (RULES R27).
    public func resolved(rightToLeft: Bool) -> EdgeInsets {
        rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// `{top, leading, bottom, trailing}`.
    public var description: String {
        "{\(PointFormat.string(top)), \(PointFormat.string(leading)), \(PointFormat.string(bottom)), \(PointFormat.string(trailing))}"
    }
}
