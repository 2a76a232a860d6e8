/// A pass over Swift source before it is parsed, for the one shape swift-syntax's parser takes
/// exponential time on: square brackets nested deep (its lookahead for array and dictionary
/// types tries each nesting both ways; 20 `[` take a second, 24 five). Real code nests them
/// three or four deep (`[[String: [Int]]]`); the scan refuses more than `maximumDepth`.
///
/// Brackets in comments and string literals are text, but those in a string's interpolations
/// (`"\([[…]])"`) are code, and count.
enum BracketScan {
    static let maximumDepth = 12

    private enum Mode {
        case code
        /// Inside `\( … )`: code, until the parenthesis that closes it.
        case interpolation(parentheses: Int)
        case string(triple: Bool)
        /// `#"…"#`: no escapes, no interpolation (as this scan reads it).
        case raw
    }

    /// Where `[` first nests deeper than `maximumDepth` (line and column from 1), or nil.
    static func tooDeep(_ source: String) -> (line: Int, column: Int)? {
        let bytes = Array(source.utf8)
        func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }
        func char(_ k: Int, _ c: Character) -> Bool { at(k) == c.asciiValue }
        var modes: [Mode] = [.code]
        var i = 0
        var depth = 0
        var line = 1
        var lineStart = 0
        while i < bytes.count {
            if char(i, "\n") {
                line += 1
                lineStart = i + 1
            }
            switch modes.last ?? .code {
            case .string(let triple):
                if char(i, "\\") && char(i + 1, "(") {
                    modes.append(.interpolation(parentheses: 0))
                    i += 2
                    continue
                }
                if char(i, "\\") {
                    i += 2
                    continue
                }
                if char(i, "\n") && !triple { modes.removeLast() }
                if char(i, "\"") && (!triple || (char(i + 1, "\"") && char(i + 2, "\""))) {
                    modes.removeLast()
                    i += triple ? 3 : 1
                    continue
                }
            case .raw:
                if char(i, "\"") && char(i + 1, "#") {
                    modes.removeLast()
                    i += 2
                    continue
                }
            case .code, .interpolation:
                if char(i, "/") && char(i + 1, "/") {
                    while i < bytes.count, !char(i, "\n") { i += 1 }
                    continue
                }
                if char(i, "/") && char(i + 1, "*") {
                    var nesting = 0
                    repeat {
                        if char(i, "/") && char(i + 1, "*") {
                            nesting += 1
                            i += 2
                            continue
                        }
                        if char(i, "*") && char(i + 1, "/") {
                            nesting -= 1
                            i += 2
                            continue
                        }
                        if char(i, "\n") {
                            line += 1
                            lineStart = i + 1
                        }
                        i += 1
                    } while nesting > 0 && i < bytes.count
                    continue
                }
                if char(i, "#") && char(i + 1, "\"") {
                    modes.append(.raw)
                    i += 2
                    continue
                }
                if char(i, "\"") {
                    let triple = char(i + 1, "\"") && char(i + 2, "\"")
                    modes.append(.string(triple: triple))
                    i += triple ? 3 : 1
                    continue
                }
                if case .interpolation(let open) = modes.last {
                    if char(i, "(") { modes[modes.count - 1] = .interpolation(parentheses: open + 1) }
                    if char(i, ")") {
                        if open == 0 { modes.removeLast() } else { modes[modes.count - 1] = .interpolation(parentheses: open - 1) }
                    }
                }
                if char(i, "[") {
                    depth += 1
                    if depth > maximumDepth { return (line, i - lineStart + 1) }
                }
                if char(i, "]") { depth = max(0, depth - 1) }
            }
            i += 1
        }
        return nil
    }
}
