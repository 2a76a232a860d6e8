import Geometry

/// A scroll view's `adjustedContentInset`, resting `contentOffset` and what it passes down
/// (R17–R24).
struct ScrollLayout {
    var metrics: ScrollMetrics
    /// The insets its subviews are measured against: those it absorbs are not passed down (R17).
    var passDown: EdgeInsets
    var explain: [ExplainEntry] = []

    /// The scroll view being laid out, and what it is laid out in.
    private struct Input {
        let name: String
        let spec: ScrollSpec
        let kind: ViewKind
        let windowFrame: Rect
        let safe: EdgeInsets
        let isContentView: Bool
        let builder: LayoutBuilder
        /// The words are built only for an explained view; the numbers always.
        let explains: Bool
        let contentSize: Size

        var bounds: Size { windowFrame.size }
        var scene: Scene { builder.scene }
        /// Whether its container adjusts its insets: the controller's content scroll view in a
        /// navigation or tab bar controller (R20, R24).
        var adjustsForContainer: Bool {
            isContentView && (scene.navigation != nil || scene.tabBar != nil) && scene.controller.automaticallyAdjustsScrollViewInsets
        }
    }

    /// Its content inset, adjusted inset and the edges the adjustment added the safe area to.
    private struct Insets {
        var contentInset: EdgeInsets
        var adjusted: EdgeInsets
        var edges = Set<Edge>()
        var explain: [ExplainEntry] = []
    }

    init(
        name: String, spec: ScrollSpec, kind: ViewKind, windowFrame: Rect, safe: EdgeInsets,
        isContentView: Bool, builder: LayoutBuilder
    ) {
        let input = Input(
            name: name, spec: spec, kind: kind, windowFrame: windowFrame, safe: safe, isContentView: isContentView, builder: builder,
            explains: builder.explaining.includes(name), contentSize: Self.contentSize(spec, kind: kind, bounds: windowFrame.size))
        let insets = builder.legacy ? Self.legacyInsets(input) : Self.adjustedInsets(input)
        explain = insets.explain
        let (rest, offset) = Self.offset(input, adjusted: insets.adjusted, explain: &explain)
        if input.explains {
            explain.append(
                ExplainEntry(
                    "contentSize",
                    Explanation(
                        spec.rows != nil && kind == .table
                            ? "\(input.contentSize) = width × \(spec.rows ?? 0) rows × \(PointFormat.string(spec.rowHeight)) (rows self-size from an estimate since iOS 11, R30)"
                            : "\(input.contentSize) as the scene gives it")))
        }
        passDown = safe
        for edge in insets.edges { passDown[edge] = 0 }
        metrics = ScrollMetrics(
            contentSize: input.contentSize, contentInset: insets.contentInset, adjustedContentInset: insets.adjusted,
            contentOffset: offset, restingOffset: rest, contentInsetAdjustmentBehavior: spec.contentInsetAdjustmentBehavior,
            rows: kind == .table ? (spec.rows ?? Int((input.contentSize.height / max(spec.rowHeight, 1)).rounded(.down))) : nil,
            rowHeight: spec.rowHeight)
    }

    /// A table's content width is its own width (SPEC); rows give the height.
    private static func contentSize(_ spec: ScrollSpec, kind: ViewKind, bounds: Size) -> Size {
        var size = spec.contentSize ?? .zero
        if kind == .table {
            size.width = bounds.width
            if let rows = spec.rows { size.height = Double(rows) * spec.rowHeight }
        }
        return size
    }

    /// iOS 7–10: no safe area; the container writes the bars' overlap into `contentInset` (R24).
    private static func legacyInsets(_ input: Input) -> Insets {
        let spec = input.spec
        var insets = Insets(contentInset: spec.contentInset, adjusted: spec.contentInset)
        if input.adjustsForContainer {
            let chrome = input.builder.chrome
            let frame = input.windowFrame
            let topEnd = chrome.navigationBar?.frame.maxY ?? chrome.statusBar?.maxY ?? 0
            let bottomStart = [chrome.toolbar, chrome.tabBar].compactMap { $0 }.filter { !$0.atTop }.map(\.frame.minY).min()
            let addTop = max(0, min(frame.maxY, topEnd) - max(frame.minY, 0))
            let addBottom = bottomStart.map { max(0, min(frame.maxY, chrome.screen.maxY) - max(frame.minY, $0)) } ?? 0
            insets.contentInset.top += addTop
            insets.contentInset.bottom += addBottom
            insets.adjusted = insets.contentInset
            if input.explains {
                insets.explain.append(
                    ExplainEntry(
                        "contentInset",
                        Explanation(
                            "\(insets.contentInset) = the scene's \(spec.contentInset) + top \(PointFormat.string(addTop)) (overlap with the bars above) + bottom \(PointFormat.string(addBottom)) (overlap with the bars below): automaticallyAdjustsScrollViewInsets makes the container write contentInset (R24)"
                        )))
            }
        }
        if input.explains {
            insets.explain.append(
                ExplainEntry("adjustedContentInset", Explanation("iOS \(input.scene.ios): no safe area, adjustedContentInset = contentInset (R24)")))
        }
        return insets
    }

    /// iOS 11 on: the safe area added on the edges the behaviour adjusts (R19, R20), and a
    /// Liquid Glass large title on top (R34).
    private static func adjustedInsets(_ input: Input) -> Insets {
        let spec = input.spec
        let safe = input.safe
        let (edges, behaviorWhy) = adjustedEdges(input)
        var insets = Insets(contentInset: spec.contentInset, adjusted: spec.contentInset, edges: edges)
        for edge in edges { insets.adjusted[edge] += safe[edge] }
        // R34: a Liquid Glass large title lives at the top of the content scroll view, adding
        // its expanded height (less what has collapsed) to the adjusted top inset.
        let chrome = input.builder.chrome
        var largeTitleInset = 0.0
        if input.isContentView && chrome.largeTitleInScrollView && chrome.navigationBarIsLarge && edges.contains(.top) {
            largeTitleInset = chrome.largeTitle - chrome.largeTitleCollapse
            insets.adjusted.top += largeTitleInset
        }
        for edge in Edge.allCases where input.explains {
            let base = "contentInset \(PointFormat.string(spec.contentInset[edge]))"
            var text =
                edges.contains(edge)
                ? "\(PointFormat.string(insets.adjusted[edge])) = \(base) + safeAreaInsets \(PointFormat.string(safe[edge]))"
                : "\(PointFormat.string(insets.adjusted[edge])) = \(base), not adjusted"
            var confidence = behaviorWhy.confidence
            if edge == .top && largeTitleInset > 0 {
                text +=
                    " + the large title \(PointFormat.string(largeTitleInset)) (52 expanded\(chrome.largeTitleCollapse > 0 ? ", less \(PointFormat.string(chrome.largeTitleCollapse)) collapsed" : ""); R34)"
                confidence = max(confidence, .medium)
            }
            text += "; \(behaviorWhy.text)"
            insets.explain.append(ExplainEntry("adjustedContentInset.\(edge.rawValue)", Explanation(text, confidence: confidence)))
        }
        return insets
    }

    /// The edges `contentInsetAdjustmentBehavior` adjusts, and why (R19, R20).
    private static func adjustedEdges(_ input: Input) -> (Set<Edge>, Explanation) {
        let spec = input.spec
        let behavior = spec.contentInsetAdjustmentBehavior
        switch behavior {
        case .never:
            return ([], Explanation("never adjusts any edge (R19)"))
        case .always:
            return (Set(Edge.allCases), Explanation("always adjusts all four edges (R19)"))
        case .scrollableAxes, .automatic:
            let size = input.contentSize
            let scrollableV =
                spec.isScrollEnabled && (size.height > input.bounds.height || (spec.alwaysBounceVertical ?? (input.kind == .table)))
            let scrollableH = spec.isScrollEnabled && (size.width > input.bounds.width || spec.alwaysBounceHorizontal)
            var edges = Set<Edge>()
            var confidence = Confidence.high
            var axesWhy: [String] = []
            for (on, name, pair) in [(scrollableV, "vertically", [Edge.top, .bottom]), (scrollableH, "horizontally", [.left, .right])] {
                if on { edges.formUnion(pair) }
                axesWhy.append("\(name) \(on ? "scrollable" : "not scrollable")")
            }
            if !spec.isScrollEnabled { confidence = .medium }
            if input.kind == .table && spec.alwaysBounceVertical == nil && !(size.height > input.bounds.height) {
                confidence = max(confidence, .low)
                axesWhy.append("a table's alwaysBounceVertical defaults to true")
            }
            var text = "\(behavior.rawValue): \(axesWhy.joined(separator: ", ")) (R19)"
            if behavior == .automatic && input.adjustsForContainer {
                edges.formUnion([.top, .bottom])
                text +=
                    "; top and bottom always adjusted: the content scroll view of a controller in a \(input.scene.navigation != nil ? "navigation" : "tab bar") controller (R20)"
                if input.scene.navigation == nil { confidence = max(confidence, .medium) }
            }
            return (edges, Explanation(text, confidence: confidence))
        }
    }

    /// The resting offset at the top (R22), and the offset the scene or the screen scrolled to,
    /// clamped to the scroll range.
    private static func offset(_ input: Input, adjusted: EdgeInsets, explain: inout [ExplainEntry]) -> (rest: Point, offset: Point) {
        let builder = input.builder
        let collapse = input.name == builder.contentScrollView ? builder.chrome.largeTitleCollapse : 0
        let rest = Point(x: -adjusted.left, y: -adjusted.top - collapse)
        var offset = rest
        var why = input.explains ? "\(rest) = {−adjustedContentInset.left, −adjustedContentInset.top}: at rest at the top (R22)" : ""
        var delta = builder.scrollOffsets[input.name] ?? .zero
        if let requested = input.spec.contentOffset {
            delta = Point(x: delta.x + requested.x - rest.x, y: delta.y + requested.y - rest.y)
        }
        if input.spec.contentOffset != nil || builder.scrollOffsets[input.name] != nil {
            let range = ScrollRange(rest: rest, contentSize: input.contentSize, insets: adjusted, bounds: input.bounds)
            offset = range.clamped(Point(x: rest.x + delta.x, y: rest.y + delta.y))
            if input.explains { why = "\(offset): scrolled \(PointFormat.string(offset.y - rest.y)) from the resting \(rest) (R22)" }
            if collapse > 0 && input.explains {
                why += "; the large title collapsed by \(PointFormat.string(collapse)) as it scrolled, taking that off adjustedContentInset.top (R14)"
            }
        }
        if input.explains { explain.append(ExplainEntry("contentOffset", Explanation(why, confidence: .medium))) }
        return (rest, offset)
    }
}
