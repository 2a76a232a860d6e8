import Preview
import Testing

/// Hand-computed cases for each rule where no log exists; each says how its number was worked out.
struct RuleTests {
    @Test("R3: hiding the status bar zeroes the top inset of a home-button iPhone (20 → 0)")
    func hiddenStatusBarHomeButton() throws {
        #expect(try layout("device: iphone-8\nstatusBar: hidden").required("window").safeAreaInsets.top == 0)
    }

    @Test("R3: on a notched iPhone the housing inset stays (44) when the status bar hides")
    func hiddenStatusBarNotch() throws {
        let l = try layout("statusBar: hidden")
        #expect(try l.required("window").safeAreaInsets.top == 44)
        #expect(l.view(named: "statusBar") == nil)
    }

    @Test("R3: a visible nav bar on a Face ID iPhone in portrait shows the status bar anyway (44 + 44)")
    func navBarForcesStatusBar() throws {
        let l = try layout("statusBar: hidden\nnavigation: {}")
        #expect(l.statusBarShown)
        #expect(try l.required("navigationBar").frame.minY == 44)
        #expect(try l.required("viewController.view").safeAreaInsets.top == 88)
    }

    @Test("R3, R7: iPhones hide the status bar in landscape; the nav bar starts at y = 0 (X: 32 tall)")
    func landscapeNoStatusBar() throws {
        let l = try layout("orientation: landscapeRight\nnavigation: {}")
        #expect(l.view(named: "statusBar") == nil)
        #expect(try l.required("navigationBar").frame == rect(0, 0, 812, 32))
        #expect(try l.required("viewController.view").safeAreaInsets == insets(32, 44, 21, 44))
    }

    @Test("R3: iPads keep the status bar in landscape (24 + nav 50 = 74)")
    func iPadLandscape() throws {
        let l = try layout("device: ipad-pro-11\nios: 17\norientation: landscapeLeft\nnavigation: {}")
        #expect(l.screen.size == Size(width: 1194, height: 834))
        #expect(try l.required("viewController.view").safeAreaInsets == insets(74, 0, 20, 0))
    }

    @Test("R8: iPad tab bar with a home indicator is 45 + 20 = 65")
    func iPadTabBar() throws {
        #expect(try layout("device: ipad-pro-11\nios: 17\ntabBar: {}").required("tabBar").frame == rect(0, 1194 - 65, 834, 65))
    }

    @Test("R8: iPhone X toolbar 44 + 34 = 78 at the bottom; on a tab bar it is 44 at y = 729 - 44")
    func toolbar() throws {
        #expect(try layout("navigation: {toolbar: translucent}").required("toolbar").frame == rect(0, 734, 375, 78))
        let both = try layout("tabBar: {}\nnavigation: {toolbar: translucent}")
        #expect(try both.required("toolbar").frame == rect(0, 685, 375, 44))
        #expect(try both.required("viewController.view").safeAreaInsets.bottom == 127, "812 - 685")
    }

    @Test("R10: edges none stops the view at both bars: y 88 to 729")
    func edgesNone() throws {
        let v = try layout("tabBar: {}\nnavigation: {}\ncontroller: {edgesForExtendedLayout: none}").required("viewController.view")
        #expect(v.frame == rect(0, 88, 375, 641))
        #expect(v.safeAreaInsets == .zero)
    }

    @Test("R10: extendedLayoutIncludesOpaqueBars puts the view under opaque bars again")
    func includesOpaqueBars() throws {
        let v = try layout("tabBar: {style: opaque}\nnavigation: {bar: opaque}\ncontroller: {extendedLayoutIncludesOpaqueBars: true}").required(
            "viewController.view")
        #expect(v.frame == rect(0, 0, 375, 812))
        #expect(v.safeAreaInsets == insets(88, 0, 83, 0))
    }

    @Test("R10: an opaque tab bar ends navigationController.view at its top (729)")
    func opaqueTabBarEndsNavigationView() throws {
        let l = try layout("tabBar: {style: opaque}\nnavigation: {}")
        #expect(try l.required("navigationController.view").frame == rect(0, 0, 375, 729))
        #expect(try l.required("viewController.view").frame == rect(0, 0, 375, 729))
        #expect(try l.required("viewController.view").safeAreaInsets == insets(88, 0, 0, 0))
    }

    @Test("R10: the window's root view controller ignores edgesForExtendedLayout")
    func rootIgnoresEdges() throws {
        #expect(try layout("controller: {edgesForExtendedLayout: none}").required("viewController.view").frame == rect(0, 0, 375, 812))
    }

    @Test("R13: a sum below zero is clamped to 0")
    func additionalClamped() throws {
        #expect(
            try layout("controller: {additionalSafeAreaInsets: {top: -100, left: 10}}").required("viewController.view").safeAreaInsets == insets(0, 10, 34, 0))
    }

    @Test("R13: additionalSafeAreaInsets are inherited by subviews through the overlap rule")
    func additionalInherited() throws {
        let l = try layout("controller: {additionalSafeAreaInsets: {top: 10}}\nviews: [{name: v, frame: {x: 0, y: 20, width: 375, height: 100}}]")
        #expect(try l.required("v").safeAreaInsets == insets(34, 0, 0, 0), "band 54 − y 20")
    }

    @Test("R14: large titles show inline in landscape on iPhone (32 on an X)")
    func largeTitlesLandscape() throws {
        #expect(try layout("orientation: landscapeLeft\nnavigation: {prefersLargeTitles: true}").required("navigationBar").frame.height == 32)
    }

    @Test("R14: large titles have no effect below iOS 11")
    func largeTitlesLegacy() throws {
        #expect(try layout("device: iphone-8\nios: 10\nnavigation: {prefersLargeTitles: true}").required("navigationBar").frame.height == 44)
    }

    @Test(
        "R14: the large title collapses as the content scrolls, by as much, down to the inline 44",
        arguments: [
            // scrolled, bar height, safe/adjusted top, contentOffset.y: by hand, the bar's bottom follows the first row
            // (140 − scrolled) until it reaches the inline bar's 88; the offset is always −140 + scrolled.
            (0.0, 96.0, 140.0, -140.0), (20, 76, 120, -120), (52, 44, 88, -88), (100, 44, 88, -40),
        ])
    func largeTitlesCollapse(scrolled: Double, bar: Double, top: Double, offset: Double) throws {
        let yaml = "navigation: {bar: translucent, prefersLargeTitles: true}\nviews: [{name: list, kind: table, rows: 40}]"
        let l = try layout(yaml, offsets: ["list": Point(x: 0, y: scrolled)])
        #expect(try l.required("navigationBar").frame == rect(0, 44, 375, bar))
        #expect(try l.required("viewController.view").safeAreaInsets.top == top)
        let list = try #require(try l.required("list").scroll)
        #expect(list.adjustedContentInset.top == top)
        #expect(list.contentOffset.y == offset)
        #expect(list.restingOffset.y == -140, "scrolling back to the top expands the title again")
    }

    @Test("R14: a large title does not track a scroll view that is not adjusted for it, nor one that is not the content view")
    func largeTitlesUntracked() throws {
        let never = try layout(
            "navigation: {prefersLargeTitles: true}\nviews: [{name: list, kind: table, rows: 40, contentInsetAdjustmentBehavior: never}]",
            offsets: ["list": Point(x: 0, y: 100)])
        #expect(try never.required("navigationBar").frame.height == 96)
        let second = try layout(
            "navigation: {prefersLargeTitles: true}\nviews: [{name: v}, {name: list, kind: table, rows: 40}]",
            offsets: ["list": Point(x: 0, y: 100)])
        #expect(try second.required("navigationBar").frame.height == 96)
    }

    @Test("R15: a subview half inside the top band gets the part it overlaps (88 − 50 = 38)")
    func partialOverlap() throws {
        let l = try layout("navigation: {}\nviews: [{name: v, frame: {x: 0, y: 50, width: 375, height: 100}}]")
        #expect(try l.required("v").safeAreaInsets == insets(38, 0, 0, 0))
    }

    @Test("R16-R17: a scroll view does not pass down the insets it absorbs")
    func scrollAbsorbs() throws {
        let l = try layout(
            "navigation: {}\nviews: [{name: s, kind: scroll, contentSize: {width: 375, height: 2000}, subviews: [{name: c, frame: {x: 0, y: 0, width: 375, height: 100}}]}]"
        )
        #expect(try l.required("c").safeAreaInsets == .zero)
        let never = try layout(
            "navigation: {}\nviews: [{name: s, kind: scroll, contentInsetAdjustmentBehavior: never, subviews: [{name: c, frame: {x: 0, y: 0, width: 375, height: 100}}]}]"
        )
        #expect(try never.required("c").safeAreaInsets == insets(88, 0, 0, 0), "with never it propagates like a plain view")
    }

    @Test("R17: subviews of a scroll view sit in content coordinates: window y = y − contentOffset.y")
    func contentCoordinates() throws {
        let l = try layout(
            "navigation: {}\nviews: [{name: s, kind: scroll, contentSize: {width: 375, height: 2000}, subviews: [{name: c, frame: {x: 0, y: 10, width: 375, height: 100}}]}]"
        )
        #expect(try l.required("c").windowFrame == rect(0, 98, 375, 100), "10 − (−88)")
    }

    @Test("R19: never adjusts nothing; always adjusts all four edges (landscape: 44 sides)")
    func neverAndAlways() throws {
        let never = try layout("views: [{name: t, kind: table, rows: 40, contentInsetAdjustmentBehavior: never}]")
        #expect(try never.required("t").scroll?.adjustedContentInset == .zero)
        let always = try layout("orientation: landscapeLeft\nviews: [{name: t, kind: table, rows: 40, contentInsetAdjustmentBehavior: always}]")
        #expect(try always.required("t").scroll?.adjustedContentInset == insets(0, 44, 21, 44))
    }

    @Test("R19: scrollableAxes adjusts only a scrollable axis (a short scroll view adjusts nothing)")
    func scrollableAxes() throws {
        let short = try layout("views: [{name: s, kind: scroll, contentSize: {width: 375, height: 100}, contentInsetAdjustmentBehavior: scrollableAxes}]")
        #expect(try short.required("s").scroll?.adjustedContentInset == .zero)
        let tall = try layout("views: [{name: s, kind: scroll, contentSize: {width: 375, height: 2000}, contentInsetAdjustmentBehavior: scrollableAxes}]")
        #expect(try tall.required("s").scroll?.adjustedContentInset == insets(44, 0, 34, 0))
        let equal = try layout("views: [{name: s, kind: scroll, contentSize: {width: 375, height: 812}, contentInsetAdjustmentBehavior: scrollableAxes}]")
        #expect(try equal.required("s").scroll?.adjustedContentInset == .zero, "strictly greater than the bounds")
        let bounce = try layout("views: [{name: s, kind: scroll, alwaysBounceVertical: true, contentInsetAdjustmentBehavior: scrollableAxes}]")
        #expect(try bounce.required("s").scroll?.adjustedContentInset == insets(44, 0, 34, 0))
        let disabled = try layout(
            "views: [{name: s, kind: scroll, isScrollEnabled: false, contentSize: {width: 375, height: 2000}, contentInsetAdjustmentBehavior: scrollableAxes}]")
        #expect(try disabled.required("s").scroll?.adjustedContentInset == .zero)
    }

    @Test("R19: a short table is vertically scrollable through alwaysBounceVertical (default true)")
    func shortTable() throws {
        let l = try layout("views: [{name: t, kind: table, rows: 2, contentInsetAdjustmentBehavior: scrollableAxes}]")
        #expect(try l.required("t").scroll?.adjustedContentInset == insets(44, 0, 34, 0))
        let off = try layout("views: [{name: t, kind: table, rows: 2, alwaysBounceVertical: false, contentInsetAdjustmentBehavior: scrollableAxes}]")
        #expect(try off.required("t").scroll?.adjustedContentInset == .zero)
    }

    @Test("R20: automatic adjusts top and bottom of a nav controller's content scroll view even when short")
    func automaticInNavigation() throws {
        let l = try layout("navigation: {}\nviews: [{name: s, kind: scroll, contentSize: {width: 375, height: 10}}]")
        #expect(try l.required("s").scroll?.adjustedContentInset == insets(88, 0, 34, 0))
        let off = try layout(
            "navigation: {}\ncontroller: {automaticallyAdjustsScrollViewInsets: false}\nviews: [{name: s, kind: scroll, contentSize: {width: 375, height: 10}}]"
        )
        #expect(try off.required("s").scroll?.adjustedContentInset == .zero)
        let second = try layout("navigation: {}\nviews: [{name: bg}, {name: s, kind: scroll, contentSize: {width: 375, height: 10}}]")
        #expect(try second.required("s").scroll?.adjustedContentInset == .zero, "only views[0] is the content view")
    }

    @Test("R20: the controller's root view as a table is the content view")
    func rootTable() throws {
        let v = try layout("navigation: {}\ncontroller: {view: {kind: table, rows: 20}}").required("viewController.view")
        #expect(v.kind == .table)
        #expect(v.scroll?.adjustedContentInset == insets(88, 0, 34, 0))
    }

    @Test("R25: root views get 16 in compact width, 20 in regular; plain views 8 (+ safe area, R26)")
    func margins() throws {
        let l = try layout("navigation: {}\nviews: [{name: v, frame: {x: 0, y: 200, width: 375, height: 100}}]")
        #expect(try l.required("viewController.view").layoutMargins == insets(88, 16, 34, 16))
        #expect(try l.required("v").layoutMargins == insets(8, 8, 8, 8))
        let regular = try layout("device: iphone-xs-max\norientation: landscapeLeft")
        #expect(try regular.required("viewController.view").layoutMargins == insets(0, 64, 21, 64), "44 + 20")
        let custom = try layout("controller: {directionalLayoutMargins: {top: 4, leading: 10, bottom: 0, trailing: 30}}")
        #expect(try custom.required("viewController.view").layoutMargins == insets(48, 16, 34, 30), "10 floored to 16")
    }

    @Test(
        "R25 in compact width: 16 on screens under 400 pt wide in portrait, 20 from 400 (Xcode's canvases: 16 at 375/390/393, 20 at 414/430); an iPhone X in landscape keeps 16"
    )
    func compactMarginsByScreenWidth() throws {
        // Side margin of the root view in portrait, worked out from the rule, by screen width.
        for (device, width, side) in [
            ("iphone-8", 375.0, 16.0), ("iphone-12", 390, 16), ("iphone-14-pro", 393, 16),
            ("iphone-11", 414, 20), ("iphone-8-plus", 414, 20), ("iphone-15-pro-max", 430, 20),
        ] {
            let l = try layout("device: \(device)")
            let root = try l.required("viewController.view")
            #expect(l.scene.device.portraitSize.width == width, "\(device)")
            #expect(
                root.layoutMargins.left == root.safeAreaInsets.left + side && root.layoutMargins.right == root.safeAreaInsets.right + side,
                "\(device): \(root.layoutMargins)")
        }
        // Landscape X: compact width, 375 wide in portrait: 44 + 16 (the corpus stores 60).
        let landscape = try layout("device: iphone-x\norientation: landscapeLeft")
        #expect(try landscape.required("viewController.view").layoutMargins == insets(0, 60, 21, 60))
        // The cut by width came with iOS 9 (Xcode 6's 600-wide canvases store 16, Xcode 7's 20):
        // a 414-wide phone on iOS 8 has 16, on iOS 9 20 (below a 20-pt status bar on both).
        for (ios, side) in [(8, 16.0), (9, 20.0)] {
            let l = try layout("device: {name: Wide, idiom: phone, width: 414, height: 736, scale: 3, insets: {portrait: {top: 20}}}\nios: \(ios)")
            #expect(try l.required("viewController.view").layoutMargins.left == side, "iOS \(ios)")
        }
    }

    @Test("Frames: safeArea, margins and pins resolve against the superview")
    func frames() throws {
        let l = try layout(
            """
            navigation: {}
            views:
              - {name: a, frame: safeArea}
              - {name: b, frame: margins}
              - {name: c, frame: {top: {to: safeArea, constant: 8}, leading: margins, trailing: margins, height: 44}}
              - {name: d, frame: {bottom: safeArea, height: 50}}
            """)
        #expect(try l.required("a").frame == rect(0, 88, 375, 690))
        #expect(try l.required("b").frame == rect(16, 88, 343, 690))
        #expect(try l.required("c").frame == rect(16, 96, 343, 44))
        #expect(try l.required("d").frame == rect(0, 728, 375, 50), "812 − 34 − 50")
    }

    @Test("R6b: a pairing no device shipped is laid out with a warning; R4: assumed status bars say so")
    func notes() throws {
        let l = try layout("ios: 26")
        #expect(l.warnings == ["iPhone X never ran iOS 26 (it runs iOS 11 to 16); laid out anyway with the rules of iOS 26 (R6b)"])
        #expect((try layout("ios: 16")).warnings.isEmpty)
        let e = try layout("device: iphone-16e\nnavigation: {}")
        #expect(try e.required("navigationBar").frame.minY == 47)
        #expect(e.notes.contains { $0.text.contains("status bar height") && $0.confidence == .low })
        let pro = try layout("device: iphone-16-pro\nios: 18\nnavigation: {}")
        #expect(close(try pro.required("viewController.view").safeAreaInsets.top, 161.0 / 3 + 44), "53.67 + 44 = 97.67 > 62")
    }

    @Test("Explanations carry the words and numbers of SPEC's example")
    func explanationWording() throws {
        let v = try layout("navigation: {}").required("viewController.view")
        let text = try #require(v.explanation("safeAreaInsets.top")).description
        #expect(text.contains("88 = status bar 44 + navigation bar 44"))
        #expect(text.contains("translucent") && text.contains("edgesForExtendedLayout"))
    }
}
