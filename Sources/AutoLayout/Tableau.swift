/// The solver's rows in solved form (basic symbol → row), with a column index (symbol → the
/// basic symbols whose rows hold it), so that substituting a symbol or finding the row that
/// limits it visits only the rows that hold it, not every row. Both are arrays indexed by the
/// symbol's number: no hashing on the solver's hot path.
struct Tableau: Sendable {
    typealias Symbol = Solver.Symbol

    private var rowByID: [Row?] = []
    private var columns: [[Symbol]] = []

    private mutating func grow(_ id: Int) {
        if id >= rowByID.count {
            let n = max(id + 1, rowByID.count * 2)
            rowByID += Array(repeating: nil, count: n - rowByID.count)
            columns += Array(repeating: [], count: n - columns.count)
        }
    }

    subscript(_ basic: Symbol) -> Row? { basic.id < rowByID.count ? rowByID[basic.id] : nil }

    /// The basic symbols whose rows hold `symbol`.
    func rows(containing symbol: Symbol) -> [Symbol] { symbol.id < columns.count ? columns[symbol.id] : [] }

    mutating func insert(_ basic: Symbol, _ row: Row) {
        grow(basic.id)
        rowByID[basic.id] = row
        for s in row.cells.keys { index(s, basic) }
    }

    @discardableResult
    mutating func remove(_ basic: Symbol) -> Row? {
        guard let row = self[basic] else { return nil }
        rowByID[basic.id] = nil
        for s in row.cells.keys { unindex(s, basic) }
        return row
    }

    private mutating func index(_ symbol: Symbol, _ basic: Symbol) {
        grow(symbol.id)
        columns[symbol.id].append(basic)
    }

    private mutating func unindex(_ symbol: Symbol, _ basic: Symbol) {
        guard symbol.id < columns.count, let i = columns[symbol.id].firstIndex(of: basic) else { return }
        columns[symbol.id].swapAt(i, columns[symbol.id].count - 1)
        columns[symbol.id].removeLast()
    }

    /// Replaces `symbol` by `row` in every row that holds it; returns the restricted basic
    /// symbols whose constants went negative (they need the dual simplex).
    mutating func substitute(_ symbol: Symbol, _ row: Row) -> [Symbol] {
        var negative: [Symbol] = []
        for basic in rows(containing: symbol) {
            guard var target = rowByID[basic.id], let coefficient = target.cells.removeValue(forKey: symbol) else { continue }
            rowByID[basic.id] = nil // no second reference while it changes
            target.constant += row.constant * coefficient
            var added: [Symbol] = [], removed: [Symbol] = []
            target.cells.add(row.cells, times: coefficient, added: { added.append($0) }, removed: { removed.append($0) })
            rowByID[basic.id] = target
            for s in added { index(s, basic) }
            for s in removed { unindex(s, basic) }
            if basic.kind != .external && target.constant < 0 { negative.append(basic) }
        }
        if symbol.id < columns.count { columns[symbol.id] = [] }
        return negative
    }

    mutating func addConstant(_ basic: Symbol, _ delta: Double) {
        rowByID[basic.id]?.constant += delta
    }

    /// Removes `symbol` from every row (the phase-one artificial variable).
    mutating func erase(_ symbol: Symbol) {
        for basic in rows(containing: symbol) { rowByID[basic.id]?.cells[symbol] = nil }
        if symbol.id < columns.count { columns[symbol.id] = [] }
    }
}
