import Preview
import Testing

/// Page sheets (docs/sheets.md). The numbers come from the logged `maximumDetentValue`s (iOS 16:
/// 749 on the 852-pt iPhone 14 Pro, 627 on the 667-pt iPhone SE), worked by hand below.
struct SheetTests {
    func sheetLayout(_ detent: String, device: String = "iphone-14-pro", ios: Int = 16, extra: String = "") throws -> Layout {
        try layout("device: \(device)\nios: \(ios)\nsheet: \(detent)\n\(extra)")
    }

    @Test("Large on iPhone 14 Pro: 852 − 34 − 749 = y 69, 783 tall; no top inset, the home indicator's 34 at the bottom")
    func largeOnDynamicIsland() throws {
        let l = try sheetLayout("large")
        let window = try #require(l.metrics.window)
        #expect(window.sheet == .large)
        #expect(window.origin == Point(x: 0, y: 69) && window.size == Size(width: 393, height: 783))
        #expect(try l.required("viewController.view").safeAreaInsets == insets(0, 0, 34, 0))
        #expect(!l.statusBarShown)
    }

    @Test("Large on iPhone SE: the logged 627 = 667 − 20 − 20, so y 40; no home indicator, no bottom inset")
    func largeOnHomeButton() throws {
        let window = try #require(try sheetLayout("large", device: "iphone-se-3").metrics.window)
        #expect(window.origin == Point(x: 0, y: 40) && window.size == Size(width: 375, height: 627))
        #expect(window.insets == insets(0, 0, 0, 0))
    }

    @Test(
        "A custom device whose insets or sheetTop leave no room shows an empty sheet, never a negative one (a 900-pt top inset on an 852-pt screen trapped the mock)"
    )
    func noRoomForASheet() throws {
        for device in ["{name: S, width: 393, height: 852, insets: {portrait: {top: 900}}}", "{name: S, width: 393, height: 852, sheetTop: 5000}"] {
            let l = try sheetLayout("large", device: device)
            let window = try #require(l.metrics.window)
            // 852 − 900 − 0 − 10 and 852 − 5000 − 0 are below 0: the largest detent is 0, so the
            // sheet is the bottom inset (0) tall, at the screen's bottom.
            #expect(window.size.height == 0 && window.origin.y == 852, "\(window.origin) \(window.size)")
            #expect(!MockRenderer.render(l, columns: 80, rows: 24).lines.isEmpty)
        }
    }

    @Test("Medium is half the largest detent on the pixel grid: 749 / 2 = 374.5 → 374.667 on @3x, + 34 = 408.667 tall")
    func medium() throws {
        let window = try #require(try sheetLayout("medium").metrics.window)
        #expect(close(window.size.height, 408.667) && close(window.origin.y, 852 - 408.667))
        // @2x SE: 627 / 2 = 313.5 is on the grid.
        #expect(try sheetLayout("medium", device: "iphone-se-3").metrics.window?.size.height == 313.5)
    }

    @Test("A height detent is measured up from the bottom inset (300 → y 852 − 34 − 300 = 518) and capped at the largest; a fraction is of the largest")
    func custom() throws {
        #expect(try sheetLayout("{height: 300}").metrics.window?.origin.y == 518)
        #expect(try sheetLayout("{height: 2000}").metrics.window?.origin.y == 69)
        // 0.5 × 627 = 313.5 on the SE, as medium.
        #expect(try sheetLayout("{fraction: 0.5}", device: "iphone-se-3").metrics.window?.size.height == 313.5)
    }

    @Test("A navigation bar in a sheet sits at its top, 56 tall (Xcode's sheets: y=0 h=56); the content's top inset is the bar's")
    func navigationBar() throws {
        let l = try sheetLayout("large", extra: "navigation: {title: Settings}")
        #expect(try l.required("navigationBar").frame == rect(0, 0, 393, 56))
        #expect(try l.required("viewController.view").safeAreaInsets == insets(56, 0, 34, 0))
    }

    @Test(
        "Before iOS 13 a sheet is the whole screen; before iOS 15 it has no detents; landscape (compact height) is full screen; iPad regular width is not modelled"
    )
    func eras() throws {
        let old = try sheetLayout("medium", ios: 12)
        #expect(old.metrics.window == nil && old.notes.contains { $0.text.contains("iOS 13") })
        #expect(try sheetLayout("medium", ios: 14).metrics.window?.sheet == .large)
        // "the sheet defaults to a full screen appearance at compact height" (prefersEdgeAttachedInCompactHeight).
        let landscape = try sheetLayout("medium", extra: "orientation: landscapeLeft")
        #expect(landscape.metrics.window == nil && landscape.notes.contains { $0.text.contains("compact height") })
        // The caption names a sheet only where one shows.
        let portrait = try sheetLayout("medium")
        #expect(!landscape.scene.caption.contains("sheet") && portrait.scene.caption.contains(", sheet medium, "))
        let pad = try sheetLayout("medium", device: "ipad-pro-11", ios: 18)
        #expect(pad.metrics.window == nil && pad.notes.contains { $0.text.contains("form") })
    }

    @Test("Lint: the home indicator still reaches a sheet; the screen's top corners and housing do not")
    func lint() throws {
        let views = """
            views:
              - {name: corner, kind: button, text: X, interactive: true, frame: {x: 0, y: 0, width: 44, height: 44}}
              - {name: bottom, kind: button, text: Pay, interactive: true, frame: {x: 100, y: 760, width: 193, height: 23}}
            """
        let rules = Set(Linter.findings(try sheetLayout("large", extra: views), scene: "s").map { "\($0.view) \($0.rule)" })
        #expect(rules.contains("bottom homeIndicator"))
        #expect(!rules.contains { $0.hasPrefix("corner") })
        // The same corner view on the full screen is in the status bar and the corner.
        let full = Set(Linter.findings(try layout("device: iphone-14-pro\nios: 16\n" + views), scene: "s").map { "\($0.view) \($0.rule)" })
        #expect(full.contains("corner corner"))
    }

    @Test("sheet: is read, written back and refused with did-you-mean at its line")
    func schema() throws {
        let scene = try SceneLoader.load(text: "device: iphone-14-pro\nsheet: {height: 300}", file: "t.yaml")
        #expect(scene.sheet == .height(300))
        let again = try SceneLoader.load(text: SceneWriter.yaml(scene), file: "t.yaml")
        #expect(again.sheet == .height(300))
        #expect(throws: SceneError.self) { try SceneLoader.load(text: "sheet: {height: 0}", file: "t.yaml") }
        #expect(throws: SceneError.self) { try SceneLoader.load(text: "sheet: {height: 10, fraction: 0.5}", file: "t.yaml") }
        do {
            _ = try SceneLoader.load(text: "title: x\nsheet: meduim", file: "t.yaml")
            Issue.record("meduim was accepted")
        } catch {
            #expect(error.description.hasPrefix("t.yaml:2:8: error:") && error.description.contains("did you mean 'medium'"))
        }
    }

    @Test("A SwiftUI preview's sheets are screens of their own after it, at their smallest detent (.height(200) before .large), unread detents said")
    func swiftUISheets() throws {
        let source = """
            import SwiftUI
            struct Inbox: View {
                @State var composing = false
                var body: some View {
                    List { Text("Mail") }
                        .sheet(isPresented: $composing) {
                            Compose().presentationDetents([.large, .height(200), .custom(Small.self)])
                        }
                }
            }
            struct Compose: View {
                var body: some View { Color.blue }
            }
            #Preview { Inbox() }
            """
        let previews = try SwiftUIPreviews(text: source, path: "Inbox.swift")
        #expect(previews.sceneNames == ["Preview 1", "Preview 1 › sheet"])
        let main = try previews.scene("Preview 1")
        #expect(main.sheet == nil && main.notes.contains("Preview 1 › sheet"))
        let sheet = try previews.scene("2")
        #expect(sheet.sheet == .height(200))
        #expect(sheet.importWarnings.contains { $0.hasPrefix("presentationDetents: .custom(") })
        // iPhone 17 Pro, iOS 27: 874 − 34 − 200 = 640; the colour fills the sheet above the home indicator's band.
        let l = LayoutEngine.layout(sheet)
        #expect(l.metrics.window?.origin.y == 640)
        let blue = try #require(l.views.first { $0.name.hasSuffix("Color") })
        #expect(blue.windowFrame == rect(0, 0, 402, 200))
    }

    @Test("S on the screen steps no sheet → large → medium → none; in landscape it says the sheet is full screen at compact height")
    func screenKey() throws {
        var s = try AppState(scene: try SceneLoader.load(text: "device: iphone-14-pro\nios: 16", file: "t.yaml"), sourceName: "t", columns: 120, rows: 40)
        var seen: [SheetDetent?] = []
        for _ in 0..<3 {
            (s, _) = AppState.update(s, .key(.character("S")))
            seen.append(s.scene.sheet)
        }
        #expect(seen == [.large, .medium, nil])
        (s, _) = AppState.update(s, .key(.character("S")))
        #expect(s.layout.metrics.window?.origin.y == 69)
        (s, _) = AppState.update(s, .key(.character("o")))
        (s, _) = AppState.update(s, .key(.character("S")))
        #expect(s.scene.sheet == .medium && s.layout.metrics.window == nil)
        #expect(s.message?.text.contains("compact height") == true, "\(String(describing: s.message))")
    }

    @Test("A sheet shorter than the corners' reach draws (a fuzz input: a 1-pt detent trapped the corner mask); only the screen's bottom corners mask it")
    func tinySheet() throws {
        let l = try sheetLayout("{height: 1}", device: "iphone-16-plus", ios: 18)
        #expect(l.metrics.window?.size.height == 35)
        for (columns, rows) in [(60, 16), (80, 24), (200, 60)] {
            #expect(!MockRenderer.render(l, columns: columns, rows: rows).lines.isEmpty)
        }
        // A large sheet's top corners are 69 pt below the screen's: the mock masks none of the
        // cells along its top edge, and some along its bottom edge.
        let large = try sheetLayout("large")
        // No bar in this scene: "░" is the corner mask only.
        let lines = MockRenderer.render(large, columns: 60, rows: 40).lines
        let masked = lines.indices.filter { lines[$0].contains("░") }
        #expect(!masked.isEmpty && masked.allSatisfy { $0 > lines.count / 2 }, "\(masked)")
    }

    @Test("A full-screen cover is a screen of its own too, the whole screen; a sheet inside a sheet belongs to that sheet")
    func fullScreenCover() throws {
        let source = """
            import SwiftUI
            struct Home: View {
                @State var a = false
                @State var b = false
                var body: some View {
                    Text("Home")
                        .sheet(isPresented: $a) { Text("Sheet").sheet(isPresented: $b) { Text("Inner") } }
                        .fullScreenCover(isPresented: $b) { Color.red }
                }
            }
            #Preview { Home() }
            """
        let previews = try SwiftUIPreviews(text: source, path: "Home.swift")
        #expect(previews.sceneNames == ["Preview 1", "Preview 1 › sheet", "Preview 1 › full-screen cover"])
        let cover = try previews.scene("3")
        #expect(cover.sheet == nil && cover.notes.contains("full-screen cover"))
        // iPhone 17 Pro, iOS 27: the colour fills the safe area, 874 − 62 − 34 = 778 tall at y 62 (S26).
        let red = try #require(LayoutEngine.layout(cover).views.first { $0.name.hasSuffix("Color") })
        #expect(red.windowFrame == rect(0, 62, 402, 778))
    }

    @Test(
        "Listing what previews present searches each view's body once and stops at 32: 14 levels of views that show two of the next, a sheet at the bottom, and 1,000 previews"
    )
    func presentationsBounded() throws {
        var lines = ["import SwiftUI"]
        for i in 0..<14 { lines.append("struct V\(i): View { var body: some View { VStack { V\(i + 1)(); V\(i + 1)() } } }") }
        lines.append("struct V14: View { @State var a = false\n var body: some View { Text(\"x\").sheet(isPresented: $a) { Text(\"s\") } } }")
        lines += Array(repeating: "#Preview { V0() }", count: 1_000)
        let previews = try SwiftUIPreviews(text: lines.joined(separator: "\n"), path: "Deep.swift")
        // 2^14 sheets were there to find; each preview lists at most 32.
        #expect(previews.entries.count == 1_000 * 33)
        #expect(previews.sceneNames[32] == "Preview 1 › sheet 32")
    }
}
