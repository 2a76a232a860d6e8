import Geometry

/// The unsafe bands a view's safe area is measured against (R11): the window's insets plus
/// whichever of the status bar and the bars cover that view.
struct Bands {
    var insets: EdgeInsets
    /// What covers each edge, in words ("nothing" where nothing does): built only when an
    /// explanation asks, once for its four edges.
    let words: () -> [Edge: String]
}

extension Chrome {
    /// Which bars a view is measured against: a container's view does not count its own bars.
    struct Coverage: OptionSet {
        let rawValue: Int
        static let statusBar = Coverage(rawValue: 1)
        static let navigationBar = Coverage(rawValue: 2)
        static let toolbar = Coverage(rawValue: 4)
        static let tabBar = Coverage(rawValue: 8)
        static let all: Coverage = [.statusBar, .navigationBar, .toolbar, .tabBar]
    }

    /// R11: the top band runs to the greatest of the window's top inset, the status bar's bottom
    /// and the navigation bar's bottom; the bottom band from the least of H − the bottom inset,
    /// the toolbar's top and the tab bar's top; left and right are the window's insets.
    func bands(_ coverage: Coverage) -> Bands {
        let chrome = self
        return Bands(insets: band(coverage, words: false).insets, words: { chrome.band(coverage, words: true).words })
    }

    /// The bands' insets, and with `words` what covers each edge (most layouts explain no view,
    /// so the numbers come without the words).
    private func band(_ coverage: Coverage, words: Bool) -> (insets: EdgeInsets, words: [Edge: String]) {
        func say(_ text: @autoclosure () -> String) -> String { words ? text() : "" }
        let h = screen.height
        var top = (windowInsets.top, say("window inset \(PointFormat.string(windowInsets.top))"))
        if let status = statusBar, coverage.contains(.statusBar), status.maxY >= top.0 {
            top = (status.maxY, say("status bar \(PointFormat.string(status.height))"))
        }
        if let nav = navigationBar, coverage.contains(.navigationBar), nav.frame.maxY >= top.0 {
            let bar = say("\(navigationBarIsLarge && !largeTitleInScrollView ? "large-title " : "")navigation bar \(PointFormat.string(nav.frame.height))")
            if let status = statusBar, nav.frame.minY > 0, nav.frame.minY == status.maxY {
                top = (nav.frame.maxY, say("status bar \(PointFormat.string(status.height)) + \(bar)"))
            } else if nav.frame.minY > 0 {
                top = (nav.frame.maxY, say("\(bar) at y = \(PointFormat.string(nav.frame.minY))"))
            } else {
                top = (nav.frame.maxY, bar)
            }
        }
        if let tab = tabBar, tab.atTop, coverage.contains(.tabBar), tab.frame.maxY > top.0 {
            top = (tab.frame.maxY, say("top tab bar \(PointFormat.string(tab.frame.height)) at y = \(PointFormat.string(tab.frame.minY))"))
        }
        var bottomY = h - windowInsets.bottom
        var bottomWords = windowInsets.bottom > 0 ? say("home indicator \(PointFormat.string(windowInsets.bottom))") : "nothing"
        if let tab = tabBar, !tab.atTop, coverage.contains(.tabBar), tab.frame.minY <= bottomY {
            bottomY = tab.frame.minY
            bottomWords = say(Chrome.barWords("tab bar", tab))
        }
        if let tool = toolbar, coverage.contains(.toolbar), tool.frame.minY <= bottomY {
            bottomY = tool.frame.minY
            let toolWords = say(Chrome.barWords("toolbar", tool))
            bottomWords = tool.band == 0 && bottomWords != "nothing" ? say("\(toolWords) + \(bottomWords)") : toolWords
        }
        let insets = EdgeInsets(top: top.0, left: windowInsets.left, bottom: h - bottomY, right: windowInsets.right)
        guard words else { return (insets, [:]) }
        let side = { (value: Double) in value > 0 ? "window inset \(PointFormat.string(value)) (housing side and rounded corners)" : "nothing" }
        return (insets, [.top: top.0 > 0 ? top.1 : "nothing", .bottom: bottomWords, .left: side(windowInsets.left), .right: side(windowInsets.right)])
    }

    private static func barWords(_ name: String, _ bar: Bar) -> String {
        let total = PointFormat.string(bar.frame.height)
        guard bar.band > 0 else { return "\(name) \(total)" }
        return "\(name) \(total) (\(PointFormat.string(bar.barHeight)) + home indicator \(PointFormat.string(bar.band)))"
    }
}
