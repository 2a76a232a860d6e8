import Preview
import Testing

/// The one statement of a scroll view's offset range (R22) that UIKit's, SwiftUI's and the
/// screen's scrolling share.
struct ScrollRangeTests {
    @Test("R22: 1,000 pt of content in an 812-pt view under insets 88 and 34 rests at −88 and ends at 1000 + 34 − 812 = 222")
    func range() {
        let range = ScrollRange(
            rest: Point(x: 0, y: -88), contentSize: Size(width: 375, height: 1000), insets: insets(88, 0, 34, 0), bounds: Size(width: 375, height: 812))
        #expect(range.end == Point(x: 0, y: 222))
        #expect(range.clamped(Point(x: 5, y: -200)) == Point(x: 0, y: -88) && range.clamped(Point(x: 0, y: 500)) == Point(x: 0, y: 222))
        // Content shorter than the view: the end is the rest.
        #expect(
            ScrollRange(
                rest: Point(x: 0, y: -88), contentSize: Size(width: 375, height: 100), insets: insets(88, 0, 34, 0), bounds: Size(width: 375, height: 812)
            ).end.y == -88)
    }
}
