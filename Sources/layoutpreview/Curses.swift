import CNcurses
import CTerminalGuard
import Foundation
import Preview

/// The thin ncurses layer: starts and restores the terminal, paints a canvas, reads an event.
/// Painting hands ncurses only the cells that differ from the canvas painted last, and its
/// `refresh` sends those (no `clear`, so no flicker); a resize or Ctrl-L repaints everything.
struct Curses {
    let window: UnsafeMutablePointer<WINDOW>
    let color: Bool
    /// Whether the locale is UTF-8; without it box drawing would print as garbage, so the
    /// screen draws in ASCII.
    var unicode = true
    /// Colour pairs allocated so far, by `pairIndex` (foreground and background, each of 8
    /// colours or the default); 0 is the terminal's default pair, -1 not allocated yet.
    private var pairs = [Int16](repeating: -1, count: 81)
    private var pairCount: Int16 = 0
    /// What the terminal shows: the canvas painted last (nil: unknown, so repaint every cell).
    private var shown: Canvas?

    /// Puts the terminal in raw, no-echo, keypad mode with a hidden cursor. `setlocale` first,
    /// so wide characters draw.
    static func start(color wanted: Bool, mouse: Bool) -> Curses? {
        setlocale(LC_ALL, "")
        lp_block_quit_signals()
        _ = lp_guard_save_modes(STDIN_FILENO)
        // newterm, unlike initscr, returns NULL for an unknown TERM instead of exiting.
        guard lp_newterm() != nil else { return nil }
        raw()              // Ctrl-C arrives as a key; `q` and Esc quit too
        noecho()
        typeahead(-1)      // no polling of the input while painting: one write per frame
        nonl()
        keypad(lp_stdscr(), true)
        set_escdelay(25)   // Esc quits without the default one-second wait
        curs_set(0)
        timeout(100)       // wake to notice signals
        var color = false
        if wanted && has_colors() {
            start_color()
            use_default_colors()
            color = true
        }
        if mouse { lp_enable_mouse() }
        guard let window = lp_stdscr() else { return nil }
        guardTerminal(mouse: mouse)
        return Curses(window: window, color: color, unicode: lp_locale_is_utf8() == 1)
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
        guard let out = fopen("/dev/null", "w"), let input = fopen("/dev/null", "r"),
              newterm("xterm-256color", out, input) != nil else { return nil }
        start_color()
        use_default_colors()
        guard let window = lp_stdscr() else { return nil }
        return Curses(window: window, color: true)
    }

    static func stop() {
        endwin()
        lp_guard_remove()
    }

    /// The SIGINT, SIGTERM or SIGHUP received since `start` (they are blocked and polled, see
    /// shim.h), or 0.
    static var pendingSignal: Int32 { lp_pending_quit_signal() }

    var size: (columns: Int, rows: Int) {
        var y: Int32 = 0, x: Int32 = 0
        lp_getmaxyx(window, &y, &x)
        return (Int(x), Int(y))
    }

    /// Draws the cells that changed since the last paint (every cell when `full`, the first
    /// time, or when the size changed), then refreshes.
    mutating func paint(_ canvas: Canvas, full: Bool = false) {
        let (columns, rows) = size
        let previous = full || shown?.width != canvas.width || shown?.height != canvas.height ? nil : shown
        if previous == nil { clearok(lp_curscr(), true) }
        for y in 0..<min(rows, canvas.height) {
            let start = y * canvas.width
            if let previous, previous.cells[start..<(start + canvas.width)] == canvas.cells[start..<(start + canvas.width)] { continue }
            canvas.forEachShown(inRow: y) { x, character, s, width in
                guard x + width <= columns else { return }
                if let previous, previous.cells[start + x..<start + x + width] == canvas.cells[start + x..<start + x + width] { return }
                var attrs = lp_a_normal()
                if s.bold { attrs |= lp_a_bold() }
                if s.dim { attrs |= lp_a_dim() }
                if s.reverse { attrs |= lp_a_reverse() }
                let pair = pair(s)
                // Where the terminal's wcwidth disagrees with the canvas, `?` in each column keeps
                // the rest of the line in place.
                let agrees = character.value < 0x7F || lp_wcwidth(wchar_t(character.value)) == width
                for i in 0..<(agrees ? 1 : width) {
                    lp_put(window, Int32(y), Int32(x + i), wchar_t(agrees ? character.value : 0x3F), attrs, pair)
                }
            }
        }
        wrefresh(window)
        shown = canvas
    }

    /// The colour pair for a style, allocated on first use; 0 (the default colours) when colour
    /// is off or the terminal has no pairs left.
    private mutating func pair(_ s: CellStyle) -> Int16 {
        guard color, s.foreground != nil || s.background != nil else { return 0 }
        let fg = s.foreground.map { Int16($0.rawValue) } ?? -1, bg = s.background.map { Int16($0.rawValue) } ?? -1
        let key = Int(fg + 1) * 9 + Int(bg + 1)
        if pairs[key] >= 0 { return pairs[key] }
        let next = pairCount + 1
        guard Int(next) < lp_color_pairs(), init_pair(next, fg, bg) == OK else {
            pairs[key] = 0
            return 0
        }
        pairCount = next
        pairs[key] = next
        return next
    }

    /// The next event, or nil after 100 ms without one.
    func read() -> Event? {
        var wch: wint_t = 0
        let status = wget_wch(window, &wch)
        if status == lp_key_code_yes() {
            switch Int32(wch) {
            case lp_key_resize():
                let (columns, rows) = size
                return .resize(columns: columns, rows: rows)
            case lp_key_mouse():
                var y: Int32 = 0, x: Int32 = 0
                switch lp_mouse_event(&y, &x) {
                case 1: return .click(column: Int(x), row: Int(y))
                case 2: return .key(.up)   // the wheel scrolls the selected scroll view a row
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
