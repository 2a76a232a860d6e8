/// `layoutpreview explain`: every view's numbers with where they came from, then the notes.
public enum ExplainText {
    /// Given a `width` (a terminal's), numbers that do not fit two to a line go one to a line,
    /// and every longer line wraps under a hanging indent (`HangingWrap`).
    public static func text(_ layout: Layout, view name: String? = nil, width: Int? = nil) -> String {
        var out = layout.scene.caption + "\n"
        out += layout.warnings.map { "warning: \(Sanitized.text($0))\n" }.joined()
        for v in layout.views where name == nil || v.name == name {
            out += "\n\(v.name)\n"
            // The numbers in SPEC's order: the frames, the insets, then a scroll view's four.
            let numbers = v.numbers.map { "\($0.key) \($0.value)" }
            for line in [numbers.prefix(2), numbers.dropFirst(2).prefix(2), numbers.dropFirst(4)] where !line.isEmpty {
                let joined = "  " + line.joined(separator: "  ")
                if let width, TerminalWidth.of(joined) > width {
                    out += line.map { "  " + $0 + "\n" }.joined()
                } else {
                    out += joined + "\n"
                }
            }
            for entry in v.explain {
                out += "  \(entry.key): \(Sanitized.text(entry.explanation.description))\n"
            }
        }
        if !layout.notes.isEmpty {
            out += "\nnotes\n" + layout.notes.map { "  - \(Escaping.line($0.description))\n" }.joined()
        }
        if name == nil, !layout.scene.notes.isEmpty {
            out +=
                "\nlesson\n"
                + Sanitized.text(layout.scene.notes, keepNewlines: true).split(separator: "\n", omittingEmptySubsequences: false).map {
                    "  " + Escaping.textLine(String($0))
                }.joined(separator: "\n") + "\n"
        }
        return HangingWrap.text(out, width: width)
    }
}
