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
        var assumption: Explanation?
        /// For a background's view, the view it is behind: listed (and drawn) just before it.
        var behindOf: Int?
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
    /// Each element's size by proposal, once asked (`size(_:_:)`).
    var sizes: [SizeKey: Size] = [:]
    /// The root scroll view's element, the large title at the top of its content (R34) and how
    /// far that title has collapsed as the content scrolled (R14).
    var largeTitle: (element: Int, inset: Double, collapse: Double)?
    /// How far named scroll views have scrolled from their resting offset (the screen's keys).
    var scrollOffsets: [String: Point] = [:]
    /// Where each element was placed (`place(_:in:proposal:region:)`).
    var placements: [Int: Placement] = [:]
    /// Which listed view an element is the outermost element of, and the view itself of.
    var listedByOuter: [Int: Int] = [:]
    var listedByInner: [Int: Int] = [:]
    /// Points per pixel (S4), and the length of a `Divider`'s line.
    let scale: Double
    /// The nearest container's size for `containerRelativeFrame` (S22): the safe area of the
    /// hosting view.
    let containerSize: Size

    init(scale: Double, containerSize: Size) {
        self.scale = scale
        self.containerSize = containerSize
    }

    mutating func add(_ kind: Element.Kind, _ children: [Int] = []) -> Int {
        elements.append(Element(kind: kind, children: children))
        return elements.count - 1
    }

    /// The listed views parents first, each view's backgrounds just before it (the order they
    /// are drawn in), otherwise in source order.
    var drawingOrder: [Int] {
        var children: [Int?: [Int]] = [:], behind: [Int: [Int]] = [:]
        for (i, item) in listed.enumerated() {
            if let backed = item.behindOf { behind[backed, default: []].append(i) } else { children[item.parent, default: []].append(i) }
        }
        // Each view's backgrounds (with what is inside them), then the view, then its children.
        enum Step { case visit(Int), emit(Int) }
        var order: [Int] = []
        var steps: [Step] = (children[nil] ?? []).reversed().map { .visit($0) }
        while let step = steps.popLast() {
            switch step {
            case .emit(let i): order.append(i)
            case .visit(let i):
                let next: [Step] = (behind[i] ?? []).map { .visit($0) } + [.emit(i)] + (children[i] ?? []).map { .visit($0) }
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
