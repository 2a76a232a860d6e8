import AutoLayout
import Geometry
import Yams

extension SceneDecoder {
    /// `views:` (or `subviews:`), back to front; names are unique across the whole scene.
    func views(_ node: Node, _ path: String, depth: Int, names: inout Set<String>) throws(SceneError) -> [ViewSpec] {
        if reader.isNull(node) { return [] }
        guard depth <= SceneLoader.maximumDepth else {
            throw reader.error(node, path, "views nest deeper than \(SceneLoader.maximumDepth) levels")
        }
        var specs: [ViewSpec] = []
        for (index, item) in try reader.sequence(node, path, what: "views").enumerated() {
            specs.append(try view(item, "\(path)[\(index)]", depth: depth, names: &names))
        }
        return specs
    }

    private func view(_ node: Node, _ path: String, depth: Int, names: inout Set<String>) throws(SceneError) -> ViewSpec {
        let pairs = try reader.mapping(node, path, allowed: SceneDecoder.viewKeys)
        guard let nameValue = pairs.first(where: { $0.key == "name" })?.value else {
            throw reader.error(node, path, "a view needs a name (letters, digits, - and _)")
        }
        let name = try reader.string(nameValue, reader.join(path, "name"))
        let allowed = name.unicodeScalars.allSatisfy { ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
        guard !name.isEmpty, allowed else {
            throw reader.error(nameValue, reader.join(path, "name"), "invalid view name '\(Sanitized.short(name))'; expected letters, digits, - and _")
        }
        guard !Scene.builtInViewNames.contains(name) else {
            throw reader.error(nameValue, reader.join(path, "name"), "'\(name)' is the name of a built-in view; choose another")
        }
        guard names.insert(name).inserted else {
            throw reader.error(nameValue, reader.join(path, "name"), "duplicate view name '\(name)'; names must be unique")
        }
        guard names.count <= SceneLoader.maximumViews else {
            throw reader.error(node, path, "more than \(SceneLoader.maximumViews) views; a scene may have at most \(SceneLoader.maximumViews)")
        }
        var spec = ViewSpec(name: name)
        spec.place = SourcePlace(line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
        for (key, _, value) in pairs where key == "kind" {
            spec.kind = try reader.choice(value, reader.join(path, key), what: "view kind", advice: ViewKind.spelling(ofUIKit:))
        }
        spec.scroll.kind = spec.kind
        try scrollProperties(pairs, path: path, into: &spec.scroll)
        for (key, keyNode, value) in pairs {
            let p = reader.join(path, key)
            switch key {
            case "frame": spec.frame = try frame(value, p)
            case "text": spec.text = try reader.string(value, p)
            case "interactive": spec.interactive = try reader.bool(value, p)
            case "background": spec.background = try reader.bool(value, p)
            case "subviews": spec.subviews = try views(value, p, depth: depth + 1, names: &names)
            case "constraints": spec.constraints = try constraints(value, p)
            case "intrinsicContentSize": spec.intrinsicContentSize = try size(value, p)
            case "contentHuggingPriority": spec.contentHuggingPriority = try axisPriorities(value, p)
            case "compressionResistancePriority": spec.compressionResistancePriority = try axisPriorities(value, p)
            case "hidden": spec.hidden = try reader.bool(value, p)
            case "directionalLayoutMargins": spec.directionalLayoutMargins = try directionalInsets(value, p)
            case "alignmentRectInsets": spec.alignmentRectInsets = try insets(value, p)
            case "insetsLayoutMarginsFromSafeArea": spec.insetsLayoutMarginsFromSafeArea = try reader.bool(value, p)
            case "preservesSuperviewLayoutMargins": spec.preservesSuperviewLayoutMargins = try reader.bool(value, p)
            case "fontSize": spec.fontSize = try reader.number(value, p, range: 1...500, what: "a font size in points")
            case "autoresizingMask":
                var mask = Set<AutoresizingMask>()
                for item in try reader.sequence(value, p, what: "autoresizing mask flags") {
                    mask.insert(try reader.choice(item, p, what: "autoresizing mask flag"))
                }
                spec.autoresizingMask = mask
            case "axis", "distribution", "alignment", "spacing", "isLayoutMarginsRelativeArrangement":
                guard spec.kind == .stack else {
                    throw reader.error(keyNode, p, "'\(key)' applies to stack views (kind: stack); this view's kind is \(spec.kind.rawValue)")
                }
                switch key {
                case "axis": spec.stack.axis = try reader.choice(value, p, what: "axis")
                case "distribution": spec.stack.distribution = try reader.choice(value, p, what: "distribution")
                case "alignment": spec.stack.alignment = try reader.choice(value, p, what: "alignment")
                case "spacing": spec.stack.spacing = try reader.number(value, p, range: -10_000...10_000, what: "a spacing in points")
                default: spec.stack.isLayoutMarginsRelativeArrangement = try reader.bool(value, p)
                }
            // Every scroll key is refused the same way on a view that does not scroll (rows and
            // rowHeight on one that is not a table), never read and dropped.
            case _ where SceneDecoder.scrollKeys.contains(key) && !spec.kind.isScrollView,
                "rows" where spec.kind != .table, "rowHeight" where spec.kind != .table:
                let tableOnly = key == "rows" || key == "rowHeight"
                throw reader.error(
                    keyNode, p, "'\(key)' applies to \(tableOnly ? "table views" : "scroll and table views"); this view's kind is \(spec.kind.rawValue)")
            default: break
            }
        }
        if !spec.autoresizingMask.isEmpty, !spec.constraints.isEmpty, let maskKey = pairs.first(where: { $0.key == "autoresizingMask" }) {
            throw reader.error(
                maskKey.node, reader.join(path, "autoresizingMask"),
                "a view placed by constraints has no autoresizing mask (translatesAutoresizingMaskIntoConstraints is false); remove one of them")
        }
        if !spec.constraints.isEmpty, let frameKey = pairs.first(where: { $0.key == "frame" }) {
            throw reader.error(frameKey.node, reader.join(path, "frame"), "a view placed by constraints takes no frame; remove frame or constraints")
        }
        return spec
    }

    /// A list of constraints in SPEC's grammar, each parsed where it stands.
    private func constraints(_ node: Node, _ path: String) throws(SceneError) -> [SceneConstraint] {
        var out: [SceneConstraint] = []
        for (index, item) in try reader.sequence(node, path, what: "constraints").enumerated() {
            let p = "\(path)[\(index)]"
            guard case .mapping = item else {
                out.append(try constraint(item, p))
                continue
            }
            // `{any: "…", wR hR: "…", wC hC: null}`: Interface Builder's size-class variations.
            let pairs = SizeClassPair.all.map(\.description)
            var base: SceneConstraint?
            var variations: [SizeClassPair: SceneConstraint.Variation] = [:]
            for (key, _, value) in try reader.mapping(item, p, allowed: ["any"] + pairs) {
                let kp = reader.join(p, key)
                if key == "any" {
                    base = try constraint(value, kp)
                } else if let pair = SizeClassPair(key) {
                    if reader.isNull(value) {
                        variations[pair] = .notInstalled
                    } else {
                        let c = try constraint(value, kp)
                        variations[pair] = .installed(text: c.text, parsed: c.parsed)
                    }
                }
            }
            guard var constraint = base else {
                throw reader.error(item, p, "a constraint that varies by size class needs its text for every other pair: any: \"…\"")
            }
            constraint.variations = variations
            out.append(constraint)
        }
        return out
    }

    /// One constraint's text, parsed where it stands.
    private func constraint(_ item: Node, _ p: String) throws(SceneError) -> SceneConstraint {
        let text = try reader.string(item, p)
        let mark = item.mark
        // Columns within the text map onto the file when the constraint stands on one line.
        let quoted: Int = if case .scalar(let scalar) = item, scalar.style != .plain { 1 } else { 0 }
        do throws(ConstraintText.Failure) {
            return SceneConstraint(text: text, parsed: try ConstraintText.parse(text), line: mark?.line ?? 0, column: mark?.column ?? 0)
        } catch {
            if let mark {
                throw SceneError(
                    file: reader.file, line: mark.line, column: mark.column + quoted + error.column - 1, keyPath: p,
                    message: "\(error.message) in '\(Sanitized.short(text))'")
            }
            throw reader.error(item, p, "\(error.message) in '\(Sanitized.short(text))'")
        }
    }

    /// `{horizontal: 250, vertical: 251}`.
    private func axisPriorities(_ node: Node, _ path: String) throws(SceneError) -> AxisPriorities {
        var result = AxisPriorities(horizontal: 250, vertical: 250)
        for (key, _, value) in try reader.mapping(node, path, allowed: ["horizontal", "vertical"]) {
            let n = try reader.integer(value, reader.join(path, key), range: 1...1000, what: "a priority")
            if key == "horizontal" { result.horizontal = n } else { result.vertical = n }
        }
        return result
    }

    /// `fill | safeArea | margins | {x, y, width, height} | pins`.
    private func frame(_ node: Node, _ path: String) throws(SceneError) -> FrameSpec {
        if case .scalar = node {
            let word = try reader.string(node, path)
            switch word {
            case "fill": return .fill
            case "safeArea": return .safeArea
            case "margins": return .margins
            default:
                let names = ["fill", "safeArea", "margins"]
                throw reader.error(
                    node, path,
                    "unknown frame '\(Sanitized.short(word))'; expected fill, safeArea, margins, {x, y, width, height} or pins {top, bottom, leading, trailing, width, height}\(Suggestion.hint(for: word, in: names))"
                )
            }
        }
        let rectKeys = ["x", "y", "width", "height"]
        let pinKeys = ["top", "bottom", "leading", "trailing", "width", "height"]
        let pairs = try reader.mapping(node, path, allowed: Array(Set(rectKeys + pinKeys)).sorted())
        if pairs.contains(where: { $0.key == "x" || $0.key == "y" }) {
            var values: [String: Double] = [:]
            for (key, keyNode, value) in pairs {
                guard rectKeys.contains(key) else {
                    throw reader.error(keyNode, reader.join(path, key), "a frame with x and y takes x, y, width and height; '\(key)' belongs to pins")
                }
                let isSize = key == "width" || key == "height"
                values[key] = try reader.number(
                    value, reader.join(path, key), range: isSize ? 0...100_000 : -100_000...100_000,
                    what: isSize ? "a size in points" : "a coordinate in points")
            }
            for key in rectKeys where values[key] == nil {
                throw reader.error(node, path, "a frame rectangle needs x, y, width and height; '\(key)' is missing")
            }
            return .rect(Rect(x: values["x"] ?? 0, y: values["y"] ?? 0, width: values["width"] ?? 0, height: values["height"] ?? 0))
        }
        var pins = Pins()
        for (key, _, value) in pairs {
            let p = reader.join(path, key)
            switch key {
            case "width": pins.width = try reader.number(value, p, range: 0...100_000, what: "a size in points")
            case "height": pins.height = try reader.number(value, p, range: 0...100_000, what: "a size in points")
            case "top": pins.top = try pin(value, p)
            case "bottom": pins.bottom = try pin(value, p)
            case "leading": pins.leading = try pin(value, p)
            default: pins.trailing = try pin(value, p)
            }
        }
        try checkAxis(start: pins.top, end: pins.bottom, size: pins.height, names: ("top", "bottom", "height"), node: node, path: path)
        try checkAxis(start: pins.leading, end: pins.trailing, size: pins.width, names: ("leading", "trailing", "width"), node: node, path: path)
        return .pins(pins)
    }

    /// Per axis: two edges, or one edge and a size, or nothing.
    private func checkAxis(start: Pin?, end: Pin?, size: Double?, names: (String, String, String), node: Node, path: String) throws(SceneError) {
        switch (start != nil, end != nil, size != nil) {
        case (true, true, true):
            throw reader.error(node, path, "pins give \(names.0), \(names.1) and \(names.2); expected two edges or one edge and a size")
        case (true, false, false), (false, true, false):
            throw reader.error(
                node, path,
                "pins give \(start != nil ? names.0 : names.1) without \(names.2); expected \(names.2) or the opposite edge \(start != nil ? names.1 : names.0)"
            )
        case (false, false, true):
            throw reader.error(node, path, "pins give \(names.2) without an edge; expected \(names.0) or \(names.1) too")
        default:
            break
        }
    }

    /// `safeArea`, or `{to: safeArea, constant: 8}`.
    private func pin(_ node: Node, _ path: String) throws(SceneError) -> Pin {
        if case .scalar = node {
            return Pin(try reader.choice(node, path, what: "pin anchor"))
        }
        var pin = Pin(.superview)
        var hasAnchor = false
        for (key, _, value) in try reader.mapping(node, path, allowed: ["to", "constant"]) {
            let p = reader.join(path, key)
            if key == "to" {
                pin.anchor = try reader.choice(value, p, what: "pin anchor")
                hasAnchor = true
            } else {
                pin.constant = try reader.number(value, p)
            }
        }
        guard hasAnchor else { throw reader.error(node, path, "a pin needs 'to': superview, safeArea or margins") }
        return pin
    }
}
