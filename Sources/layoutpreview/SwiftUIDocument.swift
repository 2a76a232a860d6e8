import Foundation
import Preview
import SwiftUILayout
import SwiftUISource

/// A `.swift` file's SwiftUI screens (SPEC "SwiftUI source files"): its previews, in file order,
/// each with the app's own views it names inlined from the project the file belongs to.
struct SwiftUIDocument {
    let path: String
    let file: SwiftFile
    /// What the screens are: the previews, or with none the file's views that take no arguments.
    let entries: [(name: String, view: ViewNode, orientation: String?)]
    /// Said when the file has no previews and its views are shown instead.
    let note: String?
    let project: SwiftProject

    /// The device a preview is laid out on unless `--device` says: the newest iPhone, as
    /// Xcode's canvas shows a preview on the current run destination.
    static let previewDevice = "iphone-17-pro"

    /// A Swift file may be as large as a scene may be.
    static let maximumBytes = SceneLoader.maximumBytes

    static func read(_ path: String) throws -> SwiftUIDocument {
        let bytes = try SceneFile.read(path, limit: maximumBytes)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SceneError(file: path, message: "the file is not UTF-8 text; expected Swift source")
        }
        let file = try parse(text, path: path)
        var entries = file.previews.map { ($0.name, $0.view, $0.orientation) }
        var note: String?
        if entries.isEmpty {
            // S: a file without previews offers its views that need no arguments.
            entries = file.views.filter { $0.body != nil && $0.properties.allSatisfy { $0.initial != nil } }
                .map { ($0.name, ViewNode(type: $0.name, position: $0.position), nil) }
            note = "\(path) has no #Preview or PreviewProvider: showing its views that take no arguments"
        }
        guard !entries.isEmpty else {
            throw SceneError(file: path, line: 1, column: 1, message: "no #Preview, PreviewProvider or View that takes no arguments; expected a SwiftUI file with a preview")
        }
        return SwiftUIDocument(path: path, file: file, entries: entries, note: note, project: SwiftProject(containing: path))
    }

    static func parse(_ text: String, path: String) throws -> SwiftFile {
        do {
            return try SwiftFile.read(text, file: path)
        } catch {
            throw SceneError(file: path, line: error.line, column: error.column, message: error.message)
        }
    }

    var sceneNames: [String] { entries.map(\.name) }

    /// The entry `selector` names, by name or number (from 1), with did-you-mean; nil: the first.
    func entry(_ selector: String?) throws -> Int {
        guard let selector else { return 0 }
        if let i = entries.firstIndex(where: { $0.name == selector }) { return i }
        if let n = Int(selector), n >= 1, n <= entries.count { return n - 1 }
        throw SceneError(file: path, message: "--scene: no preview named '\(Sanitized.short(selector))'\(Suggestion.hint(for: selector, in: sceneNames)); previews: \(sceneNames.joined(separator: ", ")) (or 1 to \(entries.count))")
    }

    func scene(_ selector: String?) throws -> Scene {
        let entry = entries[try entry(selector)]
        let index = ViewIndex([file] + project.files(defining: entry.view, around: file, path: path))
        let (view, warnings) = index.expand(entry.view)
        let source = ViewPrinter.source(of: view)
        // Xcode previews on the run destination, today's phone, not on the scene format's default.
        var scene = Scene(title: entry.name, device: DeviceCatalog.device(id: Self.previewDevice) ?? Scene().device)
        scene.notes = "\(entry.name), a preview of \((path as NSString).lastPathComponent)"
        scene.host(SwiftUIBody(source: source, hosted: HostedScreen(view)))
        if let orientation = entry.orientation.flatMap(Orientation.init(rawValue:)), scene.device.orientations.contains(orientation) {
            scene.orientation = orientation
        }
        scene.importWarnings = (note.map { [$0] } ?? []) + warnings
        return scene
    }
}
