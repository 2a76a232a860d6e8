import AutoLayout

/// The checks a scene passes as a value, whatever it was read from (a YAML file, an Interface
/// Builder document), with the place each view and constraint carries: what the constraints name
/// exists once every view is known (any view of the scene may be named, as in UIKit, where every
/// view of a controller's view shares it as an ancestor; one laid out later than the constrained
/// view is solved in a second pass, `LayoutEngine.layout`), and the solver's budgets.
public struct SceneChecks {
    /// The file errors name.
    public let file: String

    public init(file: String) {
        self.file = file
    }

    public func validate(_ scene: Scene) throws(SceneError) {
        var names = Set<String>()
        func collect(_ views: [ViewSpec]) {
            for v in views {
                names.insert(v.name)
                collect(v.subviews)
            }
        }
        collect(scene.views)
        try check(scene.views, all: names)
        guard scene.constrainedViewCount <= SceneLoader.maximumConstrainedViews else {
            throw SceneError(
                file: file,
                message: "\(scene.constrainedViewCount) views placed by constraints; a scene may have at most \(SceneLoader.maximumConstrainedViews)")
        }
        let constraints = scene.constraints
        if constraints.count > SceneLoader.maximumConstraints {
            throw error(
                constraints[SceneLoader.maximumConstraints],
                "\(constraints.count) constraints; a scene may have at most \(SceneLoader.maximumConstraints) (the solver's work grows with their square)")
        }
        let levels = scene.priorityLevels
        if levels > SceneLoader.maximumPriorityLevels {
            var seen = Set<Int>()
            let at = constraints.first {
                $0.parsed.priority < 1000 && seen.insert($0.parsed.priority).inserted && seen.count > SceneLoader.maximumPriorityLevels
            }
            let message =
                "\(levels) distinct priorities below 1000; a scene may use at most \(SceneLoader.maximumPriorityLevels) (each is a level the solver weighs on its own, R42): use fewer, as apps do (250, 750, 999)"
            throw at.map { error($0, message) } ?? SceneError(file: file, message: message)
        }
    }

    private func check(_ views: [ViewSpec], all: Set<String>) throws(SceneError) {
        for view in views {
            let forms = view.constraints.flatMap { c in
                [c]
                    + c.variations.values.compactMap { variation -> SceneConstraint? in
                        guard case .installed(let text, let parsed) = variation else { return nil }
                        return SceneConstraint(text: text, parsed: parsed, line: c.line, column: c.column)
                    }
            }
            for c in forms {
                switch c.parsed.item {
                case .view(let name), .guide(let name?, _):
                    guard all.contains(name) || name == "viewController.view" else {
                        throw error(
                            c,
                            "unknown view '\(Sanitized.short(name))' in '\(Sanitized.short(c.text))'; expected superview, a guide or a view of the scene\(Suggestion.hint(for: name, in: Array(all) + ["superview", "safeArea", "margins"]))"
                        )
                    }
                default: break
                }
            }
            try check(view.subviews, all: all)
        }
    }

    private func error(_ c: SceneConstraint, _ message: String) -> SceneError {
        SceneError(file: file, line: c.line, column: c.column, message: message)
    }
}
