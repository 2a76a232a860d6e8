import Preview

/// Builds one scene of an Interface Builder document: its device and iOS from the document's
/// design device and Xcode era, its bars from the controllers that lead to it, then its views
/// (`ViewImporter`) and their constraints (`ConstraintImporter`).
struct SceneImporter {
    let document: InterfaceBuilderDocument
    let entry: InterfaceBuilderDocument.Entry
    /// Whether placeholder constraints are laid out (`ViewImporter.keepingPlaceholders`).
    let keepingPlaceholders: Bool
    /// What the importer approximated, for the scene's notes (what it left out goes to the
    /// scene's warnings).
    var notes: [String] = []
    /// Whether a segue presents this controller full screen on an iPhone (its style, or a
    /// sheet in landscape, where a compact height shows it so).
    private var presentedFullScreen = false

    init(document: InterfaceBuilderDocument, entry: InterfaceBuilderDocument.Entry, keepingPlaceholders: Bool) {
        self.document = document
        self.entry = entry
        self.keepingPlaceholders = keepingPlaceholders
    }

    mutating func build() throws(SceneError) -> Scene {
        let design = document.design
        var scene = Scene(
            title: Sanitized.text(entry.title), device: design.isCustom ? .custom(design.device) : .catalog(design.device),
            orientation: design.device.orientations.contains(document.orientation) ? document.orientation : .portrait)
        // The era's iOS on the design device alone: elsewhere each device's newest.
        scene.deviceIsCanvas = design.isCanvas
        scene.designIOS = design.ios
        scene.designDeviceName = design.device.name
        // A controller's scene, in a storyboard or at the top of a xib, has its layout guides
        // (R45); a xib's view has its bounds.
        scene.source = entry.isController ? .storyboard : .xib
        let controller = entry.isController ? entry.node : nil
        if let controller {
            bars(controller, into: &scene)
            scene.controller = controllerProperties(controller)
        } else {
            // A xib's view says which bars its controller will be shown under.
            simulatedMetrics(entry.node, into: &scene)
        }
        let isCard =
            controller == nil && entry.node.child("freeformSimulatedSizeMetrics") != nil && !ViewImporter.isControllerView(entry.node, in: document)
            && !ViewImporter.cellElements.contains(entry.node.name)
        let rootView = controller?.child(key: "view")
        let anyCanvas = document.namesNoDevice ? rootView.flatMap(ViewImporter.frame) : nil
        let scrollsFirst = rootView.flatMap { ViewImporter.subviewNodes($0).first }.flatMap { ViewImporter.kind($0.name) }?.isScrollView ?? false
        // A controller drawn freeform: a storyboard's, or a xib's view its File's Owner shows.
        let xibControllerView =
            controller == nil && entry.node.child("freeformSimulatedSizeMetrics") != nil && ViewImporter.isControllerView(entry.node, in: document)
        let freeformController: Size? =
            if controller.map(ViewImporter.hasFreeformSize) ?? false {
                rootView.flatMap(ViewImporter.frame)?.size
            } else if xibControllerView {
                ViewImporter.frame(entry.node)?.size
            } else {
                nil
            }
        canvas(
            into: &scene, card: isCard ? ViewImporter.frame(entry.node)?.size ?? .zero : nil, freeformController: freeformController,
            anyCanvas: anyCanvas, scrollsFirst: scrollsFirst)
        // Frames are set for the design device, as the document stores them; on another device
        // autoresizing masks resize them (R47).
        scene.designSize = screenSize(scene)
        if let controller, controller.child(key: "view") == nil {
            // A storyboard whose controllers have no view of their own (`entries`): the bars.
            let kind = Sanitized.short(controller["customClass"] ?? controller.name)
            scene.importWarnings = [
                "\(fileName(document.file)) \(entry.id): \(kind) has no view in this document (its children, or its SwiftUI content, are elsewhere); only its bars are shown."
            ]
        } else {
            let rootNode = rootView ?? entry.node
            var views = ViewImporter(
                document: document, root: rootNode, screen: screenSize(scene), scene: scene, keepingPlaceholders: keepingPlaceholders)
            try views.build(into: &scene)
            notes += views.notes
            scene.importWarnings = views.leftOut.map { "\(fileName(document.file)) \(entry.id): \($0)" }
        }
        var lines = [
            "Imported from \(fileName(document.file)), \(entry.isController ? "scene" : "view") \(entry.id)\(entry.identifier.flatMap { $0 == entry.id ? nil : " (\($0))" } ?? "")."
        ]
        lines.append("\(design.why); saved by \(document.era.label), so laid out with iOS \(design.ios)'s insets as its canvas showed them.")
        lines += notes
        scene.notes = Sanitized.text(lines.joined(separator: "\n\n"), keepNewlines: true)
        return scene
    }

    private func fileName(_ path: String) -> String {
        Sanitized.text(String(path.split(separator: "/").last ?? Substring(path)))
    }

    private func screenSize(_ scene: Scene) -> Size {
        scene.orientation.isLandscape ? scene.device.portraitSize.transposed : scene.device.portraitSize
    }

    // MARK: - The canvas

    /// The design device as this document's Xcode drew it where that differs from the device
    /// (the status bar, a sheet's top, the toolbar): an inline canvas for the design device
    /// alone; every other device, lint's included, keeps its own.
    /// - Parameter card: the stored size of the scene's root when it is a xib's freeform view
    ///   that is no controller's and no cell (a card).
    /// - Parameter freeformController: the stored size of a storyboard controller's root drawn
    ///   on a freeform canvas (`ViewImporter.hasFreeformSize`).
    /// - Parameter anyCanvas: the stored frame of a controller's root in a document that names
    ///   no device.
    /// - Parameter scrollsFirst: whether the controller's view's first subview is a scroll view.
    private mutating func canvas(into scene: inout Scene, card: Size?, freeformController: Size?, anyCanvas: Rect?, scrollsFirst: Bool) {
        let design = document.design
        // Xcode 11–14.2 drew the canvases of home-button devices (4-, 4.7- and 5.5-inch iPhones,
        // 9.7-inch iPads) with no status bar, a bar on top or not: a view pinned to the safe area
        // or top layout guide sits 0 below the top, or 44 below a navigation bar (ib-format §2.1:
        // top 0 in 44 of 48 barless documents; here 7 of 7 controllers under a navigation bar
        // saved by tools 14810–20037, 10 xib and iPad roots of 15505–21507). Xcode 9–10.1
        // (13xxx–14460) and, from tools 21701 (ib-format §2.1: 3 of the 14 21xxx observations;
        // here 6 barless views of a 21701 document at 20), the 20-pt status bar. Up to tools
        // 18122 every iPad canvas, rounded or not, had none either (navigation bars at y 0 and
        // views pinned to the safe area at 0 in 19 controllers of 15505–18122: 10.2- and both
        // 12.9-inch canvases); from 19162 on, their controllers show 20, or 24 on rounded iPads
        // (17 controllers, the 12.9-inch home-button canvas's included). A xib's freeform card
        // (a view no controller owns) had none on home-button canvases before Xcode 11 either,
        // unless at least a screen tall (taken as the 3.5-inch screen's 480): views pinned to
        // the safe area's top of 7 cards 44 to 351 tall (tools 13771–14460, 3 repositories) sit
        // at 0, of 3 cards 496 to 570 tall (14113–14460, one repository) at 20, as in a 400 × 600
        // freeform controller (14460, another); so did a storyboard controller drawn freeform
        // (3 popovers 65 and 200 tall, 14109, one more repository, at 0).
        let homeButton = ["retina4_0", "retina4_7", "retina5_5", "ipad9_7"].contains(document.root.child("device")?["id"] ?? "retina4_7")
        let tools = document.era.tools
        let freeform = card ?? freeformController
        if homeButton && ((14_800..<21_701).contains(tools) || freeform.map { $0.height < 480 } ?? false && tools < 14_800)
            || design.device.idiom == .pad && (14_800..<19_000).contains(tools)
        {
            draw(
                DesignDevice.withoutStatusBar(scene.device, ios: design.ios, xcode: document.era),
                "drew this canvas without a status bar, so its design device has none; every other device shows its own.", into: &scene)
        }
        // A card is drawn at the top left of the screen, so its safe area is the screen's insets
        // where it overlaps them: 44 on top and none at the bottom in 20 cards that fit a Face ID
        // canvas (tools 15705–21507). A card wider or taller than the screen is drawn as a screen
        // of its own size, with all of the device's insets: 8 cards on 6.1-inch canvases (tools
        // 17506–19529; 414 × 2166, 452 × 221, 603 × 360, …) store views pinned to the safe area's
        // bottom 34 above theirs. A storyboard controller drawn freeform is drawn the same way:
        // 3 that fit Face ID and home-button canvases (tools 18122, 24506) keep no bottom inset,
        // 2 of 600 × 850 on a 6.5-inch one (15400) 34. From Xcode 14.3 (tools 21701) every such
        // scene on a Face ID canvas is a screen of its own: cards and freeform controllers that
        // fit store the home indicator's 34 at their bottom (a 376 × 122 card of 21701, two
        // cards and a 393 × 400 notification controller of normalised 32700s: 4 repositories),
        // where none of 20 cards up to 21507 did.
        let screen = screenSize(scene)
        let larger = freeform.map { $0.width > screen.width + 0.5 || $0.height > screen.height + 0.5 } ?? false
        if let freeform, larger || scene.device.isFaceIDPhone && document.era.drawsFaceIDScenesApart {
            let what = (card == nil ? "controller drawn freeform" : "card") + (larger ? " larger than the screen" : "")
            draw(
                DesignDevice.cardScreen(
                    scene.device, size: freeform, landscape: scene.orientation.isLandscape, ios: design.ios, xcode: document.era,
                    what: "a \(what)"),
                "drew this \(what) as a screen of its own size with the device's insets; every other device shows it at its top left.",
                into: &scene)
        }
        // Xcode 6–8 drew a document that names no device on its size classes' canvas, any
        // width and any height a 600 × 600 screen (1,108 of the 1,958 controller roots of such
        // documents fetched; 774 more are 375 × 667, the screen here): its bars on that screen,
        // its tab bar's or toolbar's 49 or 44 points at its bottom (7 views of 4 documents of 4
        // repositories store them there). Other sizes are children their containers size, shown
        // at the screen's top left.
        if anyCanvas == DesignDevice.anySizeClassCanvas {
            draw(
                DesignDevice.anySizeClassScreen(scene.device, ios: design.ios, xcode: document.era),
                "drew this document, which names no device, on its 600 × 600 canvas for any width and height; every other device shows it at its top left.",
                into: &scene)
        }
        // Xcode 14.3 and later (from tools 21701) drew a controller presented full screen on a
        // Face ID phone with no safe-area insets at all: 5 controllers of 2 documents in
        // portrait store views pinned to the safe area's top at 0 and a tab bar child's table
        // 49 above the bottom (tools 21701 and a normalised 32700), and a sheet in landscape
        // (shown full screen) 20 from the sides and bottom of its safe area at 20 (23504), where
        // the same document's other controller keeps the landscape insets; 21507's store 48.
        if presentedFullScreen, scene.device.isFaceIDPhone, document.era.drawsFaceIDScenesApart {
            draw(
                DesignDevice.withoutInsets(scene.device, ios: design.ios, xcode: document.era),
                "drew this controller, presented full screen, with no safe-area insets; every other device shows its own.", into: &scene)
        }
        // Xcode 14.1–15.0 drew a presented controller's sheet with no status bar above it: their
        // canvases store the root 10 shorter than the screen (5 documents saved by tools 22155,
        // 22505 and 23504; Xcode 12, 13, 14.0 and 15.2 store the screen less the top inset and
        // 10, as iOS places it: docs/sheets.md).
        if scene.sheet != nil, !homeButton, (22_000..<23_600).contains(document.era.tools) {
            draw(
                DesignDevice.withoutStatusBar(scene.device, ios: design.ios, xcode: document.era),
                "drew this sheet without a status bar above it, so its design device has none; every other device shows its own.", into: &scene)
        }
        if scene.sheet != nil,
            let drawn = DesignDevice.canvasSheet(
                scene.device, ios: design.ios, xcode: document.era, underNavigationBar: scene.showsNavigationBar)
        {
            draw(drawn, "drew this sheet from the top inset, with that inset again inside it; every other device shows UIKit's.", into: &scene)
        }
        if scene.navigation.map({ $0.toolbar != .hidden }) ?? false, !scene.isLiquidGlass,
            let drawn = DesignDevice.canvasToolbar(scene.device, ios: scene.ios, xcode: document.era)
        {
            draw(drawn, "drew this canvas's toolbar 49 tall, so its design device has one; every other device shows UIKit's (R8).", into: &scene)
        }
        if scrollsFirst, scene.showsNavigationBar, scene.navigation?.showsLargeTitle == true, !scene.isLiquidGlass,
            let drawn = DesignDevice.canvasInlineLargeTitle(scene.device, ios: scene.ios, xcode: document.era)
        {
            draw(
                drawn, "drew this canvas's large-title navigation bar inline, so its design device does; every other device shows UIKit's (R14).", into: &scene)
        }
        // Only a document designed in landscape: its stored frames are the evidence.
        if document.orientation != .portrait, scene.showsNavigationBar, !scene.isLiquidGlass,
            let drawn = DesignDevice.canvasLandscapeNavigationBar(scene.device, ios: scene.ios, xcode: document.era)
        {
            draw(
                drawn, "drew this canvas's navigation bar 44 tall in landscape, so its design device has one; every other device shows UIKit's 32 (§2).",
                into: &scene)
        }
    }

    /// `device` as the scene's design device, a canvas, said in the notes after the Xcode's name.
    private mutating func draw(_ device: Device, _ what: String, into scene: inout Scene) {
        scene.deviceChoice = .custom(device)
        scene.deviceIsCanvas = true
        scene.designDeviceName = device.name
        notes.append("\(document.era.label) \(what)")
    }

    // MARK: - Bars

    /// The navigation and tab bar controllers `controller` is shown in, as UIKit's parent chain
    /// has them (`stack(of:)`), overridden by the bars the controller's simulated metrics name.
    private mutating func bars(_ controller: XMLNode, into scene: inout Scene) {
        let id = controller["id"] ?? ""
        var stack = stack(of: id)
        // A container that is a scene of its own (it has no view here) shows its own bar.
        if controller.name == "navigationController" { stack.navigation = id }
        if controller.name == "tabBarController" { stack.tab = id }
        // Its own tab bar controller shows its bar; else the one holding the navigation controller.
        let tabID = stack.tab ?? stack.navigation.flatMap { containers(above: $0).first { document.controllers[$0]?.name == "tabBarController" } }
        if let navigationID = stack.navigation, let nav = document.controllers[navigationID] {
            let item = document.controllers[stack.top] ?? controller
            scene.navigation = navigation(nav, item: item, of: controller, pushed: stack.pushed)
        } else if let (container, _) = document.containerOf[stack.top], let split = document.controllers[container], split.name == "splitViewController",
            split["allowDoubleColumnStyle"] == "YES", controller.name != "tabBarController", document.presentedWith[stack.top] == nil,
            document.shownFrom[stack.top] == nil
        {
            // A column-style split view controller (iOS 14; Interface Builder's "Style: Double
            // or Triple Column") shows a column's controller that is not a navigation controller
            // in one it makes (`setViewController(_:for:)`): a translucent bar titled as the
            // controller. 9 of 9 plain controllers in such columns store their safe area's top
            // under a bar (74 on 10.9-inch iPad canvases, tools 19529–20037); a classic split
            // view's are not wrapped, nor is one a segue also presents (the canvas draws it as
            // presented: 1 of 1).
            let title = controller.child("navigationItem", key: "navigationItem")?["title"] ?? controller["title"] ?? ""
            scene.navigation = NavigationConfiguration(title: Sanitized.text(title))
        }
        if let tabID, let tab = document.controllers[tabID] {
            var config = TabBarConfiguration()
            if tab.child("tabBar", key: "tabBar")?["translucent"] == "NO" { config.style = .opaque }
            let children = tab.list("connections").filter { $0.name == "segue" && $0["relationship"] == "viewControllers" }
            config.items = children.compactMap { segue in
                segue["destination"].flatMap { document.controllers[$0] }?.child("tabBarItem", key: "tabBarItem")?["title"].map { Sanitized.text($0) }
            }
            if stack.pushed, stack.tab == nil, controller.flag("hidesBottomBarWhenPushed") { config.style = .hidden }
            scene.tabBar = config
        }
        // A show segue with no navigation controller to push onto presents modally (UIKit's
        // `show(_:sender:)` falls back to `present`), as the destination's own style says; so
        // does one that leads to a navigation or tab bar controller, which cannot be pushed.
        let presenting = stack.navigation ?? stack.top
        let presented = containers(above: presenting).last ?? presenting
        let presentedByShow = document.shownFrom[presented] != nil && (stack.navigation == nil || presented != stack.top)
        presentation(of: presented, byShow: presentedByShow, into: &scene)
        simulatedMetrics(controller, into: &scene)
        // A controller's bottom bar left "Inferred" is its containers' (a navigation controller
        // whose canvas simulates a tab bar draws its stack with one): where the controller names
        // none, the first container that does.
        if controller.child(key: "simulatedBottomBarMetrics") == nil, let navigationID = stack.navigation {
            let controllers = document.controllers
            let bottom =
                ([navigationID] + containers(above: navigationID)).compactMap { controllers[$0] }
                .first { $0.child(key: "simulatedBottomBarMetrics") != nil } ?? pushedFrom(id, naming: "simulatedBottomBarMetrics")
            if let bottom { simulatedMetrics(bottom, into: &scene, keys: ["simulatedBottomBarMetrics"]) }
        }
        if stack.pushed, controller.child(key: "simulatedTopBarMetrics") == nil,
            let top = pushedFrom(id, naming: "simulatedTopBarMetrics")
        {
            simulatedMetrics(top, into: &scene, keys: ["simulatedTopBarMetrics"])
        }
    }

    /// The controller a show or push segue leads from, back along such segues, that names the
    /// simulated bar `key` (`simulatedTopBarMetrics`, `simulatedBottomBarMetrics`): a pushed
    /// controller's inferred bars are its source's, as Xcode's canvas infers them.
    private func pushedFrom(_ id: String, naming key: String) -> XMLNode? {
        pushedFrom(id) { $0.child(key: key) != nil }
    }

    /// The first controller down the show segues that pushed `id` for which `matches` holds.
    private func pushedFrom(_ id: String, where matches: (XMLNode) -> Bool) -> XMLNode? {
        var seen: Set<String> = [id]
        var current = id
        while let source = document.shownFrom[current], seen.insert(source).inserted, let node = document.controllers[source] {
            if matches(node) { return node }
            current = source
        }
        return nil
    }

    /// Where `id` stands among the containers: the navigation controller whose stack holds it,
    /// the controller in that stack (itself, or the tab bar controller it is a tab of), its own
    /// tab bar controller, and whether a show or push segue put it there. A show segue pushes onto
    /// the navigation controller its source's parents reach, through tab bar controllers (UIKit's
    /// `show(_:sender:)` asks each parent, `targetViewController(forAction:sender:)`).
    private func stack(of id: String) -> (navigation: String?, top: String, tab: String?, pushed: Bool) {
        var current = id
        var seen: Set<String> = [id]
        var top: String?
        var tab: String?
        var pushed = false
        while true {
            var up = current
            while let (container, relationship) = document.containerOf[up], seen.insert(container).inserted {
                let kind = document.controllers[container]?.name
                if kind == "navigationController" && relationship == "rootViewController" {
                    return (container, top ?? up, tab, pushed)
                }
                guard kind == "tabBarController" else { break }
                if top == nil, tab == nil { tab = container }
                up = container
            }
            if top == nil { top = up }
            guard let source = document.shownFrom[up], seen.insert(source).inserted else { return (nil, top ?? up, tab, pushed) }
            current = source
            pushed = true
        }
    }

    /// The containers that hold `id` by relationship segues, innermost first; the last is the
    /// controller presented when `id` is.
    private func containers(above id: String) -> [String] {
        var chain: [String] = []
        var seen: Set<String> = [id]
        var up = id
        while let (container, _) = document.containerOf[up], seen.insert(container).inserted {
            chain.append(container)
            up = container
        }
        return chain
    }

    /// The navigation controller's bar and toolbar, and the item of the controller in its stack
    /// (`owner`: `controller`, or the tab bar controller it is a tab of).
    private mutating func navigation(_ nav: XMLNode, item owner: XMLNode, of controller: XMLNode, pushed: Bool) -> NavigationConfiguration {
        let item = owner.child("navigationItem", key: "navigationItem")
        let bar = nav.child("navigationBar", key: "navigationBar")
        var config = NavigationConfiguration(title: Sanitized.text(item?["title"] ?? ""))
        if nav.flag("navigationBarHidden") {
            config.bar = .hidden
        } else if bar?["translucent"] == "NO" {
            config.bar = .opaque
        } else if bar?.children.contains(where: { $0["key"] == "backgroundImage" }) == true || bar?["backgroundImage"] != nil {
            config.bar = .backgroundImage
        }
        config.prefersLargeTitles = bar?.flag("largeTitles") == true
        config.largeTitleDisplayMode = largeTitleDisplayMode(of: owner)
        // A navigation controller's toolbar "obeys the hidesBottomBarWhenPushed property of
        // the currently visible view controller" (UINavigationController.toolbar), as a tab
        // bar does: the canvas draws neither for a pushed controller with it (6 of 6).
        let hidesBottomBar = pushed && controller.flag("hidesBottomBarWhenPushed")
        if nav["toolbarHidden"] == "NO", !hidesBottomBar {
            config.toolbar = nav.child("toolbar", key: "toolbar")?["translucent"] == "NO" ? .opaque : .translucent
        }
        // Reached by a show or push segue: pushed, so a back button shows (unless hidden).
        config.pushed = pushed && item?["hidesBackButton"] != "YES"
        if hidesBottomBar { notes.append("hidesBottomBarWhenPushed: the tab bar and the toolbar are hidden while this controller is pushed.") }
        return config
    }

    /// A navigation item's large-title display mode: "automatic" inherits the previous item's
    /// in the stack (UINavigationItem.LargeTitleDisplayMode), so a pushed controller's is the
    /// first set one down the show segues that pushed it.
    private func largeTitleDisplayMode(of controller: XMLNode) -> LargeTitleDisplayMode {
        func mode(_ node: XMLNode) -> LargeTitleDisplayMode {
            node.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"].flatMap(LargeTitleDisplayMode.init(rawValue:)) ?? .automatic
        }
        guard mode(controller) == .automatic, let id = controller["id"] else { return mode(controller) }
        return pushedFrom(id) { mode($0) != .automatic }.map(mode) ?? .automatic
    }

    /// A controller a presentation segue (or a show segue that finds no navigation controller)
    /// shows in a page sheet: `.automatic` (no style named), `.pageSheet` or `.formSheet`, which an
    /// iPhone shows as page sheets from iOS 13 and Xcode 11 draws so (docs/sheets.md); the
    /// segue's style first, then the controller's own.
    private mutating func presentation(of presented: String, byShow: Bool, into scene: inout Scene) {
        guard scene.device.idiom == .phone, let segueStyle = document.presentedWith[presented] ?? (byShow ? "" : nil) else { return }
        let style = segueStyle.isEmpty ? document.controllers[presented]?["modalPresentationStyle"] ?? "" : segueStyle
        let sheet = ["", "automatic", "pageSheet", "formSheet"].contains(style)
        presentedFullScreen = ["fullScreen", "overFullScreen"].contains(style) || sheet && scene.orientation.isLandscape
        guard sheet else { return }
        scene.sheet = .large
        let segue = byShow ? "A show segue with no navigation controller to push onto presents" : "A presentation segue shows"
        notes.append(
            "\(segue) this controller\(style.isEmpty ? "" : " as a \(style)"): from iOS 13 an iPhone shows it in a page sheet, at its large detent (docs/sheets.md)."
        )
    }

    /// Bars the controller's simulated metrics set where no segue says (what its canvas drew).
    private mutating func simulatedMetrics(_ controller: XMLNode, into scene: inout Scene, keys: Set<String>? = nil) {
        for child in controller.children where keys.map({ $0.contains(child["key"] ?? "") }) ?? true {
            switch (child.name, child["key"]) {
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"?) where scene.navigation == nil:
                scene.navigation = NavigationConfiguration(
                    bar: child["translucent"] == "NO" ? .opaque : .translucent,
                    title: Sanitized.text(controller.child("navigationItem")?["title"] ?? ""))
                notes.append("The navigation bar is the one its canvas simulates (simulated metrics).")
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"?)
            where scene.navigation.map { $0.bar == .translucent || $0.bar == .opaque } ?? false:
                // The canvas draws the bar as translucent or opaque as the controller's metrics
                // say, over its navigation controller's (a root under an opaque one starts below
                // it: UIKit's edgesForExtendedLayout).
                let bar: NavigationBarStyle = child["translucent"] == "NO" ? .opaque : .translucent
                if scene.navigation?.bar != bar {
                    scene.navigation?.bar = bar
                    notes.append("The navigation bar is \(bar == .opaque ? "opaque" : "translucent") as its canvas simulates it (simulated metrics).")
                }
            case ("nil", "simulatedTopBarMetrics"?) where scene.navigation != nil:
                scene.navigation?.bar = .hidden
            case ("simulatedTabBarMetrics", _) where scene.tabBar == nil:
                scene.tabBar = TabBarConfiguration(style: child["translucent"] == "NO" ? .opaque : .translucent)
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"?) where scene.navigation?.toolbar ?? .hidden == .hidden:
                // A toolbar comes from a navigation controller: one with no bar where no top bar shows.
                if scene.navigation == nil { scene.navigation = NavigationConfiguration(bar: .hidden) }
                scene.navigation?.toolbar = child["translucent"] == "NO" ? .opaque : .translucent
            case ("nil", "simulatedStatusBarMetrics"?):
                scene.statusBar = .hidden
            default: break
            }
        }
    }

    // MARK: - Controller

    private func controllerProperties(_ c: XMLNode) -> ControllerConfiguration {
        var config = ControllerConfiguration()
        config.automaticallyAdjustsScrollViewInsets = c["automaticallyAdjustsScrollViewInsets"] != "NO"
        config.extendedLayoutIncludesOpaqueBars = c.flag("extendedLayoutIncludesOpaqueBars")
        if let edges = c.child("extendedEdge", key: "edgesForExtendedLayout") {
            config.edgesForExtendedLayout = Set(Edge.allCases.filter { edges.flag($0.rawValue) })
        }
        config.viewRespectsSystemMinimumLayoutMargins = c["viewRespectsSystemMinimumLayoutMargins"] != "NO"
        config.directionalLayoutMargins = c.child(key: "view").flatMap(ViewImporter.margins)
        return config
    }

}
