import Geometry

extension LayoutTree {
    /// Builds `node` and its modifiers; returns its listed index's outer element, or nil when
    /// the view makes no element (`EmptyView`, a view past the budget).
    mutating func build(_ node: ViewNode, env inherited: Environment, parent: Int?, path: String) -> Int? {
        guard listed.count < Self.maximumViews else { return nil }
        var env = inherited
        applyEnvironment(node.modifiers, to: &env)
        let index = listed.count
        listed.append(
            Listed(
                name: path, path: path, type: node.type, role: .container, parent: parent, inner: 0, outer: 0,
                text: nil, position: node.position, ignoresSafeArea: false))
        guard let inner = buildView(node, env: env, index: index, path: path) else {
            listed.removeLast()
            return nil
        }
        listed[index].inner = inner
        listedByInner[inner] = index
        let outer = applyModifiers(node, to: inner, env: env, index: index, path: path)
        listed[index].outer = outer
        return outer
    }

    /// The children of a view builder, with `Group`, `ForEach` and (outside a list) `Section`
    /// flattened into them as SwiftUI flattens them; each listed under `path`.
    mutating func buildChildren(_ nodes: [ViewNode], env: Environment, parent: Int?, path: String) -> [Int] {
        let items = flatten(nodes, env: env)
        for choice in choices(nodes) { warn(choice.text, at: choice.position) }
        if items.count + listed.count >= Self.maximumViews {
            warn("more than \(Self.maximumViews) views: the rest are left out")
        }
        // How many views of each type the builder holds, and how many were built: a type's
        // index in the path (`Text[2]`). Few types per builder, so a list beats a hash table.
        var counts: [(type: String, total: Int, seen: Int)] = []
        for (node, _) in items {
            if let i = counts.firstIndex(where: { $0.type == node.type }) { counts[i].total += 1 } else { counts.append((node.type, 1, 0)) }
        }
        var ids: [Int] = []
        ids.reserveCapacity(items.count)
        for (node, env) in items {
            let i = counts.firstIndex { $0.type == node.type } ?? 0
            let n = counts[i].seen
            counts[i].seen += 1
            let childPath = (path.isEmpty ? "" : path + "/") + node.type + (counts[i].total > 1 ? "[\(n)]" : "")
            if let id = build(node, env: env, parent: parent, path: childPath) { ids.append(id) }
        }
        return ids
    }

    /// The views a builder lays out, `Group`s and `ForEach`es opened, each with the environment
    /// its `ForEach` gives it.
    func flatten(_ nodes: [ViewNode], env: Environment) -> [(ViewNode, Environment)] {
        var result: [(ViewNode, Environment)] = []
        for node in nodes {
            // Past the budget nothing more is built, so nested ForEach loops stop here too.
            guard result.count + listed.count < Self.maximumViews else { break }
            result += opened(node, env: env)
        }
        return result
    }

    /// One view of a builder, opened if it is a `Group` or a `ForEach`.
    private func opened(_ node: ViewNode, env: Environment) -> [(ViewNode, Environment)] {
        switch node.type {
        case "Group":
            // A group's modifiers apply to each of its views (SwiftUI's `Group` is not a view of its own).
            return flatten(
                node.content.map { child in
                    var child = child
                    child.modifiers += node.modifiers
                    return child
                }, env: env)
        case "Section" where node.modifiers.isEmpty:
            return flatten((node.argument("header")?.views ?? []) + node.content + (node.argument("footer")?.views ?? []), env: env)
        case "ForEach":
            var items: [(ViewNode, Environment)] = []
            for element in forEachElements(node, env: env) {
                guard items.count + listed.count < Self.maximumViews else { break }
                items += flatten(node.content, env: element)
            }
            return items
        default:
            return [(node, env)]
        }
    }

    /// What a builder's `if`s, `switch`es and `ForEach`es over the app's data leave to the running
    /// app (`Group(if:)` is how the reader marks a branch it took), each said where it is.
    func choices(_ nodes: [ViewNode]) -> [(text: String, position: SourcePlace)] {
        nodes.flatMap { node -> [(text: String, position: SourcePlace)] in
            var said: [(text: String, position: SourcePlace)] = []
            if node.type == "Group", case .string(let condition)? = node.argument("if") {
                said.append(("if \(condition): the running app decides; the first branch is shown", node.position))
            }
            if node.type == "Group", case .string(let subject)? = node.argument("switch") {
                said.append(("switch \(subject): the running app decides; the first case is shown", node.position))
            }
            if node.type == "ForEach", let data = node.argument(nil) {
                switch data {
                case .range, .array: break
                default:
                    said.append(
                        (
                            "ForEach over \(data.describedShort.isEmpty ? "its data" : data.describedShort): the running app's data; \(ViewNode.forEachShown) elements shown",
                            node.position
                        ))
                }
            }
            guard node.type == "Group" || node.type == "ForEach" || node.type == "Section" else { return said }
            return said + choices(node.content)
        }
    }

    /// One environment per element a `ForEach` shows (`ViewNode.forEachCount`): its range's or
    /// array's, else `ViewNode.forEachShown` (the data is the running app's).
    func forEachElements(_ node: ViewNode, env: Environment) -> [Environment] {
        let parameter: String? =
            node.arguments.lazy.compactMap {
                if case .views(_, let p) = $0.value { return p }
                return nil
            }.first ?? nil
        let count = node.forEachCount
        let values: [String] =
            switch node.argument(nil) {
            case .range(let lo, _): (lo..<lo + count).map(String.init)
            case .array(let items): items.map { $0.string ?? $0.number.map(PointFormat.string) ?? $0.member ?? "item" }
            default: (1..<1 + count).map(String.init)
            }
        return values.map { value in
            var e = env
            if let parameter { e.values[parameter] = value }
            return e
        }
    }

    /// `.font`, `.lineLimit`, `.bold`, `.buttonStyle`: what a modifier sets for every view inside.
    func applyEnvironment(_ modifiers: [Modifier], to env: inout Environment) {
        for m in modifiers {
            switch m.name {
            case "font": if let font = m.argument(nil).flatMap(Font.resolve) { env.font = font }
            case "bold": env.font.bold = true
            case "fontWeight": env.font.bold = ["bold", "semibold", "heavy", "black"].contains(m.argument(nil)?.member ?? "")
            case "lineLimit": env.lineLimit = m.argument(nil)?.integer
            case "buttonStyle": env.borderedButtons = ["bordered", "borderedProminent"].contains(m.argument(nil)?.member ?? "")
            default: break
            }
        }
    }

    /// A string as the view shows it: a literal with `ForEach`'s values put in, or a placeholder
    /// named after the expression the running app would evaluate.
    mutating func string(_ value: Value?, env: Environment, at position: SourcePlace) -> String {
        switch value {
        case .string(let s)?:
            var text = s
            for (name, v) in env.values { text = text.replacingAll("\\(\(name))", with: v) }
            return text
        case .expression(let e)?:
            if let value = env.values[e] { return value }
            warn("the text \(e) is the running app's; shown as a placeholder of its name", at: position)
            return e
        case .number(let n)?: return PointFormat.string(n)
        default: return ""
        }
    }
}
