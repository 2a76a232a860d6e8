import AutoLayout
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
            "notes: |\n  \(many)\n  more \(many)\ntitle: t\n",  // a literal block
            "notes: >\n  \(many)\n",  // a folded block
            "notes: \"\(many)\"\n",  // double quoted
            "notes: '\(many) it''s'\n",  // single quoted
            "notes: text \(many)\n",  // plain
            "notes: text\n  continued \(many)\ntitle: t\n",  // a plain scalar on two lines
            "title: t # \(many)\n",  // a comment
            "views: [{name: a, text: \"\(many)\"}]\n",  // quoted in flow
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

    /// The gate's byte-level fast path against the rule spelled out scalar by scalar (the gate's
    /// doc comment): C0 but newline and tab, DEL, C1, U+061C, U+200E–200F, U+2028–202E and
    /// U+2066–2069 become `?`. The alphabet holds each of them and its neighbours, which share
    /// their first UTF-8 bytes, beside box drawing, CJK and emoji.
    @Test("The output gate passes clean text whole and turns exactly the blocked scalars into ?: 20,000 random texts")
    func outputGate() {
        let blocked: Set<UInt32> = Set(
            (0..<0x20).filter { $0 != 0x0A && $0 != 0x09 } + (0x7F...0x9F) + [0x061C, 0x200E, 0x200F]
                + (0x2028...0x202E) + (0x2066...0x2069))
        let alphabet: [UInt32] = [
            0x41, 0x20, 0x0A, 0x09, 0x1B, 0x07, 0x00, 0x7E, 0x7F, 0x80, 0x9B, 0x9F, 0xA0, 0xE9, 0x061B, 0x061C,
            0x061D, 0x200D, 0x200E, 0x200F, 0x2010, 0x2027, 0x2028, 0x202E, 0x202F, 0x2065, 0x2066, 0x2069,
            0x206A, 0x2500, 0x2502, 0x256D, 0x2591, 0x6536, 0x1F44D,
        ]
        var random = SeededRandom(seed: 61_202)
        for _ in 0..<20_000 {
            let scalars = (0..<random.below(12)).map { _ in Unicode.Scalar(alphabet[random.below(alphabet.count)])! }
            let text = String(String.UnicodeScalarView(scalars))
            let expected = String(String.UnicodeScalarView(scalars.map { blocked.contains($0.value) ? "?" : $0 }))
            #expect(OutputGate.plain(text) == expected, "\(scalars.map { String($0.value, radix: 16) })")
            if OutputGate.plain(text) != expected { return }
        }
    }

    @Test("Plain aliases to scalars still work")
    func plainAlias() throws {
        let scene = try SceneLoader.load(text: "title: &t Hello\nnotes: *t\n", file: "ok.yaml")
        #expect(scene.notes == "Hello")
    }

    @Test("Budgets: at most 2,000 views and 100,000 bytes in one text, each refused with the limit named")
    func budgets() {
        var yaml = "views:\n"
        for i in 0...2_000 { yaml += "  - {name: v\(i)}\n" }
        do {
            _ = try SceneLoader.load(text: yaml, file: "many.yaml")
            Issue.record("2,001 views accepted")
        } catch {
            #expect(error.description.hasPrefix("many.yaml:2002:5:") && error.description.contains("at most 2000"), "\(error)")
        }
        do {
            _ = try SceneLoader.load(text: "notes: " + String(repeating: "a", count: 100_001) + "\n", file: "long.yaml")
            Issue.record("a 100,001-byte text accepted")
        } catch {
            #expect(error.description.contains("at most 100000 bytes"), "\(error)")
        }
    }

    @Test("Lint lists at most 10,000 findings and counts the rest without building their words")
    func lintFindingBudget() throws {
        // 300 labels across the top of an iPhone X: each overlaps the status bar, the housing and
        // the safe area's edge on every Face ID phone, far more than 10,000 findings in all.
        var yaml = "navigation: {bar: hidden}\nviews:\n"
        for i in 0..<300 { yaml += "  - {name: l\(i), kind: label, frame: {x: -10, y: 0, width: 2000, height: 40}}\n" }
        let scene = try SceneLoader.load(text: yaml, file: "top.yaml")
        let report = LintReport.run([("top", scene)], devices: DeviceCatalog.devices, orientations: [.portrait])
        #expect(report.findings.count == LintReport.maximumListed)
        #expect(report.omitted > 0)
        let one = LintReport.run([("top", scene)], devices: [try #require(DeviceCatalog.device(id: "iphone-x"))], orientations: [.portrait])
        #expect(one.omitted == 0 && one.findings.count >= 300 * 3, "status bar, housing and safe area for each label")
    }

    @Test("The Markdown report stays under GitHub's 65,536-character comment limit and says what it cut")
    func markdownLimit() throws {
        var yaml = "navigation: {bar: hidden}\nviews:\n"
        for i in 0..<400 { yaml += "  - {name: label\(i), kind: label, frame: {x: -10, y: 0, width: 2000, height: 40}}\n" }
        let scene = try SceneLoader.load(text: yaml, file: "top.yaml")
        let report = LintReport.run([("top", scene)], devices: [try #require(DeviceCatalog.device(id: "iphone-x"))], orientations: [.portrait])
        let markdown = report.markdown()
        #expect(report.groups.count >= 1_200, "400 labels × housing, status bar, safe area, screen")
        #expect(markdown.count <= LintReport.markdownLimit)
        #expect(markdown.contains("more entries left out"))
    }
}
