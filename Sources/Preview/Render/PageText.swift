/// Where a page's text leaves the program: a widget drawn on a canvas of the page's width and
/// its height, then written out once per format. The canvas is the control-character gate
/// (`Canvas.put`), and the ASCII policy (`--ascii`) is applied here, to the whole page.
public enum PageText {
    public enum Format: Sendable {
        case plain
        /// ANSI SGR styles; without `color` only bold, dim and reverse.
        case ansi(color: Bool)
    }

    /// The page's lines, trailing spaces trimmed.
    public static func lines(_ page: some Widget, width: Int, format: Format = .plain, ascii: Bool = false) -> [String] {
        let width = max(1, width)
        var canvas = Canvas(width: width, height: page.height(width: width))
        page.draw(in: CellRect(minX: 0, minY: 0, maxX: width, maxY: canvas.height), on: &canvas)
        if ascii { canvas.replaceNonASCII() }
        switch format {
        case .plain: return CanvasText.plain(canvas)
        case .ansi(let color): return CanvasText.ansi(canvas, color: color)
        }
    }

    /// The page as one text, a newline after every line.
    public static func text(_ page: some Widget, width: Int, format: Format = .plain, ascii: Bool = false) -> String {
        lines(page, width: width, format: format, ascii: ascii).map { $0 + "\n" }.joined()
    }
}
