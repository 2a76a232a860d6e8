import Geometry

/// A SwiftUI view tree turned into layout elements, with the views a user can name listed.
///
/// Built once per layout: `ViewNode`s in, `Element`s out (a view and each modifier around it),
/// then sized (`LayoutTree+Sizing`) and placed (`LayoutTree+Placement`).
struct LayoutTree {
    /// One view of the source, as the outputs list it.
    struct Listed {
        var name: String
        var path: String
        var type: String
        var role: SwiftUIView.Role
        /// The listed view this one is inside, if any.
        var parent: Int?
        /// The element of the view itself, and the outermost of its modifiers.
        var inner: Int
        var outer: Int
        var text: String?
        var position: SourcePlace
        /// Drawn into the unsafe area on purpose: a fill, or a view that ignores the safe area.
        var ignoresSafeArea: Bool
        /// What was assumed about it (a placeholder's reason), said in its explanation.
        var assumption: Assumption?
        /// For a background's view, the view it is behind: listed (and drawn) just before it.
        var behindOf: Int?
    }

    /// What a view's size rests on that no source says: worded only when it is explained.
    enum Assumption {
        case said(Explanation)
        /// An SF Symbol, about a line of its font square (S20).
        case symbol(font: String)
        /// A text field, picker, slider or stepper: as wide as offered, a line of its font tall.
        case control(type: String, font: String)

        var explanation: Explanation {
            switch self {
            case .said(let e): e
            case .symbol(let font): Explanation("an SF Symbol: about one line of \(font) square (S20; no symbol metrics on Linux)", confidence: .low)
            case .control(let type, let font): Explanation("\(type): as wide as it is offered and one line of \(font) tall", confidence: .low)
            }
        }
    }

    /// What the environment passes down the tree while it is built (SwiftUI's `EnvironmentValues`
    /// as far as layout reads them).
    struct Environment {
        var font = Font.body
        var lineLimit: Int?
        /// The axis of the stack the view is a child of, for `Spacer` and `Divider`.
        var stackAxis: Axis?
        /// A `ForEach` element's value by the closure parameter's name, for `Text("Row \(i)")`.
        var values: [String: String] = [:]
        /// `.buttonStyle(.bordered)` or `.borderedProminent` on the view or above.
        var borderedButtons = false
    }

    /// At most this many views are built; the rest of a `ForEach` is left out and said. Layout is
    /// linear in views, so this bounds a tree's cost to a few milliseconds.
    static let maximumViews = 5_000

    var elements: [Element] = []
    var listed: [Listed] = []
    var warnings: [String] = []
    /// Each element's sizes by proposal, once asked (`size(_:_:)`): a short chain per element (a
    /// stack asks a child three or four times) in one flat store, walked faster than a hash table
    /// is searched, with no allocation per element.
    var sizeEntries: [(proposal: ProposedViewSize, size: Size, next: Int)] = []
    var firstSize: [Int] = []
    /// The root scroll view's element, the large title at the top of its content (R34) and how
    /// far that title has collapsed as the content scrolled (R14).
    var largeTitle: (element: Int, inset: Double, collapse: Double)?
    /// How far named scroll views have scrolled from their resting offset (the screen's keys).
    var scrollOffsets: [String: Point] = [:]
    /// Where each element was placed (`place(_:in:proposal:region:)`).
    var placements: [Placement?] = []
    /// How a stack worked out each child's offer, by the child's element, for its explanation.
    var stackShares: [Int: StackArrangement.Share] = [:]
    /// Scroll views' content, by element.
    var scrolls: [Int: ScrollState] = [:]
    /// Each stack's last arrangement and the offer it was for: placing a stack reuses what
    /// sizing it worked out.
    var arrangements: [(proposal: ProposedViewSize, arrangement: StackArrangement)?] = []
    /// Which listed view an element is the view itself of.
    var listedByInner: [Int?] = []
    /// Points per pixel (S4), and the length of a `Divider`'s line.
    let scale: Double
    /// The nearest container's size for `containerRelativeFrame` (S22): the safe area of the
    /// hosting view.
    let containerSize: Size

    /// - Parameter capacity: about how many views the tree holds, to reserve room once.
    init(scale: Double, containerSize: Size, capacity: Int = 0) {
        self.scale = scale
        self.containerSize = containerSize
        let elements = min(capacity, Self.maximumViews) * 3
        self.elements.reserveCapacity(elements)
        firstSize.reserveCapacity(elements)
        sizeEntries.reserveCapacity(elements * 2)
        placements.reserveCapacity(elements)
        arrangements.reserveCapacity(elements)
        listedByInner.reserveCapacity(elements)
    }

    mutating func add(_ kind: Element.Kind, _ children: [Int] = []) -> Int {
        elements.append(Element(kind: kind, children: children))
        firstSize.append(-1)
        placements.append(nil)
        arrangements.append(nil)
        listedByInner.append(nil)
        return elements.count - 1
    }

    /// The listed views parents first, each view's backgrounds just before it (the order they
    /// are drawn in), otherwise in source order.
    var drawingOrder: [Int] {
        var roots: [Int] = []
        var children = [[Int]](repeating: [], count: listed.count)
        var behind = children
        for (i, item) in listed.enumerated() {
            if let backed = item.behindOf { behind[backed].append(i) } else if let parent = item.parent { children[parent].append(i) } else { roots.append(i) }
        }
        // Each view's backgrounds (with what is inside them), then the view, then its children.
        enum Step {
            case visit(Int)
            case emit(Int)
        }
        var order: [Int] = []
        var steps: [Step] = roots.reversed().map { .visit($0) }
        while let step = steps.popLast() {
            switch step {
            case .emit(let i): order.append(i)
            case .visit(let i):
                let next: [Step] = behind[i].map { .visit($0) } + [.emit(i)] + children[i].map { .visit($0) }
                steps += next.reversed()
            }
        }
        return order
    }

    mutating func warn(_ text: String) {
        if !warnings.contains(text) { warnings.append(text) }
    }

    /// A warning naming where in the source it applies.
    mutating func warn(_ text: String, at position: SourcePlace) {
        warn(position.line > 0 ? "line \(position.line): \(text)" : text)
    }
}
