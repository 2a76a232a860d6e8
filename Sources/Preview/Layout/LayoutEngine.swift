import Geometry

/// Computes every frame and inset of a scene as UIKit would, top down as UIKit does:
/// window → status bar → containers and their bars → the controller's view → its subviews.
///
///     let layout = LayoutEngine.layout(scene)
///     layout.view(named: "viewController.view")?.safeAreaInsets // {88, 0, 83, 0} on an iPhone X
public enum LayoutEngine {
    /// What one command may lay out when it repeats a scene over many layouts (lint, the device
    /// matrix): views × layouts, and for Auto Layout, whose cost grows with the square of a chain
    /// of constrained views, constrained views² × layouts. Within both a command stays near a
    /// second of CPU even in a debug build (a few tenths in release).
    public static let maximumViewWork = 100_000
    public static let maximumConstraintWork = 500_000
    /// Constraints² × layouts: a hundredth of a microsecond each in release (3,000 constraints
    /// take a tenth of a second a layout).
    public static let maximumConstraintCountWork = 50_000_000
    /// Priority levels³ × layouts (`SceneLoader.maximumPriorityLevels` says why the cube).
    public static let maximumPriorityWork = 10_000_000

    /// Why laying `scene` out `layouts` times is over budget, if it is; the message says what to
    /// narrow. The solver's share is estimated from the scene's counts, for a command that does
    /// not meter it (the device matrix); lint meters it (`commandSolverBudget`) and asks only
    /// `viewWorkProblem`.
    public static func workProblem(_ scene: Scene, layouts: Int, narrow: String) -> String? {
        if let problem = viewWorkProblem(scene, layouts: layouts, narrow: narrow) { return problem }
        let constrained = scene.constrainedViewCount
        if constrained * constrained * layouts > maximumConstraintWork {
            return
                "\(constrained) views placed by constraints on \(layouts) layouts is more than the budget of \(maximumConstraintWork) (constrained views² × layouts); \(narrow)"
        }
        let constraints = scene.constraints.count
        if constraints * constraints * layouts > maximumConstraintCountWork {
            return
                "\(constraints) constraints on \(layouts) layouts is more than the budget of \(maximumConstraintCountWork) (constraints² × layouts); \(narrow)"
        }
        let levels = scene.priorityLevels
        if levels * levels * levels * layouts > maximumPriorityWork {
            return "\(levels) distinct priorities on \(layouts) layouts is more than the budget of \(maximumPriorityWork) (priorities³ × layouts); \(narrow)"
        }
        return nil
    }

    /// Why laying `scene`'s views out `layouts` times is over budget, if it is (frames and bars:
    /// work the solver's meter does not count).
    public static func viewWorkProblem(_ scene: Scene, layouts: Int, narrow: String) -> String? {
        let views = scene.viewCount
        guard views * layouts > maximumViewWork else { return nil }
        return "\(views) views on \(layouts) layouts is more than the budget of \(maximumViewWork) views × layouts; \(narrow)"
    }

    /// The layout of `scene`. `scrollOffsets` moves named scroll views away from their resting
    /// offset by that many points (the interactive screen's scrolling); it is clamped to the content.
    /// `explaining` says which views get their explanations (the numbers are the same).
    /// `keepingSizes` holds named views (placed by constraints or arranged) at the given frame
    /// sizes over every constraint of theirs that disagrees, as Interface Builder's canvas keeps a
    /// view a user resized by hand and lays its subviews out inside it (the frame check's
    /// second look at the subviews of a view whose stored frame is stale).
    ///
    /// UIKit solves a window's constraints at once; this engine solves them top down, a
    /// superview's before its subviews'. A constraint that names a view laid out later (outside
    /// its own level's island: a later sibling's subview, say) cannot be solved in the first
    /// pass, so the layout takes passes: each solves such constraints against the frames of the
    /// pass before, until two passes agree (at most `maximumPasses`; a scene without such
    /// constraints takes one).
    public static func layout(
        _ original: Scene, scrollOffsets: [String: Point] = [:], explaining: Explaining = .all, keepingSizes: [String: Size] = [:]
    ) -> Layout {
        // Interface Builder's size-class variations, as this layout's window selects them.
        let scene = original.hasSizeClassVariations ? original.resolving(original.sizeClasses) : original
        var collapse = 0.0
        var earlier: Layout?
        var pass = 1
        while true {
            var builder = LayoutBuilder(
                scene: scene, scrollOffsets: scrollOffsets, largeTitleCollapse: collapse, explaining: explaining,
                keepingSizes: keepingSizes, earlierPass: earlier)
            builder.build()
            // R14, R34: the title is large only while its content is at the top. Once the content
            // scroll view has scrolled, lay out again with the title shorter by as much (every inset
            // under the bar follows it, as viewSafeAreaInsetsDidChange does while a user scrolls).
            if builder.largeTitleCollapseFromScrolling != collapse, collapse == 0 {
                collapse = builder.largeTitleCollapseFromScrolling
                continue
            }
            var said = builder.constraintWarnings + builder.swiftUIWarnings
            if builder.overBudget {
                // Unsettled passes would only repeat the refusal: this one is the answer.
                said.append(LayoutEngine.overBudgetWarning)
                return layout(of: builder, scene: scene, warnings: said)
            }
            let settled = earlier.map { agrees($0, builder.views) } ?? builder.unresolved.isEmpty
            if !settled && pass < maximumPasses {
                earlier = layout(of: builder, scene: scene, warnings: [])
                pass += 1
                continue
            }
            if !builder.unresolved.isEmpty {
                said.append("Unable to solve \(builder.unresolved.joined(separator: ", ")): a view it names was not laid out (R50)")
            } else if !settled {
                said.append(
                    "Constraints between views of different levels depend on each other and had not settled after \(maximumPasses) passes; the last pass is shown (R50)"
                )
            }
            return layout(of: builder, scene: scene, warnings: said)
        }
    }

    /// Passes of one layout at most: a chain of constraints to later views settles in a pass per link.
    public static let maximumPasses = 4

    /// The solver work one pass may do (`Solver.work`, about 25 ns each in a release build). The
    /// busiest of 224 public storyboards and xibs needs 210,000 (5 ms); a system dense with
    /// constraints that conflict (38 views each pinned to every other at 33 priorities: 2,964
    /// constraints) costs about the cube of its constraints, 110 million. Past this limit, about
    /// half a second, the layout stops and says so, and commands refuse to report on it.
    public static let maximumSolverWork = 20_000_000

    /// What lint may spend on all its layouts together, at the least (about a second and a
    /// quarter in release).
    public static let maximumCommandSolverWork = 50_000_000
    /// What lint may spend on a layout on average. The busiest layouts of about 6,000 public
    /// storyboards and xibs cost 0.8 to 1.2 million (a calculator's grid of stacked buttons: 187
    /// layouts in 1.1 s of CPU in release, 7 ns an operation), a chain of 300 views placed by
    /// constraints (the scene maximum) about 200,000. So lint's work grows with the layouts it is
    /// asked for: a storyboard of 20 scenes may take 20 times one scene's.
    public static let averageCommandSolverWork = 2_000_000

    /// The solver work lint may do for `layouts` layouts.
    public static func commandSolverBudget(layouts: Int) -> Int {
        max(maximumCommandSolverWork, averageCommandSolverWork * layouts)
    }

    static let overBudgetWarning =
        "the constraints ask more of the solver than a layout may take (\(maximumSolverWork) operations, about half a second), so it stopped before solving them all; use fewer constraints between the same views, or fewer priorities (R42)"

    private static func layout(of builder: LayoutBuilder, scene: Scene, warnings: [String]) -> Layout {
        Layout(
            scene: scene, metrics: builder.metrics, views: builder.views,
            notes: builder.notes, warnings: self.warnings(scene) + scene.importWarnings + warnings,
            coveredBands: builder.chrome.bands(.all).insets, largeTitle: builder.chrome.largeTitleRect,
            statusBarShown: builder.chrome.statusBar != nil, unsolved: builder.overBudget, solverWork: builder.solverWork)
    }

    /// Whether a pass laid every view out where the pass before did.
    private static func agrees(_ earlier: Layout, _ views: [LayoutView]) -> Bool {
        earlier.views.count == views.count && zip(earlier.views, views).allSatisfy { $0.windowFrame == $1.windowFrame }
    }

    /// What the scene asks that no real device could show (R6b), said in every output.
    static func warnings(_ scene: Scene) -> [String] {
        let device = scene.device
        guard !scene.deviceChoice.isCustom, !device.iosRange.contains(scene.ios) else { return [] }
        let range = device.iosRange.last.map { "iOS \(device.iosRange.first) to \($0)" } ?? "iOS \(device.iosRange.first) and later"
        return ["\(device.name) never ran iOS \(scene.ios) (it runs \(range)); laid out anyway with the rules of iOS \(scene.ios) (R6b)"]
    }
}

/// The state of one layout pass.
struct LayoutBuilder {
    let scene: Scene
    let metrics: DeviceMetrics
    let chrome: Chrome
    let scrollOffsets: [String: Point]
    let legacy: Bool
    /// Which views get their explanations (see `LayoutEngine.layout`).
    let explaining: Explaining
    /// Frame sizes held over the views' own constraints (see `LayoutEngine.layout`).
    let keepingSizes: [String: Size]
    /// Laid out so far, parents first. Add with `append`, which keeps `positions` in step.
    private(set) var views: [LayoutView] = []
    /// Each view's position in `views`, by name: lookups during the pass are constant time, so a
    /// layout stays linear in the number of views however many constraint levels it has.
    private var positions: [String: Int] = [:]
    var notes: [Explanation]
    /// Auto Layout's conflicts and ambiguities (R50), said in every output.
    var constraintWarnings: [String] = []
    /// The solver work of this pass so far, and whether it ran past `maximumSolverWork`.
    var solverWork = 0
    var overBudget = false
    /// The layout of the pass before, for constraints to views this pass lays out later.
    let earlierPass: Layout?
    /// Constraints this pass could not solve: they name a view not laid out yet.
    var unresolved: [String] = []
    /// What the SwiftUI layout assumed or left out (its constructs not modelled, the app's data).
    var swiftUIWarnings: [String] = []

    init(
        scene: Scene, scrollOffsets: [String: Point], largeTitleCollapse: Double, explaining: Explaining,
        keepingSizes: [String: Size] = [:], earlierPass: Layout? = nil
    ) {
        self.scene = scene
        self.keepingSizes = keepingSizes
        self.earlierPass = earlierPass
        self.explaining = explaining
        self.scrollOffsets = scrollOffsets
        metrics = scene.metrics
        chrome = Chrome(scene: scene, metrics: metrics, largeTitleCollapse: largeTitleCollapse)
        legacy = scene.ios < 11
        notes = chrome.notes
        if legacy {
            notes.append(Explanation("iOS \(scene.ios): legacy mode, no safe area; containers write contentInset (R24)"))
        }
    }

    mutating func append(_ view: LayoutView) {
        positions[view.name] = views.count
        views.append(view)
    }

    /// The view laid out under this name, if any yet.
    func laidOut(_ name: String) -> LayoutView? {
        positions[name].map { views[$0] }
    }

    mutating func build() {
        let screen = chrome.screen
        addWindow()
        if let status = chrome.statusBar {
            let why = metrics.statusBar.why
            addPlain(
                name: "statusBar", parent: "window", role: .statusBar, frame: status, parentFrame: screen,
                parentSafe: chrome.windowInsets, parentBands: chrome.bands([]),
                frameWhy: { Explanation("status bar \(why.text)", confidence: why.confidence) })
        }
        let containers = ContainerFrames(scene: scene, chrome: chrome)
        var parent = "window"
        if scene.tabBar != nil {
            addContainer(
                name: "tabBarController.view", parent: parent, frame: screen,
                coverage: .statusBar,
                frameWhy: "the tab bar controller's view fills the window")
            parent = "tabBarController.view"
            if let tab = chrome.tabBar {
                addBar(name: "tabBar", role: .tabBar, bar: tab, parent: parent, containerFrame: screen)
            }
        }
        if scene.navigation != nil {
            addContainer(
                name: "navigationController.view", parent: parent, frame: containers.navigationView,
                coverage: [.statusBar, .tabBar], frameWhy: containers.navigationViewWhy)
            parent = "navigationController.view"
            if let nav = chrome.navigationBar {
                addBar(name: "navigationBar", role: .navigationBar, bar: nav, parent: parent, containerFrame: containers.navigationView)
            }
            if let tool = chrome.toolbar {
                addBar(name: "toolbar", role: .toolbar, bar: tool, parent: parent, containerFrame: containers.navigationView)
            }
        }
        let parentFrame = laidOut(parent)?.windowFrame ?? screen
        addControllerView(parent: parent, parentWindowFrame: parentFrame, containers: containers)
    }

    /// The width R25's compact-width cut reads: the screen's in portrait, or an iPad window's.
    var marginWidth: Double { metrics.window?.size.width ?? scene.device.portraitSize.width }

    /// The content scroll view (R20): the controller's root view when it scrolls, else its
    /// first subview when that does. A large title tracks it (R14).
    var contentScrollView: String? {
        if scene.controller.view != nil { return "viewController.view" }
        if let first = scene.views.first, first.kind.isScrollView { return first.name }
        return scene.swiftUI?.hosted.contentScrollViewName
    }

    /// How far a large title collapses: as far as the content scroll view has scrolled from its
    /// top, up to the large title's extra height; only while that scroll view's top edge is
    /// adjusted for the bar (otherwise it scrolls independently of the bar).
    var largeTitleCollapseFromScrolling: Double {
        guard chrome.navigationBarIsLarge, let name = contentScrollView,
            let scroll = laidOut(name)?.scroll,
            scroll.adjustedContentInset.top > scroll.contentInset.top
        else { return 0 }
        return min(chrome.largeTitle, max(0, scroll.contentOffset.y - scroll.restingOffset.y))
    }

    // MARK: - Window, bars, containers

    private mutating func addWindow() {
        let insets = legacy ? EdgeInsets.zero : chrome.windowInsets
        var explain: [ExplainEntry] = []
        if explaining.includes("window") {
            let window = metrics.window
            explain = [
                ExplainEntry(
                    "frame",
                    window.map {
                        $0.sheet != nil
                            ? Explanation("the sheet's container, in whose points every frame here is: \($0.sizeWhy.text)", confidence: $0.sizeWhy.confidence)
                            : Explanation(
                                "\(scene.window) window: \($0.sizeWhy.text); horizontal size class \($0.classWhy.text)",
                                confidence: max($0.sizeWhy.confidence, $0.classWhy.confidence))
                    }
                        ?? Explanation("the screen, \(scene.orientation.isLandscape ? "landscape: width and height swapped" : "portrait") (R1)"))
            ]
            if legacy {
                explain.append(ExplainEntry("safeAreaInsets", Explanation("{0, 0, 0, 0}: safeAreaInsets does not exist before iOS 11 (R24)")))
            } else if let window {
                for edge in Edge.allCases {
                    explain.append(
                        ExplainEntry(
                            "safeAreaInsets.\(edge.rawValue)",
                            Explanation("\(PointFormat.string(insets[edge])): \(window.insetsWhy.text)", confidence: window.insetsWhy.confidence)))
                }
            } else {
                explain.append(ExplainEntry("safeAreaInsets.top", chrome.windowTopReason))
                for edge in [Edge.left, .bottom, .right] {
                    explain.append(ExplainEntry("safeAreaInsets.\(edge.rawValue)", Explanation(windowEdgeReason(edge, insets[edge]))))
                }
            }
            explain.append(LayoutMargins.explain(safe: insets, own: LayoutMargins.plain, ownWhy: "UIView's default 8"))
        }
        append(
            LayoutView(
                name: "window", parent: nil, role: .window, kind: .view, frame: chrome.screen,
                windowFrame: chrome.screen, safeAreaInsets: insets,
                layoutMargins: LayoutMargins.effective(safe: insets, own: LayoutMargins.plain),
                translucent: nil, scroll: nil, text: nil, interactive: false, background: true, explain: explain))
    }

    private func windowEdgeReason(_ edge: Edge, _ value: Double) -> String {
        let v = PointFormat.string(value)
        guard value > 0 else { return "0" }
        switch edge {
        case .bottom: return scene.device.homeIndicator ? "\(v): the home indicator (device table)" : "\(v) (device table)"
        default:
            return scene.device.isFaceIDPhone
                ? "\(v): in landscape both sides get the portrait top inset, the housing's side and the rounded corners' (R2)"
                : "\(v) (device table)"
        }
    }

    /// A view whose safe area comes from its parent by R15 (status bar, bars). `frameWhy` is
    /// called only when the view is explained.
    private mutating func addPlain(
        name: String, parent: String, role: LayoutView.Role, frame: Rect,
        parentFrame: Rect, parentSafe: EdgeInsets, parentBands: Bands,
        frameWhy: () -> Explanation, translucent: Bool? = nil, bar: BarContent? = nil
    ) {
        let local = frame.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY)
        let bounds = Rect(origin: .zero, size: parentFrame.size)
        let safe = legacy ? .zero : Overlap.insets(frame: local, bounds: bounds, safe: parentSafe)
        var explain: [ExplainEntry] = []
        if explaining.includes(name) {
            explain = [ExplainEntry("frame", frameWhy())]
            explain += safeAreaExplanations(safe: safe, parentSafe: parentSafe, bands: parentBands, frame: local, bounds: bounds, reasons: [:])
            explain.append(LayoutMargins.explain(safe: safe, own: LayoutMargins.plain, ownWhy: "UIView's default 8"))
        }
        append(
            LayoutView(
                name: name, parent: parent, role: role, kind: .view, frame: local, windowFrame: frame,
                safeAreaInsets: safe, layoutMargins: LayoutMargins.effective(safe: safe, own: LayoutMargins.plain),
                translucent: translucent, bar: bar, scroll: nil, text: nil, interactive: false, background: false, explain: explain))
    }

    private mutating func addBar(name: String, role: LayoutView.Role, bar: Chrome.Bar, parent: String, containerFrame: Rect) {
        let container = laidOut(parent)
        let content = BarContent(
            title: role == .navigationBar ? scene.navigation?.title : nil,
            items: role == .tabBar ? scene.tabBar?.items ?? [] : [],
            backButton: role == .navigationBar && scene.navigation?.pushed == true, band: bar.band)
        addPlain(
            name: name, parent: parent, role: role, frame: bar.frame, parentFrame: containerFrame,
            parentSafe: container?.safeAreaInsets ?? .zero, parentBands: bandsOfContainer(parent),
            frameWhy: { [chrome, scene] in Self.barWhy(role: role, bar: bar, chrome: chrome, scene: scene) }, translucent: bar.translucent, bar: content)
    }

    /// Where a bar's frame comes from, for its explanation.
    private static func barWhy(role: LayoutView.Role, bar: Chrome.Bar, chrome: Chrome, scene: Scene) -> Explanation {
        var why = bar.why.text
        if role == .navigationBar, chrome.navigationBarIsLarge {
            why +=
                chrome.largeTitleInScrollView
                ? "; the large title (52) sits in the content scroll view, not in the bar (R34)"
                : "; large title: + 52 (R14)"
            if chrome.largeTitleCollapse > 0 {
                why += ", collapsed by \(PointFormat.string(chrome.largeTitleCollapse)) as the content scrolled"
            }
        }
        if role == .toolbar, chrome.tabBar.map({ !$0.atTop }) == true { why += ", directly on the tab bar (R8)" }
        if bar.band > 0 { why += ", plus the \(PointFormat.string(bar.band))-pt bottom inset band it carries (R8)" }
        if bar.translucent {
            why += "; translucent"
        } else if role == .navigationBar, scene.navigation?.bar == .backgroundImage {
            why += "; opaque: a fully opaque background image makes isTranslucent false (R9)"
        } else {
            why += "; opaque: isTranslucent = false"
        }
        return Explanation(why, confidence: bar.why.confidence)
    }

    /// The bands a container's view is measured against: a container never counts its own bars.
    func bandsOfContainer(_ name: String) -> Bands {
        switch name {
        case "navigationController.view": chrome.bands([.statusBar, .tabBar])
        case "tabBarController.view": chrome.bands(.statusBar)
        default: chrome.bands(.all)
        }
    }

    private mutating func addContainer(name: String, parent: String, frame: Rect, coverage: Chrome.Coverage, frameWhy: String) {
        let bands = chrome.bands(coverage)
        let screenBounds = chrome.screen
        let safe = legacy ? .zero : Overlap.insets(frame: frame, bounds: screenBounds, safe: bands.insets)
        let own = LayoutMargins.systemMinimum(metrics.widthClass, screenWidth: marginWidth, ios: scene.ios)
        var explain: [ExplainEntry] = []
        if explaining.includes(name) {
            explain = [ExplainEntry("frame", Explanation(frameWhy))]
            explain += safeAreaExplanations(
                safe: safe, parentSafe: bands.insets, bands: bands, frame: frame,
                bounds: screenBounds, reasons: [:],
                note: name == "navigationController.view" ? "a container's view does not count its own bars (R11, R12)" : nil)
            explain.append(
                LayoutMargins.explain(
                    safe: safe, own: own,
                    ownWhy: LayoutMargins.systemMinimumWhy(
                        metrics.widthClass, screenWidth: marginWidth, ios: scene.ios, windowed: metrics.inIPadWindow))
            )
        }
        let parentOrigin = laidOut(parent)?.windowFrame.origin ?? .zero
        append(
            LayoutView(
                name: name, parent: parent, role: .container, kind: .view,
                frame: frame.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y), windowFrame: frame,
                safeAreaInsets: safe, layoutMargins: LayoutMargins.effective(safe: legacy ? .zero : safe, own: own),
                translucent: nil, scroll: nil, text: nil, interactive: false, background: true, explain: explain))
    }

    /// Explanations of each safe-area edge of a view measured against `bands`.
    func safeAreaExplanations(
        safe: EdgeInsets, parentSafe: EdgeInsets, bands: Bands, frame: Rect, bounds: Rect,
        reasons: [Edge: Explanation], additional: EdgeInsets = .zero,
        note: String? = nil
    ) -> [ExplainEntry] {
        if legacy {
            return [ExplainEntry("safeAreaInsets", Explanation("{0, 0, 0, 0}: safeAreaInsets does not exist before iOS 11 (R24)"))]
        }
        let words = bands.words()
        return Edge.allCases.map { edge in
            let raw = safe[edge] - additional[edge]
            var text = Overlap.explain(
                edge: edge, value: raw, superInset: parentSafe[edge],
                band: words[edge] ?? "nothing", frame: frame, bounds: bounds)
            var confidence = Confidence.high
            if let reason = reasons[edge] {
                text += ": " + reason.text
                confidence = max(confidence, reason.confidence)
            }
            if additional[edge] != 0 {
                let sum = raw + additional[edge]
                text += "; + additionalSafeAreaInsets.\(edge.rawValue) \(PointFormat.string(additional[edge])) = \(PointFormat.string(sum))"
                if sum < 0 {
                    text += ", clamped to 0 (R13)"
                    confidence = max(confidence, .low)
                } else {
                    text += " (R13)"
                }
            }
            if let note, edge == .top { text += "; \(note)" }
            return ExplainEntry("safeAreaInsets.\(edge.rawValue)", Explanation(text, confidence: confidence))
        }
    }
}

/// Which views a layout explains (the window, the bars and the containers as well as the scene's
/// views). The numbers are the same whichever it is; only the text that says where they came
/// from is built or not (most of a layout's cost).
public enum Explaining: Sendable, Equatable {
    case all
    /// None: lint and the matrix print no explanation.
    case none
    /// One view: the screen's inspector shows one view at a time.
    case view(String)

    func includes(_ name: String) -> Bool {
        switch self {
        case .all: true
        case .none: false
        case .view(let explained): name == explained
        }
    }
}
