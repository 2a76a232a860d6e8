import Foundation
import Testing

/// SwiftUI files through the commands, as a developer runs them on a project of their own.
@Suite struct SwiftUICommandTests {
    /// A package with an app view in one file and its previews in another.
    static func project(in dir: URL) throws -> String {
        let files = [
            "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n",
            "Sources/App/Views/Card.swift": """
            import SwiftUI

            struct Card: View {
                let title: String
                var body: some View {
                    Text(title)
                        .padding()
                        .frame(maxWidth: .infinity, minHeight: 120)
                        .background(Color.blue)
                }
            }
            """,
            "Sources/App/Screens/HomeView.swift": """
            import SwiftUI

            #Preview("Home") {
                NavigationStack {
                    VStack {
                        Card(title: "Today")
                        Spacer()
                    }
                    .navigationTitle("Home")
                    .navigationBarTitleDisplayMode(.inline)
                }
            }

            #Preview("Bottom") {
                VStack {
                    Spacer()
                    Button("Pay") { pay() }
                }
                .ignoresSafeArea()
            }
            """,
        ]
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir.appendingPathComponent("Sources/App/Screens/HomeView.swift").path
    }

    static func views(_ json: String) throws -> [String: [String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let views = object?["views"] as? [[String: Any]] ?? []
        return Dictionary(views.map { ($0["name"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    }

    @Test("render of a preview inlines the app view from another file of the project: the card is 402 × 120 under the 116-pt bars (S6, S14)")
    func renderPreview() throws {
        try Binary.withTemporaryDirectory { dir in
            let path = try Self.project(in: dir)
            let run = try Binary.run(["render", path, "--format", "json"])
            #expect(run.status == 0, "\(run.stderr)")
            let views = try Self.views(run.stdout)
            // iPhone 17 Pro: 62 + 54 of inline navigation bar (R33); the card's minHeight 120
            // makes it the stack's least flexible child, sized first; maxWidth .infinity takes 402.
            let card = try #require(views["NavigationStack/VStack/Card"]?["windowFrame"] as? [String: Double])
            #expect(card == ["x": 0, "y": 116, "width": 402, "height": 120])
            #expect(views["NavigationStack/VStack/Card/Text"] != nil)
            #expect((views["navigationBar"]?["frame"] as? [String: Double])?["height"] == 54)
        }
    }

    @Test("--scene picks a preview by title or number, and a wrong one exits 2 with did-you-mean")
    func sceneSelection() throws {
        try Binary.withTemporaryDirectory { dir in
            let path = try Self.project(in: dir)
            let byName = try Binary.run(["render", path, "--scene", "Bottom", "--format", "json"])
            let byNumber = try Binary.run(["render", path, "--scene", "2", "--format", "json"])
            #expect(byName.status == 0 && byName.stdout == byNumber.stdout)
            let wrong = try Binary.run(["render", path, "--scene", "Botom"])
            #expect(wrong.status == 2 && wrong.stderr.contains("did you mean 'Bottom'"), "\(wrong.stderr)")
        }
    }

    @Test("lint finds the Pay button under the home indicator at its line; lint of the folder finds the file with previews, not the one without")
    func lint() throws {
        try Binary.withTemporaryDirectory { dir in
            let path = try Self.project(in: dir)
            let run = try Binary.run(["lint", path, "--devices", "iphone-17-pro", "--orientations", "portrait", "--format", "json"])
            #expect(run.status == 1, "\(run.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            let findings = object?["findings"] as? [[String: Any]] ?? []
            // Line 17 of HomeView.swift: `Button("Pay") { pay() }`.
            #expect(
                findings.contains {
                    $0["rule"] as? String == "homeIndicator" && $0["line"] as? Int == 17 && ($0["view"] as? String)?.hasSuffix("Button") == true
                }, "\(findings)")
            let folder = try Binary.run(["lint", dir.path, "--devices", "iphone-17-pro", "--orientations", "portrait"])
            #expect(folder.status == 1 && folder.stdout.contains("HomeView.swift") && !folder.stdout.contains("Card.swift"), "\(folder.stdout)\(folder.stderr)")
        }
    }

    @Test("import writes each preview as a scene file that renders the same numbers")
    func importPreviews() throws {
        try Binary.withTemporaryDirectory { dir in
            let path = try Self.project(in: dir)
            let out = dir.appendingPathComponent("scenes").path
            let run = try Binary.run(["import", path, "--output", out])
            #expect(run.status == 0, "\(run.stderr)")
            for (name, selector) in [("HomeView-Home.yaml", "Home"), ("HomeView-Bottom.yaml", "Bottom")] {
                let scene = (out as NSString).appendingPathComponent(name)
                let a = try Self.views(try Binary.run(["render", path, "--scene", selector, "--format", "json"]).stdout)
                let b = try Self.views(try Binary.run(["render", scene, "--format", "json"]).stdout)
                #expect(a.count == b.count && !a.isEmpty)
                for (key, view) in a {
                    #expect(b[key]?["windowFrame"] as? [String: Double] == view["windowFrame"] as? [String: Double], "\(name): \(key)")
                }
            }
        }
    }

    @Test("Bad Swift exits 2 at its line and column; a file with nothing to show exits 2; a file without previews shows its views")
    func errors() throws {
        try Binary.withTemporaryDirectory { dir in
            let bad = dir.appendingPathComponent("Bad.swift").path
            try "import SwiftUI\n#Preview {\n    Text(\"a\"\n}\n".write(toFile: bad, atomically: true, encoding: .utf8)
            let run = try Binary.run(["render", bad])
            #expect(run.status == 2 && run.stderr.contains("Bad.swift:3:"), "\(run.stderr)")
            let empty = dir.appendingPathComponent("Model.swift").path
            try "struct Model { var name = \"\" }\n".write(toFile: empty, atomically: true, encoding: .utf8)
            let none = try Binary.run(["render", empty])
            #expect(none.status == 2 && none.stderr.contains("no #Preview"), "\(none.stderr)")
            let plain = dir.appendingPathComponent("Plain.swift").path
            try "import SwiftUI\nstruct Plain: View {\n    var body: some View { Text(\"Hi\") }\n}\n".write(toFile: plain, atomically: true, encoding: .utf8)
            let shown = try Binary.run(["render", plain, "--format", "json"])
            #expect(shown.status == 0 && shown.stdout.contains("no #Preview or PreviewProvider"), "\(shown.stderr)")
        }
    }
}

/// What a preview leaves to the running app, worked by hand on an iPhone 17 Pro's safe area
/// (402 × 778 from y 62), and a project folder that loops.
@Suite struct SwiftUIAssumptionTests {
    @Test("ForEach over the app's data lays out three rows; an if takes its first branch; a symlink loop in the project is not followed")
    func assumptions() throws {
        try Binary.withTemporaryDirectory { dir in
            try "// swift-tools-version:5.9\n".write(to: dir.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            let sources = dir.appendingPathComponent("Sources")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            // A link back to the project's root: a walk that followed it would never end.
            try FileManager.default.createSymbolicLink(atPath: sources.appendingPathComponent("loop").path, withDestinationPath: dir.path)
            let path = sources.appendingPathComponent("Rows.swift").path
            try """
            import SwiftUI
            #Preview {
                VStack(spacing: 0) {
                    ForEach(model.items) { item in
                        Color.red.frame(height: 50)
                    }
                    if model.isEmpty {
                        Color.blue.frame(height: 100)
                    } else {
                        Color.green.frame(height: 200)
                    }
                }
            }
            """.write(toFile: path, atomically: true, encoding: .utf8)
            let run = try Binary.run(["render", path, "--format", "json"])
            #expect(run.status == 0, "\(run.stderr)")
            let views = try SwiftUICommandTests.views(run.stdout)
            // Three rows of 50 and the first branch's 100: 250 tall, centred in the 778 of safe
            // area: y = 62 + (778 − 250) / 2 = 326.
            #expect(views["VStack"]?["windowFrame"] as? [String: Double] == ["x": 0, "y": 326, "width": 402, "height": 250])
            #expect(views.keys.filter { $0.hasPrefix("VStack/Color") }.count == 4, "\(views.keys.sorted())")
            #expect((views["VStack/Color[3]"]?["windowFrame"] as? [String: Double])?["height"] == 100)
            // Each assumption is a line of the warnings.
            let warnings = (try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["warnings"] as? [String] ?? []
            #expect(warnings.contains { $0.contains("ForEach over model.items") && $0.contains("3 elements") }, "\(warnings)")
            #expect(warnings.contains { $0.contains("if model.isEmpty") && $0.contains("first branch") }, "\(warnings)")
        }
    }
}
