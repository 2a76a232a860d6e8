import AutoLayout

/// Checks what a scene's constraints name once every view is known: each view exists, and each
/// is one the engine knows when it solves the constraint's level (top down, depth first): the
/// view itself, a sibling, an ancestor, or a view laid out before (an earlier sibling's subtree,
/// or one of an ancestor's earlier siblings'). Guides are those of ancestors and earlier views.
struct ConstraintReferences {
    let reader: YAMLReader

    func check(_ scene: Scene) throws(SceneError) {
        var names = Set<String>()
        func collect(_ views: [ViewSpec]) {
            for v in views {
                names.insert(v.name)
                collect(v.subviews)
            }
        }
        collect(scene.views)
        try check(scene.views, ancestors: ["viewController.view"], earlier: [], all: names)
        guard scene.constrainedViewCount <= SceneLoader.maximumConstrainedViews else {
            throw SceneError(file: reader.file, message: "\(scene.constrainedViewCount) views placed by constraints; a scene may have at most \(SceneLoader.maximumConstrainedViews)")
        }
    }

    private func check(_ views: [ViewSpec], ancestors: [String], earlier: Set<String>, all: Set<String>) throws(SceneError) {
        let siblings = Set(views.map(\.name))
        var before = earlier
        var builtSiblings = Set<String>()
        func names(_ v: ViewSpec) -> [String] { [v.name] + v.subviews.flatMap(names) }
        for view in views {
            builtSiblings.insert(view.name)
            for c in view.constraints {
                switch c.parsed.item {
                case .view(let name):
                    guard all.contains(name) || name == "viewController.view" else {
                        throw error(c, "unknown view '\(Sanitized.short(name))' in '\(Sanitized.short(c.text))'; expected superview, a guide or a view of the scene\(Suggestion.hint(for: name, in: Array(all) + ["superview", "safeArea", "margins"]))")
                    }
                    guard siblings.contains(name) || ancestors.contains(name) || before.contains(name) else {
                        throw error(c, "'\(c.text)' relates \(view.name) to \(name), which is laid out after it (top down, in the scene's order) and is not its sibling; move \(name) earlier in the scene, or the constraint under \(name)")
                    }
                case .guide(let owner?, let guide):
                    guard ancestors.contains(owner) || before.contains(owner) else {
                        throw error(c, "'\(Sanitized.short(c.text))' uses the \(guide.rawValue) guide of \(Sanitized.short(owner)), which is not laid out before \(view.name) (its safe area depends on its frame); expected superview's, an ancestor's or an earlier view's\(Suggestion.hint(for: owner, in: ancestors + Array(before)))")
                    }
                default: break
                }
            }
            // Below this view: the siblings built so far are laid out, the later ones not yet.
            try check(view.subviews, ancestors: ancestors + [view.name], earlier: before.union(builtSiblings), all: all)
            before.formUnion(names(view))
        }
    }

    private func error(_ c: SceneConstraint, _ message: String) -> SceneError {
        SceneError(file: reader.file, line: c.line, column: c.column, message: message)
    }
}
