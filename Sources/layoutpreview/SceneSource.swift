import ArgumentParser
import Foundation
import InterfaceBuilder
import Preview

/// Finds the scene a command names: a file path, a bundled scene's name, or the default scene.
enum SceneSource {
    /// Shell completion of a SCENE argument: the bundled scenes' names, and scene files.
    /// What a SCENE argument may be, said once for every command that takes one.
    static let argumentHelp = ArgumentHelp(
        "A scene: a YAML or JSON scene file, a .storyboard or .xib (--scene picks its view controller), a SwiftUI .swift file (--scene picks its preview), a bundled scene's name, or - for standard input (default: the built-in default scene)."
    )

    static let completion = CompletionKind.custom { _, _, _ in
        BundledScenes.files.map(\.name) + BundledScenes.documents.map(\.name)
            + ((try? FileManager.default.contentsOfDirectory(atPath: ".")) ?? [])
            .filter { name in [".yaml", ".yml", ".json", ".storyboard", ".xib", ".swift"].contains { name.hasSuffix($0) } }.sorted()
    }

    /// The scene, with its file path when it came from a file (for reloading). `selector` picks
    /// a scene of an Interface Builder document (`--scene`); other scenes have one.
    /// `device` (`--device`) lays out a storyboard or xib whose design device is unknown.
    static func load(_ argument: String?, scene selector: String? = nil, device: String? = nil) throws -> (scene: Scene, path: String?) {
        let loaded = try loadKeepingDocument(argument, scene: selector, device: device)
        return (loaded.scene, loaded.path)
    }

    /// `load`, with the storyboard or xib the scene came from, read once (the screen steps
    /// through its scenes); nil for any other scene.
    static func loadKeepingDocument(
        _ argument: String?, scene selector: String? = nil, device: String? = nil
    ) throws
        -> (scene: Scene, path: String?, lesson: Lesson?)
    {
        guard let argument else {
            try refuse(selector, "the default scene")
            return (try bundled(BundledScenes.defaultName), nil, nil)
        }
        if let lesson = try lesson(argument, device: device) {
            return (try lesson.scene(selector), lesson.path, lesson)
        }
        if SceneFile.exists(argument) {
            return (try file(argument, scene: selector), argument == "-" ? nil : argument, nil)
        }
        try refuse(selector, "'\(argument)'")
        if BundledScenes.text(named: argument) != nil {
            return (try bundled(argument), nil, nil)
        }
        let names = BundledScenes.files.map(\.name) + BundledScenes.documents.map(\.name)
        if let mistyped = mistypedCommand(argument) { throw mistyped }
        let hint =
            (Suggestion.closest(to: argument, in: names) ?? names.first { $0.hasPrefix(argument) || argument.hasPrefix($0) })
            .map { " (did you mean '\($0)'?)" } ?? ""
        throw SceneError(file: argument, message: "no such file, and no bundled scene of that name\(hint); bundled scenes: \(names.joined(separator: ", "))")
    }

    /// A mistyped command (`lnit`) reads as a scene name: said so, before any list of scenes.
    static func mistypedCommand(_ argument: String) -> SceneError? {
        let commands = LayoutPreview.configuration.subcommands.map { $0._commandName }
        return Suggestion.closest(to: argument, in: commands).map {
            SceneError(file: argument, message: "no such file, bundled scene or command; did you mean the command '\($0)'? (layoutpreview --help lists them)")
        }
    }

    /// A YAML or JSON scene file, or standard input for `-` (a storyboard or xib is a `lesson`).
    static func file(_ path: String, scene selector: String? = nil) throws -> Scene {
        try refuse(selector, "'\(path)'")
        return try SceneLoader.load(bytes: SceneFile.read(path), file: path == "-" ? "<stdin>" : path)
    }

    /// Every scene a file holds: each view controller of a storyboard, each top-level view of a
    /// xib, the one scene of anything else (lint checks them all).
    static func all(_ argument: String?, device: String? = nil) throws -> [(scene: Scene, label: String?)] {
        guard let doc = try lesson(argument, device: device) else { return [(try load(argument).scene, nil)] }
        return try doc.scenes()
    }

    /// The storyboard or xib an argument names, a file or a bundled lesson, read once; nil for
    /// anything else (a scene file, a bundled YAML scene, the default).
    static func lesson(_ argument: String?, device: String? = nil) throws -> Lesson? {
        guard let argument else { return nil }
        if SceneFile.exists(argument) {
            if isSwift(argument) { return Lesson(source: .swiftUI(try SwiftUIDocument.read(argument)), path: argument) }
            return isInterfaceBuilder(argument) ? Lesson(source: .interfaceBuilder(try document(argument, device: device), notes: ""), path: argument) : nil
        }
        return try BundledScenes.documents.first(where: { $0.name == argument }).map(bundledDocument)
    }

    /// A document of several scenes: an Interface Builder document (with the notes its lesson
    /// adds in front of the importer's), or a SwiftUI file's previews.
    struct Lesson {
        enum Source {
            case interfaceBuilder(InterfaceBuilderDocument, notes: String)
            case swiftUI(SwiftUIDocument)
        }

        let source: Source
        /// The file it was read from; nil for a bundled lesson.
        let path: String?

        /// Its scenes as `--scene` names them, each once, in the document's order (`v` steps
        /// through them): a storyboard's identifier where it names one controller only, else the
        /// IB id, which is unique; a SwiftUI file's preview titles.
        var sceneNames: [String] {
            let document: InterfaceBuilderDocument
            switch source {
            case .swiftUI(let swift): return swift.sceneNames
            case .interfaceBuilder(let ib, _): document = ib
            }
            let uses = document.entries.reduce(into: [String: Int]()) { uses, entry in
                uses[entry.id, default: 0] += 1
                if let identifier = entry.identifier { uses[identifier, default: 0] += 1 }
            }
            return document.entries.map { entry in entry.identifier.flatMap { uses[$0] == 1 ? $0 : nil } ?? entry.id }
        }

        /// The name in `sceneNames` of the scene `selector` picks (nil: the first).
        func sceneName(_ selector: String?) throws -> String {
            switch source {
            case .interfaceBuilder(let document, _):
                let entry = try document.entry(selector)
                return zip(document.entries, sceneNames).first { $0.0.id == entry.id }?.1 ?? entry.id
            case .swiftUI(let swift):
                return swift.sceneNames[try swift.entry(selector)]
            }
        }

        func scene(_ selector: String?) throws -> Scene {
            switch source {
            case .interfaceBuilder(let document, _): return try scene(try document.entry(selector))
            case .swiftUI(let swift): return try swift.scene(selector)
            }
        }

        func scene(_ entry: InterfaceBuilderDocument.Entry) throws -> Scene {
            guard case .interfaceBuilder(let document, let notes) = source else { return try scene(nil) }
            var scene = try document.scene(entry)
            if !notes.isEmpty { scene.notes = notes + "\n" + scene.notes }
            return scene
        }

        /// Every scene, with the name `--scene` gives it (lint checks them all).
        func scenes() throws -> [(scene: Scene, label: String?)] {
            switch source {
            case .interfaceBuilder(let document, _):
                return try document.entries.map { (try scene($0), $0.identifier ?? $0.id) }
            case .swiftUI(let swift):
                return try swift.sceneNames.map { (try swift.scene($0), $0) }
            }
        }
    }

    /// A bundled lesson kept as a storyboard or xib; its errors name `Scenes/FILE`.
    private static func bundledDocument(_ lesson: (name: String, file: String, text: String, notes: String)) throws -> Lesson {
        Lesson(
            source: .interfaceBuilder(try InterfaceBuilderDocument.read(bytes: Array(lesson.text.utf8), file: "Scenes/\(lesson.file)"), notes: lesson.notes),
            path: nil)
    }

    static func isInterfaceBuilder(_ path: String) -> Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }

    static func isSwift(_ path: String) -> Bool { path.hasSuffix(".swift") }

    static func document(_ path: String, device: String? = nil) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument.read(
            bytes: SceneFile.read(path, limit: InterfaceBuilderDocument.maximumBytes), file: path,
            fallbackDevice: device.flatMap(DeviceCatalog.device(id:)))
    }

    /// A view a command names (`--view`, `--select`) that the layout lacks: the scene's content,
    /// not the command's use, is wrong, so the error names the scene, the nearest view's name
    /// and the names there are.
    static func requireView(_ name: String?, in layout: Layout, scene: String?, option: String) throws {
        guard let name, layout.view(named: name) == nil else { return }
        let names = layout.views.map(\.name)
        throw SceneError(
            file: scene ?? BundledScenes.defaultName,
            message: "\(option): no view named '\(Sanitized.short(name))'\(Suggestion.hint(for: name, in: names)); views: \(names.joined(separator: ", "))")
    }

    /// `--scene` belongs to Interface Builder documents and SwiftUI files; elsewhere it is a
    /// mistake to say so.
    private static func refuse(_ selector: String?, _ what: String) throws {
        guard selector != nil else { return }
        throw ValidationError("--scene picks a view controller of a storyboard or xib, or a preview of a SwiftUI file; \(what) is neither")
    }

    private static func bundled(_ name: String) throws -> Scene {
        guard let scene = try BundledScenes.scene(named: name) else {
            throw SceneError(file: name, message: "no bundled scene of that name")
        }
        return scene
    }
}
