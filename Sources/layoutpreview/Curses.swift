import CNcurses
import CTerminalGuard
import Foundation
import Preview

/// The thin ncurses layer: starts and restores the terminal and reads events with ncurses;
/// paints a canvas itself. Each frame compares the canvas with the one painted last and writes
/// only the cells that changed, with terminfo's own cursor and attribute strings, in one write:
/// ncurses' refresh flushes at nearly every cursor move (30 writes for a 1.4 KB frame at
/// 200x60). A resize or Ctrl-L clears and repaints everything. ncurses' own window stays blank
/// and untouched, so its refresh never draws over the frame.
struct Curses {
    let window: UnsafeMutablePointer<WINDOW>
    let color: Bool
    /// Where frames are written: the terminal, or /dev/null for the benchmark.
    let output: Int32
    /// Whether the locale is UTF-8; without it box drawing would print as garbage, so the
    /// screen draws in ASCII.
    var unicode = true
    /// What the terminal shows: the canvas painted last (nil: unknown, so repaint every cell).
    private var shown: Canvas?
    private let strings = TerminalStrings()
    /// Each style's bytes, by `CellStyle.packed` (11 bits), made the first time a frame needs them.
    private var styleBytes = [[UInt8]](repeating: [], count: 1 << 11)

    /// Puts the terminal in raw, no-echo, keypad mode with a hidden cursor. `setlocale` first,
    /// so wide characters draw.
    static func start(color wanted: Bool, mouse: Bool) -> Curses? {
        setlocale(LC_ALL, "")
        lp_block_quit_signals()
        _ = lp_guard_save_modes(STDIN_FILENO)
        // newterm, unlike initscr, returns NULL for an unknown TERM instead of exiting.
        guard lp_newterm() != nil else { return nil }
        raw()  // Ctrl-C arrives as a key; `q` and Esc quit too
        noecho()
        typeahead(-1)  // no polling of the input while ncurses writes
        nonl()
        keypad(lp_stdscr(), true)
        set_escdelay(25)  // Esc quits without the default one-second wait
        curs_set(0)
        timeout(100)  // wake to notice signals
        var color = false
        if wanted && has_colors() {
            start_color()
            use_default_colors()
            color = true
        }
        if mouse { lp_enable_mouse() }
        guard let window = lp_stdscr() else { return nil }
        // ncurses' own first refresh: the alternate screen, keypad mode, the hidden cursor.
        wrefresh(window)
        guardTerminal(mouse: mouse)
        return Curses(window: window, color: color, output: STDOUT_FILENO, unicode: lp_locale_is_utf8() == 1)
    }

    /// A crash from here on restores the terminal (see terminal_guard.h): what endwin() would
    /// send, taken from terminfo now, since nothing of ncurses may run in a signal handler.
    private static func guardTerminal(mouse: Bool) {
        let capabilities: [String] = ["sgr0", "cnorm", "rmkx", "rmcup"]
        var reset = capabilities.compactMap { name -> String? in
            name.withCString { lp_tigetstr($0) }.map { String(cString: $0) }
        }.joined()
        if mouse { reset += "\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l" }
        reset += "\r\n"
        let bytes = Array(reset.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { lp_guard_install(STDOUT_FILENO, $0.baseAddress, Int32($0.count)) }
        }
    }

    /// Whether the terminal has gone away (its input hung up or failed): the loop then ends
    /// instead of spinning on a dead descriptor, as under nohup or setsid.
    static var inputClosed: Bool { lp_guard_input_closed(STDIN_FILENO) == 1 }

    /// A screen for the benchmark: a terminal of `columns` × `rows` writing to /dev/null.
    static func offscreen(columns: Int, rows: Int) -> Curses? {
        setenv("COLUMNS", String(columns), 1)
        setenv("LINES", String(rows), 1)
        setlocale(LC_ALL, "")  // as `start`: the terminal's wcwidth then agrees on wide characters
        guard let out = fopen("/dev/null", "w"), let input = fopen("/dev/null", "r"),
            newterm("xterm-256color", out, input) != nil
        else { return nil }
        start_color()
        use_default_colors()
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard let window = lp_stdscr(), null >= 0 else { return nil }
        return Curses(window: window, color: true, output: null)
    }

    static func stop() {
        endwin()
        lp_guard_remove()
    }

    /// The SIGINT, SIGTERM or SIGHUP received since `start` (they are blocked and polled, see
    /// shim.h), or 0.
    static var pendingSignal: Int32 { lp_pending_quit_signal() }

    /// Whether the program was continued (SIGCONT, after a stop) since last asked.
    static var continued: Bool { lp_take_continue_signal() == 1 }

    var size: (columns: Int, rows: Int) {
        var y: Int32 = 0
        var x: Int32 = 0
        lp_getmaxyx(window, &y, &x)
        return (Int(x), Int(y))
    }

    /// Writes the cells that changed since the last paint (every cell when `full`, the first
    /// time, or when the size changed), in one write.
    /// Returns the bytes written (for `bench`).
    @discardableResult
    mutating func paint(_ canvas: Canvas, full: Bool = false) -> Int {
        let (columns, rows) = size
        let previous = full || shown?.width != canvas.width || shown?.height != canvas.height ? nil : shown
        var out: [UInt8] = []
        out.reserveCapacity(previous == nil ? canvas.width * canvas.height * 2 : 4096)
        if previous == nil { out += strings.clear }
        out += strings.reset
        // Styles compare as their packed bits, and the terminal's strings are read once a frame.
        var style = CellStyle.plain.packed
        var cursor: (x: Int, y: Int)? = previous == nil ? (0, 0) : nil
        let ansiMove = strings.ansiMove
        for y in 0..<min(rows, canvas.height) {
            if let previous, canvas.row(y, equals: previous) { continue }
            canvas.forEachShown(inRow: y, changedSince: previous) { x, character, s, width in
                guard x + width <= columns else { return }
                let packed = s.packed
                if previous == nil, packed == 0, character == " " { return }  // the cleared screen already shows it
                if cursor.map({ $0.x != x || $0.y != y }) ?? true { TerminalStrings.move(y, x, ansi: ansiMove, into: &out) }
                if packed != style {
                    out += attributes(s)
                    style = packed
                }
                // Where the terminal's wcwidth disagrees with the canvas, `?` in each column keeps
                // the rest of the line in place.
                if character.value < 0x7F || lp_wcwidth(wchar_t(character.value)) == width {
                    out.appendUTF8(character)
                } else {
                    for _ in 0..<width { out.append(UInt8(ascii: "?")) }
                }
                cursor = (x + width, y)
            }
        }
        out += strings.reset
        writeAll(output, out)
        shown = canvas
        return out.count
    }

    /// The bytes that switch the terminal to style `s`.
    private mutating func attributes(_ s: CellStyle) -> [UInt8] {
        let key = Int(s.packed)
        if styleBytes[key].isEmpty { styleBytes[key] = strings.attributes(s, color: color) }
        return styleBytes[key]
    }

    /// The next event, or nil after 100 ms without one.
    /// An event already waiting, without waiting for one.
    func readNow() -> Event? {
        wtimeout(window, 0)
        defer { wtimeout(window, 100) }
        return read()
    }

    func read() -> Event? {
        var wch: wint_t = 0
        let status = wget_wch(window, &wch)
        if status == lp_key_code_yes() {
            switch Int32(wch) {
            case lp_key_resize():
                // ncurses has resized its window: let it redraw (blank) now, not at the next
                // read, which would come after the repainted frame and wipe it.
                wrefresh(window)
                let (columns, rows) = size
                return .resize(columns: columns, rows: rows)
            case lp_key_mouse():
                var y: Int32 = 0
                var x: Int32 = 0
                switch lp_mouse_event(&y, &x) {
                case 1: return .click(column: Int(x), row: Int(y))
                case 2: return .key(.up)  // the wheel scrolls the selected scroll view a row
                case 3: return .key(.down)
                default: return nil
                }
            case lp_key_up(): return .key(.up)
            case lp_key_down(): return .key(.down)
            case lp_key_left(): return .key(.left)
            case lp_key_right(): return .key(.right)
            case lp_key_ppage(): return .key(.pageUp)
            case lp_key_npage(): return .key(.pageDown)
            case lp_key_home(): return .key(.home)
            case lp_key_end(): return .key(.end)
            case lp_key_btab(): return .key(.backTab)
            case lp_key_backspace(): return .key(.backspace)
            case lp_key_enter(): return .key(.enter)
            default: return nil
            }
        }
        guard status == OK else { return nil }
        switch wch {
        case 3: return .key(.controlC)
        // Ctrl-L: the terminal's contents may be garbled (another program wrote on it); a resize
        // to the same size relays out and repaints every cell.
        case 12:
            let (columns, rows) = size
            return .resize(columns: columns, rows: rows)
        case 27: return .key(.escape)
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case 8, 127: return .key(.backspace)
        default:
            guard wch >= 32, let scalar = Unicode.Scalar(UInt32(wch)) else { return nil }
            return .key(.character(Character(scalar)))
        }
    }
}

/// The terminal's own strings for what a frame needs, from terminfo (ANSI where it has none).
struct TerminalStrings {
    let clear: [UInt8]
    let reset: [UInt8]
    let bold: [UInt8]
    let dim: [UInt8]
    let reverse: [UInt8]
    let foreground: [[UInt8]]
    let background: [[UInt8]]

    init() {
        func capability(_ name: String, _ fallback: String) -> [UInt8] {
            Array((name.withCString { lp_tigetstr($0) }.map { String(cString: $0) } ?? fallback).utf8)
        }
        clear = capability("clear", "\u{1B}[H\u{1B}[2J")
        reset = capability("sgr0", "\u{1B}[m")
        bold = capability("bold", "\u{1B}[1m")
        dim = capability("dim", "\u{1B}[2m")
        reverse = capability("rev", "\u{1B}[7m")
        foreground = (0..<8).map { n in lp_tparm("setaf", Int32(n), 0).map { Array(String(cString: $0).utf8) } ?? Array("\u{1B}[3\(n)m".utf8) }
        background = (0..<8).map { n in lp_tparm("setab", Int32(n), 0).map { Array(String(cString: $0).utf8) } ?? Array("\u{1B}[4\(n)m".utf8) }
        ansiMove = "cup".withCString { lp_tigetstr($0) }.map { String(cString: $0) == "\u{1B}[%i%p1%d;%p2%dH" } ?? true
    }

    /// Whether terminfo's `cup` is ANSI's (xterm's, tmux's, the Linux console's): moves are then
    /// written directly, without tparm's formatting for each.
    let ansiMove: Bool

    /// To row `y`, column `x` (0-based), appended to `out`; `ansi`: `ansiMove`.
    static func move(_ y: Int, _ x: Int, ansi: Bool, into out: inout [UInt8]) {
        guard !ansi, let cup = lp_tparm("cup", Int32(y), Int32(x)) else {
            out += [0x1B, UInt8(ascii: "[")]
            appendDecimal(y + 1, to: &out)
            out.append(UInt8(ascii: ";"))
            appendDecimal(x + 1, to: &out)
            out.append(UInt8(ascii: "H"))
            return
        }
        var p = cup
        while p.pointee != 0 {
            out.append(UInt8(bitPattern: p.pointee))
            p += 1
        }
    }

    private static func appendDecimal(_ n: Int, to out: inout [UInt8]) {
        var divisor = 1
        while divisor * 10 <= n { divisor *= 10 }
        while divisor > 0 {
            out.append(UInt8(ascii: "0") + UInt8(n / divisor % 10))
            divisor /= 10
        }
    }

    /// A style from scratch: the reset, then its attributes and colours.
    func attributes(_ s: CellStyle, color: Bool) -> [UInt8] {
        var out = reset
        if s.bold { out += bold }
        if s.dim { out += dim }
        if s.reverse { out += reverse }
        if color, let fg = s.foreground { out += foreground[fg.rawValue] }
        if color, let bg = s.background { out += background[bg.rawValue] }
        return out
    }
}
