import Foundation
import Preview
import Testing

/// What docs/scenes.md promises about limits is what the loader enforces (a newcomer read 500
/// constrained views there while the tool stopped at 300).
struct DocumentedLimitsTests {
    @Test("docs/scenes.md's Limits section states the loader's view, constrained view, byte and depth limits")
    func limits() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/scenes.md").standardized
        let text = try String(contentsOf: docs, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Limits").dropFirst().first)
        func formatted(_ n: Int) -> String {
            n >= 1_000 ? "\(n / 1_000),\(String(format: "%03d", n % 1_000))" : String(n)
        }
        #expect(
            section.contains("\(formatted(SceneLoader.maximumViews)) views (\(formatted(SceneLoader.maximumConstrainedViews)) placed by constraints)"),
            "\(section.prefix(200))")
        #expect(section.contains("\(SceneLoader.maximumBytes >> 20) MiB a file"))
        #expect(section.contains("nesting \(SceneLoader.maximumDepth)"))
    }
}
