/// The `?` overlay: every key of `KeyMap`, in a box over the middle of the screen.
enum Help {
    static var keys: [(key: String, action: String)] { KeyMap.bindings.map { ($0.label, $0.help) } }

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
