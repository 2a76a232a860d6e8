import Geometry

/// One node of the layout tree: a view's own layout, or a modifier's around the element it
/// wraps. A `ViewNode` becomes a chain of them, innermost the view, outermost its last modifier.
struct Element {
    enum Kind {
        /// A `Text`: one string in one font, wrapped to the width offered (S24, S25).
        case text(String, Font, lineLimit: Int?)
        /// Takes whatever it is offered, 10 for an unspecified axis (S3): `Color`, shapes.
        case fill
        /// A view not modelled, or an app's view the source does not show: takes what it is offered,
        /// `ideal` when the offer is unspecified.
        case flexible(ideal: Size)
        /// A fixed size whatever it is offered: an image that is not resizable (S20), a switch.
        case fixed(Size)
        /// An image marked `resizable()`: takes the offer, its own size when unspecified (S20).
        case resizable(Size)
        /// Grows along its stack's axis, or both outside a stack (S13).
        case spacer(minLength: Double, axis: Axis?)
        /// A line along the other axis of its stack, `thickness` across (a `Divider`).
        case divider(Axis, thickness: Double)
        /// `HStack` or `VStack`, children in order (S6–S11); `fillsMinor` for the lazy stacks,
        /// which take the width they are offered.
        case stack(Axis, Alignment, spacing: Double?, fillsMinor: Bool)
        case zstack(Alignment)
        case padding(EdgeInsets)
        case fixedFrame(width: Double?, height: Double?, Alignment)
        case flexibleFrame(FlexibleFrame, Alignment)
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// First child the modified view, second the background, drawn into the safe area on
        /// `ignoresSafeAreaEdges` (S17, S18).
        case background(Alignment, ignoresSafeAreaEdges: Set<Edge>)
        case overlay(Alignment)
        case offset(x: Double, y: Double)
        /// Expands its child into the safe area on these edges where it touches them (S28).
        case ignoresSafeArea(Set<Edge>)
        /// First child the modified view, second the bar on `edge` (S30, S32).
        case safeAreaInset(Edge, Alignment, spacing: Double)
        case safeAreaPadding(EdgeInsets)
        /// Fits (or fills) the offer at a ratio: the given one, else the child's ideal size's (S20).
        case aspectRatio(Double?, fill: Bool)
        /// A scroll view along `axis`: its one child the content, laid out in an implicit stack.
        case scroll(Axis, contentMargins: EdgeInsets)
        /// Takes the whole offer and puts its content at the top leading corner (S19).
        case geometryReader
        /// `containerRelativeFrame`: a length of the nearest container's on `axes` (S22).
        case containerRelative(horizontal: Bool, vertical: Bool, count: Int, span: Int, spacing: Double, Alignment)
    }

    var kind: Kind
    var children: [Int] = []
    /// `layoutPriority` (S7), 0 unless said.
    var priority = 0.0
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)`, normalised as
/// SwiftUI does (S14): a negative minimum is 0, an ideal is at least the minimum, a maximum at
/// least the ideal.
struct FlexibleFrame {
    var min: (Double?, Double?)
    var ideal: (Double?, Double?)
    var max: (Double?, Double?)

    init(minWidth: Double?, idealWidth: Double?, maxWidth: Double?, minHeight: Double?, idealHeight: Double?, maxHeight: Double?) {
        func normalised(_ lo: Double?, _ id: Double?, _ hi: Double?) -> (Double?, Double?, Double?) {
            let lo = lo.map { Swift.max(0, $0) }
            let id = id.map { v in lo.map { Swift.max($0, v) } ?? v }
            let floor = id ?? lo
            let hi = hi.map { v in floor.map { Swift.max($0, v) } ?? v }
            return (lo, id, hi)
        }
        let w = normalised(minWidth, idealWidth, maxWidth)
        let h = normalised(minHeight, idealHeight, maxHeight)
        min = (w.0, h.0)
        ideal = (w.1, h.1)
        max = (w.2, h.2)
    }

    func bounds(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
        axis == .horizontal ? (min.0, ideal.0, max.0) : (min.1, ideal.1, max.1)
    }
}
