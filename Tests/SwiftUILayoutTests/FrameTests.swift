import Geometry
import SwiftUILayout
import Testing

/// Frames, padding, fixed sizes and text, worked by hand from RULES S3, S14–S16, S22, S24.
struct FrameTests {
    @Test("frame(maxWidth: .infinity) takes the whole offered width; the colour inside takes it too (S14)")
    func maxWidthInfinity() {
        let screen = layout(view("Color", modifier("frame", arg("height", 40)), modifier("frame", arg("maxWidth", .infinity))))
        #expect(screen.frame("Color")?.width == 402)
    }

    @Test("A fixed frame reports its size whatever the child chose, and centres the child (S5, S14)")
    func fixedFrameCentres() {
        let image = view("Image", args: [arg("systemName", string: "star")], modifier("frame", arg("width", 30), arg("height", 30)))
        let screen = layout(image)
        let v = screen.named("Image")
        #expect(v?.modifiedFrame.size == Size(width: 30, height: 30))
        // The symbol is smaller than 30 and sits in the middle of the frame.
        if let v { #expect(v.windowFrame.width < 30 && abs(v.windowFrame.midX - v.modifiedFrame.midX) < 0.34) }
    }

    @Test("A flexible frame's arguments are normalised as SwiftUI's initialiser does (S14)")
    func normalisation() {
        // (minWidth 20, idealWidth 10): the ideal is raised to 20; offered nothing, the frame is its ideal.
        let a = layout(view("Color", modifier("frame", arg("minWidth", 20), arg("idealWidth", 10)), modifier("fixedSize")))
        #expect(a.frame("Color")?.width == 20)
        // (idealWidth 30, maxWidth 20): the maximum is raised to 30.
        let b = layout(view("Color", modifier("frame", arg("idealWidth", 30), arg("maxWidth", 20)), modifier("fixedSize")))
        #expect(b.frame("Color")?.width == 30)
    }

    @Test("A colour asked for its ideal size is 10 × 10 (S3)")
    func unspecified() {
        let screen = layout(view("Color", modifier("fixedSize")))
        #expect(screen.frame("Color")?.size == Size(width: 10, height: 10))
    }

    @Test("padding() adds the default 16 on each edge (S16); padding(.horizontal, 20) only across")
    func padding() {
        let fixed = view("Color", modifier("frame", arg("width", 100), arg("height", 50)), modifier("padding"))
        #expect(layout(fixed).named("Color")?.modifiedFrame.size == Size(width: 132, height: 82))
        let across = view("Color", modifier("frame", arg("width", 100), arg("height", 50)), modifier("padding", arg(member: "horizontal"), arg(20)))
        #expect(layout(across).named("Color")?.modifiedFrame.size == Size(width: 140, height: 50))
    }

    @Test("containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10) is two columns of the safe width (S22)")
    func containerRelative() {
        let screen = layout(view("Color", modifier("containerRelativeFrame", arg(member: "horizontal"), arg("count", 3), arg("span", 2), arg("spacing", 10))))
        // (402 − 2 × 10) / 3 × 2 + 10 = 264.667, on the @3x pixel grid.
        #expect(abs((screen.frame("Color")?.width ?? 0) - 264.667) < 0.34)
    }

    @Test("One line of body text is 20.333 tall on @3x (S24: 20.287 measured, rounded up to the pixel)")
    func textHeight() {
        let screen = layout(view("Text", args: [arg(string: "Hello")]))
        #expect(screen.frame("Text")?.height == 20.333333333333314 || abs((screen.frame("Text")?.height ?? 0) - 20.333) < 0.001)
    }

    @Test("The text width estimate is within 2% of the one width logged: 144.09 for 'This is a test string' at 17 pt (S24)")
    func textWidthAnchor() {
        let screen = layout(view("Text", args: [arg(string: "This is a test string")], modifier("fixedSize")))
        let width = screen.frame("Text")?.width ?? 0
        #expect(abs(width - 144.09) / 144.09 < 0.02)
    }

    @Test("Text offered less than its line wraps onto more lines and grows down (S25); lineLimit(1) keeps one")
    func wrapping() {
        let long = "The quick brown fox jumps over the lazy dog again and again"
        let wrapped = layout(view("Text", args: [arg(string: long)], modifier("frame", arg("width", 100))))
        let lines = ((wrapped.named("Text")?.windowFrame.height ?? 0) / 20.287).rounded(.down)
        #expect(lines >= 4)
        let one = layout(view("Text", args: [arg(string: long)], modifier("lineLimit", arg(1)), modifier("frame", arg("width", 100))))
        #expect(abs((one.named("Text")?.windowFrame.height ?? 0) - 20.333) < 0.001)
    }

    @Test("A view not modelled is a flexible placeholder, said in the warnings")
    func placeholder() {
        let screen = layout(view("VStack", content: [view("ProfileCard"), view("Color", modifier("frame", arg("height", 100)))]))
        #expect(screen.named("VStack/ProfileCard")?.role == .placeholder)
        #expect(screen.warnings.contains { $0.contains("ProfileCard") })
        // It takes the rest of the height: 778 − 100 − 8.
        #expect(screen.frame("VStack/ProfileCard")?.height == 670)
    }

    @Test("A misspelt view or modifier is a placeholder or left out, with did-you-mean")
    func didYouMean() {
        let screen = layout(view("VStack", content: [view("HStak"), view("Text", args: [arg(string: "a")], modifier("paddng"))]))
        #expect(screen.warnings.contains { $0.contains("HStak") && $0.contains("did you mean 'HStack'") })
        #expect(screen.warnings.contains { $0.contains(".paddng") && $0.contains("did you mean 'padding'") })
    }

    @Test("A suggestion among tied candidates is the same on every run: the first in sorted order")
    func tiedSuggestion() {
        // By hand: `map` is 2 edits from `mask` (p→s, +k) and from `tag` (m→t, p→g); the
        // modifiers are a set, whose order changed from run to run, so either came out. Sorted,
        // `mask` comes first.
        let screen = layout(view("Color", modifier("map")))
        #expect(screen.warnings.contains { $0.contains(".map") && $0.contains("did you mean 'mask'") }, "\(screen.warnings)")
    }

    @Test("An accessibilityIdentifier names the view")
    func identifier() {
        let screen = layout(view("Color", modifier("accessibilityIdentifier", arg(string: "hero"))))
        #expect(screen.named("hero")?.path == "Color")
    }
}
