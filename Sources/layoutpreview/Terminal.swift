import ArgumentParser
import Foundation

/// What the process knows about its terminal, without ncurses.
enum Terminal {
    /// Whether both standard input and output are terminals that can show the full screen: not
    /// `TERM=dumb` (nor unset), which gets the printed page instead.
    static var isInteractive: Bool {
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        return isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && !term.isEmpty && term != "dumb"
    }

    /// The terminal's size, when standard output is one.
    static func size() -> (columns: Int, rows: Int)? {
        var w = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &w) == 0, w.ws_col > 0, w.ws_row > 0 else { return nil }
        return (Int(w.ws_col), Int(w.ws_row))
    }

    /// Whether to colour, by `--color` and the conventions of no-color.org and bixense.com/clicolors:
    /// `never` and `always` decide; `auto` is off with NO_COLOR (not empty), on with
    /// CLICOLOR_FORCE or FORCE_COLOR (not empty, not 0) even in a pipe, off with CLICOLOR=0 or
    /// TERM=dumb, else on exactly when standard output is a terminal.
    static func color(_ mode: ColorMode) -> Bool {
        let env = ProcessInfo.processInfo.environment
        func set(_ name: String) -> Bool { env[name].map { !$0.isEmpty && $0 != "0" } ?? false }
        switch mode {
        case .never: return false
        case .always: return true
        case .auto:
            if !(env["NO_COLOR"] ?? "").isEmpty { return false }
            if set("CLICOLOR_FORCE") || set("FORCE_COLOR") { return true }
            if env["CLICOLOR"] == "0" || env["TERM"] == "dumb" { return false }
            return isatty(STDOUT_FILENO) == 1
        }
    }

    /// The screen's colours: as `color`, but a terminal is given (the screen needs one).
    static func screenColor(_ mode: ColorMode) -> Bool {
        mode == .auto
            ? (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty && ProcessInfo.processInfo.environment["CLICOLOR"] != "0" : mode == .always
    }
}

/// `--color`.
enum ColorMode: String, ArgumentEnum {
    case auto, always, never
}
