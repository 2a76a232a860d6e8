import Geometry
import Yams

/// A mapping of the scene schema (the scene itself, a navigation controller, a view, …): its
/// fields in the order they are written, and what reading does beyond each key. Checks across
/// keys are `SceneChecks`', on the value.
struct SchemaMapping<Model: Sendable>: Sendable {
    /// Its name in `docs/scene.schema.json`'s definitions and in the docs' key tables.
    let name: String
    /// The model before any key is read: UIKit's defaults.
    let empty: Model
    let fields: [SchemaField<Model>]
    /// The view kind the model has, for keys that apply to some kinds only.
    var kind: (@Sendable (Model) -> ViewKind)?
    /// Keys read before the others, whatever their place in the file: those the others depend on.
    var first: [String] = []
    /// Keys that must be there, and the error when one is not.
    var required: [(key: String, message: String)] = []
    /// Where the model keeps its keys' places, for the checks made on the value (`SceneChecks`).
    var places: (WritableKeyPath<Model, KeyPlaces> & Sendable)?
    /// What reading does once every key is read: a value made of several keys.
    var finish: (@Sendable (inout Model) -> Void)?

    var keys: [String] { fields.map(\.key) }

    /// Reads a mapping node into `model`, refusing unknown keys (with did-you-mean) and keys
    /// its kind does not take.
    func read(_ node: Node, _ path: String, _ r: YAMLReader, into model: inout Model) throws(SceneError) {
        let pairs = try r.mapping(node, path, allowed: keys)
        for (key, message) in required where !pairs.contains(where: { $0.key == key }) { throw r.error(node, path, message) }
        let ordered = first.compactMap { key in pairs.first { $0.key == key } } + pairs.filter { !first.contains($0.key) }
        for (key, keyNode, value) in ordered {
            guard let field = fields.first(where: { $0.key == key }) else { continue }
            let p = r.join(path, key)
            if let kinds = field.kinds, let kind, !kinds.contains(kind(model)) {
                throw r.error(keyNode, p, "'\(key)' applies to \(ViewKind.describe(kinds)); this view's kind is \(kind(model).rawValue)")
            }
            try field.read(r, value, p, &model)
        }
        if let places {
            for (key, keyNode, value) in pairs {
                model[keyPath: places].keys[key] = Self.place(keyNode)
                model[keyPath: places].values[key] = Self.place(value)
            }
        }
        finish?(&model)
    }

    /// The mapping's keys as block lines: those its kind takes, in the table's order.
    func write(_ model: Model, _ w: inout YAMLLines) {
        for field in fields where applies(field, to: model) { field.write(model, &w) }
    }

    /// The mapping as one flow line, `{key: value, …}`.
    func flow(_ model: Model) -> String {
        "{" + fields.filter { applies($0, to: model) }.compactMap { $0.flow(model) }.joined(separator: ", ") + "}"
    }

    private static func place(_ node: Node) -> SourcePlace {
        SourcePlace(line: node.mark?.line ?? 0, column: node.mark?.column ?? 0)
    }

    private func applies(_ field: SchemaField<Model>, to model: Model) -> Bool {
        guard let kinds = field.kinds, let kind else { return true }
        return kinds.contains(kind(model))
    }

    /// Its JSON Schema: an object of its fields, none other allowed, each kind-bound key
    /// refused on other kinds (`kind` absent is `view`).
    var json: JSONValue {
        var properties: [(String, JSONValue)] = []
        for field in fields {
            guard case .object(var pairs) = field.json else { continue }
            if !field.doc.isEmpty { pairs.append(("description", .string(field.doc))) }
            properties.append((field.key, .object(pairs)))
        }
        var schema: [(String, JSONValue)] = [("type", .string("object")), ("additionalProperties", .bool(false)), ("properties", .object(properties))]
        if !required.isEmpty { schema.append(("required", .array(required.map { .string($0.key) }))) }
        var conditions: [JSONValue] = []
        for kinds in fields.compactMap(\.kinds).reduce(into: [Set<ViewKind>](), { if !$0.contains($1) { $0.append($1) } }) {
            let names = ViewKind.allCases.filter(kinds.contains).map { JSONValue.string($0.rawValue) }
            let keys = fields.filter { $0.kinds == kinds }.map { JSONValue.object([("required", .array([.string($0.key)]))]) }
            // Another kind: `kind` absent counts as `view`.
            let named = JSONValue.object([("enum", .array(names))])
            let otherKind: JSONValue =
                kinds.contains(.view)
                ? .object([("required", .array([.string("kind")])), ("properties", .object([("kind", .object([("not", named)]))]))])
                : .object([("not", .object([("required", .array([.string("kind")])), ("properties", .object([("kind", named)]))]))])
            conditions.append(.object([("if", otherKind), ("then", .object([("not", .object([("anyOf", .array(keys))]))]))]))
        }
        if !conditions.isEmpty { schema.append(("allOf", .array(conditions))) }
        return .object(schema)
    }
}

extension SchemaValue {
    /// A nested mapping, written as a block under its key (or on one line, `flow`); `key:` with
    /// nothing after it is the empty mapping when `nullIsEmpty`. Its JSON Schema refers to its
    /// definition, so a mapping may hold itself (a view's subviews).
    static func mapping(
        _ mapping: @escaping @Sendable () -> SchemaMapping<Value>, named name: String, flowStyle: Bool = false, nullIsEmpty: Bool = false
    ) -> Self where Value: Sendable {
        let ref = JSONValue.object([("$ref", .string("#/definitions/\(name)"))])
        var block: (@Sendable (String, Value, inout YAMLLines) -> Void)?
        if !flowStyle {
            block = { (key: String, model: Value, w: inout YAMLLines) in
                w.line("\(key):")
                let m = mapping()
                w.nest { (inner: inout YAMLLines) in m.write(model, &inner) }
            }
        }
        return Self(
            read: { (r: YAMLReader, n: Node, p: String) throws(SceneError) -> Value in
                let m = mapping()
                var model = m.empty
                if nullIsEmpty, r.isNull(n) { return model }
                try m.read(n, p, r, into: &model)
                return model
            },
            flow: { mapping().flow($0) },
            block: block,
            json: nullIsEmpty ? .object([("oneOf", .array([type("null"), ref]))]) : ref)
    }
}
