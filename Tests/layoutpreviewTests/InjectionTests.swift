import Foundation
import Testing

/// Names and texts that try to start a line of their own (a GitHub workflow command, an Xcode
/// diagnostic) or to be live HTML in Markdown, through every command and format, stdout and
/// stderr (issue 22, item 4; the table in docs/output-escaping.md).
struct InjectionTests {
    /// A line break, then a workflow command; an HTML element and a backtick.
    static let payload = "P\n::error file=INJ::INJECTED <img src=x onerror=alert(1)> `tick`"

    /// A YAML double-quoted spelling of the payload.
    static var quoted: String { "\"" + payload.replacingOccurrences(of: "\n", with: "\\n") + "\"" }

    static func scene(in dir: URL) throws -> String {
        let yaml = """
            title: \(quoted)
            notes: \(quoted)
            navigation: {title: \(quoted)}
            views:
              - {name: list, kind: table, rows: 30}
              - {name: l, kind: label, text: \(quoted), frame: {x: 0, y: 0, width: 375, height: 60}}

            """
        // The payload is in the file's name too.
        let path = dir.appendingPathComponent("s\(payload).yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Lines a reader would take for a command or diagnostic the payload made.
    static func injectedLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("::error file=INJ") || $0.hasPrefix("::error file=INJ")
        }
    }

    /// `<img` that Markdown would render as HTML: outside code spans and blocks, not escaped.
    static func liveHTML(_ markdown: String) -> Bool {
        var inBlock = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inBlock.toggle()
                continue
            }
            if inBlock { continue }
            // Code spans: a run of backticks up to the same run.
            let prose = String(line.replacing(try! Regex(#"(`+)(?:(?!\1).)*?\1"#), with: ""))
            if prose.contains("<img"), !prose.contains("\\<img") { return true }
        }
        return false
    }

    @Test("A line break, a ::error and an <img> in every name and text: no command or format prints an injected line or live HTML")
    func everyFormat() throws {
        try Binary.withTemporaryDirectory { dir in
            let scene = try Self.scene(in: dir)
            let lint = ["lint", scene, "--devices", "iphone-x", "--orientations", "portrait"]
            var runs: [[String]] = [
                ["render", scene], ["render", scene, "--format", "markdown"], ["render", scene, "--format", "json"],
                ["render", scene, "--format", "svg"], ["render", scene, "--format", "ansi"], ["render", scene, "--matrix", "orientations"],
                ["explain", scene], ["compare", scene, "--vs", "--ios", "18"], ["compare", scene, "--vs", "--ios", "18", "--format", "markdown"],
                ["compare", scene, "--vs", "--ios", "18", "--format", "svg"], [scene],
                ["render", dir.appendingPathComponent("missing\(Self.payload).yaml").path], ["render", "--device", Self.payload],
                ["render", scene, "--select", Self.payload], [Self.payload],
            ]
            runs += ["text", "markdown", "json", "github", "xcode", "sarif", "junit"].map { lint + ["--format", $0] }
            for arguments in runs {
                let r = try Binary.run(arguments)
                let said = arguments.map(\.debugDescription).joined(separator: " ")
                #expect(Self.injectedLines(r.stdout).isEmpty, "\(said): \(Self.injectedLines(r.stdout).prefix(2))")
                #expect(Self.injectedLines(r.stderr).isEmpty, "\(said): stderr \(Self.injectedLines(r.stderr).prefix(2))")
                if arguments.contains("markdown") { #expect(!Self.liveHTML(r.stdout), "\(said)") }
                #expect(r.status <= 2, "\(said): \(r.status)")
            }
            // The payload is said, escaped, not dropped: the file name with its line break as \n.
            let text = try Binary.run(lint)
            #expect(text.stdout.contains("sP\\n::error file=INJ::INJECTED"))
            let markdown = try Binary.run(["render", scene, "--format", "markdown"]).stdout
            #expect(markdown.contains("\\<img src=x onerror=alert(1)\\> \\`tick\\`"))
        }
    }

    @Test("A storyboard identifier with a line break is one line in import's output and in every error")
    func storyboardIdentifier() throws {
        try Binary.withTemporaryDirectory { dir in
            let id = "a&#10;::error file=INJ::INJECTED"
            let document = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
                    <device id="retina4_7" orientation="portrait" appearance="light"/>
                    <scenes><scene sceneID="s"><objects>
                        <viewController id="vc" storyboardIdentifier="\(id)" title="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews><label text="\(id)" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="100" height="20"/></label></subviews>
                            </view>
                        </viewController>
                    </objects></scene></scenes>
                </document>
                """
            let path = dir.appendingPathComponent("Main.storyboard").path
            try document.write(toFile: path, atomically: true, encoding: .utf8)
            for arguments in [
                ["render", path, "--scene", "nope\n::error file=INJ::X"], ["import", path, "--output", dir.path],
                ["lint", path, "--format", "xcode"], ["lint", path], ["render", path, "--matrix", "scenes"],
            ] {
                let r = try Binary.run(arguments)
                #expect(Self.injectedLines(r.stdout + "\n" + r.stderr).isEmpty, "\(arguments): \(r.stdout.prefix(300)) \(r.stderr.prefix(300))")
            }
        }
    }
}
