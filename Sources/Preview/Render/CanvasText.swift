/// A canvas as lines of text: plain (no escape codes at all) or with ANSI SGR styles.
public enum CanvasText {
    public static func plain(_ canvas: Canvas) -> [String] { canvas.lines }

    /// Lines with SGR codes; `color: false` (NO_COLOR) keeps bold, dim and reverse only.
    public static func ansi(_ canvas: Canvas, color: Bool) -> [String] {
        (0..<canvas.height).map { y in
            var shown: [(character: Unicode.Scalar, style: CellStyle)] = []
            canvas.forEachShown(inRow: y) { _, character, style, _ in shown.append((character, style)) }
            while let last = shown.last, last.character == " ", last.style.background == nil { shown.removeLast() }
            var line: [UInt8] = []
            var current = CellStyle.plain
            for (character, cellStyle) in shown {
                var style = cellStyle
                if !color {
                    style.foreground = nil
                    style.background = nil
                }
                if style != current {
                    line.append(contentsOf: sgr(style).utf8)
                    current = style
                }
                line.appendUTF8(character)
            }
            if current != .plain { line.append(contentsOf: "\u{1B}[0m".utf8) }
            return String(decoding: line, as: UTF8.self)
        }
    }

    private static func sgr(_ s: CellStyle) -> String {
        var codes = ["0"]
        if s.bold { codes.append("1") }
        if s.dim { codes.append("2") }
        if s.reverse { codes.append("7") }
        if let f = s.foreground { codes.append(String(30 + f.rawValue)) }
        if let b = s.background { codes.append(String(40 + b.rawValue)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
