import ArgumentParser
import Foundation
import InterfaceBuilder
import Preview

/// `layoutpreview import FILE`: each view controller of a storyboard (each top-level view of a
/// xib, each preview of a SwiftUI file) as a YAML scene file in SPEC's grammar, constraints and
/// all (for SwiftUI, the preview's view with the app's views inlined), so a screen can be kept,
/// edited and reviewed as text. Rendering the file gives the numbers the document gives.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write an Interface Builder document's scenes, or a SwiftUI file's previews, as YAML scene files (never overwriting without --force).")

    @Argument(help: "A .storyboard, .xib or SwiftUI .swift file.", completion: .file(extensions: ["storyboard", "xib", "swift"]))
    var file: String

    @Option(help: "Only this view controller (its storyboard identifier, title or IB id), or this preview (its title or number).")
    var scene: String?

    @Option(help: "The folder to write into, created if missing (default: the current one).")
    var output = "."

    @Flag(help: "Replace scene files that already exist.")
    var force = false

    func run() throws {
        let scenes = try Self.scenes(file, selector: scene)
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        // Every scene is built, and every name chosen and checked, before anything is written: a
        // document with a broken scene, or a name that cannot be written, leaves nothing behind.
        var files: [(path: String, text: String)] = []
        var taken = Set<String>()
        for (built, label) in scenes {
            let yaml = SceneWriter.yaml(built)
            let wanted = Self.fileName(base: base, label: label, single: scenes.count == 1 && scene == nil)
            let name = Self.distinct(wanted, taken: taken)
            taken.insert(name.lowercased())
            if name != wanted {
                Output.write(
                    "note: \(Sanitized.text(wanted)) is the name of an earlier scene too; scene \(Sanitized.text(label)) is written as \(Sanitized.text(name))\n"
                )
            }
            files.append(((output as NSString).appendingPathComponent(name), yaml))
        }
        for (path, _) in files {
            let name = (path as NSString).lastPathComponent
            if name.utf8.count > Self.maximumNameBytes {
                throw SceneError(
                    file: path, message: "the file name is \(name.utf8.count) bytes; a file name may be at most \(Self.maximumNameBytes) (nothing was written)")
            }
            if let refusal = AtomicFile.refusal(path) { throw SceneError(file: path, message: refusal + " (nothing was written)") }
        }
        let existing = force ? [] : files.map(\.path).filter { FileManager.default.fileExists(atPath: $0) }
        if !existing.isEmpty {
            throw SceneError(
                file: existing[0],
                message:
                    "\(existing.count == 1 ? "the file exists" : "\(existing.count) of the files exist, this one first"); not overwritten, and nothing was written (use --force to replace \(existing.count == 1 ? "it" : "them"))"
            )
        }
        try Self.makeFolder(output)
        for path in try Self.write(files, overwrite: force) { Output.write("wrote \(Sanitized.text(path))\n") }
    }

    /// NAME_MAX on Linux and macOS.
    static let maximumNameBytes = 255

    /// `wanted`, or with `-2`, `-3`, … before its extension when a scene before it has that name
    /// (compared without case, as macOS's file systems compare them).
    static func distinct(_ wanted: String, taken: Set<String>) -> String {
        guard taken.contains(wanted.lowercased()) else { return wanted }
        let stem = (wanted as NSString).deletingPathExtension
        let suffix = (wanted as NSString).pathExtension
        var n = 2
        while taken.contains("\(stem)-\(n).\(suffix)".lowercased()) { n += 1 }
        return "\(stem)-\(n).\(suffix)"
    }

    /// All the files or none: each is written to a temporary file first, then all are put in
    /// place; a failure takes back what this import put there. SIGINT, SIGTERM and SIGHUP wait
    /// until it is done (it takes milliseconds), so no temporary file is left behind either.
    static func write(_ files: [(path: String, text: String)], overwrite: Bool) throws -> [String] {
        var quit = sigset_t()
        var previous = sigset_t()
        sigemptyset(&quit)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&quit, signal) }
        pthread_sigmask(SIG_BLOCK, &quit, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var temps: [String] = []
        for (path, text) in files {
            switch AtomicFile.prepare(text, for: path) {
            case .success(let temp): temps.append(temp)
            case .failure(let failure):
                for temp in temps { unlink(temp) }
                throw SceneError(file: path, message: failure.message + " (nothing was written)")
            }
        }
        var placed: [String] = []
        for (index, (path, _)) in files.enumerated() {
            let result = AtomicFile.commit(temps[index], to: path, overwrite: overwrite)
            guard case .wrote = result else {
                for temp in temps[(index + 1)...] { unlink(temp) }
                // Files this import made go again; one it replaced (--force) cannot come back.
                if !overwrite { for made in placed { unlink(made) } }
                let why =
                    switch result {
                    case .fileExists: "the file appeared while writing"
                    case .writeFailed(let message): message
                    default: "not written"
                    }
                throw SceneError(file: path, message: why + (overwrite ? "" : " (nothing was written)"))
            }
            placed.append(path)
        }
        return placed
    }

    /// The output folder, made with its parents as `mkdir -p` would, only once every scene is
    /// built (a broken document leaves nothing behind); a file in its place is an error.
    static func makeFolder(_ path: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw SceneError(file: path, message: "--output names a file; expected a folder to write the scene files into") }
            return
        }
        var made = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            made += (made.isEmpty || made.hasSuffix("/") ? "" : "/") + part
            guard mkdir(made, 0o777) == 0 || errno == EEXIST else {
                throw SceneError(file: path, message: "cannot create the --output folder \(made): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// `Main-login.yaml`: the document's name, then the storyboard identifier or IB id (alone
    /// for a document of one scene), in the characters a file name can always hold.
    static func fileName(base: String, label: String, single: Bool) -> String {
        SceneWriter.fileStem(single ? base : "\(base)-\(label)") + ".yaml"
    }

    /// The scenes to write, each with the label its file is named by: a storyboard's controllers
    /// by identifier or IB id, a SwiftUI file's previews by title; `selector` picks one.
    static func scenes(_ file: String, selector: String?) throws -> [(scene: Scene, label: String)] {
        if SceneSource.isSwift(file) {
            let swift = try SwiftUIDocument.read(file)
            let names = try selector.map { [swift.sceneNames[try swift.entry($0)]] } ?? swift.sceneNames
            return try names.map { (try swift.scene($0), $0) }
        }
        guard SceneSource.isInterfaceBuilder(file) else {
            throw SceneError(file: file, message: "expected a .storyboard, .xib or .swift file to import")
        }
        let document = try SceneSource.document(file)
        let entries = try selector.map { [try document.entry($0)] } ?? document.entries
        return try entries.map { (try document.scene($0), $0.identifier ?? $0.id) }
    }
}
