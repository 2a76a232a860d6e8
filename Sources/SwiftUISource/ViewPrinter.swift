import Geometry
import SwiftUILayout

/// A view tree written back as Swift, one view a line and its modifiers below it, so that
/// `ViewReader` reads the text into the same tree: what `import` writes for a preview, and the
/// scene form of a `.swift` file's preview with the app's views inlined.
///
///     VStack(spacing: 8) {
///         Text("Hi")
///             .padding()
///     }
public enum ViewPrinter {
    public static func source(of node: ViewNode) -> String {
        var lines: [String] = []
        write(node, indent: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func write(_ node: ViewNode, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: "    ", count: indent)
        // `Color.red`: a static member, written as the reader reads it.
        if node.arguments.count == 1, node.content.isEmpty, case .member(let m) = node.arguments[0].value, node.arguments[0].label == nil,
            ViewReader.styleTypes.contains(node.type)
        {
            lines.append(pad + node.type + "." + m)
        } else {
            var head = pad + node.type
            let (plain, closures) = split(node.arguments)
            // A placeholder the reader named after an expression (`image`, `row.thumbnail`) is
            // written as that name alone, which reads back as the same placeholder.
            let isType = node.type.first?.isUppercase == true && !node.type.contains(".")
            if !plain.isEmpty || (node.content.isEmpty && closures.isEmpty && isType) {
                head += "(" + plain.map { argument($0, indent: indent) }.joined(separator: ", ") + ")"
            }
            if node.content.isEmpty && closures.isEmpty {
                lines.append(head)
            } else {
                var first = true
                if !node.content.isEmpty {
                    lines.append(head + " {" + parameter(closures.first { $0.label == nil }))
                    for child in node.content { write(child, indent: indent + 1, into: &lines) }
                    first = false
                    head = pad + "}"
                }
                for closure in closures where !(closure.label == nil && !node.content.isEmpty) {
                    guard case .views(let views, let p) = closure.value else { continue }
                    let label = first && closure.label == nil ? "" : (closure.label.map { $0 + ": " } ?? "")
                    lines.append(head + " " + label + "{" + (p.map { " \($0) in" } ?? ""))
                    for child in views { write(child, indent: indent + 1, into: &lines) }
                    head = pad + "}"
                    first = false
                }
                lines.append(head)
            }
        }
        for m in node.modifiers {
            let (plain, closures) = split(m.arguments)
            var line = pad + "    ." + m.name + "(" + plain.map { argument($0, indent: indent + 1) }.joined(separator: ", ") + ")"
            if closures.isEmpty {
                lines.append(line)
                continue
            }
            if plain.isEmpty { line.removeLast(2) }
            for (i, closure) in closures.enumerated() {
                guard case .views(let views, let p) = closure.value else { continue }
                let label = i == 0 && closure.label == nil ? "" : (closure.label.map { $0 + ": " } ?? "")
                lines.append(line + " " + label + "{" + (p.map { " \($0) in" } ?? ""))
                for child in views { write(child, indent: indent + 2, into: &lines) }
                line = pad + "    }"
            }
            lines.append(line)
        }
    }

    /// The arguments written in parentheses, and the view builders written as trailing closures
    /// (the trailing ones: view builders after every plain argument, the first of them without a
    /// label, as Swift's trailing-closure syntax wants).
    private static func split(_ arguments: [Argument]) -> (plain: [Argument], closures: [Argument]) {
        var end = arguments.count
        while end > 0, arguments[end - 1].value.isViews { end -= 1 }
        while end < arguments.count, arguments[end].label != nil { end += 1 }
        return (Array(arguments[..<end]), Array(arguments[end...]))
    }

    private static func parameter(_ closure: Argument?) -> String {
        guard case .views(_, let p?)? = closure?.value else { return "" }
        return " \(p) in"
    }

    private static func argument(_ a: Argument, indent: Int) -> String {
        (a.label.map { $0 + ": " } ?? "") + value(a.value, indent: indent)
    }

    public static func value(_ v: Value, indent: Int = 0) -> String {
        switch v {
        case .number(let n): n.isInfinite ? ".infinity" : exact(n)
        case .string(let s): "\"" + escaped(s) + "\""
        case .bool(let b): b ? "true" : "false"
        case .member(let m): "." + m
        case .array(let items): "[" + items.map { value($0, indent: indent) }.joined(separator: ", ") + "]"
        case .call(let name, let arguments):
            (name.first?.isUppercase == true ? name : "." + name) + "(" + arguments.map { argument($0, indent: indent) }.joined(separator: ", ") + ")"
        case .range(let lo, let hi): "\(lo)..<\(hi)"
        case .views(let nodes, let p):
            "{" + (p.map { " \($0) in" } ?? "") + "\n"
                + nodes.map { node in
                    var lines: [String] = []
                    write(node, indent: indent + 1, into: &lines)
                    return lines.joined(separator: "\n")
                }.joined(separator: "\n") + "\n" + String(repeating: "    ", count: indent) + "}"
        case .expression(let e): e
        }
    }

    /// A number as Swift writes it, without losing digits.
    private static func exact(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }

    /// A string literal's text: quotes, backslashes that start no interpolation, and control
    /// characters escaped; `\(…)` interpolations kept.
    private static func escaped(_ s: String) -> String {
        var out = ""
        var chars = Array(s.unicodeScalars)[...]
        while let c = chars.popFirst() {
            switch c {
            case "\\" where chars.first == "(":
                // An interpolation is code: copied as the source wrote it, to its closing parenthesis.
                out += "\\"
                var depth = 0
                while let d = chars.popFirst() {
                    out.unicodeScalars.append(d)
                    if d == "(" { depth += 1 }
                    if d == ")" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                }
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if c.value < 0x20 || c.value == 0x7F { out += "\\u{\(String(c.value, radix: 16))}" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
