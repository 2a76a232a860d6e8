import Foundation
import Preview
import Testing

/// The interactive screen without a terminal: every key through `update`, and what `view` draws.
/// Expected numbers come from RULES.md (cited per case), not from the engine.
struct ScreenTests {
    /// The default scene (iPhone X, translucent nav bar, translucent tab bar, a 40-row table).
    func start(_ yaml: String? = nil, columns: Int = 120, rows: Int = 40) throws -> AppState {
        let scene = try yaml.map { try SceneLoader.load(text: $0, file: "test.yaml") } ?? #require(try BundledScenes.scene(named: "default"))
        return try AppState(scene: scene, sourceName: "default", columns: columns, rows: rows)
    }

    /// Presses keys in order; returns the state and the effects of the last key.
    func press(_ state: AppState, _ keys: Key...) -> (AppState, [Effect]) {
        var s = state
        var effects: [Effect] = []
        for key in keys { (s, effects) = AppState.update(s, .key(key)) }
        return (s, effects)
    }

    func chars(_ s: String) -> [Key] { s.map { .character($0) } }

    func vc(_ s: AppState) throws -> LayoutView { try s.layout.required("viewController.view") }

    @Test("n cycles the nav bar: translucent → opaque → backgroundImage → hidden → none (R9, R10, R11)")
    func navigationBar() throws {
        var s = try start()
        #expect(try vc(s).safeAreaInsets == insets(88, 0, 83, 0), "R11: nav + tab bar, both translucent")
        (s, _) = press(s, .character("n"))
        #expect(s.scene.navigation?.bar == .opaque)
        #expect(try vc(s).frame == rect(0, 88, 375, 724), "R10: the view stops at the opaque bar")
        #expect(try vc(s).safeAreaInsets == insets(0, 0, 83, 0))
        #expect(s.message?.text.contains("safeAreaInsets {88, 0, 83, 0} → {0, 0, 83, 0}") == true, "\(String(describing: s.message))")
        (s, _) = press(s, .character("n"))
        #expect(s.scene.navigation?.bar == .backgroundImage)
        #expect(try vc(s).frame.minY == 88, "R9: an opaque background image makes the bar opaque")
        (s, _) = press(s, .character("n"))
        #expect(s.scene.navigation?.bar == .hidden)
        #expect(try vc(s).safeAreaInsets.top == 44, "R10: a hidden bar takes no room; the status bar remains")
        (s, _) = press(s, .character("n"))
        #expect(s.scene.navigation == nil && s.layout.view(named: "navigationBar") == nil)
        (s, _) = press(s, .character("n"))
        #expect(s.scene.navigation?.bar == .translucent)
    }

    @Test("L: Liquid Glass ↔ compatibility on iOS 26 (R31, R33); refused before iOS 26, saying why")
    func design() throws {
        var s = try start("device: iphone-16-pro\nios: 26\nnavigation: {}")
        #expect(try vc(s).safeAreaInsets.top == 116, "R33: 62 + 54")
        (s, _) = press(s, .character("L"))
        #expect(s.scene.design == .compatibility)
        #expect(close(try vc(s).safeAreaInsets.top, 56.333 + 44), "R31: iOS 18's 44-pt bar under the status bar (56.333, devices.md GKNBSWIFT)")
        #expect(s.message?.text.contains("compatibility") == true)
        (s, _) = press(s, .character("L"))
        #expect(try vc(s).safeAreaInsets.top == 116)
        let (old, _) = press(try start(), .character("L"))
        #expect(old.message?.isError == true && old.message?.text.contains("iOS 26") == true)
    }

    @Test("j on an iOS 26 large title collapses the title in the scroll view, not the bar (R34)")
    func glassLargeTitle() throws {
        let s = try start("device: iphone-17\nnavigation: {prefersLargeTitles: true}\nviews: [{name: list, kind: table, rows: 40}]")
        #expect(try s.layout.required("list").scroll?.contentOffset.y == -168, "62 + 54 + 52")
        let (scrolled, _) = press(s, .character("j"))
        let list = try scrolled.layout.required("list")
        #expect(close(list.scroll?.adjustedContentInset.top ?? 0, 168 - 44), "one 44-pt row collapses 44 of the 52")
        #expect(try scrolled.layout.required("navigationBar").frame.height == 54, "the bar stays 54")
        #expect(try vc(scrolled).safeAreaInsets.top == 116)
    }

    @Test("A pairing no device shipped shows its warning on the message line (R6b)")
    func warningLine() throws {
        let s = try start("device: iphone-17\nios: 18")
        let text = ScreenView.view(s).lines.joined(separator: "\n")
        #expect(text.contains("warning: iPhone 17 never ran iOS 18"))
    }

    @Test("l: large titles make the bar 96 tall and the top inset 140; scrolling collapses them (R14, devices.md)")
    func largeTitles() throws {
        let (s, _) = press(try start(), .character("l"))
        #expect(try s.layout.required("navigationBar").frame == rect(0, 44, 375, 96))
        #expect(try vc(s).safeAreaInsets.top == 140)
        let (off, _) = press(s, .character("l"))
        #expect(try vc(off).safeAreaInsets.top == 88)
        let (scrolled, _) = press(s, .character("j"))
        #expect(try scrolled.layout.required("navigationBar").frame.height == 52, "one 44-pt row: 96 − 44 (R14)")
        #expect(try vc(scrolled).safeAreaInsets.top == 96)
        let (back, _) = press(scrolled, .character("k"))
        #expect(try vc(back).safeAreaInsets.top == 140 && back.layout.required("list").scroll?.contentOffset.y == -140, "back at the top it is large again")
        let (none, _) = press(try start("views: []"), .character("l"))
        #expect(none.scene.navigation == nil && none.message?.isError == true, "no navigation controller: refused, said why")
    }

    @Test("t cycles the tab bar: translucent → opaque → hidden → none (R8, R10)")
    func tabBar() throws {
        var s = try start()
        (s, _) = press(s, .character("t"))
        #expect(s.scene.tabBar?.style == .opaque)
        #expect(try vc(s).frame.maxY == 729, "the view ends at the opaque tab bar's top, 812 − 83")
        #expect(try vc(s).safeAreaInsets.bottom == 0)
        (s, _) = press(s, .character("t"))
        #expect(s.scene.tabBar?.style == .hidden)
        #expect(try vc(s).safeAreaInsets.bottom == 34, "only the home indicator")
        (s, _) = press(s, .character("t"))
        #expect(s.scene.tabBar == nil)
        (s, _) = press(s, .character("t"))
        #expect(s.scene.tabBar?.style == .translucent)
    }

    @Test("b: a toolbar on the tab bar sits at bar height from y = 685; bottom inset 127 (R8)")
    func toolbar() throws {
        let (s, _) = press(try start(), .character("b"))
        #expect(try s.layout.required("toolbar").frame == rect(0, 685, 375, 44))
        #expect(try vc(s).safeAreaInsets.bottom == 127)
        let (opaque, _) = press(s, .character("b"))
        #expect(opaque.scene.navigation?.toolbar == .opaque)
        let (hidden, _) = press(opaque, .character("b"))
        #expect(hidden.scene.navigation?.toolbar == .hidden)
    }

    @Test("c: the inspected table's behavior, or all when a plain view is inspected; never leaves the inset at {0, 0, 0, 0} (R18, R19)")
    func behavior() throws {
        var s = try start()
        s.selected = "list"
        var list = try s.layout.required("list")
        #expect(list.scroll?.adjustedContentInset == insets(88, 0, 83, 0))
        (s, _) = press(s, .character("c"))
        #expect(try s.layout.required("list").scroll?.contentInsetAdjustmentBehavior == .scrollableAxes)
        (s, _) = press(s, .character("c"))
        list = try s.layout.required("list")
        #expect(list.scroll?.contentInsetAdjustmentBehavior == .never)
        #expect(list.scroll?.adjustedContentInset == .zero)
        #expect(list.scroll?.contentOffset == Point(x: 0, y: 0), "R22: at rest at −adjustedContentInset")
        (s, _) = press(s, .character("c"))
        #expect(try s.layout.required("list").scroll?.contentInsetAdjustmentBehavior == .always)
        // With a plain view selected, c sets every scroll view's behavior.
        let two = try start("views: [{name: a, kind: table, rows: 40}, {name: b, kind: scroll, contentSize: {width: 375, height: 2000}}]")
        let (both, _) = press(two, .backTab, .character("c"))
        #expect(both.inspected.name == "viewController.view")
        #expect(both.layout.views.compactMap(\.scroll).map(\.contentInsetAdjustmentBehavior) == [.scrollableAxes, .scrollableAxes])
        let (one, _) = press(two, .character("c"))
        #expect(one.layout.views.compactMap(\.scroll).map(\.contentInsetAdjustmentBehavior) == [.scrollableAxes, .automatic], "the inspected table only")
    }

    @Test("e cycles edgesForExtendedLayout; none stops the view at both bars: 88 to 729 (R10)")
    func edges() throws {
        var s = try start()
        (s, _) = press(s, .character("e"))
        #expect(s.scene.controller.edgesForExtendedLayout.isEmpty)
        #expect(try vc(s).frame == rect(0, 88, 375, 641))
        #expect(try vc(s).safeAreaInsets == .zero)
        (s, _) = press(s, .character("e"))
        #expect(s.scene.controller.edgesForExtendedLayout == [.top])
        #expect(try vc(s).frame == rect(0, 0, 375, 729), "extends under the nav bar only")
        (s, _) = press(s, .character("e"))
        #expect(s.scene.controller.edgesForExtendedLayout == [.bottom])
        (s, _) = press(s, .character("e"))
        #expect(s.scene.controller.edgesForExtendedLayout == Set(Edge.allCases))
    }

    @Test("x: extendedLayoutIncludesOpaqueBars puts the view under an opaque bar again (R10)")
    func extendedOpaque() throws {
        let (s, _) = press(try start(), .character("n"), .character("x"))
        #expect(try vc(s).frame.minY == 0)
        #expect(try vc(s).safeAreaInsets.top == 88)
    }

    @Test("a: arrows edit additionalSafeAreaInsets edge by edge (R13)")
    func additionalSafeArea() throws {
        var s = try start()
        (s, _) = press(s, .character("a"), .up, .up, .up)
        #expect(s.mode == .editInsets(.top))
        #expect(try vc(s).safeAreaInsets.top == 91, "88 + 3")
        (s, _) = press(s, .right, .pageUp)
        #expect(s.scene.controller.additionalSafeAreaInsets == insets(3, 10, 0, 0))
        #expect(try vc(s).safeAreaInsets.left == 10)
        (s, _) = press(s, .left, .character("0"), .enter)
        #expect(s.mode == .normal)
        #expect(s.scene.controller.additionalSafeAreaInsets == insets(0, 10, 0, 0))
        let canvas = ScreenView.view(press(try start(), .character("a")).0)
        #expect(canvas.lines.contains { $0.contains("additionalSafeAreaInsets [top 0] left 0 bottom 0 right 0") })
        // On a narrower screen the keys give way; the four edges and their values stay whole.
        for columns in [60, 80] {
            let narrow = ScreenView.view(press(try start(columns: columns, rows: 24), .character("a")).0)
            #expect(narrow.lines.contains { $0.contains("[top 0] left 0 bottom 0 right 0") && $0.contains("Enter") }, "\(columns)")
            #expect(narrow.lines.allSatisfy { TerminalWidth.of($0) <= columns })
        }
    }

    @Test("o cycles orientations, skipping portraitUpsideDown on a Face ID iPhone (R1, R2)")
    func orientation() throws {
        var s = try start()
        (s, _) = press(s, .character("o"))
        #expect(s.scene.orientation == .landscapeLeft)
        #expect(s.layout.metrics.screenSize == Size(width: 812, height: 375))
        #expect(try s.layout.required("window").safeAreaInsets == insets(0, 44, 21, 44), "R2")
        (s, _) = press(s, .character("o"), .character("o"))
        #expect(s.scene.orientation == .portrait)
        (s, _) = press(s, .character("O"))
        #expect(s.scene.orientation == .landscapeRight)
        let (eight, _) = press(try start("device: iphone-8"), .character("O"))
        #expect(eight.scene.orientation == .landscapeRight)
        let (upsideDown, _) = press(try start("device: iphone-8"), .character("o"))
        #expect(upsideDown.scene.orientation == .portraitUpsideDown, "a home-button phone does rotate upside down")
    }

    @Test("d / D step through the catalog; / picks by name (R33: on its default iOS 27, a 59-inset phone's top is 59 + 54 = 113)")
    func devices() throws {
        let all = DeviceCatalog.devices
        let index = try #require(all.firstIndex { $0.id == "iphone-x" })
        let (next, _) = press(try start(), .character("d"))
        #expect(next.scene.device.id == all[(index + 1) % all.count].id)
        let (previous, _) = press(try start(), .character("D"))
        #expect(previous.scene.device.id == all[(index - 1 + all.count) % all.count].id)
        let (picked, _) = press(try start(), [.character("/")] + chars("14 pro max") + [.enter])
        #expect(picked.scene.device.id == "iphone-14-pro-max")
        #expect(picked.scene.ios == 27)
        #expect(close(try vc(picked).safeAreaInsets.top, 59 + 54))
        let (none, _) = press(try start(), [.character("/")] + chars("nokia") + [.enter])
        #expect(none.scene.device.id == "iphone-x" && none.message?.isError == true)
        // Words in any spelling a user types: each must be in the name or the id (catalog ids and
        // names from devices.json).
        let typed: [(String, String)] = [
            ("se 3", "iphone-se-3"), ("SE-3", "iphone-se-3"), ("17 pro", "iphone-17-pro"),
            ("pro max 17", "iphone-17-pro-max"), ("iPhone 8 Plus", "iphone-8-plus"), ("  mini 13 ", "iphone-13-mini"),
        ]
        for (query, id) in typed {
            #expect(AppState.devices(matching: query).first?.id == id, "\(query)")
        }
        #expect(AppState.devices(matching: "se 4").isEmpty, "no iPhone SE (4th generation) in the catalog")
    }

    func press(_ state: AppState, _ keys: [Key]) -> (AppState, [Effect]) {
        var s = state
        var effects: [Effect] = []
        for key in keys { (s, effects) = AppState.update(s, .key(key)) }
        return (s, effects)
    }

    @Test("i: iOS 10 legacy insets and back; iPhone 8 nav + tab writes contentInset {64, 0, 49, 0} (R24)")
    func legacy() throws {
        var s = try start("device: iphone-8\ntabBar: {}\nnavigation: {}\nviews: [{name: list, kind: table, rows: 40}]")
        (s, _) = press(s, .character("i"))
        #expect(s.scene.ios == 10)
        let list = try s.layout.required("list")
        #expect(list.scroll?.contentInset == insets(64, 0, 49, 0))
        #expect(list.scroll?.contentOffset == Point(x: 0, y: -64))
        (s, _) = press(s, .character("i"))
        #expect(s.scene.ios == 16, "back to the iPhone 8's newest, iOS 16 (devices.json iosRange)")
    }

    @Test("s and m toggle the overlays the mock draws")
    func overlays() throws {
        let (s, _) = press(try start(), .character("s"))
        #expect(s.showSafeArea)
        #expect(ScreenView.view(s).lines.contains { $0.contains("┄┄┄") })
        #expect(!ScreenView.view(try start()).lines.contains { $0.contains("┄┄┄") })
        let (m, _) = press(try start(), .character("m"))
        #expect(m.showMargins && !m.showSafeArea)
    }

    @Test("Tab / Shift-Tab select views in order; the inspector follows")
    func selection() throws {
        let s = try start()
        #expect(s.inspected.name == "list", "the first scroll view by default")
        let (tab, _) = press(s, .tab)
        #expect(tab.inspected.name == "window", "wraps after the last view")
        let (back, _) = press(s, .backTab)
        #expect(back.inspected.name == "viewController.view")
        #expect(ScreenView.view(back).lines[1].contains("viewController.view"))
    }

    @Test("Scrolling moves contentOffset by a row, a page, to the ends, within the rest range (R22)")
    func scrolling() throws {
        var s = try start()
        (s, _) = press(s, .character("j"))
        #expect(try s.layout.required("list").scroll?.contentOffset.y == -44, "−88 + one 44-pt row")
        (s, _) = press(s, .up, .up)
        #expect(try s.layout.required("list").scroll?.contentOffset.y == -88, "clamped at the top at rest")
        (s, _) = press(s, .pageDown)
        #expect(try s.layout.required("list").scroll?.contentOffset.y == -88 + (812 - 88 - 83), "a page is the visible height, 641")
        (s, _) = press(s, .character("G"))
        #expect(try s.layout.required("list").scroll?.contentOffset.y == 40 * 44 - 812 + 83, "1031: the last row rests on the tab bar")
        (s, _) = press(s, .character("g"))
        #expect(try s.layout.required("list").scroll?.contentOffset.y == -88)
        // The mock follows: at rest Row 0 is drawn; after G the last row is.
        let (bottom, _) = press(try start(), .character("G"))
        #expect(ScreenView.view(bottom).lines.contains { $0.contains("Row 39") })
        #expect(!ScreenView.view(bottom).lines.contains { $0.contains("Row 0 ") })
    }

    @Test("q, Esc and Ctrl-C quit; Esc in a prompt cancels it instead")
    func quitting() throws {
        let s = try start()
        #expect(press(s, .character("q")).1 == [.quit])
        #expect(press(s, .escape).1 == [.quit])
        #expect(press(s, .controlC).1 == [.quit])
        let (cancelled, effects) = press(s, .character("w"), .escape)
        #expect(effects.isEmpty && cancelled.mode == .normal)
    }

    @Test("? shows every key; any key closes the help")
    func help() throws {
        let (s, _) = press(try start(), .character("?"))
        let text = ScreenView.view(s).lines.joined(separator: "\n")
        for key in ["Shift-Tab", "PgUp, PgDn, Space, g, G", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars", "additionalSafeAreaInsets", "reload"]
        {
            #expect(text.contains(key), "\(key)")
        }
        let (closed, effects) = press(s, .character("n"))
        #expect(!closed.showHelp && effects.isEmpty && closed.scene.navigation?.bar == .translucent, "the closing key does nothing else")
    }

    @Test("w writes the scene (never overwriting without a yes); p exports the render")
    func writing() throws {
        var s = try start()
        var effects: [Effect]
        (s, effects) = press(s, .character("n"), .character("w"))
        #expect(s.mode == .prompt(.writeScene, text: "default-edited.yaml"))
        (s, effects) = press(s, .enter)
        let yaml = SceneWriter.yaml(s.scene)
        #expect(effects == [.write(path: "default-edited.yaml", contents: yaml, overwrite: false)])
        #expect(yaml.contains("bar: opaque"), "the toggles are written")
        (s, _) = AppState.update(s, .fileExists(path: "default-edited.yaml"))
        #expect(s.mode == .confirmOverwrite(.writeScene, path: "default-edited.yaml"))
        let (kept, none) = press(s, .character("n"))
        #expect(none.isEmpty && kept.mode == .normal)
        let (_, overwrite) = press(s, .character("y"))
        #expect(overwrite == [.write(path: "default-edited.yaml", contents: yaml, overwrite: true)])
        let (p, export) = press(try start(), .character("p"), .enter)
        guard case .write(let path, let contents, false)? = export.first else {
            Issue.record("\(export)")
            return
        }
        #expect(path == "default.txt" && contents.contains("Row 0") && contents.contains("safeAreaInsets"))
        let (done, _) = AppState.update(p, .wrote(path: path))
        #expect(done.message?.text == "wrote default.txt")
    }

    @Test("r reloads and keeps the toggles; a broken file shows its error and changes nothing")
    func reloading() throws {
        var s = try start()
        (s, _) = press(s, .character("n"))
        #expect(press(s, .character("r")).1 == [.reload])
        var edited = s.base
        edited.title = "Edited"
        (s, _) = AppState.update(s, .reloaded(edited, scenes: nil))
        #expect(s.scene.title == "Edited" && s.scene.navigation?.bar == .opaque)
        let before = s.layout
        (s, _) = AppState.update(s, .reloadFailed("x.yaml:3:7: error: unknown bar style 'opaq'"))
        #expect(s.layout == before)
        #expect(s.message?.isError == true)
        #expect(ScreenView.view(s).lines.contains { $0.contains("x.yaml:3:7: error: unknown bar style") })
    }

    @Test(
        "I steps through the iOS versions the device ran, wrapping: an iPhone XR's top inset is 44 on iOS 13 and 48 from iOS 14 (R6); after its last its first (XR: 18 then 12; iPhone 17: 27 then 26)"
    )
    func iosVersions() throws {
        var s = try start("device: iphone-xr\nios: 13\nviews: []\n")
        #expect(try s.layout.required("window").safeAreaInsets.top == 44)
        (s, _) = press(s, .character("I"))
        #expect(s.scene.ios == 14 && s.message?.text.hasPrefix("iOS 14") == true)
        #expect(try s.layout.required("window").safeAreaInsets.top == 48)
        var seen: [Int] = []
        for _ in 0..<7 {
            (s, _) = press(s, .character("I"))
            seen.append(s.scene.ios)
        }
        // devices.json: the XR ran iOS 12 to 18; 19 to 25 never existed (R6a).
        #expect(seen == [15, 16, 17, 18, 12, 13, 14])
        var current = try start("device: iphone-17\nviews: []\n")
        #expect(current.scene.ios == 27)
        (current, _) = press(current, .character("I"))
        #expect(current.scene.ios == 26, "the iPhone 17 ran iOS 26 and 27 only: from the newest back to its first")
    }

    @Test("h hides the status bar: on an iPhone 8 with no bars the root view's top inset goes from 20 to 0 (R3); on an iPhone X the notch keeps 44 (R2)")
    func statusBar() throws {
        var s = try start("device: iphone-8\nviews: []\n")
        #expect(try vc(s).safeAreaInsets.top == 20)
        (s, _) = press(s, .character("h"))
        #expect(s.scene.statusBar == .hidden && s.message?.text.hasPrefix("status bar hidden") == true)
        #expect(try vc(s).safeAreaInsets.top == 0)
        #expect(ScreenView.view(s).lines.last?.contains("status bar hidden") == true, "the key bar says so")
        (s, _) = press(s, .character("h"))
        #expect(try vc(s).safeAreaInsets.top == 20)
        var x = try start("device: iphone-x\nviews: []\n")
        (x, _) = press(x, .character("h"))
        #expect(try vc(x).safeAreaInsets.top == 44)
        #expect(x.message?.text == "status bar hidden: no frame or inset of viewController.view changed", "a key that moves nothing says so")
    }

    @Test("R flips the layout direction: a view pinned 20 from leading moves to the right edge (R27: 375 − 20 − 100 = 255 on an iPhone X)")
    func layoutDirection() throws {
        let yaml =
            "device: iphone-x\nviews:\n  - {name: badge, kind: label, text: New, constraints: [leading == superview.leading + 20, top == safeArea.top, width == 100, height == 20]}\n"
        var s = try start(yaml)
        #expect(try s.layout.required("badge").frame.minX == 20)
        (s, _) = press(s, .character("R"))
        #expect(s.scene.layoutDirection == .rightToLeft && s.message?.text.hasPrefix("right to left") == true)
        #expect(try s.layout.required("badge").frame.minX == 255)
        #expect(ScreenView.view(s).lines.last?.contains("portrait · right to left · iOS") == true, "the key bar says so")
        (s, _) = press(s, .character("R"))
        #expect(try s.layout.required("badge").frame.minX == 20)
    }

    @Test("v / V step through a storyboard's scenes, wrapping, with the toggles kept and the selection afresh; a scene file says it has none")
    func scenes() throws {
        var s = try start()
        #expect(press(s, .character("v")).1.isEmpty && press(s, .character("v")).0.message?.isError == true, "a bundled YAML scene")
        s.documentScenes = ["login", "feed", "settings"]
        s.sourceScene = "login"
        #expect(press(s, .character("v")).1 == [.loadScene("feed")])
        #expect(press(s, .character("V")).1 == [.loadScene("settings")], "back from the first wraps to the last")
        (s, _) = press(s, .character("n"), .tab)
        #expect(s.selected != nil)
        var other = s.base
        other.title = "Feed"
        (s, _) = AppState.update(s, .sceneLoaded(other, selector: "feed", scenes: nil))
        #expect(s.scene.title == "Feed" && s.scene.navigation?.bar == .opaque, "the n toggle is kept")
        #expect(s.sourceScene == "feed" && s.selected == nil && s.message?.text == "scene 2 of 3: feed")
        #expect(press(s, .character("v")).1 == [.loadScene("settings")], "on from where it is now")
        // w and p name the scene shown, as import names a storyboard's files.
        #expect(press(s, .character("w")).0.mode == .prompt(.writeScene, text: "default-feed-edited.yaml"))
        #expect(press(s, .character("p")).0.mode == .prompt(.exportText, text: "default-feed.txt"))
        // A reload brings the document's list of scenes as read again: a controller added since
        // is reached, and the state changes only in update.
        (s, _) = AppState.update(s, .reloaded(other, scenes: ["login", "feed", "settings", "profile"]))
        #expect(s.documentScenes.count == 4 && press(s, .character("V")).1 == [.loadScene("login")])
    }

    @Test("A click selects the view under it: bars before content, deepest view first")
    func click() throws {
        let s = try start()
        let regions = try #require(ScreenLayout(columns: 120, rows: 40, screenSize: Size(width: 375, height: 812), landscapeHomeButton: false))
        let (scale, _) = try #require(MockRenderer.placement(s.layout, columns: regions.mock.width, rows: regions.mock.height))
        func click(_ x: Double, _ y: Double) -> String? {
            AppState.update(s, .click(column: regions.mock.minX + scale.column(x), row: regions.mock.minY + scale.row(y))).0.selected
        }
        #expect(click(187, 66) == "navigationBar", "y = 66 is inside the bar (44-88), over the table")
        #expect(click(187, 400) == "list")
        #expect(click(187, 770) == "tabBar")
        #expect(AppState.update(s, .click(column: 119, row: 20)).0.selected == nil, "a click on the inspector selects nothing")
    }

    @Test("[ and ] scroll an inspector taller than the terminal, to its last line and back; another view starts at the top")
    func inspectorScroll() throws {
        let s = try start(columns: 100, rows: 24)
        func inspector(_ s: AppState) -> String { ScreenView.view(s).lines.joined(separator: "\n") }
        let first = inspector(s)
        #expect(first.contains("safeAreaInsets       {88, 0, 83, 0}") && first.contains("more lines: ] scrolls the inspector"))
        #expect(!first.contains("contentSize"), "at 24 rows the list's content size (its last number, SPEC's order) is below the fold")
        var end = s
        for _ in 0..<20 { (end, _) = press(end, .character("]")) }
        let last = inspector(end)
        #expect(last.contains("contentSize          {375, 1760}") && last.contains("right under the navigation bar."), "the notes' last words\n\(last)")
        #expect(last.contains("lines above: [ scrolls back") && !last.contains("safeAreaInsets       {88"))
        #expect(last.contains("list  (table, in viewController.view)"), "the header stays")
        var back = end
        for _ in 0..<20 { (back, _) = press(back, .character("[")) }
        #expect(inspector(back) == first)
        let (other, _) = press(end, .tab)
        #expect(other.inspectorScroll == 0)
        let (roomy, _) = press(try start(columns: 200, rows: 60), .character("]"))
        #expect(roomy.inspectorScroll == 0 && roomy.message?.text == "the inspector shows everything already")
    }

    @Test("A narrow inspector never cuts a number: a value that does not fit beside its name goes whole on the next line")
    func narrowInspectorKeepsNumbers() throws {
        // The default scene's table fills an iPhone X screen: 375 × 812 pt (devices.json).
        for columns in 60...90 {
            let lines = ScreenView.view(try start(columns: columns, rows: 24)).lines
            // The value's own line (the explanation below it quotes it followed by a colon).
            #expect(lines.contains { $0.contains("{{0, 0}, {375, 812}}") && !$0.contains("{{0, 0}, {375, 812}}:") }, "\(columns) columns")
            #expect(!lines.contains { $0.hasSuffix("{375, 81") || $0.contains("{375, 81 ") }, "\(columns) columns")
        }
    }

    @Test("A terminal too small says what it needs; resizing back draws the screen")
    func tooSmall() throws {
        let (small, _) = AppState.update(try start(), .resize(columns: 40, rows: 10))
        let text = ScreenView.view(small).lines.joined(separator: "\n")
        #expect(text.contains("Terminal too small: 40x10"))
        #expect(text.contains("at least 60x16"))
        let (big, _) = AppState.update(small, .resize(columns: 200, rows: 60))
        let canvas = ScreenView.view(big)
        #expect(canvas.width == 200 && canvas.height == 60)
        #expect(canvas.lines.contains { $0.contains("Row 0") })
    }

    @Test("The key bar shows the current state; --ascii leaves no non-ASCII cell")
    func keyBar() throws {
        let (s, _) = press(try start(), .character("n"), .character("o"))
        let bar = ScreenView.view(s).lines[39]
        #expect(bar.contains("iPhone X") && bar.contains("landscapeLeft") && bar.contains("nav opaque") && bar.contains("tab translucent"))
        var ascii = s
        ascii.ascii = true
        #expect(ScreenView.view(ascii).cells.allSatisfy { $0.character.isASCII })
    }

    @Test("One key map: each key bound once; the README's table is the map's")
    func keyMap() throws {
        var seen: [String] = []
        for binding in KeyMap.bindings { seen += binding.keyNames }
        #expect(Set(seen).count == seen.count, "a key bound twice: \(seen)")
        let readme = try String(
            contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../README.md").standardized.path, encoding: .utf8)
        #expect(readme.contains(KeyMap.markdownTable), "README's key table should read:\n\(KeyMap.markdownTable)")
    }

    @Test("The inspector lists a constrained view's constraints, each marked held (✓), broken (✗) or outranked (↓ with how far)")
    func constraintList() throws {
        let scene = try SceneLoader.load(
            text: """
                device: iphone-x
                views:
                  - name: box
                    kind: view
                    constraints: [top == safeArea.top, leading == superview.leading, width == 100, height == 50, height == 80 @500, width == 120]
                """, file: "t.yaml")
        var state = try AppState(scene: scene, sourceName: "t", columns: 200, rows: 60)
        state.selected = "box"
        let text = ScreenView.view(state).lines.joined(separator: "\n")
        // top: the safe area's 44 on an iPhone X; height 80 @500 loses to the required 50 by 30;
        // width == 120 contradicts the required width == 100 before it (R50).
        #expect(text.contains("✓ top == safeArea.top (safeArea.top = 44)"), "\(text)")
        #expect(text.contains("↓ height == 80 @500 — outranked, off by 30 (R42)"), "\(text)")
        #expect(text.contains("✗ width == 120 — broken (R50)"), "\(text)")
    }

    @Test("A long message never covers the mock: after n at 120x40 the outline's bottom is whole and the message reads in order beside it")
    func messageBesideMock() throws {
        let (state, _) = AppState.update(try start(columns: 120, rows: 40), .key(.character("n")))
        let lines = ScreenView.view(state).lines
        #expect(lines.contains { $0.hasPrefix("╰") && $0.contains("╯") }, "\(lines.joined(separator: "\n"))")
        let message = lines.filter { $0.contains("navigation bar opaque") }
        #expect(message.count == 1 && !message[0].hasPrefix("navigation"), "the message starts in the inspector's column")
    }

    @Test("At 80x24 and 60x16 the help says how many keys are below, ] scrolls to the last, any other key closes; the key bar always ends with ? keys")
    func helpAndKeyBarFit() throws {
        for (columns, rows) in [(80, 24), (60, 16)] {
            var (state, _) = press(try start(columns: columns, rows: rows), .character("?"))
            let first = ScreenView.view(state).lines.joined(separator: "\n")
            #expect(first.contains("more  ] [ scroll"), "\(columns)x\(rows): \(first)")
            for _ in 0..<60 { state = AppState.update(state, .key(.character("]"))).0 }
            let last = ScreenView.view(state).lines.joined(separator: "\n")
            // The last binding is the key map's last; nothing is cut at the box's edge.
            #expect(last.contains(KeyMap.bindings.last!.label) && !last.contains("more  ]"), "\(columns)x\(rows): \(last)")
            state = AppState.update(state, .key(.character("x"))).0
            #expect(!state.showHelp && state.helpScroll == 0)
        }
        for columns in stride(from: 60, through: 200, by: 7) {
            let bar = ScreenView.view(try start(columns: columns, rows: 24)).lines.last ?? ""
            #expect(bar.hasSuffix("? keys · q quit"), "\(columns): \(bar)")
        }
    }

    @Test("At 60x16, the smallest screen, the navigation bar still gets a row and its title (44 pt rounds to no row at 74 pt a row)")
    func smallestScreenKeepsBar() throws {
        let lines = ScreenView.view(try start(columns: 60, rows: 16)).lines
        let mock = lines.map { String($0.prefix(16)) }
        #expect(mock.contains { $0.contains("Inbox") && !$0.contains("I S P") }, "\(mock.joined(separator: "\n"))")
    }
}
