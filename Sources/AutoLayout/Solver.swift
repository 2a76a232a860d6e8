/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", 2001), in the shape of kiwi's implementation: a
/// simplex tableau kept in solved form, constraints added and removed one at a time, edit
/// variables moved by `suggest` and re-solved with the dual simplex.
///
/// Priorities work as UIKit documents them (RULES R42): a required constraint (1000) holds
/// exactly or is refused; the others hold as well as they can, and a higher priority always wins
/// over any number of lower ones. The objective is therefore not one number but one per priority
/// (the paper's symbolic weights), compared from the highest priority down.
///
///     var solver = Solver()
///     let x = solver.variable()
///     try solver.add(Constraint(Expression(x) - 10, .greaterOrEqual))        // x >= 10
///     try solver.add(Constraint(Expression(x) - 5, .equal, priority: 750))   // x == 5, if it can
///     solver.value(x) // 10
public struct Solver: Sendable {
    /// The one tolerance: coefficients and constants closer to zero than this are zero.
    public static let epsilon = 1e-8

    enum Kind: Sendable { case external, slack, error, dummy }

    struct Symbol: Hashable, Comparable, Sendable {
        let id: Int
        let kind: Kind
        static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
        static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// The symbols a constraint brought into the tableau, to take it out again.
    struct Tag: Sendable {
        var marker: Symbol
        var other: Symbol?
    }

    struct EditInfo: Sendable {
        var tag: Tag
        var constraint: Constraint
        var constant: Double
    }

    private var nextID = 0
    private var variableCount = 0
    /// Basic symbol → its row, with the column index.
    private var rows = Tableau()
    /// Each variable's symbol, by the variable's number.
    private var symbols: [Symbol?] = []
    private var constraints: [ObjectIdentifier: (constraint: Constraint, tag: Tag)] = [:]
    private var edits: [Variable: EditInfo] = [:]
    /// The objective: one coefficient per priority below required, for every symbol.
    private var objective = Objective()
    private var infeasible: [Symbol] = []
    /// Symbols whose objective coefficients changed since the last optimisation: only they can
    /// enter (the others were checked then), which keeps each addition from rescanning every
    /// error term of the system. A list, not a set: a symbol listed twice is only looked at twice,
    /// which costs less than hashing every one.
    private var dirty: [Symbol] = []

    /// The work done: table cells read and written in substitutions and rows visited for the
    /// ratio test, a measure of solving time that is the same on every machine and run.
    public private(set) var work = 0
    /// Past this much `work`, `add` refuses every constraint (`.overBudget`): whatever the shape
    /// of a system, solving it ends in bounded time, and says so.
    public var workLimit = Int.max

    public init() {}

    /// Room for about `symbols` symbols (a few per variable and constraint), so that building a
    /// large system does not regrow its arrays on the way.
    public mutating func reserveCapacity(symbols: Int) {
        rows.reserveCapacity(symbols)
    }

    // MARK: - Variables and values

    /// A new variable.
    public mutating func variable() -> Variable {
        defer { variableCount += 1 }
        return Variable(id: variableCount)
    }

    /// The variable's value in the current solution (0 for one no constraint mentions).
    public func value(_ v: Variable) -> Double {
        guard v.id < symbols.count, let symbol = symbols[v.id] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    public func contains(_ c: Constraint) -> Bool { constraints[c.id] != nil }

    private mutating func symbol(_ kind: Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    private mutating func symbol(for v: Variable) -> Symbol {
        if v.id < symbols.count, let s = symbols[v.id] { return s }
        let s = symbol(.external)
        if v.id >= symbols.count { symbols += Array(repeating: nil, count: v.id + 1 - symbols.count) }
        symbols[v.id] = s
        return s
    }

    // MARK: - Constraints

    public enum Failure: Error, Equatable, Sendable {
        /// A required constraint that cannot hold with the required constraints already added.
        case unsatisfiable(Constraint)
        case duplicate(Constraint)
        case unknown(Constraint)
        /// `workLimit` was passed before this constraint: it was not added.
        case overBudget
    }

    /// Adds a constraint. A required one that contradicts the required ones already added is
    /// refused with `.unsatisfiable`, and the solver is left as it was.
    public mutating func add(_ c: Constraint) throws(Failure) {
        guard work <= workLimit else { throw .overBudget }
        guard constraints[c.id] == nil else { throw .duplicate(c) }
        var (row, tag) = makeRow(c)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            // Only a required constraint gets here; it added nothing to the objective.
            guard abs(row.constant) < Solver.epsilon else { throw .unsatisfiable(c) }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            rows.insert(subject, row)
        } else if !addWithArtificialVariable(row) {
            // Phase one's pivots left an equivalent tableau, but perhaps not an optimal one.
            optimize()
            throw .unsatisfiable(c)
        }
        constraints[c.id] = (c, tag)
        optimize()
    }

    /// Removes a constraint added before.
    public mutating func remove(_ c: Constraint) throws(Failure) {
        guard let (_, tag) = constraints.removeValue(forKey: c.id) else { throw .unknown(c) }
        removeErrorEffects(tag, c)
        if rows.remove(tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker) else { return }
            var row = rows.remove(leaving)!
            row.solve(leaving, tag.marker)
            substitute(tag.marker, row)
        }
        optimize()
    }

    // MARK: - Edit variables

    /// Makes `v` an edit variable at `priority` (below 1000): `suggest` then moves it. A second
    /// call for the same variable changes nothing.
    public mutating func addEdit(_ v: Variable, priority: Int) throws(Failure) {
        guard edits[v] == nil else { return }  // already one: suggest moves it
        let c = Constraint(Expression(v), .equal, priority: min(priority, 999))
        try add(c)
        edits[v] = EditInfo(tag: constraints[c.id]!.tag, constraint: c, constant: 0)
    }

    /// Asks for `v` = `value`, as well as its priority allows, and re-solves incrementally with
    /// the dual simplex (the tableau stays optimal; only the constants move).
    public mutating func suggest(_ v: Variable, _ value: Double) {
        guard var info = edits[v] else { return }
        let delta = value - info.constant
        info.constant = value
        edits[v] = info
        let plus = info.tag.marker
        let minus = info.tag.other!
        if rows[plus] != nil {
            rows.addConstant(plus, -delta)
            if rows[plus]!.constant < 0 { infeasible.append(plus) }
        } else if rows[minus] != nil {
            rows.addConstant(minus, delta)
            if rows[minus]!.constant < 0 { infeasible.append(minus) }
        } else {
            for symbol in rows.rows(containing: plus) {
                rows.addConstant(symbol, (rows[symbol]!.cells[plus] ?? 0) * delta)
                if symbol.kind != .external && rows[symbol]!.constant < 0 { infeasible.append(symbol) }
            }
        }
        dualOptimize()
    }

    // MARK: - The tableau

    /// The constraint's row over the tableau's symbols, with its marker (and error) symbols.
    private mutating func makeRow(_ c: Constraint) -> (Row, Tag) {
        var row = Row(constant: c.expression.constant, capacity: c.expression.terms.count + 2)
        for (v, coefficient) in c.expression.terms where abs(coefficient) >= Solver.epsilon {
            let s = symbol(for: v)
            if let basic = rows[s] {
                row.insert(basic, coefficient)
            } else {
                row.insert(s, coefficient)
            }
        }
        var tag: Tag
        switch c.relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = c.relation == .lessOrEqual ? 1 : -1
            let slack = symbol(.slack)
            tag = Tag(marker: slack, other: nil)
            row.insert(slack, sign)
            if !c.isRequired {
                let error = symbol(.error)
                tag.other = error
                row.insert(error, -sign)
                addToObjective(c.priority, error, c.weight)
            }
        case .equal:
            if c.isRequired {
                let dummy = symbol(.dummy)
                tag = Tag(marker: dummy, other: nil)
                row.insert(dummy, 1)
            } else {
                let plus = symbol(.error)
                let minus = symbol(.error)
                tag = Tag(marker: plus, other: minus)
                row.insert(plus, -1)
                row.insert(minus, 1)
                addToObjective(c.priority, plus, c.weight)
                addToObjective(c.priority, minus, c.weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// kiwi's choice of the symbol to make basic: an external one if any, else a slack or error
    /// marker with a negative coefficient.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        // The lowest external symbol: the first, since cells are in symbol order.
        if let external = row.cells.keys.first(where: { $0.kind == .external }) { return external }
        if tag.marker.kind == .slack || tag.marker.kind == .error, (row.cells[tag.marker] ?? 0) < 0 { return tag.marker }
        if let other = tag.other, other.kind == .slack || other.kind == .error, (row.cells[other] ?? 0) < 0 { return other }
        return nil
    }

    /// Phase one for a row with no subject: minimise an artificial variable; the row is
    /// satisfiable exactly when it reaches zero.
    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificial = symbol(.slack)
        rows.insert(artificial, row)
        var phaseOne = row
        optimize(phaseOne: &phaseOne)
        guard abs(phaseOne.constant) < Solver.epsilon else {
            // The artificial variable is above zero, so it is basic and no other row or objective
            // holds it: dropping its row leaves the system as it was before, only pivoted. This is
            // unlike kiwi, which pivots the row in and so keeps part of the refused constraint.
            rows.remove(artificial)
            return false
        }
        if var basic = rows.remove(artificial) {
            if basic.cells.isEmpty { return true }
            guard let entering = basic.cells.keys.filter({ $0.kind == .slack || $0.kind == .error }).min() else { return false }
            basic.solve(artificial, entering)
            substitute(entering, basic)
            rows.insert(entering, basic)
        }
        rows.erase(artificial)
        objective.remove(artificial)
        return true
    }

    /// Replaces `symbol` by `row` everywhere: in the rows that hold it, and in the objective.
    private mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let (negative, cost) = rows.substitute(symbol, row)
        infeasible += negative
        work += cost + objective.terms(symbol).count * (row.cells.count + 1)
        if objective.substitute(symbol, row) { dirty += row.cells.keys }
    }

    private mutating func addToObjective(_ priority: Int, _ symbol: Symbol, _ weight: Double) {
        objective.add(symbol, priority, weight)
        dirty.append(symbol)
    }

    /// The primal simplex, from the highest priority down: a symbol enters when it lowers one
    /// priority's error without touching any higher one's. A pivot at one priority leaves the
    /// higher ones as they were (the entering symbol is absent from them), so the highest
    /// priority with a symbol to enter only ever falls, and each step looks at the changed
    /// symbols once, whatever the number of priorities.
    private mutating func optimize() {
        while let entering = enteringSymbol() {
            guard let leaving = leavingRow(entering) else { break }  // unbounded: cannot happen with error terms ≥ 0
            pivot(entering: entering, leaving: leaving)
        }
        dirty.removeAll(keepingCapacity: true)
    }

    /// Among the symbols whose coefficients changed since the last optimisation, those whose
    /// highest-priority coefficient is negative; of them, the one at the highest priority, and
    /// the lowest symbol there.
    private func enteringSymbol() -> Symbol? {
        var best: (priority: Int, symbol: Symbol)?
        for symbol in dirty where symbol.kind != .dummy {
            guard let leading = objective.leading(symbol), leading.value < -Solver.epsilon else { continue }
            if let b = best, leading.priority < b.priority || leading.priority == b.priority && b.symbol < symbol { continue }
            best = (leading.priority, symbol)
        }
        return best?.symbol
    }

    /// Phase one's simplex, on its own objective row.
    private mutating func optimize(phaseOne: inout Row) {
        while let entering = phaseOne.cells.first(where: { $0.0.kind != .dummy && $0.1 < -Solver.epsilon })?.0 {
            guard let leaving = leavingRow(entering) else { return }
            var row = rows.remove(leaving)!
            row.solve(leaving, entering)
            substitute(entering, row)
            phaseOne.substitute(entering, row)
            rows.insert(entering, row)
        }
    }

    private mutating func pivot(entering: Symbol, leaving: Symbol) {
        var row = rows.remove(leaving)!
        row.solve(leaving, entering)
        substitute(entering, row)
        rows.insert(entering, row)
    }

    /// The row that limits `entering` first (minimum ratio), among the restricted ones.
    private mutating func leavingRow(_ entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        let column = rows.rows(containing: entering)
        work += column.count
        for symbol in column where symbol.kind != .external {
            let row = rows[symbol]!
            let coefficient = row.cells[entering] ?? 0
            guard coefficient < -Solver.epsilon else { continue }
            let ratio = -row.constant / coefficient
            if best == nil || ratio < best!.ratio - Solver.epsilon || (abs(ratio - best!.ratio) < Solver.epsilon && symbol < best!.symbol) {
                best = (ratio, symbol)
            }
        }
        return best?.symbol
    }

    /// The dual simplex after `suggest`: rows made negative are brought back, choosing the
    /// entering symbol by the smallest ratio of objective to row coefficient, compared from the
    /// highest priority down.
    private mutating func dualOptimize() {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var best: (ratio: [Objective.Term], symbol: Symbol)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = objective.terms(symbol).map { Objective.Term(priority: $0.priority, value: $0.value / coefficient) }
                if let b = best, !Objective.lexicographicallyLess(ratio, b.ratio), ratio != b.ratio || b.symbol < symbol { continue }
                best = (ratio, symbol)
            }
            guard let entering = best?.symbol else { continue }  // cannot happen for a feasible system
            pivot(entering: entering, leaving: leaving)
        }
    }

    private mutating func removeErrorEffects(_ tag: Tag, _ c: Constraint) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] {
                objective.add(row, c.priority, -c.weight)
                dirty += row.cells.keys
            } else {
                objective.add(symbol, c.priority, -c.weight)
                dirty.append(symbol)
            }
        }
    }

    /// The row to pivot a non-basic marker into, to take its constraint out (kiwi's rules).
    private mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (Double, Symbol)?
        var second: (Double, Symbol)?
        var third: Symbol?
        for symbol in rows.rows(containing: marker).sorted() {
            let row = rows[symbol]!
            let c = row.cells[marker] ?? 0
            guard c != 0 else { continue }
            if symbol.kind == .external {
                third = third ?? symbol
            } else if c < 0 {
                let r = -row.constant / c
                if first == nil || r < first!.0 { first = (r, symbol) }
            } else {
                let r = row.constant / c
                if second == nil || r < second!.0 { second = (r, symbol) }
            }
        }
        return first?.1 ?? second?.1 ?? third
    }

    // MARK: - Ambiguity

    /// Variables the constraints do not pin to one value (R50: UIKit's ambiguous layout). A
    /// variable is ambiguous when no constraint mentions it, when it is a free parameter of the
    /// solution (non-basic), or when its row depends on a parameter that the objective is
    /// indifferent to and that can move: a slack or error term only upwards, and only if no row
    /// that must stay non-negative sits at zero and would go below it. A tie that no such move
    /// reaches (a degenerate vertex, where a label's hugging and compression resistance both hold
    /// its intrinsic height) is one solution, not many.
    public func ambiguous() -> [Variable] {
        func canMove(_ p: Solver.Symbol) -> Bool {
            guard p.kind != .dummy, objective.terms(p).isEmpty else { return false }
            let holders = rows.basicRows(holding: p)
            func blocked(_ direction: Double) -> Bool {
                holders.contains { basic, row in
                    basic.kind != .external && abs(row.constant) < Solver.epsilon && (row.cells[p] ?? 0) * direction < 0
                }
            }
            return !blocked(1) || (p.kind == .external && !blocked(-1))
        }
        return (0..<variableCount).map(Variable.init).filter { v in
            guard v.id < symbols.count, let s = symbols[v.id], let row = rows[s] else { return true }  // unconstrained, or a free parameter
            return row.cells.keys.contains { canMove($0) }
        }
    }
}

/// A variable of one `Solver`.
public struct Variable: Hashable, Sendable {
    public let id: Int
}

/// A linear expression: Σ coefficient × variable + constant.
/// The terms are a list, one per variable: expressions hold a few terms, and a list needs no
/// hashing.
public struct Expression: Sendable {
    public private(set) var terms: [(Variable, Double)]
    public var constant: Double

    public init(_ v: Variable, _ coefficient: Double = 1) {
        terms = [(v, coefficient)]
        constant = 0
    }

    public init(constant: Double) {
        terms = []
        self.constant = constant
    }

    public static func + (a: Expression, b: Expression) -> Expression {
        var r = a
        for (v, c) in b.terms {
            if let i = r.terms.firstIndex(where: { $0.0 == v }) { r.terms[i].1 += c } else { r.terms.append((v, c)) }
        }
        r.constant += b.constant
        return r
    }

    public static func - (a: Expression, b: Expression) -> Expression { a + b * -1 }
    public static func + (a: Expression, b: Double) -> Expression {
        var r = a
        r.constant += b
        return r
    }
    public static func - (a: Expression, b: Double) -> Expression { a + -b }

    public static func * (a: Expression, k: Double) -> Expression {
        var r = a
        for i in r.terms.indices { r.terms[i].1 *= k }
        r.constant *= k
        return r
    }
}

/// `expression RELATION 0` at a priority from 1 to 1000 (1000: required). A reference: the
/// solver knows a constraint by its identity, so two alike constraints are two constraints.
public final class Constraint: Sendable, Hashable, CustomStringConvertible {
    public enum Relation: Sendable { case lessOrEqual, equal, greaterOrEqual }

    public let expression: Expression
    public let relation: Relation
    public let priority: Int
    /// The weight among constraints of the same priority (Cassowary's weighted strengths). UIKit
    /// has none, so 1; the differential tests give random ones to avoid ties between optima.
    public let weight: Double
    /// Said in conflict reports (the scene's text of the constraint).
    public let label: String

    public var isRequired: Bool { priority >= 1000 }
    var id: ObjectIdentifier { ObjectIdentifier(self) }

    public init(_ expression: Expression, _ relation: Relation, priority: Int = 1000, weight: Double = 1, label: String = "") {
        self.expression = expression
        self.relation = relation
        self.priority = max(1, min(1000, priority))
        self.weight = weight
        self.label = label
    }

    public static func == (a: Constraint, b: Constraint) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { label }
}

/// One row of the tableau: constant + Σ coefficient × symbol.
struct Row: Sendable {
    var constant: Double
    var cells: Cells

    init(constant: Double, capacity: Int = 0) {
        self.constant = constant
        cells = Cells(capacity: capacity)
    }

    mutating func insert(_ s: Solver.Symbol, _ coefficient: Double) {
        let c = (cells[s] ?? 0) + coefficient
        cells[s] = abs(c) < Solver.epsilon ? nil : c
    }

    mutating func insert(_ row: Row, _ coefficient: Double) {
        constant += row.constant * coefficient
        cells.add(row.cells, times: coefficient)
    }

    mutating func reverseSign() {
        constant = -constant
        cells.scale(by: -1)
    }

    /// Solves `0 = self` for `s`: the row becomes s's definition.
    mutating func solve(for s: Solver.Symbol) {
        let coefficient = -1 / cells.removeValue(forKey: s)!
        constant *= coefficient
        cells.scale(by: coefficient)
    }

    /// For a row `lhs = self`: solve for `rhs` instead.
    mutating func solve(_ lhs: Solver.Symbol, _ rhs: Solver.Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    mutating func substitute(_ s: Solver.Symbol, _ row: Row) {
        guard let c = cells.removeValue(forKey: s) else { return }
        insert(row, c)
    }
}
