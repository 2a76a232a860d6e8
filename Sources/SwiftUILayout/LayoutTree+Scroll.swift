import Geometry

extension LayoutTree {
    /// `ScrollView`, `List` and `Form`: a scroll view (UIKit's, S33, S35) whose one child is its
    /// content. A `ScrollView`'s views stack along its axis as a stack would; a list's rows stand
    /// in sections.
    mutating func buildScroll(_ node: ViewNode, env: Environment, index: Int, path: String) -> Int {
        listed[index].role = .scroll
        let axis: Axis = node.argument(nil)?.member == "horizontal" ? .horizontal : .vertical
        var inner = env
        inner.stackAxis = axis
        let content: Int
        if node.type == "ScrollView" {
            let children = buildChildren(node.content, env: inner, parent: index, path: path)
            content = add(.stack(axis, .center, spacing: nil, fillsMinor: false), children)
        } else {
            content = buildList(node, env: inner, index: index, path: path)
        }
        let margins = node.modifiers.last { $0.name == "contentMargins" }.map { insets($0.arguments, default: 16) } ?? .zero
        return add(.scroll(axis, contentMargins: margins), [content])
    }

    /// A list's style as its `.listStyle` says, `Form` and the default inset grouped (S35, L).
    enum ListStyle { case plain, insetGrouped }

    /// A list's content: sections of rows. Each row is at least 44 tall and its content inset
    /// 20 across and 11 down; inset grouped sections stand in from the sides by the system
    /// margin (16, or 20 on screens 400 wide and more) with 35 above each. UIKit's table
    /// numbers where RULES has them, else estimates (S35: L).
    mutating func buildList(_ node: ViewNode, env: Environment, index: Int, path: String) -> Int {
        let styleName = node.modifiers.last { $0.name == "listStyle" }?.argument(nil)?.member
        let style: ListStyle = styleName == "plain" ? .plain : .insetGrouped
        let side = style == .plain ? 0 : containerSize.width >= 400 ? 20.0 : 16
        // With sections, each section (and each view between them) is a group of its own.
        let groups = node.content.contains { $0.type == "Section" } ? node.content.map { [$0] } : [node.content]
        var column: [Int] = []
        var rowEnv = env
        rowEnv.stackAxis = nil
        var sections = 0
        let sectionCount = node.content.filter { $0.type == "Section" }.count
        for group in groups {
            if style == .insetGrouped { column.append(add(.fixed(Size(width: 0, height: 35)))) }
            var groupPath = path
            var rowNodes = group
            if let section = group.first, section.type == "Section" {
                groupPath += "/Section" + (sectionCount > 1 ? "[\(sections)]" : "")
                sections += 1
                if let header = sectionHeader(section) {
                    let ids = buildChildren([header], env: rowEnv, parent: index, path: groupPath + "/header")
                    // A header's text stands 20 in with 6 below it (L: no logged header metrics).
                    column += ids.map { add(.padding(EdgeInsets(top: 0, left: side + 20, bottom: 6, right: side + 20)), [$0]) }
                }
                rowNodes = section.content + (section.argument("footer")?.views ?? [])
            }
            for row in buildChildren(rowNodes, env: rowEnv, parent: index, path: groupPath) {
                let padded = add(.padding(EdgeInsets(top: 11, left: 20, bottom: 11, right: 20)), [row])
                let framed = add(
                    .flexibleFrame(
                        FlexibleFrame(
                            minWidth: nil, idealWidth: nil, maxWidth: .infinity,
                            minHeight: 44, idealHeight: nil, maxHeight: nil), .leading), [padded])
                column.append(side > 0 ? add(.padding(EdgeInsets(top: 0, left: side, bottom: 0, right: side)), [framed]) : framed)
            }
        }
        return add(.stack(.vertical, .leading, spacing: 0, fillsMinor: true), column)
    }

    /// A section's header: its `header:` view, or its title as footnote text (S35: L).
    func sectionHeader(_ section: ViewNode) -> ViewNode? {
        if let views = section.argument("header")?.views, let first = views.first { return first }
        guard let title = section.argument(nil), !title.isViews else { return nil }
        return ViewNode(
            type: "Text", arguments: [Argument(title)],
            modifiers: [Modifier(name: "font", arguments: [Argument(.member("footnote"))])], position: section.position)
    }

    /// Insets from `padding`'s or `contentMargins`'s arguments: `()`, `(n)`, `(.edges)`,
    /// `(.edges, n)`, `(EdgeInsets(top:…))`; a missing length is `default`.
    func insets(_ arguments: [Argument], default length: Double) -> EdgeInsets {
        let unlabelled = arguments.filter { $0.label == nil || $0.label == "length" || $0.label == "insets" }.map(\.value)
        var edges = Set(Edge.allCases)
        var amount = length
        for value in unlabelled {
            switch value {
            case .number: amount = value.number ?? length
            case .member, .array: edges = edgeSet(value)
            case .call(_, let parts):
                func part(_ label: String) -> Double { parts.first { $0.label == label }?.value.number ?? 0 }
                return EdgeInsets(top: part("top"), left: part("leading"), bottom: part("bottom"), right: part("trailing"))
            default: break
            }
        }
        var result = EdgeInsets.zero
        for edge in edges { result[edge] = amount }
        return result
    }

    /// The edges an `Edge.Set` member names (`.horizontal` is left and right).
    static func edges(_ name: String) -> Set<Edge> {
        switch name {
        case "all": Set(Edge.allCases)
        case "horizontal": [.left, .right]
        case "vertical": [.top, .bottom]
        case "top": [.top]
        case "bottom": [.bottom]
        case "leading": [.left]
        case "trailing": [.right]
        default: []
        }
    }
}
