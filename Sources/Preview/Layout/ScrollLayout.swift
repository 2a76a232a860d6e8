import Geometry

/// A scroll view's `adjustedContentInset`, resting `contentOffset` and what it passes down
/// (R17–R24).
struct ScrollLayout {
    var metrics: ScrollMetrics
    /// The insets its subviews are measured against: those it absorbs are not passed down (R17).
    var passDown: EdgeInsets
    var explain: [ExplainEntry] = []

    init(
        name: String, spec: ScrollSpec, kind: ViewKind, windowFrame: Rect, safe: EdgeInsets,
        isContentView: Bool, builder: LayoutBuilder
    ) {
        let scene = builder.scene
        let size = windowFrame.size
        // The words are built only for an explained view; the numbers always.
        let explains = builder.explaining.includes(name)
        // A table's content width is its own width (SPEC); rows give the height.
        var contentSize = spec.contentSize ?? .zero
        if kind == .table {
            contentSize.width = size.width
            if let rows = spec.rows { contentSize.height = Double(rows) * spec.rowHeight }
        }
        let inContainer = scene.navigation != nil || scene.tabBar != nil
        let adjustsForContainer = isContentView && inContainer && scene.controller.automaticallyAdjustsScrollViewInsets
        var contentInset = spec.contentInset
        var adjusted = contentInset
        var edges = Set<Edge>()
        var behaviorWhy: Explanation
        var largeTitleInset = 0.0

        if builder.legacy {
            behaviorWhy = Explanation("iOS \(scene.ios): no safe area, adjustedContentInset = contentInset (R24)")
            if adjustsForContainer {
                let chrome = builder.chrome
                let topEnd = chrome.navigationBar?.frame.maxY ?? chrome.statusBar?.maxY ?? 0
                let bottomStart = [chrome.toolbar, chrome.tabBar].compactMap { $0 }.filter { !$0.atTop }.map(\.frame.minY).min()
                let addTop = max(0, min(windowFrame.maxY, topEnd) - max(windowFrame.minY, 0))
                let addBottom = bottomStart.map { max(0, min(windowFrame.maxY, chrome.screen.maxY) - max(windowFrame.minY, $0)) } ?? 0
                contentInset.top += addTop
                contentInset.bottom += addBottom
                adjusted = contentInset
                if explains {
                    explain.append(
                        ExplainEntry(
                            "contentInset",
                            Explanation(
                                "\(contentInset) = the scene's \(spec.contentInset) + top \(PointFormat.string(addTop)) (overlap with the bars above) + bottom \(PointFormat.string(addBottom)) (overlap with the bars below): automaticallyAdjustsScrollViewInsets makes the container write contentInset (R24)"
                            )))
                }
            }
        } else {
            let scrollableV = spec.isScrollEnabled && (contentSize.height > size.height || (spec.alwaysBounceVertical ?? (kind == .table)))
            let scrollableH = spec.isScrollEnabled && (contentSize.width > size.width || spec.alwaysBounceHorizontal)
            var confidence = Confidence.high
            var axesWhy: [String] = []
            func axis(_ on: Bool, _ name: String, _ pair: [Edge]) {
                if on { edges.formUnion(pair) }
                axesWhy.append("\(name) \(on ? "scrollable" : "not scrollable")")
            }
            switch spec.contentInsetAdjustmentBehavior {
            case .never:
                behaviorWhy = Explanation("never adjusts any edge (R19)")
            case .always:
                edges = Set(Edge.allCases)
                behaviorWhy = Explanation("always adjusts all four edges (R19)")
            case .scrollableAxes, .automatic:
                axis(scrollableV, "vertically", [.top, .bottom])
                axis(scrollableH, "horizontally", [.left, .right])
                if !spec.isScrollEnabled { confidence = .medium }
                if kind == .table && spec.alwaysBounceVertical == nil && !(contentSize.height > size.height) {
                    confidence = max(confidence, .low)
                    axesWhy.append("a table's alwaysBounceVertical defaults to true")
                }
                var text = "\(spec.contentInsetAdjustmentBehavior.rawValue): \(axesWhy.joined(separator: ", ")) (R19)"
                if spec.contentInsetAdjustmentBehavior == .automatic && adjustsForContainer {
                    edges.formUnion([.top, .bottom])
                    text +=
                        "; top and bottom always adjusted: the content scroll view of a controller in a \(scene.navigation != nil ? "navigation" : "tab bar") controller (R20)"
                    if scene.navigation == nil { confidence = max(confidence, .medium) }
                }
                behaviorWhy = Explanation(text, confidence: confidence)
            }
            for edge in edges { adjusted[edge] += safe[edge] }
            // R34: a Liquid Glass large title lives at the top of the content scroll view, adding
            // its expanded height (less what has collapsed) to the adjusted top inset.
            let chrome = builder.chrome
            if isContentView && chrome.largeTitleInScrollView && chrome.navigationBarIsLarge && edges.contains(.top) {
                largeTitleInset = chrome.largeTitle - chrome.largeTitleCollapse
                adjusted.top += largeTitleInset
            }
            for edge in Edge.allCases where explains {
                let base = "contentInset \(PointFormat.string(contentInset[edge]))"
                var text =
                    edges.contains(edge)
                    ? "\(PointFormat.string(adjusted[edge])) = \(base) + safeAreaInsets \(PointFormat.string(safe[edge]))"
                    : "\(PointFormat.string(adjusted[edge])) = \(base), not adjusted"
                var confidence = behaviorWhy.confidence
                if edge == .top && largeTitleInset > 0 {
                    text +=
                        " + the large title \(PointFormat.string(largeTitleInset)) (52 expanded\(chrome.largeTitleCollapse > 0 ? ", less \(PointFormat.string(chrome.largeTitleCollapse)) collapsed" : ""); R34)"
                    confidence = max(confidence, .medium)
                }
                text += "; \(behaviorWhy.text)"
                explain.append(ExplainEntry("adjustedContentInset.\(edge.rawValue)", Explanation(text, confidence: confidence)))
            }
        }
        if builder.legacy && explains {
            explain.append(ExplainEntry("adjustedContentInset", behaviorWhy))
        }

        let collapse = name == builder.contentScrollView ? builder.chrome.largeTitleCollapse : 0
        let rest = Point(x: -adjusted.left, y: -adjusted.top - collapse)
        var offset = rest
        var offsetWhy = explains ? "\(rest) = {−adjustedContentInset.left, −adjustedContentInset.top}: at rest at the top (R22)" : ""
        var delta = builder.scrollOffsets[name] ?? .zero
        if let requested = spec.contentOffset {
            delta = Point(x: delta.x + requested.x - rest.x, y: delta.y + requested.y - rest.y)
        }
        if spec.contentOffset != nil || builder.scrollOffsets[name] != nil {
            let range = ScrollRange(rest: rest, contentSize: contentSize, insets: adjusted, bounds: size)
            offset = range.clamped(Point(x: rest.x + delta.x, y: rest.y + delta.y))
            if explains { offsetWhy = "\(offset): scrolled \(PointFormat.string(offset.y - rest.y)) from the resting \(rest) (R22)" }
            if collapse > 0 && explains {
                offsetWhy += "; the large title collapsed by \(PointFormat.string(collapse)) as it scrolled, taking that off adjustedContentInset.top (R14)"
            }
        }
        if explains {
            explain.append(ExplainEntry("contentOffset", Explanation(offsetWhy, confidence: .medium)))
            explain.append(
                ExplainEntry(
                    "contentSize",
                    Explanation(
                        spec.rows != nil && kind == .table
                            ? "\(contentSize) = width × \(spec.rows ?? 0) rows × \(PointFormat.string(spec.rowHeight)) (rows self-size from an estimate since iOS 11, R30)"
                            : "\(contentSize) as the scene gives it")))
        }

        passDown = safe
        for edge in edges { passDown[edge] = 0 }
        metrics = ScrollMetrics(
            contentSize: contentSize, contentInset: contentInset, adjustedContentInset: adjusted,
            contentOffset: offset, restingOffset: rest, contentInsetAdjustmentBehavior: spec.contentInsetAdjustmentBehavior,
            rows: kind == .table ? (spec.rows ?? Int((contentSize.height / max(spec.rowHeight, 1)).rounded(.down))) : nil,
            rowHeight: spec.rowHeight)
    }
}
