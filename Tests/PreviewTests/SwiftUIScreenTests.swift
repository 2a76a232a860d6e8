import Foundation
import Preview
import Testing

/// A SwiftUI scene on the interactive screen, without a terminal: the keys that change the UIKit
/// containers change what the SwiftUI views sit in, and the scroll keys scroll a SwiftUI list.
struct SwiftUIScreenTests {
    static let yaml = """
        device: iphone-17-pro
        swiftUI: |
          NavigationStack {
              List { ForEach(0..<40) { i in Text("Row \\(i)") } }
                  .navigationTitle("Inbox")
                  .navigationBarTitleDisplayMode(.inline)
          }
        """

    func press(_ state: AppState, _ keys: [Key]) -> AppState {
        keys.reduce(state) { AppState.update($0, .key($1)).0 }
    }

    @Test("n hides the navigation bar: the list's top inset falls from 116 (62 + 54, R33) to the window's 62 (R10)")
    func navigationBar() throws {
        var s = try AppState(scene: try SceneLoader.load(text: Self.yaml, file: "inbox.yaml"), sourceName: "inbox", columns: 120, rows: 40)
        #expect(try s.layout.required("NavigationStack/List").scroll?.adjustedContentInset.top == 116)
        // translucent → opaque → backgroundImage → hidden.
        s = press(s, [.character("n"), .character("n"), .character("n")])
        #expect(s.scene.navigation?.bar == .hidden)
        #expect(try s.layout.required("NavigationStack/List").scroll?.adjustedContentInset.top == 62)
    }

    @Test("j scrolls the SwiftUI list 20 points a line (the screen's line for scroll views without rows)")
    func scrolling() throws {
        var s = try AppState(scene: try SceneLoader.load(text: Self.yaml, file: "inbox.yaml"), sourceName: "inbox", columns: 120, rows: 40)
        let first = try s.layout.required("NavigationStack/List/Text[0]").windowFrame.minY
        s = press(s, [.character("j"), .character("j")])
        #expect(try s.layout.required("NavigationStack/List").scroll?.contentOffset.y == -116 + 40)
        #expect(try s.layout.required("NavigationStack/List/Text[0]").windowFrame.minY == first - 40)
    }

    @Test("Tab selects the SwiftUI views in turn, and the inspector explains the selected one")
    func selection() throws {
        var s = try AppState(scene: try SceneLoader.load(text: Self.yaml, file: "inbox.yaml"), sourceName: "inbox", columns: 120, rows: 40)
        // The screen opens on the first scroll view: the list.
        #expect(s.inspected.name == "NavigationStack/List")
        var seen: [String] = []
        for _ in 0..<8 {
            s = press(s, [.tab])
            if let selected = s.selected { seen.append(selected) }
        }
        #expect(Array(seen.prefix(2)) == ["NavigationStack/List/Text[0]", "NavigationStack/List/Text[1]"], "\(seen)")
        let text = ScreenView.view(s).lines.joined(separator: "\n")
        #expect(text.contains("offered"), "the inspector shows the proposal the view got")
    }
}
