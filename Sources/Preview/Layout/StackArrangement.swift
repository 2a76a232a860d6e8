import AutoLayout

/// The constraints a `UIStackView` makes for its arranged subviews (RULES R48), along its axis
/// (distribution, spacing) and across it (alignment), inside its bounds or its margins.
enum StackArrangement {
    /// Adds them for `views` (visible arranged subviews in order, with intrinsic sizes where they
    /// have one); returns the words their explanations give.
    /// - Parameter area: the stack's bounds, or its margins with `isLayoutMarginsRelativeArrangement`.
    /// A horizontal stack in a right-to-left layout arranges its first view at the right.
    static func add(_ stack: StackSpec, _ ordered: [(box: ConstraintLevel.Box, intrinsic: Size?)],
                    area: ConstraintLevel.Area, rightToLeft: Bool, to solver: inout Solver) -> String {
        let horizontal = stack.axis == .horizontal
        let views = horizontal && rightToLeft ? Array(ordered.reversed()) : ordered
        // Along the axis: start, size; across it: start, size; and the area's edges the same way.
        func along(_ b: ConstraintLevel.Box) -> (Expression, Expression) { horizontal ? (Expression(b.x), Expression(b.w)) : (Expression(b.y), Expression(b.h)) }
        func across(_ b: ConstraintLevel.Box) -> (Expression, Expression) { horizontal ? (Expression(b.y), Expression(b.h)) : (Expression(b.x), Expression(b.w)) }
        let (alongMin, alongMax) = horizontal ? (area.x, area.maxX) : (area.y, area.maxY)
        let (acrossMin, acrossMax) = horizontal ? (area.y, area.maxY) : (area.x, area.maxX)
        func required(_ e: Expression, _ r: Constraint.Relation) { try? solver.add(Constraint(e, r, label: "stack")) }

        let first = along(views[0].box), last = along(views[views.count - 1].box)
        required(first.0 - alongMin, .equal)
        required(last.0 + last.1 - alongMax, .equal)
        for i in 1..<max(1, views.count) {
            let previous = along(views[i - 1].box), next = along(views[i].box)
            let gap = next.0 - (previous.0 + previous.1)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                required(gap - stack.spacing, .equal)
            case .equalSpacing:
                required(gap - stack.spacing, .greaterOrEqual)
                let firstGap = along(views[1].box).0 - (first.0 + first.1)
                required(gap - firstGap, .equal)
            case .equalCentering:
                required(gap - stack.spacing, .greaterOrEqual)
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
        for (box, _) in views {
            let (start, size) = across(box)
            switch stack.alignment {
            case .fill:
                required(start - acrossMin, .equal)
                required(start + size - acrossMax, .equal)
            case .leading, .top, .firstBaseline, .lastBaseline:
                required(start - acrossMin, .equal)
                required(start + size - acrossMax, .lessOrEqual)
            case .trailing, .bottom:
                required(start + size - acrossMax, .equal)
                required(start - acrossMin, .greaterOrEqual)
            case .center:
                required(start + size * 0.5 - (acrossMin + acrossMax) * 0.5, .equal)
                required(start - acrossMin, .greaterOrEqual)
            }
        }
        let baseline = stack.alignment == .firstBaseline || stack.alignment == .lastBaseline ? " (baselines aligned as tops, low confidence)" : ""
        return "arranged by its stack view: \(stack.axis.rawValue), distribution \(stack.distribution.rawValue), alignment \(stack.alignment.rawValue)\(baseline), spacing \(PointFormat.string(stack.spacing))\(stack.isLayoutMarginsRelativeArrangement ? ", inside its margins" : "") (R48)"
    }
}
