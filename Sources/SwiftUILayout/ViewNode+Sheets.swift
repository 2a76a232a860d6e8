import Geometry

/// The views a view tree presents, for previews that show each as a screen of its own
/// (docs/sheets.md).
extension ViewNode {
    /// A view another presents: a `.sheet` (a page sheet) or a `.fullScreenCover` (the whole
    /// screen).
    public struct Presentation: Sendable {
        public var content: ViewNode
        public var isSheet: Bool
        public var position: SourcePlace
    }

    /// The modifiers that present views, and whether each is a sheet.
    static let presenting: [String: Bool] = ["sheet": true, "fullScreenCover": false]

    /// What `.sheet` and `.fullScreenCover` (with `isPresented:` or `item:`) present, in source
    /// order: each one's views as one view (a `Group` when the closure holds several), with the
    /// modifier's place. A view named here whose body `bodies` gives is searched too, each body
    /// once (`memo`), so a tree of app views costs the size of their definitions, not of their
    /// inlining. What is presented from inside a presentation belongs to it, so it is not among
    /// these. At most `limit`.
    public func presentations(
        bodies: (String) -> ViewNode? = { _ in nil }, memo: inout [String: [Presentation]], limit: Int = 32
    ) -> [Presentation] {
        var found: [Presentation] = []
        var inProgress: Set<String> = []
        collectPresentations(into: &found, bodies: bodies, memo: &memo, inProgress: &inProgress, limit: limit)
        return found
    }

    private func collectPresentations(
        into found: inout [Presentation], bodies: (String) -> ViewNode?, memo: inout [String: [Presentation]], inProgress: inout Set<String>, limit: Int
    ) {
        guard found.count < limit else { return }
        if let cached = memo[type] {
            found += cached.prefix(limit - found.count)
        } else if !inProgress.contains(type), let body = bodies(type) {
            // A view that shows itself stops here, as inlining stops it.
            inProgress.insert(type)
            var own: [Presentation] = []
            body.collectPresentations(into: &own, bodies: bodies, memo: &memo, inProgress: &inProgress, limit: limit)
            inProgress.remove(type)
            memo[type] = own
            found += own.prefix(limit - found.count)
        }
        for view in content + arguments.flatMap(\.value.views) {
            view.collectPresentations(into: &found, bodies: bodies, memo: &memo, inProgress: &inProgress, limit: limit)
        }
        for modifier in modifiers where found.count < limit {
            let views = modifier.arguments.flatMap(\.value.views)
            if let isSheet = ViewNode.presenting[modifier.name] {
                guard !views.isEmpty else { continue }
                let content = views.count == 1 ? views[0] : ViewNode(type: "Group", content: views, position: views[0].position)
                found.append(Presentation(content: content, isSheet: isSheet, position: modifier.position))
            } else {
                for view in views { view.collectPresentations(into: &found, bodies: bodies, memo: &memo, inProgress: &inProgress, limit: limit) }
            }
        }
    }

    /// The detents the first `.presentationDetents([…])` in the tree asks for, as written
    /// (`.medium`, `.height(300)`), or nil without one; sheets inside are not searched.
    public var presentationDetents: [Value]? {
        for modifier in modifiers {
            if modifier.name == "presentationDetents", case .array(let values)? = modifier.argument(nil) { return values }
        }
        for modifier in modifiers where ViewNode.presenting[modifier.name] == nil {
            for view in modifier.arguments.flatMap(\.value.views) {
                if let found = view.presentationDetents { return found }
            }
        }
        for view in content + arguments.flatMap(\.value.views) {
            if let found = view.presentationDetents { return found }
        }
        return nil
    }
}
