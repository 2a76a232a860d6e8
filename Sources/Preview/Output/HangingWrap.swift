/// Printed text fitted to a terminal narrower than its lines (`explain`, `rules`): a line too
/// wide wraps at spaces, its first line keeping the line's indent and the rest indented two more
/// (a hanging indent), so each entry still reads as one. Without a width (a pipe, a file) the
/// text is unchanged, so scripts and logs see one line per entry.
public enum HangingWrap {
    public static func text(_ text: String, width: Int?) -> String {
        guard let width else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { line(String($0), width: width) }.joined(separator: "\n")
    }

    /// One line's rows; a width too narrow to indent in wraps it plainly. A `{...}` group (a
    /// rect, an inset) stays on one row where it fits: its spaces are held as no-break spaces
    /// while wrapping.
    static func line(_ line: String, width: Int) -> [String] {
        guard TerminalWidth.of(line) > width else { return [line] }
        let indent = line.prefix { $0 == " " }.count
        // Only a group that closes is held together: a stray brace leaves the line as it is.
        var characters = Array(line.dropFirst(indent))
        var opened: [Int] = []
        for (i, c) in characters.enumerated() {
            if c == "{" { opened.append(i) }
            if c == "}", let start = opened.popLast(), opened.isEmpty {
                for j in start...i where characters[j] == " " { characters[j] = "\u{A0}" }
            }
        }
        let glued = String(characters)
        let rows =
            width >= indent + 2 + 10
            ? TextWrap.lines(glued, width - indent - 2).enumerated().map { i, row in
                String(repeating: " ", count: i == 0 ? indent : indent + 2) + row
            } : TextWrap.lines(glued, max(1, width))
        return rows.map { String($0.map { $0 == "\u{A0}" ? " " : $0 }) }
    }
}
