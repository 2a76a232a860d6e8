/// A position in points, like `CGPoint`.
public struct Point: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// `{x, y}`, as `NSStringFromCGPoint` prints it.
    public var description: String { "{\(PointFormat.string(x)), \(PointFormat.string(y))}" }
}
