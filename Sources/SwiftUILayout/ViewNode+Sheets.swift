import Geometry

/// The sheets a view tree presents, for previews that show each sheet as a screen of its own
/// (docs/sheets.md).
extension ViewNode {
    /// What `.sheet(isPresented:)` and `.sheet(item:)` present, in source order: each sheet's
    /// views as one view (a `Group` when the closure holds several), with the modifier's place.
    /// A sheet presented from inside a sheet belongs to that sheet, so it is not among these.
    public var sheets: [(content: ViewNode, position: SourcePlace)] {
        var found: [(content: ViewNode, position: SourcePlace)] = []
        collectSheets(into: &found)
        return found
    }

    private func collectSheets(into found: inout [(content: ViewNode, position: SourcePlace)]) {
        for view in content + arguments.flatMap(\.value.views) { view.collectSheets(into: &found) }
        for modifier in modifiers {
            let views = modifier.arguments.flatMap(\.value.views)
            if modifier.name == "sheet" {
                guard !views.isEmpty else { continue }
                let content = views.count == 1 ? views[0] : ViewNode(type: "Group", content: views, position: views[0].position)
                found.append((content, modifier.position))
            } else {
                for view in views { view.collectSheets(into: &found) }
            }
        }
    }

    /// The detents the first `.presentationDetents([…])` in the tree asks for, as written
    /// (`.medium`, `.height(300)`), or nil without one; sheets inside are not searched.
    public var presentationDetents: [Value]? {
        for modifier in modifiers {
            if modifier.name == "presentationDetents", case .array(let values)? = modifier.argument(nil) { return values }
        }
        for modifier in modifiers where modifier.name != "sheet" {
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
