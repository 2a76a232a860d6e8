/// How many terminal columns text takes, as `wcwidth(3)` counts them in a UTF-8 locale:
/// 2 for East Asian wide and fullwidth characters (CJK, kana, Hangul) and for emoji shown as
/// emoji, 0 for combining marks and invisible format characters, otherwise 1. Computed here from
/// Unicode data, not by libc, because the core has no locale; the terminal layer draws `?` where
/// its own `wcwidth` disagrees, so a line never shifts.
///
///     TerminalWidth.of("收件箱")   // 6
///     TerminalWidth.prefix("收件箱", columns: 5) // "收件"
public enum TerminalWidth {
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wide.contains { $0.contains(v) } ? 2 : 1
    }

    /// A character is drawn by its first scalar (see `Cell`), so it takes that scalar's columns.
    public static func of(_ character: Character) -> Int {
        character.unicodeScalars.first.map { of($0) } ?? 0
    }

    public static func of(_ string: String) -> Int {
        // Most text is ASCII: one column per byte, without splitting into characters.
        if string.utf8.allSatisfy({ $0 < 0x80 }) { return string.utf8.count }
        var total = 0
        for character in string { total += of(character) }
        return total
    }

    /// The longest start of `string` that fits in `columns`.
    public static func prefix(_ string: String, columns: Int) -> String {
        if string.utf8.allSatisfy({ $0 < 0x80 }) {
            return string.utf8.count <= columns ? string : String(decoding: string.utf8.prefix(max(0, columns)), as: UTF8.self)
        }
        var used = 0
        var end = string.startIndex
        for index in string.indices {
            used += of(string[index])
            if used > columns { break }
            end = string.index(after: index)
        }
        return String(string[..<end])
    }

    /// East Asian Width W and F (Unicode's EastAsianWidth.txt), outside the emoji already
    /// covered by `isEmojiPresentation`. U+3248–324F (circled numbers on black squares) are
    /// ambiguous, so narrow; Khitan Small Script, the Tangut Supplement and Kana Extended-B are
    /// wide, as Python's wcwidth and utf8proc count them.
    private static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x3247, 0x3250...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
        0x17000...0x18CD5, 0x18CFF...0x18D08, 0x1AFF0...0x1AFF3, 0x1AFF5...0x1AFFB, 0x1AFFD...0x1AFFE,
        0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
