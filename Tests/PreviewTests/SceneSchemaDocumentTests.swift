import Foundation
import Testing

@testable import Preview

/// `docs/scene.schema.json` and the key tables of `docs/scenes.md` are what `SceneSchema`
/// declares (issue 23): a key added to the schema's table reaches both, and a hand edit to
/// either is caught. `SCHEMA_RECORD=1` writes them again (as swift-format's generated files).
struct SceneSchemaDocumentTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs").standardized

    @Test("docs/scene.schema.json, docs/lint-configuration.schema.json and docs/scenes.md's key tables are the ones the schema makes")
    func generated() throws {
        let record = ProcessInfo.processInfo.environment["SCHEMA_RECORD"] == "1"
        let schemaFile = Self.docs.appendingPathComponent("scene.schema.json")
        let markdownFile = Self.docs.appendingPathComponent("scenes.md")
        let markdown = SceneSchemaDocument.markdown(updating: try String(contentsOf: markdownFile, encoding: .utf8))
        let lintFile = Self.docs.appendingPathComponent("lint-configuration.schema.json")
        if record {
            try SceneSchemaDocument.jsonSchema.write(to: schemaFile, atomically: true, encoding: .utf8)
            try markdown.write(to: markdownFile, atomically: true, encoding: .utf8)
            try SceneSchemaDocument.lintConfigurationSchema.write(to: lintFile, atomically: true, encoding: .utf8)
        }
        #expect(
            (try? String(contentsOf: lintFile, encoding: .utf8)) == SceneSchemaDocument.lintConfigurationSchema,
            "run SCHEMA_RECORD=1 swift test --filter SceneSchemaDocumentTests")
        #expect(
            try String(contentsOf: schemaFile, encoding: .utf8) == SceneSchemaDocument.jsonSchema,
            "run SCHEMA_RECORD=1 swift test --filter SceneSchemaDocumentTests")
        #expect(try String(contentsOf: markdownFile, encoding: .utf8) == markdown, "run SCHEMA_RECORD=1 swift test --filter SceneSchemaDocumentTests")
    }

    @Test("Every key the scene reader takes has a row in docs/scenes.md, and each table marker names a table")
    func everyKeyDocumented() throws {
        let text = try String(contentsOf: Self.docs.appendingPathComponent("scenes.md"), encoding: .utf8)
        #expect(!text.contains("unknown table"))
        let prefixes: [(String, [String])] = [
            ("", SceneSchema.root.keys), ("tabBar.", SceneSchema.tabBar.keys), ("navigation.", SceneSchema.navigation.keys),
            ("controller.", SceneSchema.controller.keys), ("", SceneSchema.view.keys), ("device.", SceneSchema.customDevice.keys),
        ]
        for (prefix, keys) in prefixes {
            for key in keys { #expect(text.contains("| `\(prefix)\(key)` |"), "\(prefix)\(key)") }
        }
    }
}
