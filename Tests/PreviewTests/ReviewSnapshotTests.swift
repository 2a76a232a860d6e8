import CatalogFacts
import Preview
import Testing

/// Golden snapshots of `compare` and `render --matrix`, and the differences compare lists.
struct ReviewSnapshotTests {
    func scene(_ name: String) throws -> Scene { try #require(try BundledScenes.scene(named: name)) }

    @Test("compare lists exactly the numbers R10/R11 say change when the nav bar turns opaque")
    func differences() throws {
        var opaque = SceneOverrides()
        opaque.navigationBar = .style(.opaque)
        let a = LayoutEngine.layout(try scene("default"))
        let b = LayoutEngine.layout(try opaque.apply(to: try scene("default")))
        let diffs = Comparison.differences(a, b)
        let vc = diffs.filter { $0.view == "viewController.view" }
        #expect(vc.contains { $0.property == "frame" && $0.a == "{{0, 0}, {375, 812}}" && $0.b == "{{0, 88}, {375, 724}}" })
        #expect(vc.contains { $0.property == "safeAreaInsets" && $0.a == "{88, 0, 83, 0}" && $0.b == "{0, 0, 83, 0}" })
        #expect(!diffs.contains { $0.view == "window" || $0.view == "tabBar" }, "the window and the tab bar do not move")
        #expect(Comparison.differences(a, a).isEmpty)
    }

    @Test("Golden: compare default translucent vs opaque nav bar, text and markdown")
    func compareSnapshot() throws {
        var opaque = SceneOverrides()
        opaque.navigationBar = .style(.opaque)
        let a = LayoutEngine.layout(try scene("default"))
        let b = LayoutEngine.layout(try opaque.apply(to: try scene("default")))
        assertSnapshot(Comparison.text(a, b, width: 100, height: 24, markdown: false, ascii: false), named: "compare-nav-opaque")
        assertSnapshot(Comparison.text(a, b, width: 100, height: 24, markdown: true, ascii: true), named: "compare-nav-opaque-markdown")
    }

    @Test("Golden: the default scene across orientations and behaviors; every device fits 4 per row at 120")
    func matrixSnapshots() throws {
        let s = try scene("default")
        assertSnapshot(
            Matrix.text(Matrix.variants(s, .orientations), width: 130, cellHeight: 18, ascii: false).joined(separator: "\n"),
            named: "matrix-orientations")
        let behaviors = Matrix.variants(try scene("behavior-long"), .behaviors)
        #expect(behaviors.map(\.label) == ["automatic", "scrollableAxes", "never", "always"])
        assertSnapshot(
            Matrix.text(behaviors, width: 120, cellHeight: 18, ascii: true).joined(separator: "\n"),
            named: "matrix-behaviors-ascii")
        let devices = Matrix.text(Matrix.variants(s, .devices), width: 120, cellHeight: 12, ascii: false)
        #expect(devices.allSatisfy { $0.count <= 120 })
        #expect(Matrix.variants(s, .devices).count == CatalogFacts.count)
    }

    @Test("Golden: the JSON of the default scene (SPEC's shape: every view's eight numbers and explanations)")
    func jsonSnapshot() throws {
        let json = JSONExport.string(LayoutEngine.layout(try scene("default")))
        assertSnapshot(json, named: "default-json")
        // The one list of a view's numbers is the JSON's, in its order: the scroll view's object
        // holds the eight keys in `LayoutView.numberKeys`' order.
        let list = try #require(json.range(of: "\"name\": \"list\"")).lowerBound
        let places = LayoutView.numberKeys.map { json.range(of: "\"\($0)\":", range: list..<json.endIndex)?.lowerBound }
        #expect(places.allSatisfy { $0 != nil } && places.compactMap { $0 } == places.compactMap { $0 }.sorted())
    }

    @Test("Golden: an ANSI-styled mock for each navigation bar style and each tab bar and toolbar style (escape shown as ␛)")
    func ansiSnapshots() throws {
        func ansi(_ overrides: SceneOverrides) throws -> String {
            let layout = LayoutEngine.layout(try overrides.apply(to: try scene("default")))
            return CanvasText.ansi(MockRenderer.render(layout, columns: 30, rows: 20), color: true).joined(separator: "\n")
                .replacingOccurrences(of: "\u{1B}", with: "␛")
        }
        for style in NavigationBarStyle.allCases {
            var o = SceneOverrides()
            o.navigationBar = .style(style)
            assertSnapshot(try ansi(o), named: "ansi-nav-\(style.rawValue)")
        }
        for style in TabBarStyle.allCases {
            var o = SceneOverrides()
            o.tabBar = .style(style)
            assertSnapshot(try ansi(o), named: "ansi-tab-\(style.rawValue)")
        }
        for style in ToolbarStyle.allCases where style != .hidden {
            var o = SceneOverrides()
            o.toolbar = style
            assertSnapshot(try ansi(o), named: "ansi-toolbar-\(style.rawValue)")
        }
    }
}
