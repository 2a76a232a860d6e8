import CatalogFacts
import Preview
import Testing

/// Each lint rule on a device where it trips, with the overlap worked out by hand from the
/// device's numbers; clean scenes that stay clean everywhere.
struct LintTests {
    func findings(_ yaml: String) throws -> [LintFinding] {
        Linter.findings(try layout(yaml), scene: "test")
    }

    func overlap(_ f: [LintFinding], _ rule: LintFinding.Rule) -> Double? {
        f.first { $0.rule == rule }?.overlap
    }

    @Test("housing: a label across the iPhone X notch {{83, 0}, {209, 30}} overlaps it by its 20-pt height")
    func housing() throws {
        let f = try findings("views: [{name: l, kind: label, frame: {x: 100, y: 0, width: 100, height: 20}}]")
        #expect(overlap(f, .housing) == 20)
        #expect(overlap(f, .statusBar) == 20)
        #expect(overlap(f, .outsideSafeArea) == 44, "safe area starts at 44")
        #expect(overlap(f, .corner) == nil, "x = 100 is beyond the 39-pt corner")
        let landscape = try findings("orientation: landscapeLeft\nviews: [{name: l, kind: label, frame: {x: 790, y: 150, width: 22, height: 40}}]")
        #expect(overlap(landscape, .housing) == 22, "R5: landscapeLeft puts the notch on the right, x 782-812")
    }

    @Test("corner: (0, 0) lies 39·√2 − 39 = 16.154 pt past the iPhone X's 39-pt corner curve; none on an iPhone 8")
    func corner() throws {
        let f = try findings("views: [{name: b, kind: button, frame: {x: 0, y: 0, width: 20, height: 20}}]")
        #expect(overlap(f, .corner) == 16.154)
        let eight = try findings("device: iphone-8\nviews: [{name: b, kind: button, frame: {x: 0, y: 0, width: 20, height: 20}}]")
        #expect(overlap(eight, .corner) == nil)
        #expect(overlap(eight, .statusBar) == 20)
    }

    @Test("homeIndicator: y 790-812 overlaps the iPhone X's 34-pt band (778-812) by 22")
    func homeIndicator() throws {
        let f = try findings("views: [{name: l, kind: label, frame: {x: 50, y: 790, width: 275, height: 22}}]")
        #expect(overlap(f, .homeIndicator) == 22)
        #expect(overlap(f, .outsideSafeArea) == 34)
        #expect(
            overlap(try findings("device: iphone-8\nviews: [{name: l, kind: label, frame: {x: 50, y: 790, width: 275, height: 22}}]"), .homeIndicator) == nil)
    }

    @Test("statusBar: y 10-30 overlaps an iPhone 8's 20-pt status bar by 10")
    func statusBar() throws {
        let f = try findings("device: iphone-8\nviews: [{name: l, kind: label, frame: {x: 100, y: 10, width: 100, height: 20}}]")
        #expect(overlap(f, .statusBar) == 10)
        #expect(f.map(\.rule).sorted { $0.rawValue < $1.rawValue } == [.outsideSafeArea, .statusBar])
    }

    @Test("outsideSafeArea only: y = 60 under a translucent nav bar (safe top 88) is 28 pt out")
    func outsideSafeArea() throws {
        let f = try findings("navigation: {}\nviews: [{name: l, kind: label, frame: {x: 0, y: 60, width: 375, height: 30}}]")
        #expect(f.map(\.rule) == [.outsideSafeArea])
        #expect(overlap(f, .outsideSafeArea) == 28)
    }

    @Test("offScreen: x 300-400 leaves the 375-wide screen by 25; interactive views are checked too")
    func offScreen() throws {
        let f = try findings("views: [{name: v, interactive: true, frame: {x: 300, y: 400, width: 100, height: 30}}]")
        #expect(overlap(f, .offScreen) == 25)
        #expect(try findings("views: [{name: v, frame: {x: 300, y: 400, width: 100, height: 30}}]").isEmpty, "a plain view need not be seen")
    }

    @Test("Rows: with never under a translucent bar Row 0 rests under it (44 of 44) and the last row under the indicator (34)")
    func rows() throws {
        let f = try findings("navigation: {}\nviews: [{name: t, kind: table, rows: 40, contentInsetAdjustmentBehavior: never}]")
        #expect(overlap(f, .firstRowHidden) == 44, "row 0 at y 0-44, covered to y = 88")
        #expect(overlap(f, .lastRowHidden) == 34, "the end offset 1760 − 812 = 948 puts the last row's bottom at 812; the indicator covers from 778")
        #expect(try findings("navigation: {}\nviews: [{name: t, kind: table, rows: 40}]").isEmpty, "automatic: both ends rest clear")
        let overhang = Linter.findings(LayoutEngine.layout(try #require(try BundledScenes.scene(named: "overhanging-table"))), scene: "o")
        #expect(overlap(overhang, .lastRowHidden) == 44, "R15: the table ends at 900, below the screen, so its last row never shows")
    }

    @Test("background: true views may run edge to edge")
    func background() throws {
        #expect(try findings("views: [{name: l, kind: label, background: true, frame: {x: 0, y: 0, width: 375, height: 812}}]").isEmpty)
    }

    @Test(
        "Clean scenes stay clean on every device and orientation",
        arguments: [
            "default", "nav-opaque", "layout-margins", "tab-toolbar",
            "large-titles", "landscape-notch", "dynamic-island", "legacy-ios10",
        ])
    func clean(_ name: String) throws {
        let scene = try #require(try BundledScenes.scene(named: name))
        let report = LintReport.run([(name, scene)], devices: DeviceCatalog.devices, orientations: Orientation.allCases)
        #expect(report.findings.isEmpty, "\(report.findings.prefix(3))")
        #expect(report.checked + report.skipped == DeviceCatalog.devices.count * 4)
    }

    @Test("iOS 10: a label under the navigation bar is outside the layout guides' area (R44)")
    func legacyGuides() throws {
        let l = try layout("device: iphone-8\nios: 10\nnavigation: {}\nviews: [{name: t, kind: label, frame: {x: 16, y: 30, width: 200, height: 20}}]")
        // The guides leave y 64 (status bar 20 + navigation bar 44) to 667; the label starts at 30.
        let finding = try #require(Linter.findings(l, scene: "s").first { $0.rule == .outsideSafeArea })
        #expect(finding.overlap == 34)
    }

    @Test("Grouped findings summarise the devices by kind")
    func groupedSummary() throws {
        let scene = try #require(try BundledScenes.scene(named: "centre-button"))
        let report = LintReport.run([("centre-button", scene)], devices: DeviceCatalog.devices, orientations: [.portrait])
        let text = report.text()
        // Pinned 8 above the screen's bottom, the button leaves the safe area wherever a bar or a
        // home indicator is at the bottom: every device but the iPad 9, whose iPadOS 27 tab bar is
        // at the top (R36) and which has no home indicator.
        // The view is named with its text, as a reader finds it on the screen.
        #expect(text.contains("wrong \"x\"  outsideSafeArea") && text.contains("portrait on every device checked but ipad-9"), "\(text)")
        // The home indicator: the 37 iPhones and 14 iPads that have one (devices.json): the 36
        // with a notch or Dynamic Island (the Duo's cover display has a 37-pt island), the 14
        // iPads, and the Duo's inner display, whose housing is none.
        #expect(
            text.contains(
                "portrait on \(CatalogFacts.faceIDPhones) Face ID iPhones and \(CatalogFacts.count { $0.idiom == "pad" && $0.homeIndicator }) iPads with a home indicator and iphone-duo-inner"
            ), "\(text)")
    }

    @Test("A constraint warning (an ambiguity) is not taken for a device that never ran the scene's iOS (R6b)")
    func ambiguityIsNotR6b() throws {
        let scene = try SceneLoader.load(text: "device: iphone-17\nviews: [{name: v, kind: view, constraints: [width == 10]}]", file: "t.yaml")
        let report = LintReport.run([("t", scene)], devices: [try #require(DeviceCatalog.device(id: "iphone-17"))], orientations: [.portrait])
        #expect(LayoutEngine.layout(scene).warnings.contains { $0.contains("Ambiguous") })
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }
}
