import Geometry

/// The keys that change the scene: each cycles one UIKit property and says what moved.
extension AppState {
    mutating func cycleOrientation(by step: Int) {
        let all = Orientation.allCases.filter { candidate in
            var probe = scene
            probe.orientation = candidate
            return probe.orientationProblem == nil
        }
        let index = all.firstIndex(of: scene.orientation) ?? 0
        let next = all[(index + step + all.count) % all.count]
        var probe = scene
        probe.orientation = next
        // A half of an iPad in landscape has no portrait counterpart (R-SV1): the screen instead.
        let leavesWindow = probe.windowProblem != nil
        apply("orientation \(next.rawValue)" + (leavesWindow ? " (full screen: Split View splits a portrait iPad at a third only)" : "")) {
            $0.orientation = next
            if leavesWindow { $0.window = .full }
        }
    }

    /// `W`: the next window the iPad offers in this orientation (RULES §12).
    mutating func cycleWindow() {
        guard scene.device.idiom == .pad else {
            message = Message("on iPhone the window is the screen; W steps through an iPad's windows", isError: true)
            return
        }
        let offered = WindowChoice.named.filter { candidate in
            var probe = scene
            probe.window = candidate
            return probe.windowProblem == nil
        }
        let index = offered.firstIndex(of: scene.window) ?? -1
        let next = offered[(index + 1) % offered.count]
        apply("window \(next)") { $0.window = next }
    }

    mutating func cycleDevice(by step: Int) {
        let devices = DeviceCatalog.devices
        let index = devices.firstIndex { $0.id == scene.device.id } ?? (step > 0 ? -1 : 0)
        setDevice(devices[(index + step + devices.count) % devices.count])
    }

    /// `v` / `V`: the next or previous view controller of the storyboard or xib, read from the
    /// file again with the toggles kept (as `r` keeps them).
    mutating func cycleScene(by step: Int) -> [Effect] {
        guard documentScenes.count > 1 else {
            message = Message(
                documentScenes.isEmpty
                    ? "v steps through a storyboard's or xib's scenes; this scene is not from one"
                    : "\(sourceName) holds one scene", isError: true)
            return []
        }
        let index = documentScenes.firstIndex(of: sourceScene ?? "") ?? 0
        return [.loadScene(documentScenes[(index + step % documentScenes.count + documentScenes.count) % documentScenes.count])]
    }

    /// `/`: the device whose id or name is the query, else the first that has every word of it.
    mutating func pickDevice(_ query: String) {
        guard let device = AppState.devices(matching: query).first else {
            message = Message("no device matches '\(Sanitized.short(query))'; `layoutpreview devices` lists them", isError: true)
            return
        }
        setDevice(device)
    }

    /// Catalog devices for a typed query, best first: the device whose id or name it is, else
    /// every device whose name or id has each of its words, in catalog order ("se 3" and "se-3"
    /// find the iPhone SE (3rd generation), "17 pro" the iPhone 17 Pro before the Pro Max).
    public static func devices(matching query: String) -> [Device] {
        let q = query.lowercased().trimmingCharacters(in: .whitespaces)
        guard !q.isEmpty else { return [] }
        if let exact = DeviceCatalog.devices.first(where: { $0.id == q || $0.name.lowercased() == q }) { return [exact] }
        let words = q.split { $0 == " " || $0 == "-" }
        return DeviceCatalog.devices.filter { device in
            let name = device.name.lowercased()
            return words.allSatisfy { name.contains($0) || device.id.contains($0) }
        }
    }

    private mutating func setDevice(_ device: Device) {
        var probe = scene
        probe.deviceChoice = .catalog(device)
        let upsideDown = probe.orientationProblem != nil
        if upsideDown { probe.orientation = .portrait }
        let leavesWindow = probe.windowProblem != nil
        apply(
            "device \(device.name)" + (upsideDown ? " (portrait: it does not rotate upside down)" : "")
                + (leavesWindow ? " (full screen: it does not offer \(scene.window))" : "")
        ) {
            $0.device = device.id
            if upsideDown { $0.orientation = .portrait }
            if leavesWindow { $0.window = .full }
        }
    }

    /// translucent → opaque → backgroundImage → hidden → none (no navigation controller) → translucent.
    mutating func cycleNavigationBar() {
        let next: SceneOverrides.Presence<NavigationBarStyle>
        switch scene.navigation?.bar {
        case nil: next = .style(.translucent)
        case .translucent?: next = .style(.opaque)
        case .opaque?: next = .style(.backgroundImage)
        case .backgroundImage?: next = .style(.hidden)
        case .hidden?: next = .none
        }
        let name: String
        switch next {
        case .style(let style): name = "navigation bar \(style.rawValue)"
        case .none: name = "no navigation controller"
        }
        apply(name) {
            $0.navigationBar = next
            // Large titles and the toolbar belong to the navigation controller: they go with it.
            if next == .none {
                $0.prefersLargeTitles = nil
                $0.toolbar = nil
            }
        }
    }

    mutating func toggleLargeTitles() {
        guard let navigation = scene.navigation else {
            message = Message("large titles need a navigation controller: press n", isError: true)
            return
        }
        let on = !navigation.prefersLargeTitles
        apply("prefersLargeTitles \(on)") { $0.prefersLargeTitles = on }
    }

    /// translucent → opaque → hidden → none (no tab bar controller) → translucent.
    mutating func cycleTabBar() {
        let next: SceneOverrides.Presence<TabBarStyle>
        switch scene.tabBar?.style {
        case nil: next = .style(.translucent)
        case .translucent?: next = .style(.opaque)
        case .opaque?: next = .style(.hidden)
        case .hidden?: next = .none
        }
        switch next {
        case .style(let style): apply("tab bar \(style.rawValue)") { $0.tabBar = next }
        case .none: apply("no tab bar controller") { $0.tabBar = next }
        }
    }

    /// hidden → translucent → opaque → hidden.
    mutating func cycleToolbar() {
        guard let navigation = scene.navigation else {
            message = Message("the toolbar needs a navigation controller: press n", isError: true)
            return
        }
        let all = ToolbarStyle.allCases
        let next = all[((all.firstIndex(of: navigation.toolbar) ?? 0) + 1) % all.count]
        apply("toolbar \(next.rawValue)") { $0.toolbar = next }
    }

    /// The inspected scroll view's behavior, or every scroll view's when the inspector shows
    /// another kind of view: automatic → scrollableAxes → never → always.
    mutating func cycleBehavior() {
        let scrollViews = layout.views.filter { $0.scroll != nil }
        guard let first = scrollViews.first else {
            message = Message("no scroll view in this scene", isError: true)
            return
        }
        let target = inspected.scroll != nil ? inspected : nil
        let current = (target ?? first).scroll?.contentInsetAdjustmentBehavior ?? .automatic
        let all = ContentInsetAdjustmentBehavior.allCases
        let next = all[((all.firstIndex(of: current) ?? 0) + 1) % all.count]
        if let target {
            scrollOffsets[target.name] = nil
            apply("\(target.name).contentInsetAdjustmentBehavior \(next.rawValue)") { $0.viewBehaviors[target.name] = next }
        } else {
            for view in scrollViews { scrollOffsets[view.name] = nil }
            apply("contentInsetAdjustmentBehavior \(next.rawValue) (every scroll view)") {
                $0.behavior = next
                $0.viewBehaviors = [:]
            }
        }
    }

    /// all → none → top → bottom → all.
    mutating func cycleEdges() {
        let edges = scene.controller.edgesForExtendedLayout
        let next: Set<Edge>
        if edges == Set(Edge.allCases) {
            next = []
        } else if edges.isEmpty {
            next = [.top]
        } else if edges == [.top] {
            next = [.bottom]
        } else {
            next = Set(Edge.allCases)
        }
        apply("edgesForExtendedLayout \(Comparison.edgeNames(next))") { $0.edgesForExtendedLayout = next }
    }

    mutating func toggleExtendedLayoutIncludesOpaqueBars() {
        let on = !scene.controller.extendedLayoutIncludesOpaqueBars
        apply("extendedLayoutIncludesOpaqueBars \(on)") { $0.extendedLayoutIncludesOpaqueBars = on }
    }

    /// The current rules ↔ iOS 10's legacy insets (R24).
    mutating func toggleLegacy() {
        if scene.ios >= 11 {
            modernIOS = scene.ios
            apply("iOS 10 rules: no safe area; the containers write contentInset") { $0.ios = 10 }
        } else {
            let ios = modernIOS
            apply("iOS \(ios) rules") { $0.ios = ios }
        }
    }

    /// `I`: the next iOS version the device ran (R6b), after its newest its first: the inset
    /// changes between versions (R6, R32) and the Liquid Glass bars (§9) one key apart.
    mutating func cycleIOS() {
        let range = scene.device.iosRange
        let versions = (range.first...(range.last ?? IOSVersion.newest)).filter(IOSVersion.isValid)
        guard let next = versions.first(where: { $0 > scene.ios }) ?? versions.first else { return }
        modernIOS = next >= 11 ? next : modernIOS
        apply("iOS \(next)" + (next < 11 ? " rules: no safe area; the containers write contentInset" : "")) { $0.ios = next }
    }

    /// iOS 26 and later: Liquid Glass ↔ the compatibility design (R31).
    mutating func toggleDesign() {
        guard scene.ios >= 26 else {
            message = Message("the design applies from iOS 26; this scene is on iOS \(scene.ios) (R31)", isError: true)
            return
        }
        let next: Design = scene.design == .liquidGlass ? .compatibility : .liquidGlass
        apply(next == .liquidGlass ? "Liquid Glass design" : "compatibility design: iOS 18's bars (UIDesignRequiresCompatibility)") { $0.design = next }
    }

    /// `S`: the controller in a page sheet at the large detent, then medium, then not
    /// (docs/sheets.md); a custom detent steps to none.
    mutating func cycleSheet() {
        let order: [SheetDetent?] = [nil, .large, .medium]
        let next = order[((order.firstIndex(of: scene.sheet) ?? order.count - 1) + 1) % order.count]
        apply(next.map { "page sheet, \($0) detent" } ?? "no sheet") { $0.sheet = next.map { .style($0) } ?? SceneOverrides.Presence.none }
        // Where no sheet shows (before iOS 13, compact height, a regular-width window), say why.
        if let next, layout.metrics.window?.sheet == nil, let why = layout.notes.first(where: { $0.text.hasPrefix("sheet \(next):") }) {
            message = Message("page sheet, \(next) detent: " + why.text.dropFirst("sheet \(next): ".count))
        }
    }

    /// `h`: the status bar hidden and shown (`prefersStatusBarHidden`, R3: hiding it removes
    /// the top inset where that inset is only the status bar).
    mutating func toggleStatusBar() {
        let next: StatusBarVisibility = scene.statusBar == .visible ? .hidden : .visible
        apply("status bar \(next.rawValue)") { $0.statusBar = next }
    }

    /// `R`: right to left and back (R27: leading and trailing swap sides, and so do the
    /// constraints and directional margins that name them).
    mutating func toggleLayoutDirection() {
        let next: LayoutDirection = scene.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        apply(next == .rightToLeft ? "right to left: leading is the right edge (R27)" : "left to right (R27)") { $0.layoutDirection = next }
    }

    /// Tab / Shift-Tab: the next or previous view, in the inspector's order (parents first).
    mutating func select(by step: Int) {
        let names = layout.views.map(\.name)
        let index = names.firstIndex(of: inspected.name) ?? 0
        selected = names[(index + step + names.count) % names.count]
    }

    /// Applies a toggle and reports what it moved: the change, then the numbers of the inspected
    /// view (and the controller's view) that differ.
    private mutating func apply(_ what: String, _ body: (inout SceneOverrides) -> Void) {
        let before = layout
        if change(body) { message = Message(changeSummary(from: before, what)) }
    }

    func changeSummary(from before: Layout, _ what: String) -> String {
        var parts: [String] = []
        let names = Array(Set([inspected.name, "viewController.view"])).sorted()
        for name in names {
            guard let old = before.view(named: name), let new = layout.view(named: name) else { continue }
            var diffs: [String] = []
            if old.frame != new.frame { diffs.append("frame \(old.frame) → \(new.frame)") }
            if old.safeAreaInsets != new.safeAreaInsets { diffs.append("safeAreaInsets \(old.safeAreaInsets) → \(new.safeAreaInsets)") }
            if let o = old.scroll, let n = new.scroll, o.adjustedContentInset != n.adjustedContentInset {
                diffs.append("adjustedContentInset \(o.adjustedContentInset) → \(n.adjustedContentInset)")
            }
            if !diffs.isEmpty { parts.append("\(name) " + diffs.joined(separator: ", ")) }
        }
        // Said when nothing moved, so a key that changes no number (a status bar a navigation
        // controller keeps on a Face ID iPhone, R3) does not read as ignored.
        return parts.isEmpty ? what + ": no frame or inset of \(names.joined(separator: " and ")) changed" : what + ": " + parts.joined(separator: "; ")
    }
}
