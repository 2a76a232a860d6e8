import ArgumentParser
import Foundation
import Preview

/// `layoutpreview [SCENE]`: the interactive screen; without a terminal it prints `render`.
struct Interactive: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the interactive screen (the default command); without a terminal, print the render.",
        usage: "layoutpreview [SCENE] [overrides]")

    @Argument(help: SceneSource.argumentHelp, completion: SceneSource.completion)
    var scene: String?

    @OptionGroup var overrides: OverrideOptions

    @Flag(help: "Printable ASCII only, for terminals without Unicode.")
    var ascii = false

    @Flag(help: "Do not capture the mouse (clicks select views otherwise).")
    var noMouse = false

    @Flag(help: "Do not reload the scene file when it changes on disk.")
    var noWatch = false

    @Option(help: "Colour on the screen: auto (unless NO_COLOR or CLICOLOR=0), always or never.")
    var color: ColorMode = .auto

    func run() throws {
        let (loaded, path, lesson) = try SceneSource.loadKeepingDocument(scene, scene: overrides.scene, device: overrides.device)
        let toggles = try overrides.overrides()
        var state = try AppState(scene: loaded, toggles: toggles, sourceName: Self.name(scene), sourcePath: path)
        state.ascii = ascii
        // A storyboard's or xib's scenes, for v / V, with the one shown named as they are.
        state.documentScenes = lesson?.sceneNames ?? []
        state.sourceScene = try lesson?.sceneName(overrides.scene) ?? overrides.scene
        guard Terminal.isInteractive else {
            printRender(state)
            return
        }
        guard let status = ScreenLoop.run(state, color: Terminal.screenColor(color), mouse: !noMouse, watch: !noWatch) else {
            let term = ProcessInfo.processInfo.environment["TERM"] ?? "(unset)"
            Output.error("note: ncurses cannot drive TERM=\(Escaping.line(term)); printing the render instead\n")
            printRender(state)
            return
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Without a terminal the screen's page is printed, as `render` would.
    private func printRender(_ state: AppState) {
        let terminal = Terminal.size()
        Output.write(
            RenderDocument.text(
                state.layout,
                RenderDocument.Options(
                    width: terminal?.columns ?? 100, height: terminal?.rows ?? 50, mock: MockOptions(ascii: ascii))))
    }

    /// The scene's short name: a file's name without its extension, a bundled name, or "default".
    static func name(_ argument: String?) -> String {
        guard let argument else { return BundledScenes.defaultName }
        let file = URL(fileURLWithPath: argument).deletingPathExtension().lastPathComponent
        return file.isEmpty ? argument : file
    }
}
