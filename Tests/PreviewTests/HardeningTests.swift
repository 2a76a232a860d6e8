import Preview
import Testing

/// Hostile scene files (issue "Hardening"): each found by hand against the earlier binary, and
/// each must now end in a clear error or load, quickly, never hang.
struct HardeningTests {
    /// Nine anchors, each a list of ten aliases to the one before: 10^9 nodes once expanded.
    static let bombAnchors: String = {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...8 {
            yaml += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        return yaml
    }()

    struct KeyBomb: CustomTestStringConvertible, Sendable {
        var syntax: String
        var tail: String
        var place: String
        var testDescription: String { syntax }
    }

    /// The alias bomb used as a mapping key, in every syntax YAML has for a key; the parser
    /// hashed such a key before any budget applied, and hung (10 is the bomb's last line).
    static let keyBombs: [KeyBomb] = [
        KeyBomb(syntax: "explicit key ? *a8 : 1", tail: "? *a8\n: 1\n", place: "bomb.yaml:10:1:"),
        KeyBomb(syntax: "flow sequence key [*a8]: 1", tail: "[*a8]: 1\n", place: "bomb.yaml:10:5:"),
        KeyBomb(syntax: "flow mapping key {*a8: 1}: 2", tail: "{*a8: 1}: 2\n", place: "bomb.yaml:10:2:"),
        KeyBomb(syntax: "alias key in a flow mapping {*a8 : 1}", tail: "x: {*a8 : 1}\n", place: "bomb.yaml:10:5:"),
        KeyBomb(syntax: "block alias key *a8 : 1", tail: "*a8 : 1\n", place: "bomb.yaml:10:1:"),
        KeyBomb(syntax: "alias key without a space {*a8: 1}", tail: "x: {*a8: 1}\n", place: "bomb.yaml:10:5:"),
        KeyBomb(syntax: "anchored flow key &k [*a8]: 1", tail: "&k [*a8]: 1\n", place: "bomb.yaml:10:8:"),
    ]

    @Test(arguments: keyBombs)
    func aliasBombAsKey(_ c: KeyBomb) {
        do {
            _ = try SceneLoader.load(text: Self.bombAnchors + c.tail, file: "bomb.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.description.hasPrefix(c.place), "\(error)")
            #expect(error.description.contains("used as a mapping key") || error.description.contains("complex mapping key"), "\(error)")
        }
    }

    @Test("Brackets and braces inside text never count as nesting: notes with 40 of each load")
    func bracesInText() throws {
        let many = String(repeating: "{[", count: 40)
        let cases = [
            "notes: |\n  \(many)\n  more \(many)\ntitle: t\n",                 // a literal block
            "notes: >\n  \(many)\n",                                           // a folded block
            "notes: \"\(many)\"\n",                                            // double quoted
            "notes: '\(many) it''s'\n",                                        // single quoted
            "notes: text \(many)\n",                                           // plain
            "notes: text\n  continued \(many)\ntitle: t\n",                    // a plain scalar on two lines
            "title: t # \(many)\n",                                            // a comment
            "views: [{name: a, text: \"\(many)\"}]\n",                         // quoted in flow
        ]
        for yaml in cases {
            do {
                _ = try SceneLoader.load(text: yaml, file: "braces.yaml")
            } catch {
                Issue.record("refused \(yaml.prefix(30)): \(error)")
            }
        }
        // Real nesting is still bounded (SceneLoader.maximumDepth, 32).
        #expect(throws: SceneError.self) {
            try SceneLoader.load(text: "views: " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n", file: "deep.yaml")
        }
    }

    @Test("What `w` writes loads back, whatever the notes and titles hold")
    func writeThenLoad() throws {
        var scene = Scene()
        scene.title = "a {b} [c] *d &e ? f: g # h"
        scene.notes = String(repeating: "{", count: 33) + "\n" + String(repeating: "[", count: 50) + "\n*alias : key\n? q\n"
        scene.views = [ViewSpec(name: "l", kind: .label, text: "}}}: {{{")]
        let text = SceneWriter.yaml(scene)
        let loaded = try SceneLoader.load(text: text, file: "written.yaml")
        #expect(loaded.title == scene.title && loaded.notes == scene.notes)
        #expect(loaded.views.first?.text == "}}}: {{{", "\(loaded.views)")
    }

    @Test("Plain aliases to scalars still work")
    func plainAlias() throws {
        let scene = try SceneLoader.load(text: "title: &t Hello\nnotes: *t\n", file: "ok.yaml")
        #expect(scene.notes == "Hello")
    }
}
