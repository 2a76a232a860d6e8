/// A colour every output can draw: the eight ANSI colours that ncurses also has.
public enum CellColor: Int, Sendable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell is drawn: colours and attributes that ncurses, ANSI and plain text all understand
/// (plain text ignores them).
public struct CellStyle: Equatable, Hashable, Sendable {
    public var foreground: CellColor?
    public var background: CellColor?
    public var bold = false
    public var dim = false
    public var reverse = false

    public init(foreground: CellColor? = nil, background: CellColor? = nil, bold: Bool = false, dim: Bool = false, reverse: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
    }

    public static let plain = CellStyle()

    /// The style in 11 bits: each colour 0 (none) or 1 + its number, then bold, dim, reverse.
    public var packed: UInt32 {
        let fg = foreground.map { UInt32($0.rawValue + 1) } ?? 0
        let bg = background.map { UInt32($0.rawValue + 1) } ?? 0
        return fg | bg << 4 | (bold ? 1 << 8 : 0) | (dim ? 1 << 9 : 0) | (reverse ? 1 << 10 : 0)
    }

    init(packed p: UInt32) {
        self.init(
            foreground: p & 0xF == 0 ? nil : CellColor(rawValue: Int(p & 0xF) - 1),
            background: p >> 4 & 0xF == 0 ? nil : CellColor(rawValue: Int(p >> 4 & 0xF) - 1),
            bold: p & 1 << 8 != 0, dim: p & 1 << 9 != 0, reverse: p & 1 << 10 != 0)
    }
}

/// One character cell. A cell holds one Unicode scalar, which is what a terminal cell, ncurses'
/// `cchar_t` and a plain-text column all take; a scene's multi-scalar character (a decomposed
/// accent, an emoji sequence) is drawn by its first scalar, so the picture keeps its columns.
/// A wide character (CJK, emoji) takes two cells: itself, then `wideTail`.
///
/// A cell is one 32-bit integer (the scalar in the low 21 bits, the style above them), so the
/// screen's diff of two canvases each frame compares integers, and a 200×60 canvas is 48 KB.
public struct Cell: Equatable, Sendable {
    private var bits: UInt32

    public init(character: Unicode.Scalar, style: CellStyle) {
        bits = character.value | style.packed << 21
    }

    public var character: Unicode.Scalar {
        // Every stored value came from a scalar.
        get { Unicode.Scalar(bits & 0x1F_FFFF).unsafelyUnwrapped }
        set { bits = bits & ~0x1F_FFFF | newValue.value }
    }

    public var style: CellStyle {
        get { CellStyle(packed: bits >> 21) }
        set { bits = bits & 0x1F_FFFF | newValue.packed << 21 }
    }

    public static let blank = Cell(character: " ", style: .plain)
    /// The right half of the wide character in the cell to its left.
    public static let wideTail: Unicode.Scalar = "\u{0}"
}

/// A grid of cells, like ratatui's `Buffer`: widgets draw into it, later draws on top of earlier
/// ones (so drawing order is z-order), and writes outside the grid are ignored.
///
/// Wide characters keep one invariant, so that reading needs no width lookups: a cell is the
/// left half of a wide character exactly when the next cell is `Cell.wideTail`. A write over
/// either half turns the other half into a space.
public struct Canvas: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x, y) ? cells[y * width + x] : .blank }
        set { if contains(x, y) { cells[y * width + x] = newValue } }
    }

    public func contains(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    /// One narrow character (box drawing, glyphs); `text` draws scene text, wide or not.
    public mutating func put(_ x: Int, _ y: Int, _ character: Unicode.Scalar, _ style: CellStyle = .plain) {
        guard contains(x, y) else { return }
        splitWide(at: x, y)
        // The screen's side of the output gate: no control character reaches a cell.
        let safe = character.value < 0x7F && character.value >= 0x20 || !OutputGate.isBlocked(character.value) && character != "\n" && character != "\t"
        cells[y * width + x] = Cell(character: safe ? character : "?", style: style)
    }

    /// Before cell (x, y) is written: the other half of a wide character it holds becomes a space.
    private mutating func splitWide(at x: Int, _ y: Int) {
        let i = y * width + x
        if cells[i].character == Cell.wideTail {
            if x > 0 { cells[i - 1].character = " " }
        } else if x + 1 < width, cells[i + 1].character == Cell.wideTail {
            cells[i + 1].character = " "
        }
    }

    /// Changes the style of a cell and keeps its character (shading what shows through).
    public mutating func restyle(_ x: Int, _ y: Int, _ transform: (inout CellStyle) -> Void) {
        guard contains(x, y) else { return }
        transform(&cells[y * width + x].style)
    }

    /// Text from (x, y), cut at `maxX` (exclusive); each character takes its terminal width
    /// (`TerminalWidth`), and a wide one that does not fit whole is left out.
    public mutating func text(_ x: Int, _ y: Int, _ string: String, _ style: CellStyle = .plain, maxX: Int? = nil) {
        let limit = min(maxX ?? width, width)
        var column = x
        guard y >= 0, y < height else { return }
        let shape = TerminalWidth.shape(string)
        if shape == .ascii {
            // ASCII, the most text: a byte is a character of one column, and only the run's two
            // ends can cut a wide character.
            let first = max(0, x)
            let end = min(limit, x + string.utf8.count)
            guard first < end else { return }
            splitWide(at: first, y)
            splitWide(at: end - 1, y)
            var cell = Cell(character: " ", style: style)
            var i = y * width + first
            cells.withUnsafeMutableBufferPointer { cells in
                for byte in string.utf8.dropFirst(first - x).prefix(end - first) {
                    // The output gate: a control character shows as `?`.
                    cell.character = byte >= 0x20 && byte < 0x7F ? Unicode.Scalar(byte) : "?"
                    cells[i] = cell
                    i += 1
                }
            }
            return
        }
        /// Draws one character by its first scalar; false once the text reaches `limit`.
        func place(_ scalar: Unicode.Scalar) -> Bool {
            let columns = TerminalWidth.of(scalar)
            guard column + columns <= limit else { return false }
            if columns == 0 { return true }
            // Left of the canvas: a wide character with only its right half inside is left out,
            // as at the right edge.
            if column < 0 {
                column += columns
                return true
            }
            put(column, y, scalar, style)
            if columns == 2 {
                // `put` already blanked a right half here that belonged to the left half it replaced.
                splitWide(at: column + 1, y)
                cells[y * width + column + 1] = Cell(character: Cell.wideTail, style: style)
            }
            column += columns
            return true
        }
        if shape == .scalars {
            for scalar in string.unicodeScalars {
                if !place(scalar) { return }
            }
        } else {
            for character in string {
                guard let scalar = character.unicodeScalars.first else { continue }
                if !place(scalar) { return }
            }
        }
    }

    public mutating func fill(_ r: CellRect, _ character: Unicode.Scalar, _ style: CellStyle = .plain) {
        let c = r.intersection(CellRect(minX: 0, minY: 0, maxX: width, maxY: height))
        guard !c.isEmpty else { return }
        let cell = Cell(character: character, style: style)
        for y in c.minY..<c.maxY {
            splitWide(at: c.minX, y)
            splitWide(at: c.maxX - 1, y)
            for x in c.minX..<c.maxX { cells[y * width + x] = cell }
        }
    }

    /// Copies `other` onto this canvas with its top-left cell at (x, y), clipped to this canvas
    /// and to `maxX` and `maxY` (exclusive).
    public mutating func draw(_ other: Canvas, atX x: Int, y: Int, maxX: Int? = nil, maxY: Int? = nil) {
        let first = max(0, x)
        let last = min(width, maxX ?? width, x + other.width) - 1
        guard first <= last else { return }
        for row in 0..<other.height where y + row >= 0 && y + row < min(height, maxY ?? height) {
            splitWide(at: first, y + row)
            splitWide(at: last, y + row)
            let target = (y + row) * width + first
            let source = row * other.width + first - x
            cells.withUnsafeMutableBufferPointer { to in
                other.cells.withUnsafeBufferPointer { from in
                    _ = UnsafeMutableBufferPointer(rebasing: to[target...target + last - first])
                        .update(fromContentsOf: from[source...source + last - first])
                }
            }
            // A wide character the clipping cut in half: a right half at the left edge (its left
            // half is not copied), a left half at the right edge whose right half is cut off.
            let start = (y + row) * width
            if cells[start + first].character == Cell.wideTail { cells[start + first].character = " " }
            if last + 1 < x + other.width, other.cells[row * other.width + last + 1 - x].character == Cell.wideTail {
                cells[start + last].character = " "
            }
        }
    }

    /// Calls `body` for each character row `y` shows, left to right, with the columns it takes:
    /// a wide character comes once, with 2. With `previous` (a canvas of the same size), only for
    /// the characters whose cells differ from it: what a screen must paint again.
    public func forEachShown(
        inRow y: Int, changedSince previous: Canvas? = nil,
        _ body: (_ x: Int, _ character: Unicode.Scalar, _ style: CellStyle, _ columns: Int) -> Void
    ) {
        guard y >= 0, y < height else { return }
        let start = y * width
        // The row's cells as buffers, so the loop neither checks bounds nor retains per cell.
        cells.withUnsafeBufferPointer { all in
            let row = UnsafeBufferPointer(rebasing: all[start..<start + width])
            func visit(_ before: UnsafeBufferPointer<Cell>?) {
                var x = 0
                while x < width {
                    if let before {
                        // Unchanged cells are skipped two at a time. A right half is not a place
                        // to start: back up onto its left half, which paints the pair if either
                        // half changed.
                        let start = x
                        while x + 1 < width, before[x] == row[x], before[x + 1] == row[x + 1] { x += 2 }
                        if x > start, x < width, row[x].character == Cell.wideTail { x -= 1 }
                        guard x < width else { break }
                    }
                    let cell = row[x]
                    if x + 1 < width, row[x + 1].character == Cell.wideTail {
                        if before == nil || before![x] != cell || before![x + 1] != row[x + 1] {
                            body(x, cell.character, cell.style, 2)
                        }
                        x += 2
                    } else {
                        if before == nil || before![x] != cell {
                            body(x, cell.character == Cell.wideTail ? " " : cell.character, cell.style, 1)
                        }
                        x += 1
                    }
                }
            }
            guard let previous, previous.width == width, previous.height == height else { return visit(nil) }
            previous.cells.withUnsafeBufferPointer { visit(UnsafeBufferPointer(rebasing: $0[start..<start + width])) }
        }
    }

    /// For `--ascii`, applied to the whole screen (`ASCIIFallback`).
    public mutating func replaceNonASCII() {
        var ascii = self
        for y in 0..<height {
            forEachShown(inRow: y) { x, character, style, columns in
                guard character.value > 0x7E else { return }
                for i in 0..<columns { ascii.cells[y * width + x + i] = Cell(character: ASCIIFallback.scalar(character), style: style) }
            }
        }
        self = ascii
    }

    /// The columns row y takes in `lines`, trailing spaces trimmed.
    public func shownWidth(ofRow y: Int) -> Int {
        guard y >= 0, y < height else { return 0 }
        var end = width
        while end > 0, cells[y * width + end - 1].character == " " { end -= 1 }
        return end
    }

    /// Whether row `y` holds the same cells as `other`'s (of the same width): the screen's diff
    /// skips unchanged rows with it, comparing the packed cells in place, without copies.
    public func row(_ y: Int, equals other: Canvas) -> Bool {
        guard other.width == width, y >= 0, y < height, y < other.height else { return false }
        let stride = MemoryLayout<Cell>.stride
        let offset = y * width * stride
        let end = offset + width * stride
        // Eight bytes (two cells) at a time.
        return cells.withUnsafeBytes { a in
            other.cells.withUnsafeBytes { b in
                var i = offset
                while i + 8 <= end {
                    if a.loadUnaligned(fromByteOffset: i, as: UInt64.self) != b.loadUnaligned(fromByteOffset: i, as: UInt64.self) { return false }
                    i += 8
                }
                while i < end {
                    if a[i] != b[i] { return false }
                    i += 1
                }
                return true
            }
        }
    }

    /// Each row's characters, trailing spaces trimmed.
    public var lines: [String] {
        (0..<height).map { y in
            var utf8: [UInt8] = []
            utf8.reserveCapacity(width)
            forEachShown(inRow: y) { _, character, _, _ in utf8.appendUTF8(character) }
            while utf8.last == 0x20 { utf8.removeLast() }
            return String(decoding: utf8, as: UTF8.self)
        }
    }
}

/// A rectangle of cells: columns minX..<maxX, rows minY..<maxY.
public struct CellRect: Equatable, Hashable, Sendable {
    public var minX: Int
    public var minY: Int
    public var maxX: Int
    public var maxY: Int

    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    public var width: Int { max(0, maxX - minX) }
    public var height: Int { max(0, maxY - minY) }
    public var isEmpty: Bool { width == 0 || height == 0 }

    public func intersection(_ o: CellRect) -> CellRect {
        CellRect(minX: max(minX, o.minX), minY: max(minY, o.minY), maxX: min(maxX, o.maxX), maxY: min(maxY, o.maxY))
    }
}

extension [UInt8] {
    /// Appends the scalar's UTF-8 bytes; building lines as bytes is several times faster than
    /// appending to a String cell by cell, and the canvas is turned into text every frame.
    public mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        switch v {
        case 0..<0x80:
            append(UInt8(v))
        case 0x80..<0x800:
            append(UInt8(0xC0 | v >> 6))
            append(UInt8(0x80 | v & 0x3F))
        case 0x800..<0x10000:
            append(UInt8(0xE0 | v >> 12))
            append(UInt8(0x80 | v >> 6 & 0x3F))
            append(UInt8(0x80 | v & 0x3F))
        default:
            append(UInt8(0xF0 | v >> 18))
            append(UInt8(0x80 | v >> 12 & 0x3F))
            append(UInt8(0x80 | v >> 6 & 0x3F))
            append(UInt8(0x80 | v & 0x3F))
        }
    }
}
