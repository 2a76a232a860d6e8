import Foundation
import Preview
import SwiftUILayout
import SwiftUISource

extension Bench {
    /// SwiftUI trees of 50, 500 and 2,000 views (rows of an icon, a title and subtitle, a spacer
    /// and a time stamp, in a scroll view): reading the source, SwiftUI's layout alone, and the
    /// whole scene's layout around it, in µs per view. Linear growth reads as a flat column.
    static func swiftUIFigures(iterations: Int) -> String {
        var rows = [["SwiftUI views", "read µs/view", "SwiftUI layout µs/view", "scene layout µs/view"]]
        for views in [50, 500, 2_000] {
            let source = swiftUISource(views: views)
            guard let root = try? ViewReader.view(from: source),
                let scene = try? SceneLoader.load(
                    text: "device: iphone-17-pro\nswiftUI: |\n" + source.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n",
                    file: "bench.yaml")
            else {
                rows.append(["\(views)", "n/a", "", ""])
                continue
            }
            let count = Double(root.count)
            let n = max(1, iterations / views)
            let read = measure(n) { _ = try? ViewReader.view(from: source) }
            let layout = measure(n) {
                _ = HostingLayout.layout(
                    root, path: "", in: Rect(x: 0, y: 0, width: 402, height: 874),
                    safeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), scale: 3, explaining: false)
            }
            let whole = measure(n) { _ = LayoutEngine.layout(scene, explaining: .none) }
            rows.append(["\(Int(count))", micro(read / count), micro(layout / count), micro(whole / count)])
        }
        return TextTable.format(rows)
    }

    /// A scroll view of rows, about `views` views in all (6 a row).
    static func swiftUISource(views: Int) -> String {
        let row = """
                    HStack {
                        Image(systemName: "envelope")
                        VStack(alignment: .leading) {
                            Text("Subject of the message").font(.headline)
                            Text("From someone").font(.caption)
                        }
                        Spacer()
                        Text("12:45")
                    }
                    .padding(.horizontal)
            """
        return "ScrollView {\n    VStack {\n" + Array(repeating: row, count: max(1, views / 7)).joined(separator: "\n") + "\n    }\n}"
    }
}

extension Bench {
    /// A project of 1,000 Swift files (a view in each, every tenth with a preview that names
    /// three views of other files): reading a preview's file with its project, the app's views
    /// looked up and inlined, in ms.
    static func projectFigure() -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lp-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
            try "// swift-tools-version:5.9\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            for i in 0..<1_000 {
                var text =
                    "import SwiftUI\n\nstruct View\(i): View {\n    let title: String\n    var body: some View {\n        HStack { Text(title); Spacer(); Image(systemName: \"chevron.right\") }.padding()\n    }\n}\n"
                if i % 10 == 0 {
                    text +=
                        "\n#Preview {\n    List { View\((i + 1) % 1_000)(title: \"A\"); View\((i + 500) % 1_000)(title: \"B\"); View\((i + 999) % 1_000)(title: \"C\") }\n}\n"
                }
                try text.write(to: root.appendingPathComponent("Sources/App/View\(i).swift"), atomically: false, encoding: .utf8)
            }
            let path = root.appendingPathComponent("Sources/App/View500.swift").path
            var scene: Scene?
            let time = measure(5) { scene = try? SwiftUIDocument.read(path).scene(nil) }
            let inlined = scene?.swiftUI?.source.components(separatedBy: "body:").count ?? 1
            return TextTable.format([
                ["SwiftUI project", "files", "preview read and inlined ms", "app views inlined"],
                ["a preview naming views of 3 other files", "1000", String(Double(Int(time * 1e5)) / 100), String(inlined - 1)],
            ])
        } catch {
            return "SwiftUI project: could not write the files (\(error))\n"
        }
    }
}
