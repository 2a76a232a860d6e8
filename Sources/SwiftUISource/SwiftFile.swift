import Geometry
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import SwiftUILayout

/// One Swift source file read for SwiftUI: its previews (`#Preview`, `PreviewProvider`) and the
/// `View` types it defines, each with its body as a view tree.
public struct SwiftFile: Sendable {
    /// A preview as Xcode lists it: its title (or `Preview N`), the view it shows, and the
    /// orientation its traits ask for.
    public struct Preview: Sendable {
        public var name: String
        public var view: ViewNode
        /// `traits: .landscapeLeft` and the like, as UIKit's orientation name.
        public var orientation: String?
        public var position: SourcePlace
    }

    /// A `struct T: View`: its stored properties in order, with the values they start with, and
    /// its body.
    public struct ViewDefinition: Sendable {
        public var name: String
        public var properties: [(name: String, initial: Value?)]
        public var body: ViewNode?
        /// Its other properties and methods that make views (`var header: some View { … }`,
        /// `func row() -> some View`), which its body names.
        public var parts: [String: ViewNode]
        public var file: String
        public var position: SourcePlace
    }

    /// A modifier the app defines: a `func` in an `extension View` (`func cardStyle() -> some
    /// View { padding().background(.blue) }`), its body reading `self` for the view it modifies.
    public struct ModifierDefinition: Sendable {
        public var name: String
        /// Its parameters: the label a call uses (nil for `_`), the name the body uses, and the
        /// default value when it has one.
        public var parameters: [(label: String?, name: String, initial: Value?)]
        public var body: ViewNode
    }

    public var previews: [Preview]
    /// `View` types; `ViewModifier` types too, whose body reads `content` for the view they modify.
    public var views: [ViewDefinition]
    public var modifiers: [ModifierDefinition] = []

    /// Reads `source` (the text of `file`); an error when it is not valid Swift.
    public static func read(_ source: String, file: String) throws(SwiftUIReadError) -> SwiftFile {
        try onLargeStack { () throws(SwiftUIReadError) in try parse(source, file: file) }
    }

    private static func parse(_ source: String, file: String) throws(SwiftUIReadError) -> SwiftFile {
        let tree = try ViewReader.tree(source)
        let reader = ViewReader(converter: SourceLocationConverter(fileName: file, tree: tree))
        var result = SwiftFile(previews: [], views: [])
        var unnamed = 0
        func preview(_ title: String?, _ statements: CodeBlockItemListSyntax, traits: Value?, at syntax: some SyntaxProtocol) {
            guard let view = reader.lastView(statements) else { return }
            unnamed += title == nil ? 1 : 0
            result.previews.append(
                Preview(
                    name: title ?? "Preview \(unnamed)", view: view, orientation: orientation(traits),
                    position: reader.position(syntax)))
        }
        // `#Preview`s at the top level, or inside a top-level `#if DEBUG` (any clause: previews
        // are built for debugging).
        for macro in previewMacros(in: tree) {
            let title = macro.arguments.first { $0.label == nil }.flatMap { reader.value($0.expression).string }
            let traits = macro.arguments.first { $0.label?.text == "traits" }.map { reader.value($0.expression) }
            if let body = macro.trailingClosure { preview(title, body.statements, traits: traits, at: macro) }
        }
        for type in structs(in: tree) {
            let conforms = type.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            if conforms.contains("PreviewProvider"), let previews = reader.getter(of: "previews", in: type) {
                preview(type.name.text, previews, traits: nil, at: type)
            } else if conforms.contains("View") || conforms.contains("ViewModifier") {
                let body =
                    conforms.contains("View")
                    ? reader.getter(of: "body", in: type).flatMap(reader.viewBody)
                    : reader.method("body", in: type.memberBlock).flatMap { reader.helperBody($0.body?.statements) }
                result.views.append(
                    ViewDefinition(
                        name: type.name.text, properties: reader.storedProperties(of: type), body: body,
                        parts: reader.viewParts(of: type), file: file, position: reader.position(type)))
            }
        }
        for item in tree.statements {
            guard let extended = item.item.as(ExtensionDeclSyntax.self), extended.extendedType.trimmedDescription == "View" else { continue }
            for member in extended.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                    function.signature.returnClause?.type.trimmedDescription.contains("View") == true,
                    let body = reader.helperBody(function.body?.statements)
                else { continue }
                let parameters = function.signature.parameterClause.parameters.map { p in
                    (
                        label: p.firstName.tokenKind == .wildcard ? nil : p.firstName.text, name: (p.secondName ?? p.firstName).text,
                        initial: p.defaultValue.map { reader.value($0.value) }
                    )
                }
                result.modifiers.append(ModifierDefinition(name: function.name.text, parameters: parameters, body: body))
            }
        }
        return result
    }

    /// The file's `#Preview` macros, in order: at the top level and in top-level `#if` blocks.
    private static func previewMacros(in tree: SourceFileSyntax) -> [any FreestandingMacroExpansionSyntax] {
        func macros(_ items: CodeBlockItemListSyntax) -> [any FreestandingMacroExpansionSyntax] {
            items.flatMap { item -> [any FreestandingMacroExpansionSyntax] in
                if let decl = item.item.as(MacroExpansionDeclSyntax.self), decl.macroName.text == "Preview" { return [decl] }
                if let expr = item.item.as(MacroExpansionExprSyntax.self)
                    ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self),
                    expr.macroName.text == "Preview"
                {
                    return [expr]
                }
                if let config = item.item.as(IfConfigDeclSyntax.self) {
                    return config.clauses.flatMap { clause -> [any FreestandingMacroExpansionSyntax] in
                        if case .statements(let inner)? = clause.elements { return macros(inner) }
                        return []
                    }
                }
                return []
            }
        }
        return macros(tree.statements)
    }

    /// Every struct the file declares, nested ones too (`struct Row_Previews { struct Preview: View }`),
    /// in file order.
    private static func structs(in tree: SourceFileSyntax) -> [StructDeclSyntax] {
        final class Collector: SyntaxVisitor {
            var found: [StructDeclSyntax] = []
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found
    }

    /// A preview trait's orientation (`.landscapeLeft`, `.portrait`), UIKit's name for it.
    private static func orientation(_ traits: Value?) -> String? {
        let names: [String] =
            switch traits {
            case .member(let m)?: [m]
            case .array(let items)?: items.compactMap(\.member)
            default: []
            }
        return names.first { ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"].contains($0) }
    }
}
