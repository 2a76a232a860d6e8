import ArgumentParser
import Preview

enum ListFormat: String, ArgumentEnum { case text, json }

/// `layoutpreview devices`: the catalog.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "List the device catalog with sources and confidence.")

    @Option(help: "Output format.")
    var format: ListFormat = .text

    func run() {
        // In a terminal narrower than the table, each device is stacked; a pipe gets the table.
        Output.write(format == .json ? DeviceList.json() : DeviceList.text(width: Terminal.size()?.columns))
    }
}
