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
        let controller = scene.controller
        let includesOpaque = controller.extendedLayoutIncludesOpaqueBars
        let edges = controller.edgesForExtendedLayout

        /// R10: under a bar only if its edge is in edgesForExtendedLayout and the bar is
        /// translucent or extendedLayoutIncludesOpaqueBars is true.
        func mayExtend(under bar: Chrome.Bar, edge: Edge, name: String) -> (Bool, Explanation) {
            let inEdges = edges.contains(edge)
            if !inEdges {
                return (false, Explanation("\(edge.rawValue) is not in edgesForExtendedLayout, so the view stops at the \(name) (R10)"))
            }
            if bar.translucent {
                return (true, Explanation("the \(name) is translucent and \(edge.rawValue) is in edgesForExtendedLayout (R10)"))
            }
            if includesOpaque {
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

        // The navigation controller's view reaches the screen bottom unless the tab bar is
        // opaque and the content does not extend under it.
        navigationView = screen
        navigationViewWhy =
            scene.tabBar == nil ? "the navigation controller's view fills the window" : "the navigation controller's view reaches the screen bottom (R10)"
        if let tab = chrome.tabBar, !tab.atTop, !tab.translucent, !mayExtend(under: tab, edge: .bottom, name: "tab bar").0 {
            navigationView.size.height = tab.frame.minY
            navigationViewWhy =
                "the navigation controller's view ends at the opaque tab bar's top, y = \(PointFormat.string(tab.frame.minY)), because its content does not extend under it (R10)"
        }

        // Under the toolbar, then the tab bar: the view stops at the first bar it may not extend under.
        var bottom = screen.maxY
        var bottomReason: Explanation?
        for (bar, name) in [(chrome.toolbar, "toolbar"), (chrome.tabBar, "tab bar")] {
            guard let bar, !bar.atTop else { continue }
            let (extends, why) = mayExtend(under: bar, edge: .bottom, name: name)
            bottomReason = why
            if !extends {
                bottom = bar.frame.minY
                break
            }
        }

        var top = screen.minY
        var topReason: Explanation?
        if let nav = chrome.navigationBar {
            let (extends, why) = mayExtend(under: nav, edge: .top, name: "navigation bar")
            topReason = why
            if !extends { top = nav.frame.maxY }
        } else if scene.navigation != nil || scene.tabBar != nil, chrome.statusBar != nil {
            topReason = Explanation(
                "with no navigation bar the view starts at y = 0; the status bar is not a bar for edgesForExtendedLayout (R10)", confidence: .low)
        }

        if scene.navigation == nil && scene.tabBar == nil {
            contentView = screen
            contentViewWhy = "the window's root view controller fills the screen and ignores edgesForExtendedLayout (R10)"
            return
        }
        contentView = Rect(x: 0, y: top, width: screen.width, height: max(0, bottom - top))
        reasons[.top] = topReason
        reasons[.bottom] = bottomReason
        let parts = [topReason, bottomReason].compactMap { $0?.text }
        contentViewWhy = parts.isEmpty ? "the container's view fills the screen" : parts.joined(separator: "; ")
    }
}
