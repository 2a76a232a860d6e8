import AutoLayout
import Testing

/// Hand-worked systems, each with its arithmetic here, and properties of random systems.
struct SolverTests {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    @Test("A required x ≥ 10 wins over x == 5 @750: x = 10")
    func requiredWins() throws {
        var s = Solver()
        let x = s.variable()
        try s.add(Constraint(Expression(x) - 10, .greaterOrEqual))
        try s.add(Constraint(Expression(x) - 5, .equal, priority: 750))
        #expect(close(s.value(x), 10))
    }

    @Test("Equalities chain: x == 100, y == 2x + 10 gives y = 210")
    func chain() throws {
        var s = Solver()
        let x = s.variable()
        let y = s.variable()
        try s.add(Constraint(Expression(x) - 100, .equal))
        try s.add(Constraint(Expression(y) - Expression(x) * 2 - 10, .equal))
        #expect(close(s.value(y), 210))
    }

    @Test("R42: a higher priority always wins, over any number of lower ones (251 beats ten at 250)")
    func strictPriorities() throws {
        var s = Solver()
        let a = s.variable()
        try s.add(Constraint(Expression(a), .equal, priority: 251))  // a == 0
        for _ in 0..<10 { try s.add(Constraint(Expression(a) - 100, .equal, priority: 250)) }  // a == 100, ten times
        // Weighted by priority (251 vs 2,500) a would be 100; strictly, a = 0.
        #expect(close(s.value(a), 0))
    }

    @Test("x + y == 100, x ≥ y + 20 (required), x == 50 @500: x = 60, y = 40")
    func inequalities() throws {
        var s = Solver()
        let x = s.variable()
        let y = s.variable()
        try s.add(Constraint(Expression(x) + Expression(y) - 100, .equal))
        try s.add(Constraint(Expression(x) - Expression(y) - 20, .greaterOrEqual))
        try s.add(Constraint(Expression(x) - 50, .equal, priority: 500))
        // x ≥ y + 20 = 120 − x, so x ≥ 60; the nearest to 50 is 60.
        #expect(close(s.value(x), 60) && close(s.value(y), 40))
    }

    @Test("R50: a contradicting required constraint is refused and the solution stays")
    func conflict() throws {
        var s = Solver()
        let x = s.variable()
        let first = Constraint(Expression(x) - 10, .equal, label: "x == 10")
        let second = Constraint(Expression(x) - 20, .equal, label: "x == 20")
        try s.add(first)
        #expect(throws: Solver.Failure.unsatisfiable(second)) { try s.add(second) }
        #expect(close(s.value(x), 10) && !s.contains(second))
        // A contradiction through an inequality: x ≤ 5 against x == 10.
        #expect(throws: Solver.Failure.self) { try s.add(Constraint(Expression(x) - 5, .lessOrEqual)) }
        #expect(close(s.value(x), 10))
    }

    @Test("Removing a constraint re-solves: without x ≥ 10, x == 5 @750 holds")
    func remove() throws {
        var s = Solver()
        let x = s.variable()
        let floor = Constraint(Expression(x) - 10, .greaterOrEqual)
        try s.add(floor)
        try s.add(Constraint(Expression(x) - 5, .equal, priority: 750))
        try s.remove(floor)
        #expect(close(s.value(x), 5))
    }

    @Test("Edit and re-solve: width follows suggestions, clamped by a required maximum")
    func edits() throws {
        var s = Solver()
        let left = s.variable()
        let width = s.variable()
        let right = s.variable()
        try s.add(Constraint(Expression(left) - 16, .equal))
        try s.add(Constraint(Expression(right) - Expression(left) - Expression(width), .equal))
        try s.add(Constraint(Expression(width) - 300, .lessOrEqual))
        try s.addEdit(width, priority: 750)
        s.suggest(width, 120)
        #expect(close(s.value(width), 120) && close(s.value(right), 136))
        s.suggest(width, 500)
        #expect(close(s.value(width), 300) && close(s.value(right), 316), "width ≤ 300 is required")
        s.suggest(width, 40)
        #expect(close(s.value(width), 40) && close(s.value(right), 56))
    }

    @Test("R50: ambiguity: x ≥ 0 alone leaves x free; x == 3 pins it")
    func ambiguity() throws {
        var s = Solver()
        let x = s.variable()
        let y = s.variable()
        try s.add(Constraint(Expression(x), .greaterOrEqual))
        try s.add(Constraint(Expression(y) - 3, .equal))
        #expect(s.ambiguous() == [x])
    }

    /// A non-required wish for `v` to equal a random value, at 250 or 750, with a random weight
    /// (distinct weights make the optimum unique).
    static func preference(_ v: Variable, _ g: inout SeededRandom) -> Constraint {
        Constraint(Expression(v) - Double(g.below(120)), .equal, priority: [250, 750][g.below(2)], weight: 1 + Double(g.below(1_000_000)) / 1_000_000)
    }

    @Test("Random systems: every required constraint holds; re-solving after edits equals solving afresh", arguments: 0..<200)
    func randomSystems(seed: Int) throws {
        var g = SeededRandom(seed: UInt64(seed) &* 7919 &+ 1)
        let n = 2 + g.below(5)
        var fresh = Solver()
        let vars = (0..<n).map { _ in fresh.variable() }
        let point = (0..<n).map { _ in Double(g.below(100)) }
        var required: [Constraint] = []
        var all: [Constraint] = []
        for _ in 0..<(1 + g.below(2 * n)) {
            let a = g.below(n)
            let b = g.below(n)
            var e = Expression(vars[a], Double(1 + g.below(3))) - Expression(vars[b], Double(g.below(3)))
            // The constant makes the known point satisfy the constraint (with some slack).
            var value = 0.0
            for (v, c) in e.terms { value += c * point[v.id] }
            let relation: Constraint.Relation = [.lessOrEqual, .equal, .greaterOrEqual][g.below(3)]
            e = e - value + (relation == .equal ? 0 : (relation == .lessOrEqual ? -Double(g.below(20)) : Double(g.below(20))))
            let c = Constraint(e, relation)
            required.append(c)
            all.append(c)
        }
        all += vars.map { Self.preference($0, &g) }
        for c in all { try fresh.add(c) }
        for c in required {
            var value = c.expression.constant
            for (v, k) in c.expression.terms { value += k * fresh.value(v) }
            switch c.relation {
            case .equal: #expect(abs(value) < 1e-6, "seed \(seed)")
            case .lessOrEqual: #expect(value < 1e-6, "seed \(seed)")
            case .greaterOrEqual: #expect(value > -1e-6, "seed \(seed)")
            }
        }
        // Edits: move v0 twice incrementally; then a solver built afresh with the final value
        // as a constraint of the same priority must give the same solution.
        var incremental = fresh
        try incremental.addEdit(vars[0], priority: 500)
        incremental.suggest(vars[0], Double(g.below(120)))
        let target = Double(g.below(120))
        incremental.suggest(vars[0], target)
        var rebuilt = Solver()
        _ = (0..<n).map { _ in rebuilt.variable() }
        for c in all { try rebuilt.add(c) }
        try rebuilt.add(Constraint(Expression(vars[0]) - target, .equal, priority: 500))
        for v in vars {
            #expect(abs(incremental.value(v) - rebuilt.value(v)) < 1e-6, "seed \(seed) \(v): \(incremental.value(v)) vs \(rebuilt.value(v))")
        }
    }

    @Test("R50: after refused required constraints, the solution is that of a solver given only the accepted ones", arguments: 0..<200)
    func refusalsLeaveNoTrace(seed: Int) throws {
        var g = SeededRandom(seed: UInt64(seed) &* 104_729 &+ 3)
        let n = 2 + g.below(5)
        var solver = Solver()
        let vars = (0..<n).map { _ in solver.variable() }
        // Preferences first, with distinct weights, so that the optimum is unique; then required
        // constraints with random constants, which often contradict each other and are refused.
        let preferences = vars.map { Self.preference($0, &g) }
        for c in preferences { try solver.add(c) }
        var accepted: [Constraint] = []
        var refusals = 0
        for _ in 0..<(2 + g.below(3 * n)) {
            let a = g.below(n)
            let b = g.below(n)
            let e = Expression(vars[a], Double(1 + g.below(3))) - Expression(vars[b], Double(g.below(3))) - Double(g.below(100))
            let c = Constraint(e, [.lessOrEqual, .equal, .greaterOrEqual][g.below(3)])
            do {
                try solver.add(c)
                accepted.append(c)
            } catch {
                refusals += 1
                #expect(!solver.contains(c))
            }
        }
        var rebuilt = Solver()
        _ = (0..<n).map { _ in rebuilt.variable() }
        for c in preferences + accepted { try rebuilt.add(c) }
        for v in vars {
            #expect(abs(solver.value(v) - rebuilt.value(v)) < 1e-6, "seed \(seed), \(refusals) refused, \(v): \(solver.value(v)) vs \(rebuilt.value(v))")
        }
    }
}
