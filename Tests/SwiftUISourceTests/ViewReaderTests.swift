import Geometry
import SwiftUILayout
import SwiftUISource
import Testing

/// The reader keeps the source's views and modifiers one to one, in order.
struct ViewReaderTests {
    @Test("A stack, its children and their modifiers, in source order")
    func stack() throws {
        let node = try ViewReader.view(
            from: """
                VStack(alignment: .leading, spacing: 12) {
                    Text("Title").font(.title).padding()
                    Spacer(minLength: 20)
                }
                .frame(maxWidth: .infinity)
                """)
        #expect(node.type == "VStack")
        #expect(node.argument("alignment") == .member("leading"))
        #expect(node.argument("spacing") == .number(12))
        #expect(node.content.map(\.type) == ["Text", "Spacer"])
        #expect(node.content[0].modifiers.map(\.name) == ["font", "padding"])
        #expect(node.content[0].modifiers[0].argument(nil) == .member("title"))
        #expect(node.modifiers.first?.argument("maxWidth") == .member("infinity"))
        #expect(node.content[0].position.line == 2 && node.content[0].position.column == 5)
    }

    @Test("ForEach keeps its range and its closure's parameter; interpolations stay as written")
    func forEach() throws {
        let node = try ViewReader.view(from: #"List { ForEach(0..<3) { i in Text("Row \(i)") } }"#)
        let each = node.content[0]
        #expect(each.argument(nil) == .range(0, 3))
        #expect(each.arguments.contains { $0.value == .views([], parameter: "i") })
        #expect(each.content[0].argument(nil) == .string(#"Row \(i)"#))
    }

    @Test("A button's action closure is an expression, its label a view builder")
    func button() throws {
        let node = try ViewReader.view(from: #"Button { count += 1 } label: { Text("Add") }"#)
        #expect(node.argument(nil) == .expression("{ count += 1 }"))
        #expect(node.argument("label")?.views.first?.type == "Text")
    }

    @Test("Colour arguments are values (ShapeStyles), view arguments views")
    func shapeStyles() throws {
        let node = try ViewReader.view(from: #"Text("a").background(Color.red).overlay(Circle())"#)
        #expect(node.modifiers[0].argument(nil) == .member("red"))
        #expect(node.modifiers[1].argument(nil)?.views.first?.type == "Circle")
    }

    @Test("Invalid Swift is an error at its line and column")
    func invalid() {
        #expect(throws: SwiftUIReadError.self) { try ViewReader.view(from: "VStack {\n  Text(\"a\"\n}") }
        do {
            _ = try ViewReader.view(from: "VStack {\n  Text(\"a\"\n}")
        } catch {
            // Where the missing parenthesis was due, as swiftc reports it: the end of line 2.
            #expect(error.line == 2 && error.column == 11)
            #expect(error.message.contains("expected ')'"))
        }
    }

    @Test("Something that is not a view is an error naming it")
    func notAView() {
        do {
            _ = try ViewReader.view(from: "count + 1")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.contains("count + 1"))
        }
    }
}

/// What only the running app decides, read as its first choice.
struct FirstBranchTests {
    @Test("`flag ? A : B` reads as its first branch, for views and for values")
    func ternary() throws {
        let node = try ViewReader.view(from: #"VStack { flag ? Text("On") : Text("Off"); Text(rain ? "Rain soon" : "Dry") }"#)
        #expect(node.content.map { $0.argument(nil) } == [.string("On"), .string("Rain soon")])
    }
}
