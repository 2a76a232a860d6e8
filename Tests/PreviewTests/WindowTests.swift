import Preview
import Testing

/// iPad windows and size classes (RULES §12), each number from the multitasking tables as RULES
/// R-SV1 quotes them, or from the rule it names.
struct WindowTests {
    func window(
        _ device: String, _ choice: WindowChoice, _ orientation: Orientation = .landscapeLeft, ios: Int = 18, design: Design = .liquidGlass
    ) throws -> AppWindow? {
        let d = try #require(DeviceCatalog.device(id: device))
        let screen = d.metrics(ios: ios, orientation: orientation)
        return try d.window(choice, ios: ios, orientation: orientation, design: design, statusBar: screen.statusBarHeight, screenInsets: screen.windowInsets)
            .get()
    }

    func width(_ device: String, _ choice: WindowChoice, _ orientation: Orientation = .landscapeLeft) throws -> Double? {
        try window(device, choice, orientation)?.size.width
    }

    @Test("Split View widths per screen, as R-SV1 lists them (DT, MG, SG, HP, H10, HM): landscape third, half, two-thirds; portrait third, two-thirds")
    func splitViewWidths() throws {
        // 12.9-inch: 375 + 981 + 10 = 1366, 2 × 678 + 10 = 1366; portrait 375 + 639 + 10 = 1024.
        #expect(try width("ipad-pro-12-9", .third) == 375 && width("ipad-pro-12-9", .half) == 678 && width("ipad-pro-12-9", .twoThirds) == 981)
        #expect(try width("ipad-pro-12-9", .third, .portrait) == 375 && width("ipad-pro-12-9", .twoThirds, .portrait) == 639)
        // 11-inch: 375 + 809 + 10 = 1194, 2 × 592 + 10; portrait 320 + 504 + 10 = 834.
        #expect(try width("ipad-pro-11", .third) == 375 && width("ipad-pro-11", .half) == 592 && width("ipad-pro-11", .twoThirds) == 809)
        #expect(try width("ipad-pro-11", .third, .portrait) == 320 && width("ipad-pro-11", .twoThirds, .portrait) == 504)
        // 10.9-inch: 375 + 795 + 10 = 1180, 2 × 585 + 10; portrait 320 + 490 + 10 = 820.
        #expect(try width("ipad-air-11", .third) == 375 && width("ipad-air-11", .half) == 585 && width("ipad-air-11", .twoThirds) == 795)
        #expect(try width("ipad-10", .twoThirds, .portrait) == 490)
        // 10.2-inch: 320 + 750 + 10 = 1080, 2 × 535 + 10; portrait 320 + 480 + 10 = 810.
        #expect(try width("ipad-9", .third) == 320 && width("ipad-9", .half) == 535 && width("ipad-9", .twoThirds) == 750)
        #expect(try width("ipad-9", .twoThirds, .portrait) == 480)
        // 8.3-inch mini (HM): "the narrower app is 375 points … The wider app is 748 points".
        #expect(try width("ipad-mini-6", .third) == 375 && width("ipad-mini-6", .twoThirds) == 748)
    }

    @Test("Slide Over: the narrow pane's width, the screen's height less twice the status bar (R-SV3: 1366 − 48 = 1318, 1024 − 48 = 976, 1080 − 40 = 1040)")
    func slideOver() throws {
        let portrait = try #require(try window("ipad-pro-12-9", .slideOver, .portrait))
        #expect(portrait.size == Size(width: 375, height: 1318))
        #expect(try window("ipad-pro-12-9", .slideOver)?.size == Size(width: 375, height: 976))
        #expect(try window("ipad-9", .slideOver, .portrait)?.size == Size(width: 320, height: 1040))
        #expect(portrait.horizontalClass == .compact && portrait.insets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) && !portrait.statusBarShown)
    }

    @Test(
        "Size classes (R-SV4, R-SV5, §12.3): portrait splits compact; landscape two-thirds regular, third compact, half regular only at 678; vertical always regular on iPad; iPhones by model"
    )
    func sizeClasses() throws {
        for device in ["ipad-pro-12-9", "ipad-pro-11", "ipad-9"] {
            #expect(try window(device, .twoThirds, .portrait)?.horizontalClass == .compact, "\(device)")
            #expect(try window(device, .twoThirds)?.horizontalClass == .regular, "\(device)")
            #expect(try window(device, .third)?.horizontalClass == .compact, "\(device)")
        }
        #expect(try window("ipad-pro-12-9", .half)?.horizontalClass == .regular)
        #expect(try window("ipad-pro-11", .half)?.horizontalClass == .compact)
        let scene = try SceneLoader.load(text: "device: ipad-pro-12-9\norientation: landscapeLeft\nios: 18\nwindow: third", file: "t.yaml")
        let l = LayoutEngine.layout(scene)
        #expect(l.metrics.widthClass == .compact && l.metrics.heightClass == .regular)
        // iPhones in landscape: compact height; the width by model (§12.3: Max regular, 12 compact).
        let max = LayoutEngine.layout(try SceneLoader.load(text: "device: iphone-15-pro-max\norientation: landscapeLeft", file: "t.yaml"))
        let twelve = LayoutEngine.layout(try SceneLoader.load(text: "device: iphone-12\norientation: landscapeLeft", file: "t.yaml"))
        #expect(max.metrics.widthClass == .regular && max.metrics.heightClass == .compact)
        #expect(twelve.metrics.widthClass == .compact && twelve.metrics.heightClass == .compact)
    }

    @Test(
        "Insets in a window: a Split View pane keeps the screen's top and bottom, none at its sides; a free window none; a compatibility-mode app on iPadOS 26 a 32-pt top band"
    )
    func insets() throws {
        let d = try #require(DeviceCatalog.device(id: "ipad-pro-12-9"))
        let screen = d.metrics(ios: 18, orientation: .landscapeLeft).windowInsets
        let third = try #require(try window("ipad-pro-12-9", .third))
        #expect(third.insets == EdgeInsets(top: screen.top, left: 0, bottom: screen.bottom, right: 0) && third.statusBarShown)
        let free = try #require(try window("ipad-pro-12-9", .free(Size(width: 700, height: 900)), ios: 26))
        #expect(free.insets.top == 0 && free.insetsWhy.confidence == .low)
        let compat = try #require(try window("ipad-pro-12-9", .free(Size(width: 700, height: 900)), ios: 26, design: .compatibility))
        #expect(compat.insets.top == 32, "OZC: iPadOS 26.2 simulator, status bar visible")
        // R-SV6's cut, low confidence: 700 is regular, 600 compact.
        #expect(free.horizontalClass == .regular && free.classWhy.confidence == .low)
        #expect(try window("ipad-pro-12-9", .free(Size(width: 600, height: 900)))?.horizontalClass == .compact)
    }

    @Test(
        "A screen the tables lack is derived from its nearest row by R-SV1, marked low: the 13-inch M4 (1376 wide) halves at (1376 − 10) / 2 = 683, regular by R-SV6"
    )
    func derivedScreen() throws {
        let half = try #require(try window("ipad-pro-13-m4", .half))
        #expect(half.size.width == 683 && half.sizeWhy.confidence == .low && half.horizontalClass == .regular)
        #expect(try width("ipad-pro-13-m4", .twoThirds) == 1376 - 375 - 10)
    }

    @Test("What a device does not offer: a half in portrait; a window larger than the screen. On iPhone the window is the screen")
    func refusals() throws {
        #expect(throws: SceneError.self) { try SceneLoader.load(text: "device: ipad-pro-11\nwindow: half", file: "t.yaml") }
        do {
            _ = try SceneLoader.load(text: "device: ipad-pro-11\nwindow: {width: 900, height: 900}", file: "t.yaml")
            Issue.record("900 pt does not fit an 834-pt-wide screen in portrait")
        } catch {
            #expect(error.line == 2 && error.message.contains("does not fit"), "\(error)")
        }
        let phone = LayoutEngine.layout(try SceneLoader.load(text: "device: iphone-17\nwindow: third", file: "t.yaml"))
        #expect(phone.screen.width == 402 && phone.metrics.window == nil, "iPhone 17: 402 pt wide (devices.json)")
        do {
            _ = try SceneLoader.load(text: "device: ipad-9\nwindow: thrid", file: "t.yaml")
            Issue.record("no such window")
        } catch {
            #expect(error.message.contains("(did you mean 'third'?)"), "\(error)")
        }
    }

    @Test("A third of a 12.9-inch iPad in landscape on iPadOS 18: the tab bar moves from the top (regular width, R36) to the bottom (compact)")
    func tabBarFollowsTheWindow() throws {
        let full = LayoutEngine.layout(try SceneLoader.load(text: "device: ipad-pro-12-9\norientation: landscapeLeft\nios: 18\ntabBar: {}", file: "t.yaml"))
        let third = LayoutEngine.layout(
            try SceneLoader.load(text: "device: ipad-pro-12-9\norientation: landscapeLeft\nios: 18\nwindow: third\ntabBar: {}", file: "t.yaml"))
        let fullBar = try full.required("tabBar")
        let thirdBar = try third.required("tabBar")
        #expect(fullBar.windowFrame.minY < 100, "\(fullBar.windowFrame)")
        #expect(thirdBar.windowFrame.maxY == 1024 && thirdBar.windowFrame.width == 375, "\(thirdBar.windowFrame)")
    }

    @Test("window: round-trips through the scene writer")
    func writerRoundTrip() throws {
        for text in ["window: third", "window: {width: 700, height: 900}"] {
            let scene = try SceneLoader.load(text: "device: ipad-pro-12-9\norientation: landscapeLeft\n" + text, file: "t.yaml")
            let again = try SceneLoader.load(text: SceneWriter.yaml(scene), file: "w.yaml")
            #expect(again.window == scene.window, "\(text)")
        }
    }

    @Test(
        "lint --windows all: the lesson's 400-pt Pay button, pinned 16 from the leading edge (compact, under 414 pt: R25), fits two-thirds and half of a 12.9-inch iPad in landscape and leaves a third and Slide Over (375 pt) by 416 − 375 = 41"
    )
    func lintAcrossWindows() throws {
        let scene = try #require(try BundledScenes.scene(named: "ipad-third-size-classes"))
        let report = LintReport.run(
            [(name: "lesson", file: "", scene: scene)], devices: [try #require(DeviceCatalog.device(id: "ipad-pro-12-9"))],
            orientations: SupportedOrientations([.landscapeLeft]), windows: WindowChoice.named)
        #expect(report.checked == 5)
        let off = try #require(report.groups.first { $0.view == "pay" && $0.rule == .offScreen })
        #expect(off.whereWords == "landscapeLeft in a third on ipad-pro-12-9; landscapeLeft in Slide Over on ipad-pro-12-9", "\(off.whereWords)")
        #expect(off.worst.overlap == 41)
        // Without a list, each scene's own window: the lesson's third.
        let own = LintReport.run(
            [(name: "lesson", file: "", scene: scene)], devices: [try #require(DeviceCatalog.device(id: "ipad-pro-12-9"))],
            orientations: SupportedOrientations([.landscapeLeft]))
        #expect(own.checked == 1 && own.findings.contains { $0.window == .third })
    }

    @Test(
        "W on the screen steps through the windows the iPad offers (no half in portrait); rotating a half to portrait falls back to the screen; on iPhone W says the window is the screen"
    )
    func screenKey() throws {
        var s = try AppState(
            scene: try SceneLoader.load(text: "device: ipad-pro-11\norientation: landscapeLeft\nios: 18", file: "t.yaml"),
            sourceName: "t", columns: 120, rows: 40)
        var seen: [WindowChoice] = []
        for _ in 0..<5 {
            (s, _) = AppState.update(s, .key(.character("W")))
            seen.append(s.scene.window)
        }
        #expect(seen == [.twoThirds, .half, .third, .slideOver, .full])
        (s, _) = AppState.update(s, .key(.character("W")))
        (s, _) = AppState.update(s, .key(.character("W")))
        #expect(s.scene.window == .half && s.layout.screen.width == 592, "R-SV1: 2 × 592 + 10 = 1194")
        (s, _) = AppState.update(s, .key(.character("o")))
        #expect(s.scene.orientation == .landscapeRight && s.scene.window == .half)
        (s, _) = AppState.update(s, .key(.character("o")))
        #expect(
            s.scene.orientation == .portrait && s.scene.window == .full && s.message?.text.contains("full screen") == true, "\(String(describing: s.message))")
        var phone = try AppState(scene: try SceneLoader.load(text: "device: iphone-17", file: "t.yaml"), sourceName: "t", columns: 120, rows: 40)
        (phone, _) = AppState.update(phone, .key(.character("W")))
        #expect(phone.message?.isError == true && phone.scene.window == .full)
    }

    @Test(
        "The rows no catalog iPad has, through a custom device of their screen: 10.5-inch (320 + 782 + 10 = 1112, 2 × 551 + 10; portrait 320 + 504) and 9.7-inch (320 + 694 + 10 = 1024, CW: 694 from Xcode; portrait 320 + 438); a screen too small for a pane is refused"
    )
    func customScreens() throws {
        func widths(_ w: Int, _ h: Int) throws -> [Double] {
            let base =
                "device: {idiom: pad, width: \(w), height: \(h), statusBarHeight: 20, insets: {portrait: {top: 20}, landscape: {top: 20}}}\norientation: landscapeLeft\n"
            return try ["third", "half", "two-thirds"].map { window in
                LayoutEngine.layout(try SceneLoader.load(text: base + "window: \(window)", file: "t.yaml")).screen.width
            }
        }
        #expect(try widths(834, 1112) == [320, 551, 782])
        #expect(try widths(768, 1024) == [320, 507, 694])
        let portrait =
            "device: {idiom: pad, width: 768, height: 1024, statusBarHeight: 20, insets: {portrait: {top: 20}, landscape: {top: 20}}}\nwindow: two-thirds"
        #expect(LayoutEngine.layout(try SceneLoader.load(text: portrait, file: "t.yaml")).screen.width == 438)
        #expect(throws: SceneError.self) {
            try SceneLoader.load(text: "device: {idiom: pad, width: 200, height: 300}\nwindow: third", file: "t.yaml")
        }
    }

    @Test(
        "The mock draws a third-width window inside the 12.9-inch screen: the other app hatched on the leading side, the window's bars and content on the trailing third, at 80x24 and 200x60"
    )
    func mockInsideTheScreen() throws {
        let layout = LayoutEngine.layout(try #require(try BundledScenes.scene(named: "ipad-third-size-classes")))
        for (columns, rows) in [(80, 24), (200, 60)] {
            let lines = MockRenderer.render(layout, columns: columns, rows: rows).lines
            let title = try #require(lines.first { $0.contains("Checkout") })
            let hatch = try #require(title.firstIndex(of: "╱"))
            let text = try #require(title.range(of: "Checkout"))
            #expect(hatch < text.lowerBound, "\(title)")
            // 375 of 1366 points: the window takes about 27% of the screen's width, on its right.
            let inner = title.split(separator: "│", omittingEmptySubsequences: false).dropFirst().first.map(String.init) ?? ""
            let hatched = inner.filter { $0 == "╱" }.count
            #expect(abs(Double(hatched) / Double(inner.count) - (1 - 375.0 / 1366)) < 0.06, "\(hatched) of \(inner.count): \(title)")
            #expect(lines.contains { $0.contains("Sh") && $0.contains("Ac") }, "the tab bar at the window's bottom (compact width)")
        }
    }

    @Test("SVG draws the window at its place on the screen: the 1366 × 1024 screen grey, the 375-pt third translated to 1366 − 375 = 991")
    func svgWindow() throws {
        let svg = SVGExport.string(LayoutEngine.layout(try #require(try BundledScenes.scene(named: "ipad-third-size-classes"))))
        #expect(svg.contains("<rect id=\"otherApp\" width=\"1366\" height=\"1024\""), "\(svg.prefix(600))")
        #expect(svg.contains("<g transform=\"translate(991 0)\">"))
        #expect(svg.contains("<rect id=\"device\" width=\"375\" height=\"1024\""))
    }
}
