import ArgumentParser
import Foundation
import Preview

/// `layoutpreview [SCENE]`: the interactive screen; without a terminal it prints `render`.
struct Interactive: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the interactive screen (the default command); without a terminal, print the render.")

    @Argument(help: "A scene file, or a bundled scene's name (default: the built-in default scene).")
    var scene: String?

    @OptionGroup var overrides: OverrideOptions

    func run() throws {
        let (loaded, _) = try SceneSource.load(scene)
        let layout = LayoutEngine.layout(try overrides.overrides().apply(to: loaded))
        let terminal = Terminal.size()
        Output.write(RenderDocument.text(layout, RenderDocument.Options(width: terminal?.columns ?? 100, height: terminal?.rows ?? 50)))
    }
}
