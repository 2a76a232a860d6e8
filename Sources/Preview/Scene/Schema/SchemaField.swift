import Yams

/// One key of a scene mapping, declared once: its name, what it says, the view kinds it
/// applies to, how it reads into the model and writes back, and its JSON Schema. Decoding,
/// writing, `docs/scene.schema.json` and the key tables of `docs/scenes.md` all come from these.
struct SchemaField<Model>: Sendable {
    let key: String
    /// The JSON Schema's description, and the docs' "values" column (where empty, the values
    /// its type lists: a choice's cases).
    let doc: String
    /// The docs' "values" column.
    var values: String { doc.isEmpty ? valuesOfType ?? "" : doc }
    private(set) var valuesOfType: String?
    /// The docs' "default" column.
    let defaultText: String
    /// The view kinds the key applies to (nil: every kind); on another kind it is refused.
    let kinds: Set<ViewKind>?
    let read: @Sendable (YAMLReader, Node, String, inout Model) throws(SceneError) -> Void
    /// Writes the key when the model's value is to be written (see `Writing`).
    let write: @Sendable (Model, inout YAMLLines) -> Void
    /// `key: value` for a flow mapping; nil when not written.
    let flow: @Sendable (Model) -> String?
    let json: JSONValue

    /// When a key is written back.
    enum Writing: Sendable {
        /// Always, so the file documents the setting.
        case always
        /// When it differs from its default.
        case unlessDefault
    }

    /// A key whose value the model always holds.
    init<Value: Equatable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Model, Value> & Sendable, _ value: SchemaValue<Value>, default defaultValue: Value,
        written: Writing = .unlessDefault, when: (@Sendable (Model) -> Bool)? = nil, kinds: Set<ViewKind>? = nil,
        defaultText: String? = nil, doc: String
    ) {
        let shown: @Sendable (Model) -> Bool = { model in
            (written == .always || model[keyPath: path] != defaultValue) && (when?(model) ?? true)
        }
        self.init(
            key: key, doc: doc, defaultText: defaultText ?? Self.words(value.flow(defaultValue)), kinds: kinds,
            read: { r, n, p, model throws(SceneError) in model[keyPath: path] = try value.read(r, n, p) },
            write: { model, w in if shown(model) { value.write(key, model[keyPath: path], &w) } },
            flow: { model in shown(model) ? "\(key): \(value.flow(model[keyPath: path]))" : nil }, json: value.json)
        valuesOfType = value.values
    }

    /// A key the model may lack (nil), written when present.
    init<Value: Sendable>(
        _ key: String, _ path: WritableKeyPath<Model, Value?> & Sendable, _ value: SchemaValue<Value>,
        when: (@Sendable (Model) -> Bool)? = nil, kinds: Set<ViewKind>? = nil, defaultText: String = "—", doc: String
    ) {
        self.init(
            key: key, doc: doc, defaultText: defaultText, kinds: kinds,
            read: { r, n, p, model throws(SceneError) in model[keyPath: path] = try value.read(r, n, p) },
            write: { model, w in
                if let v = model[keyPath: path], when?(model) ?? true { value.write(key, v, &w) }
            },
            flow: { model in model[keyPath: path].flatMap { (when?(model) ?? true) ? "\(key): \(value.flow($0))" : nil } },
            json: value.json)
        valuesOfType = value.values
    }

    init(
        key: String, doc: String, defaultText: String, kinds: Set<ViewKind>?,
        read: @escaping @Sendable (YAMLReader, Node, String, inout Model) throws(SceneError) -> Void,
        write: @escaping @Sendable (Model, inout YAMLLines) -> Void, flow: @escaping @Sendable (Model) -> String?, json: JSONValue
    ) {
        self.key = key
        self.doc = doc
        self.defaultText = defaultText
        self.kinds = kinds
        self.read = read
        self.write = write
        self.flow = flow
        self.json = json
    }

    /// The field of a part of a larger model (a view's scroll or stack properties).
    func lifted<Whole>(_ part: WritableKeyPath<Whole, Model> & Sendable) -> SchemaField<Whole> {
        let read = self.read
        let write = self.write
        let flow = self.flow
        var field = SchemaField<Whole>(
            key: key, doc: doc, defaultText: defaultText, kinds: kinds,
            read: { r, n, p, whole throws(SceneError) in try read(r, n, p, &whole[keyPath: part]) },
            write: { whole, w in write(whole[keyPath: part], &w) }, flow: { flow($0[keyPath: part]) }, json: json)
        field.valuesOfType = valuesOfType
        return field
    }

    /// A default as the docs show it: names in code type, numbers and booleans plain.
    private static func words(_ flow: String) -> String {
        if flow == "[]" || flow.first == "\"" || flow.first == "{" { return flow }
        if flow == "true" || flow == "false" || Double(flow) != nil { return flow }
        return "`\(flow)`"
    }
}
