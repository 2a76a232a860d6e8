/// How far a scroll view's content can move (RULES R22): from the offset at rest, the top left
/// of the content at the insets (`-adjustedContentInset`, further up by a collapsed large title),
/// to the end, where the content's far edges meet the far insets. UIKit's, SwiftUI's and the
/// screen's scrolling all stay within it.
public struct ScrollRange: Equatable, Sendable {
    public var rest: Point
    public var end: Point

    /// The range of content `contentSize` in a scroll view of `bounds`, at rest at `rest`, with
    /// `insets` at its edges (only the bottom and right ones set the end).
    public init(rest: Point, contentSize: Size, insets: EdgeInsets, bounds: Size) {
        self.rest = rest
        end = Point(
            x: max(rest.x, contentSize.width + insets.right - bounds.width),
            y: max(rest.y, contentSize.height + insets.bottom - bounds.height))
    }

    /// `offset` moved into the range.
    public func clamped(_ offset: Point) -> Point {
        Point(x: min(max(offset.x, rest.x), end.x), y: min(max(offset.y, rest.y), end.y))
    }
}
