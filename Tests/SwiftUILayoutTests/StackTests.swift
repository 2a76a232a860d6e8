import Geometry
import SwiftUILayout
import Testing

/// Stacks, spacing and priorities, each number worked by hand from RULES S6–S13 on an iPhone 17
/// Pro's safe area, 402 × 778 from y 62.
struct StackTests {
    @Test("A VStack gives a fixed-height child its height and the rest, less the spacing, to a colour (S6, S9)")
    func explicitSpacing() {
        let screen = layout(
            view(
                "VStack", args: [arg("spacing", 10)],
                content: [
                    view("Color", modifier("frame", arg("height", 100))),
                    view("Color"),
                ]))
        // 778 − 10 − 100 = 668 for the second colour; the stack fills the safe area from y 62.
        #expect(screen.frame("VStack/Color[0]") == Rect(x: 0, y: 62, width: 402, height: 100))
        #expect(screen.frame("VStack/Color[1]") == Rect(x: 0, y: 172, width: 402, height: 668))
    }

    @Test("Default spacing is 8 between two colours (S8, OpenSwiftUI's default)")
    func defaultSpacing() {
        let screen = layout(view("HStack", content: [view("Color", modifier("frame", arg("width", 100))), view("Color")]))
        #expect(screen.frame("HStack/Color[0]")?.width == 100)
        #expect(screen.frame("HStack/Color[1]") == Rect(x: 108, y: 62, width: 294, height: 778))
    }

    @Test("The least flexible child is sized first, whatever its place (S6)")
    func leastFlexibleFirst() {
        // In 200 wide: 192 after the gap. The frame (flexibility 50) goes first and takes 50 of its
        // share of 96; the colour then gets the 142 left. Sized in source order, the colour would
        // have taken 96 and left 46 unused.
        let host = (frame: Rect(x: 0, y: 0, width: 200, height: 100), insets: EdgeInsets.zero)
        let screen = layout(view("HStack", content: [view("Color"), view("Color", modifier("frame", arg("maxWidth", 50)))]), host: host)
        #expect(screen.frame("HStack/Color[0]")?.width == 142)
        #expect(screen.frame("HStack/Color[1]")?.width == 50)
        // The explanations say so: the frame's share first, then what was left for the colour.
        func why(_ name: String) -> String { screen.named(name)?.explanations.first { $0.key == "frame" }?.explanation.text ?? "" }
        #expect(why("HStack/Color[1]").contains("its share of 192 left ÷ 2 = 96"), "\(why("HStack/Color[1]"))")
        #expect(why("HStack/Color[0]").contains("its share of 142 left,"), "\(why("HStack/Color[0]"))")
    }

    @Test("A higher layoutPriority is sized first, after the lower ones' minimums are set aside (S7)")
    func priorities() {
        // 200 wide, no spacing: the priority-1 frame gets 200 − 30 (the other's minimum) = 170;
        // the other gets the 30 left. Without priorities they would share 100 and 100.
        let host = (frame: Rect(x: 0, y: 0, width: 200, height: 100), insets: EdgeInsets.zero)
        let screen = layout(
            view(
                "HStack", args: [arg("spacing", 0)],
                content: [
                    view("Color", modifier("frame", arg("minWidth", 30), arg("maxWidth", 300))),
                    view("Color", modifier("frame", arg("minWidth", 20), arg("maxWidth", 300)), modifier("layoutPriority", arg(1))),
                ]), host: host)
        #expect(screen.frame("HStack/Color[0]")?.width == 30)
        #expect(screen.frame("HStack/Color[1]")?.width == 170)
    }

    @Test("A Spacer pushes a view to the top, and the stack fills the height (S13)")
    func spacer() {
        let screen = layout(view("VStack", content: [view("Color", modifier("frame", arg("height", 100))), view("Spacer")]))
        #expect(screen.frame("VStack/Color") == Rect(x: 0, y: 62, width: 402, height: 100))
        // 778 − 100 − 8 of default spacing.
        #expect(screen.frame("VStack/Spacer")?.height == 670)
        #expect(screen.frame("VStack") == Rect(x: 0, y: 62, width: 402, height: 778))
    }

    @Test("A stack aligns its children across its axis (S10, S11)")
    func alignment() {
        let screen = layout(
            view(
                "VStack", args: [arg("alignment", member: "leading")],
                content: [
                    view("Color", modifier("frame", arg("width", 100), arg("height", 50))),
                    view("Color", modifier("frame", arg("width", 60), arg("height", 50))),
                ]))
        // The stack is 100 × 108, centred in the safe area: x 151, y 62 + (778 − 108) / 2 = 397.
        #expect(screen.frame("VStack") == Rect(x: 151, y: 397, width: 100, height: 108))
        #expect(screen.frame("VStack/Color[1]") == Rect(x: 151, y: 455, width: 60, height: 50))
    }

    @Test("A ZStack is the union of its children, each centred (S21)")
    func zstack() {
        let screen = layout(
            view(
                "ZStack",
                content: [
                    view("Color", modifier("frame", arg("width", 100), arg("height", 50))),
                    view("Color", modifier("frame", arg("width", 60), arg("height", 80))),
                ]))
        #expect(screen.frame("ZStack")?.size == Size(width: 100, height: 80))
        #expect(screen.frame("ZStack/Color[0]") == Rect(x: 151, y: 426, width: 100, height: 50))
    }

    @Test("ForEach over a literal range lays out each element, its index in the text")
    func forEach() {
        let row = ViewNode(type: "Text", arguments: [Argument(.string("Row \\(i)"))])
        let each = ViewNode(type: "ForEach", arguments: [Argument(.range(0, 4)), Argument(.views([], parameter: "i"))], content: [row])
        let screen = layout(view("VStack", content: [each]))
        #expect(screen.views.filter { $0.type == "Text" }.map(\.text) == ["Row 0", "Row 1", "Row 2", "Row 3"])
        #expect(screen.named("VStack/Text[3]") != nil)
    }
}
