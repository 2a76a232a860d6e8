import SwiftUILayout
import SwiftUISource
import Testing

/// Previews and app views read from Swift files, and app views inlined into previews.
struct SwiftFileTests {
    static let file = #"""
        import SwiftUI

        struct ProfileCard: View {
            let name: String
            var subtitle = "Member"
            @State private var expanded = false

            var body: some View {
                VStack(alignment: .leading) {
                    Text(name).font(.headline)
                    Text("Hello, \(name)")
                    Text(subtitle)
                }
            }
        }

        struct Labeled<Content: View>: View {
            let title: String
            @ViewBuilder let content: Content
            var body: some View {
                HStack { Text(title); Spacer(); content }
            }
        }

        #Preview("Card") {
            ProfileCard(name: "Ada").padding()
        }

        #Preview(traits: .landscapeLeft) {
            Labeled(title: "Wi-Fi") { Toggle("On", isOn: .constant(true)) }
        }

        struct ProfileCard_Previews: PreviewProvider {
            static var previews: some View {
                ProfileCard(name: "Grace")
            }
        }
        """#

    @Test("Every #Preview and PreviewProvider, in file order, with titles, Preview N and traits")
    func previews() throws {
        let swift = try SwiftFile.read(Self.file, file: "Card.swift")
        #expect(swift.previews.map(\.name) == ["Card", "Preview 1", "ProfileCard_Previews"])
        #expect(swift.previews[1].orientation == "landscapeLeft")
        #expect(swift.previews[0].view.type == "ProfileCard" && swift.previews[0].view.modifiers.map(\.name) == ["padding"])
        #expect(swift.views.map(\.name) == ["ProfileCard", "Labeled"])
        #expect(swift.views[0].properties.map(\.name) == ["name", "subtitle", "expanded"])
        #expect(swift.views[0].properties[1].initial == .string("Member"))
    }

    @Test("An app view inlines its body, its properties bound to the call's arguments and their initial values")
    func expansion() throws {
        let swift = try SwiftFile.read(Self.file, file: "Card.swift")
        let index = ViewIndex([swift])
        let (card, _) = index.expand(swift.previews[0].view)
        #expect(card.type == "ProfileCard" && card.modifiers.map(\.name) == ["padding"])
        let body = try #require(card.argument("body")?.views.first)
        #expect(body.type == "VStack")
        #expect(body.content.map { $0.argument(nil) } == [.string("Ada"), .string("Hello, Ada"), .string("Member")])
        // A trailing view builder fills the `content` property.
        let (labeled, _) = index.expand(swift.previews[1].view)
        let row = try #require(labeled.argument("body")?.views.first)
        #expect(row.content.map(\.type) == ["Text", "Spacer", "Toggle"])
    }

    @Test("A view that shows itself is inlined two levels deep, then a placeholder, said in the warnings")
    func recursion() throws {
        let swift = try SwiftFile.read("struct Loop: View { var body: some View { VStack { Loop(); Loop() } } }\n#Preview { Loop() }", file: "Loop.swift")
        let (view, warnings) = ViewIndex([swift]).expand(swift.previews[0].view)
        #expect(warnings.contains { $0.contains("Loop shows itself") && $0.contains("deeper than 2 levels") }, "\(warnings)")
        // By hand: Loops inlined at levels 1 and 2 (1 + 2 of them, each with its body's VStack),
        // then the 4 Loops of level 3 left as they are written: 3 + 4 = 7 Loops.
        func loops(_ v: ViewNode) -> Int {
            (v.type == "Loop" ? 1 : 0) + (v.content + v.arguments.flatMap(\.value.views)).reduce(0) { $0 + loops($1) }
        }
        #expect(loops(view) == 7, "\(loops(view))")
    }

    @Test("What the printer writes reads back to the same tree")
    func printRoundTrip() throws {
        let sources = [
            #"VStack(alignment: .leading, spacing: 12) { Text("Title \(i)").font(.title).padding(.horizontal, 20); Spacer(minLength: 8) }.frame(maxWidth: .infinity).background(Color.red)"#,
            #"List { Section(header: Text("A")) { ForEach(0..<3) { i in Text("Row \(i)") } } }.navigationTitle("Inbox").safeAreaInset(edge: .bottom) { Button("Send") { send() } }"#,
            #"Text("quote \" and \\ and\nnewline").overlay(alignment: .topLeading) { Circle().frame(width: 8, height: 8) }"#,
            #"VStack { Card(title: "Ada", body: { Text("Ada").padding() }); image.resizable(); row.thumbnail; makeRow(item) }"#,
            #"Widget(body: { model.content.padding() })"#,
            #"VStack { if model.isEmpty { Text("None") } else { Text("Some") }; switch tab { case .a: Color.red; default: Color.blue } }"#,
            #"VStack { if let product = controller.product, name == "x" { Text(product.name) } }"#,
        ]
        for source in sources {
            let tree = try ViewReader.view(from: source)
            let printed = ViewPrinter.source(of: tree)
            #expect(try ViewReader.view(from: printed) == tree, "\(printed)")
        }
    }

    @Test("A file that is not valid Swift is an error at its line and column")
    func invalid() {
        #expect(throws: SwiftUIReadError.self) { try SwiftFile.read("struct A: View {\n  var body: some View {\n", file: "A.swift") }
    }
}

/// The app's own modifiers: `extension View` functions and `ViewModifier` types.
struct AppModifierTests {
    static let file = """
        import SwiftUI
        extension View {
            func cardStyle(_ color: Color = .blue, radius: CGFloat = 12) -> some View {
                padding(16).background(color, in: RoundedRectangle(cornerRadius: radius))
            }
        }
        struct Bordered: ViewModifier {
            var width: CGFloat = 2
            func body(content: Content) -> some View {
                VStack { content; Divider() }.padding(.horizontal, 20)
            }
        }
        #Preview {
            VStack {
                Text("Card").cardStyle(radius: 20).frame(maxWidth: .infinity)
                Text("Row").modifier(Bordered(width: 4))
            }
        }
        """

    @Test("An extension View function is replaced by its modifiers, its parameters bound; the modifiers after it follow")
    func helper() throws {
        let swift = try SwiftFile.read(Self.file, file: "Mod.swift")
        #expect(swift.modifiers.map(\.name) == ["cardStyle"])
        let (view, warnings) = ViewIndex([swift]).expand(swift.previews[0].view)
        #expect(warnings.isEmpty)
        let card = view.content[0]
        #expect(card.type == "Text" && card.modifiers.map(\.name) == ["padding", "background", "frame"])
        #expect(card.modifiers[1].argument("in")?.views.first?.argument("cornerRadius") == .number(20))
    }

    @Test("A ViewModifier's body is laid out in its place, with content the view it modifies")
    func viewModifier() throws {
        let swift = try SwiftFile.read(Self.file, file: "Mod.swift")
        let (view, _) = ViewIndex([swift]).expand(swift.previews[0].view)
        let row = view.content[1]
        #expect(row.type == "VStack" && row.content.map(\.type) == ["Text", "Divider"] && row.modifiers.map(\.name) == ["padding"])
    }
}
