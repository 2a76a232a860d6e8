import Geometry

/// One SwiftUI view as its source writes it: the type, the arguments, the views its view builder
/// holds, and the modifiers applied to it, in order. The layout reads it; it holds nothing the
/// source does not say.
///
///     // Text("Hello").padding(16)
///     ViewNode(type: "Text", arguments: [Argument(.string("Hello"))],
///              modifiers: [Modifier(name: "padding", arguments: [Argument(.number(16))])])
public struct ViewNode: Equatable, Sendable {
    /// The type or the static member that makes the view: `VStack`, `Text`, `Color.red` is `Color`
    /// with the member in `arguments`.
    public var type: String
    public var arguments: [Argument]
    /// The views of its trailing view builder (a stack's children, a `List`'s rows).
    public var content: [ViewNode]
    public var modifiers: [Modifier]
    /// Where the view starts in its file.
    public var position: SourcePlace

    public init(
        type: String, arguments: [Argument] = [], content: [ViewNode] = [], modifiers: [Modifier] = [],
        position: SourcePlace = SourcePlace()
    ) {
        self.type = type
        self.arguments = arguments
        self.content = content
        self.modifiers = modifiers
        self.position = position
    }

    /// The argument with this label (`nil`: the first unlabelled one).
    public func argument(_ label: String?) -> Value? {
        arguments.first { $0.label == label }?.value
    }

    /// Makes the view builder among the arguments its `content`: the unlabelled trailing closure
    /// or `content:`, the last of them; its parameter, if any, stays an argument
    /// (`ForEach(0..<3) { i in … }`). Nothing changes when the view has content already.
    public mutating func takeContentFromArguments() {
        guard content.isEmpty,
            let index = arguments.lastIndex(where: { ($0.label == nil || $0.label == "content") && $0.value.isViews }),
            case .views(let views, let parameter) = arguments[index].value, !views.isEmpty
        else { return }
        content = views
        arguments[index].value = .views([], parameter: parameter)
        if parameter == nil { arguments.remove(at: index) }
    }

    /// The views directly inside this one: its content, and the views its arguments and its
    /// modifiers hold (a section's header, an overlay's views).
    public var nested: [ViewNode] {
        content + (arguments + modifiers.flatMap(\.arguments)).flatMap(\.value.views)
    }

    /// Every type the tree names, this view's included.
    public var typeNames: Set<String> {
        nested.reduce(into: [type]) { $0.formUnion($1.typeNames) }
    }

    /// How many views the tree lays out, this one included, views in its arguments (an inlined
    /// app view's `body`, a section's header) and modifiers too: a `ForEach`'s content once for
    /// each element it builds (`forEachCount`), at most `LayoutTree.maximumViews` (the layout
    /// builds no more).
    public var count: Int {
        func total(_ arguments: [Argument]) -> Int {
            arguments.reduce(0) { $0 + $1.value.views.reduce(0) { min(LayoutTree.maximumViews, $0 + $1.count) } }
        }
        let inner = content.reduce(0) { min(LayoutTree.maximumViews, $0 + $1.count) } + total(arguments)
        let modified = modifiers.reduce(0) { $0 + total($1.arguments) }
        let each = type == "ForEach" ? forEachCount : 1
        return min(LayoutTree.maximumViews, 1 + inner * each + modified)
    }

    /// How many elements a `ForEach` builds its content for (`LayoutTree.forEachElements`): a
    /// range's or an array's, else `forEachShown` (data the running app supplies).
    var forEachCount: Int {
        switch argument(nil) {
        case .range(let lo, let hi): max(0, min(hi, lo + LayoutTree.maximumViews) - lo)
        case .array(let items): items.count
        default: ViewNode.forEachShown
        }
    }

    /// How many elements a `ForEach` over the app's data shows.
    static let forEachShown = 3
}

/// One modifier as written: `.padding(.horizontal, 20)` is `padding` with two arguments.
public struct Modifier: Equatable, Sendable {
    public var name: String
    public var arguments: [Argument]
    public var position: SourcePlace

    public init(name: String, arguments: [Argument] = [], position: SourcePlace = SourcePlace()) {
        self.name = name
        self.arguments = arguments
        self.position = position
    }

    /// The argument with this label (`nil`: the first unlabelled one).
    public func argument(_ label: String?) -> Value? {
        arguments.first { $0.label == label }?.value
    }
}

/// One argument of a call: its label (nil when unlabelled, as trailing closures are) and value.
public struct Argument: Equatable, Sendable {
    public var label: String?
    public var value: Value

    public init(_ value: Value) {
        self.init(nil, value)
    }

    public init(_ label: String?, _ value: Value) {
        self.label = label
        self.value = value
    }
}

/// An argument's value, as far as a reader of the source can know it without running the app.
public indirect enum Value: Equatable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    /// A member written with its leading dot or type: `.leading`, `.infinity`, `Color.red` → `red`.
    case member(String)
    /// `[.top, .bottom]`, `[.medium, .large]`.
    case array([Value])
    /// A call of a member: `.system(size: 20)`, `.fraction(0.3)`, `.init(top: 8)`.
    case call(String, [Argument])
    /// A half-open or closed range of integers: `0..<5` is (0, 5), `1...3` is (1, 4).
    case range(Int, Int)
    /// A view builder: the views a closure returns (`.overlay { Badge() }`), with its parameter's
    /// name when it has one (`ForEach(0..<3) { i in … }`).
    case views([ViewNode], parameter: String?)
    /// Anything the reader cannot evaluate, as its source text (`model.title`, `{ count += 1 }`).
    case expression(String)

    /// The views of a view builder, else none.
    public var views: [ViewNode] {
        if case .views(let nodes, _) = self { return nodes }
        return []
    }

    /// A closure the reader kept as text: its statements were not all views.
    public var isClosureText: Bool {
        if case .expression(let e) = self { return e.hasPrefix("{") }
        return false
    }

    /// The source text of an expression, cut to 60 characters on one line, for warnings.
    public var describedShort: String {
        guard case .expression(let e) = self else { return "" }
        let line = e.split(whereSeparator: { $0 == "\n" }).map { $0.trimmingPrefix(while: { $0 == " " }) }.joined(separator: " ")
        return line.count > 60 ? String(line.prefix(59)) + "…" : line
    }

    public var isViews: Bool {
        if case .views = self { return true }
        return false
    }

    /// A number as the layout uses it: within ±100,000 points (the scene format's range), so no
    /// literal (`1e308`) can make a frame that is not finite; nil for anything else.
    public var number: Double? {
        guard case .number(let n) = self, !n.isNaN else { return nil }
        return min(max(n, -Self.numberRange), Self.numberRange)
    }

    /// How far from 0 a number the layout uses may be.
    public static let numberRange = 100_000.0

    /// A whole number a count can be made of (within ±1,000,000), else nil: never a trap.
    public var integer: Int? {
        guard case .number(let n) = self, n.isFinite, abs(n) <= 1_000_000 else { return nil }
        return Int(n.rounded(.towardZero))
    }

    public var member: String? {
        if case .member(let m) = self { return m }
        return nil
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }
}
