import Geometry

/// `layoutpreview lint`: checks every view a user must see or touch (labels, buttons, views marked
/// `interactive`) and every scroll view's first and last row against the housing, the corners,
/// the home indicator, the status bar, the safe area and the screen. Views marked `background`
/// may run edge to edge.
public enum Linter {
    /// Below this many points an overlap is rounding, not a finding.
    static let tolerance = 0.001

    public static func findings(_ layout: Layout, scene name: String) -> [LintFinding] {
        var budget = Int.max
        return findings(layout, scene: name, budget: &budget).findings
    }

    /// The findings, at most `budget` of them listed (the budget shrinks by as many); the rest
    /// are only counted, without building their words.
    static func findings(_ layout: Layout, scene name: String, budget: inout Int) -> (findings: [LintFinding], omitted: Int) {
        var out: [LintFinding] = []
        var omitted = 0
        func add(_ view: LayoutView, _ rule: LintFinding.Rule, _ overlap: Double, _ detail: @autoclosure () -> String) {
            guard overlap > tolerance else { return }
            guard budget > 0 else {
                omitted += 1
                return
            }
            budget -= 1
            var finding = LintFinding(
                scene: name, line: view.place.line, column: view.place.column,
                device: layout.scene.device.id,
                orientation: layout.scene.orientation,
                view: view.name, rule: rule, overlap: PointFormat.rounded(overlap), detail: detail())
            finding.label = Sanitized.short(view.text ?? "")
            finding.window = layout.window
            out.append(finding)
        }
        let screen = layout.screen
        let safe = safeArea(layout)
        let statusBar = layout.view(named: "statusBar")?.windowFrame
        let housing = layout.housingRect
        let indicator = layout.homeIndicatorBand
        let scrolls = scrolledContent(layout)
        for view in layout.views where (view.role == .subview || view.role == .controllerView) && !view.background && !view.hidden {
            let f = view.windowFrame
            if view.scroll != nil {
                checkRows(view, layout) { add(view, $0, $1, $2()) }
            }
            guard view.role == .subview, view.kind.showsText || view.interactive, !scrolls.contains(view.name) else { continue }
            if let housing, let i = f.intersection(housing) {
                add(
                    view, .housing, layout.scene.orientation.isLandscape ? i.width : i.height,
                    "overlaps the \(layout.scene.device.housing.rawValue) \(housing) by \(i.size)")
            }
            if let corner = cornerDepth(f, layout) {
                add(
                    view, .corner, corner.depth,
                    "reaches \(PointFormat.string(corner.depth)) pt into the \(corner.name) corner's curve (radius \(PointFormat.string(layout.scene.device.cornerRadius ?? 0)))"
                )
            }
            if let band = indicator, let i = f.intersection(band) {
                add(view, .homeIndicator, i.height, "overlaps the home indicator band \(band) by \(PointFormat.string(i.height)) pt")
            }
            if let bar = statusBar, let i = f.intersection(bar) {
                add(view, .statusBar, i.height, "overlaps the status bar \(bar) by \(PointFormat.string(i.height)) pt")
            }
            let outside = max(safe.minY - f.minY, f.maxY - safe.maxY, safe.minX - f.minX, f.maxX - safe.maxX)
            add(view, .outsideSafeArea, outside, "\(f) leaves the safe area \(safe) by \(PointFormat.string(outside)) pt")
            let off = max(-f.minY, f.maxY - screen.maxY, -f.minX, f.maxX - screen.maxX)
            add(view, .offScreen, off, "\(f) leaves the screen \(screen) by \(PointFormat.string(off)) pt")
        }
        return (out, omitted)
    }

    /// The controller's safe area in window points; on iOS 7–10, which have none, the layout
    /// guides' area: what the bars leave (R44).
    private static func safeArea(_ layout: Layout) -> Rect {
        layout.isLegacy
            ? layout.screen.inset(by: layout.coveredBands)
            : layout.view(named: "viewController.view").map { $0.windowFrame.inset(by: $0.safeAreaInsets) } ?? layout.screen
    }

    /// Content of a scroll view moves with it: where it rests is no finding of its own; whether
    /// the first and the last of it can be seen is its scroll view's (`checkRows`).
    private static func scrolledContent(_ layout: Layout) -> Set<String> {
        var scrolls: Set<String> = []
        for view in layout.views where view.parent.map({ scrolls.contains($0) || layout.view(named: $0)?.scroll != nil }) == true {
            scrolls.insert(view.name)
        }
        return scrolls
    }

    /// The first row at rest and the last row scrolled to the end, against the bands the bars and
    /// the window insets cover (R11's bands, in window points) and the screen.
    private static func checkRows(_ view: LayoutView, _ layout: Layout, _ add: (LintFinding.Rule, Double, () -> String) -> Void) {
        guard let s = view.scroll else { return }
        let f = view.windowFrame
        let row = s.rows != nil ? s.rowHeight : min(44, s.contentSize.height)
        guard s.contentSize.height > 0, row > 0 else { return }
        let topCover = layout.coveredBands.top
        let bottomCover = layout.screen.maxY - layout.coveredBands.bottom
        let what = s.rows != nil ? "row" : "44 pt of content"
        let firstTop = f.minY + s.adjustedContentInset.top
        add(.firstRowHidden, min(row, topCover - firstTop)) {
            "at rest the first \(what) starts at y = \(PointFormat.string(firstTop)), under what covers the top down to y = \(PointFormat.string(topCover)) (adjustedContentInset.top \(PointFormat.string(s.adjustedContentInset.top)))"
        }
        let rest = -s.adjustedContentInset.top
        let end = max(rest, s.contentSize.height - f.height + s.adjustedContentInset.bottom)
        let lastBottom = f.minY - end + s.contentSize.height
        add(.lastRowHidden, min(row, lastBottom - bottomCover)) {
            "scrolled to the end the last \(what) ends at y = \(PointFormat.string(lastBottom)), under what covers the bottom from y = \(PointFormat.string(bottomCover)) (adjustedContentInset.bottom \(PointFormat.string(s.adjustedContentInset.bottom)))"
        }
    }

    /// How far `f` reaches past the rounded corners' curve: the distance beyond the radius of its
    /// vertex nearest each screen corner, when that vertex lies in the corner's square. The
    /// corners are the screen's, in window points: a window or sheet away from a corner has none.
    private static func cornerDepth(_ f: Rect, _ layout: Layout) -> (depth: Double, name: String)? {
        let r = layout.scene.device.cornerRadius ?? 0
        guard r > 0 else { return nil }
        let size = layout.metrics.window?.screenSize ?? layout.metrics.screenSize
        let o = layout.metrics.window?.origin ?? Point(x: 0, y: 0)
        let (left, top, right, bottom) = (-o.x, -o.y, size.width - o.x, size.height - o.y)
        let corners: [(String, Rect, Point, (Rect) -> Point)] = [
            ("top-left", Rect(x: left, y: top, width: r, height: r), Point(x: left + r, y: top + r), { Point(x: $0.minX, y: $0.minY) }),
            ("top-right", Rect(x: right - r, y: top, width: r, height: r), Point(x: right - r, y: top + r), { Point(x: $0.maxX, y: $0.minY) }),
            ("bottom-left", Rect(x: left, y: bottom - r, width: r, height: r), Point(x: left + r, y: bottom - r), { Point(x: $0.minX, y: $0.maxY) }),
            ("bottom-right", Rect(x: right - r, y: bottom - r, width: r, height: r), Point(x: right - r, y: bottom - r), { Point(x: $0.maxX, y: $0.maxY) }),
        ]
        var deepest: (depth: Double, name: String)?
        for (name, square, centre, vertex) in corners {
            guard let i = f.intersection(square) else { continue }
            let p = vertex(i)
            let depth = ((p.x - centre.x) * (p.x - centre.x) + (p.y - centre.y) * (p.y - centre.y)).squareRoot() - r
            if depth > (deepest?.depth ?? tolerance) { deepest = (depth, name) }
        }
        return deepest
    }
}
