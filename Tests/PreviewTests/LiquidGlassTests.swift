import Preview
import Testing

/// RULES §9 (iOS 26 and 27): every value it logs, each case naming its source; the expected
/// numbers are RULES' and devices.md's, worked out by hand where a rule gives a sum.
struct LiquidGlassTests {
    @Test("R33 (RNAV13256): iPhone 17 Pro, iOS 26: window {62, 0, 34, 0}, bar {{0, 62}, {402, 54}}, child top 116")
    func navigationBar() throws {
        let l = try layout("device: iphone-17-pro\nios: 26\nnavigation: {}")
        #expect(try l.required("window").safeAreaInsets == insets(62, 0, 34, 0))
        #expect(try l.required("navigationBar").frame == rect(0, 62, 402, 54))
        #expect(try l.required("viewController.view").safeAreaInsets == insets(116, 0, 34, 0))
        #expect(l.scene.design == .liquidGlass, "R31: Liquid Glass is the default from iOS 26")
    }

    @Test("R33: a 59-inset phone gives 59 + 54 = 113; iOS 27 lays out as iOS 26")
    func fiftyNineInset() throws {
        for ios in [26, 27] {
            let l = try layout("device: iphone-16\nios: \(ios)\nnavigation: {}")
            #expect(try l.required("viewController.view").safeAreaInsets.top == 113, "iOS \(ios)")
        }
    }

    @Test("R33: iPhone landscape bar maxY 78 on Dynamic Island phones (24 + 54, low), 56 = 24 + 32 on notched ones")
    func landscapeBars() throws {
        let island = try layout("device: iphone-17\norientation: landscapeLeft\nnavigation: {}")
        let bar = try island.required("navigationBar")
        #expect(bar.frame.maxY == 78 && bar.frame.minY == 24)
        #expect(bar.explanation("frame")?.confidence == .low, "the split of 78 into 24 + 54 is inferred (L)")
        #expect(try island.required("viewController.view").safeAreaInsets == insets(78, 62, 20, 62), "R32: landscape bottom 20")
        let notch = try layout("device: iphone-16e\nios: 26\norientation: landscapeRight\nnavigation: {}")
        #expect(try notch.required("navigationBar").frame.maxY == 56)
    }

    @Test("R34 (iPhone 17, iOS 26.1): the content scroll view rests at {0, -168} with the title expanded, {0, -116} collapsed; the bar stays 54")
    func largeTitles() throws {
        let scene = "device: iphone-17\nios: 26\nnavigation: {prefersLargeTitles: true}\n"
        let expanded = try layout(scene + "views: [{name: list, kind: table, rows: 60}]")
        let list = try expanded.required("list")
        #expect(list.scroll?.contentOffset == Point(x: 0, y: -168), "62 + 54 + 52")
        #expect(list.scroll?.adjustedContentInset.top == 168)
        #expect(list.safeAreaInsets.top == 116, "the controller's safe area stays at the bar's maxY (L)")
        #expect(try expanded.required("navigationBar").frame.height == 54)
        // Scrolled 52 points (from a scene file's contentOffset): the title has collapsed.
        let collapsed = try layout(scene + "views: [{name: list, kind: table, rows: 60, contentOffset: {x: 0, y: -116}}]")
        let c = try collapsed.required("list")
        #expect(c.scroll?.contentOffset == Point(x: 0, y: -116))
        #expect(c.scroll?.adjustedContentInset.top == 116)
        #expect(try collapsed.required("navigationBar").frame.height == 54)
        // Halfway: scrolled 20, the title is 32 tall, adjustedContentInset.top 148.
        let half = try layout(scene + "views: [{name: list, kind: table, rows: 60}]", offsets: ["list": Point(x: 0, y: 20)])
        #expect(try half.required("list").scroll?.adjustedContentInset.top == 148)
        #expect(try half.required("list").scroll?.contentOffset == Point(x: 0, y: -148))
    }

    @Test("R14: on iOS 18 the same scene's bar is 96 and collapses to 44; contentOffset in a file reaches that state")
    func largeTitlesIOS18() throws {
        let scene = "device: iphone-x\nnavigation: {prefersLargeTitles: true}\nviews: [{name: list, kind: table, rows: 60, contentOffset: {x: 0, y: 0}}]"
        let l = try layout(scene)
        #expect(try l.required("navigationBar").frame.height == 44, "scrolled 140 ≥ 52: collapsed to 44")
        #expect(try l.required("list").scroll?.contentOffset == Point(x: 0, y: 0))
        #expect(try l.required("list").scroll?.adjustedContentInset.top == 88)
    }

    @Test("R35 (CODE640): the floating tab bar still counts 49 + 34 = 83 on an iPhone 17")
    func tabBar() throws {
        let l = try layout("device: iphone-17\ntabBar: {}\nnavigation: {}")
        #expect(try l.required("viewController.view").safeAreaInsets == insets(116, 0, 83, 0))
        #expect(try l.required("tabBar").frame == rect(0, 874 - 83, 402, 83))
        let minimized = try layout("device: iphone-17\ntabBar: {tabBarMinimizeBehavior: onScrollDown}")
        #expect(minimized.notes.contains { $0.text.contains("tabBarMinimizeBehavior onScrollDown") && $0.confidence == .low })
    }

    @Test("R36: an iPad's tab bar sits at the top from iPadOS 18 and adds no bottom inset (32/25 on iPadOS 26, R32)")
    func iPadTabBar() throws {
        let l = try layout("device: ipad-a16\nios: 26\ntabBar: {}")
        let tab = try l.required("tabBar")
        #expect(tab.frame.minY == 32 && tab.explanation("frame")?.confidence == .low)
        #expect(try l.required("viewController.view").safeAreaInsets == insets(32 + 54, 0, 25, 0))
        let old = try layout("device: ipad-a16\nios: 17\ntabBar: {}")
        #expect(try old.required("tabBar").frame == rect(0, 1180 - 65, 820, 65), "R8: 45 + 20 at the bottom before iPadOS 18")
    }

    @Test("R37: the Liquid Glass toolbar is 48 (+ 34 at the bottom), low confidence")
    func toolbar() throws {
        let l = try layout("device: iphone-17\nnavigation: {toolbar: translucent}")
        let bar = try l.required("toolbar")
        #expect(bar.frame == rect(0, 874 - 82, 402, 82))
        #expect(bar.explanation("frame")?.confidence == .low)
    }

    @Test("R38: a full-screen table with no bars on a 440×956 phone: adjustedContentInset {62, 0, 34, 0}, offset {0, -62}")
    func fullScreenTable() throws {
        let l = try layout("device: iphone-17-pro-max\nios: 26\nviews: [{name: t, kind: table, rows: 60}]")
        #expect(try l.required("t").scroll?.adjustedContentInset == insets(62, 0, 34, 0))
        #expect(try l.required("t").scroll?.contentOffset == Point(x: 0, y: -62))
    }

    @Test("R31: compatibility keeps iOS 18's bars (44 under the status bar) with iOS 26's window insets")
    func compatibility() throws {
        let l = try layout("device: iphone-16-pro\nios: 26\ndesign: compatibility\nnavigation: {}\norientation: portrait")
        let bar = try l.required("navigationBar")
        // devices.md: the compatibility bar's origin on 62-pt phones is 56.333 (GKNBSWIFT, L).
        #expect(close(bar.frame.minY, 56.333) && bar.frame.height == 44)
        #expect(close(try l.required("viewController.view").safeAreaInsets.top, 100.333))
        #expect(l.notes.contains { $0.text.contains("older than 27") })
        let landscape = try layout("device: iphone-16-pro\nios: 26\ndesign: compatibility\norientation: landscapeLeft")
        #expect(try landscape.required("window").safeAreaInsets.bottom == 20, "R32 applies to both designs")
    }

    @Test("R32: iPads with a home indicator have top 32 and bottom 25 from iOS 26; a home-button iPad keeps 20")
    func iPadInsets() throws {
        #expect(try layout("device: ipad-pro-11\nios: 26").required("window").safeAreaInsets == insets(32, 0, 25, 0))
        #expect(try layout("device: ipad-pro-11\nios: 17").required("window").safeAreaInsets == insets(24, 0, 20, 0))
        #expect(try layout("device: ipad-9\nios: 26").required("window").safeAreaInsets == insets(20, 0, 0, 0))
    }

    @Test("R39: navigationBarMinimization is accepted and said to be not modelled on iOS 27, ignored before")
    func minimization() throws {
        let yaml = "navigation: {navigationBarMinimization: {minimizationBehavior: onScrollDown, safeAreaAdjustment: disabled}}\ndevice: iphone-17"
        let l27 = try layout(yaml)
        #expect(l27.notes.contains { $0.text.contains("not logged") && $0.confidence == .low })
        #expect(try l27.required("viewController.view").safeAreaInsets.top == 116, "the expanded bar is laid out")
        let l26 = try layout(yaml + "\nios: 26")
        #expect(l26.notes.contains { $0.text.contains("needs iOS 27") })
    }

    @Test("R6b: pairings no device shipped are laid out with a warning; R40: the Duo says its bars are not modelled")
    func pairings() throws {
        #expect(try layout("device: iphone-17\nios: 18").warnings.first?.contains("iPhone 17 never ran iOS 18") == true)
        #expect(try layout("device: iphone-17").warnings.isEmpty)
        let duo = try layout("device: iphone-duo-cover\nnavigation: {}")
        #expect(duo.notes.contains { $0.text.contains("R40") })
        #expect(duo.view(named: "statusBar") == nil, "the cover display's status items are in its side strip")
    }

    @Test("bar: opaque is explained as isTranslucent = false, without R9's background image or R14")
    func opaqueExplanation() throws {
        let text = try #require(try layout("navigation: {bar: opaque}").required("navigationBar").explanation("frame")?.text)
        #expect(text.contains("isTranslucent = false") && !text.contains("R9") && !text.contains("R14"))
        let image = try #require(try layout("navigation: {bar: backgroundImage}").required("navigationBar").explanation("frame")?.text)
        #expect(image.contains("background image") && image.contains("R9"))
    }
}
