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
                        let statements = getter(of: name, in: type), let view = bodyView(statements)
                    else { continue }
                    parts[name] = view
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self),
                function.signature.returnClause?.type.trimmedDescription.contains("View") == true,
                let statements = function.body?.statements, let view = bodyView(statements)
            {
                parts[function.name.text] = view
            }
        }
        return parts
    }

    /// The first method of this name in a member block.
    func method(_ name: String, in members: MemberBlockSyntax) -> FunctionDeclSyntax? {
        members.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == name }
    }

    /// The view a modifier's body makes from the view it modifies: `self` or `content`, with
    /// modifiers or inside containers. A chain without a receiver (`padding().background(.red)`,
    /// implicit `self`) reads as `self` with those modifiers.
    func helperBody(_ statements: CodeBlockItemListSyntax?) -> ViewNode? {
        guard let statements, let view = viewBody(statements) else { return nil }
        // A receiver-less chain's first call is read as a placeholder named after it: it is a
        // modifier of `self`.
        if view.type.first?.isLowercase == true, !["self", "content"].contains(view.type), !view.type.contains(".") {
            let first = Modifier(name: view.type, arguments: view.arguments, position: view.position)
            return ViewNode(type: "self", modifiers: [first] + view.modifiers, position: view.position)
        }
        return view
    }

    /// A struct's stored properties in order (the memberwise initialiser's), each with the value
    /// it starts with when the source gives one (`@State private var count = 0`).
    func storedProperties(of type: StructDeclSyntax) -> [(name: String, initial: Value?)] {
        var result: [(String, Value?)] = []
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
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

    /// A body's view, or when it holds none the reader knows (`content.onAppear { … }`), its last
    /// expression as a placeholder named after it.
    func viewBody(_ statements: CodeBlockItemListSyntax) -> ViewNode? {
        let last = statements.last.flatMap { $0.item.as(ReturnStmtSyntax.self)?.expression ?? expression(of: $0.item) }
        return bodyView(statements) ?? last.map(placeholder)
    }

    /// The last view a preview's body makes, after any `let` it sets up.
    func lastView(_ statements: CodeBlockItemListSyntax) -> ViewNode? {
        bodyView(statements).map { $0.type == "Group" && $0.modifiers.isEmpty ? $0.content.last ?? $0 : $0 }
    }
}
