import Foundation
import Preview

/// `lint FOLDER`: the storyboards and xibs beneath a folder, as a project keeps them.
///
/// Only Interface Builder documents are found. A folder's YAML and JSON are mostly other tools'
/// files (CI workflows, asset catalogs' `Contents.json`), so scene files are named one by one.
/// Hidden folders (`.git`, `.build`) are skipped, and so are links to folders, so a link loop
/// cannot make the walk endless; the walk stops with an error past `maximumEntries`.
enum DocumentSearch {
    /// More entries than a large app's repository holds (tens of thousands); a walk of `/` ends here.
    static let maximumEntries = 200_000

    /// The paths an argument stands for: a folder's documents sorted by path, or the argument
    /// itself when it is not a folder (a scene file, a bundled scene's name, `-`).
    static func expand(_ argument: String) throws -> [String] {
        var info = stat()
        guard argument != "-", stat(argument, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return [argument] }
        var found: [String] = []
        var folders = [argument]
        var visited = 0
        while let folder = folders.popLast() {
            // opendir says why a folder cannot be listed (permission, a removed folder) in errno.
            guard let handle = opendir(folder) else {
                throw SceneError(file: folder, message: "cannot list the folder: \(String(cString: strerror(errno)))")
            }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard !name.hasPrefix(".") else { continue }
                visited += 1
                guard visited <= maximumEntries else {
                    throw SceneError(file: argument, message: "more than \(maximumEntries) entries beneath the folder; name the folder that holds the storyboards and xibs")
                }
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                let kind = info.st_mode & S_IFMT
                if kind == S_IFDIR {
                    folders.append(path)
                } else if kind == S_IFREG || kind == S_IFLNK, SceneSource.isInterfaceBuilder(name) {
                    found.append(path)
                }
            }
        }
        guard !found.isEmpty else {
            throw SceneError(file: argument, message: "the folder holds no storyboard or xib; expected a folder of Interface Builder documents, or name scene files one by one")
        }
        return found.sorted()
    }
}
