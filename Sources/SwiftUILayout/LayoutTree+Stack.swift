import Geometry

/// How a stack divided its offer: each child's offer and size, in source order, and the gaps.
struct StackArrangement {
    var proposals: [ProposedViewSize]
    var sizes: [Size]
    /// The gap after each child but the last.
    var gaps: [Double]
    /// Whether a gap is the default between a `Text` and its neighbour, whose number SwiftUI
    /// takes from font metrics not logged anywhere (S8: L).
    var textGaps: Bool
}

extension LayoutTree {
    /// S6–S9: with a concrete offer along the axis, the spacing comes off first; then each
    /// priority group in turn (highest first, S7) shares what the lower groups' minimums leave,
    /// the least flexible child first, each offered an even share of what is still unsized.
    /// With no offer along the axis each child is asked for its ideal size.
    mutating func stackLayout(_ id: Int, _ p: ProposedViewSize) -> StackArrangement {
        guard case .stack(let axis, _, let spacing, _) = elements[id].kind else {
            return StackArrangement(proposals: [], sizes: [], gaps: [], textGaps: false)
        }
        let children = elements[id].children
        let minor = p[axis.other]
        let gaps = children.indices.dropLast().map { _ in spacing ?? 8 }
        let textGaps = spacing == nil && children.contains { listedByOuter[$0].map { listed[$0].role == .text } ?? false }
        guard let major = p[axis] else {
            let offer = ProposedViewSize(axis, major: nil, minor: minor)
            return StackArrangement(proposals: children.map { _ in offer }, sizes: children.map { size($0, offer) }, gaps: gaps, textGaps: textGaps)
        }
        var proposals = [ProposedViewSize](repeating: .unspecified, count: children.count)
        var sizes = [Size](repeating: .zero, count: children.count)
        let flexibility = children.map { child -> Double in
            size(child, ProposedViewSize(axis, major: .infinity, minor: minor))[axis] - size(child, ProposedViewSize(axis, major: 0, minor: minor))[axis]
        }
        let minimum = children.map { size($0, ProposedViewSize(axis, major: 0, minor: minor))[axis] }
        var remaining = major - gaps.reduce(0, +)
        let priorities = Set(children.map { elements[$0].priority }).sorted(by: >)
        for priority in priorities {
            let group = children.indices.filter { elements[children[$0]].priority == priority }
                .sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
            let reserved = children.indices.filter { elements[children[$0]].priority < priority }.reduce(0) { $0 + minimum[$1] }
            var available = remaining - reserved
            var unsized = group.count
            for i in group {
                let share = max(0, available / Double(unsized))
                proposals[i] = ProposedViewSize(axis, major: share, minor: minor)
                sizes[i] = size(children[i], proposals[i])
                available -= sizes[i][axis]
                remaining -= sizes[i][axis]
                unsized -= 1
            }
        }
        return StackArrangement(proposals: proposals, sizes: sizes, gaps: gaps, textGaps: textGaps)
    }
}
