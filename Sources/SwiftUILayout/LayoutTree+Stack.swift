import Geometry

/// How a stack divided its offer: each child's offer and size, in source order, and the gaps.
struct StackArrangement {
    var proposals: [ProposedViewSize]
    var sizes: [Size]
    /// How each child's offer along the axis was worked out (nil: offered nothing, its ideal).
    var shares: [Share?] = []
    /// The gap between two neighbours: the explicit spacing, or the default 8 (S8, S9).
    var gap: Double

    /// The gaps along the axis, all together.
    var totalGap: Double { gap * Double(max(0, sizes.count - 1)) }

    /// One child's share (S6, S7): what was left, among how many, and what lower priorities kept.
    struct Share {
        var available: Double
        var unsized: Int
        var reserved: Double
        var priority: Double

        /// `386 left ÷ 3 = 128.667, the least flexible first (S6)`.
        var words: String {
            let each = PointFormat.string(max(0, available / Double(max(1, unsized))))
            let split = unsized == 1 ? "\(PointFormat.string(available)) left" : "\(PointFormat.string(available)) left ÷ \(unsized) = \(each)"
            let kept = reserved > 0 ? ", after \(PointFormat.string(reserved)) set aside for lower priorities (S7)" : ""
            return split + kept + ", the least flexible first (S6)"
        }
    }
}

extension LayoutTree {
    /// S6–S9: with a concrete offer along the axis, the spacing comes off first; then each
    /// priority group in turn (highest first, S7) shares what the lower groups' minimums leave,
    /// the least flexible child first, each offered an even share of what is still unsized.
    /// With no offer along the axis each child is asked for its ideal size.
    mutating func stackLayout(_ id: Int, _ p: ProposedViewSize) -> StackArrangement {
        if let known = arrangements[id], known.proposal == p { return known.arrangement }
        let arranged = arrange(id, p)
        arrangements[id] = (p, arranged)
        return arranged
    }

    private mutating func arrange(_ id: Int, _ p: ProposedViewSize) -> StackArrangement {
        guard case .stack(let axis, _, let spacing, _) = elements[id].kind else {
            return StackArrangement(proposals: [], sizes: [], gap: 0)
        }
        let children = elements[id].children
        let minor = p[axis.other]
        let gap = spacing ?? 8
        guard let major = p[axis] else {
            let offer = ProposedViewSize(axis, major: nil, minor: minor)
            return StackArrangement(proposals: children.map { _ in offer }, sizes: children.map { size($0, offer) }, gap: gap)
        }
        var proposals = [ProposedViewSize](repeating: .unspecified, count: children.count)
        var sizes = [Size](repeating: .zero, count: children.count)
        var shares = [StackArrangement.Share?](repeating: nil, count: children.count)
        let minimum = children.map { size($0, ProposedViewSize(axis, major: 0, minor: minor))[axis] }
        let flexibility = children.indices.map { i in
            size(children[i], ProposedViewSize(axis, major: .infinity, minor: minor))[axis] - minimum[i]
        }
        var remaining = major - gap * Double(max(0, children.count - 1))
        let priorities = children.map { elements[$0].priority }
        let levels = priorities.allSatisfy { $0 == priorities.first } ? [priorities.first ?? 0] : Set(priorities).sorted(by: >)
        for priority in levels {
            let group = children.indices.filter { priorities[$0] == priority }
                .sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
            let reserved = levels.count == 1 ? 0 : children.indices.filter { priorities[$0] < priority }.reduce(0) { $0 + minimum[$1] }
            var available = remaining - reserved
            var unsized = group.count
            for i in group {
                let share = max(0, available / Double(unsized))
                shares[i] = StackArrangement.Share(available: available, unsized: unsized, reserved: reserved, priority: priority)
                proposals[i] = ProposedViewSize(axis, major: share, minor: minor)
                sizes[i] = size(children[i], proposals[i])
                available -= sizes[i][axis]
                remaining -= sizes[i][axis]
                unsized -= 1
            }
        }
        return StackArrangement(proposals: proposals, sizes: sizes, shares: shares, gap: gap)
    }
}
