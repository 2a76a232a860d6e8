/// A row's terms: symbol → coefficient, kept as two arrays sorted by symbol. Rows hold a few
/// terms each, so a binary search and a merge beat hashing (the solver's hot path), and
/// iteration is in symbol order, which keeps every choice deterministic.
struct Cells: Sequence, Sendable {
    typealias Symbol = Solver.Symbol
    private(set) var keys: [Symbol] = []
    private var values: [Double] = []

    var isEmpty: Bool { keys.isEmpty }
    var count: Int { keys.count }

    private func index(_ s: Symbol) -> (found: Bool, at: Int) {
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid].id < s.id { low = mid + 1 } else { high = mid }
        }
        return (low < keys.count && keys[low].id == s.id, low)
    }

    subscript(_ s: Symbol) -> Double? {
        get {
            let (found, at) = index(s)
            return found ? values[at] : nil
        }
        set {
            let (found, at) = index(s)
            switch (found, newValue) {
            case (true, let v?): values[at] = v
            case (true, nil):
                keys.remove(at: at)
                values.remove(at: at)
            case (false, let v?):
                keys.insert(s, at: at)
                values.insert(v, at: at)
            case (false, nil): break
            }
        }
    }

    @discardableResult
    mutating func removeValue(forKey s: Symbol) -> Double? {
        let (found, at) = index(s)
        guard found else { return nil }
        keys.remove(at: at)
        return values.remove(at: at)
    }

    mutating func scale(by k: Double) {
        for i in values.indices { values[i] *= k }
    }

    /// self += other × k, in one merge; terms that cancel are dropped. Calls `added` and
    /// `removed` for symbols that appear or vanish (the tableau's column index).
    mutating func add(_ other: Cells, times k: Double, added: (Symbol) -> Void = { _ in }, removed: (Symbol) -> Void = { _ in }) {
        var newKeys: [Symbol] = [], newValues: [Double] = []
        newKeys.reserveCapacity(keys.count + other.keys.count)
        newValues.reserveCapacity(keys.count + other.keys.count)
        var i = 0, j = 0
        while i < keys.count || j < other.keys.count {
            if j >= other.keys.count || (i < keys.count && keys[i].id < other.keys[j].id) {
                newKeys.append(keys[i]); newValues.append(values[i]); i += 1
            } else if i >= keys.count || other.keys[j].id < keys[i].id {
                let v = other.values[j] * k
                if abs(v) >= Solver.epsilon { newKeys.append(other.keys[j]); newValues.append(v); added(other.keys[j]) }
                j += 1
            } else {
                let v = values[i] + other.values[j] * k
                if abs(v) >= Solver.epsilon { newKeys.append(keys[i]); newValues.append(v) } else { removed(keys[i]) }
                i += 1; j += 1
            }
        }
        keys = newKeys
        values = newValues
    }

    func makeIterator() -> Zip2Sequence<[Symbol], [Double]>.Iterator { zip(keys, values).makeIterator() }
}
