import AutoLayout

/// Checks what a scene's constraints name once every view is known: each view exists, and each
/// is the constraint's view, a sibling or an ancestor (the views the engine solves a level with,
/// top down: a superview's frame and guides are known before its subviews are solved).
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
        try check(scene.views, ancestors: ["viewController.view"], all: names)
        guard scene.constrainedViewCount <= SceneLoader.maximumConstrainedViews else {
            throw SceneError(file: reader.file, message: "\(scene.constrainedViewCount) views placed by constraints; a scene may have at most \(SceneLoader.maximumConstrainedViews)")
        }
    }

    private func check(_ views: [ViewSpec], ancestors: [String], all: Set<String>) throws(SceneError) {
        let siblings = Set(views.map(\.name))
        for view in views {
            for c in view.constraints {
                switch c.parsed.item {
                case .view(let name):
                    guard all.contains(name) || name == "viewController.view" else {
                        throw error(c, "unknown view '\(Sanitized.short(name))' in '\(Sanitized.short(c.text))'; expected superview, a guide or a view of the scene\(Suggestion.hint(for: name, in: Array(all) + ["superview", "safeArea", "margins"]))")
                    }
                    guard siblings.contains(name) || ancestors.contains(name) else {
                        throw error(c, "'\(c.text)' relates \(view.name) to \(name), which is neither its sibling nor its ancestor; constraints between other views are not supported yet")
                    }
                case .guide(let owner?, let guide):
                    guard guide != .contentLayout && guide != .frameLayout else {
                        throw error(c, "scroll views' contentLayout and frameLayout guides are not supported yet in '\(Sanitized.short(c.text))'")
                    }
                    guard ancestors.contains(owner) else {
                        throw error(c, "'\(Sanitized.short(c.text))' uses the \(guide.rawValue) guide of \(Sanitized.short(owner)), which is not an ancestor of \(view.name); expected superview's, or an ancestor's\(Suggestion.hint(for: owner, in: ancestors))")
                    }
                default: break
                }
            }
            try check(view.subviews, ancestors: ancestors + [view.name], all: all)
        }
    }

    private func error(_ c: SceneConstraint, _ message: String) -> SceneError {
        SceneError(file: reader.file, line: c.line, column: c.column, message: message)
    }
}
