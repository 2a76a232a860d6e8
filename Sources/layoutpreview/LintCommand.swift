import ArgumentParser
import Foundation
import Preview

/// `layoutpreview lint`: every scene on every device and orientation; exit 1 on findings.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract:
            "Flag labels, buttons and interactive views under the housing, corners, home indicator, status bar or off the safe area, and scroll views whose end rows rest hidden, on every device and orientation.",
        discussion:
            "Exit status: 0 clean, 1 findings, 2 bad input.\n\nRules: \(LintFinding.Rule.allCases.map(\.rawValue).joined(separator: ", ")) (the README's table says what each finds and why; .layoutpreview.yml sets each off, error or warning)."
    )

    enum Format: String, ArgumentEnum { case text, markdown, json, github, xcode, sarif, junit }

    @Argument(
        help:
            "Scene files, folders (every storyboard, xib and SwiftUI file with a preview beneath), or bundled scene names (default: the built-in default scene)."
    )
    var scenes: [String] = []

    @Option(
        help:
            "Device groups (\(DeviceGroup.allCases.map(\.rawValue).joined(separator: ", "))) and catalog ids, separated by commas; + intersects (face-id+current). Default: the configuration's, or all."
    )
    var devices: String?

    @Option(help: "all, or orientations separated by commas (portrait,portraitUpsideDown,landscapeLeft,landscapeRight; default: the configuration's, or all).")
    var orientations: String?

    @Option(
        help:
            "iPads: the windows to check in each orientation: all (full, two-thirds, half, third, slide-over), or a list of them and WxH free windows (default: each scene's own). An iPhone's window is its screen."
    )
    var windows: String?

    @Option(
        name: .customLong("info-plist"),
        help: "An app's Info.plist: lint the orientations it supports (UISupportedInterfaceOrientations, and ~ipad for iPads) instead of --orientations.")
    var infoPlist: String?

    @Option(help: "A lint configuration (default: .layoutpreview.yml here or in a folder above).")
    var config: String?

    @Option(help: "Write the findings' keys to this file, as a baseline: applied again, only new findings fail.")
    var writeBaseline: String?

    @Flag(help: "Print nothing; the exit status says it all.")
    var quiet = false

    @Flag(help: "Exit 0 even with findings (bad input still exits 2).")
    var exitZero = false

    @Option(
        help:
            "Output format: text (grouped), markdown (grouped, within GitHub's comment limit), json (every finding), github (workflow commands), xcode, sarif (SARIF 2.1.0) or junit."
    )
    var format: Format = .text

    /// Every render override; --device and --window are left out of the help and refused (see
    /// `validate`): --devices and --windows say which.
    @OptionGroup var overrides: Overrides<SingleLayoutHidden>

    /// Checked while parsing, so that a mistake shows lint's usage, not the root's.
    func validate() throws {
        if let id = overrides.device {
            // The shared overrides include --device, which would set a device lint then replaces
            // with each of --devices: said, not silently ignored.
            throw ValidationError("--device sets one device, and lint checks every device of --devices; use --devices \(id)")
        }
        if let window = overrides.window {
            throw ValidationError("--window sets one window, and lint checks the windows of --windows; use --windows \(Sanitized.short(window))")
        }
        if let devices { _ = try Self.devices(devices) }
        if let orientations { _ = try Self.orientations(orientations) }
        if let windows { _ = try Self.windows(windows) }
        if infoPlist != nil, orientations != nil {
            throw ValidationError("--info-plist and --orientations both say which orientations to lint; give one")
        }
    }

    func run() throws {
        let (configuration, configFile) = try Self.configuration(config)
        let devices = try Self.devices(self.devices ?? configuration.devices?.joined(separator: ",") ?? "all")
        let orientations =
            try infoPlist.map { path throws(SceneError) in try InfoPlist.supportedOrientations(SceneFile.read(path), file: path) }
            ?? SupportedOrientations(try self.orientations.map(Self.orientations) ?? configuration.orientations ?? Orientation.allCases)
        let windows = try self.windows.map(Self.windows)
        let layouts = devices.reduce(0) { $0 + orientations($1).count * ($1.idiom == .pad ? windows?.count ?? 1 : 1) }
        let (loaded, failures) = try loadScenes(layoutsEach: layouts)
        let baseline = try baselineKeys(configuration, configFile: configFile)
        let report = LintReport.run(loaded, devices: devices, orientations: orientations, windows: windows).applying(configuration, baseline: baseline)
        if let stopped = report.stopped {
            // What could not be read is said too, before the reason lint stopped.
            for failure in failures { Output.error(failure + "\n") }
            throw SceneError(file: "lint", message: stopped)
        }
        if let writeBaseline {
            if case .writeFailed(let message) = AtomicFile.write(report.baselineJSON(), to: writeBaseline, overwrite: true) {
                throw SceneError(file: writeBaseline, message: message)
            }
        }
        if !quiet { write(report, failures: failures) } else { for failure in failures { Output.error(failure + "\n") } }
        if !failures.isEmpty { throw ExitCode(2) }
        if report.hasErrors && !exitZero { throw ExitCode(1) }
    }

    /// Every scene the arguments name, with the overrides applied, each checked for the work its
    /// `layoutsEach` layouts would take before any is done; a scene that cannot be read is a
    /// failure said at the end, and the others are linted all the same (exit 2).
    private func loadScenes(layoutsEach: Int) throws -> (scenes: [(name: String, file: String, scene: Scene)], failures: [String]) {
        let changes = try overrides.overrides()
        var loaded: [(name: String, file: String, scene: Scene)] = []
        var failures: [String] = []
        var files: [String] = []
        for argument in scenes {
            do {
                let (paths, unnamed) = try DocumentSearch.expand(argument)
                files += paths
                failures += unnamed.map(\.description)
            } catch {
                failures.append("\(error)")
            }
        }
        for argument in scenes.isEmpty ? [nil] : files.map(Optional.some) {
            do {
                // A storyboard holds a scene per view controller: all are linted unless --scene picks one.
                let scenes =
                    overrides.scene == nil
                    ? try SceneSource.all(argument)
                    : [(try SceneSource.load(argument, scene: overrides.scene).scene, overrides.scene)]
                for (original, label) in scenes {
                    let scene = try changes.apply(to: original)
                    if let problem = LayoutEngine.viewWorkProblem(scene, layouts: layoutsEach, narrow: "choose fewer with --devices or --orientations") {
                        throw SceneError(file: argument ?? "default", message: problem)
                    }
                    loaded.append((Interactive.name(argument) + (label.map { "#\($0)" } ?? ""), argument ?? "", scene))
                }
            } catch {
                failures.append("\(error)")
            }
        }
        return (loaded, failures)
    }

    /// The findings the configuration's baseline hides, read relative to the configuration
    /// file's folder; none while a new baseline is being written.
    private func baselineKeys(_ configuration: LintConfiguration, configFile: String?) throws -> Set<String> {
        guard let path = configuration.baseline, writeBaseline == nil else { return [] }
        let resolved = path.hasPrefix("/") ? path : URL(fileURLWithPath: configFile ?? ".").deletingLastPathComponent().appendingPathComponent(path).path
        let text = String(decoding: try SceneFile.read(resolved), as: UTF8.self)
        return try LintReport.baselineKeys(text: text, file: resolved)
    }

    /// The report in the format asked for; what could not be read is said after its summary.
    private func write(_ report: LintReport, failures: [String]) {
        switch format {
        // In a terminal narrower than the table, each finding is stacked; a pipe gets the table.
        case .text: Output.write(report.text(width: Terminal.size()?.columns))
        case .markdown: Output.write(report.markdown())
        case .json: Output.write(report.json())
        case .github: Output.write(report.github())
        case .xcode: Output.write(report.xcode())
        case .sarif: Output.write(report.sarif())
        case .junit: Output.write(report.junit())
        }
        if !failures.isEmpty {
            Output.error(
                "lint: \(failures.count) scene file\(failures.count == 1 ? "" : "s") could not be read, so \(failures.count == 1 ? "it was" : "they were") not linted:\n"
            )
        }
        for failure in failures { Output.error(failure + "\n") }
    }

    /// The configuration named, or `.layoutpreview.yml` in the working directory or a folder
    /// above it, with its path; an empty one when there is none.
    static func configuration(_ named: String?) throws -> (LintConfiguration, String?) {
        var path = named
        if path == nil {
            var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            while path == nil {
                let candidate = folder.appendingPathComponent(".layoutpreview.yml").path
                if FileManager.default.fileExists(atPath: candidate) { path = candidate }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        guard let path else { return (LintConfiguration(), nil) }
        let text = String(decoding: try SceneFile.read(path), as: UTF8.self)
        return (try LintConfiguration.load(text: text, file: path), path)
    }

    static func devices(_ text: String) throws -> [Device] {
        switch DeviceGroup.devices(text) {
        case .success(let devices): return devices
        case .failure(let error): throw ValidationError("--devices: \(error)")
        }
    }

    static func windows(_ text: String) throws -> [WindowChoice] {
        if text == "all" { return WindowChoice.named }
        return try list(text).map { word in
            guard let window = WindowChoice(word) else {
                throw ValidationError(
                    "--windows: unknown window '\(Sanitized.short(word))'; expected all or \(WindowChoice.expected)\(Suggestion.hint(for: word, in: WindowChoice.named.map(\.description)))"
                )
            }
            return window
        }
    }

    static func orientations(_ text: String) throws -> [Orientation] {
        if text == "all" { return Orientation.allCases }
        return try list(text).map { word in
            guard let o = Orientation(rawValue: word) else {
                throw ValidationError(
                    "--orientations: unknown orientation '\(word)'; expected all or \(Orientation.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return o
        }
    }

    private static func list(_ text: String) throws -> [String] {
        let items = text.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !items.isEmpty else { throw ValidationError("expected all or a comma-separated list, found '\(text)'") }
        return items
    }
}
