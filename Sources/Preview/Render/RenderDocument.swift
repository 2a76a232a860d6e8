import Synchronization

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
        let warnings = layout.warnings.flatMap { wrap("warning: " + Sanitized.text($0), width) }
        var lines = wrap(header, width) + warnings + [""]
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
        for note in layout.notes { out += wrap("note: " + note.description, width) }
        let lesson = NoteParagraphs.of(layout.scene.notes)
        if !lesson.isEmpty {
            if !out.isEmpty { out.append("") }
            for (i, paragraph) in lesson.enumerated() {
                if i > 0 && !paragraph.hasPrefix("- ") { out.append("") }
                out += wrap(paragraph, width)
            }
        }
        if markdown { return out.isEmpty ? [] : [""] + out.map { $0.isEmpty ? "" : "> " + $0 } }
        return out.isEmpty ? [] : [""] + out
    }

    /// Words wrapped to `width` columns (a longer word is cut; so is text without spaces, as
    /// Chinese and Japanese are written); runs of spaces between words become one.
    static func wrap(_ text: String, _ width: Int) -> [String] {
        let key = WrapKey(text: text, width: width)
        if let lines = wrapped.withLock({ $0[key] }) { return lines }
        let lines = text.utf8.allSatisfy { $0 < 0x80 } ? wrapASCII(text, width) : wrapColumns(text, width)
        wrapped.withLock {
            if $0.count >= 2_048 { $0.removeAll(keepingCapacity: true) }
            $0[key] = lines
        }
        return lines
    }

    private struct WrapKey: Hashable {
        var text: String
        var width: Int
    }

    /// The lines of texts wrapped lately: the screen wraps the same notes and most of the same
    /// explanations again on every key. A pure function's memo, bounded.
    private static let wrapped = Mutex<[WrapKey: [String]]>([:])

    /// `wrap` for ASCII text, where a column is a byte: the screen wraps the inspector's lines on
    /// every key, and most of them are ASCII. The same lines as `wrapColumns` (tested).
    static func wrapASCII(_ text: String, _ width: Int) -> [String] {
        let bytes = Array(text.utf8), width = max(1, width)
        var lines: [String] = []
        var line: [UInt8] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] != 0x20 else {
                i += 1
                continue
            }
            var end = i
            while end < bytes.count && bytes[end] != 0x20 { end += 1 }
            if line.isEmpty {
                line = Array(bytes[i..<end])
            } else if line.count + 1 + (end - i) <= width {
                line.append(0x20)
                line += bytes[i..<end]
            } else {
                lines.append(String(decoding: line, as: UTF8.self))
                line = Array(bytes[i..<end])
            }
            while line.count > width {
                lines.append(String(decoding: line[..<width], as: UTF8.self))
                line.removeFirst(width)
            }
            i = end
        }
        if !line.isEmpty || lines.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }

    /// `wrap` for any text, measuring each character's columns.
    static func wrapColumns(_ text: String, _ width: Int) -> [String] {
        var lines: [String] = []
        var line = "", lineWidth = 0
        for word in text.split(separator: " ") {
            let w = String(word), wordWidth = TerminalWidth.of(w)
            if line.isEmpty {
                (line, lineWidth) = (w, wordWidth)
            } else if lineWidth + 1 + wordWidth <= width {
                line += " " + w
                lineWidth += 1 + wordWidth
            } else {
                lines.append(line)
                (line, lineWidth) = (w, wordWidth)
            }
            if lineWidth > width {
                // Text without spaces is cut by columns, in one pass (linear in its length).
                var pieces = cut(line, width)
                (line, lineWidth) = pieces.removeLast()
                lines += pieces.map(\.text)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` in pieces of at most `width` columns (a character wider than that alone), each
    /// with its width; never empty.
    private static func cut(_ text: String, _ width: Int) -> [(text: String, width: Int)] {
        var pieces: [(text: String, width: Int)] = []
        var piece = "", pieceWidth = 0
        for ch in text {
            let w = TerminalWidth.of(ch)
            if pieceWidth + w > width && !piece.isEmpty {
                pieces.append((piece, pieceWidth))
                (piece, pieceWidth) = ("", 0)
            }
            piece.append(ch)
            pieceWidth += w
        }
        pieces.append((piece, pieceWidth))
        return pieces
    }
}
