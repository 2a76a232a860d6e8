import Preview
import Testing

/// SwiftUI views hosted in the UIKit containers the engine already lays out (S37, S41): the
/// numbers of the containers must be UIKit's, on every device, orientation and iOS.
struct SwiftUISceneTests {
    /// A seeded choice of devices, orientations, iOS versions and bar styles: every catalog
    /// device, each in its orientations, with the configuration rotating.
    static let cases: [(device: Device, orientation: Orientation, ios: Int, config: String)] = {
        let configs = [
            "navigation: {title: Inbox}", "navigation: {bar: opaque, title: Inbox}\ntabBar: {style: opaque}",
            "tabBar: {}\nnavigation: {title: Inbox, prefersLargeTitles: true}", "navigation: {bar: hidden}",
            "tabBar: {style: translucent}", "",
        ]
        var result: [(Device, Orientation, Int, String)] = []
        for (d, device) in DeviceCatalog.devices.enumerated() {
            for (o, orientation) in device.orientations.enumerated() {
                let versions = [11, 15, 18, 26, 27].filter { device.iosRange.contains($0) }
                let ios = versions.isEmpty ? device.defaultIOS : versions[(d + o) % versions.count]
                result.append((device, orientation, ios, configs[(d + o) % configs.count]))
            }
        }
        return result
    }()

    @Test("A colour that fills a hosted SwiftUI view sits exactly on the UIKit safe area of the same containers (S26, S41)")
    func hostedSafeAreaIsUIKits() throws {
        for c in Self.cases {
            let head = "device: \(c.device.id)\norientation: \(c.orientation.rawValue)\nios: \(c.ios)\n\(c.config)\n"
            let uikit = try layout(head + "views:\n  - {name: fill, frame: safeArea}\n")
            let swiftUI = try layout(head + "swiftUI: Color.red\n")
            let expected = try uikit.required("fill").windowFrame
            let scale = c.device.scale
            // S4: SwiftUI's frames stand on the pixel grid.
            func grid(_ v: Double) -> Double { (v * scale).rounded() / scale }
            let got = try swiftUI.required("Color").windowFrame
            #expect(
                close(
                    got, rect(grid(expected.minX), grid(expected.minY), grid(expected.maxX) - grid(expected.minX), grid(expected.maxY) - grid(expected.minY))),
                "\(c.device.id) \(c.orientation) iOS \(c.ios) [\(c.config)]: \(got) vs UIKit \(expected)")
            #expect(try swiftUI.required("viewController.view").safeAreaInsets == uikit.required("viewController.view").safeAreaInsets)
        }
    }

    @Test("NavigationStack and TabView in the source are the scene's navigation and tab bar controllers (S37)")
    func containersFromSource() throws {
        let source = try layout(
            """
            device: iphone-17-pro
            swiftUI: |
              TabView {
                  NavigationStack {
                      Color.red.navigationTitle("Inbox")
                  }
                  .tabItem { Label("Inbox", systemImage: "tray") }
                  Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
              }
            """)
        let keys = try layout(
            """
            device: iphone-17-pro
            tabBar: {items: [Inbox, Settings]}
            navigation: {title: Inbox, prefersLargeTitles: true}
            views: [{name: fill, frame: safeArea}]
            """)
        #expect(source.scene.tabBar == keys.scene.tabBar)
        #expect(source.scene.navigation == keys.scene.navigation)
        #expect(try source.required("TabView/NavigationStack/Color").windowFrame == keys.required("fill").windowFrame)
    }

    @Test(".navigationBarTitleDisplayMode(.inline) makes the title small; .toolbar(.hidden, for: .navigationBar) hides the bar (S38, S39)")
    func titleModes() throws {
        let inline = try layout("swiftUI: NavigationStack { Color.red.navigationTitle(\"A\").navigationBarTitleDisplayMode(.inline) }")
        #expect(inline.scene.navigation?.prefersLargeTitles == false)
        let hidden = try layout("swiftUI: |\n  NavigationStack { Color.red.toolbar(.hidden, for: .navigationBar) }\n")
        #expect(hidden.scene.navigation?.bar == .hidden)
    }

    @Test("A scene written back reads to the same scene and the same layout")
    func roundTrip() throws {
        let yaml = """
            title: Chat
            device: iphone-16
            navigation: {bar: opaque, title: Chat}
            swiftUI: |
              ScrollView {
                  ForEach(0..<30) { i in Text("Message \\(i)") }
              }
              .safeAreaInset(edge: .bottom) { TextField("Message", text: $draft).padding() }
            """
        let scene = try SceneLoader.load(text: yaml, file: "chat.yaml")
        let written = SceneWriter.yaml(scene)
        let again = try SceneLoader.load(text: written, file: "written.yaml")
        #expect(again == scene)
        #expect(LayoutEngine.layout(again).views == LayoutEngine.layout(scene).views)
    }

    @Test("Invalid Swift in the block is an error at its line and column in the scene file")
    func errorPlace() {
        let yaml = "title: x\nswiftUI: |\n  VStack {\n    Text(\"a\"\n  }\n"
        do {
            _ = try SceneLoader.load(text: yaml, file: "bad.yaml")
            Issue.record("expected an error")
        } catch {
            // Line 4 of the file, column 13: after `Text("a"`, indented by 2 in the block.
            #expect(error.line == 4 && error.column == 13)
            #expect(error.message.contains("expected ')'"))
        }
    }

    @Test("A scene holds UIKit views or a SwiftUI view, not both")
    func notBoth() {
        #expect(throws: SceneError.self) { try SceneLoader.load(text: "views: [{name: a}]\nswiftUI: Text(\"x\")\n", file: "x.yaml") }
    }

    @Test("A SwiftUI view's place is its line and column in the scene file")
    func places() throws {
        let l = try layout("title: x\nswiftUI: |\n  VStack {\n      Text(\"a\")\n  }\n")
        let text = try l.required("VStack/Text")
        #expect(text.place.line == 4 && text.place.column == 7)
    }
}

/// Scrolling a SwiftUI scroll view, as the screen's keys do (R22, R14, R34).
struct SwiftUIScrollingTests {
    static let mail = """
        device: iphone-16-pro
        ios: 26
        swiftUI: |
          NavigationStack {
              List { ForEach(0..<40) { i in Text("Mailbox \\(i)") } }
                  .navigationTitle("Mail")
          }
        """

    @Test("At rest a Liquid Glass large title adds 52 to the list's top inset; scrolled 30, it has collapsed by 30 (R34, R14)")
    func largeTitleCollapses() throws {
        let scene = try SceneLoader.load(text: Self.mail, file: "mail.yaml")
        let rest = LayoutEngine.layout(scene)
        let list = try rest.required("NavigationStack/List")
        // 62 window inset + 54 bar = 116; + 52 for the large title = 168 (R33, R34).
        #expect(list.scroll?.adjustedContentInset.top == 168)
        #expect(list.scroll?.contentOffset.y == -168)
        let scrolled = LayoutEngine.layout(scene, scrollOffsets: ["NavigationStack/List": Point(x: 0, y: 30)])
        let moved = try scrolled.required("NavigationStack/List")
        #expect(moved.scroll?.contentOffset.y == -138)
        #expect(moved.scroll?.adjustedContentInset.top == 138)
        // The first row moved up with the content: 30 higher than at rest.
        let first = try rest.required("NavigationStack/List/Text[0]").windowFrame.minY
        #expect(try scrolled.required("NavigationStack/List/Text[0]").windowFrame.minY == first - 30)
    }

    @Test("A scroll offset stops at the end of the content")
    func clamped() throws {
        let scene = try SceneLoader.load(text: Self.mail, file: "mail.yaml")
        let far = LayoutEngine.layout(scene, scrollOffsets: ["NavigationStack/List": Point(x: 0, y: 100_000)])
        let s = try #require(try far.required("NavigationStack/List").scroll)
        // UIKit's end: contentSize.height + adjustedContentInset.bottom − the frame's height.
        #expect(close(s.contentOffset.y, s.contentSize.height + s.adjustedContentInset.bottom - 874))
    }
}
