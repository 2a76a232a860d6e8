/// `--ascii`: printable ASCII only, for terminals without Unicode. Typographic marks in
/// explanations and prompts (— … → −) become their look-alikes; anything else, scene text in
/// other scripts included, becomes `?` in each column it took, so alignment holds.
public enum ASCIIFallback {
    public static func scalar(_ s: Unicode.Scalar) -> Unicode.Scalar {
        guard s.value > 0x7E else { return s }
        return switch s {
        case "—", "–", "−", "─": "-"
        case "…", "·": "."
        case "→": ">"
        case "←": "<"
        case "↑": "^"
        case "↓": "v"
        case "✓": "v"
        case "✗": "x"
        case "×": "x"
        case "│", "▏": "|"
        default: "?"
        }
    }

    public static func text(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        for character in s {
            guard let first = character.unicodeScalars.first else { continue }
            if first.value <= 0x7E {
                out.append(contentsOf: character.unicodeScalars)
            } else {
                let replacement = scalar(first)
                for _ in 0..<TerminalWidth.of(first) { out.append(replacement) }
            }
        }
        return String(out)
    }
}
