import Geometry
import Preview

extension FrameCheck {
    /// `broken`: the ids of stack views' arranged views whose stored frames break the constraints
    /// UIStackView itself makes, all of them required: visible arranged views one after another
    /// along the axis at least `spacing` apart (exactly, for the fill distributions; equal in
    /// length for `fillEqually`), the first at the stack's start and the last at its end (the
    /// "canvas connection"), and across it each at the edge or centre its alignment names (both
    /// edges for `fill`). A stack arranged within margins it stores has its canvas inset by them
    /// (as the importer reads it); one arranged within default margins is checked between its
    /// views only. Baseline alignments are not checked across, nor spacing between baselines; a
    /// stack with an arranged view without a stored frame is not checked. Views `uninstalled`
    /// (for the design device's size classes) are not arranged.
    ///
    /// Such frames are left from an earlier state of the document (Xcode updates them only when
    /// asked), like those `brokenItems` finds for the constraints the document lists.
    ///
    /// `edited` holds the stacks whose visible arranged views overlap along the axis (by more
    /// than a point, the spacing not negative) with the ids of those views. No UIStackView
    /// arrangement overlaps them, in any distribution or era, so Interface Builder never wrote
    /// those frames: they were written by hand or by a merge after its last layout (it would
    /// have marked them misplaced had it saved the document since), and the frames around the
    /// stack are from that layout, in which the stack had the size it stores.
    static func arrangements(
        _ root: XMLNode, era: XcodeEra, leavingOut uninstalled: Set<String>
    ) -> (
        broken: Set<String>, edited: (stacks: Set<String>, arranged: Set<String>)
    ) {
        var broken = Set<String>()
        var edited: (stacks: Set<String>, arranged: Set<String>) = ([], [])
        var nodes = [root]
        while let node = nodes.popLast() {
            let subviews = ViewImporter.subviewNodes(node)
            nodes += subviews
            let shown = subviews.filter { !ViewImporter.isHidden($0) && !uninstalled.contains($0["id"] ?? "") }
            // A right-to-left stack arranges from the right: not checked.
            guard node.name == "stackView", let stack = ViewImporter.frame(node), shown.allSatisfy({ ViewImporter.frame($0) != nil }),
                node["semanticContentAttribute"] != "forceRightToLeft"
            else { continue }
            // A stack places its views' alignment rectangles (a switch's frame reaches 2 pt beyond).
            let arranged = shown.compactMap { child -> (id: String, frame: Rect)? in
                guard let frame = ViewImporter.frame(child), let id = child["id"] else { return nil }
                return (id, frame.inset(by: ViewImporter.alignmentRectInsets(child, era: era)))
            }
            let check = ArrangementCheck(node, stack: stack)
            broken.formUnion(check.broken(arranged))
            if check.overlaps(arranged), let id = node["id"] {
                edited.stacks.insert(id)
                edited.arranged.formUnion(arranged.map(\.id))
            }
        }
        return (broken, edited)
    }
}

/// One stack view's own constraints, measured on stored frames (1 pt tolerance, as
/// `StoredFrames.breaks`).
private struct ArrangementCheck {
    let vertical: Bool
    /// Nil where the spacing is between baselines, which is not measured here.
    let spacing: Double?
    let exactSpacing: Bool
    let equalLengths: Bool
    let alignment: StackSpec.Alignment
    /// The canvas: where arranged views start and end along the axis and across it; nil when
    /// the margins it is inset by are not stored.
    let canvas: (start: Double, end: Double, crossStart: Double, crossEnd: Double)?

    init(_ node: XMLNode, stack: Rect) {
        // The arrangement as the importer reads it, so the check and the layout agree.
        let spec = ViewImporter.stackSpec(node)
        vertical = spec.axis == .vertical
        spacing = node.flag("baselineRelativeArrangement") ? nil : spec.spacing
        exactSpacing = [.fill, .fillEqually, .fillProportionally].contains(spec.distribution)
        equalLengths = spec.distribution == .fillEqually
        alignment = spec.alignment
        let length = vertical ? stack.height : stack.width
        let cross = vertical ? stack.width : stack.height
        if let m = ViewImporter.margins(node) {
            canvas =
                vertical
                ? (m.top, length - m.bottom, m.leading, cross - m.trailing) : (m.leading, length - m.trailing, m.top, cross - m.bottom)
        } else {
            canvas = spec.isLayoutMarginsRelativeArrangement ? nil : (0, length, 0, cross)
        }
    }

    /// Whether two arranged views overlap along the axis, which no arrangement with a spacing
    /// of 0 or more gives (the spacing between baselines taken as such).
    func overlaps(_ arranged: [(id: String, frame: Rect)]) -> Bool {
        guard (spacing ?? 0) >= 0 else { return false }
        return zip(arranged, arranged.dropFirst()).contains { a, b in
            (vertical ? b.frame.minY - a.frame.maxY : b.frame.minX - a.frame.maxX) < -1
        }
    }

    func broken(_ arranged: [(id: String, frame: Rect)]) -> Set<String> {
        var broken = Set<String>()
        func start(_ r: Rect) -> Double { vertical ? r.minY : r.minX }
        func end(_ r: Rect) -> Double { vertical ? r.maxY : r.maxX }
        func crossStart(_ r: Rect) -> Double { vertical ? r.minX : r.minY }
        func crossEnd(_ r: Rect) -> Double { vertical ? r.maxX : r.maxY }
        for (a, b) in zip(arranged, arranged.dropFirst()) {
            let gap = start(b.frame) - end(a.frame)
            let spaced = spacing.map { exactSpacing ? abs(gap - $0) <= 1 : gap >= $0 - 1 } ?? true
            let lengths = !equalLengths || abs((end(a.frame) - start(a.frame)) - (end(b.frame) - start(b.frame))) <= 1
            if !spaced || !lengths { broken.formUnion([a.id, b.id]) }
        }
        guard let canvas, let first = arranged.first, let last = arranged.last else { return broken }
        if abs(start(first.frame) - canvas.start) > 1 { broken.insert(first.id) }
        if abs(end(last.frame) - canvas.end) > 1 { broken.insert(last.id) }
        for view in arranged {
            let r = view.frame
            let leading = abs(crossStart(r) - canvas.crossStart) <= 1
            let trailing = abs(crossEnd(r) - canvas.crossEnd) <= 1
            let held =
                switch alignment {
                case .fill: leading && trailing
                case .leading, .top: leading
                case .trailing, .bottom: trailing
                case .center: abs((crossStart(r) + crossEnd(r)) - (canvas.crossStart + canvas.crossEnd)) <= 2
                case .firstBaseline, .lastBaseline: true
                }
            if !held { broken.insert(view.id) }
        }
        return broken
    }
}
