import Geometry
import SwiftUILayout
import Testing

/// The safe area in SwiftUI, worked by hand from RULES S26–S33 on an iPhone 17 Pro's hosting
/// view: 402 × 874, safe area (62, 0, 34, 0).
struct SafeAreaTests {
    @Test("A view is laid out inside the safe area and reports no insets (S26, S27)")
    func insideByDefault() {
        let screen = layout(view("Color"))
        #expect(screen.frame("Color") == Rect(x: 0, y: 62, width: 402, height: 778))
        #expect(screen.named("Color")?.safeAreaInsets == .zero)
    }

    @Test("ignoresSafeArea() grows a colour over the whole screen; inside it the safe area is gone (S28)")
    func ignoresSafeArea() {
        let screen = layout(view("Color", modifier("ignoresSafeArea")))
        #expect(screen.frame("Color") == Rect(x: 0, y: 0, width: 402, height: 874))
        #expect(screen.named("Color")?.safeAreaInsets == .zero)
        #expect(screen.named("Color")?.modifiedFrame == Rect(x: 0, y: 62, width: 402, height: 778))
    }

    @Test("ignoresSafeArea(edges: .bottom) grows only the bottom edge (S28)")
    func ignoresBottomOnly() {
        let screen = layout(view("Color", modifier("ignoresSafeArea", arg("edges", member: "bottom"))))
        #expect(screen.frame("Color") == Rect(x: 0, y: 62, width: 402, height: 812))
    }

    @Test("A colour background is drawn into the safe area; the view it backs stays inside (S18)")
    func backgroundIgnores() {
        let screen = layout(view("Color", modifier("background", arg(member: "blue"))))
        #expect(screen.frame("Color") == Rect(x: 0, y: 62, width: 402, height: 778))
        #expect(screen.frame("Color/background/Color") == Rect(x: 0, y: 0, width: 402, height: 874))
    }

    @Test("A view-builder background is not drawn into the safe area (S18: only ShapeStyle backgrounds are)")
    func viewBackgroundStaysInside() {
        let screen = layout(view("Color", modifier("background", arg(views: [view("Rectangle")]))))
        #expect(screen.frame("Color/background/Rectangle") == Rect(x: 0, y: 62, width: 402, height: 778))
    }

    @Test("safeAreaInset puts the bar on the bottom edge; the scroll view runs under it, its content inset by bar + spacing + home indicator (S30, S33)")
    func safeAreaInset() {
        let bar = view("Color", modifier("frame", arg("height", 50)))
        let screen = layout(
            view(
                "ScrollView", content: [view("Color", modifier("frame", arg("height", 2000)))],
                modifier("safeAreaInset", arg("edge", member: "bottom"), arg(views: [bar]))))
        // The bar: 50 tall on the safe area's bottom, 840 − 50 = 790.
        #expect(screen.frame("ScrollView/safeAreaInset/Color") == Rect(x: 0, y: 790, width: 402, height: 50))
        // The scroll view fills the screen; its content rests behind 62 on top and 34 + 50 + 8 at the bottom.
        let scroll = screen.named("ScrollView")
        #expect(scroll?.windowFrame == Rect(x: 0, y: 0, width: 402, height: 874))
        #expect(scroll?.scroll?.adjustedContentInset == EdgeInsets(top: 62, left: 0, bottom: 92, right: 0))
        #expect(scroll?.scroll?.contentSize == Size(width: 402, height: 2000))
    }

    @Test("A ScrollView fills out into the safe area and insets its content by it (S33, R18)")
    func scrollViewFills() {
        let screen = layout(view("ScrollView", content: [view("Color", modifier("frame", arg("height", 100)))]))
        #expect(screen.named("ScrollView")?.windowFrame == Rect(x: 0, y: 0, width: 402, height: 874))
        #expect(screen.named("ScrollView")?.scroll?.adjustedContentInset == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        #expect(screen.frame("ScrollView/Color") == Rect(x: 0, y: 62, width: 402, height: 100))
    }

    @Test("safeAreaPadding insets a scroll view's content, not its frame (S31)")
    func safeAreaPadding() {
        let screen = layout(
            view(
                "ScrollView", content: [view("Color", modifier("frame", arg("height", 100)))],
                modifier("safeAreaPadding", arg(20))))
        #expect(screen.named("ScrollView")?.windowFrame == Rect(x: 0, y: 0, width: 402, height: 874))
        #expect(screen.frame("ScrollView/Color") == Rect(x: 20, y: 82, width: 362, height: 100))
    }

    @Test("padding, unlike safeAreaPadding, moves the scroll view's frame in (S31)")
    func paddingClips() {
        let screen = layout(
            view(
                "ScrollView", content: [view("Color", modifier("frame", arg("height", 100)))],
                modifier("padding", arg(20))))
        // Inset by 20 from the safe area, the frame no longer touches it: no growth, no content inset.
        #expect(screen.named("ScrollView")?.windowFrame == Rect(x: 20, y: 82, width: 362, height: 738))
        #expect(screen.named("ScrollView")?.scroll?.adjustedContentInset == .zero)
    }

    @Test("A view half under the top band reports only the part it overlaps (S27)")
    func overlap() {
        let screen = layout(view("Color", modifier("frame", arg("height", 100)), modifier("offset", arg("y", -400))))
        // Centred at y 401 in the safe area, moved up by 400: y 1, overlapping 61 of the top band.
        #expect(screen.frame("Color") == Rect(x: 0, y: 1, width: 402, height: 100))
        #expect(screen.named("Color")?.safeAreaInsets.top == 61)
    }
}
