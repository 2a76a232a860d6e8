/// A pass over Swift source before it is parsed, for the one shape swift-syntax's parser takes
/// exponential time on: square brackets nested deep (its lookahead for array and dictionary
/// types tries each nesting both ways; 20 `[` take a second, 24 five). Real code nests them
/// three or four deep (`[[String: [Int]]]`); the scan refuses more than `maximumDepth`.
///
/// It skips comments and string literals, whose brackets are text.
enum BracketScan {
    static let maximumDepth = 12

    /// Where `[` first nests deeper than `maximumDepth` (line and column from 1), or nil.
    static func tooDeep(_ source: String) -> (line: Int, column: Int)? {
        let bytes = Array(source.utf8)
        var i = 0, depth = 0, line = 1, lineStart = 0
        func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = i + 1
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                var nesting = 0
                repeat {
                    if at(i) == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") { nesting += 1; i += 2; continue }
                    if at(i) == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") { nesting -= 1; i += 2; continue }
                    if at(i) == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
                    i += 1
                } while nesting > 0 && i < bytes.count
                continue
            case UInt8(ascii: "\""):
                let triple = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
                i += triple ? 3 : 1
                while i < bytes.count {
                    if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
                    if bytes[i] == UInt8(ascii: "\n") {
                        if !triple { break }
                        line += 1
                        lineStart = i + 1
                    }
                    if bytes[i] == UInt8(ascii: "\"") && (!triple || (at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\""))) {
                        i += triple ? 3 : 1
                        break
                    }
                    i += 1
                }
                continue
            case UInt8(ascii: "["):
                depth += 1
                if depth > maximumDepth { return (line, i - lineStart + 1) }
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
            default:
                break
            }
            i += 1
        }
        return nil
    }
}
