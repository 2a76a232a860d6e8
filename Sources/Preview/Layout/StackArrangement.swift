import AutoLayout
import Geometry

/// The constraints a `UIStackView` makes for its arranged subviews (RULES R48), along its axis
/// (distribution, spacing) and across it (alignment), inside its bounds or its margins.
enum StackArrangement {
    /// Adds them for `arranged` (the arranged subviews in order, with intrinsic sizes where they
    /// have one, and whether each is hidden); returns the words their explanations give.
    /// - Parameter area: the stack's bounds, or its margins with `isLayoutMarginsRelativeArrangement`.
    /// A horizontal stack in a right-to-left layout arranges its first view at the right.
    ///
    /// A hidden arranged subview takes no room along the axis (R48) and sits in the middle of the
    /// gap between the visible views around it, at the stack's end after the last, at its start
    /// before the first; across the axis it is aligned as the others are, unless every arranged
    /// view is hidden (then each stays at the start across), and never bounds the stack there.
    /// (Measured: the stored frames of Xcode's canvases put it half a spacing after the view
    /// before, 20 and 63 in stacks spaced 6 and 8, and at the end, 69 and 223, after the last;
    /// low confidence.)
    static func add(
        _ stack: StackSpec, _ arranged: [(box: ConstraintLevel.Box, intrinsic: Size?, hidden: Bool, baselines: TextBaselines?)],
        area: ConstraintLevel.Area, rightToLeft: Bool, to solver: inout Solver
    ) -> String {
        let horizontal = stack.axis == .horizontal
        let ordered = horizontal && rightToLeft ? Array(arranged.reversed()) : arranged
        let views = ordered.filter { !$0.hidden }.map { (box: $0.box, intrinsic: $0.intrinsic) }
        // Along the axis: start, size; across it: start, size; and the area's edges the same way.
        func along(_ b: ConstraintLevel.Box) -> (Expression, Expression) {
            horizontal ? (Expression(b.x), Expression(b.w)) : (Expression(b.y), Expression(b.h))
        }
        func across(_ b: ConstraintLevel.Box) -> (Expression, Expression) {
            horizontal ? (Expression(b.y), Expression(b.h)) : (Expression(b.x), Expression(b.w))
        }
        let (alongMin, alongMax) = horizontal ? (area.x, area.maxX) : (area.y, area.maxY)
        let (acrossMin, acrossMax) = horizontal ? (area.y, area.maxY) : (area.x, area.maxX)
        func required(_ e: Expression, _ r: Constraint.Relation) { try? solver.add(Constraint(e, r, label: "stack")) }
        // Gaps that may grow keep to the spacing when nothing else sizes the stack (a stack
        // that is a scroll view's content): NSStackView documents the same weak "spacing ==
        // spacing" for equal spacing, and Xcode's canvases store such stacks at their
        // content's length. Below every hugging priority, so a stack held longer pads its gaps.
        func tight(_ gap: Expression) { try? solver.add(Constraint(gap - stack.spacing, .equal, priority: 50, label: "stack spacing fit")) }

        // Hidden ones: no length along the axis, in the gap they leave.
        for (index, entry) in ordered.enumerated() where entry.hidden {
            let (start, size) = along(entry.box)
            required(size, .equal)
            let before = ordered[..<index].last { !$0.hidden }.map { along($0.box) }
            let after = ordered[(index + 1)...].first { !$0.hidden }.map { along($0.box) }
            switch (before, after) {
            case (let b?, let a?): required(start * 2 - (b.0 + b.1 + a.0), .equal)
            case (let b?, nil): required(start - (b.0 + b.1), .equal)
            default: required(start - alongMin, .equal)
            }
        }
        guard !views.isEmpty else {
            // Every arranged view hidden: UIKit ties the stack to an empty spacer, not to any of
            // them, so none is aligned across and each stays at the start (Xcode's canvases
            // store 26 such hidden views of centre-, trailing- and bottom-aligned stacks at 0,
            // where the 12 hidden beside visible ones are aligned, and a fill-aligned row 0
            // tall over its 34-pt hidden views; low confidence).
            return alignAcross(
                stack, as: .leading, ordered.map { ($0.box, $0.hidden, $0.baselines) }, across: across, acrossMin: acrossMin, acrossMax: acrossMax, to: &solver)
                + "; every arranged view hidden, none aligned across (low confidence)"
        }
        let first = along(views[0].box)
        let last = along(views[views.count - 1].box)
        required(first.0 - alongMin, .equal)
        required(last.0 + last.1 - alongMax, .equal)
        for i in 1..<max(1, views.count) {
            let previous = along(views[i - 1].box)
            let next = along(views[i].box)
            let gap = next.0 - (previous.0 + previous.1)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                required(gap - stack.spacing, .equal)
            case .equalSpacing:
                required(gap - stack.spacing, .greaterOrEqual)
                let firstGap = along(views[1].box).0 - (first.0 + first.1)
                required(gap - firstGap, .equal)
                tight(gap)
            case .equalCentering:
                required(gap - stack.spacing, .greaterOrEqual)
                tight(gap)
                let centre = { (e: (Expression, Expression)) in e.0 + e.1 * 0.5 }
                required((centre(next) - centre(previous)) - (centre(along(views[1].box)) - centre(first)), .equal)
            }
            switch stack.distribution {
            case .fillEqually:
                required(next.1 - first.1, .equal)
            case .fillProportionally:
                let a = horizontal ? views[0].intrinsic?.width : views[0].intrinsic?.height
                let b = horizontal ? views[i].intrinsic?.width : views[i].intrinsic?.height
                if let a, let b, a > 0, b > 0 { required(next.1 * a - first.1 * b, .equal) }
            default: break
            }
        }
        return alignAcross(
            stack, as: stack.alignment, ordered.map { ($0.box, $0.hidden, $0.baselines) }, across: across, acrossMin: acrossMin, acrossMax: acrossMax,
            to: &solver)
    }

    /// Across the axis, every arranged view as `alignment` says (the stack's, unless all are
    /// hidden); the words for explanations.
    ///
    /// Only visible views bound the stack across (UIKit's spanning boundaries are made for the
    /// visible items, its alignment constraints for all of them; kean/Arranged, which rebuilds
    /// UIStackView's constraints, does the same): a hidden view taller than the visible ones
    /// overhangs a centre-aligned row equally at both edges, as a canvas stores it (a 16-pt
    /// hidden icon at y −0.667 in a row 14.333 tall), and a row whose views are all hidden fits
    /// to nothing across unless something else holds it (stored 0 tall over 34-pt hidden buttons).
    private static func alignAcross(
        _ stack: StackSpec, as alignment: StackSpec.Alignment, _ boxes: [(box: ConstraintLevel.Box, hidden: Bool, baselines: TextBaselines?)],
        across: (ConstraintLevel.Box) -> (Expression, Expression), acrossMin: Expression, acrossMax: Expression, to solver: inout Solver
    ) -> String {
        func required(_ e: Expression, _ r: Constraint.Relation) { try? solver.add(Constraint(e, r, label: "stack")) }
        let words = { (baseline: String) in
            "arranged by its stack view: \(stack.axis.rawValue), distribution \(stack.distribution.rawValue), alignment \(stack.alignment.rawValue)\(baseline), spacing \(PointFormat.string(stack.spacing))\(stack.isLayoutMarginsRelativeArrangement ? ", inside its margins" : "") (R48)"
        }
        if stack.axis == .horizontal, alignment == .firstBaseline || alignment == .lastBaseline, let first = boxes.first {
            // Baselines: every view's on the first one's. The stack's edge on the baseline's
            // side holds only the first view (its top for first baselines), the other edge all
            // the visible views, and the spanning fit closes both: a view whose text sits lower
            // than the first one's stands out past the stack's top (a 30-pt button beside a
            // 17-pt label, 4.5 above the row; as kean/Arranged rebuilds UIStackView).
            let isFirst = alignment == .firstBaseline
            func baseline(_ b: ConstraintLevel.Box, _ text: TextBaselines?) -> Expression {
                let area = ConstraintLevel.Area(b)
                return ConstraintLevel.attribute(isFirst ? .firstBaseline : .lastBaseline, of: area, margins: area, baselines: text, rightToLeft: false)
            }
            let line = baseline(first.box, first.baselines)
            for (box, _, text) in boxes.dropFirst() { required(baseline(box, text) - line, .equal) }
            if isFirst {
                required(Expression(first.box.y) - acrossMin, .greaterOrEqual)
            } else {
                required(Expression(first.box.y) + Expression(first.box.h) - acrossMax, .lessOrEqual)
            }
            for (box, hidden, _) in boxes where !hidden {
                if isFirst {
                    required(Expression(box.y) + Expression(box.h) - acrossMax, .lessOrEqual)
                } else {
                    required(Expression(box.y) - acrossMin, .greaterOrEqual)
                }
            }
            return words(" (text baselines, R43)")
        }
        for (box, hidden, _) in boxes {
            let (start, size) = across(box)
            switch alignment {
            case .fill:
                required(start - acrossMin, .equal)
                required(start + size - acrossMax, .equal)
            case .leading, .top, .firstBaseline, .lastBaseline:
                required(start - acrossMin, .equal)
                if !hidden { required(start + size - acrossMax, .lessOrEqual) }
            case .trailing, .bottom:
                required(start + size - acrossMax, .equal)
                if !hidden { required(start - acrossMin, .greaterOrEqual) }
            case .center:
                required(start + size * 0.5 - (acrossMin + acrossMax) * 0.5, .equal)
                if !hidden { required(start - acrossMin, .greaterOrEqual) }
            }
        }
        return words(
            stack.alignment == .firstBaseline || stack.alignment == .lastBaseline
                ? " (a vertical stack's baselines aligned as leading edges, low confidence)" : "")
    }
}
