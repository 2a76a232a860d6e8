import Testing

@testable import AutoLayout
@testable import Preview

/// Work bounded by what it costs (issue 22, item 2): the counts that make the solver slow are
/// refused before any work, at the constraint that passes them, and whatever slips through is
/// stopped by the solver's own meter, deterministically, and said.
struct WorkBudgetTests {
    /// One view `a` with `count` constraints `top == superview.top + c @p`, the constants all
    /// different (so they conflict) and the priorities cycling through `levels` values.
    static func conflicting(_ count: Int, levels: Int) -> String {
        let constraints = (0..<count).map { "\"top == superview.top + \(($0 * 7) % 101) @\(1 + $0 % levels)\"" }.joined(separator: ", ")
        return "title: t\nviews:\n  - name: a\n    constraints: [leading == superview.leading, \(constraints)]\n"
    }

    @Test("101 distinct priorities (with the default hugging 250 and resistance 750) are refused at the constraint that brings the 101st")
    func priorityLevels() throws {
        #expect(throws: Never.self) { try SceneLoader.load(text: Self.conflicting(98, levels: 98), file: "t.yaml") }
        let error = try #require(throws: SceneError.self) { try SceneLoader.load(text: Self.conflicting(200, levels: 101), file: "t.yaml") }
        // 101 levels from the constraints alone: the 101st distinct one is the 101st constraint
        // (constraint 0 is `leading`, required), on line 4 of the file.
        #expect(error.message.contains("103 distinct priorities below 1000"), "\(error)")
        #expect(error.line == 4)
    }

    @Test("3,001 constraints are refused, naming the 3,001st")
    func constraintCount() throws {
        let many = (0..<3_000).map { "\"top >= superview.top + \($0 % 50)\"" }.joined(separator: ", ")
        let error = try #require(throws: SceneError.self) {
            try SceneLoader.load(text: "title: t\nviews:\n  - name: a\n    constraints: [leading == superview.leading, \(many)]\n", file: "t.yaml")
        }
        #expect(error.message.contains("3001 constraints; a scene may have at most 3000"), "\(error)")
    }

    @Test("The solver's meter counts the same work on every run, and stops adding past its limit")
    func meter() throws {
        func solve(limit: Int) -> (Solver, [Solver.Failure?]) {
            var solver = Solver()
            solver.workLimit = limit
            let x = solver.variable()
            var failures: [Solver.Failure?] = []
            for i in 0..<200 {
                do {
                    try solver.add(Constraint(Expression(x) - Double((i * 7) % 101), .equal, priority: 1 + i % 90))
                    failures.append(nil)
                } catch { failures.append(error) }
            }
            return (solver, failures)
        }
        let (free, none) = solve(limit: .max)
        #expect(none.allSatisfy { $0 == nil } && free.work > 0)
        #expect(solve(limit: .max).0.work == free.work, "deterministic")
        let (stopped, failures) = solve(limit: free.work / 2)
        let first = try #require(failures.firstIndex { $0 == .overBudget })
        #expect(first > 0 && failures[first...].allSatisfy { $0 == .overBudget }, "every constraint after the limit is refused")
        #expect(stopped.work > free.work / 2 && stopped.work < free.work)
    }

    @Test("A dense system that passes every count is stopped by the meter: the layout is marked unsolved and says so")
    func denseStopped() throws {
        // 30 views each pinned to every other at 33 priorities: 1,860 constraints, about
        // 40 million operations (1 s in a release build), twice the limit.
        var views = ""
        for i in 0..<30 {
            var constraints = [
                "leading == superview.leading + \(i * 3) @\(1 + i % 33)", "top == superview.top + \(i * 5) @\(2 + i % 33)", "width == 20", "height == 20",
            ]
            for j in 0..<30 where j != i {
                constraints.append("leading == v\(j).leading + \((i * 31 + j * 17) % 101 - 50) @\(1 + (i + j) % 33)")
                constraints.append("top == v\(j).bottom + \((i * 13 + j * 29) % 101 - 50) @\(1 + (i * j) % 33)")
            }
            views += "  - name: v\(i)\n    constraints: [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]\n"
        }
        let scene = try SceneLoader.load(text: "title: dense\nviews:\n" + views, file: "dense.yaml")
        let layout = LayoutEngine.layout(scene, explaining: .none)
        #expect(layout.unsolved)
        #expect(layout.warnings.contains { $0.contains("ask more of the solver") })
        #expect(throws: SceneError.self) { try layout.solved(file: "dense.yaml") }
        // A real screen is far below: the default scene, and its constrained lessons, solve.
        for name in ["default", "centre-button", "comment-box"] {
            let lesson = try #require(try BundledScenes.scene(named: name))
            #expect(!LayoutEngine.layout(lesson).unsolved, "\(name)")
        }
    }

    @Test("Lint's solver budget grows with its layouts, and a scene whose first layout shows the rest would pass it stops there")
    func lintBudgetByLayouts() throws {
        // 1,200 conflicting constraints at 95 priorities: the first layout's work, measured here,
        // is above lint's average of 2 million a layout and far below one layout's limit.
        let dense = try SceneLoader.load(text: Self.conflicting(1_200, levels: 95), file: "dense.yaml")
        let one = LayoutEngine.layout(dense, explaining: .none)
        #expect(!one.unsolved && one.solverWork > LayoutEngine.averageCommandSolverWork, "\(one.solverWork)")
        // Two layouts fit the floor of 50 million however dense each is.
        let phones = try ["iphone-17", "iphone-se-3"].map { try #require(DeviceCatalog.device(id: $0)) }
        let two = LintReport.run([("dense", dense)], devices: phones, orientations: [.portrait])
        #expect(two.stopped == nil && two.checked == 2)
        // Every device in every orientation: 187 layouts, each as dense, would take more than
        // 2 million × 187 (or 50 million): lint stops after the first, and says why.
        let layouts = 187
        #expect(one.solverWork * layouts > max(50_000_000, 2_000_000 * layouts))
        let all = LintReport.run([("dense", dense)], devices: DeviceCatalog.devices, orientations: Orientation.allCases)
        #expect(all.checked == 1)
        let stopped = try #require(all.stopped)
        #expect(
            stopped.hasPrefix("dense: the layouts would take more than lint's budget of \(2_000_000 * layouts) solver operations for \(layouts) layouts"),
            "\(stopped)")
        // The estimate lint no longer asks: 40 views chained by constraints on 224 layouts is
        // 358,400 constrained views² × layouts, under the matrix's budget of 500,000; 50 is over.
        func chain(_ n: Int) throws -> Scene {
            let views = (0..<n).map { i in
                "  - name: v\(i)\n    constraints: [\"top == \(i == 0 ? "superview.top" : "v\(i - 1).bottom") + 1\", leading == superview.leading, width == 10, height == 1]\n"
            }
            return try SceneLoader.load(text: "title: chain\nviews:\n" + views.joined(), file: "chain.yaml")
        }
        #expect(LayoutEngine.workProblem(try chain(40), layouts: 224, narrow: "") == nil)
        #expect(LayoutEngine.workProblem(try chain(50), layouts: 224, narrow: "")?.contains("50 views placed by constraints") == true)
        #expect(LayoutEngine.viewWorkProblem(try chain(50), layouts: 224, narrow: "") == nil)
    }

    @Test("A SwiftUI preview's views are counted as its layout builds them: a ForEach's content once for each element, three for the app's data")
    func swiftUIViewCount() throws {
        func views(_ data: String) throws -> Int {
            let source = "import SwiftUI\n#Preview { List { ForEach(\(data)) { i in HStack { Text(\"a\"); Text(\"b\") } } } }\n"
            return try SwiftUIPreviews(text: source, path: "Rows.swift").scene("1").viewCount
        }
        // Each element builds an HStack and its two Texts: 3 views. 400 − 100 elements: 900.
        #expect(try views("0..<400") - views("0..<100") == 900)
        // Data the running app supplies shows three elements: 3 − 1 elements, 6 views.
        #expect(try views("items") - views("0..<1") == 6)
        // 400 rows (1,200 views and more) on lint's 187 layouts of every device is over the
        // budget of 100,000 views × layouts; 10 rows are not.
        #expect(
            LayoutEngine.viewWorkProblem(
                try SwiftUIPreviews(
                    text: "import SwiftUI\n#Preview { List { ForEach(0..<400) { i in HStack { Text(\"a\"); Text(\"b\") } } } }\n", path: "R.swift"
                ).scene("1"), layouts: 187, narrow: "") != nil)
        #expect(
            LayoutEngine.viewWorkProblem(
                try SwiftUIPreviews(
                    text: "import SwiftUI\n#Preview { List { ForEach(0..<10) { i in HStack { Text(\"a\"); Text(\"b\") } } } }\n", path: "R.swift"
                ).scene("1"), layouts: 187, narrow: "") == nil)
    }
}
