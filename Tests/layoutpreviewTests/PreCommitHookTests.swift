import Foundation
import Testing

/// The pre-commit hook (`.pre-commit-hooks.yaml`) as pre-commit runs it: the hook's `entry` with
/// the staged files its `files` pattern selects, the tool it built on PATH.
struct PreCommitHookTests {
    /// A top-level key of the hook's manifest (one hook, `key: value` lines).
    static func value(_ key: String, in manifest: String) throws -> String {
        let line = try #require(manifest.split(separator: "\n").first { $0.hasPrefix("  \(key): ") })
        return String(line.dropFirst(key.count + 4))
    }

    @Test("The hook selects the staged storyboards and xibs, not YAML or Swift, and fails on a button under the home indicator, passes on a clean storyboard")
    func hook() throws {
        let manifest = try String(contentsOf: Binary.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let entry = try Self.value("entry", in: manifest).split(separator: " ").map(String.init)
        let files = try Regex(try Self.value("files", in: manifest))
        #expect(entry.first == "layoutpreview")
        try Binary.withTemporaryDirectory { dir in
            try FileManager.default.copyItem(
                at: Binary.packageRoot.appendingPathComponent("Scenes/legacy-checkout.storyboard"), to: dir.appendingPathComponent("Checkout.storyboard"))
            try FileManager.default.copyItem(
                at: Binary.packageRoot.appendingPathComponent("Scenes/legacy-checkout-xib.xib"), to: dir.appendingPathComponent("Cell.xib"))
            try "title: x\n".write(to: dir.appendingPathComponent("ci.yaml"), atomically: true, encoding: .utf8)
            try "let x = 1\n".write(to: dir.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
            let staged = ["Checkout.storyboard", "Cell.xib", "ci.yaml", "App.swift"].filter { $0.contains(files) }
            #expect(staged == ["Checkout.storyboard", "Cell.xib"])
            let bin = dir.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("layoutpreview").path, withDestinationPath: Binary.url.path)
            let environment = ["PATH": bin.path + ":/usr/bin:/bin"]
            let failing = try Spawn.run("/usr/bin/env", entry + staged, environment: environment, directory: dir.path)
            #expect(failing.status == 1 && failing.stdout.contains("Checkout.storyboard:41:29"), "\(failing.stdout)\n\(failing.stderr)")
            // A storyboard whose label is centred in the safe area passes.
            try Binary.cleanStoryboard.write(to: dir.appendingPathComponent("Checkout.storyboard"), atomically: true, encoding: .utf8)
            let clean = try Spawn.run("/usr/bin/env", entry + ["Checkout.storyboard"], environment: environment, directory: dir.path)
            #expect(clean.status == 0 && clean.stdout.contains("lint: 0 findings"), "\(clean.stdout)\n\(clean.stderr)")
        }
    }
}
