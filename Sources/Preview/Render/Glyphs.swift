/// The characters the mock is drawn with, in Unicode box drawing or printable ASCII.
public struct Glyphs: Sendable {
    var horizontal, vertical: Unicode.Scalar
    var topLeft, topRight, bottomLeft, bottomRight: Unicode.Scalar
    var roundTopLeft, roundTopRight, roundBottomLeft, roundBottomRight: Unicode.Scalar
    var housing: Unicode.Scalar
    var cornerMask: Unicode.Scalar
    var homeIndicator: Unicode.Scalar
    var homeButton: Unicode.Scalar
    var safeArea: Unicode.Scalar
    var margins: Unicode.Scalar
    var battery: String
    var back: String

    public static let unicode = Glyphs(horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
                                       roundTopLeft: "╭", roundTopRight: "╮", roundBottomLeft: "╰", roundBottomRight: "╯",
                                       housing: "█", cornerMask: "░", homeIndicator: "━", homeButton: "◯",
                                       safeArea: "┄", margins: "·", battery: "▮▮▮", back: "‹ Back")
    public static let ascii = Glyphs(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
                                     roundTopLeft: "/", roundTopRight: "\\", roundBottomLeft: "\\", roundBottomRight: "/",
                                     housing: "#", cornerMask: ":", homeIndicator: "=", homeButton: "O",
                                     safeArea: ".", margins: "'", battery: "[##]", back: "< Back")
}
