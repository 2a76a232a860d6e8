/// Checks made on the raw text before the YAML parser sees it, for inputs that would make a
/// recursive parser run out of stack or hash an alias bomb: flow collections nested too deep
/// and aliases used as mapping keys.
enum PreScan {
    static func check(_ text: String, file: String, maximumDepth: Int) throws(SceneError) {
        var depth = 0, line = 1, column = 0
        var quote: Character?
        var inComment = false
        var previous: Character = "\n"
        for ch in text {
            column += 1
            defer { previous = ch }
            if ch == "\n" {
                line += 1
                column = 0
                inComment = false
                continue
            }
            if inComment { continue }
            if let q = quote {
                if ch == q { quote = nil }
                continue
            }
            switch ch {
            case "#" where previous == " " || previous == "\t" || previous == "\n":
                inComment = true
            case "'" where " \n\t[{,:".contains(previous), "\"" where " \n\t[{,:".contains(previous):
                quote = ch
            case "[", "{":
                depth += 1
                if depth > maximumDepth {
                    throw SceneError(file: file, line: line, column: column,
                                     message: "nesting deeper than \(maximumDepth) levels; a scene never needs that many")
                }
            case "]", "}":
                depth = max(0, depth - 1)
            default:
                break
            }
        }
        for (index, text) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "?" || $0 == "-" }
            guard trimmed.hasPrefix("*") else { continue }
            // `*alias :` or `*alias:` followed by a space or the line's end is a key.
            let rest = trimmed.drop { $0 != " " && $0 != ":" }.drop { $0 == " " }
            if rest.hasPrefix(":") && (rest.count == 1 || rest.dropFirst().first == " ") {
                throw SceneError(file: file, line: index + 1, column: text.count - trimmed.count + 1,
                                 message: "an alias used as a mapping key; expected a plain key name")
            }
        }
    }
}
