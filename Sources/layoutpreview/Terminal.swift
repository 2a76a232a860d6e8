import Foundation

/// What the process knows about its terminal, without ncurses.
enum Terminal {
    /// Whether both standard input and output are terminals.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// The terminal's size, when standard output is one.
    static func size() -> (columns: Int, rows: Int)? {
        var w = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &w) == 0, w.ws_col > 0, w.ws_row > 0 else { return nil }
        return (Int(w.ws_col), Int(w.ws_row))
    }

    /// NO_COLOR (https://no-color.org): present and not empty turns colour off.
    static var colorAllowed: Bool {
        (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    }
}
