/// A width and height in points, like `CGSize`.
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The same size turned a quarter: width and height swapped.
    public var transposed: Size { Size(width: height, height: width) }

    /// `{w, h}`, as `NSStringFromCGSize` prints it.
    public var description: String { "{\(PointFormat.string(width)), \(PointFormat.string(height))}" }
}
