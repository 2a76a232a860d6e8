import Geometry

/// A JSON value with ordered keys, so output is stable and diffable.
public indirect enum JSONValue: Equatable, Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized(pretty: false) == rhs.serialized(pretty: false)
    }

    /// The text, pretty-printed with two-space indentation or on one line.
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        return out
    }

    private func write(to out: inout String, indent: Int?) {
        let newline = { (level: Int) -> String in indent == nil ? "" : "\n" + String(repeating: "  ", count: level) }
        switch self {
        case .object(let pairs):
            if pairs.isEmpty {
                out += "{}"
                return
            }
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                out += (i == 0 ? "" : ",") + newline((indent ?? 0) + 1)
                out += JSONValue.quote(key) + (indent == nil ? ":" : ": ")
                value.write(to: &out, indent: indent.map { $0 + 1 })
            }
            out += newline(indent ?? 0) + "}"
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (i, item) in items.enumerated() {
                out += (i == 0 ? "" : ",") + newline((indent ?? 0) + 1)
                item.write(to: &out, indent: indent.map { $0 + 1 })
            }
            out += newline(indent ?? 0) + "]"
        case .string(let s): out += JSONValue.quote(s)
        case .number(let n): out += PointFormat.string(n)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// A JSON string literal; control characters are escaped, so scene text cannot break it.
    /// It is also a valid YAML double-quoted scalar (YAML needs C1 controls, U+2028/9 and the
    /// BOM escaped as well), so `SceneWriter` uses it too.
    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if OutputGate.isBlocked(scalar.value) || scalar.value == 0xFEFF {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
