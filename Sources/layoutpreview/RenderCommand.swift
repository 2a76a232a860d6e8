import ArgumentParser
import Foundation
import Preview

/// The output formats of `render`.
enum RenderFormat: String, ArgumentEnum {
    case text, ansi, markdown, json, svg
}

/// `layoutpreview render`: the mock and the numbers, printed.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Print the device mock and every frame and inset.")

    @Argument(help: SceneSource.argumentHelp, completion: SceneSource.completion)
    var scene: String?

    @OptionGroup var overrides: OverrideOptions

    @Option(help: "Output format (default: ansi when colouring, else text).")
    var format: RenderFormat?

    @Option(help: "Colour: auto (a terminal, unless NO_COLOR or CLICOLOR=0; CLICOLOR_FORCE forces it), always or never.")
    var color: ColorMode = .auto

    @Option(
        parsing: .unconditional, help: "Width in columns, 1-400 (default: the terminal's; without one, the page's own width, at most 400, or 100 for --matrix)."
    )
    var width: Int?

    @Option(parsing: .unconditional, help: "Height in rows, 1-150 (default: the terminal's, or 50).")
    var height: Int?

    @Flag(help: "Printable ASCII only.")
    var ascii = false

    @Flag(help: "Outline the selected view's safe area (┄).")
    var safeArea = false

    @Flag(help: "Outline the selected view's layout margins (·).")
    var margins = false

    @Option(help: "The view the overlays describe, highlighted (default: viewController.view).")
    var select: String?

    @Option(
        help:
            "One scene across devices, orientations or behaviors, or every scene of a storyboard or xib, or every preview of a SwiftUI file (scenes), as a grid of small mocks."
    )
    var matrix: Matrix.Axis?

    @Flag(help: "Print again whenever the scene file changes (Ctrl-C ends).")
    var watch = false

    func validate() throws {
        if let width, !(1...400).contains(width) { throw ValidationError("--width \(width) is out of range; expected 1 to 400") }
        if let height, !(1...150).contains(height) { throw ValidationError("--height \(height) is out of range; expected 1 to 150") }
        if matrix != nil, let format, format == .json || format == .ansi || format == .svg {
            throw ValidationError("--matrix prints text or markdown, not \(format.rawValue)")
        }
    }

    func run() throws {
        guard watch, let scene, SceneFile.exists(scene), scene != "-" else {
            try printPage()
            return
        }
        // Print, then again on each change; an error is shown and the next change tried.
        var last = ScreenLoop.modification(scene)
        while true {
            do { try printPage() } catch { Output.error("\(error)\n") }
            Output.write("— watching \(scene); Ctrl-C ends —\n")
            while ScreenLoop.modification(scene) == last { usleep(200_000) }
            last = ScreenLoop.modification(scene)
        }
    }

    private func printPage() throws {
        let colour = Terminal.color(color)
        // An explicit --format ansi still colours, unless NO_COLOR or --color never says not to.
        let colourAnsi = color == .never ? false : color == .always || (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        var format = self.format ?? (colour && matrix == nil ? .ansi : .text)
        // Without colour, ansi has nothing to add: the plain page, no escape byte at all.
        if format == .ansi && !colourAnsi { format = .text }
        let (applied, layout) = try overrides.layout(of: scene)
        try SceneSource.requireView(select, in: layout, scene: scene, option: "--select")
        if format == .json {
            Output.write(JSONExport.string(layout))
            return
        }
        if format == .svg {
            Output.write(SVGExport.string(layout, showMargins: margins))
            return
        }
        let terminal = Terminal.size()
        if let matrix {
            let variants = try matrix == .scenes ? documentVariants() : Matrix.variants(applied, matrix)
            // The work is bounded before any is done: each of a storyboard's scenes is laid out
            // once, one scene across the axis as often as the axis is long.
            let work = matrix == .scenes ? variants.map { ($0.scene, 1) } : [(applied, matrix == .devices ? DeviceCatalog.devices.count : 4)]
            for (scene, layouts) in work {
                if let problem = LayoutEngine.workProblem(scene, layouts: layouts, narrow: "use --matrix orientations or behaviors, or render one device") {
                    throw SceneError(file: self.scene ?? "scene", message: problem)
                }
            }
            let grid = Matrix.text(
                variants, width: width ?? terminal.map { min($0.columns, 400) } ?? 100,
                cellHeight: height ?? 20, ascii: ascii)
            // A storyboard's grid is named by its file: its scenes have titles of their own.
            let name = matrix == .scenes ? Sanitized.text(Interactive.name(scene)) : Sanitized.text(applied.title)
            let title = (ascii ? ASCIIFallback.text : { $0 })("\(name) across \(matrix.rawValue)")
            Output.write(
                format == .markdown
                    ? (["### " + title, "", "```"] + grid + ["```"]).joined(separator: "\n") + "\n"
                    : ([title, ""] + grid).joined(separator: "\n"))
            return
        }
        let pageHeight = height ?? terminal.map { min($0.rows, 150) } ?? 50
        // Without a terminal the page is as wide as its content: the table is never cut.
        Output.write(
            RenderDocument.text(
                layout,
                RenderDocument.Options(
                    width: width ?? terminal.map { min($0.columns, 400) } ?? min(400, max(60, RenderDocument.naturalWidth(layout, height: pageHeight))),
                    height: pageHeight,
                    format: RenderDocument.Format(rawValue: format.rawValue) ?? .text,
                    color: colourAnsi,
                    mock: MockOptions(ascii: ascii, showSafeArea: safeArea, showMargins: margins, selected: select))),
            styled: format == .ansi)
    }

    /// `--matrix scenes`: every view controller of the storyboard or xib (the one scene of a
    /// scene file), each with the overrides, captioned with its title and `--scene` name.
    private func documentVariants() throws -> [Matrix.Variant] {
        let changes = try overrides.overrides()
        return try SceneSource.all(scene, device: overrides.device).map { loaded, label in
            let applied = try changes.apply(to: loaded)
            return Matrix.Variant(label: Sanitized.text(applied.title) + (label.map { " (\($0))" } ?? ""), scene: applied)
        }
    }
}
