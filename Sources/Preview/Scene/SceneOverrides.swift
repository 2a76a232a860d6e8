import Geometry

/// Command-line overrides applied on top of a scene, with the scene's names (SPEC).
public struct SceneOverrides: Equatable, Sendable {
    public enum Presence<Style: Equatable & Sendable>: Equatable, Sendable {
        case style(Style)
        case none
    }

    public var device: String?
    public var orientation: Orientation?
    public var window: WindowChoice?
    public var sheet: Presence<SheetDetent>?
    public var ios: Int?
    public var design: Design?
    public var layoutDirection: LayoutDirection?
    public var statusBar: StatusBarVisibility?
    public var navigationBar: Presence<NavigationBarStyle>?
    public var prefersLargeTitles: Bool?
    public var toolbar: ToolbarStyle?
    public var tabBar: Presence<TabBarStyle>?
    public var edgesForExtendedLayout: Set<Edge>?
    public var extendedLayoutIncludesOpaqueBars: Bool?
    public var additionalSafeAreaInsets: EdgeInsets?
    /// For every scroll view.
    public var behavior: ContentInsetAdjustmentBehavior?
    /// For every scroll view.
    public var contentInset: EdgeInsets?
    /// For one scroll view, by name (the interactive screen's `c` on a selected scroll view);
    /// wins over `behavior`. `viewController.view` names a scroll view root.
    public var viewBehaviors: [String: ContentInsetAdjustmentBehavior] = [:]

    public init() {}

    /// The scene with the overrides applied. A named device must exist, and the result must be
    /// a scene the loader would accept.
    public func apply(to original: Scene) throws(SceneError) -> Scene {
        var scene = original
        if let id = device {
            guard let found = DeviceCatalog.device(id: id) else {
                throw SceneError(
                    file: "--device",
                    message:
                        "unknown device '\(Sanitized.short(id))'; expected a catalog id (see `layoutpreview devices`)\(Suggestion.hint(for: id, in: DeviceCatalog.devices.map(\.id)))"
                )
            }
            scene.deviceChoice = .catalog(found)
        }
        if let orientation { scene.orientation = orientation }
        if let window { scene.window = window }
        switch sheet {
        case .style(let detent)?: scene.sheet = detent
        case .none?: scene.sheet = nil
        case nil: break
        }
        if let ios { scene.ios = ios }
        if let design { scene.requestedDesign = design }
        if let layoutDirection { scene.layoutDirection = layoutDirection }
        if let statusBar { scene.statusBar = statusBar }
        switch navigationBar {
        case .style(let style)?:
            scene.navigation = scene.navigation ?? NavigationConfiguration()
            scene.navigation?.bar = style
        case .none?: scene.navigation = nil
        case nil: break
        }
        if let prefersLargeTitles {
            scene.navigation = scene.navigation ?? NavigationConfiguration()
            scene.navigation?.prefersLargeTitles = prefersLargeTitles
        }
        if let toolbar {
            scene.navigation = scene.navigation ?? NavigationConfiguration()
            scene.navigation?.toolbar = toolbar
        }
        switch tabBar {
        case .style(let style)?:
            scene.tabBar = scene.tabBar ?? TabBarConfiguration()
            scene.tabBar?.style = style
        case .none?: scene.tabBar = nil
        case nil: break
        }
        if let edgesForExtendedLayout { scene.controller.edgesForExtendedLayout = edgesForExtendedLayout }
        if let extendedLayoutIncludesOpaqueBars { scene.controller.extendedLayoutIncludesOpaqueBars = extendedLayoutIncludesOpaqueBars }
        if let additionalSafeAreaInsets { scene.controller.additionalSafeAreaInsets = additionalSafeAreaInsets }
        if behavior != nil || contentInset != nil || !viewBehaviors.isEmpty {
            scene.controller.view = scene.controller.view.map { updateScroll($0, name: "viewController.view") }
            scene.views = scene.views.map(updateViews)
        }
        if let problem = scene.orientationProblem {
            throw SceneError(file: "--orientation", message: problem)
        }
        if let problem = scene.windowProblem {
            throw SceneError(file: "--window", message: problem)
        }
        return scene
    }

    private func updateScroll(_ spec: ScrollSpec, name: String) -> ScrollSpec {
        var spec = spec
        if let behavior = viewBehaviors[name] ?? behavior { spec.contentInsetAdjustmentBehavior = behavior }
        if let contentInset { spec.contentInset = contentInset }
        return spec
    }

    private func updateViews(_ view: ViewSpec) -> ViewSpec {
        var view = view
        if let scroll = view.scroll { view.scroll = updateScroll(scroll, name: view.name) }
        view.subviews = view.subviews.map(updateViews)
        return view
    }
}
