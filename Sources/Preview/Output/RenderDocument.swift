/// `layoutpreview render`'s page: a header, the mock with the safe-area numbers beside it (or
/// under it when the width is short), the rest of every view's numbers, then the notes; every
/// line fits `width`, and every number of the JSON is on the page whole.
public enum RenderDocument {
    public enum Format: String, Sendable, CaseIterable { case text, ansi, markdown }

    public struct Options: Sendable {
        public var width: Int
        public var height: Int
        public var format: Format
        public var color: Bool
        public var mock: MockOptions

        public init(width: Int = 100, height: Int = 50, format: Format = .text, color: Bool = true, mock: MockOptions = MockOptions()) {
            self.width = width
            self.height = height
            self.format = format
            self.color = color
            self.mock = mock
        }
    }

    /// The page's width when nothing limits it (no terminal, no `--width`): the mock at `height`
    /// beside the whole table, so no number is cut and nothing is padded.
    public static func naturalWidth(_ layout: Layout, height: Int) -> Int {
        func widest(_ keys: [String]) -> Int { TextTable.viewLines(layout, keys: keys).map { TerminalWidth.of($0) }.max() ?? 0 }
        let beside = MockRenderer.naturalSize(layout, columns: 400, rows: max(1, height - 2)).columns + 2 + widest(TextTable.besideMock)
        return max(beside, widest(TextTable.underMock))
    }

    public static func text(_ layout: Layout, _ o: Options) -> String {
        let width = max(1, o.width)
        let height = max(1, o.height)
        let scene = layout.scene
        let header = scene.caption
        if o.format == .markdown { return markdown(layout, header: header, width: width, height: height, o) }
        let table = TextTable.viewLines(layout, keys: TextTable.besideMock)
        let tableWidth = table.map { TerminalWidth.of($0) }.max() ?? 0
        let sideBySide = width - tableWidth - 2 >= 24
        // The mock as wide and tall as the device needs, at most the room it has: the table
        // then stands right beside it, and the mock starts at the top.
        let (mockWidth, mockRows) = MockRenderer.naturalSize(layout, columns: sideBySide ? width - tableWidth - 2 : width, rows: max(1, height - 2))
        let canvas = MockRenderer.render(layout, columns: mockWidth, rows: mockRows, options: o.mock)
        let mock = CanvasWidget(canvas)
        let body: any Widget =
            if sideBySide {
                // Two columns after the mock's widest row (its outline), whatever room it was given.
                Row([(.fixed((0..<canvas.height).map(canvas.shownWidth).max() ?? mockWidth), mock), (.fixed(2), Lines.blank(0)), (.fill, Lines(table))])
            } else {
                Stack([mock, Lines.blank(), viewTable(layout, keys: TextTable.besideMock, table: table)])
            }
        let page = Stack([
            Lines.paragraph(header),
            Lines { width in layout.warnings.flatMap { TextWrap.lines("warning: " + Sanitized.text($0), width) } },
            Lines.blank(),
            body,
            Lines.blank(),
            viewTable(layout, keys: TextTable.underMock, table: TextTable.viewLines(layout, keys: TextTable.underMock)),
            Lines { notes(layout, width: $0, markdown: false) },
        ])
        return PageText.text(page, width: width, format: o.format == .ansi ? .ansi(color: o.color) : .plain, ascii: o.mock.ascii)
    }

    /// The views' table of `keys` (`table`, its lines), or, wider than the page, the same numbers stacked: a number is
    /// never cut.
    static func viewTable(_ layout: Layout, keys: [String], table: [String]) -> Lines {
        Lines { width in table.allSatisfy { TerminalWidth.of($0) <= width } ? table : TextTable.viewsStacked(layout, keys: keys, width: width) }
    }

    /// The page for a pull request: a heading, the mock in a code block, the tables in Markdown.
    private static func markdown(_ layout: Layout, header: String, width: Int, height: Int, _ o: Options) -> String {
        let (mockWidth, mockRows) = MockRenderer.naturalSize(layout, columns: width, rows: max(1, height - 2))
        let mock = CanvasText.plain(MockRenderer.render(layout, columns: mockWidth, rows: mockRows, options: o.mock))
        let warned = layout.warnings.map { "> **warning:** " + Escaping.markdownText($0) }
        let lines =
            ["### " + Escaping.markdownText(header), ""] + (warned.isEmpty ? [] : warned + [""])
            + Escaping.markdownCodeBlock(mock.map { clip($0, width) }) + [""]
            + markdownTable(layout, keys: TextTable.besideMock) + [""] + markdownTable(layout, keys: TextTable.underMock)
            + notes(layout, width: width, markdown: true)
        let page = lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n") + "\n"
        return o.mock.ascii ? ASCIIFallback.text(page) : page
    }

    static func clip(_ s: String, _ width: Int) -> String { TerminalWidth.prefix(s, columns: width) }

    static func markdownTable(_ layout: Layout, keys: [String]) -> [String] {
        var out = ["| view | " + keys.joined(separator: " | ") + " |", "|---|" + String(repeating: "---|", count: keys.count)]
        for v in layout.views {
            let cells = keys.map { key in v.number(key).map { "`\($0)`" } ?? "" }
            out.append("| \(Escaping.markdownCode(v.name)) | " + cells.joined(separator: " | ") + " |")
        }
        return out
    }

    static func notes(_ layout: Layout, width: Int, markdown: Bool) -> [String] {
        var out: [String] = []
        for note in layout.notes { out += TextWrap.lines("note: " + Escaping.line(note.description), width) }
        let lesson = NoteParagraphs.of(layout.scene.notes)
        if !lesson.isEmpty {
            if !out.isEmpty { out.append("") }
            for (i, paragraph) in lesson.enumerated() {
                if i > 0 && !paragraph.hasPrefix("- ") { out.append("") }
                out += TextWrap.lines(paragraph, width).map(Escaping.textLine)
            }
        }
        if markdown { return out.isEmpty ? [] : [""] + out.map { $0.isEmpty ? "" : "> " + Escaping.markdownProse($0) } }
        return out.isEmpty ? [] : [""] + out
    }
}
