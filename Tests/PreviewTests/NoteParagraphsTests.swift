import Testing
@testable import Preview

@Suite struct NoteParagraphsTests {
    @Test("Notes re-flow: hard line breaks join, a blank line ends a paragraph, list items start their own")
    func paragraphs() {
        #expect(NoteParagraphs.of("One line\nand the next.\n\nA second\nparagraph:\n- an item\n  that wraps\n- another\n2. numbered\n") ==
                ["One line and the next.", "A second paragraph:", "- an item that wraps", "- another", "2. numbered"])
        #expect(NoteParagraphs.of("") == [])
        #expect(NoteParagraphs.of("tab\u{1B}[2J\nescape") == ["tab [2J escape"])
    }

    @Test("render re-flows a lesson's paragraphs to the page: no line of the notes is short but the last of each paragraph")
    func reflowed() throws {
        let l = LayoutEngine.layout(try #require(try BundledScenes.scene(named: "dynamic-island")))
        let page = RenderDocument.text(l, RenderDocument.Options(width: 160, height: 30))
        // The lesson was written at 95 columns; at 160 its first paragraph takes fewer lines, each full.
        let first = try #require(NoteParagraphs.of(l.scene.notes).first)
        let wrapped = RenderDocument.wrap(first, 160)
        #expect(page.contains(wrapped.joined(separator: "\n")), "\(page)")
        #expect(wrapped.dropLast().allSatisfy { $0.count > 140 })
    }
}
