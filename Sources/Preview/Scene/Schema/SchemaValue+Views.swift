import AutoLayout
import Geometry
import Yams

extension SchemaValue where Value == [ViewSpec] {
    /// `views:` or `subviews:`, back to front, each item a view mapping.
    static var views: Self {
        Self(
            read: { r, n, p throws(SceneError) in
                if r.isNull(n) { return [] }
                var views: [ViewSpec] = []
                for (index, item) in try r.sequence(n, p, what: "views").enumerated() {
                    guard r.viewsRead <= SceneLoader.maximumViews else { break }
                    r.viewsRead += 1
                    var view = SceneSchema.view.empty
                    view.place = SourcePlace(line: item.mark?.line ?? 0, column: item.mark?.column ?? 0)
                    try SceneSchema.view.read(item, "\(p)[\(index)]", r, into: &view)
                    views.append(view)
                }
                return views
            },
            flow: { "[" + $0.map(SceneSchema.view.flow).joined(separator: ", ") + "]" },
            block: { key, views, w in
                w.line("\(key):")
                for view in views { w.item { SceneSchema.view.write(view, &$0) } }
            },
            json: .object([
                ("oneOf", .array([type("null"), .object([("type", .string("array")), ("items", .object([("$ref", .string("#/definitions/view"))]))])]))
            ]))
    }
}

extension SchemaValue where Value == String {
    /// A view's name (`SceneChecks` says which names a scene may use).
    static var viewName: Self {
        Self(
            read: { r, n, p throws(SceneError) in try r.string(n, p) },
            flow: SceneWriter.quoted, json: type("string", ("pattern", .string("^[A-Za-z0-9_-]+$"))))
    }
}

extension SchemaValue where Value == Set<SizeClassPair> {
    /// Size-class pairs as Xcode writes them (`wC hR`), a flow list in Xcode's order.
    static var sizeClassPairs: Self {
        let pairs = SizeClassPair.all.map(\.description)
        let pair = SchemaValue<SizeClassPair>(
            read: { r, n, p throws(SceneError) in
                let text = try r.string(n, p)
                guard let pair = SizeClassPair(text) else {
                    throw r.error(n, p, "'\(Sanitized.short(text))' is not a size-class pair; expected one of \(pairs.joined(separator: ", "))")
                }
                return pair
            },
            flow: { SceneWriter.quoted($0.description) }, json: .object([("enum", .array(pairs.map { .string($0) }))]))
        return SchemaValue<[SizeClassPair]>.list(of: pair, what: "size-class pairs").map({ Set($0) }, { set in SizeClassPair.all.filter(set.contains) })
    }
}

extension SchemaValue where Value == [SceneConstraint] {
    /// A list of constraints in SPEC's grammar, each parsed where it stands; an item may be
    /// `{any: "…", wR hR: "…", wC hC: null}`, Interface Builder's size-class variations.
    static var constraints: Self {
        let pairs = SizeClassPair.all.map(\.description)
        let text = JSONValue.object([("type", .string("string"))])
        let varying = JSONValue.object([
            ("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .array([.string("any")])),
            ("properties", .object([("any", text)] + pairs.map { ($0, .object([("oneOf", .array([type("null"), text]))])) })),
        ])
        return Self(
            read: { r, n, p throws(SceneError) in
                var out: [SceneConstraint] = []
                for (index, item) in try r.sequence(n, p, what: "constraints").enumerated() {
                    let ip = "\(p)[\(index)]"
                    guard case .mapping = item else {
                        out.append(try constraint(r, item, ip))
                        continue
                    }
                    var base: SceneConstraint?
                    var variations: [SizeClassPair: SceneConstraint.Variation] = [:]
                    for (key, _, value) in try r.mapping(item, ip, allowed: ["any"] + pairs) {
                        let kp = r.join(ip, key)
                        if key == "any" {
                            base = try constraint(r, value, kp)
                        } else if let pair = SizeClassPair(key) {
                            if r.isNull(value) {
                                variations[pair] = .notInstalled
                            } else {
                                let c = try constraint(r, value, kp)
                                variations[pair] = .installed(text: c.text, parsed: c.parsed)
                            }
                        }
                    }
                    guard var constraint = base else {
                        throw r.error(item, ip, "a constraint that varies by size class needs its text for every other pair: any: \"…\"")
                    }
                    constraint.variations = variations
                    out.append(constraint)
                }
                return out
            },
            flow: { "[" + $0.map(written).joined(separator: ", ") + "]" },
            block: { key, constraints, w in
                w.line("\(key):")
                w.nest { w in for c in constraints { w.line("- " + written(c)) } }
            },
            json: .object([("type", .string("array")), ("items", .object([("oneOf", .array([text, varying]))]))]))
    }

    /// One constraint's text, parsed where it stands: columns within the text map onto the file
    /// when the constraint stands on one line.
    private static func constraint(_ reader: YAMLReader, _ item: Node, _ p: String) throws(SceneError) -> SceneConstraint {
        let text = try reader.string(item, p)
        let mark = item.mark
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

    /// A constraint as the scene format writes it: its text, or with size-class variations
    /// `{any: "…", wR hR: "…", wC hC: null}`.
    private static func written(_ c: SceneConstraint) -> String {
        guard !c.variations.isEmpty else { return SceneWriter.quoted(c.text) }
        let pairs = SizeClassPair.all.compactMap { pair in
            c.variations[pair].map { variation -> String in
                switch variation {
                case .installed(let text, _): return "\(pair): \(SceneWriter.quoted(text))"
                case .notInstalled: return "\(pair): null"
                }
            }
        }
        return "{" + (["any: \(SceneWriter.quoted(c.text))"] + pairs).joined(separator: ", ") + "}"
    }
}
