import Preview
import Testing

/// `explain` and `rules` in a terminal narrower than their lines.
struct HangingWrapTests {
    @Test("A line too wide wraps at spaces under a hanging indent (two more than its own); one that fits, and any without a width, is unchanged")
    func hanging() {
        let text = "view\n  safeAreaInsets.top: 0: the frame stays clear of the 88-pt top band\n  short"
        #expect(HangingWrap.text(text, width: nil) == text)
        #expect(HangingWrap.text(text, width: 80) == text)
        // Width 40: the first row gets 40 - 2 - 2 = 36 columns of words after its 2-space indent,
        // the rest 36 after 4 spaces.
        #expect(
            HangingWrap.text(text, width: 40) == """
                view
                  safeAreaInsets.top: 0: the frame
                    stays clear of the 88-pt top band
                  short
                """)
    }

    @Test("explain and rules at 30 to 100 columns: no line past the width, the same characters in the same order")
    func pages() throws {
        let layout = LayoutEngine.layout(try #require(try BundledScenes.scene(named: "nav-opaque")))
        let rules = try #require(RuleBook.text())
        for (page, fitted) in [(ExplainText.text(layout), { ExplainText.text(layout, width: $0) }), (rules, { HangingWrap.text(rules, width: $0) })] {
            for width in [30, 45, 60, 80, 100] {
                let wrapped = fitted(width)
                #expect(wrapped.split(separator: "\n").allSatisfy { TerminalWidth.of(String($0)) <= width }, "width \(width)")
                // Only spaces and line breaks move (a word longer than the width is cut, as the screen cuts it).
                let same = wrapped.filter { !$0.isWhitespace } == page.filter { !$0.isWhitespace }
                #expect(same, "width \(width)")
            }
        }
    }

    @Test("A rect or an inset stays whole on a row where it fits; a stray brace holds nothing together")
    func braces() throws {
        let layout = LayoutEngine.layout(try #require(try BundledScenes.scene(named: "nav-opaque")))
        for width in [40, 45, 60] {
            // Every row of explain at these widths closes each brace it opens: no "{0, 0," / "34, 0}" split.
            for row in ExplainText.text(layout, width: width).split(separator: "\n") {
                #expect(row.filter { $0 == "{" }.count == row.filter { $0 == "}" }.count, "width \(width): \(row)")
            }
        }
        // Width 30 leaves 26 columns after a 2-space indent: the group (21 columns) moves whole to row two.
        #expect(HangingWrap.text("  inset: a b c {0, 16, 34, 16} d", width: 30) == "  inset: a b c\n    {0, 16, 34, 16} d")
        // 16 columns of words a row: "a { b c d e f g" is 15, and one more word would make 17.
        #expect(HangingWrap.text("  a { b c d e f g h i j k l m n o p", width: 20) == "  a { b c d e f g\n    h i j k l m n o\n    p")
    }
}
