import Geometry

/// Where the containers put the navigation controller's view and the content controller's view
/// (R10), in window coordinates, with the reason for each edge.
struct ContainerFrames {
    var navigationView: Rect
    var navigationViewWhy: String
    var contentView: Rect
    var contentViewWhy: String
    /// Why the content view does or does not reach under the bars, per edge.
    var reasons: [Edge: Explanation] = [:]

    init(scene: Scene, chrome: Chrome) {
        let screen = chrome.screen
        (navigationView, navigationViewWhy) = Self.navigationView(scene: scene, chrome: chrome)
        guard scene.navigation != nil || scene.tabBar != nil else {
            contentView = screen
            contentViewWhy = "the window's root view controller fills the screen and ignores edgesForExtendedLayout (R10)"
            return
        }
        let (bottom, bottomReason) = Self.bottom(scene: scene, chrome: chrome)
        let (top, topReason) = Self.top(scene: scene, chrome: chrome)
        contentView = Rect(x: 0, y: top, width: screen.width, height: max(0, bottom - top))
        reasons[.top] = topReason
        reasons[.bottom] = bottomReason
        let parts = [topReason, bottomReason].compactMap { $0?.text }
        contentViewWhy = parts.isEmpty ? "the container's view fills the screen" : parts.joined(separator: "; ")
    }

    /// The navigation controller's view reaches the screen bottom unless the tab bar is opaque
    /// and the content does not extend under it.
    private static func navigationView(scene: Scene, chrome: Chrome) -> (Rect, String) {
        var frame = chrome.screen
        if let tab = chrome.tabBar, !tab.atTop, !tab.translucent, !mayExtend(scene, under: tab, edge: .bottom, name: "tab bar").0 {
            frame.size.height = tab.frame.minY
            return (
                frame,
                "the navigation controller's view ends at the opaque tab bar's top, y = \(PointFormat.string(tab.frame.minY)), because its content does not extend under it (R10)"
            )
        }
        return (
            frame,
            scene.tabBar == nil ? "the navigation controller's view fills the window" : "the navigation controller's view reaches the screen bottom (R10)"
        )
    }

    /// The content view's bottom: under the toolbar, then the tab bar, it stops at the first bar
    /// it may not extend under.
    private static func bottom(scene: Scene, chrome: Chrome) -> (Double, Explanation?) {
        var reason: Explanation?
        for (bar, name) in [(chrome.toolbar, "toolbar"), (chrome.tabBar, "tab bar")] {
            guard let bar, !bar.atTop else { continue }
            let (extends, why) = mayExtend(scene, under: bar, edge: .bottom, name: name)
            reason = why
            if !extends { return (bar.frame.minY, reason) }
        }
        return (chrome.screen.maxY, reason)
    }

    /// The content view's top: the screen's, or the navigation bar's bottom when it may not
    /// extend under it.
    private static func top(scene: Scene, chrome: Chrome) -> (Double, Explanation?) {
        if let nav = chrome.navigationBar {
            let (extends, why) = mayExtend(scene, under: nav, edge: .top, name: "navigation bar")
            return (extends ? chrome.screen.minY : nav.frame.maxY, why)
        }
        if chrome.statusBar != nil {
            return (
                chrome.screen.minY,
                Explanation(
                    "with no navigation bar the view starts at y = 0; the status bar is not a bar for edgesForExtendedLayout (R10)", confidence: .low)
            )
        }
        return (chrome.screen.minY, nil)
    }

    /// R10: under a bar only if its edge is in edgesForExtendedLayout and the bar is
    /// translucent or extendedLayoutIncludesOpaqueBars is true.
    private static func mayExtend(_ scene: Scene, under bar: Chrome.Bar, edge: Edge, name: String) -> (Bool, Explanation) {
        let controller = scene.controller
        if !controller.edgesForExtendedLayout.contains(edge) {
            return (false, Explanation("\(edge.rawValue) is not in edgesForExtendedLayout, so the view stops at the \(name) (R10)"))
        }
        if bar.translucent {
            return (true, Explanation("the \(name) is translucent and \(edge.rawValue) is in edgesForExtendedLayout (R10)"))
        }
        if controller.extendedLayoutIncludesOpaqueBars {
            return (true, Explanation("the \(name) is opaque but extendedLayoutIncludesOpaqueBars is true (R10)"))
        }
        // R33: whether an opaque Liquid Glass bar still shortens the view is not logged.
        return (
            false,
            Explanation(
                "the \(name) is opaque and extendedLayoutIncludesOpaqueBars is false, so the view stops at it (R10\(scene.isLiquidGlass ? "; not logged for Liquid Glass bars, R33" : ""))",
                confidence: scene.isLiquidGlass ? .low : .high)
        )
    }
}
