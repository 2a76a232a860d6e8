/// A canvas as lines of text: plain (no escape codes at all) or with ANSI SGR styles.
public enum CanvasText {
    public static func plain(_ canvas: Canvas) -> [String] { canvas.lines }

    /// Lines with SGR codes; `color: false` (NO_COLOR) keeps bold, dim and reverse only.
    public static func ansi(_ canvas: Canvas, color: Bool) -> [String] {
        (0..<canvas.height).map { y in
            var line = ""
            var current = CellStyle.plain
            var lastNonBlank = -1
            for x in 0..<canvas.width where canvas[x, y].character != " " || canvas[x, y].style.background != nil {
                lastNonBlank = x
            }
            for x in 0...max(-1, lastNonBlank) where lastNonBlank >= 0 {
                var style = canvas[x, y].style
                if !color { style.foreground = nil; style.background = nil }
                if style != current {
                    line += sgr(style)
                    current = style
                }
                line.append(canvas[x, y].character)
            }
            if current != .plain { line += "\u{1B}[0m" }
            return line
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
