/// The objective: for every symbol, its coefficient at each priority below required (the
/// paper's symbolic weights), highest priority first. Kept by symbol, and only where non-zero,
/// so a substitution costs the priorities the substituted symbol has and the (short) row, never
/// one dense row per priority: a system whose constraints use a thousand distinct priorities
/// costs no more per pivot than one with two.
struct Objective: Sendable {
    struct Term: Equatable, Sendable {
        var priority: Int
        var value: Double
    }

    /// By symbol number: the non-zero terms, priorities descending.
    private var bySymbol: [[Term]] = []

    /// The terms of `s`, highest priority first (empty: the objective is indifferent to it).
    func terms(_ s: Solver.Symbol) -> [Term] { s.id < bySymbol.count ? bySymbol[s.id] : [] }

    /// The highest-priority term of `s`.
    func leading(_ s: Solver.Symbol) -> Term? { s.id < bySymbol.count ? bySymbol[s.id].first : nil }

    /// Adds `k` to the coefficient of `s` at `priority`; one closer to zero than the solver's
    /// epsilon is zero.
    mutating func add(_ s: Solver.Symbol, _ priority: Int, _ k: Double) {
        if s.id >= bySymbol.count { bySymbol += Array(repeating: [], count: max(s.id + 1, 2 * bySymbol.count) - bySymbol.count) }
        var terms = bySymbol[s.id]
        bySymbol[s.id] = []  // uniquely referenced while it changes
        let at = terms.firstIndex { $0.priority <= priority } ?? terms.endIndex
        if at < terms.endIndex, terms[at].priority == priority {
            let c = terms[at].value + k
            if abs(c) < Solver.epsilon { terms.remove(at: at) } else { terms[at].value = c }
        } else if abs(k) >= Solver.epsilon {
            terms.insert(Term(priority: priority, value: k), at: at)
        }
        bySymbol[s.id] = terms
    }

    /// Adds `k` × `row` at `priority`.
    mutating func add(_ row: Row, _ priority: Int, _ k: Double) {
        for (s, v) in row.cells { add(s, priority, v * k) }
    }

    mutating func remove(_ s: Solver.Symbol) {
        if s.id < bySymbol.count { bySymbol[s.id] = [] }
    }

    /// Replaces `s` by `row` at every priority `s` has; whether it had any.
    mutating func substitute(_ s: Solver.Symbol, _ row: Row) -> Bool {
        let terms = self.terms(s)
        guard !terms.isEmpty else { return false }
        remove(s)
        for term in terms { add(row, term.priority, term.value) }
        return true
    }

    /// Whether `a` < `b`, compared from the highest priority down, ignoring differences within
    /// the solver's epsilon (an absent term is 0).
    static func lexicographicallyLess(_ a: [Term], _ b: [Term]) -> Bool {
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            let x: Double
            let y: Double
            if j == b.count || i < a.count && a[i].priority > b[j].priority {
                (x, y) = (a[i].value, 0)
                i += 1
            } else if i == a.count || b[j].priority > a[i].priority {
                (x, y) = (0, b[j].value)
                j += 1
            } else {
                (x, y) = (a[i].value, b[j].value)
                i += 1
                j += 1
            }
            if abs(x - y) >= Solver.epsilon { return x < y }
        }
        return false
    }
}
