/// The `?` overlay: every key of `KeyMap`, in a box over the middle of the screen.
enum Help {
    static var keys: [(key: String, action: String)] { KeyMap.bindings.map { ($0.label, $0.help) } }

    /// The keys and what they do, an action that does not fit the screen's width wrapped under
    /// itself (the box takes two columns of border and two of padding).
    static func lines(columns: Int) -> [String] {
        let keyWidth = keys.map(\.key.count).max() ?? 0
        let room = max(10, columns - 4 - keyWidth - 2)
        return keys.flatMap { entry in
            TextWrap.lines(entry.action, room).enumerated().map { i, part in
                (i == 0 ? entry.key : "").padding(keyWidth + 2) + part
            }
        }
    }

    /// How far the key list can scroll on a screen of `columns` × `rows`: 0 when it fits (the
    /// box takes a title line, a status line and its two borders).
    static func maxScroll(rows: Int, columns: Int) -> Int { max(0, lines(columns: columns).count - room(rows: rows)) }

    /// The key lines a screen of `rows` shows at once.
    private static func room(rows: Int) -> Int { max(1, rows - 4) }

    /// The overlay: a title, the keys from `scroll` on, and when they do not all fit, a last
    /// line saying how many more there are and how to see them.
    static func draw(on canvas: inout Canvas, ascii: Bool, scroll: Int = 0) {
        let all = lines(columns: canvas.width)
        let room = room(rows: canvas.height)
        let start = min(max(0, scroll), max(0, all.count - room))
        let shown = Array(all.dropFirst(start).prefix(room))
        let below = all.count - start - shown.count
        let status =
            start == 0 && below == 0 ? "" : "\(start > 0 ? "↑ \(start) above  " : "")\(below > 0 ? "↓ \(below) more  " : "")] [ scroll · any other key closes"
        let body = ["Keys"] + shown + (status.isEmpty ? [] : [status])
        // As wide as the widest line of all, so the box stays put while it scrolls.
        let width = min(canvas.width, (((all + [status]).map { TerminalWidth.of($0) }.max() ?? 0) + 4))
        let height = min(canvas.height, body.count + 2)
        let x = max(0, (canvas.width - width) / 2)
        let y = max(0, (canvas.height - height) / 2)
        let box = CellRect(minX: x, minY: y, maxX: x + width, maxY: y + height)
        canvas.fill(box, " ")
        canvas.box(box, ascii ? .ascii : .unicode)
        for (i, line) in body.enumerated() where y + 1 + i < box.maxY - 1 {
            let style: CellStyle = i == 0 ? CellStyle(bold: true) : !status.isEmpty && i == body.count - 1 ? CellStyle(dim: true) : .plain
            canvas.text(x + 2, y + 1 + i, line, style, maxX: box.maxX - 2)
        }
    }
}
