import Geometry
import SwiftUILayout
import SwiftUISource
import Testing

/// Swift sources built to hang, overflow or blow up the reader and the layout: each is refused
/// with a line and column, or laid out within its budgets, and never takes long.
struct HostileSourceTests {
    @Test("Square brackets nested deeper than 12 are refused before the parser's exponential lookahead")
    func deepBrackets() {
        for shape in [
            String(repeating: "[", count: 40), String(repeating: "([", count: 20), String(repeating: "[ \n", count: 30),
            "\"Row \\(" + String(repeating: "[", count: 20) + "i)\"", "\"a \\(f(\"\\(" + String(repeating: "[", count: 20) + "\"))\"",
        ] {
            do {
                _ = try ViewReader.view(from: "Text(\"a\").frame(width: " + shape + "1)")
                Issue.record("expected a refusal")
            } catch {
                #expect(error.message.contains("square brackets"))
            }
        }
        // Brackets in strings and comments are text.
        #expect((try? ViewReader.view(from: "Text(\"" + String(repeating: "[", count: 40) + "\") // [[[[[[[[[[[[[[[[[[")) != nil)
    }

    @Test("A chain of thousands of modifiers, and views nested past 64, are refused at their place")
    func deepTrees() {
        #expect(throws: SwiftUIReadError.self) { try ViewReader.view(from: "Text(\"x\")" + String(repeating: ".padding(1)", count: 9_000)) }
        #expect(throws: SwiftUIReadError.self) {
            try ViewReader.view(from: String(repeating: "VStack { ", count: 70) + "Text(\"x\")" + String(repeating: " }", count: 70))
        }
        #expect(throws: SwiftUIReadError.self) { try ViewReader.view(from: "Text(\"x\")" + String(repeating: ".padding()", count: 257)) }
        // Brackets past the parser's own limit: an error, not a crash.
        #expect(throws: SwiftUIReadError.self) { try ViewReader.view(from: String(repeating: "(", count: 3_000)) }
    }

    @Test("ForEach over a million, nested: the layout stops at its 5,000 views and says so")
    func hugeForEach() throws {
        let root = try ViewReader.view(from: "VStack { ForEach(0..<1000000) { i in ForEach(0..<1000000) { j in Text(\"\\(i) \\(j)\") } } }")
        let screen = HostingLayout.layout(root, path: "", in: Rect(x: 0, y: 0, width: 402, height: 874), safeAreaInsets: EdgeInsets(), scale: 3)
        #expect(screen.views.count <= 5_001)
        #expect(screen.warnings.contains { $0.contains("5000 views") })
    }

    @Test("App views that show each other stop at the depth limit, and an expansion stops at 5,000 views")
    func expansionBudget() throws {
        let source = """
            struct A: View { var body: some View { HStack { B(); B(); B(); B() } } }
            struct B: View { var body: some View { VStack { A(); A(); A(); A() } } }
            #Preview { A() }
            """
        let file = try SwiftFile.read(source, file: "Loop.swift")
        let (view, warnings) = ViewIndex([file]).expand(file.previews[0].view)
        #expect(view.count <= ViewIndex.maximumViews * 2)
        #expect(!warnings.isEmpty)
    }

    @Test("Numbers no layout can use: nan, infinities, 1e308 and negatives lay out as finite frames")
    func wildNumbers() throws {
        let root = try ViewReader.view(
            from: #"VStack { Color.red.frame(width: -5, height: 1e308); Text("a").padding(-1e308).frame(minWidth: 1e308, maxWidth: -1).layoutPriority(1e308) }"#
        )
        let screen = HostingLayout.layout(root, path: "", in: Rect(x: 0, y: 0, width: 402, height: 874), safeAreaInsets: EdgeInsets(), scale: 3)
        for v in screen.views {
            #expect(
                v.windowFrame.minX.isFinite && v.windowFrame.minY.isFinite && v.windowFrame.width.isFinite && v.windowFrame.height.isFinite,
                "\(v.name) \(v.windowFrame)")
        }
    }
}
