import Foundation
import Preview
import SwiftUILayout
import SwiftUISource

/// A `.swift` file's SwiftUI screens read from disk, with the project it belongs to, where the
/// app's own views its previews name are looked up (`SwiftProject`).
struct SwiftUIDocument {
    let previews: SwiftUIPreviews
    let project: SwiftProject

    /// A Swift file may be as large as a scene may be.
    static let maximumBytes = SceneLoader.maximumBytes

    static func read(_ path: String) throws -> SwiftUIDocument {
        let bytes = try SceneFile.read(path, limit: maximumBytes)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SceneError(file: path, message: "the file is not UTF-8 text; expected Swift source")
        }
        return SwiftUIDocument(previews: try SwiftUIPreviews(text: text, path: path), project: SwiftProject(containing: path))
    }

    var sceneNames: [String] { previews.sceneNames }

    func entry(_ selector: String?) throws -> Int { try previews.entry(selector) }

    func scene(_ selector: String?) throws -> Scene {
        let entry = previews.entries[try previews.entry(selector)]
        return try previews.scene(selector, project: project.files(defining: entry.view, around: previews.file, path: previews.path))
    }
}
