import Foundation
import PackagePlugin

/// `swift package plugin layoutpreview-lint [--target NAME …] [lint options] [scene files]`:
/// lints the storyboards, xibs and SwiftUI previews beneath each target's folder (all targets,
/// or those named), and the scene files named, with `--format xcode` unless a format is given,
/// so Xcode and editors show each finding at its file, line and column. Fails when lint does
/// (findings that are errors, or files that cannot be read).
@main
struct LayoutpreviewLint: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let folders = targets.compactMap { ($0 as? SourceModuleTarget)?.directoryURL.path }
        try lint(tool: try context.tool(named: "layoutpreview").url, folders: folders, arguments: extractor.remainingArguments)
    }
}

/// Runs lint and passes its output and exit status on.
func lint(tool: URL, folders: [String], arguments: [String]) throws {
    let format = arguments.contains { $0 == "--format" || $0.hasPrefix("--format=") } ? [] : ["--format", "xcode"]
    let process = Process()
    process.executableURL = tool
    process.arguments = ["lint"] + format + arguments + folders
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: return
    case 1: throw LintFailed(message: "layoutpreview lint found content under the housing, corners, home indicator or bars (see above)")
    default: throw LintFailed(message: "layoutpreview lint could not read every file (exit status \(process.terminationStatus); see above)")
    }
}

struct LintFailed: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project (File ▸ Packages ▸ layoutpreview-lint, or the project's context menu):
/// the storyboards, xibs and Swift files of the chosen targets. Untested here: Xcode runs on macOS only.
extension LayoutpreviewLint: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let targets = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
        let files = targets.flatMap { target in
            target.inputFiles.map(\.url.path).filter { path in [".storyboard", ".xib", ".swift"].contains { path.hasSuffix($0) } }
        }
        try lint(tool: try context.tool(named: "layoutpreview").url, folders: files, arguments: extractor.remainingArguments)
    }
}
#endif
