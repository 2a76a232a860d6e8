/// The scene schema as documents: `docs/scene.schema.json` (JSON Schema draft 7, for editors and
/// `Scripts/validate-scenes.py`) and the key tables of `docs/scenes.md`, both made from
/// `SceneSchema`, and (in `Lint/`) `docs/lint-configuration.schema.json`. A test fails when the committed files differ; `SCHEMA_RECORD=1 swift test
/// --filter SceneSchemaDocumentTests` writes them.
public enum SceneSchemaDocument {
    /// `docs/scene.schema.json`.
    public static var jsonSchema: String {
        document(
            SceneSchema.root.json, id: "layoutpreview-scene", title: "layoutpreview scene",
            description: "A screen to preview: a device, the containers around one view controller, and its views (docs/scenes.md).",
            definitions: [
                (SceneSchema.tabBar.name, SceneSchema.tabBar.json), (SceneSchema.navigation.name, SceneSchema.navigation.json),
                (SceneSchema.minimization.name, SceneSchema.minimization.json), (SceneSchema.controller.name, SceneSchema.controller.json),
                (SceneSchema.scrollRoot.name, SceneSchema.scrollRoot.json), (SceneSchema.view.name, SceneSchema.view.json),
                (SceneSchema.customDevice.name, SceneSchema.customDevice.json), (SceneSchema.deviceInsets.name, SceneSchema.deviceInsets.json),
            ])
    }

    /// A JSON Schema document: its root mapping and the definitions it refers to.
    static func document(_ root: JSONValue, id: String, title: String, description: String, definitions: [(String, JSONValue)]) -> String {
        guard case .object(let pairs) = root else { return "" }
        let head: [(String, JSONValue)] = [
            ("$schema", .string("http://json-schema.org/draft-07/schema#")), ("$id", .string(id)), ("title", .string(title)),
            ("description", .string(description + " Generated from the schema's declaration; do not edit.")),
        ]
        return JSONValue.object(head + pairs + [("definitions", .object(definitions))]).serialized() + "\n"
    }

    /// The key tables by the name their marker gives (`<!-- keys: navigation -->`), each key
    /// with its mapping's prefix; a view's table lists the keys every kind takes, the scroll and
    /// stack tables those of their kinds.
    static let tables: [String: String] = [
        "scene": table(SceneSchema.root.fields, prefix: ""),
        "tabBar": table(SceneSchema.tabBar.fields, prefix: "tabBar."),
        "navigation": table(SceneSchema.navigation.fields, prefix: "navigation."),
        "controller": table(SceneSchema.controller.fields, prefix: "controller."),
        "view": table(SceneSchema.view.fields.filter { $0.kinds == nil }, prefix: ""),
        "scroll": table(SceneSchema.scroll.fields, prefix: ""),
        "stack": table(SceneSchema.stack.fields, prefix: ""),
        "customDevice": table(SceneSchema.customDevice.fields, prefix: "device."),
    ]

    /// `text` with the table after each `<!-- keys: NAME … -->` marker made again from the
    /// schema (the rows up to the first line that is not a table row).
    public static func markdown(updating text: String) -> String {
        var out: [String] = []
        var skipping = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if skipping, line.hasPrefix("|") { continue }
            skipping = false
            out.append(String(line))
            guard line.hasPrefix("<!-- keys:"), line.hasSuffix("-->") else { continue }
            let names = line.dropFirst("<!-- keys:".count).dropLast(3).split(separator: " ").map(String.init)
            out.append("| key | default | values |")
            out.append("|---|---|---|")
            for name in names { out.append(contentsOf: tables[name].map { [$0] } ?? ["| unknown table \(name) | | |"]) }
            skipping = true
        }
        return out.joined(separator: "\n")
    }

    private static func table<Model>(_ fields: [SchemaField<Model>], prefix: String) -> String {
        fields.map { field in
            "| `\(prefix)\(field.key)` | \(cell(field.defaultText)) |" + (field.values.isEmpty ? " |" : " \(cell(field.values)) |")
        }.joined(separator: "\n")
    }

    /// A table cell: a `|` would end it.
    private static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}
