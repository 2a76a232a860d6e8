import MCP
import Preview

/// A command of the tool offered to agents (`layoutpreview mcp`): its arguments declared once,
/// from which both the JSON Schema a client reads and the command line the call runs are made.
struct AgentTool: Sendable {
    /// One argument: its JSON type, the option it becomes (nil: a positional argument) and help.
    struct Parameter: Sendable {
        enum Kind: Sendable {
            case string
            /// A file or folder path, or a bundled scene's name: one starting with `-` is passed
            /// as `./-…` so that it is never read as an option.
            case path
            case paths
            case integer(ClosedRange<Int>)
            /// `true` gives `option`; `false` gives `off`, or nothing.
            case boolean(off: String?)
            case choice([String])
            /// A side of compare: these parameters, before or after `--vs`.
            case side([Parameter])
        }

        var name: String
        var kind: Kind
        var option: String?
        var help: String
        var defaultValue: Value?

        init(_ name: String, _ kind: Kind, _ option: String?, _ help: String, default defaultValue: Value? = nil) {
            self.name = name
            self.kind = kind
            self.option = option
            self.help = help
            self.defaultValue = defaultValue
        }
    }

    var name: String
    var description: String
    var command: [String]
    var parameters: [Parameter]
    var required: [String] = []

    var tool: Tool {
        Tool(
            name: name, description: description, inputSchema: AgentTool.schema(parameters, required: required),
            annotations: .init(readOnlyHint: name != "import", destructiveHint: false, idempotentHint: true, openWorldHint: false))
    }

    static func schema(_ parameters: [Parameter], required: [String]) -> Value {
        var properties: [String: Value] = [:]
        for p in parameters {
            var s: [String: Value] = ["description": .string(p.help)]
            switch p.kind {
            case .string, .path: s["type"] = "string"
            case .paths:
                s["type"] = "array"
                s["items"] = ["type": "string"]
                s["maxItems"] = .int(maximumItems)
            case .integer(let range):
                s["type"] = "integer"
                s["minimum"] = .int(range.lowerBound)
                s["maximum"] = .int(range.upperBound)
            case .boolean: s["type"] = "boolean"
            case .choice(let values):
                s["type"] = "string"
                s["enum"] = .array(values.map { .string($0) })
            case .side(let inner): s = (schema(inner, required: []).objectValue ?? [:]).merging(["description": .string(p.help)]) { $1 }
            }
            if let d = p.defaultValue { s["default"] = d }
            properties[p.name] = .object(s)
        }
        return .object([
            "type": "object", "properties": .object(properties), "additionalProperties": false,
            "required": .array(required.map { .string($0) }),
        ])
    }

    /// The most paths one lint call takes, and the longest text an argument may be.
    static let maximumItems = 1_000
    static let maximumLength = 4_096

    /// The command line of a call, or what is wrong with its arguments.
    func commandLine(_ given: [String: Value]) throws(AgentToolError) -> [String] {
        for name in required where given[name] == nil {
            throw AgentToolError("\(self.name): the argument '\(name)' is required")
        }
        return try command + AgentTool.arguments(parameters, given, tool: name)
    }

    private static func arguments(_ parameters: [Parameter], _ given: [String: Value], tool: String) throws(AgentToolError) -> [String] {
        let known = parameters.map(\.name)
        for key in given.keys.sorted() where !known.contains(key) {
            throw AgentToolError(
                "\(tool): unknown argument '\(Sanitized.short(key))'; expected \(Suggestion.list(known))\(Suggestion.hint(for: key, in: known))")
        }
        var options: [String] = []
        var positional: [String] = []
        var sides: [String] = []
        for p in parameters {
            guard let value = given[p.name] ?? p.defaultValue else { continue }
            func text() throws(AgentToolError) -> String {
                guard let s = value.stringValue else { throw AgentToolError("\(tool): '\(p.name)' must be a string") }
                guard s.utf8.count <= maximumLength else { throw AgentToolError("\(tool): '\(p.name)' is longer than \(maximumLength) bytes") }
                return s
            }
            func path(_ s: String) -> String { s.hasPrefix("-") ? "./" + s : s }
            func add(_ word: String) { if let option = p.option { options.append("\(option)=\(word)") } else { positional.append(word) } }
            switch p.kind {
            case .string: add(try text())
            case .path: add(path(try text()))
            case .paths:
                guard let items = value.arrayValue, items.count <= maximumItems else {
                    throw AgentToolError("\(tool): '\(p.name)' must be an array of at most \(maximumItems) strings")
                }
                for item in items {
                    guard let s = item.stringValue, s.utf8.count <= maximumLength else { throw AgentToolError("\(tool): '\(p.name)' must hold strings") }
                    positional.append(path(s))
                }
            case .integer(let range):
                guard let n = value.intValue ?? value.doubleValue.flatMap({ $0 == $0.rounded() && abs($0) < 1e9 ? Int($0) : nil }), range.contains(n) else {
                    throw AgentToolError("\(tool): '\(p.name)' must be an integer from \(range.lowerBound) to \(range.upperBound)")
                }
                add(String(n))
            case .boolean(let off):
                guard let on = value.boolValue else { throw AgentToolError("\(tool): '\(p.name)' must be true or false") }
                if let flag = on ? p.option : off { options.append(flag) }
            case .choice(let values):
                let s = try text()
                guard values.contains(s) else {
                    throw AgentToolError(
                        "\(tool): '\(p.name)' is '\(Sanitized.short(s))'; expected \(Suggestion.list(values))\(Suggestion.hint(for: s, in: values))")
                }
                add(s)
            case .side(let inner):
                guard let object = value.objectValue else { throw AgentToolError("\(tool): '\(p.name)' must be an object") }
                let words = try arguments(inner, object, tool: "\(tool).\(p.name)")
                sides += p.name == "right" ? ["--vs"] + words : words
            }
        }
        // compare: the left side, the output options, then --vs and the right side.
        return positional + sides.prefix { $0 != "--vs" } + options + sides.drop { $0 != "--vs" }
    }
}

/// A call's arguments that do not fit its tool's schema: said to the client as a tool error.
struct AgentToolError: Error, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}
