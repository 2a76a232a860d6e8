import Geometry

/// Maps points to terminal cells: one scale, terminal cells about twice as tall as wide, and
/// each edge rounded on its own (not each size), so neighbouring frames share their edges and
/// nothing jitters as numbers change.
///
///     let s = PointScale(screen: Size(width: 375, height: 812), columns: 40, rows: 40)
///     s.cells(Rect(x: 0, y: 88, width: 375, height: 724)) // rows 4..<40 when 1 row = 20.3 pt
public struct PointScale: Equatable, Sendable {
    /// Points per column; a row is twice as many points.
    public let pointsPerColumn: Double
    /// Where the screen's origin lands on the canvas.
    public let originX: Int
    public let originY: Int

    /// A scale already chosen, with its origin elsewhere (an iPad window inside its screen).
    public init(pointsPerColumn: Double, originX: Int, originY: Int) {
        self.pointsPerColumn = pointsPerColumn
        self.originX = originX
        self.originY = originY
    }

    /// The largest scale at which `screen` fits `columns` × `rows` cells.
    public init(screen: Size, columns: Int, rows: Int, originX: Int = 0, originY: Int = 0) {
        let byWidth = screen.width / Double(max(1, columns))
        let byHeight = screen.height / (2 * Double(max(1, rows)))
        pointsPerColumn = max(byWidth, byHeight, 0.001)
        self.originX = originX
        self.originY = originY
    }

    public func column(_ x: Double) -> Int { originX + Int((x / pointsPerColumn).rounded()) }
    public func row(_ y: Double) -> Int { originY + Int((y / (2 * pointsPerColumn)).rounded()) }

    public func cells(_ r: Rect) -> CellRect {
        CellRect(minX: column(r.minX), minY: row(r.minY), maxX: column(r.maxX), maxY: row(r.maxY))
    }

    /// The cells a length of points spans horizontally, at least `minimum`.
    public func columns(_ length: Double, minimum: Int = 0) -> Int { max(minimum, Int((length / pointsPerColumn).rounded())) }
    public func rows(_ length: Double, minimum: Int = 0) -> Int { max(minimum, Int((length / (2 * pointsPerColumn)).rounded())) }

    /// The point at the centre of a cell, in screen points: the inverse of `column`/`row`.
    public func point(column: Int, row: Int) -> Point {
        Point(x: (Double(column - originX) + 0.5) * pointsPerColumn, y: (Double(row - originY) + 0.5) * 2 * pointsPerColumn)
    }
}
