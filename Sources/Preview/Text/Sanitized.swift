/// Scene text made safe to print: control characters and escape sequences never reach a
/// terminal, a Markdown table or an error message.
public enum Sanitized {
    /// The text with every control character (C0, DEL, C1) replaced by a space and runs of
    /// spaces kept; newlines kept only when `keepNewlines` is true.
    ///
    ///     Sanitized.text("Inbox\u{1B}[2J") // "Inbox [2J"
    public static func text(_ raw: String, keepNewlines: Bool = false) -> String {
        func blocked(_ scalar: Unicode.Scalar) -> Bool {
            if keepNewlines && scalar == "\n" { return false }
            return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || scalar.value >= 0xAD && scalar.properties.generalCategory == .format && scalar.value != 0x200D
        }
        // Most text needs no change: printable ASCII is checked a byte at a time, other text a
        // scalar at a time, and returned as it is (no copy) when nothing is blocked.
        if raw.utf8.allSatisfy({ (0x20...0x7E).contains($0) || keepNewlines && $0 == 0x0A }) { return raw }
        if !raw.unicodeScalars.contains(where: blocked) { return raw }
        var out = String.UnicodeScalarView()
        for scalar in raw.unicodeScalars { out.append(blocked(scalar) ? " " : scalar) }
        return String(out)
    }

    /// A single-line, sanitised prefix for error messages.
    public static func short(_ raw: String) -> String {
        let text = Sanitized.text(raw)
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
