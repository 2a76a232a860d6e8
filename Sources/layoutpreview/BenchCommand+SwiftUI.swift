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
                  let scene = try? SceneLoader.load(text: "device: iphone-17-pro\nswiftUI: |\n" + source.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n", file: "bench.yaml")
            else {
                rows.append(["\(views)", "n/a", "", ""])
                continue
            }
            let count = Double(root.count)
            let n = max(1, iterations / views)
            let read = measure(n) { _ = try? ViewReader.view(from: source) }
            let layout = measure(n) {
                _ = HostingLayout.layout(root, path: "", in: Rect(x: 0, y: 0, width: 402, height: 874),
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
