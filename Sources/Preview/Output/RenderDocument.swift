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
        func widest(_ table: String) -> Int { table.split(separator: "\n").map { TerminalWidth.of(String($0)) }.max() ?? 0 }
        let beside = MockRenderer.naturalSize(layout, columns: 400, rows: max(1, height - 2)).columns + 2 + widest(TextTable.views(layout))
        return max(beside, widest(TextTable.views(layout, keys: TextTable.underMock)))
    }

    public static func text(_ layout: Layout, _ o: Options) -> String {
        let width = max(1, o.width), height = max(1, o.height)
        let scene = layout.scene
        let header = "\(Sanitized.text(scene.title)) — \(scene.device.name), \(scene.orientation.rawValue), \(scene.versionLabel)"
        let table = TextTable.views(layout).split(separator: "\n").map(String.init)
        let tableWidth = table.map { TerminalWidth.of($0) }.max() ?? 0
        let sideBySide = o.format != .markdown && width - tableWidth - 2 >= 24
        let mockHeight = max(1, height - 2)
        // The mock as wide and tall as the device needs, at most the room it has: the table
        // then stands right beside it, and the mock starts at the top.
        let (mockWidth, mockRows) = MockRenderer.naturalSize(layout, columns: sideBySide ? width - tableWidth - 2 : width, rows: mockHeight)
        let canvas = MockRenderer.render(layout, columns: mockWidth, rows: mockRows, options: o.mock)
        var mock = o.format == .ansi ? CanvasText.ansi(canvas, color: o.color) : CanvasText.plain(canvas)
        let plainMock = CanvasText.plain(canvas)
        let warnings = layout.warnings.flatMap { TextWrap.lines("warning: " + Sanitized.text($0), width) }
        var lines = TextWrap.lines(header, width) + warnings + [""]
        if sideBySide {
            // Two columns after the mock's widest row (its outline), whatever room it was given.
            let shown = (0..<canvas.height).map(canvas.shownWidth).max() ?? mockWidth
            for i in 0..<max(mock.count, table.count) {
                let left = i < mock.count ? mock[i] : ""
                let pad = String(repeating: " ", count: max(0, shown - canvas.shownWidth(ofRow: i)) + 2)
                let right = i < table.count ? table[i] : ""
                lines.append(right.isEmpty ? left : left + pad + right)
            }
        } else if o.format == .markdown {
            let warned = layout.warnings.map { "> **warning:** " + Sanitized.text($0) }
            lines = ["### " + header, ""] + (warned.isEmpty ? [] : warned + [""]) + ["```"] + plainMock.map { clip($0, width) } + ["```", ""]
                + markdownTable(layout, keys: TextTable.besideMock) + [""] + markdownTable(layout, keys: TextTable.underMock)
            mock = []
        } else {
            lines += mock
            lines.append("")
            // A table wider than the page would cut its numbers: stacked, every number stays whole.
            lines += tableWidth <= width ? table : TextTable.viewsStacked(layout, width: width)
        }
        if o.format != .markdown {
            let rest = TextTable.views(layout, keys: TextTable.underMock).split(separator: "\n").map(String.init)
            lines.append("")
            lines += rest.allSatisfy { TerminalWidth.of($0) <= width } ? rest : TextTable.viewsStacked(layout, keys: TextTable.underMock, width: width)
        }
        lines += notes(layout, width: width, markdown: o.format == .markdown)
        let page = lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n") + "\n"
        return o.mock.ascii ? ASCIIFallback.text(page) : page
    }

    static func clip(_ s: String, _ width: Int) -> String { TerminalWidth.prefix(s, columns: width) }

    static func markdownTable(_ layout: Layout, keys: [String]) -> [String] {
        var out = ["| view | " + keys.joined(separator: " | ") + " |", "|---|" + String(repeating: "---|", count: keys.count)]
        for v in layout.views {
            let numbers = v.numbers
            let cells = keys.map { key in numbers.first { $0.key == key }.map { "`\($0.value)`" } ?? "" }
            out.append("| `\(v.name)` | " + cells.joined(separator: " | ") + " |")
        }
        return out
    }

    static func notes(_ layout: Layout, width: Int, markdown: Bool) -> [String] {
        var out: [String] = []
        for note in layout.notes { out += TextWrap.lines("note: " + note.description, width) }
        let lesson = NoteParagraphs.of(layout.scene.notes)
        if !lesson.isEmpty {
            if !out.isEmpty { out.append("") }
            for (i, paragraph) in lesson.enumerated() {
                if i > 0 && !paragraph.hasPrefix("- ") { out.append("") }
                out += TextWrap.lines(paragraph, width)
            }
        }
        if markdown { return out.isEmpty ? [] : [""] + out.map { $0.isEmpty ? "" : "> " + $0 } }
        return out.isEmpty ? [] : [""] + out
    }
}
