import Geometry

/// The interactive screen drawn as a canvas: pure, so tests read it as text and the ncurses
/// front end only paints it.
public enum ScreenView {
    static let headerStyle = CellStyle(bold: true)
    static let keyBarStyle = CellStyle(reverse: true)
    static let labelStyle = CellStyle(foreground: .cyan, bold: true)
    static let errorStyle = CellStyle(foreground: .red, bold: true)
    static let infoStyle = CellStyle(foreground: .green)
    static let warningStyle = CellStyle(foreground: .yellow, bold: true)

    /// The whole screen at the state's size.
    public static func view(_ state: AppState) -> Canvas {
        var canvas = Canvas(width: state.columns, height: state.rows)
        guard let regions = ScreenLayout(state) else {
            tooSmall(&canvas)
            return canvas
        }
        let scene = state.scene
        canvas.text(0, 0, "\(Sanitized.text(scene.title)) — \(state.sourceName)", headerStyle)
        let mock = MockRenderer.render(
            state.layout, columns: regions.mock.width, rows: regions.mock.height,
            options: mockOptions(state))
        // The mock, a blank column, a dim line, the inspector: the body between the header and
        // the message row (`ScreenLayout` gives the columns, which mouse clicks read too).
        let body = Row([
            (.fixed(regions.mock.width), CanvasWidget(mock)), (.fixed(regions.inspector.minX - regions.mock.maxX - 1), Lines.blank(0)),
            (.fixed(1), Divider(state.ascii ? "|" : "│", style: CellStyle(dim: true))), (.fill, Inspector.Panel(state: state)),
        ])
        body.draw(in: CellRect(minX: 0, minY: regions.mock.minY, maxX: state.columns, maxY: regions.mock.maxY), on: &canvas)
        drawMessage(state, row: regions.messageRow, beside: regions.inspector, on: &canvas)
        drawKeyBar(state, row: regions.keyBarRow, on: &canvas)
        if state.showHelp { Help.draw(on: &canvas, ascii: state.ascii, scroll: state.helpScroll) }
        if state.ascii { canvas.replaceNonASCII() }
        return canvas
    }

    static func mockOptions(_ state: AppState) -> MockOptions {
        MockOptions(
            ascii: state.ascii, showSafeArea: state.showSafeArea, showMargins: state.showMargins,
            selected: state.inspected.name)
    }

    /// The view under a clicked cell, front to back: the status bar and bars first (they cover
    /// the content), then scene views (deepest first), then containers and the window.
    public static func viewAt(_ state: AppState, column: Int, row: Int) -> String? {
        guard let regions = ScreenLayout(state),
            let (scale, screen) = MockRenderer.placement(state.layout, columns: regions.mock.width, rows: regions.mock.height)
        else { return nil }
        let x = column - regions.mock.minX
        let y = row - regions.mock.minY
        guard x >= screen.minX, x < screen.maxX, y >= screen.minY, y < screen.maxY else { return nil }
        let point = scale.point(column: x, row: y)
        let views = state.layout.views
        let bars = views.filter { [.statusBar, .navigationBar, .toolbar, .tabBar].contains($0.role) }
        let rest = views.filter { ![.statusBar, .navigationBar, .toolbar, .tabBar].contains($0.role) }.reversed()
        return (bars + rest).first { $0.windowFrame.contains(point) }?.name
    }

    /// What is wrong and the way out, wrapped to the width and centred; a shorter wording, the
    /// need first, when the full one does not fit the rows (a 20x5 window still reads it all).
    private static func tooSmall(_ canvas: inout Canvas) {
        let need = ScreenLayout.minimum
        let wordings = [
            [
                "Terminal too small: \(canvas.width)x\(canvas.height).", "layoutpreview needs at least \(need.columns)x\(need.rows).",
                "Enlarge the window, or press q to quit.",
            ],
            ["Needs \(need.columns)x\(need.rows)", "q quits", "Now \(canvas.width)x\(canvas.height)"],
        ]
        let wrapped = wordings.map { wording in
            wording.enumerated().flatMap { i, line in TextWrap.lines(line, max(1, canvas.width)).map { ($0, line.contains("\(need.columns)x")) } }
        }
        let lines = wrapped.first { $0.count <= canvas.height } ?? wrapped[wrapped.count - 1]
        let top = max(0, (canvas.height - lines.count) / 2)
        for (i, (line, bold)) in lines.enumerated() {
            canvas.text(max(0, (canvas.width - TerminalWidth.of(line)) / 2), top + i, line, bold ? CellStyle(bold: true) : .plain)
        }
    }

    private static func drawMessage(_ state: AppState, row: Int, beside inspector: CellRect, on canvas: inout Canvas) {
        switch state.mode {
        case .prompt(let purpose, let text):
            let label: String
            let keys: String
            switch purpose {
            case .device:
                let matches = AppState.devices(matching: text)
                let hint =
                    text.isEmpty
                    ? "type a name or id" : matches.first.map { "→ \($0.name)" + (matches.count > 1 ? " (\(matches.count) matches)" : "") } ?? "no match"
                (label, keys) = ("device: \(Sanitized.text(text))▏ \(hint)", "   Enter pick · Esc cancel")
            case .writeScene: (label, keys) = ("write scene to: \(Sanitized.text(text))▏", "   Enter write · Esc cancel")
            case .exportText: (label, keys) = ("export screen to: \(Sanitized.text(text))▏", "   Enter write · Esc cancel")
            }
            // The keys' reminder gives way when the line is short, never cut in the middle.
            canvas.text(0, row, TerminalWidth.of(label + keys) <= canvas.width ? label + keys : label, CellStyle(bold: true))
        case .editInsets(let edge):
            let insets = state.scene.controller.additionalSafeAreaInsets
            let fields = [Edge.top, .left, .bottom, .right].map { e in
                e == edge ? "[\(e.rawValue) \(insets[e].pointDescription)]" : "\(e.rawValue) \(insets[e].pointDescription)"
            }
            // The longest wording that fits: the four edges always, the keys as room allows.
            let edges = fields.joined(separator: " ")
            let wordings = [
                "additionalSafeAreaInsets \(edges)   ←→ edge · ↑↓ 1 pt · PgUp/PgDn 10 pt · 0 reset · Enter done",
                "additionalSafeAreaInsets \(edges)  ←→ ↑↓ · Enter done",
                "additional \(edges) · ←→ ↑↓ · Enter", edges,
            ]
            canvas.text(0, row, wordings.first { TerminalWidth.of($0) <= canvas.width } ?? edges, CellStyle(bold: true))
        case .confirmOverwrite(_, let path):
            canvas.text(0, row, "\(Sanitized.text(path)) exists: overwrite it? y / n", errorStyle)
        case .normal:
            // A message (and a pairing no device could show, R6b, while it lasts) that fits
            // takes its row across the screen. A longer one (a reload error names file:line:col
            // and what was expected) takes up to three lines in the inspector's column, ending on
            // that row, so the mock above stays whole.
            var paragraphs: [(String, CellStyle)] = []
            if let message = state.message { paragraphs.append((Sanitized.text(message.text), message.isError ? errorStyle : infoStyle)) }
            for warning in state.layout.warnings { paragraphs.append(("warning: " + Sanitized.text(warning), warningStyle)) }
            guard !paragraphs.isEmpty else { return }
            canvas.fill(CellRect(minX: 0, minY: row, maxX: canvas.width, maxY: row + 1), " ")
            if paragraphs.count == 1, TerminalWidth.of(paragraphs[0].0) <= canvas.width {
                canvas.text(0, row, paragraphs[0].0, paragraphs[0].1)
                return
            }
            let lines = paragraphs.flatMap { text, style in TextWrap.lines(text, max(1, inspector.width)).map { ($0, style) } }
            var shown = Array(lines.prefix(min(3, max(1, row - inspector.minY + 1))))
            // More than fits: the last line shown says the text goes on.
            if shown.count < lines.count, let last = shown.last {
                shown[shown.count - 1].0 = TerminalWidth.cut(last.0 + " …", columns: max(1, inspector.width), ascii: state.ascii)
            }
            for (i, line) in shown.enumerated() {
                let y = row - shown.count + 1 + i
                canvas.fill(CellRect(minX: inspector.minX - 1, minY: y, maxX: canvas.width, maxY: y + 1), " ")
                canvas.text(inspector.minX, y, line.0, line.1)
            }
        }
    }

    /// One line: the device and every toggle's current value, then the help key.
    private static func drawKeyBar(_ state: AppState, row: Int, on canvas: inout Canvas) {
        let s = state.scene
        let behavior = state.layout.firstScrollView?.scroll?.contentInsetAdjustmentBehavior.rawValue ?? "no scroll view"
        // Right to left and a hidden status bar are said only when on: the defaults say nothing.
        var parts = [s.device.name, s.orientation.rawValue]
        if s.window != .full { parts.append("window \(s.window)") }
        if let sheet = s.sheet { parts.append("sheet \(sheet)") }
        if s.layoutDirection == .rightToLeft { parts.append("right to left") }
        parts.append(s.versionLabel)
        if s.statusBar == .hidden { parts.append("status bar hidden") }
        parts += [
            "nav \(s.navigation?.bar.rawValue ?? "none")" + (s.navigation?.prefersLargeTitles == true ? " large" : ""),
            "tab \(s.tabBar?.style.rawValue ?? "none")",
            "toolbar \(s.navigation?.toolbar.rawValue ?? "-")",
            "edges \(Comparison.edgeNames(s.controller.edgesForExtendedLayout))" + (s.controller.extendedLayoutIncludesOpaqueBars ? " +opaque" : ""),
            behavior,
        ]
        let separator = state.ascii ? " | " : " · "
        // The way to the help is always shown, at the right end; the state gives way first.
        let hint = separator + "? keys" + separator + "q quit "
        let room = max(0, canvas.width - TerminalWidth.of(hint))
        var status = " " + parts.joined(separator: separator)
        status = TerminalWidth.cut(status, columns: room, ascii: state.ascii)
        canvas.fill(CellRect(minX: 0, minY: row, maxX: canvas.width, maxY: row + 1), " ", keyBarStyle)
        canvas.text(0, row, status, keyBarStyle)
        canvas.text(max(0, canvas.width - TerminalWidth.of(hint)), row, hint, keyBarStyle)
    }
}

extension Double {
    /// A point value as UIKit logs it (`44`, `53.667`).
    var pointDescription: String { PointFormat.string(self) }
}
