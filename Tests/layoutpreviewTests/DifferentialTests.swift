import AutoLayout
import Foundation
import Testing

/// The AutoLayout solver against kiwisolver, an independent Cassowary implementation (Debian's
/// python3-kiwisolver; `.ci/run` installs it). Random systems from a seeded generator, with
/// required constraints that hold at a known point (kiwi keeps part of a refused constraint, so
/// refusals are tested by hand in SolverTests instead), strong and weak preferences with random
/// weights (so the optimum is unique), and edits. Values must agree to 1/3 point (R49's @3x grid).
struct DifferentialTests {
    static let python = "/usr/bin/python3"
    static var kiwiAvailable: Bool {
        (try? Spawn.run(python, ["-c", "import kiwisolver"], environment: ProcessInfo.processInfo.environment, timeout: 20))?.status == 0
    }

    struct System {
        var variables: Int
        var constraints: [(terms: [(Int, Double)], constant: Double, op: String, priority: Int, weight: Double)]
        var edits: [(Int, Int, Double)]

        var json: String {
            let cs = constraints.map { c in
                "{\"terms\": [\(c.terms.map { "[\($0.0), \($0.1)]" }.joined(separator: ", "))], \"constant\": \(c.constant), \"op\": \"\(c.op)\", \"priority\": \(c.priority), \"weight\": \(c.weight)}"
            }
            let es = edits.map { "[\($0.0), \($0.1), \($0.2)]" }
            return "{\"variables\": \(variables), \"constraints\": [\(cs.joined(separator: ", "))], \"edits\": [\(es.joined(separator: ", "))]}"
        }
    }

    static func system(_ r: inout SeededRandom) -> System {
        let n = 2 + r.below(6)
        let point = (0..<n).map { _ in Double(r.below(100)) }
        var s = System(variables: n, constraints: [], edits: [])
        for _ in 0..<(1 + r.below(2 * n)) {
            let a = r.below(n)
            let b = r.below(n)
            let terms = [(a, Double(1 + r.below(3))), (b, -Double(r.below(3)))]
            let atPoint = terms.reduce(0) { $0 + $1.1 * point[$1.0] }
            let op = ["<=", "==", ">="][r.below(3)]
            let slack = op == "==" ? 0 : Double(r.below(20))
            s.constraints.append((terms, -atPoint + (op == "<=" ? -slack : slack), op, 1000, 1))
        }
        for v in 0..<n {
            s.constraints.append(([(v, 1)], -Double(r.below(120)), "==", [250, 750][r.below(2)], 1 + Double(r.below(900)) / 100))
        }
        if r.below(2) == 0 {
            let v = r.below(n)
            s.edits = [(v, 750, Double(r.below(120))), (v, 750, Double(r.below(120)))]
        }
        return s
    }

    static func solve(_ s: System) throws -> [Double] {
        var solver = Solver()
        let vars = (0..<s.variables).map { _ in solver.variable() }
        for c in s.constraints {
            let e = c.terms.reduce(Expression(constant: c.constant)) { $0 + Expression(vars[$1.0], $1.1) }
            let relation: Constraint.Relation = c.op == "<=" ? .lessOrEqual : c.op == "==" ? .equal : .greaterOrEqual
            try solver.add(Constraint(e, relation, priority: c.priority, weight: c.weight))
        }
        for (v, priority, value) in s.edits {
            try solver.addEdit(vars[v], priority: priority)
            solver.suggest(vars[v], value)
        }
        return vars.map { solver.value($0) }
    }

    @Test("Random systems solve as kiwisolver solves them, to 1/3 pt", .enabled(if: kiwiAvailable))
    func againstKiwi() throws {
        let seed: UInt64 = 20_261_123
        var random = SeededRandom(seed: seed)
        let systems = (0..<1_000).map { _ in Self.system(&random) }
        try Binary.withTemporaryDirectory { dir in
            let input = dir.appendingPathComponent("systems.json")
            try ("[" + systems.map(\.json).joined(separator: ",\n") + "]").write(to: input, atomically: true, encoding: .utf8)
            let script = Binary.packageRoot.appendingPathComponent("Scripts/kiwi-solve.py").path
            let r = try Spawn.run(Self.python, [script, input.path], environment: ProcessInfo.processInfo.environment, timeout: 60)
            #expect(r.status == 0, "\(r.stderr)")
            let results = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
            #expect(results.count == systems.count)
            for (index, (system, result)) in zip(systems, results).enumerated() {
                let expected = try #require(result["values"] as? [Double])
                let ours = try Self.solve(system)
                for (a, b) in zip(ours, expected) {
                    #expect(abs(a - b) <= 1.0 / 3, "seed \(seed), system \(index): \(ours) vs kiwi \(expected)\n\(system.json)")
                }
            }
        }
    }
}
