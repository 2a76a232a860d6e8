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
        switch shape(string) {
        case .ascii: return string.utf8.count  // one column per byte
        case .scalars: return string.unicodeScalars.reduce(0) { $0 + of($1) }
        case .clusters: return string.reduce(0) { $0 + of($1) }
        }
    }

    /// The longest start of `string` that fits in `columns`.
    public static func prefix(_ string: String, columns: Int) -> String {
        switch shape(string) {
        case .ascii:
            return string.utf8.count <= columns ? string : String(decoding: string.utf8.prefix(max(0, columns)), as: UTF8.self)
        case .scalars:
            return String(string.unicodeScalars[..<end(of: string.unicodeScalars, columns: columns, width: of)])
        case .clusters:
            return String(string[..<end(of: string, columns: columns, width: of)])
        }
    }

    /// `string` whole when it fits in `columns`, else its longest start that fits with `…` after
    /// it (`.` in ASCII), so a cut is never mistaken for the end.
    public static func cut(_ string: String, columns: Int, ascii: Bool) -> String {
        guard of(string) > columns else { return string }
        return prefix(string, columns: max(0, columns - 1)) + (ascii ? "." : "…")
    }

    /// Where the longest start of `elements` that fits in `columns` ends.
    private static func end<C: Collection>(of elements: C, columns: Int, width: (C.Element) -> Int) -> C.Index {
        var used = 0
        var end = elements.startIndex
        for index in elements.indices {
            used += width(elements[index])
            if used > columns { break }
            end = elements.index(after: index)
        }
        return end
    }

    /// How a string's characters are made, which decides how cheaply it can be walked.
    enum Shape: Sendable {
        /// Every byte is a character of one column.
        case ascii
        /// Every scalar is a character of its own (`isOwnCharacter`): walked by scalars.
        case scalars
        /// Anything else: walked by characters (grapheme clusters), which costs several times
        /// as much.
        case clusters
    }

    static func shape(_ string: String) -> Shape {
        let ascii =
            string.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.reduce(0 as UInt8) { $0 | $1 } < 0x80
            } ?? string.utf8.allSatisfy { $0 < 0x80 }
        if ascii { return .ascii }
        return string.unicodeScalars.allSatisfy(isOwnCharacter) ? .scalars : .clusters
    }

    /// Whether `scalar` is a character of its own beside any other such scalar: printable
    /// Latin, Greek and Cyrillic, and the punctuation, arrows, box drawing and symbols the screen
    /// draws with (U+2010–2BFF). Unicode's rules for characters (UAX #29) break between any two
    /// of them: none is an extending mark, a joiner, a prepended mark, Hangul jamo or a regional
    /// indicator, and CR (which joins the LF after it) and the other controls are left out. A
    /// test checks each against Swift's own character breaking.
    static func isOwnCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0x300, 0x370...0x482, 0x48A...0x52F: return true  // but combining marks, U+0300–036F and U+0483–0489
        case 0x2028...0x202E, 0x2060...0x206F, 0x20D0...0x20FF: return false  // separators, format controls, combining marks for symbols
        case 0x2010...0x2BFF: return true
        default: return false
        }
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
