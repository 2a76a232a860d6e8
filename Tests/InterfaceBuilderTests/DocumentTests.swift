import Preview
import Testing

@testable import InterfaceBuilder

/// One mapped feature per test, each on a document written for it (Documents); every expected
/// frame is worked out by hand from UIKit's rules and the catalog's insets, as the comments show.
@Suite struct DocumentTests {
    typealias D = Documents

    @Test("Multipliers in IB's four spellings: 16:9 = 1.777…, 1/3, 0.5, 35% = 0.35; absent = 1")
    func multipliers() {
        #expect(ConstraintImporter.multiplier("16:9") == 16.0 / 9.0)
        #expect(ConstraintImporter.multiplier("1/3") == 1.0 / 3.0)
        #expect(ConstraintImporter.multiplier("0.5") == 0.5)
        #expect(ConstraintImporter.multiplier("35%") == 0.35)
        #expect(ConstraintImporter.multiplier("%") == nil)
        #expect(ConstraintImporter.multiplier("x%") == nil)
        // The range (±100,000) holds for the multiplier, not for the number before the %.
        #expect(ConstraintImporter.multiplier("1e6%") == 10_000)
        #expect(ConstraintImporter.multiplier("1e8%") == nil)
        #expect(ConstraintImporter.multiplier("nan%") == nil)
        #expect(ConstraintImporter.multiplier(nil) == 1)
        #expect(ConstraintImporter.multiplier("1:0") == nil)
        #expect(ConstraintImporter.multiplier("abc") == nil)
    }

    @Test("A percentage multiplier lays out: a view 35% of a 667-tall root is 233.5 tall on a 2× canvas")
    func percentageMultiplier() throws {
        let box = D.view("b", frame: (0, 0, 375, 233.5))
        let constraints =
            D.constraint("c1", "b", "height", nil, "vc-root", "height", multiplier: "35%")
            + D.constraint("c2", "b", "top", nil, "vc-root", "top") + D.constraint("c3", "b", "leading", nil, "vc-root", "leading")
            + D.constraint("c4", "b", "width", nil, "vc-root", "width")
        let layout = try D.layout(D.document(D.controller(subviews: box, constraints: constraints, size: (375, 667)), device: "retina4_7", tools: "21701"))
        // 0.35 × 667 = 233.45, on the 2× pixel grid 233.5 (the stored height).
        #expect(try #require(layout.view(named: "b")).frame.height == 233.5)
    }

    @Test(
        "Margins by canvas width (R25): a label pinned to the leading and trailing margins is 20 in from each side on a 414-wide canvas, 16 on a 375-wide one")
    func marginsByCanvasWidth() throws {
        for (device, size, side) in [("retina6_1", (414.0, 896.0), 20.0), ("retina4_7", (375.0, 667.0), 16.0)] {
            let label = D.view("l", "label", frame: (side, 300, size.0 - 2 * side, 21), attributes: " text=\"Hi\"")
            let constraints =
                D.constraint("c1", "l", "leading", nil, "vc-root", "leadingMargin")
                + D.constraint("c2", "vc-root", "trailingMargin", nil, "l", "trailing")
                + D.constraint("c3", "l", "top", nil, "vc-root", "top", constant: 300)
            let layout = try D.layout(D.document(D.controller(subviews: label, constraints: constraints, size: size), device: device, tools: "22505"))
            // x = side, width = canvas − 2 × side; the root has no safe-area inset at the sides.
            #expect(try #require(layout.view(named: "l")).frame == Rect(x: side, y: 300, width: size.0 - 2 * side, height: 21), "\(device)")
        }
    }

    @Test("The Xcode era from toolsVersion, or from the plug-in's version behind 32700.99.1234 (ib-format §0)")
    func eras() {
        #expect(XcodeEra(toolsVersion: "14460.31", pluginVersion: nil).major == 10)
        #expect(XcodeEra(toolsVersion: "21701", pluginVersion: nil).major == 14)
        #expect(XcodeEra(toolsVersion: "32700.99.1234", pluginVersion: "22684").major == 15)
        #expect(XcodeEra(toolsVersion: "23727", pluginVersion: nil).sdkIOS == 18)
    }

    @Test("A button IB pins 20 above the safe area's bottom (guide first, so turned around): y = 667 − 0 − 20 − 44 = 603 on an iPhone 8")
    func safeAreaBottom() throws {
        let button = D.view("btn", "button", frame: (16, 603, 343, 44), inner: "<state key=\"normal\" title=\"Go\"/>")
        let constraints = [
            D.constraint("c1", "vc-safe", "bottom", nil, "btn", "bottom", constant: 20),
            D.constraint("c2", "btn", "leading", nil, "vc-safe", "leading", constant: 16),
            D.constraint("c3", "vc-safe", "trailing", nil, "btn", "trailing", constant: 16),
        ].joined()
        let layout = try D.layout(D.document(D.controller(subviews: button, constraints: constraints)))
        // Xcode 15 → iOS 17, capped at the iPhone 8's newest, 16: top inset 20, bottom 0 (R3).
        #expect(layout.scene.ios == 16)
        #expect(layout.view(named: "btn")?.frame == Rect(x: 16, y: 603, width: 343, height: 44))
        #expect(layout.view(named: "btn")?.text == "Go")
    }

    @Test("An inequality with the guide first flips when turned around: bottom ≤ 667 − 20 wins over top = 20 + 700 @750, so y = 603")
    func flippedInequality() throws {
        let box = D.view("box", frame: (0, 603, 100, 44))
        let constraints = [
            D.constraint("w", "box", "width", constant: 100), D.constraint("h", "box", "height", constant: 44),
            D.constraint("l", "box", "leading", nil, "vc-safe", "leading"),
            D.constraint("t", "box", "top", nil, "vc-safe", "top", constant: 700, priority: 750),
            D.constraint("b", "vc-safe", "bottom", "greaterThanOrEqual", "box", "bottom", constant: 20),
        ].joined()
        let layout = try D.layout(D.document(D.controller(subviews: box, constraints: constraints)))
        #expect(layout.view(named: "box")?.frame == Rect(x: 0, y: 603, width: 100, height: 44))
    }

    @Test("A navigation controller's opaque bar: the content view starts under it at 20 + 44 = 64, a label 8 below its safe area's top")
    func navigationController() throws {
        let nav = """
            <scene sceneID="sn"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="bar">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    </navigationBar>
                    <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="sg"/></connections>
                </navigationController>
            </objects></scene>
            """
        let label = D.view("lbl", "label", frame: (16, 8, 100, 21), attributes: " text=\"Hello\"")
        let constraints =
            D.constraint("t", "lbl", "top", nil, "vc-safe", "top", constant: 8) + D.constraint("l", "lbl", "leading", nil, "vc-safe", "leading", constant: 16)
        let item = "<navigationItem key=\"navigationItem\" title=\"Inbox\" id=\"item\"/>"
        let layout = try D.layout(D.document(nav + D.controller(subviews: label, constraints: constraints, extra: item, size: (375, 603)), initial: "nav"))
        #expect(layout.scene.navigation?.bar == .opaque)
        #expect(layout.scene.navigation?.title == "Inbox")
        #expect(layout.view(named: "navigationBar")?.translucent == false)
        #expect(layout.view(named: "viewController.view")?.windowFrame == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(layout.view(named: "lbl")?.frame == Rect(x: 16, y: 8, width: 100, height: 21))
    }

    @Test(
        "A controller's simulated navigation bar, translucent or opaque, is the one its canvas draws over its navigation controller's: under an opaque one its root starts below the bar"
    )
    func simulatedBarTranslucency() throws {
        // Xcode 10's 4-inch canvas (320 × 568, status bar 20, bar 44). A table pinned to the
        // root's top and bottom: under an opaque bar the root is 568 − 64 = 504 tall at y 64
        // (UIKit's edgesForExtendedLayout leaves opaque bars out), under a translucent one the
        // root is the screen and the table 568 tall at 0.
        func table(navigationTranslucent: Bool, simulated: String, rootHeight: Double) throws -> (root: Rect?, table: Rect?) {
            let pins =
                D.constraint("t", "table", "top", nil, "vc-root", "top") + D.constraint("b", "vc-root", "bottom", nil, "table", "bottom")
                + D.constraint("l", "table", "leading", nil, "vc-root", "leading") + D.constraint("r", "vc-root", "trailing", nil, "table", "trailing")
            let body =
                D.navigationController(barY: 20, width: 320, translucent: navigationTranslucent)
                + D.controller(
                    subviews: D.view("table", "tableView", frame: (0, 0, 320, rootHeight)), constraints: pins,
                    extra: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" \(simulated)prompted=\"NO\"/>", size: (320, rootHeight))
            let layout = try D.layout(D.document(body, device: "retina4_0", tools: "14460", initial: "nav"))
            return (layout.view(named: "viewController.view")?.windowFrame, layout.view(named: "table")?.frame)
        }
        // A translucent navigation controller whose controller simulates an opaque bar (as
        // Rocket.Chat's stored roots, 504 tall, show).
        let opaque = try table(navigationTranslucent: true, simulated: "translucent=\"NO\" ", rootHeight: 504)
        #expect(opaque.root == Rect(x: 0, y: 64, width: 320, height: 504) && opaque.table == Rect(x: 0, y: 0, width: 320, height: 504), "\(opaque)")
        // An opaque navigation controller whose controller simulates a translucent bar (as
        // WSDOT's full-screen roots show).
        let translucent = try table(navigationTranslucent: false, simulated: "", rootHeight: 568)
        #expect(
            translucent.root == Rect(x: 0, y: 0, width: 320, height: 568) && translucent.table == Rect(x: 0, y: 0, width: 320, height: 568), "\(translucent)")
    }

    @Test(
        "Canvas by era: Xcode 11–14.2 drew a 4.7-inch canvas with no status bar even under a navigation bar (label 8 below the safe area: y = 44 + 8); Xcode 10.1 and tools 21701 on drew the 20-pt bar (y = 64 + 8)"
    )
    func statusBarByEra() throws {
        let nav = D.navigationController(barY: 20)
        let label = D.view("lbl", "label", frame: (16, 52, 100, 21), attributes: " text=\"Hello\"")
        let constraints =
            D.constraint("t", "lbl", "top", nil, "vc-safe", "top", constant: 8) + D.constraint("l", "lbl", "leading", nil, "vc-safe", "leading", constant: 16)
        for (tools, top) in [("14460", 64.0), ("16097", 44.0), ("20037", 44.0), ("21507", 44.0), ("21701", 64.0), ("22505", 64.0)] {
            let layout = try D.layout(D.document(nav + D.controller(subviews: label, constraints: constraints), tools: tools, initial: "nav"))
            #expect(layout.view(named: "lbl")?.frame.minY == top + 8, "toolsVersion \(tools)")
            // Another device, as lint lays it out, keeps its status bar (20 on an iPhone SE, 3rd
            // generation) and the label stays 8 below its navigation bar, whatever that bar's height.
            let other = try D.layout(D.document(nav + D.controller(subviews: label, constraints: constraints), tools: tools, initial: "nav"), on: "iphone-se-3")
            #expect(other.view(named: "statusBar")?.frame.height == 20, "toolsVersion \(tools) on another device")
            let bar = try #require(other.view(named: "navigationBar"))
            #expect(
                bar.windowFrame.minY == 20 && other.view(named: "lbl")?.windowFrame.minY == bar.windowFrame.maxY + 8, "toolsVersion \(tools) on another device")
        }
    }

    @Test("A collection view cell xib from before Xcode 11, whose content view has no id: the label in it is imported and placed 10 in from the cell's edges")
    func contentViewWithoutID() throws {
        let cell = """
            <collectionViewCell opaque="NO" contentMode="center" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView" opaque="NO" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>\(D.view("lbl", "label", frame: (10, 10, 180, 80), attributes: " text=\"Hi\""))</subviews>
                </view>
                <constraints>
                    \(D.constraint("a", "lbl", "leading", nil, "cell", "leading", constant: 10))\(D.constraint("b", "cell", "trailing", nil, "lbl", "trailing", constant: 10))
                    \(D.constraint("c", "lbl", "top", nil, "cell", "top", constant: 10))\(D.constraint("d", "cell", "bottom", nil, "lbl", "bottom", constant: 10))
                </constraints>
            </collectionViewCell>
            """
        let layout = try D.layout(D.document(cell, storyboard: false, tools: "14460"), file: "Cell.xib")
        // Within the 200 × 100 cell: 10 in from every edge, 180 × 80, wherever the cell is shown.
        let label = try #require(layout.view(named: "lbl"))
        let content = try #require(layout.view(named: "cell-contentView"))
        #expect(label.frame == Rect(x: 10, y: 10, width: 180, height: 80))
        #expect(content.frame == Rect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test(
        "A 6.1-inch Dynamic Island canvas (retina6_12) puts the navigation bar at the 59-pt safe-area top: a label 8 below the safe area is at 59 + 44 + 8 = 111; the iPhone 14 Pro itself puts it under its status bar: 53.667 + 44 + 8"
    )
    func dynamicIslandCanvas() throws {
        let nav = D.navigationController(barY: 59, width: 393)
        let label = D.view("lbl", "label", frame: (16, 111, 100, 21), attributes: " text=\"Hello\"")
        let constraints =
            D.constraint("t", "lbl", "top", nil, "vc-safe", "top", constant: 8) + D.constraint("l", "lbl", "leading", nil, "vc-safe", "leading", constant: 16)
        let document = D.document(
            nav + D.controller(subviews: label, constraints: constraints, size: (393, 852)), device: "retina6_12", tools: "21701", initial: "nav")
        #expect(try D.layout(document).view(named: "lbl")?.frame.minY == 111)
        let phone = try D.layout(document, on: "iphone-14-pro", ios: 16)
        // The catalog's Dynamic Island status bar is 161/3 (RULES: 97.667 under a navigation bar).
        #expect(abs((phone.view(named: "lbl")?.windowFrame.minY ?? 0) - (161.0 / 3 + 44 + 8)) < 1e-9)
    }

    @Test(
        "Xcode from tools 23700 counts a Face ID canvas's top and bottom insets twice: a view pinned to the safe area of a retina6_12 canvas is 118 below the top and 68 above the bottom (2 × 59, 2 × 34); tools 23504 once; the phone itself once"
    )
    func doubledCanvasInsets() throws {
        let box = D.view("box", frame: (0, 118, 393, 666))
        let constraints =
            D.constraint("t", "box", "top", nil, "vc-safe", "top") + D.constraint("b", "vc-safe", "bottom", nil, "box", "bottom")
            + D.constraint("l", "box", "leading", nil, "vc-root", "leading") + D.constraint("r", "vc-root", "trailing", nil, "box", "trailing")
        for (tools, top, bottom) in [("23727", 118.0, 68.0), ("24765", 118.0, 68.0), ("23504", 59.0, 34.0)] {
            let document = D.document(D.controller(subviews: box, constraints: constraints, size: (393, 852)), device: "retina6_12", tools: tools)
            let frame = try #require(try D.layout(document).view(named: "box")?.frame)
            #expect(frame == Rect(x: 0, y: top, width: 393, height: 852 - top - bottom), "toolsVersion \(tools)")
            // Laid out for the phone it stands for, the insets are the phone's: 59 and 34.
            let phone = try D.layout(document, on: "iphone-14-pro")
            #expect(phone.view(named: "box")?.frame == Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34), "toolsVersion \(tools) on the phone")
        }
    }

    @Test(
        "Design ids the table lacks: read without case; resolved by the root's stored size (ipad13_0rounded at 1032 × 1376 is the 13-inch iPad Pro), else by the diagonal the id spells (retina7_1 → the 6.9-inch canvas)"
    )
    func unknownDesignIDs() throws {
        let upper = try D.read(D.document(D.controller(subviews: ""), device: "RETINA4_7"))
        #expect(try upper.scene(nil).device.portraitSize == Size(width: 375, height: 667))
        let ipad = try D.read(D.document(D.controller(subviews: "", size: (1032, 1376)), device: "ipad13_0rounded"))
        let scene = try ipad.scene(nil)
        #expect(scene.device.portraitSize == Size(width: 1032, height: 1376) && scene.device.name.contains("13-inch"), "\(scene.device.name)")
        #expect(scene.notes.contains("ipad13_0rounded is not one layoutpreview knows"))
        // No catalog phone is 500 wide: the nearest known diagonal to 7.1 is retina6_9's 6.9.
        let phone = try D.read(D.document(D.controller(subviews: "", size: (500, 1000)), device: "retina7_1"))
        #expect(try phone.scene(nil).device.portraitSize == (DesignDevice.choose("retina6_9", xcode: phone.era)?.device.portraitSize))
        #expect(DesignDevice.diagonal("retina6_72") == 6.7 && DesignDevice.diagonal("ipad12_9rounded") == 12.9 && DesignDevice.diagonal("mac") == nil)
    }

    @Test("IB's placeholder intrinsic size gives a plain view (a custom class) its size: centred in a 375 × 667 root, 120 × 40 at (127.5, 313.5)")
    func placeholderIntrinsicSize() throws {
        let card = D.view(
            "card", frame: (127.5, 313.5, 120, 40), attributes: " placeholderIntrinsicWidth=\"120\" placeholderIntrinsicHeight=\"40\" customClass=\"Card\"")
        let constraints = D.constraint("x", "card", "centerX", nil, "vc-root", "centerX") + D.constraint("y", "card", "centerY", nil, "vc-root", "centerY")
        let layout = try D.layout(D.document(D.controller(subviews: card, constraints: constraints)))
        // (375 − 120) / 2 = 127.5, (667 − 40) / 2 = 313.5.
        #expect(layout.view(named: "card")?.frame == Rect(x: 127.5, y: 313.5, width: 120, height: 40))
    }

    @Test(
        "A keyboard layout guide is the keyboard hidden: a 44-pt bar 8 above its top sits 8 above the safe area's bottom (667 − 0 − 8 − 44 = 615 on an iPhone 8); its height is left out and said"
    )
    func keyboardLayoutGuide() throws {
        let bar = D.view("bar", frame: (0, 615, 375, 44))
        let guide = "<viewLayoutGuide key=\"keyboard\" id=\"kb\"/>"
        let constraints =
            D.constraint("b", "kb", "top", nil, "bar", "bottom", constant: 8) + D.constraint("h", "bar", "height", constant: 44)
            + D.constraint("l", "bar", "leading", nil, "kb", "leading") + D.constraint("r", "kb", "trailing", nil, "bar", "trailing")
            + D.constraint("k", "kb", "height", constant: 300)
        let text = String(decoding: D.document(D.controller(subviews: bar, constraints: constraints)), as: UTF8.self)
            .replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"vc-safe\"/>", with: "<viewLayoutGuide key=\"safeArea\" id=\"vc-safe\"/>" + guide)
        let document = try D.read(Array(text.utf8))
        let layout = LayoutEngine.layout(try document.scene(nil))
        // iPhone 8 (Xcode 15 canvas): safe-area bottom 667; the bar's bottom 8 above it.
        #expect(layout.view(named: "bar")?.frame == Rect(x: 0, y: 615, width: 375, height: 44))
        #expect(try document.scene(nil).importWarnings.contains { $0.contains("keyboard guide's height") })
    }

    @Test(
        "A stack view given its own layout margins in IB arranges inside them: a button in a 374 × 68 vertical stack with margins 8/15 is at (15, 8), 344 × 52")
    func stackWithMargins() throws {
        let button = D.view("btn", "button", frame: (15, 8, 344, 52), attributes: "")
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="100" width="374" height="68"/>
                <subviews>\(button)</subviews>
                <edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="15"/>
            </stackView>
            """
        let constraints =
            D.constraint("t", "stack", "top", nil, "vc-root", "top", constant: 100) + D.constraint("l", "stack", "leading", nil, "vc-root", "leading")
            + D.constraint("w", "stack", "width", constant: 374) + D.constraint("h", "btn", "height", constant: 52)
        let layout = try D.layout(D.document(D.controller(subviews: stack, constraints: constraints)))
        // 374 − 15 − 15 = 344 wide; 8 + 52 + 8 = 68 tall.
        #expect(layout.view(named: "btn")?.frame == Rect(x: 15, y: 8, width: 344, height: 52))
        #expect(layout.view(named: "stack")?.frame.height == 68)
    }

    @Test("A table's header view is imported as the table's subview at the top of its content, and its label placed in it: 375 × 100, the label 16 in")
    func tableHeaderView() throws {
        let header = """
            <view key="tableHeaderView" contentMode="scaleToFill" id="header">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>\(D.view("title", "label", frame: (16, 20, 343, 60), attributes: " text=\"Inbox\""))</subviews>
                <constraints>
                    \(D.constraint("a", "title", "leading", nil, "header", "leading", constant: 16))\(D.constraint("b", "header", "trailing", nil, "title", "trailing", constant: 16))
                    \(D.constraint("c", "title", "top", nil, "header", "top", constant: 20))\(D.constraint("d", "header", "bottom", nil, "title", "bottom", constant: 20))
                </constraints>
            </view>
            """
        let table = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                \(header)
            </tableView>
            """
        let constraints =
            D.constraint("t", "table", "top", nil, "vc-root", "top") + D.constraint("l", "table", "leading", nil, "vc-root", "leading")
            + D.constraint("r", "vc-root", "trailing", nil, "table", "trailing") + D.constraint("bt", "vc-root", "bottom", nil, "table", "bottom")
        let layout = try D.layout(D.document(D.controller(subviews: table, constraints: constraints)))
        #expect(layout.view(named: "header")?.frame == Rect(x: 0, y: 0, width: 375, height: 100))
        #expect(layout.view(named: "title")?.frame == Rect(x: 16, y: 20, width: 343, height: 60))
    }

    @Test("hidesBottomBarWhenPushed hides the navigation controller's toolbar for a pushed controller (UIKit's documentation), not for its root")
    func hidesBottomBarWhenPushed() throws {
        let nav = D.navigationController(root: "root", barY: 20).replacingOccurrences(
            of: "<navigationController id=\"nav\"", with: "<navigationController id=\"nav\" toolbarHidden=\"NO\"")
        let root = D.controller("root", subviews: "").replacingOccurrences(
            of: "sceneMemberID=\"viewController\">",
            with: "sceneMemberID=\"viewController\"><connections><segue destination=\"pushed\" kind=\"show\" id=\"go\"/></connections>")
        let pushed = D.controller("pushed", subviews: "", attributes: " hidesBottomBarWhenPushed=\"YES\"")
        let document = try D.read(D.document(nav + root + pushed, initial: "nav"))
        #expect(try document.scene("root").navigation?.toolbar == .translucent)
        #expect(try document.scene("pushed").navigation?.toolbar == .hidden)
    }

    @Test("A 9.7-inch iPad canvas of Xcode 11–14 in landscape has no status bar either: a view pinned to the safe area's top is at 0, 1024 × 56")
    func landscapeIPadCanvas() throws {
        let (bar, constraints) = D.safeAreaTopBar(width: 1024)
        let layout = try D.layout(
            D.document(D.controller(subviews: bar, constraints: constraints, size: (1024, 768)), device: "ipad9_7", orientation: "landscape", tools: "16096"))
        #expect(layout.view(named: "top")?.frame == Rect(x: 0, y: 0, width: 1024, height: 56))
    }

    @Test(
        "Xcode 14.1's landscape canvas keeps a Face ID phone's portrait insets: a view pinned to the safe area of a 6.1-inch canvas is {{0, 47}, {844, 309}} at tools 21507, {{47, 0}, {750, 369}} at 21701"
    )
    func portraitInsetsInLandscape() throws {
        let box = D.view("box", frame: (0, 0, 844, 390))
        let constraints = D.safeAreaEdges("box")
        func frame(_ tools: String) throws -> Rect? {
            let document = D.document(
                D.controller(subviews: box, constraints: constraints, size: (844, 390)), device: "retina6_0", orientation: "landscape", tools: tools)
            return try D.layout(document).view(named: "box")?.frame
        }
        // 21507: the portrait top 47 (the status bar) and bottom 34, no side inset: 390 − 47 − 34 = 309.
        #expect(try frame("21507") == Rect(x: 0, y: 47, width: 844, height: 309))
        // 21701: the iPhone 12's landscape insets (R4: 47 at each side, 21 at the bottom).
        #expect(try frame("21701") == Rect(x: 47, y: 0, width: 750, height: 369))
    }

    @Test(
        "Xcode 15.0–15.2's landscape canvas draws a compact-width phone's navigation bar 44 tall: a view pinned to the safe area's top of a 6.1-inch canvas is at 44 (tools 22505), 32 at 21701 and on the catalog device"
    )
    func landscapeNavigationBarByEra() throws {
        let box = D.view("box", frame: (47, 44, 750, 100))
        let pins =
            D.constraint("t", "box", "top", nil, "vc-safe", "top") + D.constraint("l", "box", "leading", nil, "vc-safe", "leading")
            + D.constraint("w", "box", "width", nil, nil, nil, constant: 750) + D.constraint("h", "box", "height", nil, nil, nil, constant: 100)
        func document(_ tools: String) -> [UInt8] {
            D.document(
                D.navigationController(barY: 0, width: 844) + D.controller(subviews: box, constraints: pins, size: (844, 390)), device: "retina6_0",
                orientation: "landscape", tools: tools, initial: "nav")
        }
        // Landscape hides the status bar; the bar starts at 0 and the safe area's top is its
        // bottom: 44 on the Xcode 15 canvas, §2's 32 before it; the side inset 47 either way (R4).
        #expect(try D.layout(document("22505"), scene: "vc").view(named: "box")?.frame == Rect(x: 47, y: 44, width: 750, height: 100))
        #expect(try D.layout(document("21701"), scene: "vc").view(named: "box")?.frame == Rect(x: 47, y: 32, width: 750, height: 100))
        // Every other device shows UIKit's: the catalog iPhone 12 on iOS 17 in landscape, 32.
        var overrides = SceneOverrides()
        overrides.device = "iphone-12"
        overrides.ios = 17
        let catalog = try overrides.apply(to: try D.read(document("22505")).scene("vc"))
        #expect(LayoutEngine.layout(catalog).view(named: "box")?.frame.minY == 32)
    }

    @Test(
        "An id stored at another device's size is that device: Xcode 13's ipad7_9 canvas at 1133 × 744 is the iPad mini 6, a view pinned to the safe area is {{0, 24}, {1133, 700}}"
    )
    func idStoredAtAnotherSize() throws {
        let box = D.view("box", frame: (0, 24, 1133, 700))
        let constraints = D.safeAreaEdges("box")
        let layout = try D.layout(
            D.document(D.controller(subviews: box, constraints: constraints, size: (1133, 744)), device: "ipad7_9", orientation: "landscape", tools: "19529"))
        // The iPad mini 6 (catalog): status bar 24 in landscape too, home indicator 20; 744 − 24 − 20 = 700.
        #expect(layout.view(named: "box")?.frame == Rect(x: 0, y: 24, width: 1133, height: 700))
        #expect(layout.scene.device.id == "ipad-mini-6")
        // A document that names no device keeps its era's canvas, whatever its root's size
        // (an XR's 414 × 896 here): the rule reads the size of a device the document names.
        let unnamed = D.document(D.controller(subviews: "", size: (414, 896)), device: nil, tools: "18122")
        #expect(try D.read(unnamed).design.device.portraitSize != Size(width: 414, height: 896))
    }

    @Test(
        "A 12.9-inch iPad canvas has no status bar up to tools 18122; from 19162 the rounded one shows 24, the home-button one (ipad12_9) 20: a view pinned to the safe area's top is at 0, 24, 20"
    )
    func iPadCanvasStatusBarByEra() throws {
        let (bar, constraints) = D.safeAreaTopBar(width: 1366)
        func y(_ tools: String, _ device: String = "ipad12_9rounded") throws -> Double? {
            let document = D.document(
                D.controller(subviews: bar, constraints: constraints, size: (1366, 1024)), device: device, orientation: "landscape", tools: tools)
            return try D.layout(document).view(named: "top")?.frame.minY
        }
        #expect(try y("18122") == 0)
        #expect(try y("18122", "ipad12_9") == 0)
        // The 12.9-inch iPad Pro's status bar, shown in landscape (catalog: 24); a home-button
        // iPad's is 20 (R3).
        #expect(try y("19529") == 24)
        #expect(try y("19529", "ipad12_9") == 20)
    }

    @Test(
        "A freeform xib view is drawn at the top left of the screen: a stack pinned to its safe area on a 6.1-inch canvas starts 44 down and ends at its bottom"
    )
    func freeformViewUnderStatusBar() throws {
        let xib = """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Card"/>
            <view contentMode="scaleToFill" id="card">
                <rect key="frame" x="0.0" y="0.0" width="384" height="240"/>
                <subviews>\(D.view("stack", frame: (0, 44, 384, 196)))</subviews>
                <viewLayoutGuide key="safeArea" id="card-safe"/>
                <constraints>
                    \(D.constraint("t", "stack", "top", nil, "card-safe", "top"))\(D.constraint("b", "card-safe", "bottom", nil, "stack", "bottom"))
                    \(D.constraint("l", "stack", "leading", nil, "card-safe", "leading"))\(D.constraint("r", "card-safe", "trailing", nil, "stack", "trailing"))
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """
        let layout = try D.layout(D.document(xib, storyboard: false, device: "retina6_1", tools: "18122"), file: "t.xib")
        // At the screen's top left, the card overlaps the 44-pt top inset of the iPhone 11 on
        // iOS 13 (R6) and not the bottom one (240 < 896 − 34): 240 − 44 = 196.
        #expect(layout.view(named: "card")?.frame == Rect(x: 0, y: 0, width: 384, height: 240))
        #expect(layout.view(named: "stack")?.frame == Rect(x: 0, y: 44, width: 384, height: 196))
        // On a 4.7-inch canvas the status bar is 20 from Xcode 14.3 (tools 22505); Xcode 9–10
        // (14109) drew a card there without one, as Xcode 11–14.2 drew every home-button canvas.
        for (tools, top) in [("22505", 20.0), ("14109", 0.0)] {
            let card = try D.layout(D.document(xib, storyboard: false, device: "retina4_7", tools: tools), file: "t.xib")
            #expect(card.view(named: "stack")?.frame.minY == top, "toolsVersion \(tools)")
        }
    }

    @Test(
        "A column-style split view shows a column's plain controller under a navigation bar it makes: a view pinned to the safe area's top is 24 + 50 down on a 10.9-inch iPad canvas; in a classic split view 24"
    )
    func columnStyleSplitView() throws {
        let box = D.view("box", frame: (0, 74, 395, 100))
        let constraints =
            D.constraint("t", "box", "top", nil, "vc-safe", "top") + D.constraint("l", "box", "leading", nil, "vc-safe", "leading")
            + D.constraint("w", "box", "width", constant: 395) + D.constraint("h", "box", "height", constant: 100)
        func y(columns: Bool) throws -> Double? {
            let split = """
                <scene sceneID="ss"><objects>
                    <splitViewController id="split"\(columns ? " allowDoubleColumnStyle=\"YES\"" : "") sceneMemberID="viewController">
                        <connections><segue destination="vc" kind="relationship" relationship="masterViewController" id="sg"/></connections>
                    </splitViewController>
                </objects></scene>
                """
            let document = D.document(
                split + D.controller(subviews: box, constraints: constraints, size: (395, 820)), device: "ipad10_9rounded", orientation: "landscape",
                tools: "19529", initial: "split")
            return try D.layout(document, scene: "vc").view(named: "box")?.frame.minY
        }
        // The iPad Air's 24-pt status bar (catalog) and an iPad's 50-pt navigation bar (R table).
        #expect(try y(columns: true) == 74)
        #expect(try y(columns: false) == 24)
    }

    @Test("A tab bar controller: its items' titles in segue order; the initial container leads to its first controller")
    func tabBarController() throws {
        let tab = D.tabBarController(children: ["one", "two"])
        let one = D.controller("one", subviews: "", extra: "<tabBarItem key=\"tabBarItem\" title=\"Feed\" id=\"i1\"/>")
        let two = D.controller("two", subviews: "", extra: "<tabBarItem key=\"tabBarItem\" title=\"Profile\" id=\"i2\"/>")
        let document = try D.read(D.document(tab + two + one, initial: "tab"))
        #expect(document.entries.map(\.id) == ["one", "two"])
        let scene = try document.scene(nil)
        #expect(scene.tabBar?.items == ["Feed", "Profile"])
        #expect(scene.tabBar?.style == .translucent)
    }

    @Test("A stack view with no size of its own takes it from what it arranges: 120 wide (the widest), 21 + 8 + 30 = 59 tall")
    func stackSizesItself() throws {
        let labels =
            D.view("a", "label", frame: (0, 0, 120, 21), attributes: " text=\"First\"")
            + D.view("b", "label", frame: (0, 29, 80, 30), attributes: " text=\"Second\"")
        let stack = D.view("st", "stackView", frame: (16, 40, 120, 59), attributes: " axis=\"vertical\" spacing=\"8\"", inner: "<subviews>\(labels)</subviews>")
        let constraints =
            D.constraint("t", "st", "top", nil, "vc-safe", "top", constant: 20) + D.constraint("l", "st", "leading", nil, "vc-safe", "leading", constant: 16)
        let layout = try D.layout(D.document(D.controller(subviews: stack, constraints: constraints)))
        // Safe area top 20 (the status bar): the stack at 20 + 20 = 40.
        #expect(layout.view(named: "st")?.frame == Rect(x: 16, y: 40, width: 120, height: 59))
        #expect(layout.view(named: "b")?.frame == Rect(x: 0, y: 29, width: 120, height: 30))
    }

    @Test("Size-class variations: a height excluded by default and included for compact height holds only in landscape")
    func variations() throws {
        func document(_ orientation: String) -> [UInt8] {
            let box = """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0" y="20" width="100" height="50"/>
                    <constraints>
                        \(D.constraint("tall", nil, "height", constant: 200))
                        \(D.constraint("short", nil, "height", constant: 50, priority: 750))
                        \(D.constraint("w", nil, "width", constant: 100))
                    </constraints>
                    <variation key="default"><mask key="constraints"><exclude reference="tall"/></mask></variation>
                    <variation key="heightClass=compact"><mask key="constraints"><include reference="tall"/></mask></variation>
                </view>
                """
            let pins = D.constraint("t", "box", "top", nil, "vc-safe", "top") + D.constraint("l", "box", "leading", nil, "vc-safe", "leading")
            return D.document(
                D.controller(subviews: box, constraints: pins, size: orientation == "portrait" ? (375, 667) : (667, 375)), orientation: orientation)
        }
        #expect(try D.layout(document("portrait")).view(named: "box")?.frame.height == 50)
        #expect(try D.layout(document("landscape")).view(named: "box")?.frame.height == 200)
        // The portrait document laid out in landscape switches too, as Xcode's "View as" does:
        // the variations are kept, and each layout takes its size classes' (wC hC on an iPhone 8).
        var scene = try D.read(document("portrait")).scene(nil)
        scene.orientation = .landscapeLeft
        #expect(LayoutEngine.layout(scene).view(named: "box")?.frame.height == 200)
        // And it is written and read back with them.
        let again = try SceneLoader.load(text: SceneWriter.yaml(scene), file: "w.yaml")
        #expect(LayoutEngine.layout(again).view(named: "box")?.frame.height == 200)
    }

    @Test(
        "Size-class variations follow an iPad's window: a leading constant of 100 in regular width and 20 in compact switches at a third of the screen (R-SV5)")
    func variationsInWindows() throws {
        let box = D.view(
            "box", frame: (100, 100, 200, 50),
            inner: "<constraints>\(D.constraint("w", nil, "width", constant: 200))\(D.constraint("h", nil, "height", constant: 50))</constraints>")
        let lead = """
            <constraint firstItem="box" firstAttribute="leading" secondItem="vc-safe" secondAttribute="leading" constant="100" id="lead">
                <variation key="widthClass=compact" constant="20"/>
            </constraint>
            """ + D.constraint("top", "box", "top", nil, "vc-safe", "top", constant: 80)
        var scene = try D.read(
            D.document(D.controller(subviews: box, constraints: lead, size: (1194, 834)), device: "ipad11_0rounded", orientation: "landscape")
        ).scene(nil)
        scene.ios = 18
        #expect(LayoutEngine.layout(scene).view(named: "box")?.frame.minX == 100, "full screen: regular width")
        scene.window = .third
        #expect(LayoutEngine.layout(scene).view(named: "box")?.frame.minX == 20, "a third: compact width")
        scene.window = .twoThirds
        #expect(LayoutEngine.layout(scene).view(named: "box")?.frame.minX == 100, "two thirds: regular width")
    }

    @Test("A frame-placed view follows its autoresizing mask on another device: flexible width grows by 414 − 375 = 39")
    func autoresizing() throws {
        let view = """
            <view contentMode="scaleToFill" id="banner">
                <rect key="frame" x="10" y="100" width="355" height="50"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </view>
            """
        var scene = try D.read(D.document(D.controller(subviews: view))).scene(nil)
        #expect(LayoutEngine.layout(scene).view(named: "banner")?.frame == Rect(x: 10, y: 100, width: 355, height: 50))
        scene.deviceChoice = .catalog(try #require(DeviceCatalog.device(id: "iphone-8-plus")))
        #expect(LayoutEngine.layout(scene).view(named: "banner")?.frame == Rect(x: 10, y: 100, width: 394, height: 50))
    }

    @Test("iOS 7–10 layout guides: top == topLayoutGuide.bottom + 10 under a 20-pt status bar is y 30; leadingMargin 16")
    func layoutGuides() throws {
        let label = D.view("lbl", "label", frame: (16, 30, 200, 21), attributes: " text=\"Old\"")
        let guides = "<layoutGuides><viewControllerLayoutGuide type=\"top\" id=\"tg\"/><viewControllerLayoutGuide type=\"bottom\" id=\"bg\"/></layoutGuides>"
        let constraints =
            D.constraint("t", "lbl", "top", nil, "tg", "bottom", constant: 10) + D.constraint("l", "lbl", "leading", nil, "vc-root", "leadingMargin")
        let layout = try D.layout(D.document(D.controller(subviews: label, constraints: constraints, extra: guides), tools: "14460.31", safeAreas: false))
        // Xcode 10 drew iOS 12: the status bar is the top guide's 20 pt; the root's margins 16 (R25).
        #expect(layout.view(named: "lbl")?.frame == Rect(x: 16, y: 30, width: 200, height: 21))
    }

    @Test("A scroll view's subviews bind its edges to the content area: a content view 1000 tall keeps its height")
    func scrollContent() throws {
        let content = D.view("content", frame: (0, 0, 375, 1000))
        let scroll = D.view(
            "scroll", "scrollView", frame: (0, 0, 375, 667),
            inner: """
                <subviews>\(content)</subviews>
                <constraints>
                    \(D.constraint("ct", "content", "top", nil, "scroll", "top"))
                    \(D.constraint("cb", "content", "bottom", nil, "scroll", "bottom"))
                    \(D.constraint("cl", "content", "leading", nil, "scroll", "leading"))
                    \(D.constraint("cr", "content", "trailing", nil, "scroll", "trailing"))
                    \(D.constraint("cw", "content", "width", nil, "scroll", "width"))
                    \(D.constraint("ch", "content", "height", constant: 1000))
                </constraints>
                """)
        let pins = ["top", "bottom", "leading", "trailing"].map { D.constraint("s\($0)", "scroll", $0, nil, "vc-root", $0) }.joined()
        let layout = try D.layout(D.document(D.controller(subviews: scroll, constraints: pins)))
        #expect(layout.view(named: "scroll")?.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(layout.view(named: "content")?.frame == Rect(x: 0, y: 0, width: 375, height: 1000))
    }

    @Test("A xib's freeform card is shown at its size at the screen's top left, where Xcode's canvas draws it; its label centred in it")
    func xibCard() throws {
        let label = D.view("lbl", "label", frame: (100, 40, 100, 20), attributes: " text=\"Card\"")
        let card = """
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="card">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                <subviews>\(label)</subviews>
                <constraints>
                    \(D.constraint("x", "lbl", "centerX", nil, "card", "centerX"))
                    \(D.constraint("y", "lbl", "centerY", nil, "card", "centerY"))
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """
        let layout = try D.layout(D.document(card, storyboard: false), file: "Card.xib")
        #expect(layout.scene.source == .xib)
        // At 0, 0 (freeformViewUnderStatusBar); the label at (300 − 100)/2, (100 − 20)/2.
        #expect(layout.view(named: "card")?.frame == Rect(x: 0, y: 0, width: 300, height: 100))
        #expect(layout.view(named: "lbl")?.frame == Rect(x: 100, y: 40, width: 100, height: 20))
    }

    @Test(
        "Xcode 9–10's 4.7-inch canvas drew a freeform card's or controller's status bar only when a screen tall: a bar pinned to the safe area's top is at 0 in a 300-pt card, at 20 in a 570-pt one"
    )
    func cardStatusBarByHeight() throws {
        func barY(cardHeight: Double) throws -> Double? {
            let pins =
                D.constraint("t", "bar", "top", nil, "card-safe", "top") + D.constraint("l", "bar", "leading", nil, "card", "leading")
                + D.constraint("w", "bar", "width", constant: 375) + D.constraint("h", "bar", "height", constant: 44)
            let card = D.card(size: (375, cardHeight), subviews: D.view("bar", frame: (0, 0, 375, 44)), constraints: pins)
            return try D.layout(D.document(card, storyboard: false, tools: "14460"), file: "Card.xib").view(named: "bar")?.frame.minY
        }
        // Shorter than the 480-pt 3.5-inch screen: no status bar on the canvas, the safe area's
        // top at the card's. At least as tall: the 20-pt status bar.
        #expect(try barY(cardHeight: 300) == 0)
        #expect(try barY(cardHeight: 570) == 20)
        // A storyboard controller drawn on a freeform canvas (a popover's content, 200 × 65) is
        // drawn so too: its label pinned 8 below the safe area's top at 8; at 200 × 600, at 28.
        func labelY(height: Double) throws -> Double? {
            let pins =
                D.constraint("t", "label", "top", nil, "vc-safe", "top", constant: 8)
                + D.constraint("l", "label", "leading", nil, "vc-root", "leading", constant: 8)
                + D.constraint("w", "label", "width", constant: 184) + D.constraint("h", "label", "height", constant: 16)
            let freeform = #"<size key="freeformSize" width="200" height="\#(height)"/>"#
            let body = D.controller(subviews: D.view("label", frame: (8, 8, 184, 16)), constraints: pins, extra: freeform, size: (200, height))
            return try D.layout(D.document(body, tools: "14109")).view(named: "label")?.frame.minY
        }
        #expect(try labelY(height: 65) == 8)
        #expect(try labelY(height: 600) == 28)
    }

    @Test(
        "A pushed controller whose navigation item leaves largeTitleDisplayMode automatic takes the previous item's: inline under a root that never shows large titles"
    )
    func largeTitleDisplayModeInherited() throws {
        // A navigation controller preferring large titles; its root `home` sets its item to
        // "never" and pushes `vc`, whose item says nothing (automatic: UIKit's "inherit the
        // large-title setting from the previous navigation item"). On Xcode 14.0's 6.1-inch
        // canvas (tools 21225; top inset 47) the label pinned to vc's safe area sits under an
        // inline bar, 47 + 44 = 91, not under a large one (47 + 96 = 143).
        func labelY(homeMode: String) throws -> Double? {
            let (label, pin) = Self.safeAreaLabel(y: 91)
            let home = """
                <scene sceneID="s-home"><objects>
                    <viewController id="home" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="home-root"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>
                        <navigationItem key="navigationItem" largeTitleDisplayMode="\(homeMode)" id="home-item"/>
                        <connections><segue destination="vc" kind="show" id="push"/></connections>
                    </viewController>
                </objects></scene>
                """
            let body =
                D.navigationController(root: "home", barY: 47, width: 390, largeTitles: true) + home
                + D.controller(subviews: label, constraints: pin, size: (390, 844))
            return try D.layout(D.document(body, device: "retina6_0", tools: "21225", initial: "nav"), scene: "vc").view(named: "label")?.frame.minY
        }
        #expect(try labelY(homeMode: "never") == 91)
        // A root that leaves it automatic too: the navigation controller's large titles show.
        #expect(try labelY(homeMode: "automatic") == 143)
    }

    @Test(
        "Xcode 12–16 drew a large-title navigation bar inline over a controller whose first subview is a scroll view (47 + 44 = 91 on a 6.1-inch canvas), large over other content (47 + 96 = 143)"
    )
    func largeTitleOverScrollView() throws {
        func top(_ element: String, on device: String? = nil) throws -> Double? {
            let first = D.view("first", element, frame: (0, 0, 390, 300))
            let pins =
                D.constraint("t", "first", "top", nil, "vc-safe", "top") + D.constraint("l", "first", "leading", nil, "vc-root", "leading")
                + D.constraint("w", "first", "width", constant: 390) + D.constraint("h", "first", "height", constant: 300)
            let navigation = D.navigationController(barY: 47, width: 390, largeTitles: true)
            let item = #"<navigationItem key="navigationItem" title="List" id="item"/>"#
            let body = navigation + D.controller(subviews: first, constraints: pins, extra: item, size: (390, 844))
            var scene = try D.read(D.document(body, device: "retina6_0", tools: "22155", initial: "nav")).scene("vc")
            if let device {
                var overrides = SceneOverrides()
                overrides.device = device
                overrides.ios = 16
                scene = try overrides.apply(to: scene)
            }
            return LayoutEngine.layout(scene).view(named: "first")?.frame.minY
        }
        #expect(try top("tableView") == 91)
        #expect(try top("view") == 143)
        // The canvas's alone: on the catalog's iPhone 12 on iOS 16 UIKit's expanded title shows (R14).
        let onDevice = try top("tableView", on: "iphone-12")
        #expect(onDevice == 143, "\(onDevice ?? -1)")
    }

    @Test("Interface Builder's standard spacing (symbolic) to the safe area is 0, whatever constant is stored beside it; to the root's edge it is the constant")
    func standardSpacingToSafeArea() throws {
        // On the iPhone 8 canvas of tools 22505 (status bar 20): a label pinned with standard
        // spacing (stored 20 at the sides, 8 on top) to the safe area sits on its edges: x 0,
        // width 375, y 20 + 0. A second pinned with standard spacing to the root's leading edge
        // (stored 20) sits 20 in.
        let views =
            D.view("safe", "label", frame: (0, 20, 375, 21), attributes: " text=\"Safe\"")
            + D.view("edge", "label", frame: (20, 100, 100, 21), attributes: " text=\"Edge\"")
        func standard(_ constraint: String) -> String { constraint.replacingOccurrences(of: " id=", with: " symbolic=\"YES\" id=") }
        let pins = [
            standard(D.constraint("l", "safe", "leading", nil, "vc-safe", "leading", constant: 20)),
            standard(D.constraint("r", "vc-safe", "trailing", nil, "safe", "trailing", constant: 20)),
            standard(D.constraint("t", "safe", "top", nil, "vc-safe", "top", constant: 8)), D.constraint("h", "safe", "height", constant: 21),
            standard(D.constraint("el", "edge", "leading", nil, "vc-root", "leading", constant: 20)),
            D.constraint("et", "edge", "top", nil, "vc-root", "top", constant: 100), D.constraint("ew", "edge", "width", constant: 100),
            D.constraint("eh", "edge", "height", constant: 21),
        ]
        let layout = try D.layout(D.document(D.controller(subviews: views, constraints: pins.joined())))
        #expect(layout.view(named: "safe")?.frame == Rect(x: 0, y: 20, width: 375, height: 21))
        #expect(layout.view(named: "edge")?.frame == Rect(x: 20, y: 100, width: 100, height: 21))
        #expect(layout.scene.notes.contains("3 constraints are the standard spacing to a safe area"), "\(layout.scene.notes)")
    }

    @Test(
        "A card or freeform controller that fits a Face ID canvas has the status bar's inset on top and none at the bottom (from Xcode 14.3 a screen of its own); one larger than the screen is a screen of its own with every inset"
    )
    func cardLargerThanScreen() throws {
        // Two 21-pt bars, one pinned to the card's safe area top, one to its bottom, on the
        // iPhone 11 canvas (414 × 896: status bar 44, home indicator 34) of tools 18122.
        func bars(width: Double, height: Double, tools: String = "18122", ownersView: Bool = false) throws -> (top: Rect?, bottom: Rect?) {
            let views = D.view("t", frame: (0, 44, width, 21)) + D.view("b", frame: (0, height - 21, width, 21))
            let pins = [
                D.constraint("tt", "t", "top", nil, "card-safe", "top"), D.constraint("tl", "t", "leading", nil, "card", "leading"),
                D.constraint("tw", "t", "trailing", nil, "card", "trailing"), D.constraint("th", "t", "height", constant: 21),
                D.constraint("bb", "card-safe", "bottom", nil, "b", "bottom"), D.constraint("bl", "b", "leading", nil, "card", "leading"),
                D.constraint("bw", "b", "trailing", nil, "card", "trailing"), D.constraint("bh", "b", "height", constant: 21),
            ].joined()
            let card = D.card(size: (width, height), subviews: views, constraints: pins, ownersView: ownersView)
            let layout = try D.layout(D.document(card, storyboard: false, device: "retina6_1", tools: tools), file: "Card.xib")
            return (layout.view(named: "t")?.frame, layout.view(named: "b")?.frame)
        }
        // 384 × 240 fits: drawn at the screen's top left, the status bar covers its top 44 and
        // the home indicator (862–896) none of it: the bottom bar ends at 240.
        let fits = try bars(width: 384, height: 240)
        #expect(fits.top == Rect(x: 0, y: 44, width: 384, height: 21))
        #expect(fits.bottom == Rect(x: 0, y: 219, width: 384, height: 21))
        // 452 × 221 is wider than 414: a screen of its own, 44 on top and 34 at the bottom, so
        // the bottom bar ends at 221 − 34 = 187.
        let wide = try bars(width: 452, height: 221)
        #expect(wide.top == Rect(x: 0, y: 44, width: 452, height: 21))
        #expect(wide.bottom == Rect(x: 0, y: 166, width: 452, height: 21))
        // From Xcode 14.3 (tools 21701) a card that fits is drawn as a screen of its own too:
        // in 22505 the 384 × 240 card has iOS 16's 48 on top and 34 at the bottom, so the
        // bottom bar ends at 240 − 34 = 206.
        let fitsLater = try bars(width: 384, height: 240, tools: "22505")
        #expect(fitsLater.top == Rect(x: 0, y: 48, width: 384, height: 21))
        #expect(fitsLater.bottom == Rect(x: 0, y: 185, width: 384, height: 21))
        // So is a xib's freeform view that its File's Owner shows (a controller's, 408 × 488 in
        // pocket-casts' 22505): the bottom bar ends at 488 − 34 = 454.
        let ownersView = try bars(width: 408, height: 488, tools: "22505", ownersView: true)
        #expect(ownersView.bottom == Rect(x: 0, y: 433, width: 408, height: 21), "\(ownersView)")
        // A storyboard controller drawn freeform is drawn the same way: 600 × 850 on the
        // 6.5-inch canvas (414 × 896) of tools 15400 is wider than the screen, so a bar pinned
        // to its safe area's bottom ends 34 above its own: 850 − 34 = 816, starts at 795; one
        // of 400 × 300 fits and keeps no bottom inset: 300 − 21 = 279.
        func controllerBarY(width: Double, height: Double) throws -> Double? {
            let pins = [
                D.constraint("bb", "vc-safe", "bottom", nil, "b", "bottom"), D.constraint("bl", "b", "leading", nil, "vc-root", "leading"),
                D.constraint("bw", "b", "trailing", nil, "vc-root", "trailing"), D.constraint("bh", "b", "height", constant: 21),
            ].joined()
            let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="\#(width)" height="\#(height)"/>"#
            let body = D.controller(subviews: D.view("b", frame: (0, height - 21, width, 21)), constraints: pins, extra: freeform, size: (width, height))
            return try D.layout(D.document(body, device: "retina6_5", tools: "15400")).view(named: "b")?.frame.minY
        }
        #expect(try controllerBarY(width: 600, height: 850) == 795)
        #expect(try controllerBarY(width: 400, height: 300) == 279)
    }

    @Test("A view controller at the top of a xib is a scene, as in a storyboard; one whose view is in another nib shows its bars; an empty xib is an error")
    func xibViewController() throws {
        let owner = "<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\"/>"
        let label = D.view("lbl", "label", frame: (16, 20, 100, 21), attributes: " text=\"Hi\"")
        let pins = D.constraint("t", "lbl", "top", nil, "vc-safe", "top") + D.constraint("l", "lbl", "leading", nil, "vc-safe", "leading", constant: 16)
        let controller = """
            <viewController id="vc" customClass="RootViewController">
                <view key="view" contentMode="scaleToFill" id="vc-root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>\(label)</subviews>
                    <viewLayoutGuide key="safeArea" id="vc-safe"/>
                    <constraints>\(pins)</constraints>
                </view>
            </viewController>
            """
        let document = try D.read(D.document(owner + controller, storyboard: false), file: "Root.xib")
        #expect(document.entries.map(\.title) == ["RootViewController"])
        // On the iPhone 8 canvas (retina4_7) the controller's safe area starts under the 20-pt
        // status bar: the label at 16, 20, as stored, and the frame check counts it.
        let layout = LayoutEngine.layout(try document.scene(nil))
        #expect(layout.view(named: "lbl")?.frame == Rect(x: 16, y: 20, width: 100, height: 21))
        let check = FrameCheck.run(document)
        #expect(check.compared == 1 && check.matched == 1, "\(check.mismatches)")

        let viewless = try D.read(D.document(owner + "<viewController id=\"nib\" customClass=\"Loaded\"/>", storyboard: false), file: "Loaded.xib")
        let bars = try viewless.scene(nil)
        #expect(bars.importWarnings.contains { $0.contains("Loaded has no view in this document") }, "\(bars.importWarnings)")

        let error = try #require(throws: SceneError.self) { try D.read(D.document(owner, storyboard: false), file: "Empty.xib") }
        #expect(error.message == "no top-level view or view controller in this xib")
    }

    @Test("An image view without an image is sized as stored, its hugging holding a stack against a priority-250 height")
    func imageViewWithoutImage() throws {
        let arranged =
            D.view("pic", "imageView", frame: (0, 0, 375, 128), attributes: " horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"251\"")
            + D.view("cap", "label", frame: (0, 128, 375, 21), attributes: " text=\"Caption\" verticalHuggingPriority=\"251\"")
        let stack = D.view("st", "stackView", frame: (0, 0, 375, 149), attributes: " axis=\"vertical\"", inner: "<subviews>\(arranged)</subviews>")
        let pins =
            D.constraint("t", "st", "top", nil, "vc-root", "top") + D.constraint("l", "st", "leading", nil, "vc-root", "leading")
            + D.constraint("w", "st", "width", nil, "vc-root", "width") + D.constraint("h", "st", "height", nil, "vc-root", "height", priority: 250)
        let layout = try D.layout(D.document(D.controller(subviews: stack, constraints: pins)))
        // The image (code sets it) is as the canvas stored it, 128 tall; its hugging (251) and
        // the label's hold the stack at 128 + 21 = 149 against "height = root's 667" at 250.
        #expect(layout.view(named: "pic")?.frame == Rect(x: 0, y: 0, width: 375, height: 128))
        #expect(layout.view(named: "st")?.frame == Rect(x: 0, y: 0, width: 375, height: 149))
    }

    @Test("A controller reached by a show segue from a navigation controller's root is pushed: its bar shows a back button; the root's does not")
    func pushedBySegue() throws {
        let nav = D.navigationController(root: "list", barY: 20)
        let list = D.controller("list", subviews: "", extra: "<connections><segue destination=\"detail\" kind=\"show\" id=\"s\"/></connections>")
        let detail = D.controller("detail", subviews: "")
        let document = try D.read(D.document(nav + list + detail, initial: "nav"))
        #expect(try document.scene("list").navigation?.pushed == false)
        #expect(try document.scene("detail").navigation?.pushed == true)
    }

    @Test("What an import leaves out is a warning in every output: a prototype cell's contents")
    func leftOutIsWarned() throws {
        let table = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="c" id="cell">
                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" contentMode="center" id="cv"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/></tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        let pins = ["top", "bottom", "leading", "trailing"].map { D.constraint("p\($0)", "tv", $0, nil, "vc-root", $0) }.joined()
        let layout = try D.layout(D.document(D.controller(subviews: table, constraints: pins)))
        #expect(
            layout.scene.importWarnings.count == 1 && layout.warnings.contains { $0.contains("Not modelled: the contents of 1 table or collection cell") },
            "\(layout.warnings)")
    }

    @Test("Ids a constraint could not name as a view get a prefix (a grammar word, a built-in view's name); an old xib's all-digit id needs none")
    func idsThatNeedAPrefix() throws {
        #expect(ViewImporter.sceneName("15") == "15")
        #expect(ViewImporter.sceneName("safeArea") == "ib-safeArea")
        #expect(ViewImporter.sceneName("window") == "ib-window")
        #expect(ViewImporter.sceneName("8bC-Xf-vdC") == "8bC-Xf-vdC")
        // Its constraints then parse and hold: 16 from the safe area's leading edge, 100 wide.
        let box = D.view("15", frame: (16, 20, 100, 40))
        let constraints = [
            D.constraint("w", "15", "width", constant: 100), D.constraint("h", "15", "height", constant: 40),
            D.constraint("l", "15", "leading", nil, "vc-safe", "leading", constant: 16),
            D.constraint("t", "15", "top", nil, "vc-safe", "top"),
        ].joined()
        let layout = try D.layout(D.document(D.controller(subviews: box, constraints: constraints)))
        #expect(layout.view(named: "15")?.frame == Rect(x: 16, y: 20, width: 100, height: 40))
        #expect(layout.scene.importWarnings.isEmpty, "\(layout.scene.importWarnings)")
    }

    @Test(
        "A presentation or show segue with no style shows its navigation controller in a page sheet at the large detent (docs/sheets.md); fullScreen does not")
    func presentedAsSheet() throws {
        func document(style: String, kind: String = "presentation") -> [UInt8] {
            let source = Documents.presenter(to: "nav", kind: kind, style: style)
            let (label, pin) = Self.safeAreaLabel(y: 56)
            return Documents.document(
                source + Documents.navigationController(barY: 0, width: 393)
                    + Documents.controller(subviews: label, constraints: pin, size: (393, 783)),
                device: "retina6_12", tools: "21507", initial: "home")
        }
        let sheet = try Documents.read(document(style: "")).scene("vc")
        #expect(sheet.sheet == .large)
        // iPhone 14 Pro canvas of Xcode 14.0 (its insets once): 852 − 34 − (852 − 59 − 34 − 10) = y 69, 783 tall; the bar
        // at the sheet's top, 56 tall, so the label pinned to the safe area sits at 56.
        let l = LayoutEngine.layout(sheet)
        #expect(l.metrics.window?.origin.y == 69 && l.metrics.window?.size.height == 783, "\(String(describing: l.metrics.window)) \(l.scene.device.name)")
        #expect(l.view(named: "label")?.frame == Rect(x: 16, y: 56, width: 361, height: 21))
        #expect(try Documents.read(document(style: " modalPresentationStyle=\"fullScreen\"")).scene("vc").sheet == nil)
        // A popover "behaves the same as formSheet" in compact environments from iOS 13
        // (UIModalPresentationStyle.popover): an iPhone's page sheet.
        #expect(try Documents.read(document(style: "", kind: "popoverPresentation")).scene("vc").sheet == .large)
        // A show segue to a navigation controller presents it too: a navigation controller
        // cannot be pushed, and `show(_:sender:)` from a controller in none falls back to
        // `present`.
        #expect(try Documents.read(document(style: "", kind: "show")).scene("vc").sheet == .large)
    }

    @Test(
        "Xcode 16.2 and later draw a Face ID phone's page sheet from the top inset (and 10 in Xcode 16), with that inset again inside it (Xcode 26: 16 above a navigation bar) and none at the bottom; other devices keep UIKit's sheet"
    )
    func sheetOnDoubledInsetCanvas() throws {
        // A controller presented straight (no navigation bar) or in a navigation controller, on
        // a retina6_12 canvas (852 tall, top inset 59), its root stored as tall as the sheet:
        // "label" pinned to the safe area's top, "foot" (40 tall) 16 above its bottom.
        func document(tools: String, navigation: Bool) -> [UInt8] {
            let source = D.presenter(to: navigation ? "nav" : "vc")
            let (label, pin) = Self.safeAreaLabel(y: 59)
            let foot = D.view("foot", frame: (0, 727, 393, 40))
            let pins =
                pin + D.constraint("fb", "vc-safe", "bottom", nil, "foot", "bottom", constant: 16) + D.constraint("fh", "foot", "height", constant: 40)
                + D.constraint("fl", "foot", "leading", nil, "vc-root", "leading") + D.constraint("fr", "vc-root", "trailing", nil, "foot", "trailing")
            return D.document(
                source + (navigation ? D.navigationController(barY: 0, width: 393) : "")
                    + D.controller(subviews: label + foot, constraints: pins, size: (393, tools == "24765" ? 793 : 783)),
                device: "retina6_12", tools: tools, initial: "home")
        }
        func frames(_ bytes: [UInt8]) throws -> (window: Rect?, label: Double?, foot: Double?) {
            let l = LayoutEngine.layout(try D.read(bytes).scene("vc"))
            let w = l.metrics.window.map { Rect(x: $0.origin.x, y: $0.origin.y, width: $0.size.width, height: $0.size.height) }
            return (w, l.view(named: "label")?.frame.minY, l.view(named: "foot")?.frame.minY)
        }
        // Xcode 16 (23727): the sheet from 59 + 10 = 69, 852 − 69 = 783 tall; inside, the top
        // inset 59 again and no bottom inset: the label at 59, the foot at 783 − 16 − 40 = 727.
        let xcode16 = try frames(document(tools: "23727", navigation: false))
        #expect(xcode16.window == Rect(x: 0, y: 69, width: 393, height: 783) && xcode16.label == 59 && xcode16.foot == 727, "\(xcode16)")
        // Xcode 26 (24765): the sheet from 59, 793 tall; the foot at 793 − 56 = 737.
        let xcode26 = try frames(document(tools: "24765", navigation: false))
        #expect(xcode26.window == Rect(x: 0, y: 59, width: 393, height: 793) && xcode26.label == 59 && xcode26.foot == 737, "\(xcode26)")
        // Under a navigation bar the bar is at the sheet's top, 56 tall, and the label under it.
        let underBar = try frames(document(tools: "23727", navigation: true))
        #expect(underBar.label == 56 && underBar.foot == 727, "\(underBar)")
        // Xcode 26 draws that bar 16 below the sheet's top, iOS 26's 54 tall (stored so in 3
        // controllers of 2 repositories, tools 24765): the label at 16 + 54 = 70.
        let underBar26 = try frames(document(tools: "24765", navigation: true))
        #expect(underBar26.label == 70 && underBar26.foot == 737, "\(underBar26)")
        // The phone itself (iOS 18): UIKit's sheet, 852 − 59 − 10 = 783 tall, no top inset, the
        // home indicator's 34 at the bottom: the label at 0, the foot at 783 − 34 − 16 − 40 = 693.
        var overrides = SceneOverrides()
        overrides.device = "iphone-14-pro"
        overrides.ios = 18
        let phone = LayoutEngine.layout(try overrides.apply(to: try D.read(document(tools: "23727", navigation: false)).scene("vc")))
        #expect(phone.metrics.window?.size.height == 783 && phone.view(named: "label")?.frame.minY == 0 && phone.view(named: "foot")?.frame.minY == 693)
    }

    @Test(
        "Xcode 14.3 and later drew a controller presented full screen on a Face ID phone with no safe-area insets, a sheet shown full screen in landscape too; Xcode 14.1 with the phone's"
    )
    func fullScreenPresentationCanvas() throws {
        // A controller presented by a segue on a retina6_12 canvas (393 × 852; top inset 59,
        // landscape sides 59 and bottom 21): "label" pinned to the safe area's top, "foot" (40
        // tall) 20 above its bottom.
        func frames(tools: String, style: String, landscape: Bool = false) throws -> (label: Double?, foot: Double?) {
            let (width, height) = landscape ? (852.0, 393.0) : (393.0, 852.0)
            let source = D.presenter(to: "vc", style: style, size: (width, height))
            let (label, pin) = Self.safeAreaLabel(y: 0)
            let foot = D.view("foot", frame: (0, height - 60, width, 40))
            let pins =
                pin + D.constraint("fb", "vc-safe", "bottom", nil, "foot", "bottom", constant: 20) + D.constraint("fh", "foot", "height", constant: 40)
                + D.constraint("fl", "foot", "leading", nil, "vc-root", "leading") + D.constraint("fr", "vc-root", "trailing", nil, "foot", "trailing")
            let bytes = D.document(
                source + D.controller(subviews: label + foot, constraints: pins, size: (width, height)), device: "retina6_12",
                orientation: landscape ? "landscape" : "portrait", tools: tools, initial: "home")
            let l = LayoutEngine.layout(try D.read(bytes).scene("vc"))
            return (l.view(named: "label")?.frame.minY, l.view(named: "foot")?.frame.minY)
        }
        // Tools 21701, full screen: no insets, the label at 0 and the foot at 852 − 20 − 40 = 792.
        let drawn = try frames(tools: "21701", style: " modalPresentationStyle=\"fullScreen\"")
        #expect(drawn.label == 0 && drawn.foot == 792, "\(drawn)")
        // Tools 21507: the phone's insets, the label at 59, the foot at 852 − 34 − 20 − 40 = 758.
        let before = try frames(tools: "21507", style: " modalPresentationStyle=\"fullScreen\"")
        #expect(before.label == 59 && before.foot == 758, "\(before)")
        // Tools 23504 in landscape, a sheet by default (shown full screen at a compact height):
        // the foot at 393 − 20 − 40 = 333, not 21 higher.
        let landscape = try frames(tools: "23504", style: "", landscape: true)
        #expect(landscape.foot == 333, "\(landscape)")
    }

    /// A 361-wide label stored at `y` on a 393-point canvas, pinned to the controller's safe area
    /// at its top and 16 in from its leading edge.
    static func safeAreaLabel(y: Double) -> (view: String, constraints: String) {
        (
            Documents.view("label", "label", frame: (16, y, 361, 21)),
            Documents.constraint("pin", "label", "top", nil, "vc-safe", "top")
                + Documents.constraint("lead", "label", "leading", nil, "vc-safe", "leading", constant: 16)
        )
    }

    /// UIKit's parent chain decides the bars (issue 24): a tab of a tab bar controller that a
    /// navigation controller holds is under that navigation bar too, and the bar shows the tab
    /// bar controller's item; a show segue whose source has no navigation controller above it
    /// presents modally (`show(_:sender:)` falls back to `present`), a page sheet from iOS 13.
    @Test("A tab of a tab bar controller in a navigation controller gets both bars; a show segue with nowhere to push presents a sheet")
    func parentChain() throws {
        let tabs = """
            <scene sceneID="s-tabs"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" title="Samples" id="tabs-item"/>
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tabs-bar"><rect key="frame" x="0.0" y="0.0" width="393" height="49"/></tabBar>
                    <connections>
                        <segue destination="vc" kind="relationship" relationship="viewControllers" id="t1"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            """
        let (label, pin) = Self.safeAreaLabel(y: 103)
        let held = Documents.document(
            Documents.navigationController(root: "tabs", barY: 59, width: 393) + tabs
                + Documents.controller(subviews: label, constraints: pin, size: (393, 852)),
            device: "retina6_12", tools: "21507", initial: "nav")
        let scene = try Documents.read(held).scene("vc")
        // Both containers: the navigation bar, titled by the tab bar controller's item, and the tab bar.
        #expect(scene.navigation?.title == "Samples" && scene.navigation?.pushed == false && scene.tabBar != nil, "\(String(describing: scene.navigation))")
        // The iPhone 14 Pro canvas of Xcode 14.0: its top inset 59 (as in `presentedAsSheet`) + the
        // bar's 44 (R7) = 103, where the label pinned to the safe area sits.
        #expect(LayoutEngine.layout(scene).view(named: "label")?.frame.minY == 103)

        // The same show segue from a controller no navigation controller holds: a sheet.
        let source = Documents.presenter(to: "vc", kind: "show")
        let shown = try Documents.read(
            Documents.document(
                source + Documents.controller(subviews: label, constraints: pin, size: (393, 783)), device: "retina6_12", tools: "21507", initial: "home")
        ).scene("vc")
        #expect(shown.sheet == .large && shown.navigation == nil, "\(String(describing: shown.sheet))")
    }

    /// Xcode 7 and 8 documents with no `<device>` were drawn on their root's size (the 600 × 600
    /// "any" canvas), whose system minimum margins are 20, as on any screen 414 points or wider
    /// (R25); one whose default simulated metrics name a screen was drawn on that screen. Xcode 6
    /// (tools 6xxx–7xxx, the iOS 8 SDK) drew the same canvas with 16: the cut by width came with
    /// iOS 9.
    @Test("No <device>: the 600-point canvas's margins are 20 (16 in Xcode 6); a default simulated screen names the design device")
    func noDevice() throws {
        func document(_ metrics: String, tools: String = "10117") -> [UInt8] {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
                    <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="10085"/></dependencies>
                    <scenes><scene sceneID="s"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <subviews>
                                    <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="20" y="28" width="560" height="21"/></label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                                    <constraint firstItem="label" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c2"/>
                                    <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="28" id="c3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene></scenes>
                    \(metrics)
                </document>
                """
            return Array(text.utf8)
        }
        let scene = try InterfaceBuilderDocument.read(bytes: document(""), file: "any.storyboard").scene("vc")
        // 600 wide: margins of 20 at each side (R25), so the label is 560 wide at x 20, as stored.
        #expect(LayoutEngine.layout(scene).view(named: "label")?.frame == Rect(x: 20, y: 28, width: 560, height: 21))
        // Xcode 6.4 (tools 7706): 16 at each side, the label 568 wide at x 16; Xcode 7.0 (8191): 20.
        for (tools, x) in [("7706", 16.0), ("8191", 20.0)] {
            let era = try InterfaceBuilderDocument.read(bytes: document("", tools: tools), file: "any.storyboard").scene("vc")
            #expect(LayoutEngine.layout(era).view(named: "label")?.frame == Rect(x: x, y: 28, width: 600 - 2 * x, height: 21), "\(tools)")
        }
        let four = """
            <simulatedMetricsContainer key="defaultSimulatedMetrics"><simulatedStatusBarMetrics key="statusBar"/><simulatedOrientationMetrics key="orientation"/><simulatedScreenMetrics key="destination" type="retina4"/></simulatedMetricsContainer>
            """
        let onFour = try InterfaceBuilderDocument.read(bytes: document(four), file: "four.storyboard").scene("vc")
        #expect(onFour.device.portraitSize == Size(width: 320, height: 568), "\(onFour.device.name)")
    }

    /// Xcode 6–8 drew each controller of a document that names no device on a 600 × 600 screen
    /// (any width, any height), its bars on that screen: a tab bar child's bottom layout guide
    /// is at 600 − 49 = 551, where the iPhone 8 screen's tab bar (at 618) would leave the
    /// root's bottom free.
    @Test("No <device>: a tab bar controller's child is drawn on the 600 × 600 canvas, its tab bar at the canvas's bottom")
    func anySizeClassCanvas() throws {
        let tabBar = D.tabBarController(children: ["vc"], width: 320)
        let guides = """
            <layoutGuides><viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/></layoutGuides>
            <tabBarItem key="tabBarItem" title="One" id="item"/>
            """
        let pins =
            D.constraint("c1", "box", "leading", nil, "vc-root", "leading") + D.constraint("c2", "vc-root", "trailing", nil, "box", "trailing")
            + D.constraint("c3", "box", "top", nil, "top", "bottom") + D.constraint("c4", "bottom", "top", nil, "box", "bottom")
        let controller = D.controller(subviews: D.view("box", frame: (0, 20, 600, 531)), constraints: pins, extra: guides, size: (600, 600))
        let document = try D.read(D.document(tabBar + controller, device: nil, tools: "9531", initial: "tab", safeAreas: false), file: "any.storyboard")
        let layout = LayoutEngine.layout(try document.scene("vc"))
        // Below the 20-pt status bar, above the 49-pt tab bar at the 600-pt canvas's bottom.
        #expect(layout.view(named: "box")?.frame == Rect(x: 0, y: 20, width: 600, height: 531))
        let check = FrameCheck.run(document)
        #expect(check.compared == 1 && check.matched == 1, "\(check.mismatches)")
    }

    /// A container view pinned at its sides and bottom but given no height: its height is
    /// ambiguous (R50), and Xcode's canvas keeps the 166 it stored (as the container and effect
    /// views of dev2's WordPress and TICE storyboards do) where the solver alone would give 0.
    @Test("A height the constraints leave free keeps the stored one, and the scene says it is ambiguous")
    func designSizeKept() throws {
        let box = D.view("box", "containerView", frame: (0, 501, 375, 166))
        let pins =
            D.constraint("c1", "box", "leading", nil, "vc-root", "leading") + D.constraint("c2", "vc-root", "trailing", nil, "box", "trailing")
            + D.constraint("c3", "vc-root", "bottom", nil, "box", "bottom")
        let text = D.document(D.controller(subviews: box, constraints: pins), tools: "22155")
        let scene = try InterfaceBuilderDocument.read(bytes: text, file: "free.storyboard").scene("vc")
        let layout = LayoutEngine.layout(scene)
        // Bottom at 667, full width, 166 tall as stored: y = 667 − 166 = 501.
        #expect(layout.view(named: "box")?.frame == Rect(x: 0, y: 501, width: 375, height: 166))
        #expect(layout.warnings.contains { $0.contains("box's height is not fixed") }, "\(layout.warnings)")
    }

    /// A navigation controller whose canvas simulates a tab bar draws its root with one: the
    /// root's bottom bar is "Inferred" from its container (Xcode's simulated metrics).
    @Test("A bottom bar a navigation controller simulates is its root's, unless the root names its own")
    func inferredBottomBar() throws {
        func document(rootMetrics: String) -> [UInt8] {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="nav">
                    <device id="retina6_1" orientation="portrait" appearance="light"/>
                    <scenes>
                        <scene sceneID="a"><objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="48" width="414" height="44"/></navigationBar>
                                <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r"/></connections>
                            </navigationController>
                        </objects></scene>
                        <scene sceneID="b"><objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="foot"><rect key="frame" x="0.0" y="793" width="414" height="20"/><constraints><constraint firstAttribute="height" constant="20" id="c4"/></constraints></view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="sa"/>
                                    <constraints>
                                        <constraint firstItem="foot" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                                        <constraint firstAttribute="trailing" secondItem="foot" secondAttribute="trailing" id="c2"/>
                                        <constraint firstItem="sa" firstAttribute="bottom" secondItem="foot" secondAttribute="bottom" id="c3"/>
                                    </constraints>
                                </view>
                                \(rootMetrics)
                            </viewController>
                        </objects></scene>
                    </scenes>
                </document>
                """
            return Array(text.utf8)
        }
        // iPhone 11 (retina6_1), 896 tall: a tab bar of 49 on the 34-pt home indicator band puts
        // the safe area's bottom at 896 − 83 = 813 (R8), so the 20-pt view stands at 793.
        let inferred = try InterfaceBuilderDocument.read(bytes: document(rootMetrics: ""), file: "tabbed.storyboard").scene("vc")
        #expect(inferred.tabBar != nil)
        #expect(LayoutEngine.layout(inferred).view(named: "foot")?.frame.minY == 793)
        // A root that says it has no bottom bar has none: 896 − 34 − 20 = 842.
        let own = try InterfaceBuilderDocument.read(bytes: document(rootMetrics: #"<nil key="simulatedBottomBarMetrics"/>"#), file: "bare.storyboard").scene(
            "vc")
        #expect(own.tabBar == nil)
        #expect(LayoutEngine.layout(own).view(named: "foot")?.frame.minY == 842)
    }

    @Test("A pushed controller whose bottom bar is inferred takes the one its segue's source simulates; one that names its own keeps it")
    func pushedInfersSourceBottomBar() throws {
        func detail(_ metrics: String) throws -> Scene {
            let list = D.controller(
                "list", subviews: "",
                extra: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/><connections><segue destination="detail" kind="show" id="s"/></connections>"#)
            let detail = D.controller("detail", subviews: "", extra: metrics)
            return try D.read(D.document(D.navigationController(root: "list", barY: 20) + list + detail, initial: "nav")).scene("detail")
        }
        // The navigation controller simulates no bottom bar; the list it shows does: Xcode's
        // canvas draws the pushed detail with the list's tab bar (49 on the iPhone 8's canvas).
        let inferred = try detail("")
        #expect(inferred.tabBar != nil)
        #expect(LayoutEngine.layout(inferred).view(named: "viewController.view")?.safeAreaInsets.bottom == 49)
        #expect(try detail(#"<nil key="simulatedBottomBarMetrics"/>"#).tabBar == nil)
    }

    @Test("A pushed controller whose top bar is inferred takes the one its segue's source simulates: none when the source's canvas hides it")
    func pushedInfersSourceTopBar() throws {
        func detail(_ metrics: String) throws -> Scene {
            let list = D.controller(
                "list", subviews: "", extra: #"<nil key="simulatedTopBarMetrics"/><connections><segue destination="detail" kind="show" id="s"/></connections>"#)
            let detail = D.controller("detail", subviews: "", extra: metrics)
            return try D.read(D.document(D.navigationController(root: "list", barY: 20) + list + detail, initial: "nav")).scene("detail")
        }
        // The list's canvas draws no navigation bar, so the detail pushed from it is drawn
        // without one: its safe area starts under the 20-pt status bar of the iPhone 8 canvas.
        let inferred = try detail("")
        #expect(inferred.navigation?.bar == .hidden)
        #expect(LayoutEngine.layout(inferred).view(named: "viewController.view")?.safeAreaInsets.top == 20)
        // One that simulates its own bar keeps it: 20 + 44.
        let own = try detail(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
        #expect(own.navigation?.bar != .hidden)
        #expect(LayoutEngine.layout(own).view(named: "viewController.view")?.safeAreaInsets.top == 64)
    }

    /// Xcode's canvases draw a 49-pt toolbar on iPhones with a home indicator (the 4 toolbars
    /// stored in navigation controllers on such canvases are 49 tall), where R8 has 44; a
    /// controller that simulates a toolbar with no navigation controller gets one with no bar.
    @Test("A canvas toolbar is 49 on a home-indicator iPhone; other devices keep R8's 44; a simulated toolbar needs no navigation controller")
    func canvasToolbar() throws {
        let foot = D.view("foot", frame: (0, 793, 414, 20), inner: #"<constraints><constraint firstAttribute="height" constant="20" id="h"/></constraints>"#)
        let pins =
            D.constraint("l", "foot", "leading", nil, "vc-root", "leading") + D.constraint("b", "foot", "bottom", nil, "vc-safe", "bottom")
            + D.constraint("w", "foot", "width", nil, nil, nil, constant: 414)
        let nav = """
            <scene sceneID="sn"><objects>
                <navigationController id="nav" toolbarHidden="NO" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="48" width="414" height="44"/></navigationBar>
                    <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" id="tb"><rect key="frame" x="0.0" y="813" width="414" height="49"/></toolbar>
                    <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="sg"/></connections>
                </navigationController>
            </objects></scene>
            """
        let document = D.document(nav + D.controller(subviews: foot, constraints: pins, size: (414, 896)), device: "retina6_1", tools: "21701", initial: "nav")
        // iPhone 11 canvas, 896 tall: the toolbar's 49 on the 34-pt home indicator band puts the
        // safe area's bottom at 896 − 83 = 813, so the 20-pt view stands at 793, as stored.
        #expect(try D.layout(document).view(named: "foot")?.frame.minY == 793)
        // The same document on a catalog iPhone 11 with iOS 18: R8's 44-pt toolbar, 896 − 78 − 20 = 798.
        #expect(try D.layout(document, on: "iphone-11", ios: 18).view(named: "foot")?.frame.minY == 798)
        // A controller that simulates a toolbar, in no navigation controller: a 49-pt toolbar,
        // and no navigation bar.
        let simulated = D.document(
            D.controller(subviews: foot, constraints: pins, extra: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#, size: (414, 896)),
            device: "retina6_1", tools: "21701")
        let scene = try D.read(simulated).scene(nil)
        #expect(scene.navigation?.bar == .hidden && scene.navigation?.toolbar == .translucent)
        #expect(LayoutEngine.layout(scene).view(named: "foot")?.frame.minY == 793)
    }

    /// A slider's frame reaches 2 pt beyond the track its constraints place (ib-format §6), up
    /// to the iOS 18 SDK; the iOS 26 SDK's slider fills its frame, as the 24xxx canvases store it.
    @Test("A slider pinned 16 in from each side: its frame is 2 wider each side before iOS 26, flush from it")
    func sliderInsets() throws {
        let slider = D.view("s", "slider", frame: (14, 100, 347, 30))
        let pins =
            D.constraint("l", "s", "leading", nil, "vc-root", "leading", constant: 16)
            + D.constraint("t", "vc-root", "trailing", nil, "s", "trailing", constant: 16)
            + D.constraint("y", "s", "top", nil, "vc-root", "top", constant: 100)
        let body = D.controller(subviews: slider, constraints: pins)
        // Xcode 15 (iOS 17): track 16...359, frame 14...361.
        #expect(try D.layout(D.document(body, tools: "22505")).view(named: "s")?.frame == Rect(x: 14, y: 100, width: 347, height: 30))
        // A 24xxx canvas (iOS 26): the frame is the track, 16...359.
        #expect(try D.layout(D.document(body, tools: "24412")).view(named: "s")?.frame == Rect(x: 16, y: 100, width: 343, height: 30))
    }

    /// Xcode 14.0 (tools 21157, 21179) still drew the 6.1-inch canvas with the iPhone X's 44-pt
    /// top; Xcode 14.1 (21225 on) with the iPhone 11's 48 of iOS 14 and later (ib-format §2.1).
    @Test("The 6.1-inch canvas's top: 44 up to Xcode 14.0 (tools 21179), 48 from Xcode 14.1 (21225)")
    func notchedTopByEra() throws {
        let label = D.view("lbl", "label", frame: (16, 52, 100, 21), attributes: " text=\"Hello\"")
        let pins =
            D.constraint("t", "lbl", "top", nil, "vc-safe", "top", constant: 8) + D.constraint("l", "lbl", "leading", nil, "vc-safe", "leading", constant: 16)
        for (tools, top) in [("20037", 44.0), ("21179", 44.0), ("21225", 48.0), ("21701", 48.0)] {
            let body = D.controller(subviews: label, constraints: pins, size: (414, 896))
            #expect(try D.layout(D.document(body, device: "retina6_1", tools: tools)).view(named: "lbl")?.frame.minY == top + 8, "toolsVersion \(tools)")
        }
    }

    /// Xcode 26 draws every canvas with the iOS 26 SDK's bars: a 4-inch canvas (a phone that
    /// never ran iOS 26) keeps its 20-pt status bar under a 54-pt Liquid Glass navigation bar,
    /// as the 24xxx documents store it (y 20, 54 tall), where Xcode 15 drew 44 (R33).
    @Test("A 24xxx canvas on a phone that never ran iOS 26 has the iOS 26 SDK's 54-pt navigation bar over its own status bar")
    func glassBarsOnOldCanvases() throws {
        let nav = D.navigationController(barY: 20, width: 320)
        let label = D.view("lbl", "label", frame: (16, 82, 100, 21), attributes: " text=\"Hello\"")
        let pins =
            D.constraint("t", "lbl", "top", nil, "vc-safe", "top", constant: 8) + D.constraint("l", "lbl", "leading", nil, "vc-safe", "leading", constant: 16)
        for (tools, bar) in [("22505", 44.0), ("24765", 54.0)] {
            let body = nav + D.controller(subviews: label, constraints: pins, size: (320, 568))
            let layout = try D.layout(D.document(body, device: "retina4_0", tools: tools, initial: "nav"))
            // 20 (status bar) + the bar + 8.
            #expect(layout.view(named: "lbl")?.frame.minY == 20 + bar + 8, "toolsVersion \(tools)")
        }
    }

    /// A xib's table view cell: from Xcode 11 its content view's margins are 11 at the top and
    /// the table's at the sides (16 in a 320-wide cell, 20 in a wider one on a 390-point-or-wider
    /// iPhone), where Xcode before 9.2 drew UIView's 8.
    @Test("A xib cell's content view margins: 11 and 16 in a 320-wide cell, 20 at the sides in a 380-wide one on a 414-point iPhone, 8 before Xcode 9.2")
    func cellContentMargins() throws {
        func cell(width: Double) -> String {
            """
            <tableViewCell contentMode="scaleToFill" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                    <subviews>
                        <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name"><rect key="frame" x="16" y="11" width="100" height="21"/></label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="name" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                        <constraint firstItem="name" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                        <constraint firstItem="name" firstAttribute="width" constant="100" id="w"/>
                        <constraint firstItem="name" firstAttribute="height" constant="21" id="h"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        func origin(_ width: Double, device: String, tools: String) throws -> Point? {
            let layout = try D.layout(D.document(cell(width: width), storyboard: false, device: device, tools: tools), file: "Cell.xib")
            return layout.view(named: "name").map { Point(x: $0.frame.minX, y: $0.frame.minY) }
        }
        #expect(try origin(320, device: "retina4_7", tools: "17506") == Point(x: 16, y: 11))
        #expect(try origin(320, device: "retina6_1", tools: "21701") == Point(x: 16, y: 11))
        #expect(try origin(380, device: "retina6_1", tools: "21701") == Point(x: 20, y: 11))
        // From Xcode 9.2 (tools 137xx) the same 11 and 16 (the stored cells of 137xx–14xxx);
        // before it UIView's 8.
        #expect(try origin(320, device: "retina4_7", tools: "14490") == Point(x: 16, y: 11))
        #expect(try origin(320, device: "retina4_7", tools: "13196") == Point(x: 8, y: 8))
    }

    /// A controller's view drawn at another width than the screen's (a child its container
    /// sizes) takes a root view's margins by its own width, as a freeform canvas does.
    @Test(
        "A controller's view stored 815 wide on the iPhone 8 canvas (a container's child) has 20-pt side margins (R25's cut at 400); one the screen's width 16")
    func childControllerMargins() throws {
        func x(width: Double) throws -> Double? {
            let label = D.view("name", "label", frame: (20, 100, 100, 21), attributes: " text=\"Name\"")
            let pins =
                D.constraint("l", "name", "leading", nil, "vc-root", "leadingMargin") + D.constraint("t", "name", "top", nil, "vc-root", "top", constant: 100)
                + D.constraint("w", "name", "width", constant: 100) + D.constraint("h", "name", "height", constant: 21)
            let bytes = D.document(D.controller(subviews: label, constraints: pins, size: (width, 600)))
            return try D.layout(bytes).view(named: "name")?.frame.minX
        }
        #expect(try x(width: 815) == 20)
        #expect(try x(width: 375) == 16)
    }

    /// A xib's collection view cell is drawn as a screen of its own size (`ViewImporter.build`).
    @Test("A xib's collection view cell has a root view's margins by its own width (R25's cut at 400): 16 in a 375-wide cell, 20 in a 402-wide one")
    func collectionCellMargins() throws {
        func x(width: Double) throws -> Double? {
            let cell = """
                <collectionViewCell opaque="NO" contentMode="center" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                    <view key="contentView" opaque="NO" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                        <subviews>\(D.view("name", "label", frame: (16, 10, 100, 21), attributes: " text=\"Name\""))</subviews>
                    </view>
                    <constraints>
                        \(D.constraint("l", "name", "leading", nil, "cell", "leadingMargin"))\(D.constraint("t", "name", "top", nil, "cell", "top", constant: 10))
                        \(D.constraint("w", "name", "width", constant: 100))\(D.constraint("h", "name", "height", constant: 21))
                    </constraints>
                </collectionViewCell>
                """
            return try D.layout(D.document(cell, storyboard: false, device: "retina4_7", tools: "14460"), file: "Cell.xib").view(named: "name")?.frame.minX
        }
        #expect(try x(width: 375) == 16)
        #expect(try x(width: 402) == 20)
    }

    /// A disclosure indicator narrows the cell's content view at its trailing edge (measured on
    /// the stored content views: `accessoryWidth`).
    @Test(
        "A disclosure indicator takes 34 from a 320-wide cell's content view on Xcode 10, 16 + 11.2 on Xcode 11 (293 on the 2× grid), 16 + 9.6 on Xcode 13.0, 16 + 8.6 on Xcode 13.4, 16 + 10.4 on Xcode 15 (293.5)"
    )
    func disclosureIndicator() throws {
        let cell = """
            <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="293" height="44"/>
                </tableViewCellContentView>
            </tableViewCell>
            """
        func width(_ tools: String) throws -> Double? {
            try D.layout(D.document(cell, storyboard: false, device: "retina4_7", tools: tools), file: "Cell.xib").view(named: "content")?.frame.width
        }
        #expect(try width("14490") == 320 - 34)
        // A cell too narrow to hold the indicator (10 wide) keeps its content view whole.
        let narrow = cell.replacingOccurrences(of: "width=\"320\"", with: "width=\"10\"")
        #expect(try D.layout(D.document(narrow, storyboard: false, tools: "22505"), file: "Cell.xib").view(named: "content")?.frame.width == 10)
        // 320 − 27.2 = 292.8, to the 2× pixel grid: 293; 320 − 26.4 = 293.6: 293.5.
        #expect(try width("16097") == 293)
        #expect(try width("22505") == 293.5)
        // Xcode 13.0: 320 − (16 + 9.6) = 294.4: 294.5; Xcode 13.1–13.4: 320 − (16 + 8.6) = 295.4:
        // 295.5 (the stored content views of such canvases: 25.5 and 24.5 narrower at 375 wide).
        #expect(try width("18122") == 294.5)
        #expect(try width("20037") == 295.5)
    }

    @Test(
        "A xib's table cell before Xcode 11 draws a one-pixel separator under its content view: 43.5 of 44 on a 2× canvas, 43 on a 1× one; from Xcode 11 the content view fills the cell"
    )
    func cellSeparator() throws {
        let cell = """
            <tableViewCell contentMode="scaleToFill" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                </tableViewCellContentView>
            </tableViewCell>
            """
        func height(_ tools: String, device: Bool = true, stored: String = "43.5") throws -> Double? {
            var text = String(decoding: D.document(cell, storyboard: false, device: device ? "retina4_7" : nil, tools: tools), as: UTF8.self)
            text = text.replacingOccurrences(of: "height=\"43.5\"", with: "height=\"\(stored)\"")
            return try D.layout(Array(text.utf8), file: "Cell.xib").view(named: "content")?.frame.height
        }
        // One pixel of the canvas: 1/2 on the iPhone 8's 2× canvas (tools 13771), a point on a
        // device-less document storing whole points (a 1× canvas, 11762), half a point on one
        // storing a half point (a Retina Mac's 2× canvas); none from tools 15xxx (16097).
        #expect(try height("13771") == 43.5)
        #expect(try height("11762", device: false, stored: "43") == 43)
        #expect(try height("11762", device: false) == 43.5)
        #expect(try height("16097") == 44)
    }

    /// A stopped activity indicator that hides when stopped is stored hidden="YES" but keeps its
    /// room in a stack view (4 of 4 stored in stacks); a hidden view otherwise takes none (R48).
    @Test("A hidden, stopped, hides-when-stopped activity indicator keeps its 20 points in a stack; an animating hidden one collapses")
    func stoppedIndicatorInStack() throws {
        func document(indicator: String) -> [UInt8] {
            let stack = """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                    <rect key="frame" x="16" y="100" width="343" height="62"/>
                    <subviews>
                        <label opaque="NO" text="One" id="one"><rect key="frame" x="0.0" y="0.0" width="343" height="21"/></label>
                        <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" \(indicator) style="medium" id="spin"><rect key="frame" x="0.0" y="21" width="343" height="20"/></activityIndicatorView>
                        <label opaque="NO" text="Two" id="two"><rect key="frame" x="0.0" y="41" width="343" height="21"/></label>
                    </subviews>
                </stackView>
                """
            let pins =
                D.constraint("l", "stack", "leading", nil, "vc-root", "leading", constant: 16)
                + D.constraint("t", "stack", "top", nil, "vc-root", "top", constant: 100)
                + D.constraint("r", "vc-root", "trailing", nil, "stack", "trailing", constant: 16)
            return D.document(D.controller(subviews: stack, constraints: pins), tools: "18122")
        }
        // One (21), the indicator's 20, then Two at 41.
        #expect(try D.layout(document(indicator: #"hidesWhenStopped="YES""#)).view(named: "two")?.frame.minY == 41)
        // Hidden and animating: no room, Two at 21.
        #expect(try D.layout(document(indicator: #"hidesWhenStopped="YES" animating="YES""#)).view(named: "two")?.frame.minY == 21)
    }

    /// A storyboard whose only controller is a tab bar controller (its tabs in other
    /// storyboards) or a hosting controller (its view SwiftUI's) has no view to lay out; it is
    /// still a scene: the controller's bars, and a warning that says why there is nothing else.
    @Test("A storyboard of a tab bar controller alone is a scene of its tab bar; a hosting controller's is an empty screen, said in the warnings")
    func controllersWithoutViews() throws {
        let tabs = """
            <scene sceneID="t"><objects>
                <tabBarController id="tabs" customClass="MainTabBarController" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>
                </tabBarController>
            </objects></scene>
            """
        let scene = try D.read(D.document(tabs, initial: "tabs"), file: "Main.storyboard").scene(nil)
        #expect(scene.views.isEmpty && scene.tabBar != nil)
        #expect(scene.importWarnings.contains { $0.contains("MainTabBarController has no view in this document") }, "\(scene.importWarnings)")
        // iPhone 8 canvas (Xcode 15): the tab bar at the bottom, 667 − 49 = 618.
        #expect(LayoutEngine.layout(scene).view(named: "tabBar")?.frame.minY == 618)
        let hosting = """
            <scene sceneID="h"><objects>
                <hostingController id="host" customClass="DownloadsHostingController" sceneMemberID="viewController"/>
            </objects></scene>
            """
        let empty = try D.read(D.document(hosting, initial: "host"), file: "Downloads.storyboard").scene(nil)
        #expect(empty.views.isEmpty && empty.tabBar == nil && empty.navigation == nil)
        #expect(empty.importWarnings.contains { $0.contains("DownloadsHostingController has no view") })
    }

    /// Xcode 8's canvas laid a 4.7-inch document out with its own SDK, iOS 10 (an iPhone 8 first
    /// ran iOS 11): no safe area, so the root's top margin is 0 under the navigation bar, where
    /// from iOS 11 margins grow by the safe area (R26).
    @Test("An Xcode 8 document on the 4.7-inch canvas is laid out with iOS 10: a view pinned to the root's top margin sits at 0 under the bar")
    func oldSDKCanvas() throws {
        let nav = D.navigationController(barY: 20)
        let panel = D.view("panel", frame: (0, 0, 375, 100))
        let pins =
            D.constraint("t", "panel", "top", nil, "vc-root", "topMargin") + D.constraint("l", "panel", "leading", nil, "vc-root", "leading")
            + D.constraint("r", "vc-root", "trailing", nil, "panel", "trailing") + D.constraint("h", "panel", "height", nil, nil, nil, constant: 100)
        let body = nav + D.controller(subviews: panel, constraints: pins)
        let old = try D.read(D.document(body, tools: "12118", initial: "nav", safeAreas: false)).scene("vc")
        #expect(old.ios == 10)
        #expect(LayoutEngine.layout(old).view(named: "panel")?.frame.minY == 0)
        // Xcode 15 (iOS 17): the top margin is the safe area's 64 + 0.
        #expect(try D.layout(D.document(body, tools: "22505", initial: "nav"), scene: "vc").view(named: "panel")?.frame.minY == 64)
    }
}
