import Geometry
import SwiftUILayout

/// The app's own `View` types, by name, from every file of its project: what a preview names
/// that SwiftUI does not define.
///
/// `expand` inlines them: `ProfileCard(name: "Ada")` becomes `ProfileCard(body: { … })`, its
/// body with its stored properties bound to the arguments (or to the values they start with).
/// The view keeps its name and place in the tree; SwiftUI lays a view with a body out as its
/// body (S1: "layout neutral").
public struct ViewIndex: Sendable {
    public private(set) var views: [String: SwiftFile.ViewDefinition] = [:]
    /// The app's modifiers from `extension View`, by name.
    public private(set) var modifiers: [String: SwiftFile.ModifierDefinition] = [:]

    /// App views nested in app views, at most this deep (a view that shows itself stops here).
    public static let maximumDepth = 16
    /// Views an expansion may make in all: nested `ForEach`es of app views multiply.
    public static let maximumViews = 5_000
    /// How often an app view is inlined within itself (a view that shows itself, or views that
    /// show each other). SwiftUI recurses until the data stops it, and the preview's data is not
    /// evaluated: two levels show a tree's shape. Each level multiplies the tree by the views
    /// shown in it: a row that lists five of itself made 1,869 views at three levels (a second
    /// in a debug build for one layout), 350 at two.
    public static let maximumRecursion = 2

    public init(_ files: [SwiftFile]) {
        for file in files {
            for view in file.views where views[view.name] == nil { views[view.name] = view }
            for modifier in file.modifiers where modifiers[modifier.name] == nil { modifiers[modifier.name] = modifier }
        }
    }

    /// `node` with every app view it names inlined; what could not be is said in `warnings`.
    public func expand(_ node: ViewNode) -> (view: ViewNode, warnings: [String]) {
        var expansion = Expansion(index: self)
        let view = expansion.expand(node, bindings: [:], depth: 0)
        return (view, expansion.warnings)
    }
}

/// One expansion's state: its budget and what it had to leave.
private struct Expansion {
    let index: ViewIndex
    var made = 0
    var warnings: [String] = []
    /// The app views being inlined, outermost first.
    var chain: [String] = []

    /// Modifiers whose views are laid out with the view they modify.
    static let laidOutModifiers: Set<String> = [
        "background", "overlay", "safeAreaInset", "safeAreaBar", "frame", "padding",
        "font", "offset", "ignoresSafeArea", "safeAreaPadding", "containerRelativeFrame",
        "aspectRatio", "navigationTitle", "navigationBarTitle", "accessibilityIdentifier", "id",
        "lineLimit", "layoutPriority", "contentMargins",
    ]

    mutating func warn(_ text: String) {
        if !warnings.contains(text) { warnings.append(text) }
    }

    mutating func expand(_ original: ViewNode, bindings: [String: Value], depth: Int) -> ViewNode {
        made += 1
        // A property or a part of the view holding views, used as a view (`content`, `header`).
        if original.type.first?.isLowercase == true, case .views(let views, _)? = bindings[original.type], depth < ViewIndex.maximumDepth {
            var view = views.count == 1 ? views[0] : ViewNode(type: "Group", content: views, position: original.position)
            view.modifiers += original.modifiers
            return expand(view, bindings: bindings, depth: depth + 1)
        }
        var node = original
        node.arguments = node.arguments.map { a in
            a.label == "destination" ? a : Argument(a.label, substitute(a.value, bindings, depth: depth))
        }
        node.modifiers = node.modifiers.map { m in
            // Views a modifier shows elsewhere (a sheet, a menu, a destination) are not laid out
            // here: they are left as written, not inlined.
            guard Self.laidOutModifiers.contains(m.name) else { return m }
            var m = m
            m.arguments = m.arguments.map { Argument($0.label, substitute($0.value, bindings, depth: depth)) }
            return m
        }
        // A builder the bindings supplied (`ForEach(items, content: row)`, `row` a method of the view).
        node.takeContentFromArguments()
        node.content = node.content.map { expand($0, bindings: bindings, depth: depth) }
        if let applied = applyAppModifier(node, bindings: bindings, depth: depth) { return applied }
        // An app view inlined already (a modifier's `self`) keeps its body.
        guard node.argument("body") == nil, let definition = index.views[node.type], let body = definition.body else { return node }
        guard depth < ViewIndex.maximumDepth, made < ViewIndex.maximumViews else {
            warn(
                "\(node.type): app views nest deeper than \(ViewIndex.maximumDepth), or make more than \(ViewIndex.maximumViews) views; shown as a placeholder")
            return node
        }
        guard chain.filter({ $0 == node.type }).count < ViewIndex.maximumRecursion else {
            warn(
                "\(node.type) shows itself (directly or through other app views) deeper than \(ViewIndex.maximumRecursion) levels; SwiftUI recurses until its data stops it, which a preview's reader does not evaluate: shown as a placeholder there"
            )
            return node
        }
        var inner: [String: Value] = definition.parts.mapValues { .views([$0], parameter: nil) }
        for property in definition.properties { if let initial = property.initial { inner[property.name] = initial } }
        var unfilled = definition.properties.filter { $0.initial == nil }.map(\.name)
        for argument in node.arguments {
            if let label = argument.label, definition.properties.contains(where: { $0.name == label }) {
                inner[label] = argument.value
                unfilled.removeAll { $0 == label }
            } else if argument.label == nil, !argument.value.isViews, !unfilled.isEmpty {
                inner[unfilled.removeFirst()] = argument.value
            }
        }
        if !node.content.isEmpty {
            // A trailing view builder fills the property that takes views: `content` by convention.
            let name = definition.properties.first { ["content", "label"].contains($0.name) }?.name ?? unfilled.first ?? "content"
            inner[name] = .views(node.content, parameter: nil)
        }
        // The body stands where the preview uses the view: its places are the use's, so what is
        // said of it points into the file shown.
        chain.append(node.type)
        let expanded = placed(expand(body, bindings: inner, depth: depth + 1), at: node.position)
        chain.removeLast()
        return ViewNode(
            type: node.type, arguments: node.arguments.filter { !$0.value.isViews } + [Argument("body", .views([expanded], parameter: nil))],
            modifiers: node.modifiers, position: node.position)
    }

    /// `node` with its first app modifier applied, if it has one: an `extension View` function
    /// (`.cardStyle()`) or a `ViewModifier` (`.modifier(Card())`). The modifier's body is laid
    /// out in its place, with `self` (or `content`) the view as modified so far, its parameters
    /// bound to the call's arguments; the modifiers after it follow.
    mutating func applyAppModifier(_ node: ViewNode, bindings: [String: Value], depth: Int) -> ViewNode? {
        for (i, m) in node.modifiers.enumerated() {
            var inner: [String: Value] = [:]
            let body: ViewNode
            if let helper = index.modifiers[m.name] {
                for p in helper.parameters { if let initial = p.initial { inner[p.name] = initial } }
                var unlabelled = m.arguments.filter { $0.label == nil }.makeIterator()
                for p in helper.parameters {
                    if let label = p.label, let a = m.arguments.first(where: { $0.label == label }) {
                        inner[p.name] = a.value
                    } else if p.label == nil, let a = unlabelled.next() {
                        inner[p.name] = a.value
                    }
                }
                body = helper.body
            } else if m.name == "modifier", let call = m.arguments.first?.value.views.first, let definition = index.views[call.type],
                let modifierBody = definition.body, modifierBody.typeNames.contains("content")
            {
                for property in definition.properties { if let initial = property.initial { inner[property.name] = initial } }
                for a in call.arguments { if let label = a.label { inner[label] = a.value } }
                body = modifierBody
            } else {
                continue
            }
            guard depth < ViewIndex.maximumDepth, made < ViewIndex.maximumViews else {
                warn(".\(m.name): app modifiers nest deeper than \(ViewIndex.maximumDepth), or make more than \(ViewIndex.maximumViews) views; left out")
                return nil
            }
            var modified = node
            modified.modifiers = Array(node.modifiers[..<i])
            inner["self"] = .views([modified], parameter: nil)
            inner["content"] = .views([modified], parameter: nil)
            var result = placed(expand(body, bindings: inner, depth: depth + 1), at: node.position)
            result.modifiers += node.modifiers[(i + 1)...]
            return expand(result, bindings: bindings, depth: depth + 1)
        }
        return nil
    }

    /// `node` and everything in it placed at `position`.
    func placed(_ node: ViewNode, at position: SourcePlace) -> ViewNode {
        var node = node
        node.position = position
        node.content = node.content.map { placed($0, at: position) }
        node.arguments = node.arguments.map { Argument($0.label, placed($0.value, at: position)) }
        node.modifiers = node.modifiers.map { m in
            var m = m
            m.position = position
            m.arguments = m.arguments.map { Argument($0.label, placed($0.value, at: position)) }
            return m
        }
        return node
    }

    func placed(_ value: Value, at position: SourcePlace) -> Value {
        guard case .views(let nodes, let parameter) = value else { return value }
        return .views(nodes.map { placed($0, at: position) }, parameter: parameter)
    }

    /// A value with the properties it names replaced by theirs: `title` → `"Ada"`, and
    /// `"Hi \(title)"` → `"Hi Ada"`.
    mutating func substitute(_ value: Value, _ bindings: [String: Value], depth: Int) -> Value {
        switch value {
        case .expression(let e):
            let name = e.hasPrefix("self.") ? String(e.dropFirst(5)) : e
            return bindings[name] ?? value
        case .string(let s) where s.contains("\\("):
            var text = s
            for (name, bound) in bindings {
                let shown: String? =
                    switch bound {
                    case .string(let v): v
                    case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
                    default: nil
                    }
                if let shown { text = text.replacingAll("\\(\(name))", with: shown).replacingAll("\\(self.\(name))", with: shown) }
            }
            return .string(text)
        case .views(let nodes, let parameter):
            return .views(nodes.map { expand($0, bindings: bindings, depth: depth) }, parameter: parameter)
        case .array(let items):
            return .array(items.map { substitute($0, bindings, depth: depth) })
        case .call(let name, let arguments):
            return .call(name, arguments.map { Argument($0.label, substitute($0.value, bindings, depth: depth)) })
        default:
            return value
        }
    }
}
