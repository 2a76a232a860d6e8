import Geometry

/// How wide text set in SF Pro would be, estimated: SF's glyph advances are not available on
/// Linux (S24), so each character counts a width by its class, in ems, calibrated on the one
/// logged width: "This is a test string" at 17 pt is 144.09 wide (S24). Marked L wherever used.
enum TextMeasure {
    /// The advances of the ASCII characters, looked up rather than worked out per character.
    private static let ascii: [Double] = (0..<128).map { classify(Unicode.Scalar(UInt8($0))) }

    /// The advance of one character in ems.
    static func advance(_ scalar: Unicode.Scalar) -> Double {
        scalar.isASCII ? ascii[Int(scalar.value)] : classify(scalar)
    }

    private static func classify(_ scalar: Unicode.Scalar) -> Double {
        let v = scalar.value
        switch scalar {
        case " ": return 0.26
        case "i", "j", "l", "!", "|", "'", ".", ",", ":", ";": return 0.24
        case "f", "t", "r", "I", "(", ")", "[", "]", "-", "/": return 0.35
        case "m", "w": return 0.87
        case "M", "W": return 0.92
        case "s", "c", "z": return 0.5
        case "a"..."z": return 0.53
        case "A"..."Z": return 0.66
        case "0"..."9": return 0.6
        default:
            if v >= 0x1F000 { return 1.25 }  // emoji
            if v >= 0x1100 { return 1.0 }  // CJK, Hangul, kana: full width
            return 0.6
        }
    }

    /// The width of `text` on one line in `font`.
    static func width(_ text: Substring, font: Font) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += advance(scalar) }
        return ems * font.size * (font.bold ? 1.06 : 1)
    }

    /// The lines `text` wraps to within `width` (nil: no limit), breaking between words and
    /// inside a word only when it alone is wider; at most `lineLimit` lines.
    static func lines(_ text: String, font: Font, width: Double?, lineLimit: Int?) -> (count: Int, widest: Double) {
        // Most text is one line that fits: no splitting then.
        if !text.utf8.contains(10) {
            let full = self.width(text[...], font: font)
            if width.map({ full <= $0 }) ?? true { return (1, full) }
        }
        if let width, width <= 0, !text.isEmpty { return characterPerLine(text, font: font, lineLimit: lineLimit) }
        var count = 0
        var widest = 0.0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let full = self.width(paragraph, font: font)
            guard let width, full > width else {
                count += 1
                widest = max(widest, full)
                continue
            }
            let wrapped = wrap(paragraph, font: font, width: width)
            count += wrapped.count
            widest = max(widest, wrapped.widest)
        }
        if let lineLimit, lineLimit > 0, count > lineLimit {
            count = lineLimit
            // The last line shown ends in an ellipsis: the text fills the width it was offered.
            if let width { widest = width }
        }
        return (count, widest)
    }

    /// Offered no width (a stack asking for a minimum): a character a line, as the wrapping
    /// would break it, worked out in one pass.
    private static func characterPerLine(_ text: String, font: Font, lineLimit: Int?) -> (count: Int, widest: Double) {
        var count = 0
        var widest = 0.0
        for scalar in text.unicodeScalars where scalar != " " && scalar != "\n" {
            count += 1
            widest = max(widest, advance(scalar))
        }
        let lines = max(1, min(count, lineLimit ?? count))
        return (lines, lineLimit.map { $0 < count } == true ? 0 : widest * font.size * (font.bold ? 1.06 : 1))
    }

    /// A paragraph wider than `width`, wrapped between its words; a word wider than the line
    /// breaks between its characters.
    private static func wrap(_ paragraph: Substring, font: Font, width: Double) -> (count: Int, widest: Double) {
        var count = 1
        var widest = 0.0
        var line = 0.0
        func newLine() {
            widest = max(widest, line)
            count += 1
        }
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let w = self.width(word, font: font)
            let space = line > 0 ? advance(" ") * font.size : 0
            if line > 0, line + space + w <= width {
                line += space + w
            } else if line == 0, w <= width {
                line = w
            } else if w <= width {
                newLine()
                line = w
            } else {
                if line > 0 {
                    newLine()
                    line = 0
                }
                for scalar in word.unicodeScalars {
                    let a = advance(scalar) * font.size
                    if line > 0, line + a > width {
                        newLine()
                        line = 0
                    }
                    line += a
                }
            }
        }
        return (count, max(widest, line))
    }
}
