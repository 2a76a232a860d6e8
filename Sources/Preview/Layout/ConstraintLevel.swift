import AutoLayout

/// One level of Auto Layout: the constrained subviews of one superview, solved together once the
/// superview's bounds, safe area and margins are known (top down, as UIKit lays out; R42–R50).
/// Frames come out in the superview's coordinates, rounded to the pixel grid (R49).
struct ConstraintLevel {
    /// What the level's constraints can refer to besides the views being solved, as rectangles in
    /// the superview's coordinates.
    struct Context {
        var bounds: Rect
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
        /// Whether frames get their explanations; lint and matrix need only the numbers.
        var explained = true
    }

    struct Result {
        var frames: [String: Rect] = [:]
        /// Each frame's explanation; empty when the context is not `explained`.
        var why: [String: Explanation] = [:]
        /// Conflicts (R50: required constraints that cannot all hold) and ambiguities.
        var warnings: [String] = []
    }

    /// The four variables of a view being solved, in the superview's coordinates.
    struct Box {
        var x, y, w, h: Variable
    }

    /// - Parameter arrangement: the superview's stack properties when it is a stack view: then
    ///   every visible subview is arranged (R48), whether it lists constraints or not.
    static func solve(_ specs: [ViewSpec], _ context: Context, arrangement: StackSpec? = nil) -> Result {
        var solver = Solver()
        var boxes: [String: Box] = [:]
        let arranged = arrangement == nil ? [] : specs.filter { !$0.hidden }
        let arrangedNames = Set(arranged.map(\.name))
        let constrained = specs.filter { !$0.constraints.isEmpty || arrangedNames.contains($0.name) }
        for spec in constrained {
            boxes[spec.name] = Box(x: solver.variable("\(spec.name).x"), y: solver.variable("\(spec.name).y"),
                                   w: solver.variable("\(spec.name).width"), h: solver.variable("\(spec.name).height"))
        }
        var result = Result()
        var estimated = Set<String>()
        /// Per view, its constraints in order: the solver's (nil when broken) and the known value
        /// it refers to in words; then its intrinsic size's line.
        var entries: [String: [(text: String, constraint: Constraint?, known: String?)]] = [:]
        var intrinsicLines: [String: String] = [:]
        for spec in constrained {
            let box = boxes[spec.name]!
            for size in [box.w, box.h] { try? solver.add(Constraint(Expression(size), .greaterOrEqual, label: "size ≥ 0")) }
            for c in spec.constraints {
                guard let (constraint, known) = make(c, owner: spec, box: box, boxes: boxes, specs: specs, context: context) else { continue }
                do {
                    try solver.add(constraint)
                    entries[spec.name, default: []].append((c.text, constraint, known))
                } catch {
                    entries[spec.name, default: []].append((c.text, nil, known))
                    result.warnings.append("Unable to simultaneously satisfy constraints: \(spec.name): '\(c.text)' is broken to recover (R50)")
                }
            }
            if let (size, isEstimate) = intrinsicSize(spec) {
                if isEstimate { estimated.insert(spec.name) }
                let hug = spec.contentHuggingPriority ?? AxisPriorities(horizontal: 250, vertical: 250)
                let resist = spec.compressionResistancePriority ?? AxisPriorities(horizontal: 750, vertical: 750)
                // In a stack, of views hugging alike the earliest stretches first (R48's ties
                // broken by order): later ones hug a little harder within the same priority.
                let order = 1 + 0.001 * Double(arranged.firstIndex { $0.name == spec.name } ?? 0)
                for (v, value, hugging, resistance) in [(box.w, size.width, hug.horizontal, resist.horizontal), (box.h, size.height, hug.vertical, resist.vertical)] {
                    try? solver.add(Constraint(Expression(v) - value, .lessOrEqual, priority: hugging, weight: order, label: "hugging"))
                    try? solver.add(Constraint(Expression(v) - value, .greaterOrEqual, priority: resistance, label: "compression resistance"))
                }
                intrinsicLines[spec.name] = "intrinsic content size \(size)\(isEstimate ? ", estimated from the text (R46, low confidence)" : "") at hugging \(hug.horizontal)/\(hug.vertical), compression resistance \(resist.horizontal)/\(resist.vertical) (R46)"
            }
        }
        if let arrangement, !arranged.isEmpty {
            let words = StackArrangement.add(arrangement, arranged.map { (boxes[$0.name]!, intrinsicSize($0)?.0) }, context: context, to: &solver)
            for spec in arranged {
                let existing = intrinsicLines[spec.name]
                intrinsicLines[spec.name] = existing.map { $0 + "; " + words } ?? words
            }
        }
        /// A constraint in its view's explanation: with the value it was solved against, broken
        /// (R50) or outranked by a higher priority (R42).
        func line(_ e: (text: String, constraint: Constraint?, known: String?)) -> String {
            let text = e.text + (e.known.map { " (\($0))" } ?? "")
            guard let constraint = e.constraint else { return text + " — broken: it contradicts the required constraints before it (R50)" }
            var value = constraint.expression.constant
            for (v, k) in constraint.expression.terms { value += k * solver.value(v) }
            let held = switch constraint.relation {
            case .equal: abs(value) < 0.001
            case .lessOrEqual: value < 0.001
            case .greaterOrEqual: value > -0.001
            }
            return held ? text : text + " — outranked by a higher priority, off by \(PointFormat.string(abs(value))) (R42)"
        }
        var notes: [String: [String]] = [:]
        for spec in constrained where context.explained {
            notes[spec.name] = (entries[spec.name] ?? []).map(line) + [intrinsicLines[spec.name]].compactMap { $0 }
        }
        if arrangement != nil {
            for spec in specs where spec.hidden {
                result.frames[spec.name] = Rect(origin: context.bounds.origin, size: .zero)
                result.why[spec.name] = Explanation("hidden: an arranged subview that is hidden takes no room in its stack view (R48)")
            }
        }
        let ambiguous = Set(solver.ambiguous())
        let scale = max(1, context.scale)
        func pixel(_ v: Double) -> Double { (v * scale).rounded() / scale }
        for spec in constrained {
            let box = boxes[spec.name]!
            let x = solver.value(box.x), y = solver.value(box.y)
            let minX = pixel(x), minY = pixel(y)
            let frame = Rect(x: minX, y: minY, width: pixel(x + solver.value(box.w)) - minX, height: pixel(y + solver.value(box.h)) - minY)
            result.frames[spec.name] = frame
            let free = [("x", box.x), ("y", box.y), ("width", box.w), ("height", box.h)].filter { ambiguous.contains($0.1) }.map(\.0)
            if !free.isEmpty {
                result.warnings.append("Ambiguous layout: \(spec.name)'s \(free.joined(separator: " and ")) \(free.count == 1 ? "is" : "are") not fixed by its constraints; one solution of many is shown (R50)")
            }
            guard context.explained else { continue }
            let confidence: Confidence = estimated.contains(spec.name) || !free.isEmpty ? .low : .high
            result.why[spec.name] = Explanation("\(frame): Auto Layout, edges rounded to 1/\(PointFormat.string(scale)) pt (R42, R49), from " + (notes[spec.name] ?? []).joined(separator: "; ")
                                                + (free.isEmpty ? "" : "; ambiguous: \(free.joined(separator: ", ")) (R50)"), confidence: confidence)
        }
        return result
    }

    /// A view's intrinsic content size: the scene's, or for labels and buttons an estimate from
    /// the text (17-pt system font: about 8.5 pt a column, lines 20.333 tall; buttons add their
    /// insets). The estimate is marked low confidence (R46).
    static func intrinsicSize(_ spec: ViewSpec) -> (Size, Bool)? {
        if let size = spec.intrinsicContentSize { return (size, false) }
        guard spec.kind == .label || spec.kind == .button else { return nil }
        let columns = Double(TerminalWidth.of(spec.text ?? ""))
        return spec.kind == .label ? (Size(width: columns * 8.5, height: 20.333), true) : (Size(width: columns * 8.5 + 24, height: 34.333), true)
    }

    /// The solver's constraint for one scene constraint, with the known value it refers to in
    /// words (`safeArea.bottom = 729`), or nil when an item is not on this level.
    private static func make(_ c: SceneConstraint, owner: ViewSpec, box: Box, boxes: [String: Box], specs: [ViewSpec], context: Context) -> (Constraint, String?)? {
        let t = c.parsed
        let first = expression(t.first, box: box, kind: owner.kind)
        var rhs = Expression(constant: t.constant)
        var known: String?
        if let item = t.item, let second = t.second {
            let target: Expression
            switch item {
            case .owner: target = expression(second, box: box, kind: owner.kind)
            case .superview: target = Expression(constant: value(second, of: context.bounds, margins: context.margins))
            case .guide(nil, let guide):
                let rect = guide == .safeArea ? context.safeArea : context.margins // readable = margins on phones (R28)
                target = Expression(constant: value(second, of: rect, margins: rect))
            case .guide(let name?, let guide):
                guard let rect = context.ancestor(name, guide) else { return nil }
                target = Expression(constant: value(second, of: rect, margins: rect))
            case .topLayoutGuide:
                target = Expression(constant: second == .top ? context.bounds.minY : context.topLayoutGuideBottom)
            case .bottomLayoutGuide:
                target = Expression(constant: second == .bottom ? context.bounds.maxY : context.bottomLayoutGuideTop)
            case .view(let name):
                if let other = boxes[name] {
                    target = expression(second, box: other, kind: specs.first { $0.name == name }?.kind ?? .view)
                } else if let rect = context.fixed[name] ?? context.ancestor(name, nil) {
                    target = Expression(constant: value(second, of: rect, margins: rect.inset(by: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))))
                } else {
                    return nil
                }
            }
            if target.terms.isEmpty, let name = c.text.split(separator: " ").dropFirst(2).first {
                known = "\(name) = \(PointFormat.string(target.constant))"
            }
            rhs = target * t.multiplier + t.constant
        }
        return (Constraint(first - rhs, t.relation, priority: t.priority, label: c.text), known)
    }

    /// An attribute of a view being solved. Margin forms use UIView's default 8 (R25);
    /// baselines of labels and buttons sit 4 pt above the bottom (a 17-pt font's descent, R43 L).
    private static func expression(_ a: Attribute, box: Box, kind: ViewKind) -> Expression {
        let x = Expression(box.x), y = Expression(box.y), w = Expression(box.w), h = Expression(box.h)
        let descent: Double = kind == .label || kind == .button ? 4 : 0
        switch a {
        case .left, .leading: return x
        case .right, .trailing: return x + w
        case .top: return y
        case .bottom: return y + h
        case .width: return w
        case .height: return h
        case .centerX, .centerXWithinMargins: return x + w * 0.5
        case .centerY, .centerYWithinMargins: return y + h * 0.5
        case .firstBaseline, .lastBaseline: return y + h - descent
        case .leftMargin, .leadingMargin: return x + 8
        case .rightMargin, .trailingMargin: return x + w - 8
        case .topMargin: return y + 8
        case .bottomMargin: return y + h - 8
        }
    }

    /// An attribute of a known rectangle; margin forms read `margins`.
    static func value(_ a: Attribute, of r: Rect, margins m: Rect) -> Double {
        switch a {
        case .left, .leading: r.minX
        case .right, .trailing: r.maxX
        case .top: r.minY
        case .bottom, .firstBaseline, .lastBaseline: r.maxY
        case .width: r.width
        case .height: r.height
        case .centerX: r.midX
        case .centerY: r.midY
        case .leftMargin, .leadingMargin: m.minX
        case .rightMargin, .trailingMargin: m.maxX
        case .topMargin: m.minY
        case .bottomMargin: m.maxY
        case .centerXWithinMargins: m.midX
        case .centerYWithinMargins: m.midY
        }
    }
}
