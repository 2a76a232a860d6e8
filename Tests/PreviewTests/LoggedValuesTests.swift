import Preview
import Testing

/// The values logged on real devices that RULES.md and the reference articles quote. Each case
/// names its source; the expected numbers are the logged ones, not the engine's output.
struct LoggedValuesTests {
    struct InsetCase: CustomTestStringConvertible, Sendable {
        var source: String
        var yaml: String
        var view: String
        var expected: EdgeInsets
        var testDescription: String { source }
    }

    static let safeAreaCases: [InsetCase] = [
        InsetCase(
            source: "R11 seed: iPhone X, translucent nav bar, child view",
            yaml: "navigation: {bar: translucent}", view: "viewController.view", expected: insets(88, 0, 34, 0)),
        InsetCase(
            source: "R11 seed: iPhone X, translucent nav bar, navigationController.view",
            yaml: "navigation: {bar: translucent}", view: "navigationController.view", expected: insets(44, 0, 34, 0)),
        InsetCase(
            source: "R11 seed: iPhone X, opaque nav bar",
            yaml: "navigation: {bar: opaque}", view: "viewController.view", expected: insets(0, 0, 34, 0)),
        InsetCase(
            source: "R11 seed / seed 000: translucent tab bar adds its height {88, 0, 83, 0}",
            yaml: "tabBar: {}\nnavigation: {bar: translucent}", view: "viewController.view", expected: insets(88, 0, 83, 0)),
        InsetCase(
            source: "R12: navigationController.view inside a tab bar controller gets bottom 83",
            yaml: "tabBar: {}\nnavigation: {}", view: "navigationController.view", expected: insets(44, 0, 83, 0)),
        InsetCase(
            source: "R13 seed: {44, 0, 34, 0} + {-44, 0, 0, 0}",
            yaml: "controller: {additionalSafeAreaInsets: {top: -44}}", view: "viewController.view", expected: insets(0, 0, 34, 0)),
        InsetCase(
            source: "R4: 14 Pro Max with a navigation bar, content top 97.67 = 53.67 + 44",
            yaml: "device: iphone-14-pro-max\nios: 16\nnavigation: {}", view: "viewController.view", expected: insets(161.0 / 3 + 44, 0, 34, 0)),
        InsetCase(
            source: "R15 seed: table 375x812 in a 724-tall opaque-bar child still reports bottom 34",
            yaml: "navigation: {bar: opaque}\nviews: [{name: t, kind: table, frame: {x: 0, y: 0, width: 375, height: 812}}]",
            view: "t", expected: insets(0, 0, 34, 0)),
        InsetCase(
            source: "R2 / UYL: iPhone X landscape window {0, 44, 21, 44}",
            yaml: "orientation: landscapeLeft", view: "window", expected: insets(0, 44, 21, 44)),
        InsetCase(
            source: "R2 / RNSAC215: XR landscape {0, 48, 21, 48}",
            yaml: "device: iphone-xr\norientation: landscapeRight", view: "window", expected: insets(0, 48, 21, 48)),
        InsetCase(
            source: "R6 / GKNBVC47: XR on iOS 13 has top 44",
            yaml: "device: iphone-xr\nios: 13", view: "window", expected: insets(44, 0, 34, 0)),
        InsetCase(
            source: "R6 / GKNBVC47: XR on iOS 14 has top 48",
            yaml: "device: iphone-xr\nios: 14", view: "window", expected: insets(48, 0, 34, 0)),
        InsetCase(
            source: "R6 / RADAR, MAS546: iPhone 8 on iOS 11 reports window top 0",
            yaml: "device: iphone-8\nios: 11", view: "window", expected: insets(0, 0, 0, 0)),
        InsetCase(
            source: "R6: iPhone 8 on iOS 11 still gives the child the 20-pt status bar band (20 + 44)",
            yaml: "device: iphone-8\nios: 11\nnavigation: {}", view: "viewController.view", expected: insets(64, 0, 0, 0)),
        InsetCase(
            source: "MAS546: iPhone 8 on iOS 12 window top 20",
            yaml: "device: iphone-8\nios: 12", view: "window", expected: insets(20, 0, 0, 0)),
        InsetCase(
            source: "GKNBVC63: iPhone 12 with a navigation bar, 47 + 44 = 91",
            yaml: "device: iphone-12\nios: 14\nnavigation: {}", view: "viewController.view", expected: insets(91, 0, 34, 0)),
        InsetCase(
            source: "QMUI1326: 12 mini on iOS 15, nav bar maxY 94",
            yaml: "device: iphone-12-mini\nios: 15\nnavigation: {}", view: "viewController.view", expected: insets(94, 0, 34, 0)),
        InsetCase(
            source: "QMUI1326 / GKNB67: 12 mini on iOS 14, status bar 44, window top still 50",
            yaml: "device: iphone-12-mini\nios: 14", view: "window", expected: insets(50, 0, 34, 0)),
        InsetCase(
            source: "QIITA: iPhone X large-title bar bottom at 140",
            yaml: "navigation: {prefersLargeTitles: true}", view: "viewController.view", expected: insets(140, 0, 34, 0)),
        InsetCase(
            source: "Apple, prefersLargeTitles: the item chooses; largeTitleDisplayMode never keeps the 44-pt bar, 44 + 44 = 88",
            yaml: "navigation: {prefersLargeTitles: true, largeTitleDisplayMode: never}", view: "viewController.view", expected: insets(88, 0, 34, 0)),
        InsetCase(
            source: "Apple, prefersLargeTitles: without it the bar shows the title inline, whatever the item asks: 88",
            yaml: "navigation: {largeTitleDisplayMode: always}", view: "viewController.view", expected: insets(88, 0, 34, 0)),
        InsetCase(
            source: "UYL: iPhone 8 landscape, status bar hidden, nav bar 32",
            yaml: "device: iphone-8\norientation: landscapeLeft\nnavigation: {}", view: "viewController.view", expected: insets(32, 0, 0, 0)),
        InsetCase(
            source: "QMUI633: XS Max landscape tab bar 49 + 21 = 70",
            yaml: "device: iphone-xs-max\norientation: landscapeLeft\ntabBar: {}", view: "viewController.view", expected: insets(0, 44, 70, 44)),
        InsetCase(
            source: "RNSAV / QMUI633: iPad Pro 12.9 status bar 24 and home indicator 20",
            yaml: "device: ipad-pro-12-9\nios: 17", view: "window", expected: insets(24, 0, 20, 0)),
    ]

    @Test(arguments: safeAreaCases)
    func safeAreaInsets(_ c: InsetCase) throws {
        let v = try layout(c.yaml).required(c.view)
        #expect(close(v.safeAreaInsets, c.expected), "\(v.safeAreaInsets) != \(c.expected)")
    }

    @Test("R11 seed: an opaque bar puts the view at y = 88, 724 tall")
    func opaqueBarFrame() throws {
        let v = try layout("navigation: {bar: opaque}").required("viewController.view")
        #expect(v.frame == rect(0, 88, 375, 724))
    }

    @Test("R8: the tab bar of an iPhone X is {{0, 729}, {375, 83}}")
    func tabBarFrame() throws {
        #expect(try layout("tabBar: {}").required("tabBar").frame == rect(0, 729, 375, 83))
    }

    @Test("R4, R7: Dynamic Island status bar 53.67 and the navigation bar starting there")
    func dynamicIslandBars() throws {
        let l = try layout("device: iphone-14-pro\nios: 16\nnavigation: {}")
        #expect(close(try l.required("statusBar").frame.height, 53.667))
        #expect(close(try l.required("navigationBar").frame, rect(0, 161.0 / 3, 393, 44)))
    }

    @Test("R21 seed: contentInset {100, 0, -34, 10} gives adjustedContentInset {188, 0, 0, 10}")
    func contentInsetSeed() throws {
        let l = try layout("navigation: {}\nviews: [{name: t, kind: table, rows: 30, contentInset: {top: 100, bottom: -34, right: 10}}]")
        let t = try l.required("t")
        #expect(t.safeAreaInsets == insets(88, 0, 34, 0))
        #expect(t.scroll?.adjustedContentInset == insets(188, 0, 0, 10))
        #expect(t.scroll?.contentInset == insets(100, 0, -34, 10), "UIKit never writes contentInset since iOS 11 (R18)")
    }

    @Test("R21 seed: contentInset {100, 0, 100, 0} in a translucent nav controller gives {188, 0, 134, 0}")
    func contentInsetSeed2() throws {
        let l = try layout("navigation: {}\nviews: [{name: t, kind: table, rows: 30, contentInset: {top: 100, bottom: 100}}]")
        #expect(try l.required("t").scroll?.adjustedContentInset == insets(188, 0, 134, 0))
    }

    @Test("Seed 001 corrected: opaque bar, zero contentInset gives {0, 0, 34, 0}")
    func opaqueBarTable() throws {
        let l = try layout("navigation: {bar: opaque}\nviews: [{name: t, kind: table, rows: 30}]")
        #expect(try l.required("t").scroll?.adjustedContentInset == insets(0, 0, 34, 0))
    }

    @Test("R22: resting contentOffset is {0, -88}")
    func restingOffset() throws {
        let l = try layout("navigation: {}\nviews: [{name: t, kind: table, rows: 30}]")
        #expect(try l.required("t").scroll?.contentOffset == Point(x: 0, y: -88))
    }

    struct LegacyCase: CustomTestStringConvertible, Sendable {
        var source: String
        var yaml: String
        var contentInset: EdgeInsets
        var testDescription: String { source }
    }

    static let legacyCases: [LegacyCase] = [
        LegacyCase(source: "R24: nav {64, 0, 0, 0}", yaml: "navigation: {}", contentInset: insets(64, 0, 0, 0)),
        LegacyCase(source: "R24: nav + tab {64, 0, 49, 0}", yaml: "navigation: {}\ntabBar: {}", contentInset: insets(64, 0, 49, 0)),
        LegacyCase(source: "R24: nav hidden {20, 0, 0, 0}", yaml: "navigation: {bar: hidden}", contentInset: insets(20, 0, 0, 0)),
        LegacyCase(source: "R24: nav hidden + tab {20, 0, 49, 0}", yaml: "navigation: {bar: hidden}\ntabBar: {}", contentInset: insets(20, 0, 49, 0)),
        LegacyCase(
            source: "R24: an opaque bar the view does not extend under adds nothing", yaml: "navigation: {bar: opaque}", contentInset: insets(0, 0, 0, 0)),
    ]

    @Test(arguments: legacyCases)
    func legacyContentInset(_ c: LegacyCase) throws {
        let l = try layout("device: iphone-8\nios: 10\n\(c.yaml)\nviews: [{name: t, kind: table, rows: 30}]")
        let t = try l.required("t")
        #expect(t.scroll?.contentInset == c.contentInset)
        #expect(t.scroll?.adjustedContentInset == c.contentInset, "adjustedContentInset = contentInset in legacy mode")
        #expect(t.safeAreaInsets == .zero, "no safe area before iOS 11")
    }

    @Test("R24: a first subview at y = 20 gets 44, and rests at {0, -44}")
    func legacySubviewAt20() throws {
        let l = try layout(
            "device: iphone-8\nios: 10\nnavigation: {}\nviews: [{name: t, kind: table, rows: 30, frame: {x: 0, y: 20, width: 375, height: 647}}]")
        let t = try l.required("t")
        #expect(t.scroll?.contentInset == insets(44, 0, 0, 0))
        #expect(t.scroll?.contentOffset == Point(x: 0, y: -44))
    }

    @Test("R22 / R24: contentOffset {0, -64} on iOS 10")
    func legacyOffset() throws {
        let l = try layout("device: iphone-8\nios: 10\nnavigation: {}\nviews: [{name: t, kind: table, rows: 30}]")
        #expect(try l.required("t").scroll?.contentOffset == Point(x: 0, y: -64))
    }

    @Test("R26: iPhone X landscape root view margins left/right 44 + 16 = 60")
    func landscapeMargins() throws {
        let v = try layout("orientation: landscapeLeft").required("viewController.view")
        #expect(v.layoutMargins.left == 60 && v.layoutMargins.right == 60)
    }
}
