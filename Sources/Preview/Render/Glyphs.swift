/// The characters the mock is drawn with, in Unicode box drawing or printable ASCII.
public struct Glyphs: Sendable {
    var horizontal, vertical: Unicode.Scalar
    var topLeft, topRight, bottomLeft, bottomRight: Unicode.Scalar
    var roundTopLeft, roundTopRight, roundBottomLeft, roundBottomRight: Unicode.Scalar
    var housing: Unicode.Scalar
    var cornerMask: Unicode.Scalar
    /// A translucent bar's cells: it blurs what is under it, so the mock shows frost, never
    /// readable text; an opaque bar's cells are blank. Plain text tells the two apart by it.
    var frost: Unicode.Scalar
    var homeIndicator: Unicode.Scalar
    var homeButton: Unicode.Scalar
    /// The screen around an iPad app's window: the other app, or what a window floats over.
    var otherApp: Unicode.Scalar
    var safeArea: Unicode.Scalar
    var margins: Unicode.Scalar
    var battery: String
    var back: String

    public static let unicode = Glyphs(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        roundTopLeft: "╭", roundTopRight: "╮", roundBottomLeft: "╰", roundBottomRight: "╯",
        housing: "█", cornerMask: "░", frost: "░", homeIndicator: "━", homeButton: "◯", otherApp: "╱",
        safeArea: "┄", margins: "·", battery: "▮▮▮", back: "‹ Back")
    public static let ascii = Glyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        roundTopLeft: "/", roundTopRight: "\\", roundBottomLeft: "\\", roundBottomRight: "/",
        housing: "#", cornerMask: ":", frost: ":", homeIndicator: "=", homeButton: "O", otherApp: "/",
        safeArea: ".", margins: "'", battery: "[##]", back: "< Back")
}

extension Canvas {
    /// A one-cell outline around `r` in `glyphs`, with square or rounded corners; a rectangle
    /// thinner than 2 cells is filled with the horizontal line.
    mutating func box(_ r: CellRect, _ glyphs: Glyphs, style: CellStyle = .plain, rounded: Bool = false) {
        guard r.width >= 2, r.height >= 2 else {
            fill(r, glyphs.horizontal, style)
            return
        }
        for x in r.minX..<r.maxX {
            put(x, r.minY, glyphs.horizontal, style)
            put(x, r.maxY - 1, glyphs.horizontal, style)
        }
        for y in r.minY..<r.maxY {
            put(r.minX, y, glyphs.vertical, style)
            put(r.maxX - 1, y, glyphs.vertical, style)
        }
        put(r.minX, r.minY, rounded ? glyphs.roundTopLeft : glyphs.topLeft, style)
        put(r.maxX - 1, r.minY, rounded ? glyphs.roundTopRight : glyphs.topRight, style)
        put(r.minX, r.maxY - 1, rounded ? glyphs.roundBottomLeft : glyphs.bottomLeft, style)
        put(r.maxX - 1, r.maxY - 1, rounded ? glyphs.roundBottomRight : glyphs.bottomRight, style)
    }
}
