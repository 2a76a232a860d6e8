/// A scene's notes as paragraphs a page re-flows: notes are written with hard line breaks (a
/// YAML `|` block), which wrapping at another width would leave ragged. Lines join with a space;
/// a blank line ends a paragraph; a line that starts a list item (`- `, `* `, `1. `) starts one.
enum NoteParagraphs {
    static func of(_ notes: String) -> [String] {
        var paragraphs: [String] = []
        var current: [String] = []
        func flush() {
            if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
            current = []
        }
        for raw in Sanitized.text(notes, keepNewlines: true).split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw).trimmingTrailingSpaces()
            let body = line.drop { $0 == " " }
            if body.isEmpty {
                flush()
                continue
            }
            if isListItem(body) { flush() }
            current.append(current.isEmpty ? String(line) : String(body))
        }
        flush()
        return paragraphs
    }

    private static func isListItem(_ s: Substring) -> Bool {
        if s.hasPrefix("- ") || s.hasPrefix("* ") || s.hasPrefix("• ") { return true }
        let digits = s.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && s.dropFirst(digits.count).hasPrefix(". ")
    }
}
