/// The `?` overlay: every key of SPEC's table, in a box over the middle of the screen.
enum Help {
    static let keys: [(key: String, action: String)] = [
        ("?", "this help (any key closes it)"),
        ("q  Esc  Ctrl-C", "quit"),
        ("o / O", "next / previous orientation"),
        ("d / D", "next / previous device"),
        ("/", "pick a device by name or id"),
        ("n", "nav bar: translucent, opaque, backgroundImage, hidden, none"),
        ("l", "large titles on / off"),
        ("t", "tab bar: translucent, opaque, hidden, none"),
        ("b", "toolbar: hidden, translucent, opaque"),
        ("c", "contentInsetAdjustmentBehavior (inspected scroll view, else all)"),
        ("e", "edgesForExtendedLayout: all, none, top, bottom"),
        ("x", "extendedLayoutIncludesOpaqueBars on / off"),
        ("a", "edit additionalSafeAreaInsets (arrows; Enter when done)"),
        ("i", "iOS rules: current / 10 (legacy insets)"),
        ("L", "iOS 26+: Liquid Glass / compatibility design"),
        ("s  m", "safe-area overlay, layout-margins overlay"),
        ("Tab / Shift-Tab", "select the next / previous view"),
        ("j k  arrows", "scroll the selected scroll view"),
        ("PgUp PgDn  g G", "scroll by a page, to the top, to the bottom"),
        ("[ / ]", "scroll the inspector up / down"),
        ("w", "write the configuration as a scene file"),
        ("p", "export the screen as text (render output)"),
        ("r", "reload the scene file, keeping the toggles"),
        ("mouse click", "select the view under it"),
    ]

    static func draw(on canvas: inout Canvas, ascii: Bool) {
        let keyWidth = keys.map(\.key.count).max() ?? 0
        let lines = ["Keys"] + keys.map { $0.key.padding(keyWidth + 2) + $0.action }
        let width = min(canvas.width, (lines.map(\.count).max() ?? 0) + 4)
        let height = min(canvas.height, lines.count + 2)
        let x = max(0, (canvas.width - width) / 2), y = max(0, (canvas.height - height) / 2)
        let box = CellRect(minX: x, minY: y, maxX: x + width, maxY: y + height)
        canvas.fill(box, " ")
        canvas.box(box, ascii ? .ascii : .unicode)
        for (i, line) in lines.enumerated() where y + 1 + i < box.maxY - 1 {
            canvas.text(x + 2, y + 1 + i, line, i == 0 ? CellStyle(bold: true) : .plain, maxX: box.maxX - 2)
        }
    }
}
