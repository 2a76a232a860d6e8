import ArgumentParser
import Foundation
import InterfaceBuilder
import Preview

/// `layoutpreview import FILE`: each view controller of a storyboard (each top-level view of a
/// xib) as a YAML scene file in SPEC's grammar, constraints and all, so a screen can be kept,
/// edited and reviewed as text. Rendering the file gives the numbers the document gives.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write an Interface Builder document's scenes as YAML scene files (never overwriting without --force).")

    @Argument(help: "A .storyboard or .xib file.", completion: .file(extensions: ["storyboard", "xib"]))
    var file: String

    @Option(help: "Only this view controller: its storyboard identifier, title or IB id.")
    var scene: String?

    @Option(help: "The folder to write into, created if missing (default: the current one).")
    var output = "."

    @Flag(help: "Replace scene files that already exist.")
    var force = false

    func run() throws {
        guard SceneSource.isInterfaceBuilder(file) else {
            throw SceneError(file: file, message: "expected a .storyboard or .xib file to import")
        }
        let document = try SceneSource.document(file)
        let entries = try scene.map { [try document.entry($0)] } ?? document.entries
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        // Every scene is built before anything is written: a document with a broken scene writes nothing.
        var files: [(path: String, text: String)] = []
        for entry in entries {
            let yaml = SceneWriter.yaml(try document.scene(entry))
            let name = Self.fileName(base: base, entry: entry, single: entries.count == 1 && scene == nil)
            files.append(((output as NSString).appendingPathComponent(name), yaml))
        }
        try Self.makeFolder(output)
        var failed = false
        for (path, text) in files {
            switch AtomicFile.write(text, to: path, overwrite: force) {
            case .wrote(let written): Output.write("wrote \(Sanitized.text(written))\n")
            case .fileExists(let existing):
                Output.error("\(Sanitized.text(existing)): error: the file exists; not overwritten (use --force to replace it)\n")
                failed = true
            case .writeFailed(let message):
                Output.error("\(Sanitized.text(path)): error: \(message)\n")
                failed = true
            default: break
            }
        }
        if failed { throw ExitCode(2) }
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
    static func fileName(base: String, entry: InterfaceBuilderDocument.Entry, single: Bool) -> String {
        SceneWriter.fileStem(single ? base : "\(base)-\(entry.identifier ?? entry.id)") + ".yaml"
    }
}
