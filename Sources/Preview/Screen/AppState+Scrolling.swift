import Geometry

/// Scrolling the selected scroll view (or the first one) within UIKit's resting range.
extension AppState {
    enum ScrollMove { case lineUp, lineDown, pageUp, pageDown, left, right, top, bottom }

    /// The view the scroll keys move: the selection when it scrolls, else the first scroll view.
    var scrollTarget: LayoutView? {
        if let selected, let view = layout.view(named: selected), view.scroll != nil { return view }
        return layout.firstScrollView
    }

    /// Moves the content: a line is a row (or 20 points), a page the visible height. The offset
    /// stays between the top at rest (`restingOffset`: −adjustedContentInset.top, or further up
    /// by what a large title has collapsed) and the bottom at rest
    /// (contentSize.height − bounds.height + adjustedContentInset.bottom).
    mutating func scroll(_ move: ScrollMove) {
        guard let view = scrollTarget, let s = view.scroll else {
            message = Message("no scroll view to scroll", isError: true)
            return
        }
        let inset = s.adjustedContentInset
        let bounds = view.frame.size
        let range = ScrollRange(rest: s.restingOffset, contentSize: s.contentSize, insets: inset, bounds: bounds)
        let line = s.rows != nil ? s.rowHeight : 20
        let page = max(line, bounds.height - inset.top - inset.bottom)
        var offset = s.contentOffset
        switch move {
        case .lineUp: offset.y -= line
        case .lineDown: offset.y += line
        case .pageUp: offset.y -= page
        case .pageDown: offset.y += page
        case .left: offset.x -= 20
        case .right: offset.x += 20
        case .top: offset = range.rest
        case .bottom: offset.y = range.end.y
        }
        offset = range.clamped(offset)
        // The engine takes the distance from the resting offset (R22).
        let before = scrollOffsets
        if move == .top { scrollOffsets[view.name] = nil } else { scrollOffsets[view.name] = Point(x: offset.x - range.rest.x, y: offset.y - range.rest.y) }
        // At an end of the content a key moves nothing, and nothing needs laying out again.
        if scrollOffsets != before { relayout() }
        message = Message("\(view.name).contentOffset \(offset)")
    }

    /// `]` / `[`: the inspector's body by half its height, within what there is to show.
    mutating func scrollInspector(by direction: Int) {
        guard let region = ScreenLayout(self)?.inspector else { return }
        let limit = Inspector.maxScroll(self, in: region)
        guard limit > 0 else {
            message = Message("the inspector shows everything already")
            return
        }
        let step = max(1, (region.height - 2) / 2)
        inspectorScroll = min(limit, max(0, min(inspectorScroll, limit) + direction * step))
    }
}
