import ArgumentParser
import Preview

/// `layoutpreview rules [ID]`: the rules explanations cite, so "(R19)" can be looked up.
struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "Print the rules that explanations cite, with their confidence and sources.")

    @Argument(help: "A rule, such as R19 (default: every rule).")
    var id: String?

    /// Checked while parsing, so that an unknown rule shows this command's usage.
    func validate() throws { _ = try text() }

    func run() throws { Output.write(try text()) }

    /// Wrapped to a terminal's width; a pipe gets one line per paragraph.
    private func text() throws -> String {
        guard let text = RuleBook.text(id).map({ HangingWrap.text($0, width: Terminal.size()?.columns) }) else {
            throw ValidationError("no rule '\(Sanitized.short(id ?? ""))'; rules are R1 to R50 (with R6a, R6b and R8a)")
        }
        return text
    }
}
