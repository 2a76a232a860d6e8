import AutoLayout
import Geometry
import SwiftUILayout

/// One level of Auto Layout: the constrained subviews of one superview, solved together once the
/// superview's bounds, safe area and margins are known (top down, as UIKit lays out; R42–R50).
/// Frames come out in the superview's coordinates, rounded to the pixel grid (R49).
struct ConstraintLevel {
    /// What the level's constraints can refer to besides the views being solved, as rectangles in
    /// the superview's coordinates.
    struct Context {
        /// The superview whose subviews are solved.
        var superviewName: String
        var bounds: Rect
        /// Whether that superview is a `UIScrollView`: its subviews' constraints to its edges
        /// then bind to its content area.
        var isScroll = false
        /// The safe-area guide (R44, or R45's back-deployed guide on iOS 9/10).
        var safeArea: Rect
        var margins: Rect
        /// The iOS 7–10 guides' edges (R44): topLayoutGuide's bottom, bottomLayoutGuide's top.
        var topLayoutGuideBottom: Double
        var bottomLayoutGuideTop: Double
        /// Frames of the siblings placed by `frame`, by name.
        var fixed: [String: Rect]
        /// An ancestor's frame or guide, by name.
        var ancestor: (String, ConstraintText.Guide?) -> Rect?
        var scale: Double
        /// Which views' frames get their explanations and constraint lists.
        var explaining = Explaining.all
        /// Frame sizes held over the views' own constraints (`LayoutEngine.layout`).
        var keepingSizes: [String: Size] = [:]
        /// A right-to-left layout: leading is the right edge, stacks arrange from the right.
        var rightToLeft = false
        /// The solver work this level may do (`Solver.workLimit`): what the layout has left.
        var workLimit = Int.max
    }

    struct Result {
        var frames: [String: Rect] = [:]
        /// Each frame's explanation, for the views the context is `explaining`.
        var why: [String: Explanation] = [:]
        /// Each view's constraints as solved, for the views the context is `explaining`.
        var constraints: [String: [ConstraintState]] = [:]
        /// Conflicts (R50: required constraints that cannot all hold) and ambiguities.
        var warnings: [String] = []
        /// Constraints left out because they name a view this pass has not laid out yet (see
        /// `LayoutEngine.layout`'s passes).
        var unresolved: [String] = []
        /// The solver work done (`Solver.work`), and whether it ran past the limit, leaving
        /// constraints unsolved.
        var work = 0
        var overBudget = false
    }

    /// The four variables of a view being solved, in the superview's coordinates.
    struct Box {
        var x, y, w, h: Variable
    }

    /// - Parameter arrangement: the superview's stack properties when it is a stack view: then
    ///   every visible subview is arranged (R48), whether it lists constraints or not.
    ///
    /// UIKit's engine solves a window's constraints together, so a superview placed by
    /// constraints may take its size from its subviews (a stack view from what it arranges, a
    /// card from its label). A level therefore solves, with the constrained subviews, their own
    /// constrained and arranged subviews, and theirs, all in this superview's coordinates: an
    /// island that ends at views placed by `frame` (their size is known, so their subviews are
    /// a level of their own). `frames` holds every island view in its own superview's coordinates.
    ///
    /// An island view's safe area is its overlap with the level's (R44), and its margins grow by
    /// it (R26); both depend on where it is placed. The island is solved with the insets its
    /// views had in the last pass (none in the first), and again while that changes them, as
    /// UIKit lays out again when a view's safe area changes: at most `maximumPasses` times.
    static func solve(_ specs: [ViewSpec], _ context: Context, arrangement: StackSpec? = nil) -> Result {
        var insets: [String: EdgeInsets] = [:]
        var pass = 0
        while true {
            var island = Island(context: context, insets: insets)
            island.collect(specs, parent: nil, arrangement: arrangement)
            // A view's 4 variables, and 1 or 2 symbols for each of its constraints: about a
            // dozen, and its intrinsic size's.
            island.solver.reserveCapacity(symbols: island.members.count * 32)
            island.solver.workLimit = context.workLimit
            let result = island.solve(specs, arrangement: arrangement)
            pass += 1
            guard island.readsInsets, pass < maximumPasses, !result.overBudget else { return result }
            let placed = island.safeAreaInsets()
            guard placed != insets else { return result }
            insets = placed
        }
    }

    /// How many times a level is solved at most while its views' safe areas move.
    static let maximumPasses = 3

    /// The views solved together, their variables, and what their constraints refer to.
    private struct Island {
        let context: Context
        var solver = Solver()
        /// In the order collected: parents before their subviews.
        var members: [(spec: ViewSpec, parent: String?)] = []
        var boxes: [String: Box] = [:]
        var kinds: [String: ViewKind] = [:]
        /// Island views' own margins.
        var own: [String: EdgeInsets] = [:]
        /// Island views' text baselines.
        var baselines: [String: TextBaselines] = [:]
        var parents: [String: String] = [:]
        /// A scroll view's content size, for the constraints of its subviews to its edges
        /// (a legacy scroll view binds them to its content area); made when first named.
        var contents: [String: (w: Variable, h: Variable)] = [:]
        /// Each content size's fallback, the frame's size, posted last (`solve`).
        var contentFallbacks: [(size: Variable, frame: Expression)] = []
        var arrangedOrder: [String: Int] = [:]
        /// Island views whose margins preserve their superview's (`preservesSuperviewLayoutMargins`),
        /// and their margin areas once made.
        var preserving: Set<String> = []
        var preserved: [String: Area] = [:]
        /// Island views' safe-area insets as the last pass placed them (`solve`).
        let insets: [String: EdgeInsets]
        /// Island views whose margins do not grow by their safe area
        /// (`insetsLayoutMarginsFromSafeArea: false`).
        var marginsFromBounds: Set<String> = []
        /// Whether a constraint read an island view's safe area or margins.
        var readsInsets = false

        init(context: Context, insets: [String: EdgeInsets]) {
            self.context = context
            self.insets = insets
        }

        /// Each island view's safe-area insets where this pass placed it: how far the level's
        /// safe area lies inside its frame on each edge. Scroll views and their content have
        /// none here: the adjusted content inset takes the safe area in (R21), content at rest
        /// starts below the bars, and constraints to a scroll view's margins bind in content
        /// coordinates (a 4-inch canvas keeps a scroll view's top margin 8 under the status bar).
        func safeAreaInsets() -> [String: EdgeInsets] {
            guard !context.isScroll else { return [:] }
            let safe = context.safeArea
            var found: [String: EdgeInsets] = [:]
            for (name, box) in boxes where kinds[name]?.isScrollView != true && !inScrollView(name) {
                let (x, y, w, h) = (solver.value(box.x), solver.value(box.y), solver.value(box.w), solver.value(box.h))
                let inset = EdgeInsets(
                    top: min(max(0, safe.minY - y), h), left: min(max(0, safe.minX - x), w),
                    bottom: min(max(0, y + h - safe.maxY), h), right: min(max(0, x + w - safe.maxX), w))
                if inset != .zero { found[name] = inset }
            }
            return found
        }

        /// The island's views below `parent` (nil: the level's superview).
        mutating func collect(_ specs: [ViewSpec], parent: String?, arrangement: StackSpec?) {
            for (index, spec) in specs.enumerated() {
                guard arrangement != nil || !spec.constraints.isEmpty else { continue }
                if arrangement != nil { arrangedOrder[spec.name] = index }
                members.append((spec, parent))
                boxes[spec.name] = Box(
                    x: solver.variable(), y: solver.variable(),
                    w: solver.variable(), h: solver.variable())
                kinds[spec.name] = spec.kind
                own[spec.name] = LayoutMargins.own(spec, rightToLeft: context.rightToLeft)
                if spec.preservesSuperviewLayoutMargins { preserving.insert(spec.name) }
                if !spec.insetsLayoutMarginsFromSafeArea { marginsFromBounds.insert(spec.name) }
                baselines[spec.name] = TextBaselines(spec)
                if let parent { parents[spec.name] = parent }
                collect(spec.subviews, parent: spec.name, arrangement: spec.kind == .stack ? spec.stack : nil)
            }
        }

        /// Whether an island view is inside an island scroll view.
        func inScrollView(_ name: String) -> Bool {
            var up = parents[name]
            while let parent = up {
                if kinds[parent]?.isScrollView == true { return true }
                up = parents[parent]
            }
            return false
        }

        /// The level's superview, or an island view, as an area in the level's coordinates.
        func area(_ name: String?) -> Area {
            guard let name, let box = boxes[name] else { return Area(context.bounds) }
            return Area(box)
        }

        /// A view's layout margins: the level superview's, else its own (UIView's default 8, R25);
        /// with `preservesSuperviewLayoutMargins`, each edge moved in as far as its superview's
        /// margin reaches (UIKit: "the smallest amount needed to ensure that content is also
        /// inside the superview's margins"): the larger inset, made as variables held at the own
        /// margin's edge as strongly as may be and never outside the superview's.
        mutating func margins(_ name: String?) -> Area {
            guard let name, boxes[name] != nil else { return Area(context.margins) }
            readsInsets = true
            let safe = marginsFromBounds.contains(name) ? .zero : insets[name] ?? .zero
            let plain = area(name).inset(safe + (own[name] ?? LayoutMargins.plain))
            guard preserving.contains(name) else { return plain }
            if let made = preserved[name] { return made }
            let outer = margins(parents[name])
            let edges = (0..<4).map { _ in solver.variable() }
            let (left, top, right, bottom) = (Expression(edges[0]), Expression(edges[1]), Expression(edges[2]), Expression(edges[3]))
            for (edge, mine, theirs, inward) in [
                (left, plain.x, outer.x, Constraint.Relation.greaterOrEqual), (top, plain.y, outer.y, .greaterOrEqual),
                (right, plain.maxX, outer.maxX, .lessOrEqual), (bottom, plain.maxY, outer.maxY, .lessOrEqual),
            ] {
                try? solver.add(Constraint(edge - mine, inward, label: "preserved margin"))
                try? solver.add(Constraint(edge - theirs, inward, label: "preserved margin"))
                try? solver.add(Constraint(edge - mine, .equal, priority: 999, weight: 1000, label: "preserved margin"))
            }
            let made = Area(x: left, y: top, w: right - left, h: bottom - top)
            preserved[name] = made
            return made
        }

        /// The content area of a scroll view that is `name` (nil: the level's superview).
        mutating func content(_ name: String?) -> Area? {
            let isScroll = name.map { kinds[$0] == .scroll } ?? context.isScroll
            guard isScroll else { return nil }
            let key = name ?? ""
            if contents[key] == nil {
                let size = (w: solver.variable(), h: solver.variable())
                let frame = area(name)
                for (v, full) in [(size.w, frame.w), (size.h, frame.h)] {
                    try? solver.add(Constraint(Expression(v), .greaterOrEqual, label: "content size ≥ 0"))
                    contentFallbacks.append((v, full))
                }
                contents[key] = size
            }
            let frame = area(name)
            let size = contents[key]!
            // Content coordinates at offset 0: the content's origin is the bounds' origin.
            return Area(
                x: name == nil ? Expression(constant: context.bounds.minX) : frame.x,
                y: name == nil ? Expression(constant: context.bounds.minY) : frame.y,
                w: Expression(size.w), h: Expression(size.h))
        }

        /// An attribute of the superview `parent` as its subviews' constraints see it: a scroll
        /// view's edges are its content area's (UIKit's legacy scroll view rule), its size and
        /// centre its frame's.
        mutating func superview(_ a: Attribute, of parent: String?) -> Expression {
            let edges: [Attribute] = [.left, .right, .leading, .trailing, .top, .bottom]
            if edges.contains(a), let content = content(parent) {
                return attribute(a, of: content, margins: margins(parent), baselines: nil)
            }
            return attribute(a, of: area(parent), margins: margins(parent), baselines: nil)
        }

        /// What posting the constraints leaves for reading the frames: per view, its constraints
        /// in order (the solver's, nil when broken, and the known value each refers to in words),
        /// its intrinsic size's line, and whether that size was estimated from text.
        struct Posted {
            var entries: [String: [(text: String, constraint: Constraint?, known: String?)]] = [:]
            var intrinsicLines: [String: String] = [:]
            var estimated = Set<String>()
            /// The sizes kept as designed because nothing else fixed them.
            var designLines: [String: [String]] = [:]
            /// The sizes preferred as designed though constraints fix them (`keepDesignSizes`).
            var preferredLines: [String: [String]] = [:]
        }

        /// Solves the level in steps: every member's constraints, the stack views' arrangements,
        /// the intrinsic sizes, then each frame read back with its explanation.
        mutating func solve(_ specs: [ViewSpec], arrangement: StackSpec?) -> Result {
            var result = Result()
            var posted = post(into: &result)
            arrangeStacks(arrangement, lines: &posted.intrinsicLines)
            postIntrinsicSizes(&posted)
            keepDesignSizes(&posted, warnings: &result.warnings)
            // Where nothing else sets a scroll view's content size, it is the frame's (so never
            // ambiguous): the weakest preference of all, posted after the design sizes so that a
            // view its constraints leave free keeps the size Xcode's canvas stored rather than
            // being stretched to fill the scroll view.
            for (size, frame) in contentFallbacks {
                try? solver.add(Constraint(Expression(size) - frame, .equal, priority: 1, weight: 0.001, label: "content size"))
            }
            readFrames(posted, into: &result)
            result.work = solver.work
            result.overBudget = solver.work > solver.workLimit
            return result
        }

        /// Each member's size floor and its constraints (a broken one is said, R50).
        private mutating func post(into result: inout Result) -> Posted {
            var posted = Posted()
            // Posted first, so that a constraint or arrangement that disagrees is the one broken.
            for (spec, _) in members {
                guard let size = context.keepingSizes[spec.name], let box = boxes[spec.name] else { continue }
                let a = spec.alignmentRectInsets
                try? solver.add(Constraint(Expression(box.w) - (size.width - a.left - a.right), .equal, label: "kept size"))
                try? solver.add(Constraint(Expression(box.h) - (size.height - a.top - a.bottom), .equal, label: "kept size"))
            }
            for (spec, _) in members {
                let box = boxes[spec.name]!
                for size in [box.w, box.h] { try? solver.add(Constraint(Expression(size), .greaterOrEqual, label: "size ≥ 0")) }
                for c in spec.constraints {
                    guard let (constraint, known) = make(c, owner: spec) else {
                        result.unresolved.append("\(spec.name): '\(c.text)'")
                        continue
                    }
                    do {
                        try solver.add(constraint)
                        posted.entries[spec.name, default: []].append((c.text, constraint, known))
                    } catch {
                        posted.entries[spec.name, default: []].append((c.text, nil, known))
                        if error != .overBudget {
                            result.warnings.append("Unable to simultaneously satisfy constraints: \(spec.name): '\(c.text)' is broken to recover (R50)")
                        }
                    }
                }
            }
            return posted
        }

        /// Each member's intrinsic size with hugging and compression resistance (R46, R48),
        /// posted after every explicit constraint and stack arrangement: UIKit adds these
        /// content-size constraints last, in its update-constraints pass, so a required one that
        /// contradicts them is the one given up, and silently (openradar 15106765: a required
        /// hugging priority yields to an explicit width, with no "Unable to simultaneously
        /// satisfy" log).
        private mutating func postIntrinsicSizes(_ posted: inout Posted) {
            for (spec, _) in members {
                let box = boxes[spec.name]!
                if let (size, isEstimate) = intrinsicSize(spec) {
                    if isEstimate { posted.estimated.insert(spec.name) }
                    let hug = spec.hugging
                    let resist = spec.resistance
                    // In a stack, of views hugging alike the earliest stretches first (R48's ties
                    // broken by order): later ones hug a little harder within the same priority.
                    let order = 1 + 0.001 * Double(arrangedOrder[spec.name] ?? 0)
                    var givenUp: [String] = []
                    for (axis, v, value, hugging, resistance) in [
                        ("horizontal", box.w, size.width, hug.horizontal, resist.horizontal), ("vertical", box.h, size.height, hug.vertical, resist.vertical),
                    ] {
                        for (relation, priority, weight, kind) in [
                            (Constraint.Relation.lessOrEqual, hugging, order, "hugging"), (.greaterOrEqual, resistance, 1, "compression resistance"),
                        ] {
                            do {
                                try solver.add(Constraint(Expression(v) - value, relation, priority: priority, weight: weight, label: kind))
                            } catch Solver.Failure.unsatisfiable {
                                givenUp.append("\(axis) \(kind)")
                            } catch {}
                        }
                    }
                    if context.explaining.includes(spec.name) {
                        let yielded =
                            givenUp.isEmpty
                            ? ""
                            : " (required \(givenUp.joined(separator: " and ")) given up: the explicit constraints contradict it, and UIKit adds content-size constraints last)"
                        let line =
                            "intrinsic content size \(size)\(isEstimate ? ", estimated from the text (R46, low confidence)" : "") at hugging \(hug.horizontal)/\(hug.vertical), compression resistance \(resist.horizontal)/\(resist.vertical) (R46)\(yielded)"
                        posted.intrinsicLines[spec.name] = posted.intrinsicLines[spec.name].map { line + "; " + $0 } ?? line
                    }
                }
            }
        }

        /// The size each view was designed at (`designSize`), at priority 51, just above UIKit's
        /// fitting-size level (50): Interface Builder's canvas keeps a stored frame as long as no
        /// constraint stronger than that moves it (it changes frames only when asked to update
        /// them). So a size the constraints leave free (R50) is the stored one, where the solver
        /// alone would show one solution of many (often 0), and said; and a view with no
        /// intrinsic size of its own (a plain view, a container, a stack) keeps its stored size
        /// over a stack's spanning or spacing fit (50) or a priority-1 "content height = frame"
        /// preference: 14 views of 5 documents in 2 sets keep a plain view's stored width in a
        /// centre-aligned stack, and 16 more views in dev2 and the yagom exposition set follow
        /// the rest of the rule. Hugging and resistance (250 and up) still outrank it.
        private mutating func keepDesignSizes(_ posted: inout Posted, warnings: inout [String]) {
            guard members.contains(where: { $0.spec.designSize != nil }) else { return }
            let ambiguous = Set(solver.ambiguous())
            for (spec, _) in members {
                guard let design = spec.designSize, let box = boxes[spec.name] else { continue }
                let a = spec.alignmentRectInsets
                let sizeless = ConstraintLevel.intrinsicSize(spec) == nil
                for (axis, v, value) in [("width", box.w, design.width - a.left - a.right), ("height", box.h, design.height - a.top - a.bottom)]
                where sizeless || ambiguous.contains(v) {
                    try? solver.add(Constraint(Expression(v) - max(0, value), .equal, priority: 51, label: "design size"))
                    guard ambiguous.contains(v) else {
                        posted.preferredLines[spec.name, default: []].append(
                            "\(axis) \(PointFormat.string(value)) as designed, over any constraint below priority 51 (as Interface Builder keeps stored frames)"
                        )
                        continue
                    }
                    posted.designLines[spec.name, default: []].append(
                        "\(axis) \(PointFormat.string(value)) as designed, which its constraints leave free (R50)")
                    warnings.append(
                        "Ambiguous layout: \(spec.name)'s \(axis) is not fixed by its constraints; the \(PointFormat.string(value)) it was designed at is shown (R50)"
                    )
                }
            }
        }

        /// Each stack view's arrangement: the level's superview's, and every island stack's; the
        /// words for the arranged views' explanations are added to `lines`.
        private mutating func arrangeStacks(_ arrangement: StackSpec?, lines: inout [String: String]) {
            var stacks: [(name: String?, stack: StackSpec)] = arrangement.map { [(nil, $0)] } ?? []
            stacks += members.filter { $0.spec.kind == .stack }.map { ($0.spec.name, $0.spec.stack) }
            for (name, stack) in stacks {
                let arranged = members.filter { $0.parent == name && arrangedOrder[$0.spec.name] != nil }.map(\.spec)
                guard !arranged.isEmpty else { continue }
                let area = stack.isLayoutMarginsRelativeArrangement ? margins(name) : self.area(name)
                let words = StackArrangement.add(
                    stack, arranged.map { (boxes[$0.name]!, intrinsicSize($0)?.0, $0.hidden, baselines[$0.name]) }, area: area,
                    rightToLeft: context.rightToLeft, to: &solver)
                if let name, let box = boxes[name] {
                    // Across its axis a stack view is as wide as its widest arranged view asks,
                    // no wider, unless something else holds it (UIKit's weak "spanning fit").
                    let across = stack.axis == .horizontal ? box.h : box.w
                    try? solver.add(Constraint(Expression(across), .equal, priority: 50, label: "stack spanning fit"))
                }
                for spec in arranged where context.explaining.includes(spec.name) {
                    let existing = lines[spec.name]
                    lines[spec.name] = existing.map { $0 + "; " + words } ?? words
                }
            }
        }

        /// A constraint with the value it was solved against: held, broken (R50) or outranked by a
        /// higher priority (R42).
        private func state(_ e: (text: String, constraint: Constraint?, known: String?)) -> ConstraintState {
            let text = e.text + (e.known.map { " (\($0))" } ?? "")
            guard let constraint = e.constraint else { return ConstraintState(text: text, outcome: .broken) }
            let value = evaluate(constraint.expression)
            let held =
                switch constraint.relation {
                case .equal: abs(value) < 0.001
                case .lessOrEqual: value < 0.001
                case .greaterOrEqual: value > -0.001
                }
            return ConstraintState(text: text, outcome: held ? .held : .outranked(by: abs(value)))
        }

        /// A constraint's state in the frame's explanation.
        private static func line(_ s: ConstraintState) -> String {
            switch s.outcome {
            case .held, .implied, .ambiguous: s.text
            case .broken: s.text + " — broken: it contradicts the required constraints before it (R50)"
            case .outranked(let off): s.text + " — outranked by a higher priority, off by \(PointFormat.string(off)) (R42)"
            }
        }

        /// Every member's frame, rounded to the pixel in the level's coordinates, then made
        /// relative to its superview (R42, R49), with what is ambiguous (R50) and, for the views
        /// explained, their constraints' states and the frame's explanation.
        private func readFrames(_ posted: Posted, into result: inout Result) {
            let ambiguous = Set(solver.ambiguous())
            let scale = max(1, context.scale)
            func pixel(_ v: Double) -> Double { (v * scale).rounded() / scale }
            var absolute: [String: Rect] = [:]
            for (spec, parent) in members {
                let box = boxes[spec.name]!
                // Constraints place the alignment rectangle; the frame reaches beyond it.
                let a = spec.alignmentRectInsets
                let x = solver.value(box.x) - a.left
                let y = solver.value(box.y) - a.top
                let minX = pixel(x)
                let minY = pixel(y)
                let frame = Rect(
                    x: minX, y: minY, width: pixel(x + solver.value(box.w) + a.left + a.right) - minX,
                    height: pixel(y + solver.value(box.h) + a.top + a.bottom) - minY)
                absolute[spec.name] = frame
                let origin = parent.flatMap { absolute[$0] }.map { Point(x: $0.minX, y: $0.minY) } ?? Point(x: 0, y: 0)
                let local = frame.offsetBy(dx: -origin.x, dy: -origin.y)
                result.frames[spec.name] = local
                let free = [("x", box.x), ("y", box.y), ("width", box.w), ("height", box.h)].filter { ambiguous.contains($0.1) }.map(\.0)
                if !free.isEmpty {
                    result.warnings.append(
                        "Ambiguous layout: \(spec.name)'s \(free.joined(separator: " and ")) \(free.count == 1 ? "is" : "are") not fixed by its constraints; one solution of many is shown (R50)"
                    )
                }
                guard context.explaining.includes(spec.name) else { continue }
                let states = (posted.entries[spec.name] ?? []).map(state)
                let ambiguity =
                    free.isEmpty
                    ? []
                    : [
                        ConstraintState(
                            text: "ambiguous: \(free.joined(separator: ", ")) not fixed by the constraints; one solution of many is shown (R50)",
                            outcome: .ambiguous)
                    ]
                let intrinsic =
                    [posted.intrinsicLines[spec.name]].compactMap { $0 } + (posted.designLines[spec.name] ?? []) + (posted.preferredLines[spec.name] ?? [])
                result.constraints[spec.name] = states + intrinsic.map { ConstraintState(text: $0, outcome: .implied) } + ambiguity
                let notes = states.map(Self.line) + intrinsic
                // A size kept as designed is one solution of many at run time (R50).
                let confidence: Confidence = posted.estimated.contains(spec.name) || !free.isEmpty || posted.designLines[spec.name] != nil ? .low : .high
                result.why[spec.name] = Explanation(
                    "\(local): Auto Layout, edges rounded to 1/\(PointFormat.string(scale)) pt (R42, R49), from " + notes.joined(separator: "; ")
                        + (free.isEmpty ? "" : "; ambiguous: \(free.joined(separator: ", ")) (R50)"), confidence: confidence)
            }
        }

        func evaluate(_ e: Expression) -> Double {
            var value = e.constant
            for (v, k) in e.terms { value += k * solver.value(v) }
            return value
        }

        /// The solver's constraint for one scene constraint, with the known value it refers to
        /// in words (`safeArea.bottom = 729`), or nil when an item is not known to this level.
        mutating func make(_ c: SceneConstraint, owner: ViewSpec) -> (Constraint, String?)? {
            let t = c.parsed
            let parent = parents[owner.name]
            let mine = area(owner.name)
            let text = baselines[owner.name]
            let first = attribute(t.first, of: mine, margins: margins(owner.name), baselines: text)
            var rhs = Expression(constant: t.constant)
            var known: String?
            if let item = t.item, let second = t.second {
                let target: Expression
                switch item {
                case .owner: target = attribute(second, of: mine, margins: margins(owner.name), baselines: text)
                case .superview: target = superview(second, of: parent)
                case .guide(nil, let guide):
                    target = self.guide(guide, of: parent, second)
                case .guide(let name?, let guide):
                    if boxes[name] != nil {
                        target = self.guide(guide, of: name, second)
                    } else if name == context.superviewName {
                        target = self.guide(guide, of: nil, second)
                    } else {
                        guard let rect = context.ancestor(name, guide == .frameLayout || guide == .contentLayout ? nil : guide) else { return nil }
                        target = attribute(second, of: Area(rect), margins: Area(rect), baselines: nil)
                    }
                case .topLayoutGuide:
                    target = Expression(constant: second == .top ? context.bounds.minY : context.topLayoutGuideBottom)
                case .bottomLayoutGuide:
                    target = Expression(constant: second == .bottom ? context.bounds.maxY : context.bottomLayoutGuideTop)
                case .view(let name):
                    if boxes[name] != nil {
                        let other = area(name)
                        target = attribute(second, of: other, margins: margins(name), baselines: baselines[name])
                    } else if let rect = context.fixed[name] {
                        // A sibling placed by frame: UIView's default margins (R25).
                        target = attribute(second, of: Area(rect), margins: Area(rect.inset(by: LayoutMargins.plain)), baselines: nil)
                    } else if let rect = context.ancestor(name, nil) {
                        // An ancestor, laid out already: its margins as they came out (a cell's
                        // that preserves its superview's, say), not UIView's default.
                        target = attribute(
                            second, of: Area(rect), margins: Area(context.ancestor(name, .margins) ?? rect.inset(by: LayoutMargins.plain)), baselines: nil)
                    } else {
                        return nil
                    }
                }
                if context.explaining.includes(owner.name), target.terms.isEmpty, let name = c.text.split(separator: " ").dropFirst(2).first {
                    // The physical x, not the negated one a right-to-left layout solves with.
                    let physical = context.rightToLeft && second.isDirectional ? -target.constant : target.constant
                    known = "\(name) = \(PointFormat.string(physical))"
                }
                rhs = target * t.multiplier + t.constant
            }
            return (Constraint(first - rhs, t.relation, priority: t.priority, label: c.text), known)
        }

        func attribute(_ a: Attribute, of r: Area, margins m: @autoclosure () -> Area, baselines: TextBaselines?) -> Expression {
            ConstraintLevel.attribute(a, of: r, margins: m(), baselines: baselines, rightToLeft: context.rightToLeft)
        }

        /// A guide of `name` (nil: the level's superview): its safe area (an island view's is
        /// its bounds less the insets the last pass found), margins (readable = margins on
        /// phones, R28), or a scroll view's content and frame guides.
        mutating func guide(_ guide: ConstraintText.Guide, of name: String?, _ a: Attribute) -> Expression {
            let rect: Area
            switch guide {
            case .safeArea:
                if name != nil { readsInsets = true }
                rect = name.map { area($0).inset(insets[$0] ?? .zero) } ?? Area(context.safeArea)
            case .margins, .readable: rect = margins(name)
            case .contentLayout: rect = content(name) ?? area(name)
            case .frameLayout: rect = area(name)
            }
            return attribute(a, of: rect, margins: rect, baselines: nil)
        }
    }

    /// A rectangle as four expressions: a known one, or a view being solved.
    struct Area {
        var x, y, w, h: Expression

        init(x: Expression, y: Expression, w: Expression, h: Expression) {
            self.x = x
            self.y = y
            self.w = w
            self.h = h
        }

        init(_ r: Rect) {
            self.init(
                x: Expression(constant: r.minX), y: Expression(constant: r.minY),
                w: Expression(constant: r.width), h: Expression(constant: r.height))
        }

        init(_ b: Box) {
            self.init(x: Expression(b.x), y: Expression(b.y), w: Expression(b.w), h: Expression(b.h))
        }

        func inset(_ d: Double) -> Area { inset(EdgeInsets(top: d, left: d, bottom: d, right: d)) }

        func inset(_ i: EdgeInsets) -> Area { Area(x: x + i.left, y: y + i.top, w: w - i.left - i.right, h: h - i.top - i.bottom) }

        var maxX: Expression { x + w }
        var maxY: Expression { y + h }
    }

    /// An attribute of an area; in a right-to-left layout leading and trailing are the right and
    /// left edges, negated; margin forms read `margins` (made only for them); baselines of labels
    /// and buttons are their text's (`TextBaselines`), any other view's at its bottom.
    static func attribute(_ a: Attribute, of r: Area, margins area: @autoclosure () -> Area, baselines: TextBaselines?, rightToLeft: Bool) -> Expression {
        // Made at most once, and only for a margin attribute.
        lazy var m = area()
        return switch a {
        // Right to left, leading and trailing run the other way (UIKit's engine negates them), so
        // `leading == superview.leading + 16` is 16 in from the right edge.
        case .leading: rightToLeft ? r.maxX * -1 : r.x
        case .trailing: rightToLeft ? r.x * -1 : r.maxX
        case .leadingMargin: rightToLeft ? m.maxX * -1 : m.x
        case .trailingMargin: rightToLeft ? m.x * -1 : m.maxX
        case .left: r.x
        case .right: r.maxX
        case .top: r.y
        case .bottom: r.maxY
        case .width: r.w
        case .height: r.h
        case .centerX: r.x + r.w * 0.5
        case .centerY: r.y + r.h * 0.5
        // A view without text has no baseline: Auto Layout uses its top edge for the first and
        // its bottom edge for the last (`forFirstBaselineLayout`, `forLastBaselineLayout`).
        case .firstBaseline: baselines.map { r.y + r.h * 0.5 + $0.first } ?? r.y
        case .lastBaseline: baselines.map { r.y + r.h * 0.5 + $0.last } ?? r.maxY
        case .leftMargin: m.x
        case .rightMargin: m.maxX
        case .topMargin: m.y
        case .bottomMargin: m.maxY
        case .centerXWithinMargins: m.x + m.w * 0.5
        case .centerYWithinMargins: m.y + m.h * 0.5
        }
    }

    /// A view's intrinsic content size: the scene's, zero for a label with no text, or for labels
    /// and buttons an estimate from the text (the system font at `fontSize`, 17 by default:
    /// about half its size a column, lines 1.196 × its size tall, 20.333 at 17; buttons add
    /// their insets). The estimate is marked low confidence (R46).
    static func intrinsicSize(_ spec: ViewSpec) -> (Size, Bool)? {
        if let size = spec.intrinsicContentSize { return (size, false) }
        guard spec.kind.showsText else { return nil }
        // A label with no text has no size of its own: UILabel's intrinsicContentSize is zero.
        if spec.kind == .label, spec.text?.isEmpty ?? true { return (.zero, false) }
        let columns = Double(TerminalWidth.of(spec.text ?? ""))
        let k = (spec.fontSize ?? 17) / 17
        return spec.kind == .label
            ? (Size(width: columns * 8.5 * k, height: 20.333 * k), true)
            : (Size(width: columns * 8.5 * k + 24, height: 20.333 * k + 14), true)
    }

}
