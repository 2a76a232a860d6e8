/// The characters the mock is drawn with, in Unicode box drawing or printable ASCII.
public struct Glyphs: Sendable {
    var horizontal, vertical: Character
    var topLeft, topRight, bottomLeft, bottomRight: Character
    var roundTopLeft, roundTopRight, roundBottomLeft, roundBottomRight: Character
    var housing: Character
    var cornerMask: Character
    var homeIndicator: Character
    var homeButton: Character
    var safeArea: Character
    var margins: Character
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
