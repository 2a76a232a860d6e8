import ArgumentParser
import Foundation
import Preview

/// `layoutpreview`: the interactive screen by default, and the subcommands of SPEC.
@main
struct LayoutPreview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutpreview",
        abstract: "Preview iOS screen layouts in a terminal: frames, safe areas and insets as UIKit computes them.",
        usage: "layoutpreview [SCENE] [overrides]\n  layoutpreview <subcommand> [SCENE] [options]",
        discussion: """
            Examples:
              layoutpreview                     (the live screen, default scene)
              layoutpreview large-titles-ios26 --device iphone-17-pro
              layoutpreview render Scenes/nav-opaque.yaml --format json
              layoutpreview compare default --vs --ios 26
              layoutpreview lint my-screen.yaml --devices iphone-se-3,iphone-17-pro-max
              layoutpreview lint Main.storyboard    (every view controller, every device)
              layoutpreview render legacy-checkout --format svg > checkout.svg
            """,
        version: "layoutpreview \(Version.current)",
        subcommands: [Interactive.self, Render.self, Explain.self, Lint.self, Compare.self, Devices.self, Rules.self, Import.self, MCPServer.self, Bench.self],
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
            // `lnit default`: the first word was read as the screen's SCENE and the next one
            // refused; the word that is neither a file nor a scene is the mistake to name.
            if let first = CommandLine.arguments.dropFirst().first, !first.hasPrefix("-"), !SceneFile.exists(first),
                !configuration.subcommands.contains(where: { $0._commandName == first }),
                BundledScenes.text(named: first) == nil, !BundledScenes.documents.contains(where: { $0.name == first }),
                let mistyped = SceneSource.mistypedCommand(first)
            {
                Output.error(mistyped.description + "\n")
                Foundation.exit(2)
            }
            Output.error(escapingArguments(fullMessage(for: error)) + "\n")
            Foundation.exit(2)
        }
    }

    /// ArgumentParser quotes arguments in its messages; one holding a line break is written
    /// there as `Escaping.line` writes it, so no argument starts a line of its own on stderr.
    static func escapingArguments(_ message: String) -> String {
        CommandLine.arguments.dropFirst().filter { $0.contains(where: \.isNewline) }
            .reduce(message) { $0.replacingOccurrences(of: $1, with: Escaping.line($1)) }
    }
}
