/// One constraint as a scene writes it (SPEC "Auto Layout"): `ATTRIBUTE RELATION EXPRESSION
/// [@PRIORITY]`, where EXPRESSION is a number, or `ITEM.ATTRIBUTE` with an optional `* NUMBER`
/// (or `/ NUMBER`) and `+ NUMBER` (or `- NUMBER`); a bare attribute is the view's own.
///
///     try ConstraintText.parse("bottom == safeArea.bottom - 8 @750")
///     // first .bottom, relation .equal, item .guide(nil, .safeArea), second .bottom, constant -8, priority 750
public struct ConstraintText: Equatable, Sendable {
    /// What the second attribute belongs to.
    public enum Item: Equatable, Sendable {
        /// The view that lists the constraint (a bare attribute: `height == width`).
        case owner
        case superview
        /// A view by its scene name (`viewController.view` included).
        case view(String)
        /// A layout guide of a view (nil: the owner's superview, as `safeArea.bottom` says).
        case guide(String?, Guide)
        /// The content controller's iOS 7–10 guides (R44).
        case topLayoutGuide, bottomLayoutGuide
    }

    public enum Guide: String, CaseIterable, Sendable {
        case safeArea, margins, readable, contentLayout, frameLayout
    }

    public var first: Attribute
    public var relation: Constraint.Relation
    /// nil: a constant alone (`width == 44`).
    public var item: Item?
    public var second: Attribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: Int

    /// A malformed constraint: what was expected, and at which character (1-based).
    public struct Failure: Error, Equatable, Sendable {
        public var column: Int
        public var message: String
    }

    public static func parse(_ text: String) throws(Failure) -> ConstraintText {
        var p = Parser(Array(text.unicodeScalars))
        return try p.constraint()
    }

    private struct Parser {
        let s: [Unicode.Scalar]
        var i = 0

        init(_ s: [Unicode.Scalar]) { self.s = s }

        func fail(_ message: String, at column: Int? = nil) -> Failure {
            Failure(column: (column ?? i) + 1, message: message)
        }

        mutating func skipSpaces() { while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 } }

        mutating func word() -> (String, Int) {
            skipSpaces()
            let start = i
            while i < s.count,
                s[i].properties.isAlphabetic || ("0"..."9").contains(s[i]) || s[i] == "_" || s[i] == "-" && i > start && i + 1 < s.count && s[i + 1] != " "
                    || s[i] == "."
            {
                i += 1
            }
            return (String(String.UnicodeScalarView(s[start..<i])), start)
        }

        mutating func number() throws(Failure) -> Double {
            skipSpaces()
            let start = i
            if i < s.count, s[i] == "-" || s[i] == "+" { i += 1 }
            while i < s.count, ("0"..."9").contains(s[i]) || s[i] == "." { i += 1 }
            let text = String(String.UnicodeScalarView(s[start..<i]))
            guard let value = Double(text), value.isFinite, abs(value) <= 100_000 else {
                throw fail("expected a number (within ±100000)", at: start)
            }
            return value
        }

        /// Whether the word here, though it starts with a digit, is an item's name (Interface
        /// Builder's ids, such as `8bC-Xf-vdC.top`): it holds a letter.
        func startsItem() -> Bool {
            var j = i
            while j < s.count, s[j] != " ", s[j] != "\t", s[j] != "*", s[j] != "/", s[j] != "@" {
                if s[j].properties.isAlphabetic { return true }
                j += 1
            }
            return false
        }

        func attribute(_ name: String, at column: Int) throws(Failure) -> Attribute {
            guard let a = Attribute(rawValue: name) else {
                let names = Attribute.allCases.map(\.rawValue)
                let hint = names.min { distance($0, name) < distance($1, name) }.flatMap { distance($0, name) <= 2 ? " (did you mean '\($0)'?)" : nil } ?? ""
                throw fail("unknown attribute '\(name)'; expected one of \(names.joined(separator: ", "))\(hint)", at: column)
            }
            return a
        }

        mutating func relation() throws(Failure) -> Constraint.Relation {
            skipSpaces()
            let rest = String(String.UnicodeScalarView(s[i..<min(s.count, i + 2)]))
            let relation: Constraint.Relation
            switch rest {
            case "==": relation = .equal
            case "<=": relation = .lessOrEqual
            case ">=": relation = .greaterOrEqual
            default: throw fail("expected ==, <= or >=")
            }
            i += 2
            return relation
        }

        mutating func constraint() throws(Failure) -> ConstraintText {
            let (name, column) = word()
            guard !name.isEmpty else { throw fail("expected an attribute such as top, width or centerX") }
            guard !name.contains(".") else {
                throw fail(
                    "the first attribute is the view's own ('\(name.split(separator: ".").last ?? "")'); write the constraint under the view it places",
                    at: column)
            }
            let first = try attribute(name, at: column)
            let relation = try relation()
            var result = ConstraintText(first: first, relation: relation, item: nil, second: nil, multiplier: 1, constant: 0, priority: 1000)
            skipSpaces()
            if i < s.count, ("0"..."9").contains(s[i]) && !startsItem() || s[i] == "-" || s[i] == "+" || s[i] == "." {
                result.constant = try number()
            } else {
                let (path, at) = word()
                guard !path.isEmpty else { throw fail("expected a number or ITEM.ATTRIBUTE") }
                var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                let attributeName = parts.removeLast()
                result.second = try attribute(attributeName, at: at + path.count - attributeName.count)
                result.item = try item(parts, at: at)
                skipSpaces()
                if i < s.count, s[i] == "*" || s[i] == "/" {
                    let divide = s[i] == "/"
                    i += 1
                    let at = i
                    let factor = try number()
                    if divide {
                        guard factor != 0 else { throw fail("division by zero", at: at) }
                        result.multiplier = 1 / factor
                    } else {
                        result.multiplier = factor
                    }
                }
                skipSpaces()
                if i < s.count, s[i] == "+" || s[i] == "-" {
                    let negative = s[i] == "-"
                    i += 1
                    result.constant = (negative ? -1 : 1) * (try number())
                }
            }
            skipSpaces()
            if i < s.count, s[i] == "@" {
                i += 1
                let at = i
                let p = try number()
                guard p >= 1, p <= 1000, p == p.rounded() else { throw fail("a priority is a whole number from 1 to 1000", at: at) }
                result.priority = Int(p)
            }
            skipSpaces()
            guard i == s.count else {
                throw fail("unexpected '\(String(String.UnicodeScalarView(s[i...])).prefix(20))'; expected + NUMBER, * NUMBER or @PRIORITY")
            }
            try check(result)
            return result
        }

        func item(_ parts: [String], at column: Int) throws(Failure) -> Item {
            switch parts.count {
            case 0: return .owner
            case 1:
                switch parts[0] {
                case "superview": return .superview
                case "topLayoutGuide": return .topLayoutGuide
                case "bottomLayoutGuide": return .bottomLayoutGuide
                default:
                    if let guide = Guide(rawValue: parts[0]) { return .guide(nil, guide) }
                    return .view(parts[0])
                }
            default:
                if parts == ["viewController", "view"] { return .view("viewController.view") }
                let owner = parts.dropLast().joined(separator: ".")
                guard let guide = Guide(rawValue: parts.last!) else {
                    throw fail(
                        "unknown item '\(parts.joined(separator: "."))'; expected superview, a view's name, or a guide: safeArea, margins, readable, NAME.safeArea, NAME.contentLayout, ...",
                        at: column)
                }
                return .guide(owner, guide)
            }
        }

        /// The pairs UIKit refuses when the constraint is made.
        func check(_ c: ConstraintText) throws(Failure) {
            guard let second = c.second else {
                guard c.first.isSize else {
                    throw fail("a location (\(c.first.rawValue)) cannot equal a constant; relate it to an item, such as superview.\(c.first.rawValue)", at: 0)
                }
                return
            }
            // Sizes relate across axes (an aspect ratio: height == width); locations never do.
            guard second.axis == c.first.axis || c.first.isSize && second.isSize else {
                throw fail("\(c.first.rawValue) and \(second.rawValue) are on different axes; UIKit refuses such a constraint", at: 0)
            }
            guard second.isSize == c.first.isSize else {
                throw fail(
                    "\(c.first.rawValue) is a \(c.first.isSize ? "size" : "location") and \(second.rawValue) a \(second.isSize ? "size" : "location"); UIKit refuses such a constraint",
                    at: 0)
            }
            guard c.multiplier != 0 || c.first.isSize else {
                throw fail("a multiplier of 0 on a location makes it a constant; UIKit refuses such a constraint", at: 0)
            }
        }
    }
}

/// Edit distance, for "did you mean".
func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
        var previous = row[0]
        row[0] = i
        for j in 1...max(1, b.count) where !b.isEmpty {
            let old = row[j]
            row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
            previous = old
        }
    }
    return row[b.count]
}
