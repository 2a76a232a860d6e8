import Geometry

/// A scene as a YAML scene file that `SceneLoader` reads back to an equal `Scene` (the
/// interactive screen's `w`).
///
/// Every top-level setting is written, defaults included, so the file documents the whole
/// configuration; a view writes only what differs from UIKit's defaults (`SceneSchema` says
/// which keys are written always). Strings are written
/// double-quoted with escapes, numbers in their shortest exact form.
///
///     SceneWriter.yaml(Scene(title: "Inbox"))
///     // title: "Inbox"
///     // notes: ""
///     // device: iphone-x
///     // ...
public enum SceneWriter {
    /// A file name's stem made of the characters a file name can always hold (ASCII letters,
    /// digits, `-`, `_`, `.`; anything else `_`), never hidden: a storyboard identifier may hold
    /// a space or a slash.
    public static func fileStem(_ raw: String) -> String {
        let safe = String(
            raw.unicodeScalars.map {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) ? Character($0) : "_"
            })
        return safe.hasPrefix(".") ? "_" + safe.dropFirst() : safe
    }

    public static func yaml(_ scene: Scene) -> String {
        var w = YAMLLines()
        SceneSchema.root.write(scene, &w)
        return w.text
    }

    /// The shortest text that reads back as exactly this double. YAML 1.1 floats need a point
    /// before an exponent, so `1e-05` is written `1.0e-05`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        let text = String(value)
        if let e = text.firstIndex(of: "e"), !text.contains(".") { return text[..<e] + ".0" + text[e...] }
        return text
    }

    /// Notes as a literal block (`|`, or `|-` without a final newline), the way a person writes
    /// them, when the text allows it; nil when only a quoted string round-trips exactly.
    static func literalBlock(_ s: String) -> (indicator: String, lines: [String])? {
        guard !s.isEmpty, s.first != " ", s.first != "\n", !s.hasSuffix("\n\n"),
            s.unicodeScalars.allSatisfy({ $0 == "\n" || !needsEscape($0) })
        else { return nil }
        let body = s.hasSuffix("\n") ? String(s.dropLast()) : s
        return (s.hasSuffix("\n") ? "|" : "|-", body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// What a literal block cannot hold: the control characters `JSONValue.quote` escapes
    /// (quotes and backslashes are plain text in a block).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\"" && scalar != "\\" && JSONValue.quote(String(scalar)).count > 3
    }

    /// A double-quoted YAML string: JSON's escaping, which YAML reads the same.
    static func quoted(_ s: String) -> String { JSONValue.quote(s) }
}
