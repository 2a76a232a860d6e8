import Foundation
import Testing

/// The README's Run Script build phase, run as Xcode runs it: `/bin/sh` with SRCROOT and
/// INFOPLIST_FILE set, on a project made here.
struct XcodeRunScriptTests {
    /// The ```sh block after "a Run Script build phase" in README.md.
    static func script() throws -> String {
        let readme = try String(contentsOf: Binary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "a Run Script build phase").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first)
        return try #require(block.components(separatedBy: "```").first)
    }

    @Test(
        "The Run Script phase: Xcode diagnostics at the storyboard's line, only the Info.plist's orientations; without the tool installed, a warning and no failure"
    )
    func runScript() throws {
        let script = try Self.script()
        try Binary.withTemporaryDirectory { dir in
            let project = dir.appendingPathComponent("Shop")
            try FileManager.default.createDirectory(at: project.appendingPathComponent("Shop"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Binary.packageRoot.appendingPathComponent("Scenes/legacy-checkout.storyboard"),
                to: project.appendingPathComponent("Shop/Main.storyboard"))
            try """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>UISupportedInterfaceOrientations</key>
                <array><string>UIInterfaceOrientationPortrait</string></array>
            </dict>
            </plist>
            """.write(to: project.appendingPathComponent("Shop/Info.plist"), atomically: true, encoding: .utf8)
            // The tool on PATH, as an installed one would be.
            let bin = dir.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("layoutpreview").path, withDestinationPath: Binary.url.path)
            let xcode = ["SRCROOT": project.path, "INFOPLIST_FILE": "Shop/Info.plist"]
            let run = try Spawn.run("/bin/sh", ["-c", script], environment: xcode.merging(["PATH": bin.path + ":/usr/bin:/bin"]) { $1 })
            #expect(run.status == 1, "\(run.stdout)\n\(run.stderr)")
            // The same finding the Action's test sees on this storyboard (ActionStepTests).
            #expect(run.stdout.contains("\(project.path)/Shop/Main.storyboard:41:29: error: ") && run.stdout.contains("homeIndicator"), "\(run.stdout)")
            // Portrait only: the Info.plist says so.
            #expect(!run.stdout.contains("landscape"), "\(run.stdout)")
            let missing = try Spawn.run("/bin/sh", ["-c", script], environment: xcode.merging(["PATH": "/usr/bin:/bin"]) { $1 })
            #expect(missing.status == 0 && missing.stdout.hasPrefix("warning: layoutpreview is not installed"), "\(missing.stdout)")
        }
    }

    @Test("The README's man page command writes into a folder every clone has")
    func manFolder() throws {
        let readme = try String(contentsOf: Binary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let command = try #require(readme.firstMatch(of: /swift package --allow-writing-to-directory (\S+) generate-manual --output-directory (\S+)`/))
        #expect(command.1 == command.2)
        var isFolder: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: Binary.packageRoot.appendingPathComponent(String(command.2)).path, isDirectory: &isFolder)
                && isFolder.boolValue)
    }
}
