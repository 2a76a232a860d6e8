import Geometry

/// Where the safe area stands while a subtree is placed, in window points.
struct SafeRegion {
    /// Inside the safe area: where views that do not ignore it stay.
    var safe: Rect
    /// How far a view that ignores the safe area may grow: the hosting view's bounds, a scroll
    /// view's content, a `safeAreaPadding`'s own frame.
    var bounds: Rect
}

/// A scroll view's content as UIKit's `UIScrollView` would log it (S33).
struct ScrollState {
    var contentSize: Size
    var insets: EdgeInsets
    var restingOffset: Point
    var contentOffset: Point
}

/// Where one element was placed, with the offer it was given and the safe area in force there
/// (what a `GeometryReader` on it measures its insets against).
struct Placement {
    var frame: Rect
    var proposal: ProposedViewSize
    var safe: Rect
}

extension LayoutTree {
    /// Places `id` in `rect` (the size it chose for `p`), then its children (S1: the parent
    /// places). Expansions into the safe area happen here, not in sizing, as in SwiftUI: the
    /// parent sees the size the view chose, and the view grows where it touches the safe area's
    /// edge (S28, S33).
    mutating func place(_ id: Int, in rect: Rect, proposal p: ProposedViewSize, region: SafeRegion) {
        placements[id] = Placement(frame: rect, proposal: p, safe: region.safe)
        let children = elements[id].children
        switch elements[id].kind {
        case .text, .fill, .flexible, .fixed, .resizable, .spacer, .divider:
            return
        case .stack(let axis, let alignment, _, _):
            let arranged = stackLayout(id, p)
            var along = axis == .horizontal ? rect.minX : rect.minY
            for (i, child) in children.enumerated() {
                let s = arranged.sizes[i]
                let across = (axis == .horizontal ? rect.minY : rect.minX) + (rect.size[axis.other] - s[axis.other]) * alignment[axis.other]
                let origin = axis == .horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
                place(child, in: Rect(origin: origin, size: s), proposal: arranged.proposals[i], region: region)
                if i < arranged.shares.count, let share = arranged.shares[i] { stackShares[child] = share }
                along += s[axis] + arranged.gap
            }
        case .zstack(let alignment):
            for child in children { placeAligned(child, in: rect, proposal: p, alignment: alignment, region: region) }
        case .padding(let i):
            placeAligned(children[0], in: rect.inset(by: i), proposal: Self.inset(p, by: i), alignment: .center, region: region)
        case .fixedFrame(let w, let h, let alignment):
            placeAligned(children[0], in: rect, proposal: ProposedViewSize(width: w ?? p.width, height: h ?? p.height), alignment: alignment, region: region)
        case .flexibleFrame(let frame, let alignment):
            placeAligned(children[0], in: rect, proposal: Self.childProposal(frame, p), alignment: alignment, region: region)
        case .fixedSize(let h, let v):
            place(children[0], in: rect, proposal: ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height), region: region)
        case .background(let alignment, let edges):
            place(children[0], in: rect, proposal: p, region: region)
            let area = Self.expand(rect, edges, region)
            placeAligned(children[1], in: area, proposal: ProposedViewSize(area.size), alignment: alignment, region: Self.widen(region, edges, to: area))
        case .overlay(let alignment):
            place(children[0], in: rect, proposal: p, region: region)
            placeAligned(children[1], in: rect, proposal: ProposedViewSize(rect.size), alignment: alignment, region: region)
        case .offset(let x, let y):
            place(children[0], in: rect.offsetBy(dx: x, dy: y), proposal: p, region: region)
        case .ignoresSafeArea(let edges):
            let area = Self.expand(rect, edges, region)
            placeAligned(children[0], in: area, proposal: ProposedViewSize(area.size), alignment: .center, region: Self.widen(region, edges, to: area))
        case .safeAreaInset(let edge, let alignment, let spacing):
            placeInset(children, edge: edge, alignment: alignment, spacing: spacing, rect: rect, proposal: p, region: region)
        case .safeAreaPadding(let i):
            // The content keeps out of the padding as it keeps out of the safe area; a scroll view
            // inside grows back to this frame, and past it where this frame touches the safe area (S31).
            let inner = rect.inset(by: i)
            var bounds = rect
            for edge in Edge.allCases where Self.touches(rect, edge, region.safe) { bounds = Self.moved(bounds, edge, to: region.bounds) }
            placeAligned(
                children[0], in: inner, proposal: Self.inset(p, by: i), alignment: .center,
                region: SafeRegion(safe: region.safe.intersection(inner) ?? inner, bounds: bounds))
        case .aspectRatio(let ratio, let fill):
            placeAligned(children[0], in: rect, proposal: aspectProposal(children[0], ratio: ratio, fill: fill, p), alignment: .center, region: region)
        case .scroll(let axis, let margins):
            placeScroll(id, axis: axis, margins: margins, rect: rect, proposal: p, region: region)
        case .geometryReader:
            let content = size(children[0], ProposedViewSize(rect.size))
            place(children[0], in: Rect(origin: rect.origin, size: content), proposal: ProposedViewSize(rect.size), region: region)
        case .containerRelative(_, _, _, _, _, let alignment):
            placeAligned(children[0], in: rect, proposal: containerProposal(elements[id].kind, p), alignment: alignment, region: region)
        }
    }

    /// Places `child` at the size it chooses for `p`, aligned within `area`.
    mutating func placeAligned(_ child: Int, in area: Rect, proposal p: ProposedViewSize, alignment: Alignment, region: SafeRegion) {
        let s = size(child, p)
        let origin = Point(
            x: area.minX + (area.width - s.width) * alignment.horizontal,
            y: area.minY + (area.height - s.height) * alignment.vertical)
        place(child, in: Rect(origin: origin, size: s), proposal: p, region: region)
    }

    /// S30: the bar sits on `edge` inside the view's frame; the view itself keeps out of the
    /// bar and the spacing, as it keeps out of the safe area, which is smaller by as much.
    private mutating func placeInset(
        _ children: [Int], edge: Edge, alignment: Alignment, spacing: Double,
        rect: Rect, proposal p: ProposedViewSize, region: SafeRegion
    ) {
        let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
        var barOffer = ProposedViewSize(rect.size)
        barOffer[axis] = nil
        let bar = size(children[1], barOffer)
        var band = EdgeInsets.zero
        band[edge] = bar[axis] + spacing
        let main = rect.inset(by: band)
        var barArea = rect
        switch edge {
        case .top: barArea = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: bar.height)
        case .bottom: barArea = Rect(x: rect.minX, y: rect.maxY - bar.height, width: rect.width, height: bar.height)
        case .left: barArea = Rect(x: rect.minX, y: rect.minY, width: bar.width, height: rect.height)
        case .right: barArea = Rect(x: rect.maxX - bar.width, y: rect.minY, width: bar.width, height: rect.height)
        }
        placeAligned(children[1], in: barArea, proposal: barOffer, alignment: alignment, region: region)
        var safe = region.safe
        safe = safe.intersection(main) ?? main
        placeAligned(children[0], in: main, proposal: Self.inset(p, by: band), alignment: .center, region: SafeRegion(safe: safe, bounds: region.bounds))
    }

    /// S33, R18: a scroll view fills out into the safe area wherever it touches it, and the
    /// part of the unsafe area it then covers becomes its content inset; its content is laid
    /// out along the axis at its ideal length, centred across.
    private mutating func placeScroll(_ id: Int, axis: Axis, margins: EdgeInsets, rect: Rect, proposal p: ProposedViewSize, region: SafeRegion) {
        let frame = Self.expand(rect, Set(Edge.allCases), region)
        let insets = Self.overlap(frame, safe: region.safe)
        var total = insets + margins
        var collapse = 0.0
        if let title = largeTitle, title.element == id {
            total.top += title.inset
            collapse = title.collapse
        }
        let visible = frame.inset(by: total)
        let offer = ProposedViewSize(axis, major: nil, minor: max(0, visible.size[axis.other]))
        let content = size(elements[id].children[0], offer)
        // R22: at rest the content's top is at the inset (less a collapsed large title, R14);
        // scrolled, it moves by the offset, within the content's range.
        let rest = Point(x: -total.left, y: -total.top - collapse)
        let delta = listedByInner[id].flatMap { scrollOffsets[listed[$0].name] } ?? .zero
        let range = ScrollRange(rest: rest, contentSize: content, insets: total, bounds: frame.size)
        let offset = range.clamped(Point(x: rest.x + (axis == .horizontal ? delta.x : 0), y: rest.y + (axis == .vertical ? delta.y : 0)))
        let across = (visible.size[axis.other] - content[axis.other]) / 2
        let origin =
            axis == .vertical
            ? Point(x: visible.minX + across, y: frame.minY - offset.y)
            : Point(x: frame.minX - offset.x, y: visible.minY + across)
        let contentRect = Rect(origin: origin, size: content)
        placements[id] = Placement(frame: frame, proposal: p, safe: region.safe)
        scrolls[id] = ScrollState(contentSize: content, insets: total, restingOffset: rest, contentOffset: offset)
        // S33: the scroll view resolves the safe area into its content's margins; inside, the
        // content has none left.
        place(elements[id].children[0], in: contentRect, proposal: offer, region: SafeRegion(safe: contentRect, bounds: contentRect))
    }

    /// How far `frame` reaches past the safe area on each edge, within its own size (S27): the
    /// insets a view there reports, and a scroll view's content insets (S33).
    static func overlap(_ frame: Rect, safe: Rect) -> EdgeInsets {
        EdgeInsets(
            top: max(0, min(frame.height, safe.minY - frame.minY)), left: max(0, min(frame.width, safe.minX - frame.minX)),
            bottom: max(0, min(frame.height, frame.maxY - safe.maxY)), right: max(0, min(frame.width, frame.maxX - safe.maxX)))
    }

    /// Whether `rect` reaches the safe area's `edge` (or beyond it).
    static func touches(_ rect: Rect, _ edge: Edge, _ safe: Rect) -> Bool {
        let slack = 0.001
        switch edge {
        case .top: return rect.minY <= safe.minY + slack
        case .bottom: return rect.maxY >= safe.maxY - slack
        case .left: return rect.minX <= safe.minX + slack
        case .right: return rect.maxX >= safe.maxX - slack
        }
    }

    /// `rect` with one edge moved out to `bounds`' (never in).
    static func moved(_ rect: Rect, _ edge: Edge, to bounds: Rect) -> Rect {
        var minX = rect.minX
        var minY = rect.minY
        var maxX = rect.maxX
        var maxY = rect.maxY
        switch edge {
        case .top: minY = min(minY, bounds.minY)
        case .bottom: maxY = max(maxY, bounds.maxY)
        case .left: minX = min(minX, bounds.minX)
        case .right: maxX = max(maxX, bounds.maxX)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `rect` grown out to the region's bounds on each of `edges` where it touches the safe area.
    static func expand(_ rect: Rect, _ edges: Set<Edge>, _ region: SafeRegion) -> Rect {
        Edge.allCases.filter { edges.contains($0) && touches(rect, $0, region.safe) }.reduce(rect) { moved($0, $1, to: region.bounds) }
    }

    /// The region inside a view that ignores the safe area on `edges`: safe out to `area` there.
    static func widen(_ region: SafeRegion, _ edges: Set<Edge>, to area: Rect) -> SafeRegion {
        SafeRegion(safe: edges.reduce(region.safe) { moved($0, $1, to: area) }, bounds: region.bounds)
    }
}
