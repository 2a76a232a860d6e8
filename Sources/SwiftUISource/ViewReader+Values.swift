import SwiftSyntax
import SwiftUILayout

extension ViewReader {
    /// ShapeStyles written as calls (`Color(red: 1, green: 0, blue: 0)`): values, not views, when
    /// they are arguments (`.background(Color("Brand"))` draws into the safe area, S18).
    static let styleTypes: Set<String> = ["Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Material", "AnyShapeStyle"]

    /// An argument's value, evaluated as far as the source alone allows.
    func value(_ expr: ExprSyntax) -> Value {
        if let literal = expr.as(IntegerLiteralExprSyntax.self), let n = Double(literal.literal.text.filter { $0 != "_" }) {
            return .number(n)
        }
        if let literal = expr.as(FloatLiteralExprSyntax.self), let n = Double(literal.literal.text.filter { $0 != "_" }), n.isFinite {
            return .number(n)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-", case .number(let n) = value(prefix.expression) {
            return .number(-n)
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            return .string(string(literal))
        }
        // `.leading`, `Color.red`, `Font.title`: a member of a type; `model.title` is the app's value.
        if let member = expr.as(MemberAccessExprSyntax.self),
            member.base == nil || member.base?.as(DeclReferenceExprSyntax.self).map({ Self.isTypeName($0.baseName.text) }) == true
        {
            return .member(member.declName.baseName.text)
        }
        if let then = Self.firstBranch(expr) {
            // `flag ? "On" : "Off"`: the first, as for an `if`.
            return value(then)
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            return .array(array.elements.map { value($0.expression) })
        }
        if let range = range(expr) {
            return range
        }
        if let closure = expr.as(ClosureExprSyntax.self) {
            return views(closure) ?? .expression(Self.text(closure))
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
                return .call(member.declName.baseName.text, arguments(of: call))
            }
            if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, !Self.styleTypes.contains(type),
                type != "EdgeInsets", let view = node(expr)
            {
                return .views([view], parameter: nil)
            }
            if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return .call(type, arguments(of: call))
            }
        }
        if let view = node(expr), !(expr.is(MemberAccessExprSyntax.self)) {
            return .views([view], parameter: nil)
        }
        return .expression(Self.text(expr))
    }

    /// A string literal's text, its escapes read (`\n`, `\"`, `\u{…}`) and its interpolations
    /// kept as written (`Row \(i)`).
    func string(_ literal: StringLiteralExprSyntax) -> String {
        literal.segments.map { segment -> String in
            switch segment {
            case .stringSegment(let s): Self.unescaped(s.content.text)
            case .expressionSegment(let e): "\\(" + e.expressions.trimmedDescription + ")"
            }
        }.joined()
    }

    /// A string segment's text with Swift's escapes read.
    static func unescaped(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var out = ""
        var chars = Array(raw.unicodeScalars)[...]
        while let c = chars.popFirst() {
            guard c == "\\", let next = chars.popFirst() else {
                out.unicodeScalars.append(c)
                continue
            }
            switch next {
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "0": out += "\0"
            case "u":
                let digits = chars.drop { $0 == "{" }.prefix { $0 != "}" }
                if let v = UInt32(String(String.UnicodeScalarView(digits)), radix: 16), let scalar = Unicode.Scalar(v) {
                    out.unicodeScalars.append(scalar)
                }
                chars = chars.drop { $0 != "}" }.dropFirst()
            default: out.unicodeScalars.append(next)
            }
        }
        return out
    }

    /// `0..<5` and `1...3` with integer literals.
    func range(_ expr: ExprSyntax) -> Value? {
        let parts: [ExprSyntax]
        if let sequence = expr.as(SequenceExprSyntax.self) {
            parts = Array(sequence.elements)
        } else if let infix = expr.as(InfixOperatorExprSyntax.self) {
            parts = [infix.leftOperand, infix.operator, infix.rightOperand]
        } else {
            return nil
        }
        guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            case .number(let lo) = value(parts[0]), case .number(let hi) = value(parts[2]),
            abs(lo) <= 1_000_000, abs(hi) <= 1_000_000
        else { return nil }
        switch op {
        case "..<": return .range(Int(lo), Int(hi))
        case "...": return .range(Int(lo), Int(hi) + 1)
        default: return nil
        }
    }

    /// A closure's views when it is a view builder (every expression it holds makes a view),
    /// with its one parameter's name.
    /// - Parameter anyExpression: whether a block of expressions none of which is a known view
    ///   is still views (placeholders), as an inlined app view's `body:` is.
    func views(_ closure: ClosureExprSyntax, anyExpression: Bool = false) -> Value? {
        let (nodes, expressions) = readBlock(closure.statements, anyExpression: anyExpression)
        guard !nodes.isEmpty, nodes.count == expressions else { return nil }
        var parameter: String?
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: parameter = names.first?.name.text
        case .parameterClause(let clause)?: parameter = clause.parameters.first?.firstName.text
        case nil: parameter = nil
        }
        return .views(nodes, parameter: parameter == "_" ? nil : parameter)
    }
}
