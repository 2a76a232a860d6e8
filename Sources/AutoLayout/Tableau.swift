/// The solver's rows in solved form (basic symbol → row), with a column index (symbol → the
/// basic symbols whose rows hold it), so that substituting a symbol or finding the row that
/// limits it visits only the rows that hold it, not every row. Rows are an array indexed by the
/// symbol's number, and each column a linked list in one shared pool of entries: no hashing and
/// no allocation per symbol on the solver's hot path.
///
/// A symbol leaving a row leaves its column entry behind, to be dropped the next time the column
/// is walked (the entry's row no longer holds the symbol, or the column named the row already):
/// finding the entry to unlink at once would walk the column, and in a dense tableau, where a
/// symbol is in most rows, that walk per removed cell made solving cubic. Walks keep the order of
/// the live entries, so the solver's choices are the same either way.
struct Tableau: Sendable {
    typealias Symbol = Solver.Symbol

    private var rowByID: [Row?] = []
    /// Each symbol's first column entry, -1 for none.
    private var head: [Int] = []
    /// The pool: an entry's basic symbol and the next entry of its column (-1 ends it); entries
    /// taken out go on a free list through `next`.
    private var basicOf: [Symbol] = []
    private var next: [Int] = []
    private var free = -1
    /// Per basic symbol, the walk that last met its row (to drop a column's second entry for it).
    private var seen: [Int] = []
    private var walk = 0

    mutating func reserveCapacity(_ symbols: Int) {
        grow(symbols)
        basicOf.reserveCapacity(2 * symbols)
        next.reserveCapacity(2 * symbols)
    }

    private mutating func grow(_ id: Int) {
        if id >= rowByID.count {
            let n = max(id + 1, rowByID.count * 2)
            rowByID += Array(repeating: nil, count: n - rowByID.count)
            head += Array(repeating: -1, count: n - head.count)
            seen += Array(repeating: 0, count: n - seen.count)
        }
    }

    subscript(_ basic: Symbol) -> Row? { basic.id < rowByID.count ? rowByID[basic.id] : nil }

    /// The basic symbols whose rows hold `symbol`, dropping the column's stale entries on the way.
    mutating func rows(containing symbol: Symbol) -> [Symbol] {
        guard symbol.id < head.count else { return [] }
        walk += 1
        var out: [Symbol] = []
        var previous = -1
        var e = head[symbol.id]
        while e >= 0 {
            let basic = basicOf[e]
            let following = next[e]
            if basic.id < seen.count, seen[basic.id] != walk, rowByID[basic.id]?.cells[symbol] != nil {
                seen[basic.id] = walk
                out.append(basic)
                previous = e
            } else {
                // Stale, or a second entry for the row: back to the pool.
                if previous >= 0 { next[previous] = following } else { head[symbol.id] = following }
                next[e] = free
                free = e
            }
            e = following
        }
        return out
    }

    /// The rows that hold `symbol`, with their basic symbols, read without tidying the column
    /// (for questions asked of a solved tableau, such as `Solver.ambiguous`).
    func basicRows(holding symbol: Symbol) -> [(basic: Symbol, row: Row)] {
        guard symbol.id < head.count else { return [] }
        var out: [(basic: Symbol, row: Row)] = []
        var met = Set<Int>()
        var e = head[symbol.id]
        while e >= 0 {
            let basic = basicOf[e]
            if let row = self[basic], row.cells[symbol] != nil, met.insert(basic.id).inserted { out.append((basic, row)) }
            e = next[e]
        }
        return out
    }

    mutating func insert(_ basic: Symbol, _ row: Row) {
        grow(basic.id)
        rowByID[basic.id] = row
        for s in row.cells.keys { index(s, basic) }
    }

    /// Takes the row out; its column entries go stale (see the type's comment).
    @discardableResult
    mutating func remove(_ basic: Symbol) -> Row? {
        guard let row = self[basic] else { return nil }
        rowByID[basic.id] = nil
        return row
    }

    private mutating func index(_ symbol: Symbol, _ basic: Symbol) {
        grow(symbol.id)
        let e: Int
        if free >= 0 {
            e = free
            free = next[e]
            basicOf[e] = basic
            next[e] = head[symbol.id]
        } else {
            e = basicOf.count
            basicOf.append(basic)
            next.append(head[symbol.id])
        }
        head[symbol.id] = e
    }

    /// Empties `symbol`'s column, returning its entries to the pool.
    private mutating func clearColumn(_ symbol: Symbol) {
        guard symbol.id < head.count else { return }
        var e = head[symbol.id]
        while e >= 0 {
            let following = next[e]
            next[e] = free
            free = e
            e = following
        }
        head[symbol.id] = -1
    }

    /// Replaces `symbol` by `row` in every row that holds it; returns the restricted basic
    /// symbols whose constants went negative (they need the dual simplex), and the cells read
    /// and written on the way (each merge reads both rows whole).
    mutating func substitute(_ symbol: Symbol, _ row: Row) -> (negative: [Symbol], cost: Int) {
        var negative: [Symbol] = []
        var cost = 0
        // `row` defines `symbol`, so it does not hold it: this column does not change on the way.
        var e = symbol.id < head.count ? head[symbol.id] : -1
        while e >= 0 {
            let basic = basicOf[e]
            e = next[e]
            cost += 1
            guard var target = rowByID[basic.id], let coefficient = target.cells.removeValue(forKey: symbol) else { continue }
            rowByID[basic.id] = nil  // no second reference while it changes
            cost += target.cells.count + row.cells.count
            target.constant += row.constant * coefficient
            target.cells.add(row.cells, times: coefficient, added: { index($0, basic) })
            rowByID[basic.id] = target
            if basic.kind != .external && target.constant < 0 { negative.append(basic) }
        }
        clearColumn(symbol)
        return (negative, cost)
    }

    mutating func addConstant(_ basic: Symbol, _ delta: Double) {
        rowByID[basic.id]?.constant += delta
    }

    /// Removes `symbol` from every row (the phase-one artificial variable).
    mutating func erase(_ symbol: Symbol) {
        for basic in rows(containing: symbol) { rowByID[basic.id]?.cells[symbol] = nil }
        clearColumn(symbol)
    }
}
