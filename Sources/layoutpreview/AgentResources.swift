import Foundation
import MCP
import Preview

/// What `layoutpreview mcp` offers to read: the bundled scenes (YAML, or the XML of the lessons
/// kept as storyboards and xibs), those lessons' notes, and the rules.
enum AgentResources {
    static let list: [Resource] =
        BundledScenes.files.map { Resource(name: $0.name, uri: "layoutpreview://scenes/\($0.name)", description: title($0.text), mimeType: "application/yaml") }
        + BundledScenes.documents.map {
            Resource(name: $0.name, uri: "layoutpreview://scenes/\($0.name)", description: "A lesson kept as \($0.file)", mimeType: "application/xml")
        }
        + BundledScenes.documents.map {
            Resource(
                name: "\($0.name) notes", uri: "layoutpreview://lessons/\($0.name)", description: "The lesson notes of \($0.file)", mimeType: "text/markdown")
        }
        + [
            Resource(
                name: "rules", uri: "layoutpreview://rules", description: "The rules explanations cite, with confidence and sources", mimeType: "text/plain")
        ]

    static func read(_ uri: String) -> Resource.Content? {
        let scenes = "layoutpreview://scenes/"
        let lessons = "layoutpreview://lessons/"
        if uri.hasPrefix(scenes) {
            let name = String(uri.dropFirst(scenes.count))
            if let text = BundledScenes.text(named: name) { return .text(text, uri: uri, mimeType: "application/yaml") }
            return BundledScenes.documents.first { $0.name == name }.map { .text($0.text, uri: uri, mimeType: "application/xml") }
        }
        if uri.hasPrefix(lessons) {
            let name = String(uri.dropFirst(lessons.count))
            return BundledScenes.documents.first { $0.name == name }.map { .text($0.notes, uri: uri, mimeType: "text/markdown") }
        }
        return uri == "layoutpreview://rules" ? RuleBook.text(nil).map { .text($0, uri: uri, mimeType: "text/plain") } : nil
    }

    /// A scene's `title:` line, as its description.
    private static func title(_ yaml: String) -> String? {
        yaml.split(separator: "\n").first { $0.hasPrefix("title:") }.map { $0.dropFirst(6).trimmingCharacters(in: .whitespaces) }
    }
}
