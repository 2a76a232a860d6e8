import AutoLayout
import Testing

@testable import Preview

@Suite struct NoteParagraphsTests {
    @Test("Notes re-flow: hard line breaks join, a blank line ends a paragraph, list items start their own")
    func paragraphs() {
        #expect(
            NoteParagraphs.of("One line\nand the next.\n\nA second\nparagraph:\n- an item\n  that wraps\n- another\n2. numbered\n") == [
                "One line and the next.", "A second paragraph:", "- an item that wraps", "- another", "2. numbered",
            ])
        #expect(NoteParagraphs.of("") == [])
        #expect(NoteParagraphs.of("tab\u{1B}[2J\nescape") == ["tab [2J escape"])
    }

    @Test("render re-flows a lesson's paragraphs to the page: no line of the notes is short but the last of each paragraph")
    func reflowed() throws {
        let l = LayoutEngine.layout(try #require(try BundledScenes.scene(named: "dynamic-island")))
        let page = RenderDocument.text(l, RenderDocument.Options(width: 160, height: 30))
        // The lesson was written at 95 columns; at 160 its first paragraph takes fewer lines, each full.
        let first = try #require(NoteParagraphs.of(l.scene.notes).first)
        let wrapped = TextWrap.lines(first, 160)
        #expect(page.contains(wrapped.joined(separator: "\n")), "\(page)")
        #expect(wrapped.dropLast().allSatisfy { $0.count > 140 })
    }
}

@Suite struct WrapTests {
    @Test("The ASCII fast path wraps exactly as the column-measuring path, on random text and widths", arguments: 0..<20)
    func asciiWrapAgrees(seed: Int) {
        var g = SeededRandom(seed: UInt64(seed) &+ 77)
        let alphabet = Array("ab cd  efghij{0, 88}, —".utf8.filter { $0 < 0x80 })
        for _ in 0..<200 {
            let text = String(decoding: (0..<g.below(120)).map { _ in alphabet[g.below(alphabet.count)] }, as: UTF8.self)
            let width = g.below(30)
            #expect(TextWrap.ascii(text, width) == TextWrap.columns(text, width), "seed \(seed): \(text.debugDescription) at \(width)")
        }
    }

    @Test("Words are greedily filled to the width; a longer word is cut; runs of spaces become one (worked by hand)")
    func byHand() {
        #expect(TextWrap.lines("top: 88 = status bar 44", 10) == ["top: 88 =", "status bar", "44"])
        #expect(TextWrap.lines("abcdefghijkl mn", 5) == ["abcde", "fghij", "kl mn"])
        #expect(TextWrap.lines("a    b", 10) == ["a b"])
        #expect(TextWrap.lines("", 10) == [""])
    }
}
