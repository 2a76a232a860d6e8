import ArgumentParser
import Preview

/// `layoutpreview explain`: where every number comes from.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Explain every frame and inset, rule by rule.")

    @Argument(help: SceneSource.argumentHelp, completion: SceneSource.completion)
    var scene: String?

    @OptionGroup var overrides: OverrideOptions

    @Option(help: "Only this view (window, navigationBar, viewController.view, or a scene view's name).")
    var view: String?

    @Option(help: "Output format: text, or json (each number with its explanation and confidence).")
    var format: ListFormat = .text

    func run() throws {
        let (_, layout) = try overrides.layout(of: scene)
        try SceneSource.requireView(view, in: layout, scene: scene, option: "--view")
        if format == .json {
            Output.write(JSONExport.explain(layout, view: view))
            return
        }
        // Wrapped to a terminal's width; a pipe gets one line per number and explanation.
        Output.write(ExplainText.text(layout, view: view, width: Terminal.size()?.columns))
    }
}
