import SwiftSyntax
import SwiftUILayout

extension ViewReader {
    /// The statements of a computed property's getter (`var body: some View { … }`,
    /// `static var previews: some View { … }`).
    func getter(of name: String, in type: StructDeclSyntax) -> CodeBlockItemListSyntax? {
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                switch binding.accessorBlock?.accessors {
                case .getter(let statements)?: return statements
                case .accessors(let accessors)?:
                    if let body = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body { return body.statements }
                case nil: continue
                }
            }
        }
        return nil
    }

    /// A view type's computed properties and methods that return views, by name: the parts its
    /// body is made of. A method's parameters are not bound (its arguments stay the app's).
    func viewParts(of type: StructDeclSyntax) -> [String: ViewNode] {
        var parts: [String: ViewNode] = [:]
        for member in type.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "body",
                          binding.typeAnnotation?.type.trimmedDescription.contains("View") == true,
                          let statements = getter(of: name, in: type), let view = bodyView(statements) else { continue }
                    parts[name] = view
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self),
                      function.signature.returnClause?.type.trimmedDescription.contains("View") == true,
                      let statements = function.body?.statements, let view = bodyView(statements) {
                parts[function.name.text] = view
            }
        }
        return parts
    }

    /// A struct's stored properties in order (the memberwise initialiser's), each with the value
    /// it starts with when the source gives one (`@State private var count = 0`).
    func storedProperties(of type: StructDeclSyntax) -> [(name: String, initial: Value?)] {
        var result: [(String, Value?)] = []
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                result.append((name, binding.initializer.map { value($0.value) }))
            }
        }
        return result
    }

    /// The view a body makes: its one view, or its views as a `Group` (a `@ViewBuilder` body
    /// with several); `return` and `let` statements read through.
    func bodyView(_ statements: CodeBlockItemListSyntax) -> ViewNode? {
        let views = readBlock(statements).views
        if views.count == 1 { return views[0] }
        return views.isEmpty ? nil : ViewNode(type: "Group", content: views, position: views[0].position)
    }

    /// The last view a preview's body makes, after any `let` it sets up.
    func lastView(_ statements: CodeBlockItemListSyntax) -> ViewNode? {
        bodyView(statements).map { $0.type == "Group" && $0.modifiers.isEmpty ? $0.content.last ?? $0 : $0 }
    }
}
