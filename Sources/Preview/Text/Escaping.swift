/// How a name or text from outside (a path, an IB id or identifier, a title, a label's text, a
/// note) is written into each output channel, so that it can only ever be read as what it is.
/// `OutputGate` then keeps control characters off every channel; this is the part that depends
/// on the format. The channels and their rules (docs/output-escaping.md has the table):
///
/// - line-oriented text (stderr, text, xcode, github, lint's text): `line`: a name never breaks
///   the line, so no name can start a line a reader takes for a diagnostic or a workflow command;
/// - GitHub workflow commands: `githubData` and `githubProperty`, GitHub's own escaping;
/// - Markdown: `markdownText` outside code, `markdownCode` for a code span, `markdownFence` for
///   a code block: no HTML, no early end of a code span or block, no extra table cell;
/// - JSON, SARIF, JUnit XML and SVG escape as their grammars say (`JSONValue`, the XML writers).
public enum Escaping {
    /// One line: line breaks (LF, CR, NEL, U+2028, U+2029) written as `\n`, `\r`, `\u{85}`, ….
    public static func line(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isLineBreak) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case _ where isLineBreak(scalar): out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// One line of a text that has lines of its own (a lesson's notes), as printed: one that
    /// would begin with `::` after its indentation, as GitHub's workflow commands do, begins
    /// `\::` instead, so the text cannot give a CI log a command.
    public static func textLine(_ line: String) -> String {
        let body = line.drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix("::") else { return line }
        return line.prefix(line.count - body.count) + "\\" + body
    }

    private static func isLineBreak(_ s: Unicode.Scalar) -> Bool {
        s == "\n" || s == "\r" || s == "\u{0B}" || s == "\u{0C}" || s == "\u{85}" || s == "\u{2028}" || s == "\u{2029}"
    }

    /// XML text or an attribute value (SVG, JUnit): the five escapes, and every control
    /// character, line breaks included, a space (`Sanitized.text`), so no line of the file begins
    /// with a name.
    public static func xml(_ text: String) -> String {
        var out = ""
        for ch in Sanitized.text(text) {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(ch)
            }
        }
        return out
    }

    /// GitHub's escaping of a workflow command's message.
    public static func githubData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// GitHub's escaping of a workflow command's property (`file=…`, `title=…`).
    public static func githubProperty(_ text: String) -> String {
        githubData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// Markdown prose (a heading, a table cell, a quoted note): one line, and every character
    /// Markdown or HTML would read as markup backslash-escaped (CommonMark §2.4), so `<img …>`
    /// is text and a backtick opens no code span.
    public static func markdownText(_ text: String) -> String {
        var out = ""
        for c in line(text) {
            if markdownPunctuation.contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// Markdown prose that may hold code spans of its own (a lesson's notes: "run
    /// `layoutpreview lint`"): each span, a run of backticks closed by an equal run, stays a code
    /// span (`markdownCode`); everything else is `markdownText`, an unmatched backtick included.
    public static func markdownProse(_ text: String) -> String {
        let characters = Array(line(text))
        var out = ""
        var plain = ""
        var i = 0
        while i < characters.count {
            guard characters[i] == "`" else {
                plain.append(characters[i])
                i += 1
                continue
            }
            var run = 0
            while i + run < characters.count, characters[i + run] == "`" { run += 1 }
            // The closing run: the next run of exactly as many backticks.
            var j = i + run
            var close: Int?
            while j < characters.count {
                guard characters[j] == "`" else {
                    j += 1
                    continue
                }
                var other = 0
                while j + other < characters.count, characters[j + other] == "`" { other += 1 }
                if other == run {
                    close = j
                    break
                }
                j += other
            }
            guard let close else {
                plain += String(characters[i..<(i + run)])
                i += run
                continue
            }
            out += markdownText(plain) + markdownCode(String(characters[(i + run)..<close]))
            plain = ""
            i = close + run
        }
        return out + markdownText(plain)
    }

    private static let markdownPunctuation: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "&", "|", "#", "!", "~"]

    /// A Markdown code span holding `text` as it is: fenced by more backticks than any run in it
    /// (CommonMark §6.1), one line, `|` escaped so a table keeps its cells (GFM).
    public static func markdownCode(_ text: String) -> String {
        let body = line(text).replacingOccurrences(of: "|", with: "\\|")
        let fence = String(repeating: "`", count: longestBacktickRun(body) + 1)
        let pad = body.hasPrefix("`") || body.hasSuffix("`") ? " " : ""
        return fence + pad + body + pad + fence
    }

    /// The fence of a code block holding `lines`: longer than any run of backticks in them, so
    /// none of them closes it (CommonMark §4.5).
    public static func markdownFence(_ lines: [String]) -> String {
        String(repeating: "`", count: max(3, (lines.map(longestBacktickRun).max() ?? 0) + 1))
    }

    /// `lines` as a code block between two such fences.
    public static func markdownCodeBlock(_ lines: [String]) -> [String] {
        let fence = markdownFence(lines)
        return [fence] + lines + [fence]
    }

    private static func longestBacktickRun(_ text: String) -> Int {
        var longest = 0
        var run = 0
        for c in text.utf8 {
            run = c == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
