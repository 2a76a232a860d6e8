import Foundation
import Preview

/// Standard output and standard error, each text written whole and through `OutputGate`: the
/// only way the program prints.
enum Output {
    /// `styled`: text layoutpreview coloured itself (`--format ansi`), whose SGR sequences pass.
    static func write(_ text: String, styled: Bool = false) {
        FileHandle.standardOutput.write(Data((styled ? OutputGate.styled(text) : OutputGate.plain(text)).utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(OutputGate.plain(text).utf8))
    }
}
