/// A rectangle in points, like `CGRect`, with a non-negative size.
public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The rectangle shrunk by `insets` on each edge; a size that would go negative is clamped
    /// to zero (as `UIEdgeInsetsInsetRect` is in practice when insets exceed the bounds).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The common area of two rectangles, or `nil` when they do not overlap (touching edges do not).
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX)
        let x1 = min(maxX, other.maxX)
        let y0 = max(minY, other.minY)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `other` lies entirely within this rectangle (edges included).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether `p` lies within this rectangle: minimum edges included, maximum edges not (as
    /// `CGRect.contains(_:)`).
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// `{{x, y}, {w, h}}`, as `NSStringFromCGRect` prints it.
    public var description: String { "{\(origin), \(size)}" }
}
