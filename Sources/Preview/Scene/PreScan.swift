/// Checks made on the raw bytes before the YAML parser sees them, for inputs that would make
/// the parser itself hang or run out of stack, where no later budget can help:
///
/// - flow collections (`[`, `{`) nested deeper than the limit (the parser recurses);
/// - mapping keys that are not scalars: an alias (`*a : 1`), a flow collection (`[*a]: 1`,
///   `{*a: 1}: 2`) or an explicit complex key (`? *a`). The parser hashes every key to find
///   duplicates, and hashing an alias to a billion-node anchor never ends. Scene keys are
///   always plain names, so these are refused outright.
///
/// It is a small YAML lexer, one pass over the bytes (linear in the file): it knows comments,
/// quoted scalars, block scalars (`|`, `>`) and plain scalars, so brackets inside text never
/// count as nesting (a scene's notes may hold any number of them).
enum PreScan {
    static func check(_ text: String, file: String, maximumDepth: Int) throws(SceneError) {
        var scanner = Scanner(file: file, maximumDepth: maximumDepth)
        var text = text
        text.makeContiguousUTF8()
        let result = text.utf8.withContiguousStorageIfAvailable { bytes in
            Result { () throws(SceneError) in try scanner.scan(bytes) }
        }
        try result?.get()
    }

    private struct Scanner {
        let file: String
        let maximumDepth: Int
        var line = 1
        var lineStart = 0

        init(file: String, maximumDepth: Int) {
            self.file = file
            self.maximumDepth = maximumDepth
        }

        func error(_ index: Int, _ message: String) -> SceneError {
            SceneError(file: file, line: line, column: index - lineStart + 1, message: message)
        }

        // Byte values.
        static let newline: UInt8 = 0x0A, space: UInt8 = 0x20, tab: UInt8 = 0x09, cr: UInt8 = 0x0D
        static let hash: UInt8 = 0x23, colon: UInt8 = 0x3A, comma: UInt8 = 0x2C, question: UInt8 = 0x3F
        static let star: UInt8 = 0x2A, amp: UInt8 = 0x26, bang: UInt8 = 0x21, dash: UInt8 = 0x2D
        static let single: UInt8 = 0x27, double: UInt8 = 0x22, backslash: UInt8 = 0x5C
        static let pipe: UInt8 = 0x7C, greater: UInt8 = 0x3E
        static let openSquare: UInt8 = 0x5B, closeSquare: UInt8 = 0x5D, openCurly: UInt8 = 0x7B, closeCurly: UInt8 = 0x7D

        static func isBlank(_ b: UInt8) -> Bool { b == space || b == tab }
        static func isBreak(_ b: UInt8) -> Bool { b == newline || b == cr }

        /// Whether the byte after a `:` (or the end) makes it a mapping value indicator.
        static func endsIndicator(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int, inFlow: Bool) -> Bool {
            guard i < bytes.count else { return true }
            let b = bytes[i]
            return isBlank(b) || isBreak(b) || (inFlow && (b == comma || b == closeSquare || b == closeCurly))
        }

        mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) throws(SceneError) {
            var i = 0
            let n = bytes.count
            var depth = 0
            /// Indentation of the current line, and of the line a block scalar's indicator was on.
            var indent = 0
            var blockScalarParent: Int?
            /// In block context: inside a plain scalar that started on a line indented `plainIndent`.
            var plainIndent: Int?
            var atLineStart = true
            while i < n {
                let b = bytes[i]
                if atLineStart {
                    // Measure the indentation; decide whether the line belongs to a block scalar
                    // or continues a multi-line plain scalar.
                    var j = i
                    while j < n && bytes[j] == Scanner.space { j += 1 }
                    indent = j - i
                    let blankLine = j >= n || Scanner.isBreak(bytes[j])
                    if let parent = blockScalarParent {
                        if blankLine || indent > parent {
                            i = skipLine(bytes, from: j)
                            atLineStart = false  // the newline is read below, counting the line
                            continue
                        }
                        blockScalarParent = nil
                    }
                    if let start = plainIndent, depth == 0 {
                        if !blankLine && indent > start && !startsKey(bytes, j) {
                            i = skipPlain(bytes, from: j, inFlow: false)
                            atLineStart = false
                            continue
                        }
                        if !blankLine { plainIndent = nil }
                    }
                    atLineStart = false
                    i = j
                    continue
                }
                switch b {
                case Scanner.newline:
                    line += 1
                    i += 1
                    lineStart = i
                    atLineStart = true
                case Scanner.cr, Scanner.space, Scanner.tab:
                    i += 1
                case Scanner.hash:
                    i = skipLine(bytes, from: i)
                case Scanner.single, Scanner.double:
                    i = try skipQuoted(bytes, from: i)
                case Scanner.openSquare, Scanner.openCurly:
                    depth += 1
                    if depth > maximumDepth {
                        throw error(i, "nesting deeper than \(maximumDepth) levels; a scene never needs that many")
                    }
                    i += 1
                case Scanner.closeSquare, Scanner.closeCurly:
                    let at = i
                    depth = max(0, depth - 1)
                    i += 1
                    try refuseKey(bytes, after: i, what: "a list or mapping", at: at)
                case Scanner.comma:
                    i += 1
                case Scanner.question where Scanner.endsIndicator(bytes, i + 1, inFlow: depth > 0):
                    throw error(i, "a complex mapping key ('?'); expected a plain key name")
                case Scanner.star:
                    let at = i
                    i = skipAnchorName(bytes, from: i + 1)
                    try refuseKey(bytes, after: i, what: "an alias", at: at)
                case Scanner.amp:
                    i = skipAnchorName(bytes, from: i + 1)
                case Scanner.bang:
                    i = skipTag(bytes, from: i + 1)
                case Scanner.pipe where depth == 0, Scanner.greater where depth == 0:
                    // A block scalar: its lines are text, whatever they hold.
                    blockScalarParent = indent
                    i = skipLine(bytes, from: i)
                case Scanner.dash where Scanner.endsIndicator(bytes, i + 1, inFlow: depth > 0):
                    i += 1
                case Scanner.colon where Scanner.endsIndicator(bytes, i + 1, inFlow: depth > 0):
                    i += 1
                default:
                    // A plain scalar: in block context it runs to a `: `, a ` #` or the line's end,
                    // and may continue on more indented lines.
                    if depth == 0 { plainIndent = indent }
                    i = skipPlain(bytes, from: i, inFlow: depth > 0)
                }
            }
        }

        /// A `:` indicator after a node makes the node a mapping key; only scalars may be keys.
        func refuseKey(_ bytes: UnsafeBufferPointer<UInt8>, after end: Int, what: String, at: Int) throws(SceneError) {
            var j = end
            while j < bytes.count && Scanner.isBlank(bytes[j]) { j += 1 }
            if j < bytes.count && bytes[j] == Scanner.colon && Scanner.endsIndicator(bytes, j + 1, inFlow: true) {
                throw error(at, "\(what) used as a mapping key; expected a plain key name")
            }
        }

        /// Whether a line (from `j`) starts with `word:` — a key, which ends a multi-line plain scalar.
        func startsKey(_ bytes: UnsafeBufferPointer<UInt8>, _ j: Int) -> Bool {
            var k = j
            while k < bytes.count && !Scanner.isBreak(bytes[k]) {
                if bytes[k] == Scanner.colon && Scanner.endsIndicator(bytes, k + 1, inFlow: false) { return true }
                if bytes[k] == Scanner.hash && k > j && Scanner.isBlank(bytes[k - 1]) { return false }
                k += 1
            }
            return false
        }

        func skipLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            var i = start
            while i < bytes.count && bytes[i] != Scanner.newline { i += 1 }
            return i
        }

        /// An anchor or alias name: letters, digits, `_` and `-` (libyaml's rule, so `*a:` is the
        /// alias `a` and a colon).
        func skipAnchorName(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            var i = start
            while i < bytes.count {
                let b = bytes[i]
                guard (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == Scanner.dash else { break }
                i += 1
            }
            return i
        }

        /// A tag: up to a blank, a break or a flow indicator.
        func skipTag(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            var i = start
            while i < bytes.count {
                let b = bytes[i]
                if Scanner.isBlank(b) || Scanner.isBreak(b) || b == Scanner.comma || b == Scanner.openSquare
                    || b == Scanner.closeSquare || b == Scanner.openCurly || b == Scanner.closeCurly
                {
                    break
                }
                i += 1
            }
            return i
        }

        /// A plain scalar's rest on this line: up to `: ` (or `:` and a flow indicator), ` #`, the
        /// line's end, and in flow context `,` and the closing brackets.
        func skipPlain(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, inFlow: Bool) -> Int {
            var i = start
            while i < bytes.count {
                let b = bytes[i]
                if Scanner.isBreak(b) { break }
                if b == Scanner.colon && Scanner.endsIndicator(bytes, i + 1, inFlow: inFlow) { break }
                if b == Scanner.hash && i > start && Scanner.isBlank(bytes[i - 1]) { break }
                if inFlow
                    && (b == Scanner.comma || b == Scanner.closeSquare || b == Scanner.closeCurly
                        || b == Scanner.openSquare || b == Scanner.openCurly)
                {
                    break
                }
                i += 1
            }
            return i
        }

        /// A quoted scalar, which may span lines: `''` escapes a single quote, `\` a double one.
        mutating func skipQuoted(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws(SceneError) -> Int {
            let quote = bytes[start]
            var i = start + 1
            while i < bytes.count {
                let b = bytes[i]
                if b == Scanner.newline {
                    line += 1
                    lineStart = i + 1
                } else if quote == Scanner.double && b == Scanner.backslash {
                    i += 1
                    if i < bytes.count && bytes[i] == Scanner.newline {
                        line += 1
                        lineStart = i + 1
                    }
                } else if b == quote {
                    if quote == Scanner.single && i + 1 < bytes.count && bytes[i + 1] == Scanner.single {
                        i += 1
                    } else {
                        return i + 1
                    }
                }
                i += 1
            }
            return i  // unterminated: the parser reports it with its place
        }
    }
}
