import ArgumentParser
import Preview

/// `layoutpreview lint`: every scene on every device and orientation; exit 1 on findings.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Flag labels, buttons and interactive views under the housing, corners, home indicator, status bar or off the safe area, and scroll views whose end rows rest hidden, on every device and orientation.",
        discussion: "Exit status: 0 clean, 1 findings, 2 bad input.")

    enum Format: String, CaseIterable, ExpressibleByArgument { case text, markdown, json, github, xcode, sarif, junit }

    @Argument(help: "Scene files or bundled scene names (default: the built-in default scene).")
    var scenes: [String] = []

    @Option(help: "all, or catalog ids separated by commas.")
    var devices = "all"

    @Option(help: "all, or orientations separated by commas (portrait,portraitUpsideDown,landscapeLeft,landscapeRight).")
    var orientations = "all"

    @Option(help: "Output format: text (grouped), markdown (grouped, within GitHub's comment limit), json (every finding), github (workflow commands), xcode, sarif (SARIF 2.1.0) or junit.")
    var format: Format = .text

    /// Every render override; --device is taken by --devices.
    @OptionGroup var overrides: OverrideOptions

    func run() throws {
        let devices = try Self.devices(devices), orientations = try Self.orientations(orientations)
        let changes = try overrides.overrides()
        // Every scene is linted even when another fails to load; the run then ends with exit 2
        // and every error listed.
        var loaded: [(name: String, file: String, scene: Scene)] = []
        var failures: [String] = []
        for argument in scenes.isEmpty ? [nil] : scenes.map(Optional.some) {
            do {
                let scene = try changes.apply(to: try SceneSource.load(argument).scene)
                // Auto Layout is solved afresh for every layout: its cost is bounded before any work.
                let work = scene.constrainedViewCount * devices.count * orientations.count
                guard work <= LayoutEngine.maximumConstraintWork else {
                    throw SceneError(file: argument ?? "default", message: "\(scene.constrainedViewCount) views placed by constraints on \(devices.count * orientations.count) device and orientation pairs is more than lint's budget of \(LayoutEngine.maximumConstraintWork) (views × pairs); choose fewer with --devices or --orientations")
                }
                loaded.append((Interactive.name(argument), argument ?? "", scene))
            } catch {
                failures.append("\(error)")
            }
        }
        let report = LintReport.run(loaded, devices: devices, orientations: orientations)
        switch format {
        case .text: Output.write(report.text())
        case .markdown: Output.write(report.markdown())
        case .json: Output.write(report.json())
        case .github: Output.write(report.github())
        case .xcode: Output.write(report.xcode())
        case .sarif: Output.write(report.sarif())
        case .junit: Output.write(report.junit())
        }
        for failure in failures { Output.error(failure + "\n") }
        if !failures.isEmpty { throw ExitCode(2) }
        if !report.findings.isEmpty || report.omitted > 0 { throw ExitCode(1) }
    }

    static func devices(_ text: String) throws -> [Device] {
        if text == "all" { return DeviceCatalog.devices }
        return try list(text).map { id in
            guard let device = DeviceCatalog.device(id: id) else {
                throw ValidationError("--devices: unknown device '\(id)'; expected all or catalog ids (see `layoutpreview devices`)")
            }
            return device
        }
    }

    static func orientations(_ text: String) throws -> [Orientation] {
        if text == "all" { return Orientation.allCases }
        return try list(text).map { word in
            guard let o = Orientation(rawValue: word) else {
                throw ValidationError("--orientations: unknown orientation '\(word)'; expected all or \(Orientation.allCases.map(\.rawValue).joined(separator: ", "))")
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
