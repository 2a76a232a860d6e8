import Preview

/// One pass over a document's bytes before Foundation's parser sees them, refusing what the
/// parser would crash, hang or spend without bound on, with the line and column of the cause:
///
/// - markup Interface Builder never writes and libxml2 handles in unguarded paths: a processing
///   instruction other than the leading XML declaration (`<?x?>` without data reaches
///   Foundation's delegate bridge as a NULL string and crashes it), and every `<!` declaration
///   (a DTD or entity is how entity bombs and external entities get in);
/// - sizes the byte limit does not bound: elements, nesting, attributes on one element
///   (libxml2's duplicate-attribute check is quadratic in them) and constraints.
///
/// The budgets are far above what Interface Builder writes (over 224 public storyboards and xibs
/// of every Xcode era: at most 1,781 elements, 19 attributes on an element, 439 constraints) and
/// low enough that every document under them is parsed and imported within a second.
enum XMLPreScan {
    static let maximumElements = 50_000
    static let maximumDepth = 200
    static let maximumAttributes = 64
    static let maximumConstraints = 5_000

    static func check(_ bytes: [UInt8], file: String) throws(SceneError) {
        var scanner = Scanner(bytes: bytes, file: file)
        try scanner.run()
    }

    private struct Scanner {
        let bytes: [UInt8]
        let file: String
        var i = 0
        var line = 1
        var lineStart = 0
        var elements = 0
        var depth = 0
        var constraints = 0

        init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
        }

        mutating func run() throws(SceneError) {
            while i < bytes.count {
                guard bytes[i] == UInt8(ascii: "<") else {
                    step()
                    continue
                }
                let at = position
                if starts("<!--") {
                    try skip(past: "-->", at, what: "a comment")
                } else if starts("<![CDATA[") {
                    try skip(past: "]]>", at, what: "a CDATA section")
                } else if starts("<!") {
                    throw error(
                        at,
                        "a document type declaration; Interface Builder documents have none, and entity declarations are refused (they can expand without bound or read other files)"
                    )
                } else if starts("<?") {
                    guard i == declarationStart, isDeclaration else {
                        throw error(
                            at,
                            "a processing instruction; Interface Builder documents have none but the XML declaration (<?xml version=\"1.0\" encoding=\"UTF-8\"?>) on the first line"
                        )
                    }
                    try skip(past: "?>", at, what: "the XML declaration")
                } else if starts("</") {
                    depth -= 1
                    try skip(past: ">", at, what: "an end tag")
                } else {
                    try startTag(at)
                }
            }
        }

        /// A start tag: counted, its attributes counted, nesting followed.
        private mutating func startTag(_ at: (Int, Int)) throws(SceneError) {
            elements += 1
            guard elements <= XMLPreScan.maximumElements else {
                throw error(at, "more than \(XMLPreScan.maximumElements) elements; Interface Builder documents hold far fewer (split the storyboard)")
            }
            step()
            let nameStart = i
            while i < bytes.count, !Scanner.ends(bytes[i]) { step() }
            if bytes[nameStart..<i].elementsEqual("constraint".utf8) {
                constraints += 1
                guard constraints <= XMLPreScan.maximumConstraints else {
                    throw error(at, "more than \(XMLPreScan.maximumConstraints) constraints; Interface Builder documents hold far fewer (split the storyboard)")
                }
            }
            var attributes = 0
            var quote: UInt8?
            while i < bytes.count {
                let b = bytes[i]
                if let q = quote {
                    if b == q { quote = nil }
                } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                    quote = b
                } else if b == UInt8(ascii: "=") {
                    attributes += 1
                    guard attributes <= XMLPreScan.maximumAttributes else {
                        throw error(at, "more than \(XMLPreScan.maximumAttributes) attributes on one element; Interface Builder writes fewer than 20")
                    }
                } else if b == UInt8(ascii: ">") {
                    let selfClosing = i > 0 && bytes[i - 1] == UInt8(ascii: "/")
                    step()
                    if !selfClosing {
                        depth += 1
                        guard depth <= XMLPreScan.maximumDepth else {
                            throw error(at, "elements nested more than \(XMLPreScan.maximumDepth) deep; expected an Interface Builder document")
                        }
                    }
                    return
                }
                step()
            }
        }

        /// Where an XML declaration may stand: the start, after a byte order mark.
        private var declarationStart: Int { bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0 }

        /// `<?xml` and a space: the declaration, not a processing instruction named `xml…`.
        private var isDeclaration: Bool {
            starts("<?xml") && i + 5 < bytes.count && [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[i + 5])
        }

        private mutating func skip(past end: String, _ at: (Int, Int), what: String) throws(SceneError) {
            let needle = Array(end.utf8)
            while i < bytes.count {
                if bytes[i] == needle[0], bytes[i...].starts(with: needle) {
                    for _ in needle { step() }
                    return
                }
                step()
            }
            throw error(at, "\(what) is not closed (expected '\(end)'); expected an Interface Builder document")
        }

        private func starts(_ prefix: String) -> Bool { bytes[i...].starts(with: prefix.utf8) }

        private mutating func step() {
            if bytes[i] == UInt8(ascii: "\n") {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }

        private var position: (Int, Int) { (line, i - lineStart + 1) }

        private func error(_ at: (Int, Int), _ message: String) -> SceneError {
            SceneError(file: file, line: at.0, column: at.1, message: message)
        }

        private static func ends(_ b: UInt8) -> Bool {
            b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")
                || b == UInt8(ascii: ">") || b == UInt8(ascii: "/")
        }
    }
}
