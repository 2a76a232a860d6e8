import Foundation
import Preview

/// `lint FOLDER`: the storyboards, xibs and SwiftUI files with previews beneath a folder, as a
/// project keeps them.
///
/// Only Interface Builder documents and Swift files holding `#Preview` or `PreviewProvider` are
/// found. A folder's YAML and JSON are mostly other tools'
/// files (CI workflows, asset catalogs' `Contents.json`), so scene files are named one by one.
/// Hidden folders (`.git`, `.build`) are skipped, and so are links to folders, so a link loop
/// cannot make the walk endless; the walk stops with an error past `maximumEntries`.
enum DocumentSearch {
    /// More entries than a large app's repository holds (tens of thousands); a walk of `/` ends here.
    static let maximumEntries = 200_000

    /// The paths an argument stands for: a folder's documents sorted by path, or the argument
    /// itself when it is not a folder (a scene file, a bundled scene's name, `-`); and the
    /// documents and folders beneath it whose names are not UTF-8, which cannot be named to be
    /// read, each an error showing the name with its other bytes as `\xNN`.
    static func expand(_ argument: String) throws -> (paths: [String], unnamed: [SceneError]) {
        var info = stat()
        guard argument != "-", stat(argument, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return ([argument], []) }
        var found: [String] = []
        var unnamed: [SceneError] = []
        var folders = [argument]
        var visited = 0
        while let folder = folders.popLast() {
            // opendir says why a folder cannot be listed (permission, a removed folder) in errno.
            guard let handle = opendir(folder) else {
                throw SceneError(file: folder, message: "cannot list the folder: \(String(cString: strerror(errno)))")
            }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                guard bytes.first != UInt8(ascii: ".") else { continue }
                guard let name = String(validating: bytes, as: UTF8.self) else {
                    let shown = folder + "/" + escaped(bytes)
                    if entry.pointee.d_type == UInt8(DT_DIR) {
                        unnamed.append(SceneError(file: shown, message: "the folder's name is not UTF-8, so it was not searched; rename it"))
                    } else if SceneSource.isInterfaceBuilder(escaped(bytes)) {
                        unnamed.append(SceneError(file: shown, message: "the file's name is not UTF-8, so it was not linted; rename it"))
                    }
                    continue
                }
                visited += 1
                guard visited <= maximumEntries else {
                    throw SceneError(
                        file: argument, message: "more than \(maximumEntries) entries beneath the folder; name the folder that holds the storyboards and xibs")
                }
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                let kind = info.st_mode & S_IFMT
                if kind == S_IFDIR {
                    folders.append(path)
                } else if kind == S_IFREG || kind == S_IFLNK, SceneSource.isInterfaceBuilder(name) || (SceneSource.isSwift(name) && hasPreviews(path)) {
                    found.append(path)
                }
            }
        }
        guard !found.isEmpty || !unnamed.isEmpty else {
            throw SceneError(
                file: argument,
                message:
                    "the folder holds no storyboard, xib or SwiftUI file with a preview; expected a folder of Interface Builder documents or SwiftUI views, or name scene files one by one"
            )
        }
        return (found.sorted(), unnamed)
    }

    /// Whether a Swift file holds a preview, by its text (a file that says neither `#Preview` nor
    /// `PreviewProvider` has none); a file too large to be a scene is left to be refused by name.
    static func hasPreviews(_ path: String) -> Bool {
        guard let bytes = try? SceneFile.read(path, limit: SwiftUIDocument.maximumBytes),
            let text = String(validating: bytes, as: UTF8.self)
        else { return false }
        return text.contains("#Preview") || text.contains("PreviewProvider")
    }

    /// A name's bytes as text: UTF-8 where they are, `\xNN` for each byte that is not.
    static func escaped(_ bytes: [UInt8]) -> String {
        var out = ""
        var i = 0
        while i < bytes.count {
            // The longest valid UTF-8 sequence starting here (1 to 4 bytes), else one escaped byte.
            if let (scalar, length) = (1...4).lazy.compactMap({ n -> (String, Int)? in
                guard i + n <= bytes.count, let s = String(validating: bytes[i..<(i + n)], as: UTF8.self), s.unicodeScalars.count == 1 else { return nil }
                return (s, n)
            }).first {
                out += scalar
                i += length
            } else {
                out += "\\x" + String(bytes[i], radix: 16, uppercase: true).leftPadded(to: 2)
                i += 1
            }
        }
        return out
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
