import ArgumentParser
import Foundation
import Preview

/// `layoutpreview`: the interactive screen by default, and the subcommands of SPEC.
@main
struct LayoutPreview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutpreview",
        abstract: "Preview iOS screen layouts in a terminal: frames, safe areas and insets as UIKit computes them.",
        subcommands: [Interactive.self, Render.self, Explain.self, Lint.self, Compare.self, Devices.self, Bench.self],
        defaultSubcommand: Interactive.self)

    /// Bad input exits 2 (SPEC), not ArgumentParser's 64; help and version still exit 0.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as SceneError {
            Output.error(error.description + "\n")
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is ExitCode {
                exit(withError: error)
            }
            Output.error(fullMessage(for: error) + "\n")
            Foundation.exit(2)
        }
    }
}
