/// The interface orientations an app's Info.plist supports (`UISupportedInterfaceOrientations`,
/// with `~iphone` and `~ipad` variants taking precedence on their idiom, as UIKit reads them).
///
/// An Xcode project's Info.plist is an XML property list. It is read by one linear scan of its
/// top-level dictionary — no recursion, no entities, nothing resolved — so a hostile file costs
/// its length and nothing more; only the keys read here need to be well formed.
public enum InfoPlist {
    static let key = "UISupportedInterfaceOrientations"

    public static func supportedOrientations(_ bytes: [UInt8], file: String) throws(SceneError) -> SupportedOrientations {
        guard !bytes.starts(with: Array("bplist".utf8)) else {
            throw SceneError(file: file, message: "a binary property list; give the project's XML Info.plist (plutil -convert xml1 turns one into the other)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SceneError(file: file, message: "the file is not UTF-8 text; expected an XML property list (Info.plist)")
        }
        var scanner = Scanner(text: text, file: file)
        let lists = try scanner.orientationLists()
        guard let base = lists[key] ?? lists[key + "~iphone"] ?? lists[key + "~ipad"] else {
            throw SceneError(
                file: file,
                message:
                    "no \(key) key in the top-level dictionary; an Xcode project may set it in build settings instead (INFOPLIST_KEY_\(key)_iPhone): give --orientations"
            )
        }
        return SupportedOrientations(phone: lists[key + "~iphone"] ?? lists[key] ?? base, pad: lists[key + "~ipad"] ?? lists[key] ?? base)
    }

    /// Tags and their text, with line and column, and the depth of dictionaries and arrays.
    private struct Scanner {
        let scalars: [Unicode.Scalar]
        let file: String
        var i = 0
        var line = 1
        var column = 1

        init(text: String, file: String) {
            scalars = Array(text.unicodeScalars)
            self.file = file
        }

        /// Every `UISupportedInterfaceOrientations…` key of the top-level dictionary, with its
        /// orientations.
        mutating func orientationLists() throws(SceneError) -> [String: [Orientation]] {
            var lists: [String: [Orientation]] = [:]
            var depth = 0
            var pendingKey: String?
            var list: [Orientation]?
            while let (tag, at) = try nextTag() {
                switch tag {
                case "dict", "array":
                    if depth == 1, tag == "array", let key = pendingKey, key.hasPrefix(InfoPlist.key) { list = [] }
                    depth += 1
                case "/dict", "/array":
                    depth -= 1
                    if depth == 1, let done = list, let key = pendingKey {
                        guard !done.isEmpty else { throw error(at, "\(key) lists no orientation") }
                        lists[key] = done
                        list = nil
                    }
                    if depth == 1 { pendingKey = nil }
                    guard depth >= 0 else { throw error(at, "</\(tag.dropFirst())> closes nothing") }
                case "key" where depth == 1:
                    pendingKey = text(until: "</key>")
                case "string" where list != nil && depth == 2:
                    let value = text(until: "</string>")
                    guard let o = SupportedOrientations.infoPlistValue(value) else {
                        throw error(
                            at,
                            "'\(Sanitized.short(value))' is not an interface orientation; expected UIInterfaceOrientationPortrait, PortraitUpsideDown, LandscapeLeft or LandscapeRight"
                        )
                    }
                    if !list!.contains(o) { list!.append(o) }
                default:
                    // A value of another key, closed or self-closing (<true/>): the key is spent.
                    if depth == 1, !tag.hasPrefix("/"), tag != "plist" { pendingKey = nil }
                }
            }
            return lists
        }

        /// The next tag's name (`/name` for an end tag; attributes dropped) and where it starts;
        /// comments, declarations and processing instructions are skipped.
        private mutating func nextTag() throws(SceneError) -> (String, (Int, Int))? {
            while i < scalars.count {
                guard scalars[i] == "<" else {
                    step()
                    continue
                }
                let at = (line, column)
                if starts("<!--") {
                    guard skip(past: "-->") else { throw error(at, "a comment that never ends") }
                    continue
                }
                if starts("<!") || starts("<?") {
                    guard skip(past: ">") else { throw error(at, "a declaration that never ends") }
                    continue
                }
                step()
                // The name runs to the first space, `/` after it or `>`; attributes are skipped.
                var name = ""
                var inName = true
                var selfClosing = false
                while i < scalars.count, scalars[i] != ">" {
                    let c = scalars[i]
                    if c == " " || c == "\t" || c == "\n" || c == "\r" || (c == "/" && !name.isEmpty) { inName = false }
                    if inName, name.unicodeScalars.count < 64 { name.unicodeScalars.append(c) }
                    selfClosing = c == "/"
                    step()
                }
                guard i < scalars.count else { throw error(at, "a tag that never ends") }
                step()
                return (selfClosing ? name + "/" : name, at)
            }
            return nil
        }

        /// The text up to `end`, which is consumed.
        private mutating func text(until end: String) -> String {
            var out = ""
            while i < scalars.count, !starts(end) {
                if out.unicodeScalars.count < 200 { out.unicodeScalars.append(scalars[i]) }
                step()
            }
            _ = skip(past: ">")
            return out.trimmingSpaces()
        }

        private func starts(_ s: String) -> Bool {
            var j = i
            for c in s.unicodeScalars {
                guard j < scalars.count, scalars[j] == c else { return false }
                j += 1
            }
            return true
        }

        /// Past the next `end`; false at the end of the text.
        private mutating func skip(past end: String) -> Bool {
            while i < scalars.count {
                if starts(end) {
                    for _ in end.unicodeScalars { step() }
                    return true
                }
                step()
            }
            return false
        }

        private mutating func step() {
            if scalars[i] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            i += 1
        }

        private func error(_ at: (Int, Int), _ message: String) -> SceneError {
            SceneError(file: file, line: at.0, column: at.1, message: message)
        }
    }
}
