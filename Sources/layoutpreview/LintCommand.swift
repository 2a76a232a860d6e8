import ArgumentParser
import Preview

/// `layoutpreview lint`: every scene on every device and orientation; exit 1 on findings.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Flag labels, buttons and interactive views under the housing, corners, home indicator, status bar or off the safe area, and scroll views whose end rows rest hidden, on every device and orientation.",
        discussion: "Exit status: 0 clean, 1 findings, 2 bad input.")

    enum Format: String, CaseIterable, ExpressibleByArgument { case text, markdown, json, github, xcode }

    @Argument(help: "Scene files or bundled scene names (default: the built-in default scene).")
    var scenes: [String] = []

    @Option(help: "all, or catalog ids separated by commas.")
    var devices = "all"

    @Option(help: "all, or orientations separated by commas (portrait,portraitUpsideDown,landscapeLeft,landscapeRight).")
    var orientations = "all"

    @Option(help: "Output format.")
    var format: Format = .text

    func run() throws {
        let loaded = try (scenes.isEmpty ? [nil] : scenes.map(Optional.some)).map { argument in
            (name: Interactive.name(argument), file: argument ?? "", scene: try SceneSource.load(argument).scene)
        }
        let devices = try Self.devices(devices), orientations = try Self.orientations(orientations)
        // Auto Layout is solved afresh for every layout: its cost is bounded before any work.
        for (name, _, scene) in loaded {
            let work = scene.constrainedViewCount * devices.count * orientations.count
            guard work <= LayoutEngine.maximumConstraintWork else {
                throw SceneError(file: name, message: "\(scene.constrainedViewCount) views placed by constraints on \(devices.count * orientations.count) device and orientation pairs is more than lint's budget of \(LayoutEngine.maximumConstraintWork) (views × pairs); choose fewer with --devices or --orientations")
            }
        }
        let report = LintReport.run(loaded, devices: devices, orientations: orientations)
        switch format {
        case .text: Output.write(report.text())
        case .markdown: Output.write(report.markdown())
        case .json: Output.write(report.json())
        case .github: Output.write(report.github())
        case .xcode: Output.write(report.xcode())
        }
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
