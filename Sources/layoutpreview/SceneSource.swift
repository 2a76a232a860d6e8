import ArgumentParser
import Foundation
import Preview

/// Finds the scene a command names: a file path, a bundled scene's name, or the default scene.
enum SceneSource {
    /// Shell completion of a SCENE argument: the bundled scenes' names, and scene files.
    static let completion = CompletionKind.custom { _, _, _ in
        BundledScenes.files.map(\.name) + ((try? FileManager.default.contentsOfDirectory(atPath: ".")) ?? [])
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
    }

    /// The scene, with its file path when it came from a file (for reloading).
    static func load(_ argument: String?) throws -> (scene: Scene, path: String?) {
        guard let argument else {
            return (try bundled(BundledScenes.defaultName), nil)
        }
        if SceneFile.exists(argument) {
            return (try file(argument), argument == "-" ? nil : argument)
        }
        if BundledScenes.text(named: argument) != nil {
            return (try bundled(argument), nil)
        }
        let names = BundledScenes.files.map(\.name)
        // A mistyped command (`lnit`) reads as a scene name: say so before listing scenes.
        let commands = LayoutPreview.configuration.subcommands.map { $0._commandName }
        if let command = Suggestion.closest(to: argument, in: commands) {
            throw SceneError(file: argument, message: "no such file, bundled scene or command; did you mean the command '\(command)'? (layoutpreview --help lists them)")
        }
        let hint = (Suggestion.closest(to: argument, in: names) ?? names.first { $0.hasPrefix(argument) || argument.hasPrefix($0) })
            .map { " (did you mean '\($0)'?)" } ?? ""
        throw SceneError(file: argument, message: "no such file, and no bundled scene of that name\(hint); bundled scenes: \(names.joined(separator: ", "))")
    }

    /// A scene file, or standard input for `-`.
    static func file(_ path: String) throws -> Scene {
        try SceneLoader.load(bytes: SceneFile.read(path), file: path == "-" ? "<stdin>" : path)
    }

    private static func bundled(_ name: String) throws -> Scene {
        guard let scene = try BundledScenes.scene(named: name) else {
            throw SceneError(file: name, message: "no bundled scene of that name")
        }
        return scene
    }
}
