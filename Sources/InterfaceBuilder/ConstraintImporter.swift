import AutoLayout
import Preview

/// The constraints of a controller's view tree, in the scene grammar (SPEC "Auto Layout"), each
/// listed under the view it places.
///
/// Interface Builder keeps a constraint in the list of the items' nearest common ancestor and
/// writes `first.a1 REL second.a2 × m + c`. A scene lists it under one of its views, which the
/// layout solves top down: under the descendant when one item contains the other, else under the
/// item laid out later (the other is then known); when that is the second item, the constraint
/// is turned around: `second.a2 REL' first.a1 × 1/m − c/m`, the relation flipping with the sides.
/// Size-class variations are kept: a constraint whose constant or installation differs between
/// the four size-class pairs carries each pair's form (`SceneConstraint.variations`), so a layout
/// in landscape or in an iPad window takes the one Xcode's "View as" would; its text is the
/// design device's. Placeholder constraints (Interface Builder's "Remove at build time") exist
/// only on the canvas: the app never has them, so they are left out and counted
/// (`placeholders`), unless the import is of the canvas (`ViewImporter.keepingPlaceholders`).
struct ConstraintImporter {
    let importer: ViewImporter
    let traits: Traits
    /// Constraints left out, counted by reason (the scene's `importWarnings`).
    var leftOut: [String] = []
    /// How many constraints are the standard spacing to a safe area (`standardToSafeArea`).
    private(set) var standardSpacings = 0
    /// How many placeholder constraints were left out.
    private(set) var placeholders = 0
    private var skipped: [String: Int] = [:]

    init(importer: ViewImporter, traits: Traits) {
        self.importer = importer
        self.traits = traits
    }

    private var file: String { importer.document.file }

    /// What a constraint's item is.
    private enum Item: Equatable {
        case view(String)
        case guide(String, ConstraintText.Guide)
        case topLayoutGuide, bottomLayoutGuide
    }

    private struct Pending {
        var node: XMLNode
        var first: Item
        var firstAttribute: Attribute
        var relation: Constraint.Relation
        var second: Item?
        var secondAttribute: Attribute?
        var multiplier: Double
        var constant: Double
        var priority: Int
        /// Per size-class pair, its constant there, or nil where it is not installed.
        var inPairs: [SizeClassPair: Double?] = [:]
    }

    mutating func collect() throws(SceneError) -> [String: [SceneConstraint]] {
        var pending: [Pending] = []
        let owners = importer.views.values.sorted { $0.order < $1.order }
        let design = traits.pair
        for owner in owners {
            let active = Dictionary(uniqueKeysWithValues: SizeClassPair.all.map { ($0, ConstraintImporter.activeSet(owner.node, traits: traits.with($0))) })
            for node in owner.node.list("constraints") where node.name == "constraint" {
                if node["placeholder"] == "YES", !importer.keepingPlaceholders {
                    placeholders += 1
                    continue
                }
                let installed = SizeClassPair.all.filter { pair in node["id"].flatMap { active[pair]?[$0] } ?? true }
                guard !installed.isEmpty, var p = try parse(node, owner: owner.node["id"] ?? "") else { continue }
                let standard = standardToSafeArea(node)
                if standard { standardSpacings += 1 }
                for pair in SizeClassPair.all {
                    p.inPairs[pair] =
                        installed.contains(pair) ? (standard ? 0 : ConstraintImporter.constant(node, traits: traits.with(pair))) : Optional<Double>.none
                }
                // The text is the design device's form, or the first pair's where it is not installed there.
                p.constant = p.inPairs[design].flatMap { $0 } ?? installed.compactMap { p.inPairs[$0] ?? nil }.first ?? p.constant
                pending.append(p)
            }
        }
        var lists: [String: [SceneConstraint]] = [:]
        var sibling: [Pending] = []
        for p in pending {
            switch host(p) {
            case .some(.forced(let id, let swapped)): add(p, host: id, swapped: swapped, to: &lists)
            case .some(.either): sibling.append(p)
            case nil: skip("between guides or the root view alone (nothing to place)")
            }
        }
        // Between siblings either view may list it: the one that has none yet, else the later.
        for p in sibling {
            guard case .view(let a) = p.first, case .view(let b)? = p.second else { continue }
            let (ea, eb) = (lists[a]?.isEmpty ?? true, lists[b]?.isEmpty ?? true)
            let firstHosts = ea && !eb || ea == eb && order(a) > order(b)
            add(p, host: firstHosts ? a : b, swapped: !firstHosts, to: &lists)
        }
        for (reason, count) in skipped.sorted(by: { $0.key < $1.key }) {
            leftOut.append("\(count) constraint\(count == 1 ? "" : "s") left out: \(reason).")
        }
        return lists
    }

    private mutating func skip(_ reason: String) { skipped[reason, default: 0] += 1 }

    /// Whether the constraint is Interface Builder's standard spacing (`symbolic`) to a safe
    /// area, which is none. The constant stored beside it is the standard spacing to a
    /// superview's edge (20, or 8 at the top and bottom), and the canvas lays out 0: in all 138
    /// such constraints fetched (13 documents of 3 repositories, one a launch screen template)
    /// the view stored sits on the safe area's edge, none the constant away; Apple's developer
    /// forums note the same of storyboards moved to safe areas ("the standard value seems to be
    /// 0", thread 87028). To a superview's edge the stored constant holds (ib-format.md).
    private func standardToSafeArea(_ node: XMLNode) -> Bool {
        ConstraintImporter.isStandardSpacing(node) { id in
            if case .guide(_, .safeArea)? = importer.guides[id] { return true }
            return false
        }
    }

    /// Whether `node` is a standard spacing (`symbolic`) to an item `isSafeArea` says is a safe
    /// area (`standardToSafeArea`).
    static func isStandardSpacing(_ node: XMLNode, toSafeArea isSafeArea: (String) -> Bool) -> Bool {
        node["symbolic"] == "YES" && [node["firstItem"], node["secondItem"]].contains { $0.map(isSafeArea) ?? false }
    }

    /// Which constraints (or, with `mask: "subviews"`, subviews) of an owner are installed for
    /// `traits`' size classes: off when the `default` variation excludes them, unless a matching
    /// variation includes them.
    static func activeSet(_ owner: XMLNode, traits: Traits, mask key: String = "constraints") -> [String: Bool] {
        var active: [String: Bool] = [:]
        for variation in owner.children where variation.name == "variation" {
            guard let traitKey = variation["key"], traitKey == "default" || traits.match(traitKey) else { continue }
            for mask in variation.children where mask["key"] == key {
                for ref in mask.children {
                    guard let id = ref["reference"] else { continue }
                    if ref.name == "exclude", traitKey == "default" { active[id] = active[id] ?? false }
                    if ref.name == "exclude", traitKey != "default" { active[id] = false }
                    if ref.name == "include" { active[id] = true }
                }
            }
        }
        return active
    }

    /// What an id names with `attribute`, as an item and the attribute to use with it; nil when
    /// it names nothing the scene holds (a view the import leaves out, a guide it does not model).
    /// A keyboard layout guide is the keyboard hidden: its top is the safe area's bottom (UIKit's
    /// `usesBottomSafeArea`, on by default); its sides and bottom are its view's; it has no height.
    private func item(_ id: String, _ attribute: Attribute) -> (Item, Attribute)? {
        if importer.views[id] != nil { return (.view(id), attribute) }
        switch importer.guides[id] {
        case .guide(let owner, let kind)?: return (.guide(owner, kind), attribute)
        case .topLayoutGuide?: return (.topLayoutGuide, attribute)
        case .bottomLayoutGuide?: return (.bottomLayoutGuide, attribute)
        case .keyboard(let owner)?:
            switch attribute {
            case .top: return (.guide(owner, .safeArea), .bottom)
            case .bottom, .leading, .trailing, .left, .right, .centerX, .width: return (.view(owner), attribute)
            default: return nil
            }
        case nil: return nil
        }
    }

    private func attribute(_ name: String?, at node: XMLNode, _ which: String) throws(SceneError) -> Attribute {
        let name = name ?? ""
        if name == "baseline" { return .lastBaseline }
        guard let a = Attribute(rawValue: name) else {
            throw SceneError(
                file: file, line: node.line, column: node.column,
                message:
                    "unknown \(which) '\(Sanitized.short(name))'\(Suggestion.hint(for: name, in: Attribute.allCases.map(\.rawValue))); expected one of \(Attribute.allCases.map(\.rawValue).joined(separator: ", ")), or baseline"
            )
        }
        return a
    }

    private mutating func parse(_ node: XMLNode, owner: String) throws(SceneError) -> Pending? {
        guard let (first, a1) = item(node["firstItem"] ?? owner, try attribute(node["firstAttribute"], at: node, "firstAttribute")) else {
            skip(ConstraintImporter.unmodelled)
            return nil
        }
        var second: Item?
        var a2: Attribute?
        if let s = node["secondItem"], node["secondAttribute"] != nil, node["secondAttribute"] != "notAnAttribute" {
            guard let (item, attribute) = item(s, try attribute(node["secondAttribute"], at: node, "secondAttribute")) else {
                skip(ConstraintImporter.unmodelled)
                return nil
            }
            (second, a2) = (item, attribute)
        }
        let relation: Constraint.Relation =
            switch node["relation"] {
            case "greaterThanOrEqual": .greaterOrEqual
            case "lessThanOrEqual": .lessOrEqual
            default: .equal
            }
        let constant = ConstraintImporter.constant(node, traits: traits)
        guard let multiplier = ConstraintImporter.multiplier(node["multiplier"]) else {
            throw SceneError(
                file: file, line: node.line, column: node.column,
                message:
                    "multiplier '\(Sanitized.short(node["multiplier"] ?? ""))' is not a number from -100000 to 100000; expected a decimal (0.5), a ratio (16:9), a fraction (1/3) or a percentage (35%)"
            )
        }
        return Pending(
            node: node, first: first, firstAttribute: a1, relation: relation, second: second, secondAttribute: a2,
            multiplier: multiplier, constant: constant, priority: ViewImporter.priority(node.number("priority") ?? 1000))
    }

    /// A constraint's constant for `traits`: the last variation that matches sets it.
    static func constant(_ node: XMLNode, traits: Traits) -> Double {
        var constant = node.number("constant") ?? 0
        for variation in node.children where variation.name == "variation" {
            if let key = variation["key"], traits.match(key), let c = variation.number("constant") { constant = c }
        }
        return constant
    }

    /// `1:1`, `16:9`, `1/3`, `0.5` and `35%` (absent: 1). Interface Builder stores the
    /// multiplier as it was typed, and its field takes a percentage too (38 of 132 student
    /// storyboards of one public course store `35%` or `50%`).
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        if text.hasSuffix("%") {
            return Double(text.dropLast().trimmingSpaces).map { $0 / 100 }.flatMap { XMLNode.numberRange.contains($0) ? $0 : nil }
        }
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator)).map { Double($0.trimmingSpaces) }
            guard parts.count == 2, let a = parts[0], let b = parts[1], b != 0, XMLNode.numberRange.contains(a / b) else { return nil }
            return a / b
        }
        return Double(text).flatMap { XMLNode.numberRange.contains($0) ? $0 : nil }
    }

    private enum Host {
        /// The view that lists it, and whether it is the second item (so turned around).
        case forced(String, swapped: Bool)
        /// Two siblings: either may.
        case either
    }

    /// Which view lists a constraint (see the type's comment); nil when neither item is a view
    /// the layout places.
    private func host(_ p: Pending) -> Host? {
        func placeable(_ item: Item?) -> String? {
            guard case .view(let id)? = item, id != importer.rootID || importer.wrapped,
                importer.views[id]?.parent != nil
            else { return nil }
            return id
        }
        let a = placeable(p.first)
        let b = placeable(p.second)
        switch (a, b) {
        case (nil, nil): return nil
        case (let a?, nil): return .forced(a, swapped: false)
        case (nil, let b?): return p.multiplier == 0 ? nil : .forced(b, swapped: true)
        case (let a?, let b?):
            if a == b { return .forced(a, swapped: false) }
            if isAncestor(a, of: b) { return p.multiplier == 0 ? .forced(a, swapped: false) : .forced(b, swapped: true) }
            if isAncestor(b, of: a) { return .forced(a, swapped: false) }
            if importer.views[a]?.parent == importer.views[b]?.parent, p.multiplier != 0 { return .either }
            let later = order(a) > order(b)
            return later || p.multiplier == 0 ? .forced(a, swapped: false) : .forced(b, swapped: true)
        }
    }

    /// Where a view stands in the tree's order (its parent's before its own).
    private func order(_ id: String) -> Int { importer.views[id]?.order ?? 0 }

    private func isAncestor(_ a: String, of b: String) -> Bool {
        var current = importer.views[b]?.parent
        while let id = current {
            if id == a { return true }
            current = importer.views[id]?.parent
        }
        return false
    }

    private mutating func add(_ p: Pending, host: String, swapped: Bool, to lists: inout [String: [SceneConstraint]]) {
        guard importer.views[host]?.node["translatesAutoresizingMaskIntoConstraints"] == "NO" || isArranged(host) else {
            skip("on views placed by their autoresizing mask")
            return
        }
        guard let (text, parsed) = form(p, constant: p.constant, host: host, swapped: swapped) else { return }
        var constraint = SceneConstraint(text: text, parsed: parsed, line: p.node.line, column: p.node.column)
        for (pair, constant) in p.inPairs.sorted(by: { $0.key.description < $1.key.description }) where constant != p.constant {
            if let constant, let (text, parsed) = form(p, constant: constant, host: host, swapped: swapped) {
                constraint.variations[pair] = .installed(text: text, parsed: parsed)
            } else {
                constraint.variations[pair] = .notInstalled
            }
        }
        lists[host, default: []].append(constraint)
    }

    /// The constraint's text with `constant`, from the host's side (turned around when
    /// `swapped`), or nil (counted) when the scene format cannot say it.
    private mutating func form(_ p: Pending, constant pendingConstant: Double, host: String, swapped: Bool) -> (String, ConstraintText)? {
        var attribute = p.firstAttribute
        var other = p.second
        var otherAttribute = p.secondAttribute
        var relation = p.relation
        var multiplier = p.multiplier
        var constant = pendingConstant
        // Only a constraint whose second item is a view is turned around (`host`).
        if swapped, let secondAttribute = p.secondAttribute {
            attribute = secondAttribute
            other = p.first
            otherAttribute = p.firstAttribute
            multiplier = 1 / p.multiplier
            constant = -pendingConstant / p.multiplier
            // first ≥ m·s + c  ⇔  s ≤ first/m − c/m when m > 0; a negative m flips it back.
            if p.multiplier > 0 { relation = relation.flipped }
        }
        guard XMLNode.numberRange.contains(multiplier), XMLNode.numberRange.contains(constant) else {
            skip("whose multiplier or constant, turned around, lies beyond the scene format's ±100000")
            return nil
        }
        var text = "\(attribute.rawValue) \(ConstraintImporter.symbol(relation)) "
        if let other, let otherAttribute {
            guard let name = reference(other, from: host) else {
                skip("to a layout guide of a view the document does not hold")
                return nil
            }
            text += (name.isEmpty ? "" : name + ".") + otherAttribute.rawValue
            if multiplier != 1 { text += " * " + ConstraintImporter.number(multiplier) }
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + ConstraintImporter.number(abs(constant)) }
        } else {
            text += ConstraintImporter.number(constant)
        }
        if p.priority < 1000 { text += " @\(p.priority)" }
        guard let parsed = try? ConstraintText.parse(text) else {
            skip("that UIKit would refuse (an attribute pair or a multiplier it does not accept)")
            return nil
        }
        return (text, parsed)
    }

    private func isArranged(_ id: String) -> Bool {
        importer.views[id]?.parent.flatMap { importer.views[$0] }?.node.name == "stackView"
    }

    /// How the view `host` names `item` in its constraint; "" for itself, nil when it cannot.
    private func reference(_ item: Item, from host: String) -> String? {
        let parent = importer.views[host]?.parent
        func viewName(_ id: String) -> String {
            if id == parent { return "superview" }
            return importer.views[id]?.name ?? ConstraintImporter.unnamed
        }
        switch item {
        case .view(let id): return id == host ? "" : viewName(id)
        case .topLayoutGuide: return "topLayoutGuide"
        case .bottomLayoutGuide: return "bottomLayoutGuide"
        case .guide(let owner, let kind):
            if owner == parent { return kind.rawValue }
            // Any view's guide: one laid out later is solved in a second pass, as UIKit solves
            // the window at once.
            guard let view = importer.views[owner] else { return nil }
            return view.name + "." + kind.rawValue
        }
    }

    private static let unnamed = "?"

    /// Why a constraint naming something the scene does not hold is left out.
    private static let unmodelled = "to an element the import leaves out or a guide it does not model (a keyboard guide's height)"

    static func symbol(_ r: Constraint.Relation) -> String {
        switch r {
        case .equal: "=="
        case .lessOrEqual: "<="
        case .greaterOrEqual: ">="
        }
    }

    /// A number as the constraint grammar reads it: no exponent, the shortest exact form when
    /// there is one, else 10 decimals.
    static func number(_ value: Double) -> String {
        if let whole = Int(exactly: value), abs(value) < 1e15 { return String(whole) }
        let text = String(value)
        if !text.contains("e") { return text }
        var fixed = String(Int((abs(value) * 1e10).rounded()))
        while fixed.count < 11 { fixed = "0" + fixed }
        let cut = fixed.index(fixed.endIndex, offsetBy: -10)
        return (value < 0 ? "-" : "") + fixed[..<cut] + "." + fixed[cut...]
    }
}

extension Constraint.Relation {
    /// The relation with its sides exchanged.
    var flipped: Constraint.Relation {
        switch self {
        case .equal: .equal
        case .lessOrEqual: .greaterOrEqual
        case .greaterOrEqual: .lessOrEqual
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
