import ArgumentParser
import Foundation
import Preview

/// The output formats of `render`.
enum RenderFormat: String, CaseIterable, ExpressibleByArgument {
    case text, ansi, markdown, json
}

/// `layoutpreview render`: the mock and the numbers, printed.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the device mock and every frame and inset.")

    @Argument(help: "A scene file, or a bundled scene's name (default: the built-in default scene).")
    var scene: String?

    @OptionGroup var overrides: OverrideOptions

    @Option(help: "Output format.")
    var format: RenderFormat = .text

    @Option(help: "Width in columns (default: the terminal's, or 100).")
    var width: Int?

    @Option(help: "Height in rows (default: the terminal's, or 50).")
    var height: Int?

    @Flag(help: "Printable ASCII only.")
    var ascii = false

    func run() throws {
        let (loaded, _) = try SceneSource.load(scene)
        let layout = LayoutEngine.layout(try overrides.overrides().apply(to: loaded))
        Output.write(RenderOutput.text(layout, format: format, ascii: ascii))
    }
}

/// What `render` prints for each format.
enum RenderOutput {
    static func text(_ layout: Layout, format: RenderFormat, ascii: Bool) -> String {
        switch format {
        case .json: JSONExport.string(layout)
        case .text, .ansi, .markdown: "\(Sanitized.text(layout.scene.title)) — \(layout.scene.device.name), \(layout.scene.orientation.rawValue), iOS \(layout.scene.ios)\n\n" + TextTable.views(layout, ascii: ascii)
        }
    }
}

/// Standard output, written whole.
enum Output {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
