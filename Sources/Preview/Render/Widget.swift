/// A part of a page, in ratatui's shape: it says how tall it is at a width, and draws itself into
/// a rectangle of a canvas. Pages (render, compare, the matrix) are a few widgets stacked and set
/// side by side; `PageText` turns the canvas into text, once per format.
public protocol Widget {
    func height(width: Int) -> Int
    func draw(in area: CellRect, on canvas: inout Canvas)
}

/// Lines of text made for a width: wrapped prose, a table that stacks when narrow, captions.
/// A line wider than the area is cut at its edge (the maker keeps them within it).
public struct Lines: Widget {
    let style: CellStyle
    let make: (Int) -> [String]

    public init(style: CellStyle = .plain, _ make: @escaping (Int) -> [String]) {
        self.style = style
        self.make = make
    }

    /// The same lines at every width.
    public init(_ lines: [String], style: CellStyle = .plain) {
        self.init(style: style) { _ in lines }
    }

    /// Prose wrapped to the width; an empty text takes no line.
    public static func paragraph(_ text: String) -> Lines {
        Lines { text.isEmpty ? [] : TextWrap.lines(text, $0) }
    }

    /// `count` blank lines.
    public static func blank(_ count: Int = 1) -> Lines { Lines(Array(repeating: "", count: count)) }

    public func height(width: Int) -> Int { make(width).count }

    public func draw(in area: CellRect, on canvas: inout Canvas) {
        for (i, line) in make(area.width).enumerated() where i < area.height {
            canvas.text(area.minX, area.minY + i, line, style, maxX: area.maxX)
        }
    }
}

/// A canvas drawn elsewhere (the device mock), placed at the area's top left.
public struct CanvasWidget: Widget {
    let canvas: Canvas

    public init(_ canvas: Canvas) { self.canvas = canvas }

    public func height(width: Int) -> Int { canvas.height }

    public func draw(in area: CellRect, on canvas: inout Canvas) {
        canvas.draw(self.canvas, atX: area.minX, y: area.minY, maxX: area.maxX, maxY: area.maxY)
    }
}

/// Widgets one under another, each as tall as it asks.
public struct Stack: Widget {
    let parts: [any Widget]

    public init(_ parts: [any Widget]) { self.parts = parts }

    public func height(width: Int) -> Int { parts.reduce(0) { $0 + $1.height(width: width) } }

    public func draw(in area: CellRect, on canvas: inout Canvas) {
        var y = area.minY
        for part in parts where y < area.maxY {
            let h = part.height(width: area.width)
            part.draw(in: CellRect(minX: area.minX, minY: y, maxX: area.maxX, maxY: min(area.maxY, y + h)), on: &canvas)
            y += h
        }
    }
}

/// Widgets side by side, each in a column of a fixed width or sharing what is left (`fill`),
/// all starting on the same row; as tall as the tallest.
public struct Row: Widget {
    public enum Width: Sendable {
        case fixed(Int)
        case fill
    }

    let parts: [(width: Width, widget: any Widget)]

    public init(_ parts: [(width: Width, widget: any Widget)]) { self.parts = parts }

    /// Each column's minimum x and width in `width` columns: fixed ones first, the rest shared
    /// by the fill ones (the first takes the remainder).
    func columns(_ width: Int) -> [(x: Int, width: Int)] {
        let fixed = parts.reduce(0) { sum, part in if case .fixed(let w) = part.width { sum + w } else { sum } }
        let fills = parts.filter { if case .fill = $0.width { true } else { false } }.count
        let share = fills == 0 ? 0 : max(0, width - fixed) / fills
        var extra = fills == 0 ? 0 : max(0, width - fixed) - share * fills
        var x = 0
        return parts.map { part in
            let w: Int
            switch part.width {
            case .fixed(let f): w = f
            case .fill:
                w = share + extra
                extra = 0
            }
            defer { x += w }
            return (x, w)
        }
    }

    public func height(width: Int) -> Int {
        zip(parts, columns(width)).map { $0.widget.height(width: $1.width) }.max() ?? 0
    }

    public func draw(in area: CellRect, on canvas: inout Canvas) {
        for (part, column) in zip(parts, columns(area.width)) where column.width > 0 {
            part.widget.draw(
                in: CellRect(
                    minX: area.minX + column.x, minY: area.minY,
                    maxX: min(area.maxX, area.minX + column.x + column.width), maxY: area.maxY), on: &canvas)
        }
    }
}

/// A character down every row of its area: the line between two pages set side by side.
public struct Divider: Widget {
    let text: String
    let style: CellStyle

    /// `text` on each row, padded as given (" │ ").
    public init(_ text: String, style: CellStyle = .plain) {
        self.text = text
        self.style = style
    }

    public func height(width: Int) -> Int { 0 }

    public func draw(in area: CellRect, on canvas: inout Canvas) {
        guard area.maxY > area.minY else { return }
        // Measured and drawn once, then copied to every row.
        var line = Canvas(width: max(0, area.maxX - area.minX), height: 1)
        line.text(0, 0, text, style)
        for y in area.minY..<area.maxY { canvas.draw(line, atX: area.minX, y: y, maxX: area.maxX) }
    }
}
