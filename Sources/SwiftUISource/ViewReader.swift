import Foundation
import Geometry
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import SwiftUILayout

/// Reads a SwiftUI view expression (`VStack { Text("Hi").padding() }`) into a `ViewNode` tree,
/// one node per view and one modifier per call, as the source writes them. It parses only: no
/// types are checked and nothing runs, so what the source computes stays an `.expression`.
public struct ViewReader {
    let converter: SourceLocationConverter
    /// Views a block has named with `let` so far (`let shape = RoundedRectangle(…)`).
    var locals: [String: ViewNode] = [:]

    init(converter: SourceLocationConverter) {
        self.converter = converter
    }

    /// The view one expression makes: the text must hold one expression whose outermost call
    /// makes a view.
    public static func view(from source: String) throws(SwiftUIReadError) -> ViewNode {
        try onLargeStack { () throws(SwiftUIReadError) in try read(source) }
    }

    /// Brackets the parser follows: swift-syntax's release default, whatever the build (its debug
    /// default is 20, less than real SwiftUI files nest). `onLargeStack` gives it the room.
    public static let maximumNestingLevel = 256

    /// `source` parsed, refused when it nests too deep or is not valid Swift.
    static func tree(_ source: String) throws(SwiftUIReadError) -> SourceFileSyntax {
        if let at = BracketScan.tooDeep(source) {
            throw SwiftUIReadError(
                line: at.line, column: at.column,
                message: "square brackets nest deeper than \(BracketScan.maximumDepth) here; the parser would take minutes over them")
        }
        var text = source
        let file = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
        // The parser bounds brackets, not chains: `.padding()` ten thousand times parses into a
        // tree whose depth swift-syntax's own walks (and this reader's) would overflow the stack on.
        guard depth(of: Syntax(file), limit: maximumSyntaxDepth) <= maximumSyntaxDepth else {
            throw SwiftUIReadError(
                line: 1, column: 1, message: "the source nests deeper than \(maximumSyntaxDepth) syntax levels (a chain of thousands of modifiers?)")
        }
        if let problem = ParseDiagnosticsGenerator.diagnostics(for: file).first {
            let at = problem.location(converter: SourceLocationConverter(fileName: "", tree: file))
            throw SwiftUIReadError(line: at.line, column: at.column, message: "not valid Swift: \(problem.message)")
        }
        return file
    }

    private static func read(_ source: String) throws(SwiftUIReadError) -> ViewNode {
        let file = try tree(source)
        let reader = ViewReader(converter: SourceLocationConverter(fileName: "", tree: file))
        let expressions = file.statements.compactMap { reader.expression(of: $0.item) }
        guard let first = expressions.first else {
            throw SwiftUIReadError(line: 1, column: 1, message: "expected a SwiftUI view, such as VStack { Text(\"Hello\") }")
        }
        guard expressions.count == 1 else {
            let at = reader.position(expressions[1])
            throw SwiftUIReadError(line: at.line, column: at.column, message: "expected one view; put several in a VStack { … }")
        }
        guard let node = reader.node(first) else {
            let at = reader.position(first)
            throw SwiftUIReadError(
                line: at.line, column: at.column,
                message: "expected a SwiftUI view, such as VStack { … } or Text(\"…\"); found '\(Self.text(first).prefix(80))'")
        }
        try check(node, depth: 1)
        return node
    }

    /// Syntax levels a source may nest: far beyond real code (a view nested 30 deep with a
    /// dozen modifiers each is about 1,000), far below what the stack holds.
    public static let maximumSyntaxDepth = 4_000
    /// Views inside views, and modifiers on one view: the layout recurses through both.
    public static let maximumViewDepth = 64
    public static let maximumModifiers = 256

    /// The depth of `root`'s tree, walked with a stack of its own (never recursively), counted
    /// no further than `limit + 1`.
    static func depth(of root: Syntax, limit: Int) -> Int {
        var deepest = 0
        var pending: [(Syntax, Int)] = [(root, 1)]
        while let (node, level) = pending.popLast() {
            deepest = max(deepest, level)
            if deepest > limit { return deepest }
            for child in node.children(viewMode: .sourceAccurate) { pending.append((child, level + 1)) }
        }
        return deepest
    }

    /// Refuses views nested deeper than `maximumViewDepth` or carrying more than
    /// `maximumModifiers` modifiers, at the view that does.
    static func check(_ node: ViewNode, depth: Int) throws(SwiftUIReadError) {
        guard depth <= maximumViewDepth else {
            throw SwiftUIReadError(line: node.position.line, column: node.position.column, message: "views nest deeper than \(maximumViewDepth) levels here")
        }
        guard node.modifiers.count <= maximumModifiers else {
            throw SwiftUIReadError(
                line: node.position.line, column: node.position.column,
                message: "\(node.type) has \(node.modifiers.count) modifiers; a view may have at most \(maximumModifiers)")
        }
        for view in node.nested { try check(view, depth: depth + 1) }
    }

    /// The expression a code block item holds (an `if` or `switch` statement is one too).
    func expression(of item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        switch item {
        case .expr(let e): return e
        case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// The views a block makes, in order, and how many expressions it holds: `let` names a view
    /// for the statements after it, an `#if` reads as its iOS clause, `return` as its value. In
    /// a block that makes at least one view, an expression that makes none the reader can see
    /// (`content`, `item.thumbnail.resizable()`) is a placeholder named after it.
    func readBlock(_ statements: CodeBlockItemListSyntax, anyExpression: Bool = false) -> (views: [ViewNode], expressions: Int) {
        var scope = self
        var views: [ViewNode] = []
        var count = 0
        var recognised = 0
        for item in statements {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let value = binding.initializer?.value, let view = scope.node(value)
                    {
                        scope.locals[name] = view
                    }
                }
                continue
            }
            if let config = item.item.as(IfConfigDeclSyntax.self) {
                if case .statements(let inner)? = Self.iOSClause(config)?.elements {
                    let read = scope.readBlock(inner)
                    views += read.views
                    count += read.expressions
                    recognised += read.views.count
                }
                continue
            }
            guard let e = item.item.as(ReturnStmtSyntax.self)?.expression ?? scope.expression(of: item.item) else { continue }
            count += 1
            if let view = scope.node(e) {
                views.append(view)
                recognised += 1
            } else {
                views.append(scope.placeholder(e))
            }
        }
        // A block with no view in it is an action (`{ count += 1 }`), not a view builder.
        if recognised == 0 && !anyExpression { return ([], count) }
        return (views, count)
    }

    func position(_ syntax: some SyntaxProtocol) -> SourcePlace {
        let at = syntax.startLocation(converter: converter)
        return SourcePlace(line: at.line, column: at.column)
    }

    static func text(_ syntax: some SyntaxProtocol) -> String {
        syntax.trimmedDescription
    }

    /// The view an expression makes, or nil when it makes none (an action, a value).
    func node(_ expr: ExprSyntax) -> ViewNode? {
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return node(only.expression)
        }
        if let conditional = expr.as(PostfixIfConfigExprSyntax.self), let base = conditional.base, var node = node(base) {
            // `#if os(iOS) .frame(…) #else … #endif` after a view: the modifiers of the clause iOS compiles.
            if case .postfixExpression(let chain)? = Self.iOSClause(conditional.config)?.elements {
                node.modifiers += modifiers(ofChain: chain)
            }
            return node
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                // `base.modifier(…)`: a modifier on the view the base makes.
                guard var node = node(base) else { return nil }
                node.modifiers.append(
                    Modifier(
                        name: member.declName.baseName.text, arguments: arguments(of: call),
                        position: position(member.declName)))
                return node
            }
            guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.isTypeName(type) else { return nil }
            var node = ViewNode(type: type, arguments: arguments(of: call), position: position(call))
            node.takeContentFromArguments()
            return node
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
            Self.styleTypes.contains(base.baseName.text)
        {
            // `Color.red`, `Color.clear`: a view made by a static member.
            return ViewNode(type: base.baseName.text, arguments: [Argument(.member(member.declName.baseName.text))], position: position(member))
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self), let local = locals[reference.baseName.text] {
            return local
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self), Self.isTypeName(reference.baseName.text) {
            return ViewNode(type: reference.baseName.text, position: position(reference))
        }
        if let then = Self.firstBranch(expr) {
            // `flag ? A() : B()`: the first, as for an `if`.
            return node(then)
        }
        if let branch = expr.as(IfExprSyntax.self) {
            // The first branch: which one the running app takes is not known here, and the
            // `Group(if:)` says so where it is laid out.
            return group(branch.body.statements, at: branch, choice: Argument("if", .string(branch.conditions.trimmedDescription)))
        }
        if let choice = expr.as(SwitchExprSyntax.self), let first = choice.cases.first?.as(SwitchCaseSyntax.self) {
            return group(first.statements, at: choice, choice: Argument("switch", .string(choice.subject.trimmedDescription)))
        }
        return nil
    }

    /// The clause of an `#if` that an iOS build compiles: the first whose condition holds for iOS
    /// (`os(iOS)`, `canImport(UIKit)`, `!os(macOS)`, …), else its `#else`. Conditions it cannot
    /// judge count as false.
    static func iOSClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        for clause in config.clauses {
            guard let condition = clause.condition?.trimmedDescription else { return clause }
            let yes = ["os(iOS)", "canImport(UIKit)", "targetEnvironment(simulator)"]
            let no = ["os(macOS)", "os(watchOS)", "os(tvOS)", "os(visionOS)", "canImport(AppKit)", "os(Linux)"]
            if yes.contains(where: { condition.contains($0) && !condition.contains("!" + $0) })
                || no.contains(where: { condition.contains("!" + $0) })
            {
                return clause
            }
        }
        return nil
    }

    /// A view the reader cannot see into, named after its expression: `image.resizable()` is
    /// `image` with its modifier, `row.thumbnail` and `makeRow(item)` are `row.thumbnail` and
    /// `makeRow`; anything else is `_expression`. Written back, the name reads as the same view.
    func placeholder(_ expr: ExprSyntax) -> ViewNode {
        var modifiers: [Modifier] = []
        var current = expr
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            modifiers.insert(Modifier(name: member.declName.baseName.text, arguments: arguments(of: call), position: position(member.declName)), at: 0)
            current = base
        }
        let call = current.as(FunctionCallExprSyntax.self)
        let name = Self.identifierChain(call?.calledExpression ?? current) ?? "_expression"
        return ViewNode(type: name, arguments: name == "_expression" ? [] : call.map(arguments) ?? [], modifiers: modifiers, position: position(expr))
    }

    /// `a`, `a.b.c`: names joined by dots with nothing else; nil for anything else.
    static func identifierChain(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let chain = identifierChain(base) {
            return chain + "." + member.declName.baseName.text
        }
        return nil
    }

    /// The modifiers of a chain with no view before it (`.frame(width: 40).padding()` inside an
    /// `#if`), in order.
    func modifiers(ofChain expr: ExprSyntax) -> [Modifier] {
        var result: [Modifier] = []
        var current: ExprSyntax? = expr
        while let e = current {
            guard let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { break }
            result.insert(Modifier(name: member.declName.baseName.text, arguments: arguments(of: call), position: position(member.declName)), at: 0)
            current = member.base
        }
        return result
    }

    /// The first branch of a conditional expression: the parser leaves `a ? b : c` as a
    /// sequence with the `?` unresolved (operators are folded by the type checker).
    static func firstBranch(_ expr: ExprSyntax) -> ExprSyntax? {
        if let ternary = expr.as(TernaryExprSyntax.self) { return ternary.thenExpression }
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
        return sequence.elements.lazy.compactMap { $0.as(UnresolvedTernaryExprSyntax.self) }.first?.thenExpression
    }

    /// The views of a block as one `Group` (a branch's, a case's).
    /// The views of a branch as one `Group`, with the choice it stands for (`if:`, `switch:`).
    func group(_ statements: CodeBlockItemListSyntax, at syntax: some SyntaxProtocol, choice: Argument) -> ViewNode? {
        let views = readBlock(statements).views
        return views.isEmpty ? nil : ViewNode(type: "Group", arguments: [choice], content: views, position: position(syntax))
    }

    /// A type's name starts with a capital letter (Swift's convention, which SwiftUI follows).
    static func isTypeName(_ name: String) -> Bool {
        name.first.map { $0.isUppercase } ?? false
    }

    /// A call's arguments, its trailing closures last (the first unlabelled, the others by label).
    func arguments(of call: FunctionCallExprSyntax) -> [Argument] {
        var result = call.arguments.map { argument -> Argument in
            // `body:` is an inlined app view's body (`ViewIndex`): views, even when none of
            // them is one the reader knows.
            if argument.label?.text == "body", let closure = argument.expression.as(ClosureExprSyntax.self) {
                return Argument("body", views(closure, anyExpression: true) ?? value(argument.expression))
            }
            return Argument(argument.label?.text, value(argument.expression))
        }
        if let closure = call.trailingClosure { result.append(Argument(nil, value(ExprSyntax(closure)))) }
        for extra in call.additionalTrailingClosures {
            result.append(Argument(extra.label.text, value(ExprSyntax(extra.closure))))
        }
        return result
    }
}
