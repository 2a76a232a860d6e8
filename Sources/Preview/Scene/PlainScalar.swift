import Yams

/// What a plain YAML scalar is, by the rules of Yams' default resolver (YAML 1.1: bool, int,
/// float, null, first match wins), without its regular expressions: one pass over the bytes.
/// The loader only asks for these four kinds; anything else (timestamps, merge keys) is text.
/// A test compares it with `Resolver.default` over generated scalars.
enum PlainScalar {
    static func tag(_ text: String) -> Tag.Name {
        let b = Array(text.utf8)
        if bools.contains(text) { return .bool }
        if isInt(b) { return .int }
        if isFloat(b) { return .float }
        if text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL" { return .null }
        return .str
    }

    static let bools: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF",
    ]

    private static func digit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    private static func hex(_ c: UInt8) -> Bool { digit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46) }
    private static let underscore: UInt8 = 0x5F, colon: UInt8 = 0x3A, dot: UInt8 = 0x2E

    /// Skips an optional sign; returns the index after it.
    private static func sign(_ b: [UInt8], _ i: Int) -> Int { i < b.count && (b[i] == 0x2B || b[i] == 0x2D) ? i + 1 : i }

    /// The index after a run of bytes satisfying `ok` (possibly empty).
    private static func run(_ b: [UInt8], _ i: Int, _ ok: (UInt8) -> Bool) -> Int {
        var j = i
        while j < b.count && ok(b[j]) { j += 1 }
        return j
    }

    /// `(:[0-5]?[0-9])+` from `i`; the index after it, or nil when there is none.
    private static func sexagesimal(_ b: [UInt8], _ i: Int) -> Int? {
        var j = i
        var groups = 0
        while j < b.count && b[j] == colon {
            var k = j + 1
            if k + 1 < b.count, b[k] >= 0x30, b[k] <= 0x35, digit(b[k + 1]) { k += 2 } else if k < b.count, digit(b[k]) { k += 1 } else { break }
            j = k
            groups += 1
        }
        return groups > 0 ? j : nil
    }

    static func isInt(_ b: [UInt8]) -> Bool {
        let s = sign(b, 0)
        guard s < b.count else { return false }
        // 0b[0-1_]+, 0x[0-9a-fA-F_]+, 0o?[0-7_]+, 0
        if b[s] == 0x30 {
            if s + 1 == b.count { return true }
            let next = b[s + 1]
            if next == 0x62, s + 2 < b.count { return run(b, s + 2) { $0 == 0x30 || $0 == 0x31 || $0 == underscore } == b.count }
            if next == 0x78, s + 2 < b.count { return run(b, s + 2) { hex($0) || $0 == underscore } == b.count }
            let start = next == 0x6F ? s + 2 : s + 1
            return start < b.count && run(b, start) { ($0 >= 0x30 && $0 <= 0x37) || $0 == underscore } == b.count
        }
        // [1-9][0-9_]* and [1-9][0-9_]*(:[0-5]?[0-9])+
        guard b[s] >= 0x31, b[s] <= 0x39 else { return false }
        let end = run(b, s + 1) { digit($0) || $0 == underscore }
        if end == b.count { return true }
        return sexagesimal(b, end) == b.count
    }

    static func isFloat(_ b: [UInt8]) -> Bool {
        let s = sign(b, 0)
        // [-+]?\.(inf|Inf|INF), \.(nan|NaN|NAN) (the latter without a sign)
        if s < b.count, b[s] == dot {
            let rest = String(decoding: b[(s + 1)...], as: UTF8.self)
            if ["inf", "Inf", "INF"].contains(rest) { return true }
            if s == 0, ["nan", "NaN", "NAN"].contains(rest) { return true }
            // \.[0-9_]+([eE][-+][0-9]+)?  (no sign before the dot)
            guard s == 0 else { return false }
            let digits = run(b, 1) { digit($0) || $0 == underscore }
            guard digits > 1 else { return false }
            if digits == b.count { return true }
            guard b[digits] == 0x65 || b[digits] == 0x45, digits + 1 < b.count, b[digits + 1] == 0x2B || b[digits + 1] == 0x2D else { return false }
            let exponent = run(b, digits + 2, digit)
            return exponent > digits + 2 && exponent == b.count
        }
        // [-+]?[0-9][0-9_]*(\.[0-9_]*)?([eE][-+]?[0-9]+)?  or  [-+]?[0-9][0-9_]*(:[0-5]?[0-9])+\.[0-9_]*
        guard s < b.count, digit(b[s]) else { return false }
        let whole = run(b, s + 1) { digit($0) || $0 == underscore }
        if let afterSexagesimal = sexagesimal(b, whole), afterSexagesimal < b.count, b[afterSexagesimal] == dot,
            run(b, afterSexagesimal + 1, { digit($0) || $0 == underscore }) == b.count
        {
            return true
        }
        var i = whole
        if i < b.count, b[i] == dot { i = run(b, i + 1) { digit($0) || $0 == underscore } }
        if i < b.count, b[i] == 0x65 || b[i] == 0x45 {
            let exponentStart = sign(b, i + 1)
            let exponent = run(b, exponentStart, digit)
            guard exponent > exponentStart else { return false }
            i = exponent
        }
        return i == b.count
    }
}
