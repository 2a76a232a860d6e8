import Geometry

/// A scene laid out: every view UIKit would create, parents first, with the device's metrics.
public struct Layout: Equatable, Sendable {
    public var scene: Scene
    public var metrics: DeviceMetrics
    /// Parents before children; bars and the status bar come after the containers that own them.
    public let views: [LayoutView]
    /// Scene-wide notes: assumed values, versions not modelled, medium and low confidence rules.
    public var notes: [Explanation]
    /// What no real device could show, said in every output and in JSON's `warnings` (R6b).
    public var warnings: [String]
    /// The screen's unsafe bands as R11 measures them for the content controller: how far the
    /// window insets, the status bar and the bars cover each edge, in window points.
    public var coveredBands: EdgeInsets
    /// Where the expanded large title shows, in window points: the bottom of the bar on iOS 11–18
    /// (R14), the top of the content scroll view with Liquid Glass (R34); nil without one.
    public var largeTitle: Rect?
    /// Whether the status bar is shown (R3).
    public var statusBarShown: Bool
    /// Whether the solver stopped at its budget (`LayoutEngine.maximumSolverWork`), leaving some
    /// constraints unsolved: the frames are partial, and commands refuse to report on them.
    public var unsolved: Bool
    /// The solver work the last pass did (`Solver.work`).
    public var solverWork: Int
    /// Whether this is the iOS 7–10 legacy mode (R24).
    public var isLegacy: Bool { scene.ios < 11 }
    /// The window the layout has: an iPad's, or the screen (on iPhone every window is).
    public var window: WindowChoice { metrics.window?.choice ?? .full }

    /// Each view's position in `views`, by name: lookups are constant time, so commands stay
    /// linear in the number of views.
    private let index: [String: Int]

    init(
        scene: Scene, metrics: DeviceMetrics, views: [LayoutView], notes: [Explanation], warnings: [String],
        coveredBands: EdgeInsets, largeTitle: Rect?, statusBarShown: Bool, unsolved: Bool = false, solverWork: Int = 0
    ) {
        self.scene = scene
        self.metrics = metrics
        self.views = views
        self.notes = notes
        self.warnings = warnings
        self.coveredBands = coveredBands
        self.largeTitle = largeTitle
        self.statusBarShown = statusBarShown
        self.unsolved = unsolved
        self.solverWork = solverWork
        index = Dictionary(views.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The layout, or the solver's refusal (`unsolved`) as an error naming `file`: a command
    /// never reports partial frames as numbers.
    public func solved(file: String) throws(SceneError) -> Layout {
        guard unsolved else { return self }
        throw SceneError(file: file, message: LayoutEngine.overBudgetWarning)
    }

    /// The view with this name, if any.
    public func view(named name: String) -> LayoutView? {
        index[name].map { views[$0] }
    }

    /// The first scroll view, parents first: what the scroll keys move and the inspector shows
    /// when nothing is selected, and whose behavior the key bar, the matrix and compare name.
    public var firstScrollView: LayoutView? { views.first { $0.scroll != nil } }

    /// The screen's bounds in points.
    public var screen: Rect { Rect(origin: .zero, size: metrics.screenSize) }
}
