/// The one gate between text and the world: every byte layoutpreview prints to standard output
/// or standard error, writes to a file or draws on the screen passes it. Text that came from a
/// scene, a file name or an argument can hold anything; past the gate no control character can
/// reach a terminal: C0 (but newline and tab), DEL, C1, and the bidirectional overrides and
/// isolates that reorder what a reviewer sees (U+061C, U+200E–U+200F, U+202A–U+202E,
/// U+2066–U+2069), and the line and paragraph separators U+2028 and U+2029. Each becomes `?`.
public enum OutputGate {
    /// Plain text: no escape sequence at all.
    public static func plain(_ text: String) -> String {
        isClean(text) ? text : filtered(text, keepingSGR: false)
    }

    /// Text styled by layoutpreview itself (`--format ansi`): its SGR sequences (`ESC [ 1;34 m`)
    /// pass whole; any other escape is broken up like a control character.
    public static func styled(_ text: String) -> String {
        isClean(text) ? text : filtered(text, keepingSGR: true)
    }

    /// Whether a scalar may not pass.
    @inline(__always)
    public static func isBlocked(_ value: UInt32) -> Bool {
        if value < 0x20 { return value != 0x0A && value != 0x09 }
        if value < 0x7F { return false }
        if value <= 0x9F { return true }
        if value < 0x061C { return false }
        return value == 0x061C || value == 0x200E || value == 0x200F || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// The fast path, on the UTF-8 bytes: whether no blocked scalar is there at all. Each blocked
    /// scalar has one spelling in UTF-8: a C0 byte or DEL; C2 80–9F (C1); D8 9C (U+061C);
    /// E2 80 8E–8F and E2 80 A8–AE (U+200E–200F, U+2028–202E); E2 81 A6–A9 (U+2066–2069). Other
    /// text, box drawing and CJK included, passes without a copy.
    private static func isClean(_ text: String) -> Bool {
        var last: UInt8 = 0
        var beforeLast: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 && byte != 0x0A && byte != 0x09 || byte == 0x7F { return false }
            switch (beforeLast, last) {
            case (_, 0xC2) where byte >= 0x80 && byte <= 0x9F: return false
            case (_, 0xD8) where byte == 0x9C: return false
            case (0xE2, 0x80) where byte == 0x8E || byte == 0x8F || (0xA8...0xAE).contains(byte): return false
            case (0xE2, 0x81) where (0xA6...0xA9).contains(byte): return false
            default: break
            }
            beforeLast = last
            last = byte
        }
        return true
    }

    private static func filtered(_ text: String, keepingSGR: Bool) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if keepingSGR && s == "\u{1B}", let end = sgrEnd(scalars, from: i) {
                out.append(contentsOf: scalars[i..<end])
                i = end
                continue
            }
            out.append(isBlocked(s.value) ? "?" : s)
            i += 1
        }
        return String(out)
    }

    /// The end of an SGR sequence starting at `start` (ESC [ digits and semicolons m), if it is one.
    private static func sgrEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var j = start + 2
        while j < scalars.count, j - start < 32 {
            let c = scalars[j]
            if c == "m" { return j + 1 }
            guard ("0"..."9").contains(c) || c == ";" else { return nil }
            j += 1
        }
        return nil
    }
}
