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

    /// The physical insets in a left-to-right layout (leading = left). RULES R27: right-to-left
    /// swaps them; scenes have no layout direction yet, so only left-to-right is modelled.
    public var leftToRight: EdgeInsets {
        EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// `{top, leading, bottom, trailing}`.
    public var description: String {
        "{\(PointFormat.string(top)), \(PointFormat.string(leading)), \(PointFormat.string(bottom)), \(PointFormat.string(trailing))}"
    }
}
