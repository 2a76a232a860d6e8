import Geometry
import Foundation
import SwiftParser
import Foundation
import SwiftParserDiagnostics
import SwiftSyntax
import SwiftUILayout

/// Reads a SwiftUI view expression (`VStack { Text("Hi").padding() }`) into a `ViewNode` tree,
/// one node per view and one modifier per call, as the source writes them. It parses only: no
/// types are checked and nothing runs, so what the source computes stays an `.expression`.
public struct ViewReader {
    let converter: SourceLocationConverter

    /// The view one expression makes: the text must hold one expression whose outermost call
    /// makes a view.
    public static func view(from source: String) throws(SwiftUIReadError) -> ViewNode {
        try onLargeStack { () throws(SwiftUIReadError) in try read(source) }
    }

    /// Brackets the parser follows: swift-syntax's release default, whatever the build (its debug
    /// default is 20, less than real SwiftUI files nest). `onLargeStack` gives it the room.
    public static let maximumNestingLevel = 256

    private static func read(_ source: String) throws(SwiftUIReadError) -> ViewNode {
        var text = source
        let file = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
        // The parser bounds brackets, not chains: `.padding()` ten thousand times parses into a
        // tree whose depth swift-syntax's own walks (and this reader's) would overflow the stack on.
        guard depth(of: Syntax(file), limit: maximumSyntaxDepth) <= maximumSyntaxDepth else {
            throw SwiftUIReadError(line: 1, column: 1, message: "the source nests deeper than \(maximumSyntaxDepth) syntax levels (a chain of thousands of modifiers?)")
        }
        let converter = SourceLocationConverter(fileName: "", tree: file)
        if let problem = ParseDiagnosticsGenerator.diagnostics(for: file).first {
            let at = problem.location(converter: converter)
            throw SwiftUIReadError(line: at.line, column: at.column, message: "not valid Swift: \(problem.message)")
        }
        let reader = ViewReader(converter: converter)
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
            throw SwiftUIReadError(line: at.line, column: at.column, message: "expected a SwiftUI view, such as VStack { … } or Text(\"…\"); found '\(Self.text(first).prefix(80))'")
        }
        try check(node, depth: 1)
        return node
    }

    /// Syntax levels a source may nest: far beyond real code (a view nested 30 deep with a
    /// dozen modifiers each is about 1,000), far below what the stack holds.
    public static let maximumSyntaxDepth = 4_000
    /// Views inside views, and modifiers on one view: the layout recurses through both.
    public static let maximumViewDepth = 64
    public static let maximumModifiers = 64

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
            throw SwiftUIReadError(line: node.position.line, column: node.position.column, message: "\(node.type) has \(node.modifiers.count) modifiers; a view may have at most \(maximumModifiers)")
        }
        for child in node.content { try check(child, depth: depth + 1) }
        for argument in node.arguments + node.modifiers.flatMap(\.arguments) {
            for view in argument.value.views { try check(view, depth: depth + 1) }
        }
    }

    /// The expression a code block item holds (an `if` or `switch` statement is one too).
    func expression(of item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        switch item {
        case .expr(let e): return e
        case .stmt(let s): return s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
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
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                // `base.modifier(…)`: a modifier on the view the base makes.
                guard var node = node(base) else { return nil }
                node.modifiers.append(Modifier(name: member.declName.baseName.text, arguments: arguments(of: call),
                                               position: position(member.declName)))
                return node
            }
            guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.isTypeName(type) else { return nil }
            var arguments = arguments(of: call)
            var content: [ViewNode] = []
            // The view builder: the unlabelled trailing closure or `content:`; its parameter, if any, stays an argument.
            if let index = arguments.lastIndex(where: { ($0.label == nil || $0.label == "content") && $0.value.isViews }),
               case .views(let views, let parameter) = arguments[index].value {
                content = views
                arguments[index].value = .views([], parameter: parameter)
                if parameter == nil { arguments.remove(at: index) }
            }
            return ViewNode(type: type, arguments: arguments, content: content, position: position(call))
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           Self.isTypeName(base.baseName.text) {
            // `Color.red`, `Color.clear`: a view made by a static member.
            return ViewNode(type: base.baseName.text, arguments: [Argument(.member(member.declName.baseName.text))], position: position(member))
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self), Self.isTypeName(reference.baseName.text) {
            return ViewNode(type: reference.baseName.text, position: position(reference))
        }
        if let branch = expr.as(IfExprSyntax.self) {
            // The first branch: which one the running app takes is not known here.
            return group(branch.body.statements, at: branch)
        }
        if let choice = expr.as(SwitchExprSyntax.self), let first = choice.cases.first?.as(SwitchCaseSyntax.self) {
            return group(first.statements, at: choice)
        }
        return nil
    }

    /// The views of a block as one `Group` (a branch's, a case's).
    func group(_ statements: CodeBlockItemListSyntax, at syntax: some SyntaxProtocol) -> ViewNode? {
        let views = statements.compactMap { expression(of: $0.item) }.compactMap(node)
        if views.count == 1 { return views[0] }
        return views.isEmpty ? nil : ViewNode(type: "Group", content: views, position: position(syntax))
    }

    /// A type's name starts with a capital letter (Swift's convention, which SwiftUI follows).
    static func isTypeName(_ name: String) -> Bool {
        name.first.map { $0.isUppercase } ?? false
    }

    /// A call's arguments, its trailing closures last (the first unlabelled, the others by label).
    func arguments(of call: FunctionCallExprSyntax) -> [Argument] {
        var result = call.arguments.map { Argument($0.label?.text, value($0.expression)) }
        if let closure = call.trailingClosure { result.append(Argument(nil, value(ExprSyntax(closure)))) }
        for extra in call.additionalTrailingClosures {
            result.append(Argument(extra.label.text, value(ExprSyntax(extra.closure))))
        }
        return result
    }
}
