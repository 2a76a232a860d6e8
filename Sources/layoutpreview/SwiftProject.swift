import Foundation
import Preview
import SwiftUILayout
import SwiftUISource

/// The project a Swift file belongs to (SPEC "SwiftUI source files"): the nearest folder above
/// it holding a `Package.swift` or an `.xcodeproj`, else the file's own folder; where a preview's
/// app views are looked up.
///
/// Only the files that can define a view the preview needs are parsed: a file is read as text
/// (cheap) and parsed only when it holds `struct NAME` for a name still wanted, and the views
/// those bodies name are wanted in turn. A project of thousands of files costs a read of each.
struct SwiftProject {
    let root: String
    /// The project's `.swift` files, found once.
    let paths: [String]

    /// At most this many files are looked through; a larger tree is a folder above a project.
    static let maximumFiles = 20_000
    /// Folders no app's sources live in.
    static let skipped: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", "build"]

    init(containing file: String) {
        let absolute = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
        root = Self.root(above: (absolute as NSString).deletingLastPathComponent)
        paths = Self.swiftFiles(beneath: root)
    }

    /// The nearest folder at or above `folder` with a `Package.swift` or an `.xcodeproj`.
    static func root(above folder: String) -> String {
        let manager = FileManager.default
        var current = (folder as NSString).standardizingPath
        for _ in 0..<64 {
            if manager.fileExists(atPath: current + "/Package.swift")
                || ((try? manager.contentsOfDirectory(atPath: current))?.contains { $0.hasSuffix(".xcodeproj") } ?? false)
            {
                return current
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { break }
            current = parent
        }
        return folder
    }

    static func swiftFiles(beneath root: String) -> [String] {
        var found: [String] = []
        var folders = [root]
        var seen = 0
        while let folder = folders.popLast(), seen < maximumFiles {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") && !skipped.contains(name) {
                seen += 1
                let path = folder + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    // Links to folders are not followed, so a loop cannot make the walk endless.
                    if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil { folders.append(path) }
                } else if name.hasSuffix(".swift") {
                    found.append(path)
                }
            }
        }
        return found
    }

    /// The parsed files that define the app views `view` needs, directly or through other app
    /// views, besides `file` itself (`path`).
    func files(defining view: ViewNode, around file: SwiftFile, path: String) -> [SwiftFile] {
        var defined = Set(file.views.map(\.name))
        var wanted = Self.typeNames(in: view).subtracting(defined)
        for body in file.views.compactMap(\.body) { wanted.formUnion(Self.typeNames(in: body).subtracting(defined)) }
        var texts: [String: String] = [:]
        var parsed: [SwiftFile] = []
        var done = Set([path])
        while !wanted.isEmpty {
            let names = wanted
            wanted = []
            for candidate in paths where !done.contains(candidate) {
                guard let text = texts[candidate] ?? (try? String(contentsOfFile: candidate, encoding: .utf8)) else { continue }
                texts[candidate] = text
                guard names.contains(where: { text.contains("struct \($0)") }),
                    let swift = try? SwiftFile.read(text, file: candidate)
                else { continue }
                done.insert(candidate)
                parsed.append(swift)
                for v in swift.views where !defined.contains(v.name) {
                    defined.insert(v.name)
                    if let body = v.body { wanted.formUnion(Self.typeNames(in: body)) }
                }
            }
            wanted.subtract(defined)
            wanted.subtract(names)
        }
        return parsed
    }

    /// The type names a tree uses (its modifiers' views included) that could be an app's view.
    static func typeNames(in node: ViewNode) -> Set<String> {
        node.typeNames.filter { $0.first?.isUppercase == true }
    }
}
