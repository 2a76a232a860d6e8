/// YAML text as the scene writer makes it: lines with two-space indentation per level.
struct YAMLLines {
    var text = ""
    var depth = 0

    /// An empty line stays empty (no trailing spaces in a block scalar).
    mutating func line(_ s: String) { text += (s.isEmpty ? "" : String(repeating: "  ", count: depth) + s) + "\n" }

    mutating func nest(_ body: (inout YAMLLines) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// One item of a block list: its first line after `- `, the others indented under it.
    mutating func item(_ body: (inout YAMLLines) -> Void) {
        var inner = YAMLLines()
        body(&inner)
        for (i, line) in inner.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated() {
            if i == 0 {
                self.line("- " + line)
            } else {
                nest { $0.line(String(line)) }
            }
        }
    }
}
