import ArgumentParser
import Preview

/// `layoutpreview compare SCENE [overrides] --vs [SCENE] [overrides]`.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two scenes, or one scene under two sets of overrides: both mocks side by side, then every number that differs.",
        discussion:
            "Example: layoutpreview compare default --nav-bar translucent --vs --nav-bar opaque. The right side's scene defaults to the left's; --format, --width, --height and --ascii may stand on either side."
    )

    /// One side of the comparison: a scene and its overrides, plus the output options.
    struct Side: ParsableArguments {
        @Argument var scene: String?
        @OptionGroup var overrides: OverrideOptions
        @Option var format: RenderFormat?
        @Option(parsing: .unconditional) var width: Int?
        @Option(parsing: .unconditional) var height: Int?
        @Flag var ascii = false
    }

    @Argument(
        parsing: .captureForPassthrough, help: "SCENE [overrides] [--format text|markdown|json|svg] [--width N] [--height N] [--ascii] --vs [SCENE] [overrides]"
    )
    var arguments: [String] = []

    /// Checked while parsing, so that a mistake shows compare's usage, not the root's.
    func validate() throws {
        let (left, right, _) = try sides()
        // The output options may stand on either side.
        let format = left.format ?? right.format ?? .text
        guard [.text, .markdown, .svg, .json].contains(format) else {
            throw ValidationError("compare prints text, markdown, json or svg, not \(format.rawValue)")
        }
        if let width = left.width ?? right.width, !(20...400).contains(width) {
            throw ValidationError("--width \(width) is out of range for compare; expected 20 to 400")
        }
        if let height = left.height ?? right.height, !(6...150).contains(height) {
            throw ValidationError("--height \(height) is out of range for compare; expected 6 to 150")
        }
    }

    /// The two sides of `--vs`, and the left side's scene.
    private func sides() throws -> (left: Side, right: Side, leftScene: String) {
        // The arguments pass through unparsed, so help is found here.
        if arguments.contains("--help") || arguments.contains("-h") { throw CleanExit.helpRequest(self) }
        guard let split = arguments.firstIndex(of: "--vs") else {
            throw ValidationError("compare needs --vs between the two sides, e.g. compare default --nav-bar translucent --vs --nav-bar opaque")
        }
        // A side's own error says what is wrong in its words; compare's usage follows it.
        func side(_ arguments: ArraySlice<String>) throws -> Side {
            do { return try Side.parse(Array(arguments)) } catch { throw ValidationError(Side.message(for: error)) }
        }
        let left = try side(arguments[..<split])
        let right = try side(arguments[(split + 1)...])
        guard let leftScene = left.scene else { throw ValidationError("compare needs a SCENE before --vs") }
        return (left, right, leftScene)
    }

    func run() throws {
        let (left, right, leftScene) = try sides()
        // Without a scene of its own, the right side is the left's document, and its view
        // controller unless it names another.
        let rightSelector = right.overrides.scene ?? (right.scene == nil ? left.overrides.scene : nil)
        let a = try left.overrides.layout(of: leftScene).layout
        let b = try right.overrides.layout(of: right.scene ?? leftScene, selector: rightSelector, device: left.overrides.device).layout
        let format = left.format ?? right.format ?? .text
        if format == .svg {
            Output.write(SVGExport.sideBySide(a, b))
            return
        }
        if format == .json {
            Output.write(JSONExport.compare(a, b))
            return
        }
        // Without --width, the terminal's, kept within the 20 to 400 columns compare draws at.
        let width = left.width ?? right.width ?? Terminal.size().map { min(max($0.columns, 20), 400) } ?? 100
        let height = left.height ?? right.height ?? 30
        Output.write(Comparison.text(a, b, width: width, height: height, markdown: format == .markdown, ascii: left.ascii || right.ascii))
    }
}
