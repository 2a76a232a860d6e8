import AutoLayout

/// The checks a scene passes as a value, whatever it was read from (a YAML file, an Interface
/// Builder document), with the place each view, key and constraint carries:
/// - the screen: UIKit views or a SwiftUI view, not both; an orientation the device turns to; a
///   window the device has;
/// - each view: a name the constraint grammar can name, unique, not a built-in view's; a frame,
///   an autoresizing mask or constraints, not a mix; a table's rows or its content size;
/// - what the constraints name exists once every view is known (any view of the scene may be
///   named, as in UIKit, where every view of a controller's view shares it as an ancestor; one
///   laid out later than the constrained view is solved in a second pass, `LayoutEngine.layout`);
/// - the budgets: views, their nesting, constrained views, constraints and priority levels.
public struct SceneChecks {
    /// The file errors name.
    public let file: String

    public init(file: String) {
        self.file = file
    }

    public func validate(_ scene: Scene) throws(SceneError) {
        try screen(scene)
        var names = Set<String>()
        try views(scene.views, depth: 1, names: &names)
        try references(scene.views, all: names)
        try budgets(scene)
    }

    private func screen(_ scene: Scene) throws(SceneError) {
        let places = scene.keyPlaces.values
        if scene.swiftUI != nil, !scene.views.isEmpty || scene.controller.view != nil {
            throw error(
                places["swiftUI"], "a scene's controller shows UIKit views (views, controller.view) or a SwiftUI view (swiftUI), not both")
        }
        if let problem = scene.orientationProblem { throw error(places["orientation"], problem) }
        if let problem = scene.windowProblem { throw error(places["window"], problem) }
    }

    private func views(_ views: [ViewSpec], depth: Int, names: inout Set<String>) throws(SceneError) {
        for view in views {
            let keys = view.keyPlaces.keys
            let values = view.keyPlaces.values
            guard depth <= SceneLoader.maximumDepth else {
                throw error(view.place, "views nest deeper than \(SceneLoader.maximumDepth) levels")
            }
            guard names.count < SceneLoader.maximumViews else {
                throw error(view.place, "more than \(SceneLoader.maximumViews) views; a scene may have at most \(SceneLoader.maximumViews)")
            }
            let name = view.name
            guard !name.isEmpty, name.unicodeScalars.allSatisfy(ViewSpec.nameAllows) else {
                throw error(values["name"] ?? view.place, "invalid view name '\(Sanitized.short(name))'; expected letters, digits, - and _")
            }
            guard !Scene.builtInViewNames.contains(name) else {
                throw error(values["name"] ?? view.place, "'\(name)' is the name of a built-in view; choose another")
            }
            guard names.insert(name).inserted else {
                throw error(values["name"] ?? view.place, "duplicate view name '\(name)'; names must be unique")
            }
            if !view.constraints.isEmpty, !view.autoresizingMask.isEmpty {
                throw error(
                    keys["autoresizingMask"] ?? view.place,
                    "a view placed by constraints has no autoresizing mask (translatesAutoresizingMaskIntoConstraints is false); remove one of them")
            }
            if !view.constraints.isEmpty, let frame = keys["frame"] {
                throw error(frame, "a view placed by constraints takes no frame; remove frame or constraints")
            }
            if view.scroll?.rows != nil, view.scroll?.contentSize != nil {
                throw error(values["rows"] ?? view.place, "a table takes rows or contentSize, not both")
            }
            try self.views(view.subviews, depth: depth + 1, names: &names)
        }
    }

    private func references(_ views: [ViewSpec], all: Set<String>) throws(SceneError) {
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
                            "unknown view '\(Sanitized.short(name))' in '\(Sanitized.short(c.text))'; expected superview, a guide or a view of the scene\(Suggestion.hint(for: name, in: all.sorted() + ["superview", "safeArea", "margins"]))"
                        )
                    }
                default: break
                }
            }
            try references(view.subviews, all: all)
        }
    }

    private func budgets(_ scene: Scene) throws(SceneError) {
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

    private func error(_ c: SceneConstraint, _ message: String) -> SceneError {
        SceneError(file: file, line: c.line, column: c.column, message: message)
    }

    /// An error at a place, or naming only the file where the value was not read from one.
    private func error(_ place: SourcePlace?, _ message: String) -> SceneError {
        guard let place, place.line > 0 else { return SceneError(file: file, message: message) }
        return SceneError(file: file, line: place.line, column: place.column, message: message)
    }
}
