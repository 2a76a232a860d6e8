import Foundation
import Preview

#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an Interface Builder document, with where its start tag stands.
struct XMLNode: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [XMLNode] = []
    var line: Int
    var column: Int

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child element named `name`, with `key` when given (IB's `key="view"` children).
    func child(_ name: String? = nil, key: String? = nil) -> XMLNode? {
        children.first { (name == nil || $0.name == name) && (key == nil || $0["key"] == key) }
    }

    /// The children of the first child named `name` (`subviews`, `constraints`, `connections`, ...).
    func list(_ name: String) -> [XMLNode] { child(name)?.children ?? [] }

    func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    /// The attribute as a number: nil when absent, not a number, or beyond `numberRange` (which
    /// the parser already refused, for the attributes of `numericAttributes`).
    func number(_ attribute: String) -> Double? {
        attributes[attribute].flatMap(Double.init).flatMap { XMLNode.numberRange.contains($0) ? $0 : nil }
    }

    /// The numbers a document may hold, in points or priorities: those of the scene format.
    static let numberRange: ClosedRange<Double> = -100_000...100_000

    /// The attributes the importer reads as numbers (`number(_:)`): a value of one of them that is
    /// a number outside `numberRange` (1e16, inf) is refused with its line, before any arithmetic.
    static let numericAttributes: Set<String> = [
        "x", "y", "width", "height", "constant", "priority", "spacing", "rowHeight", "pointSize",
        "top", "bottom", "left", "right", "leading", "trailing", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
    ]

    /// The first numeric attribute whose value is a number out of range, with that value.
    var outOfRange: (name: String, value: String)? {
        for (name, value) in attributes where XMLNode.numericAttributes.contains(name) {
            if let n = Double(value), !XMLNode.numberRange.contains(n) { return (name, value) }
        }
        return nil
    }
}

/// Reads Interface Builder XML into `XMLNode`s with Foundation's `XMLParser`, safely: the size is
/// bounded, and `XMLPreScan` refuses what the parser would crash or spend without bound on (DTDs,
/// entity declarations, processing instructions, too many elements, attributes or constraints)
/// before it runs; external entities are never resolved.
enum XMLTree {
    static let maximumBytes = 4 << 20

    static func parse(_ bytes: [UInt8], file: String) throws(SceneError) -> XMLNode {
        guard bytes.count <= maximumBytes else {
            throw SceneError(file: file, message: "the document is \(bytes.count) bytes; an Interface Builder document may be at most \(maximumBytes) bytes")
        }
        // Foundation's parser traps on names that are not UTF-8, and Interface Builder writes
        // nothing else: other bytes, and other declared encodings, are refused first.
        if let nul = bytes.firstIndex(of: 0) {
            let (line, column) = position(of: nul, in: bytes)
            throw SceneError(file: file, line: line, column: column, message: "binary data (a NUL byte); expected an Interface Builder document (UTF-8 XML)")
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw SceneError(file: file, message: "the file is not UTF-8 text; expected an Interface Builder document (UTF-8 XML)")
        }
        if let declaration = bytes.starts(with: Array("<?xml".utf8)) ? bytes.prefix(while: { $0 != UInt8(ascii: ">") }) : nil,
            let at = find(Array("encoding=".utf8), in: Array(declaration))
        {
            let value = String(decoding: declaration.dropFirst(at + 10).prefix { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "'") }, as: UTF8.self)
            guard value.lowercased() == "utf-8" else {
                throw SceneError(file: file, line: 1, column: at + 1, message: "encoding '\(Sanitized.short(value))'; Interface Builder documents are UTF-8")
            }
        }
        try XMLPreScan.check(bytes, file: file)
        let delegate = Builder(bytes: bytes)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = delegate
        let ok = parser.parse()
        if let problem = delegate.problem {
            throw SceneError(file: file, line: problem.line, column: problem.column, message: problem.message)
        }
        guard ok, let root = delegate.stack.first, delegate.stack.count == 1 else {
            let error = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "malformed XML"
            throw SceneError(
                file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
                message: "not well-formed XML (\(error)); expected an Interface Builder document")
        }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        let lineStarts: [Int]
        let bytes: [UInt8]
        /// Open elements; the document element stays once closed.
        var stack: [XMLNode] = []
        var problem: (line: Int, column: Int, message: String)?

        init(bytes: [UInt8]) {
            self.bytes = bytes
            var starts = [0]
            for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { starts.append(i + 1) }
            lineStarts = starts
        }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let (line, column) = tagStart(line: parser.lineNumber, column: parser.columnNumber)
            var attributes = attributes
            // Xcode before 11 wrote a cell's content view with no id: it takes its cell's, so the
            // views in it are part of the tree and constraints naming them resolve.
            if attributes["key"] == "contentView", attributes["id"] == nil, let cell = stack.last?["id"] {
                attributes["id"] = cell + "-contentView"
            }
            if stack.isEmpty, let refusal = InterfaceBuilderDocument.refusal(element: name, type: attributes["type"]) {
                problem = (line, column, refusal)
                parser.abortParsing()
                return
            }
            let node = XMLNode(name: name, attributes: attributes, line: line, column: column)
            if let (attribute, value) = node.outOfRange {
                problem = (
                    line, column, "\(Sanitized.short(attribute))=\"\(Sanitized.short(value))\" is out of range; expected a finite number from -100000 to 100000"
                )
                parser.abortParsing()
                return
            }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard problem == nil, let open = stack.last else { return }
            guard open.name == name else {
                problem = (
                    max(1, parser.lineNumber), max(1, parser.columnNumber),
                    "not well-formed XML: </\(Sanitized.short(name))> closes <\(Sanitized.short(open.name))> opened at line \(open.line); expected </\(Sanitized.short(open.name))>"
                )
                parser.abortParsing()
                return
            }
            guard stack.count > 1 else { return }
            let node = stack.removeLast()
            stack[stack.count - 1].children.append(node)
        }

        func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
            guard problem == nil else { return }
            let code = (error as NSError).code
            let open = stack.last.map { "<\(Sanitized.short($0.name))> (opened at line \($0.line))" }
            let expected = stack.last.map { " expected </\(Sanitized.short($0.name))> to close" }
            // libxml2's codes, which Foundation passes on (XMLParser.ErrorCode's raw values).
            let what: String =
                switch code {
                case 76: open.map { "a closing tag does not match;\(expected ?? "") \($0)" } ?? "a closing tag does not match"
                case 5: "the document ends early" + (open.map { " inside \($0)" } ?? "")
                case 4: "the document is empty"
                default: "libxml2 error \(code)" + (open.map { " inside \($0)" } ?? "")
                }
            problem = (max(1, parser.lineNumber), max(1, parser.columnNumber), "not well-formed XML: \(what); expected an Interface Builder document")
        }

        func parser(
            _ parser: XMLParser, foundAttributeDeclarationWithName attributeName: String, forElement elementName: String, type: String?, defaultValue: String?
        ) {
            refuse(parser)
        }

        func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) { refuse(parser) }

        func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) { refuse(parser) }

        private func refuse(_ parser: XMLParser) {
            problem = (
                max(1, parser.lineNumber), max(1, parser.columnNumber), "an entity or attribute declaration; refused (Interface Builder documents have none)"
            )
            parser.abortParsing()
        }

        /// The parser reports the end of a start tag; this is the `<` that opens it.
        private func tagStart(line: Int, column: Int) -> (Int, Int) {
            guard line >= 1, line <= lineStarts.count else { return (max(1, line), max(1, column)) }
            let start = lineStarts[line - 1]
            var i = min(bytes.count - 1, start + max(0, column - 1))
            while i > start, bytes[i] != UInt8(ascii: "<") { i -= 1 }
            return bytes.indices.contains(i) && bytes[i] == UInt8(ascii: "<") ? (line, i - start + 1) : (line, max(1, column))
        }
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var i = 0
        while let at = bytes[i...].firstIndex(of: needle[0]), at + needle.count <= bytes.count {
            if bytes[at..<(at + needle.count)].elementsEqual(needle) { return at }
            i = at + 1
        }
        return nil
    }

    private static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1
        var start = 0
        for i in 0..<offset where bytes[i] == UInt8(ascii: "\n") {
            line += 1
            start = i + 1
        }
        return (line, offset - start + 1)
    }
}
