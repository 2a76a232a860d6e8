/// A row's terms: symbol → coefficient, kept in one array sorted by symbol. Rows hold a few
/// terms each, so a binary search and a merge beat hashing (the solver's hot path), one array
/// is one allocation, and iteration is in symbol order, which keeps every choice deterministic.
struct Cells: Sequence, Sendable {
    typealias Symbol = Solver.Symbol

    struct Term: Sendable {
        var symbol: Symbol
        var coefficient: Double
    }

    private var terms: [Term] = []

    init() {}

    /// Empty, with room for `capacity` terms (a row being built grows without reallocating).
    init(capacity: Int) {
        terms.reserveCapacity(capacity)
    }

    var isEmpty: Bool { terms.isEmpty }
    var count: Int { terms.count }
    var keys: LazyMapSequence<[Term], Symbol> { terms.lazy.map(\.symbol) }

    private func index(_ s: Symbol) -> (found: Bool, at: Int) {
        var low = 0
        var high = terms.count
        while low < high {
            let mid = (low + high) / 2
            if terms[mid].symbol.id < s.id { low = mid + 1 } else { high = mid }
        }
        return (low < terms.count && terms[low].symbol.id == s.id, low)
    }

    subscript(_ s: Symbol) -> Double? {
        get {
            let (found, at) = index(s)
            return found ? terms[at].coefficient : nil
        }
        set {
            let (found, at) = index(s)
            switch (found, newValue) {
            case (true, let v?): terms[at].coefficient = v
            case (true, nil): terms.remove(at: at)
            case (false, let v?): terms.insert(Term(symbol: s, coefficient: v), at: at)
            case (false, nil): break
            }
        }
    }

    @discardableResult
    mutating func removeValue(forKey s: Symbol) -> Double? {
        let (found, at) = index(s)
        guard found else { return nil }
        return terms.remove(at: at).coefficient
    }

    mutating func scale(by k: Double) {
        for i in terms.indices { terms[i].coefficient *= k }
    }

    /// self += other × k, in one merge; terms that cancel are dropped. Calls `added` for symbols
    /// that appear (the tableau's column index; one that vanishes leaves a stale entry there).
    mutating func add(_ other: Cells, times k: Double, added: (Symbol) -> Void = { _ in }) {
        var merged: [Term] = []
        merged.reserveCapacity(terms.count + other.terms.count)
        var i = 0
        var j = 0
        while i < terms.count || j < other.terms.count {
            if j >= other.terms.count || (i < terms.count && terms[i].symbol.id < other.terms[j].symbol.id) {
                merged.append(terms[i])
                i += 1
            } else if i >= terms.count || other.terms[j].symbol.id < terms[i].symbol.id {
                let v = other.terms[j].coefficient * k
                if abs(v) >= Solver.epsilon {
                    merged.append(Term(symbol: other.terms[j].symbol, coefficient: v))
                    added(other.terms[j].symbol)
                }
                j += 1
            } else {
                let v = terms[i].coefficient + other.terms[j].coefficient * k
                if abs(v) >= Solver.epsilon { merged.append(Term(symbol: terms[i].symbol, coefficient: v)) }
                i += 1
                j += 1
            }
        }
        terms = merged
    }

    func makeIterator() -> LazyMapSequence<[Term], (Symbol, Double)>.Iterator {
        terms.lazy.map { ($0.symbol, $0.coefficient) }.makeIterator()
    }
}
