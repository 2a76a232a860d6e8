import Foundation
import Testing

/// The SwiftPM command plugin on a package made here that depends on this one, as a user's
/// package would. It builds the tool afresh for that package (minutes), so it runs only when
/// LAYOUTPREVIEW_PLUGIN_TEST is set, as `.ci/run` sets it.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["LAYOUTPREVIEW_PLUGIN_TEST"] != nil))
struct PluginTests {
    @Test(
        "swift package plugin layoutpreview-lint: a storyboard with a button under the home indicator fails with Xcode's diagnostics at its line; the centred version passes"
    )
    func lintPlugin() throws {
        // Kept between runs, so a second run builds nothing.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutpreview-plugin-build").path
        try Binary.withTemporaryDirectory { dir in
            let sources = dir.appendingPathComponent("Sources/Shop")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Shop",
                dependencies: [.package(path: "\(Binary.packageRoot.path)")],
                targets: [.target(name: "Shop")]
            )

            """.write(to: dir.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            try "public let shop = 1\n".write(to: sources.appendingPathComponent("Shop.swift"), atomically: true, encoding: .utf8)
            let storyboard = sources.appendingPathComponent("Main.storyboard")
            try FileManager.default.copyItem(at: Binary.packageRoot.appendingPathComponent("Scenes/legacy-checkout.storyboard"), to: storyboard)
            let environment = ProcessInfo.processInfo.environment
            let swift = [
                "/usr/bin/env", "swift", "package", "--package-path", dir.path, "--scratch-path", scratch,
                "plugin", "layoutpreview-lint", "--devices", "iphone-x,iphone-17", "--orientations", "portrait",
            ]
            let failing = try Spawn.run(swift[0], Array(swift.dropFirst()), environment: environment, directory: dir.path, timeout: 1_200)
            // The same finding the GitHub Action's test sees on this storyboard (ActionStepTests).
            #expect(failing.status != 0, "\(failing.stdout)\n\(failing.stderr)")
            #expect(
                failing.stdout.contains("Sources/Shop/Main.storyboard:41:29: error: ") && failing.stdout.contains("homeIndicator"),
                "\(failing.stdout)\n\(failing.stderr)")
            #expect(failing.stderr.contains("layoutpreview lint found content under the housing"), "\(failing.stderr)")
            // A label centred in the safe area: nothing to find.
            try Binary.cleanStoryboard.write(to: storyboard, atomically: true, encoding: .utf8)
            let clean = try Spawn.run(swift[0], Array(swift.dropFirst()), environment: environment, directory: dir.path, timeout: 1_200)
            #expect(clean.status == 0 && !clean.stdout.contains("error:"), "\(clean.stdout)\n\(clean.stderr)")
        }
    }
}
