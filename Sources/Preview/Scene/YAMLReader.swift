import Geometry
import Yams

/// Typed reading of a composed YAML tree, with errors that name the file, the line and column
/// and what was expected. Counts every node it visits, so an alias bomb (a small file whose
/// aliases expand to billions of nodes) stops with an error instead of hanging.
final class YAMLReader {
    let file: String
    /// The text's lines, for places inside a block scalar (a SwiftUI view's source).
    var lines: [Substring] = []
    private var visited = 0
    /// Scene views read so far: reading stops one past the budget, which `SceneChecks` then
    /// reports at that view, so a file of 60,000 views is not read whole to be refused.
    var viewsRead = 0
    /// Far more nodes than any real scene has (a scene with 1,000 views is about 20,000).
    static let nodeBudget = 200_000

    init(file: String) {
        self.file = file
    }

    func error(_ node: Node?, _ path: String, _ message: String) -> SceneError {
        if let mark = node?.mark {
            return SceneError(file: file, line: mark.line, column: mark.column, keyPath: path, message: message)
        }
        return SceneError(file: file, keyPath: path, message: message)
    }

    private func visit(_ node: Node, _ path: String) throws(SceneError) {
        visited += 1
        if visited > YAMLReader.nodeBudget {
            throw error(node, path, "the document expands to more than \(YAMLReader.nodeBudget) nodes (aliases nested too deep?)")
        }
    }

    /// A scalar's resolved tag: an explicit one, `str` when quoted, else what Yams' default
    /// resolver would make of the plain text (`PlainScalar`, without its regular expressions).
    static func tagName(_ scalar: Node.Scalar) -> Tag.Name {
        let explicit = Tag.Name(rawValue: scalar.tag.description)
        if explicit != .implicit && explicit != .nonSpecific { return explicit }
        if scalar.style != .plain { return .str }
        return PlainScalar.tag(scalar.string)
    }

    /// What a node is, for "expected X, found Y" messages.
    static func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let s):
            switch YAMLReader.tagName(s) {
            case .null: return "nothing"
            case .bool: return "a boolean '\(s.string)'"
            case .int, .float: return "a number '\(s.string)'"
            default: return "'\(String(s.string.prefix(40)))'"
            }
        case .alias: return "an alias"
        }
    }

    /// A mapping's pairs, with every key checked against `allowed` (with "did you mean").
    func mapping(_ node: Node, _ path: String, allowed: [String]) throws(SceneError) -> [(key: String, node: Node, value: Node)] {
        try visit(node, path)
        guard case .mapping(let mapping) = node else {
            throw error(node, path, "expected a mapping with keys \(Suggestion.list(allowed)), found \(YAMLReader.describe(node))")
        }
        var pairs: [(key: String, node: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            try visit(keyNode, path)
            guard case .scalar(let scalar) = keyNode else {
                throw error(keyNode, path, "expected a key name, found \(YAMLReader.describe(keyNode))")
            }
            let key = scalar.string
            guard allowed.contains(key) else {
                let where_ = path.isEmpty ? "" : " in \(path)"
                throw error(
                    keyNode, join(path, key),
                    "unknown key '\(Sanitized.short(key))'\(where_); expected \(Suggestion.list(allowed))\(Suggestion.hint(for: key, in: allowed))")
            }
            pairs.append((key, keyNode, value))
        }
        return pairs
    }

    /// A list's items.
    func sequence(_ node: Node, _ path: String, what: String) throws(SceneError) -> [Node] {
        try visit(node, path)
        guard case .sequence(let sequence) = node else {
            throw error(node, path, "expected a list of \(what), found \(YAMLReader.describe(node))")
        }
        return Array(sequence)
    }

    /// Whether the node is YAML's null (`key:` with nothing after it, `~`, `null`).
    func isNull(_ node: Node) -> Bool {
        if case .scalar(let s) = node, YAMLReader.tagName(s) == .null { return true }
        return false
    }

    func string(_ node: Node, _ path: String) throws(SceneError) -> String {
        try visit(node, path)
        guard case .scalar(let scalar) = node else {
            throw error(node, path, "expected text, found \(YAMLReader.describe(node))")
        }
        guard scalar.string.utf8.count <= YAMLReader.maximumTextBytes else {
            throw error(node, path, "text of \(scalar.string.utf8.count) bytes; a scene's text may be at most \(YAMLReader.maximumTextBytes) bytes")
        }
        return YAMLReader.tagName(scalar) == .null ? "" : scalar.string
    }

    /// The longest text a scene may hold in one string (notes included): the inspector and the
    /// pages wrap it on every draw.
    static let maximumTextBytes = 100_000

    func bool(_ node: Node, _ path: String) throws(SceneError) -> Bool {
        try visit(node, path)
        if case .scalar(let scalar) = node, YAMLReader.tagName(scalar) == .bool {
            switch scalar.string.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        }
        throw error(node, path, "expected true or false, found \(YAMLReader.describe(node))")
    }

    /// A finite number within `range` (points are bounded to ±100,000).
    func number(
        _ node: Node, _ path: String, range: ClosedRange<Double> = -100_000...100_000,
        what: String = "a number"
    ) throws(SceneError) -> Double {
        try visit(node, path)
        guard case .scalar(let scalar) = node, YAMLReader.tagName(scalar) == .int || YAMLReader.tagName(scalar) == .float else {
            throw error(node, path, "expected \(what), found \(YAMLReader.describe(node))")
        }
        guard let value = Double(scalar.string) else {
            if [".nan", ".inf", "+.inf", "-.inf"].contains(scalar.string.lowercased()) {
                throw error(node, path, "expected a finite number, found '\(scalar.string)'")
            }
            throw error(node, path, "expected \(what), found \(YAMLReader.describe(node))")
        }
        guard value.isFinite else {
            throw error(node, path, "expected a finite number, found '\(scalar.string)'")
        }
        guard range.contains(value) else {
            throw error(
                node, path,
                "\(PointFormat.string(value)) is out of range; expected \(what) from \(PointFormat.string(range.lowerBound)) to \(PointFormat.string(range.upperBound))"
            )
        }
        return value
    }

    func integer(_ node: Node, _ path: String, range: ClosedRange<Int>, what: String) throws(SceneError) -> Int {
        let value = try number(node, path, range: Double(range.lowerBound)...Double(range.upperBound), what: what)
        guard value == value.rounded() else {
            throw error(node, path, "expected a whole number, found '\(PointFormat.string(value))'")
        }
        return Int(value)
    }

    /// One of an enum's cases by its UIKit name; `advice` may say how to write a name that is
    /// not one of them.
    func choice<E: RawRepresentable & CaseIterable>(
        _ node: Node, _ path: String, what: String,
        advice: (String) -> String? = { _ in nil }
    ) throws(SceneError) -> E where E.RawValue == String {
        let names = E.allCases.map(\.rawValue)
        try visit(node, path)
        guard case .scalar(let scalar) = node, YAMLReader.tagName(scalar) != .null else {
            throw error(node, path, "expected \(what) \(Suggestion.list(names)), found \(YAMLReader.describe(node))")
        }
        guard let value = E(rawValue: scalar.string) else {
            let hint = advice(scalar.string).map { ": \($0)" } ?? Suggestion.hint(for: scalar.string, in: names)
            throw error(node, path, "unknown \(what) '\(Sanitized.short(scalar.string))'; expected \(Suggestion.list(names))\(hint)")
        }
        return value
    }

    func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}
