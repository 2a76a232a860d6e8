import Geometry

extension LayoutTree {
    /// The size `id` chooses when offered `p` (S1), asked once per proposal: a stack asks each
    /// child several times (its minimum, its maximum, its share), and the cache keeps that linear.
    mutating func size(_ id: Int, _ p: ProposedViewSize) -> Size {
        var entry = firstSize[id]
        while entry >= 0 {
            if sizeEntries[entry].proposal == p { return sizeEntries[entry].size }
            entry = sizeEntries[entry].next
        }
        let chosen = choose(id, p)
        sizeEntries.append((p, chosen, firstSize[id]))
        firstSize[id] = sizeEntries.count - 1
        return chosen
    }

    private mutating func choose(_ id: Int, _ p: ProposedViewSize) -> Size {
        let element = elements[id]
        let children = element.children
        switch element.kind {
        case .text(let text, let font, let lineLimit):
            return textSize(text, font: font, lineLimit: lineLimit, p)
        case .fill, .geometryReader:
            return p.replacingUnspecifiedDimensions
        case .flexible(let ideal):
            return Size(width: p.width ?? ideal.width, height: p.height ?? ideal.height)
        case .fixed(let s):
            return s
        case .resizable(let s):
            return Size(width: p.width ?? s.width, height: p.height ?? s.height)
        case .spacer(let minLength, let axis):
            func along(_ v: Double?) -> Double { max(v ?? minLength, minLength) }
            guard let axis else { return Size(width: along(p.width), height: along(p.height)) }
            return Size(axis, major: along(p[axis]), minor: 0)
        case .divider(let axis, let thickness):
            return Size(axis, major: thickness, minor: p[axis.other] ?? 10)
        case .stack(let axis, _, _, let fillsMinor):
            return stackSize(id, axis: axis, fillsMinor: fillsMinor, p)
        case .zstack:
            return children.reduce(Size.zero) { union, child in
                let s = size(child, p)
                return Size(width: max(union.width, s.width), height: max(union.height, s.height))
            }
        case .padding(let i), .safeAreaPadding(let i):
            let s = size(children[0], Self.inset(p, by: i))
            return Size(width: s.width + i.left + i.right, height: s.height + i.top + i.bottom)
        case .fixedFrame(let w, let h, _):
            let s = size(children[0], ProposedViewSize(width: w ?? p.width, height: h ?? p.height))
            return Size(width: w ?? s.width, height: h ?? s.height)
        case .flexibleFrame(let frame, _):
            let s = size(children[0], Self.childProposal(frame, p))
            return Size(
                width: Self.flexibleLength(frame.bounds(.horizontal), proposal: p.width, child: s.width),
                height: Self.flexibleLength(frame.bounds(.vertical), proposal: p.height, child: s.height))
        case .fixedSize(let h, let v):
            return size(children[0], ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height))
        case .background, .overlay, .offset, .ignoresSafeArea:
            return size(children[0], p)
        case .safeAreaInset(let edge, _, let spacing):
            return safeAreaInsetSize(children, edge: edge, spacing: spacing, p)
        case .aspectRatio(let ratio, let fill):
            return size(children[0], aspectProposal(children[0], ratio: ratio, fill: fill, p))
        case .scroll(let axis, _):
            let content = size(children[0], ProposedViewSize(axis, major: nil, minor: p[axis.other]))
            return Size(width: p.width ?? content.width, height: p.height ?? content.height)
        case .containerRelative(let h, let v, _, _, _, _):
            let offered = containerProposal(element.kind, p)
            let s = size(children[0], offered)
            return Size(width: h ? offered.width ?? s.width : s.width, height: v ? offered.height ?? s.height : s.height)
        }
    }

    /// Text measures up to whole pixels, as UIKit's text does: a line of body is 20.333 on @3x (S24).
    private func textSize(_ text: String, font: Font, lineLimit: Int?, _ p: ProposedViewSize) -> Size {
        let width = p.width.flatMap { $0.isFinite ? $0 : nil }
        let lines = TextMeasure.lines(text, font: font, width: width, lineLimit: lineLimit)
        func up(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }
        return Size(width: up(width.map { min($0, lines.widest) } ?? lines.widest), height: up(Double(lines.count) * font.lineHeight))
    }

    /// A stack: its children and gaps along its axis, the widest child across (a lazy stack
    /// fills the offer across).
    private mutating func stackSize(_ id: Int, axis: Axis, fillsMinor: Bool, _ p: ProposedViewSize) -> Size {
        let arranged = stackLayout(id, p)
        var major = arranged.totalGap
        var minor = 0.0
        for s in arranged.sizes {
            major += s[axis]
            minor = max(minor, s[axis.other])
        }
        if fillsMinor, let offered = p[axis.other], offered.isFinite { minor = max(minor, offered) }
        return Size(axis, major: major, minor: minor)
    }

    /// `safeAreaInset`: the bar at its ideal size along the edge's axis, the main view offered
    /// the rest less the spacing.
    private mutating func safeAreaInsetSize(_ children: [Int], edge: Edge, spacing: Double, _ p: ProposedViewSize) -> Size {
        let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
        var barProposal = p
        barProposal[axis] = nil
        let bar = size(children[1], barProposal)
        var mainProposal = p
        mainProposal[axis] = p[axis].map { max(0, $0 - bar[axis] - spacing) }
        var s = size(children[0], mainProposal)
        s[axis] += bar[axis] + spacing
        s[axis.other] = max(s[axis.other], bar[axis.other])
        return s
    }

    /// `p` less the insets on each specified axis, never below 0.
    static func inset(_ p: ProposedViewSize, by i: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - i.left - i.right) }, height: p.height.map { max(0, $0 - i.top - i.bottom) })
    }

    /// What a flexible frame offers its child (S14): the parent's offer (or the ideal when it
    /// offers nothing) clamped to the frame's minimum and maximum.
    static func childProposal(_ frame: FlexibleFrame, _ p: ProposedViewSize) -> ProposedViewSize {
        func axis(_ b: (min: Double?, ideal: Double?, max: Double?), _ v: Double?) -> Double? {
            guard let v = v ?? b.ideal else { return nil }
            return min(max(v, b.min ?? -.infinity), b.max ?? .infinity)
        }
        return ProposedViewSize(width: axis(frame.bounds(.horizontal), p.width), height: axis(frame.bounds(.vertical), p.height))
    }

    /// A flexible frame's length on one axis (S14): with a minimum and a maximum, the offer
    /// clamped to them; with only one, the child's size pushed towards the offer up to it.
    static func flexibleLength(_ b: (min: Double?, ideal: Double?, max: Double?), proposal: Double?, child: Double) -> Double {
        let offered = proposal ?? b.ideal ?? child
        switch (b.min, b.max) {
        case (let lo?, let hi?): return min(max(offered, lo), hi)
        case (let lo?, nil): return max(min(offered, child), lo)
        case (nil, let hi?): return min(max(offered, child), hi)
        case (nil, nil): return proposal == nil ? b.ideal ?? child : child
        }
    }

    /// What `aspectRatio` offers its child: the largest (fit) or smallest (fill) size of the ratio
    /// within the offer; the ratio is the given one, else the child's ideal size's (S20).
    mutating func aspectProposal(_ child: Int, ratio: Double?, fill: Bool, _ p: ProposedViewSize) -> ProposedViewSize {
        let ideal = size(child, .unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return p }
        switch (p.width, p.height) {
        case (let w?, let h?) where w.isFinite && h.isFinite:
            let byWidth = Size(width: w, height: w / r)
            let byHeight = Size(width: h * r, height: h)
            let fits = byWidth.height <= h
            return ProposedViewSize(fill ? (fits ? byHeight : byWidth) : (fits ? byWidth : byHeight))
        case (let w?, _) where w.isFinite: return ProposedViewSize(width: w, height: w / r)
        case (_, let h?) where h.isFinite: return ProposedViewSize(width: h * r, height: h)
        default: return ProposedViewSize(width: ideal.height * r, height: ideal.height)
        }
    }

    /// `containerRelativeFrame`'s offer (S22): on its axes, `count` columns of the container's
    /// length less the spacing between them, `span` of them with the spacing they span.
    func containerProposal(_ kind: Element.Kind, _ p: ProposedViewSize) -> ProposedViewSize {
        guard case .containerRelative(let h, let v, let count, let span, let spacing, _) = kind else { return p }
        func length(_ total: Double) -> Double {
            let n = Double(count)
            let k = Double(span)
            return max(0, (total - spacing * (n - 1)) / n * k + spacing * (k - 1))
        }
        return ProposedViewSize(width: h ? length(containerSize.width) : p.width, height: v ? length(containerSize.height) : p.height)
    }
}

extension ProposedViewSize {
    init(_ axis: Axis, major: Double?, minor: Double?) {
        self = axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }
}
