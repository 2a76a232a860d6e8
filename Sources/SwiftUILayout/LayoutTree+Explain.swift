import Geometry

extension LayoutTree {
    /// Where a view's frame came from: what its parent offered, then the view's own choice and
    /// each modifier's, inside out (`Text: one line of body … (S24); .padding(16) → 95 × 52.333 (S16)`).
    func frameExplanation(_ item: Listed, scale: Double) -> Explanation {
        var chain: [Int] = []
        var id = item.outer
        while true {
            chain.append(id)
            if id == item.inner || elements[id].children.isEmpty { break }
            id = elements[id].children[0]
        }
        var steps: [String] = []
        var confidence = Confidence.high
        for id in chain.reversed() {
            guard let placed = placements[id] else { continue }
            let (text, mark) = step(id, placed, scroll: scrolls[id], type: item.type, isView: id == item.inner)
            steps.append(text)
            confidence = max(confidence, mark)
        }
        let share = stackShares[item.outer].map { " by its stack, its share of \($0.words)" } ?? ""
        let offer = placements[item.outer].map { "offered \($0.proposal)" + share } ?? ""
        let priority = elements[item.outer].priority
        let prefix = offer + (priority != 0 ? " at layoutPriority \(PointFormat.string(priority)) (S7)" : "")
        return Explanation(prefix + "; " + steps.joined(separator: "; "), confidence: confidence)
    }

    /// One element's part: what it chose and by which rule, with the rule's mark.
    private func step(_ id: Int, _ placed: Placement, scroll: ScrollState?, type: String, isView: Bool) -> (String, Confidence) {
        let size = placed.frame.size.text
        switch elements[id].kind {
        case .text(_, let font, _):
            let lines = Int((placed.frame.height / font.lineHeight).rounded())
            return (
                "\(type): \(lines == 1 ? "one line" : "\(lines) lines") of \(font.name) \(PointFormat.string(font.size)), \(size) (line height S24; width estimated without SF Pro's metrics, L)",
                .low
            )
        case .fill: return ("\(type) takes what it is offered, \(size) (S3)", .high)
        case .flexible: return ("\(type): a placeholder that takes what it is offered, \(size)", .low)
        case .fixed: return ("\(type): its own size, \(size) (S20)", type == "Image" || type == "Label" ? .low : .medium)
        case .resizable: return ("\(type).resizable() takes what it is offered, \(size) (S20)", .high)
        case .spacer(let minLength, _): return ("Spacer grows to \(size), at least \(PointFormat.string(minLength)) (S13)", .medium)
        case .divider: return ("Divider: a line across, \(size)", .low)
        case .stack(let axis, _, let spacing, _):
            let gaps = spacing.map { "spacing \(PointFormat.string($0)) (S9)" } ?? "default spacing 8 between neighbours (S8)"
            let name = isView ? type : (axis == .horizontal ? "HStack" : "VStack")
            return ("\(name) is the union of its children with \(gaps), \(size) (S6)", spacing == nil ? .medium : .high)
        case .zstack: return ("\(isView ? type : "its content") is the union of its children, \(size) (S21)", .high)
        case .padding(let i):
            return (
                ".padding\(Self.insetText(i)) → \(size) (S16\(i == EdgeInsets(top: 16, left: 16, bottom: 16, right: 16) ? ": the default 16 is OpenSwiftUI's, M" : ""))",
                i == EdgeInsets(top: 16, left: 16, bottom: 16, right: 16) ? .medium : .high
            )
        case .fixedFrame: return (".frame fixes \(size) whatever its content chose (S14)", .high)
        case .flexibleFrame: return (".frame(min/ideal/max) → \(size) (S14)", .high)
        case .fixedSize: return (".fixedSize() asks for the ideal size, \(size) (S15)", .high)
        case .background(_, let edges):
            return (".background keeps the view's size, \(size)\(edges.isEmpty ? "" : "; drawn into the safe area on the edges it touches") (S17, S18)", .high)
        case .overlay: return (".overlay keeps the view's size, \(size) (S17)", .high)
        case .offset(let x, let y):
            return (".offset(x: \(PointFormat.string(x)), y: \(PointFormat.string(y))) moves it without moving anything else (S5)", .high)
        case .ignoresSafeArea: return (".ignoresSafeArea grows it into the safe area where it touches it, \(size) (S28)", .high)
        case .safeAreaInset(let edge, _, let spacing):
            return (
                ".safeAreaInset(edge: .\(edge.rawValue)) keeps the bar and \(PointFormat.string(spacing)) of spacing out of the view's safe area, \(size) (S30)",
                .medium
            )
        case .safeAreaPadding(let i): return (".safeAreaPadding\(Self.insetText(i)) → \(size) (S31)", .high)
        case .aspectRatio: return (".aspectRatio fits the offer at the ratio, \(size) (S20)", .high)
        case .scroll:
            let insets = scroll.map { " behind insets \($0.insets)" } ?? ""
            return ("\(type) fills out into the safe area where it touches it, \(size); content \(scroll?.contentSize.text ?? "")\(insets) (S33, R18)", .medium)
        case .geometryReader: return ("GeometryReader takes the whole offer, \(size) (S19)", .medium)
        case .containerRelative: return (".containerRelativeFrame: a share of the container's safe size, \(size) (S22)", .medium)
        }
    }

    static func insetText(_ i: EdgeInsets) -> String {
        if i.top == i.left, i.left == i.bottom, i.bottom == i.right { return "(\(PointFormat.string(i.top)))" }
        return " \(i)"
    }
}
