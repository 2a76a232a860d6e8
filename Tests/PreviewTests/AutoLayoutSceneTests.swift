import Preview
import Testing

/// Scenes placed by constraints (RULES §10), each frame worked out by hand from the rule named.
struct AutoLayoutSceneTests {
    @Test("The source articles' centre button: to the safe area it clears the home indicator, to the superview it does not")
    func centreButton() throws {
        let scene = """
            tabBar: {}
            views:
              - name: right
                kind: button
                constraints: [centerX == superview.centerX, bottom == safeArea.bottom - 8, width == 60, height == width]
              - name: wrong
                kind: button
                constraints: [centerX == superview.centerX, bottom == superview.bottom - 8, width == 60, height == 60]
            """
        let l = try layout(scene)
        // iPhone X, tab bar: safe area bottom = 812 − 83 = 729; the button's bottom 729 − 8 = 721.
        // centerX 187.5 → x = 157.5, on the @3x grid 157.667 (R49: 472.5 px rounds to 473).
        #expect(close(try l.required("right").frame, rect(157.667, 661, 60, 60)))
        // To the superview: bottom 812 − 8 = 804, under the tab bar and the home indicator.
        #expect(close(try l.required("wrong").frame, rect(157.667, 744, 60, 60)))
        let findings = Linter.findings(l, scene: "s").filter { $0.view == "wrong" }.map(\.rule)
        #expect(findings.contains(.homeIndicator))
        #expect(Linter.findings(l, scene: "s").filter { $0.view == "right" }.isEmpty)
    }

    @Test("R42: a required constraint holds; a lower priority gives way; equal-width siblings share the row")
    func priorities() throws {
        let l = try layout(
            """
            views:
              - name: a
                kind: view
                constraints: [leading == margins.leading, top == safeArea.top, height == 44, trailing == b.leading - 8, width == b.width]
              - name: b
                kind: view
                constraints: [trailing == margins.trailing, top == safeArea.top, height == 44, "width == 300 @250"]
            """)
        // Margins 16..359 (R25/R26): a + 8 + b = 343 with a == b → 167.5 each; b's 300 @250 gives way.
        #expect(close(try l.required("a").frame, rect(16, 44, 167.667, 44)), "167.5 on the @3x grid: 16 + 167.5 = 183.5 → 183.667")
        #expect(close(try l.required("b").frame.maxX, 359))
    }

    @Test("R46: a label's intrinsic size holds at 750 against a 250 width; hugging gives way to a required width")
    func intrinsicSizes() throws {
        let l = try layout(
            """
            views:
              - name: big
                kind: label
                text: Hello
                intrinsicContentSize: {width: 120, height: 21}
                constraints: [leading == superview.leading + 20, top == safeArea.top + 10, "width == 50 @250"]
              - name: wide
                kind: label
                intrinsicContentSize: {width: 120, height: 21}
                constraints: [leading == superview.leading, top == safeArea.top + 40, width == 200]
            """)
        // Compression resistance 750 beats the 250 width: 120 wide; height from the intrinsic 21.
        #expect(close(try l.required("big").frame, rect(20, 54, 120, 21)))
        // A required width beats hugging (250): 200.
        #expect(close(try l.required("wide").frame, rect(0, 84, 200, 21)))
    }

    @Test("R50: contradicting required constraints are reported, one is broken, and the layout goes on")
    func conflicts() throws {
        let l = try layout(
            """
            views:
              - name: v
                kind: view
                constraints: [leading == superview.leading, top == superview.top, width == 100, width == 200, height == 10]
            """)
        #expect(try l.required("v").frame.width == 100, "the later one is broken, as UIKit logs")
        #expect(l.warnings.contains { $0.contains("Unable to simultaneously satisfy constraints") && $0.contains("width == 200") })
        let ambiguous = try layout("views:\n  - {name: v, kind: view, constraints: [width == 10, height == 10]}")
        #expect(ambiguous.warnings.contains { $0.contains("Ambiguous layout") && $0.contains("v's x and y") })
        // Between two required bounds and nothing else, any width from 10 to 100 satisfies all.
        let between = try layout(
            "views:\n  - {name: v, kind: view, constraints: [leading == superview.leading, top == superview.top, height == 10, width >= 10, width <= 100]}")
        #expect(between.warnings.contains { $0.contains("v's width is not fixed") }, "\(between.warnings)")
    }

    @Test("A required hugging or compression resistance gives way to explicit constraints, silently, as UIKit's content-size constraints do")
    func requiredIntrinsicYields() throws {
        // openradar 15106765: a view with a required hugging priority and a required width unlike
        // its intrinsic width takes the explicit width, with no "Unable to simultaneously
        // satisfy" log. UIKit adds content-size constraints last, so they are the ones given up.
        // Here `image` (intrinsic 100 tall, compression resistance 1000) sits at the top; `tag`
        // is 20 below the top and 50 tall; `text` must be 30 below both. Both chains fix text's
        // top at 20 + 50 + 30 = 100 only if the image is 70 tall (100 − 30): the explicit
        // constraints win, the image comes out 70, and text is at 100 (not 130).
        let l = try layout(
            """
            views:
              - name: image
                kind: view
                intrinsicContentSize: {width: 100, height: 100}
                compressionResistancePriority: {horizontal: 750, vertical: 1000}
                constraints: [top == superview.top, leading == superview.leading]
              - name: tag
                kind: view
                constraints: [top == superview.top + 20, leading == superview.leading + 120, width == 50, height == 50]
              - name: text
                kind: view
                constraints: [top == image.bottom + 30, top == tag.bottom + 30, leading == superview.leading, width == 100, height == 40]
            """)
        #expect(close(try l.required("image").frame, rect(0, 0, 100, 70)))
        #expect(close(try l.required("text").frame, rect(0, 100, 100, 40)))
        #expect(!l.warnings.contains { $0.contains("Unable to simultaneously satisfy") }, "\(l.warnings)")
        #expect(l.view(named: "image")?.explanation("frame")?.text.contains("required vertical compression resistance given up") == true)
        // The same with required hugging (the radar's case): an explicit width of 150 beats an
        // intrinsic 100 hugged at 1000.
        let hugged = try layout(
            """
            views:
              - name: badge
                kind: label
                text: New
                intrinsicContentSize: {width: 100, height: 20}
                contentHuggingPriority: {horizontal: 1000, vertical: 250}
                constraints: [top == superview.top, leading == superview.leading, width == 150]
            """)
        #expect(close(try hugged.required("badge").frame, rect(0, 0, 150, 20)))
    }

    @Test("A design size is kept on an axis the constraints leave free, and only there, with the ambiguity still said")
    func designSize() throws {
        let l = try layout(
            """
            views:
              - name: free
                kind: view
                designSize: {width: 120, height: 50}
                constraints: [leading == superview.leading + 20, top == superview.top + 100, width == 200]
              - name: between
                kind: view
                designSize: {width: 70, height: 10}
                constraints: [leading == superview.leading, top == superview.top + 300, height == 30, width >= 10, width <= 100]
              - name: outside
                kind: view
                designSize: {width: 150, height: 10}
                constraints: [leading == superview.leading, top == superview.top + 400, height == 30, width >= 10, width <= 100]
            """)
        // free: x, y and width are fixed (20, 100, 200); its height is free (R50), so the 50 it was
        // designed at is kept. The designed width 120 gives way to the required 200.
        #expect(close(try l.required("free").frame, rect(20, 100, 200, 50)))
        #expect(l.warnings.contains { $0.contains("free's height is not fixed") && $0.contains("50") }, "\(l.warnings)")
        #expect(!l.warnings.contains { $0.contains("free's width") }, "\(l.warnings)")
        // between: any width from 10 to 100 holds; the designed 70 is one of them. Its height is 30.
        #expect(close(try l.required("between").frame, rect(0, 300, 70, 30)))
        // outside: the designed 150 is outside 10...100, so the required bound wins: 100.
        #expect(close(try l.required("outside").frame, rect(0, 400, 100, 30)))
    }

    @Test("A design size outranks a stack's spanning fit (50), as Xcode's canvas keeps the width it stored, and gives way to hugging")
    func designSizeAboveSpanningFit() throws {
        let l = try layout(
            """
            views:
              - name: column
                kind: stack
                axis: vertical
                alignment: center
                spacing: 10
                constraints: [top == superview.top + 100, leading == superview.leading + 20]
                subviews:
                  - {name: band, kind: view, designSize: {width: 240, height: 50}, constraints: [height == 50]}
                  - {name: title, kind: label, text: Title, intrinsicContentSize: {width: 100, height: 20}}
              - name: hugged
                kind: label
                text: Short
                intrinsicContentSize: {width: 60, height: 20}
                designSize: {width: 200, height: 20}
                constraints: [top == superview.top + 300, leading == superview.leading + 20, width >= 10]
            """)
        // Nothing fixes band's width: the stack's spanning fit (priority 50) would narrow the
        // stack to its widest other view, title's 100; the 240 band was designed at (51) wins,
        // so the stack is 240 wide and title is centred in it at (240 − 100) / 2 = 70.
        #expect(close(try l.required("column").frame, rect(20, 100, 240, 80)))
        #expect(close(try l.required("band").frame, rect(0, 0, 240, 50)))
        #expect(close(try l.required("title").frame, rect(70, 60, 100, 20)))
        // A label's width is held by its hugging (250) before any design size: 60, not 200.
        #expect(close(try l.required("hugged").frame, rect(20, 300, 60, 20)))
    }

    @Test(
        "A view with no intrinsic size keeps its design size over constraints below priority 51 (a priority-1 content height), as Interface Builder's canvas does"
    )
    func designSizeOverWeakConstraints() throws {
        let content = Self.scrollContent.replacingOccurrences(
            of: "width == s.frameLayout.width]", with: "width == s.frameLayout.width, \"height == s.frameLayout.height + 1 @1\"]")
        #expect(content.contains("+ 1 @1"))
        let l = try layout(
            content
                + """
                        subviews:
                          - name: title
                            kind: label
                            text: Title
                            intrinsicContentSize: {width: 100, height: 20}
                            constraints: [top == superview.top, leading == superview.leading]
                          - name: picture
                            kind: view
                            designSize: {width: 375, height: 50}
                            constraints: [top == title.bottom + 8, leading == superview.leading, trailing == superview.trailing, bottom == superview.bottom]
                """)
        // The picture (a plain view, as an image view whose image code sets) has no intrinsic
        // size: only the content's priority-1 "frame height + 1" fixes its height (the screen's
        // height + 1 − 28). Its design size, 50 at priority 51, wins: the content is 20 + 8 + 50
        // = 78 tall, as the canvas stores it.
        #expect(close(try l.required("picture").frame, rect(0, 28, 375, 50)))
        #expect(close(try l.required("content").frame, rect(0, 0, 375, 78)))
        #expect(l.view(named: "picture")?.explanation("frame")?.text.contains("over any constraint below priority 51") == true)
    }

    @Test("A stack whose arranged views are all hidden aligns none across: each stays at the start; one hidden beside a visible one is aligned")
    func allHiddenUnaligned() throws {
        let l = try layout(
            """
            views:
              - name: empty
                kind: stack
                axis: vertical
                alignment: trailing
                constraints: [top == superview.top + 100, leading == superview.leading, width == 300]
                subviews:
                  - {name: a, kind: label, text: A, hidden: true, intrinsicContentSize: {width: 100, height: 20}}
              - name: mixed
                kind: stack
                axis: vertical
                alignment: trailing
                constraints: [top == superview.top + 300, leading == superview.leading, width == 300]
                subviews:
                  - {name: b, kind: label, text: B, hidden: true, intrinsicContentSize: {width: 100, height: 20}}
                  - {name: c, kind: label, text: C, intrinsicContentSize: {width: 50, height: 20}}
            """)
        // All hidden: a stays at x 0 (its 100 wide), 0 tall along the axis.
        #expect(close(try l.required("a").frame, rect(0, 0, 100, 0)))
        // Beside a visible view: b is trailing-aligned, 300 − 100 = 200; c at 300 − 50 = 250.
        #expect(close(try l.required("b").frame.minX, 200))
        #expect(close(try l.required("c").frame.minX, 250))
    }

    @Test("A horizontal stack aligned by first baselines lines the text up: a 30-pt button beside a 17-pt label stands out above the row")
    func firstBaselineRow() throws {
        // SF's metrics (units per em 2048: ascender 1950, descender 494): a line is 1.1934 × the
        // size tall with its baseline 0.9521 × the size below the line's top, and UILabel and
        // UIButton centre it. The label (17 pt, 20.333 tall): baseline 10.167 − 20.287 / 2 +
        // 16.187 = 16.210 below its top. The button's title (15 pt, the button 30 tall): 15 −
        // 17.900 / 2 + 14.282 = 20.332 below its top. The row's top holds the first view (the
        // label, at 0); the button's baseline meets the label's at 16.210, so its top is at
        // −4.122, on the @3x grid −4; the row's bottom holds both: max(20.333, −4 + 30) = 26.
        let l = try layout(
            """
            views:
              - name: row
                kind: stack
                axis: horizontal
                alignment: firstBaseline
                spacing: 6
                constraints: [top == superview.top + 100, leading == superview.leading + 20]
                subviews:
                  - {name: caption, kind: label, text: Label, intrinsicContentSize: {width: 41, height: 20.333}}
                  - {name: action, kind: button, text: Go, fontSize: 15, intrinsicContentSize: {width: 46, height: 30}}
            """)
        #expect(close(try l.required("caption").frame, rect(0, 0, 41, 20.333)))
        #expect(close(try l.required("action").frame, rect(47, -4, 46, 30)))
        #expect(close(try l.required("row").frame, rect(20, 100, 93, 26)))
    }

    @Test("Only visible arranged views bound a stack across: a taller hidden one overhangs a centred row, and a row of hidden views fits to nothing")
    func hiddenViewsDoNotSpanTheStack() throws {
        // UIKit makes a stack's spanning boundaries for its visible items and its alignment
        // constraints for all of them (kean/Arranged rebuilds UIStackView the same way).
        let l = try layout(
            """
            views:
              - name: row
                kind: stack
                axis: horizontal
                alignment: center
                spacing: 8
                constraints: [top == superview.top + 100, leading == superview.leading + 20]
                subviews:
                  - {name: progress, kind: view, hidden: true, constraints: [width == 16, height == 16]}
                  - {name: caption, kind: label, text: Label, intrinsicContentSize: {width: 31, height: 14}}
              - name: extras
                kind: stack
                axis: horizontal
                constraints: [top == superview.top + 200, leading == superview.leading + 8, width == 300]
                subviews:
                  - {name: field, kind: label, text: Extra, hidden: true, intrinsicContentSize: {width: 60, height: 34}}
            """)
        // row: as tall as its one visible view (14), its hidden 16-pt view centred on it, at
        // (14 − 16) / 2 = −1 in the row. The row no longer grows to 16. (The hidden view keeps
        // its explicit width 16, as the canvas stores it.)
        #expect(close(try l.required("row").frame, rect(20, 100, 31, 14)))
        #expect(close(try l.required("progress").frame, rect(0, -1, 16, 16)))
        #expect(close(try l.required("caption").frame, rect(0, 0, 31, 14)))
        // extras: its only view hidden, nothing bounds it across, so it fits to 0 tall (the
        // spanning fit); the hidden field stays at its top, 34 tall, no width along the axis.
        #expect(close(try l.required("extras").frame, rect(8, 200, 300, 0)))
        #expect(close(try l.required("field").frame, rect(0, 0, 0, 34)))
    }

    /// A scroll view `s` filling the screen whose one subview, `content`, is pinned to its content
    /// guide and as wide as its frame: the rest of `content`'s keys follow, indented as these.
    static let scrollContent = """
        views:
          - name: s
            kind: scroll
            constraints: [top == superview.top, bottom == superview.bottom, leading == superview.leading, trailing == superview.trailing]
            subviews:
              - name: content
                constraints: [top == s.contentLayout.top, bottom == s.contentLayout.bottom, leading == s.contentLayout.leading, trailing == s.contentLayout.trailing, width == s.frameLayout.width]

        """

    @Test("An equal-spacing stack that nothing sizes (a scroll view's content) keeps its gaps at the spacing; one held longer pads them")
    func equalSpacingStackFits() throws {
        let l = try layout(
            Self.scrollContent
                + """
                        kind: stack
                        axis: vertical
                        distribution: equalSpacing
                        spacing: 8
                        subviews:
                          - {name: a, kind: view, constraints: [height == 50]}
                          - {name: b, kind: view, constraints: [height == 30]}
                  - name: held
                    kind: stack
                    axis: vertical
                    distribution: equalSpacing
                    spacing: 8
                    constraints: [top == superview.top + 100, leading == superview.leading, width == 100, height == 300]
                    subviews:
                      - {name: c, kind: view, constraints: [height == 50]}
                      - {name: d, kind: view, constraints: [height == 30]}
                """)
        // 50 + 8 + 30 = 88: the content is as tall as its views and one spacing, not the screen.
        #expect(close(try l.required("content").frame, rect(0, 0, 375, 88)))
        #expect(close(try l.required("b").frame, rect(0, 58, 375, 30)))
        // Held at 300, the one gap takes the rest: d ends at the stack's bottom, 300 − 30 = 270.
        #expect(close(try l.required("d").frame, rect(0, 270, 100, 30)))
    }

    @Test("A scroll view's content that its constraints leave free keeps its design size; the content size follows it, not the frame")
    func designSizeInScrollContent() throws {
        let l = try layout(
            Self.scrollContent
                + """
                        kind: view
                        designSize: {width: 375, height: 300}
                """)
        // Nothing fixes the height (R50): the 300 it was designed at, not the 667-pt frame.
        #expect(close(try l.required("content").frame, rect(0, 0, 375, 300)))
        #expect(l.warnings.contains { $0.contains("content's height is not fixed") }, "\(l.warnings)")
    }

    @Test("A constraint to an ancestor's margin (not the superview's) uses that ancestor's margins as they came out, not UIView's default 8")
    func ancestorMargins() throws {
        let l = try layout(
            """
            views:
              - name: outer
                frame: {x: 0, y: 100, width: 375, height: 200}
                directionalLayoutMargins: {top: 0, leading: 30, bottom: 0, trailing: 30}
                subviews:
                  - name: inner
                    frame: {x: 0, y: 0, width: 375, height: 200}
                    subviews:
                      - name: box
                        kind: view
                        constraints: [leading == outer.leadingMargin, trailing == outer.trailingMargin, top == inner.top, height == 50]
            """)
        // outer's margins are 30 at the sides (its own directionalLayoutMargins): 30 … 345.
        #expect(close(try l.required("box").frame, rect(30, 0, 315, 50)))
    }

    @Test("R44/R26: a view placed by constraints under the housing has its overlap as its safe area, and its margins grow by it")
    func safeAreaOfConstrainedViews() throws {
        let l = try layout(
            """
            device: iphone-x
            ios: 17
            views:
              - name: card
                kind: view
                constraints: [top == superview.top, leading == superview.leading, trailing == superview.trailing, height == 200]
                subviews:
                  - {name: inMargins, kind: view, constraints: [top == superview.topMargin, leading == superview.leadingMargin, width == 10, height == 10]}
                  - {name: inSafeArea, kind: view, constraints: [top == safeArea.top, leading == superview.leading + 100, width == 10, height == 10]}
              - name: plain
                kind: view
                insetsLayoutMarginsFromSafeArea: false
                constraints: [top == superview.top, leading == superview.leading, trailing == superview.trailing, height == 100]
                subviews:
                  - {name: fromBounds, kind: view, constraints: [top == superview.topMargin, leading == superview.leadingMargin, width == 10, height == 10]}
            """)
        // iPhone X, iOS 17, portrait: the top 44 is the notch's band (R2). card (0, 0, 375, 200)
        // overlaps all of it: safe area top 44, margins 44 + 8 = 52 on top, 8 at the sides.
        #expect(close(try l.required("inMargins").frame, rect(8, 52, 10, 10)))
        #expect(close(try l.required("inSafeArea").frame, rect(100, 44, 10, 10)))
        // insetsLayoutMarginsFromSafeArea false: margins from the bounds, 8.
        #expect(close(try l.required("fromBounds").frame, rect(8, 8, 10, 10)))
    }

    @Test("R46: a label with no text has no intrinsic size (UILabel's is zero): in a stack it takes no room")
    func emptyLabel() throws {
        let l = try layout(
            """
            views:
              - name: column
                kind: stack
                axis: vertical
                alignment: leading
                constraints: [top == superview.top + 100, leading == superview.leading + 20]
                subviews:
                  - {name: a, kind: label, text: One, intrinsicContentSize: {width: 40, height: 20}}
                  - {name: empty, kind: label}
                  - {name: b, kind: label, text: Two, intrinsicContentSize: {width: 40, height: 20}}
            """)
        // One at 0, the empty label 0 tall at 20, Two at 20: the column is 40 tall.
        #expect(close(try l.required("empty").frame, rect(0, 20, 0, 0)))
        #expect(close(try l.required("b").frame, rect(0, 20, 40, 20)))
        #expect(close(try l.required("column").frame, rect(20, 100, 40, 40)))
    }

    @Test(
        "R50: a toolbar pinned on three sides takes its height from its content: no ambiguity (a label's hugging and compression resistance both hold its intrinsic height)"
    )
    func toolbarNotAmbiguous() throws {
        // A stack view pinned leading, trailing and bottom, centring a label and a button: the
        // button's intrinsic height (compression resistance 750) sets the stack's (spanning fit,
        // 50), and the label sits at its own intrinsic height in the middle. UIKit reports no
        // ambiguity for it (hasAmbiguousLayout is false: every variable has one optimal value).
        let l = try layout(
            """
            views:
              - name: box
                kind: stack
                axis: horizontal
                alignment: center
                constraints: [leading == superview.leading, trailing == superview.trailing, bottom == safeArea.bottom]
                subviews:
                  - {name: field, kind: label, text: Add a comment}
                  - {name: send, kind: button, text: Send}
            """)
        #expect(!l.warnings.contains { $0.contains("Ambiguous") }, "\(l.warnings)")
        let field = try l.required("field")
        let send = try l.required("send")
        // Centred across: the label's middle on the button's.
        #expect(abs(field.frame.midY - send.frame.midY) < 0.5)
    }

    @Test("R45: on iOS 10 a storyboard's safe-area guide is the controller's layout guides; a xib's is the bounds")
    func legacyGuides() throws {
        let body =
            "navigation: {}\nviews:\n  - {name: header, kind: view, constraints: [top == safeArea.top, leading == superview.leading, trailing == superview.trailing, height == 44]}\n  - {name: pinned, kind: view, frame: {top: safeArea, height: 10}}\n"
        let storyboard = try layout("device: iphone-8\nios: 10\n" + body)
        // The navigation bar's bottom: status bar 20 + bar 44 = 64 (R24, topLayoutGuide).
        #expect(try storyboard.required("header").frame.minY == 64)
        #expect(try storyboard.required("pinned").frame.minY == 64, "frame: safeArea follows R45 too")
        let xib = try layout("device: iphone-8\nios: 10\nsource: xib\n" + body)
        #expect(try xib.required("header").frame.minY == 0, "seed 003: the xib's guide is the screen top, under the bars")
        let modern = try layout("device: iphone-8\nios: 16\nsource: xib\n" + body)
        #expect(try modern.required("header").frame.minY == 64, "from iOS 11 the guide is the safe area, xib or not")
    }

    @Test("A constraint to a view laid out later (a later sibling's subview) is solved, in a second pass, as UIKit solves the window at once")
    func laterView() throws {
        let yaml = """
            device: iphone-x
            ios: 16
            views:
              - {name: c, constraints: [top == b.bottom + 8, leading == superview.leading + 20, width == 100, height == 30]}
              - name: a
                frame: {x: 0, y: 100, width: 375, height: 200}
                subviews:
                  - {name: b, constraints: [top == superview.top + 50, leading == superview.leading, width == 10, height == 40]}
            """
        let l = LayoutEngine.layout(try SceneLoader.load(text: yaml, file: "t.yaml"))
        // By hand: a at y 100; b 50 below a's top, 40 tall, so its bottom is 190 in the window
        // (and in viewController.view, which fills the screen without bars); c 8 below: y 198.
        #expect(l.view(named: "b")?.windowFrame == Rect(x: 0, y: 150, width: 10, height: 40))
        #expect(l.view(named: "c")?.frame == Rect(x: 20, y: 198, width: 100, height: 30))
        #expect(l.warnings.isEmpty, "\(l.warnings)")
    }

    @Test("Constraints across levels that chase each other settle nowhere: the layout stops after its passes and says so")
    func unsettled() throws {
        // b sits on c's bottom and c on b's: each pass moves both 38 pt down.
        let yaml = """
            device: iphone-x
            ios: 16
            views:
              - {name: c, constraints: [top == b.bottom + 8, leading == superview.leading, width == 100, height == 30]}
              - name: a
                frame: {x: 0, y: 0, width: 375, height: 800}
                subviews:
                  - {name: b, constraints: [top == c.bottom, leading == superview.leading, width == 10, height == 40]}
            """
        let l = LayoutEngine.layout(try SceneLoader.load(text: yaml, file: "t.yaml"))
        #expect(l.warnings.contains { $0.contains("had not settled after \(LayoutEngine.maximumPasses) passes") }, "\(l.warnings)")
    }

    @Test("Bad constraints: file:line:column and what was expected")
    func errors() {
        let cases: [(String, String, String)] = [
            ("views:\n  - {name: a, constraints: [botom == superview.bottom]}\n", "x.yaml:2:29:", "did you mean 'bottom'?"),
            ("views:\n  - name: a\n    constraints:\n      - top == lsit.bottom\n  - {name: list}\n", "x.yaml:4:9:", "unknown view 'lsit'"),
            ("views:\n  - {name: a, constraints: [\"top == superview.top @2000\"]}\n", "x.yaml:2:52:", "from 1 to 1000"),
            ("views:\n  - {name: a, constraints: [top == superview.top * 0]}\n", "x.yaml:2:29:", "multiplier of 0"),
            ("views:\n  - {name: a, frame: fill, constraints: [width == 1]}\n", "x.yaml:2:15:", "takes no frame"),
        ]
        for (yaml, place, message) in cases {
            do {
                _ = try SceneLoader.load(text: yaml, file: "x.yaml")
                Issue.record("accepted: \(yaml)")
            } catch {
                #expect(error.description.hasPrefix(place) && error.description.contains(message), "\(error)")
            }
        }
    }

    @Test("R48: a stack view toolbar, fill equally with spacing, centred across; a hidden item takes no room")
    func stackView() throws {
        let l = try layout(
            """
            views:
              - name: bar
                kind: stack
                distribution: fillEqually
                alignment: center
                spacing: 8
                constraints: [leading == margins.leading, trailing == margins.trailing, bottom == safeArea.bottom, height == 44]
                subviews:
                  - {name: a, kind: view, intrinsicContentSize: {width: 10, height: 30}}
                  - {name: hiddenOne, kind: view, hidden: true}
                  - {name: b, kind: view, intrinsicContentSize: {width: 10, height: 30}}
                  - {name: c, kind: view, intrinsicContentSize: {width: 10, height: 30}}
            """)
        // Margins 16..359: 343 wide; three items and two gaps of 8: (343 − 16) / 3 = 109 each.
        #expect(try l.required("bar").frame == rect(16, 812 - 34 - 44, 343, 44))
        #expect(try l.required("a").frame == rect(0, 7, 109, 30), "centred: (44 − 30) / 2 = 7")
        #expect(try l.required("b").frame == rect(117, 7, 109, 30))
        #expect(try l.required("c").frame == rect(234, 7, 109, 30))
        #expect(try l.required("hiddenOne").frame.width == 0)
        // In the middle of the gap it leaves between a (ends at 109) and b (starts at 117).
        #expect(try l.required("hiddenOne").frame.minX == 113)
    }

    @Test(
        "R48: a hidden arranged label keeps the stack's width (fill) and no height, half a spacing below the view before it, or at the end after the last (Xcode stores 20 and 69 in a stack of 17 + 6 + 46)"
    )
    func hiddenArranged() throws {
        let l = try layout(
            """
            views:
              - name: form
                kind: stack
                axis: vertical
                spacing: 6
                constraints: [top == superview.top + 200, leading == superview.leading + 32, width == 350]
                subviews:
                  - {name: title, kind: label, text: Name, intrinsicContentSize: {width: 40, height: 17}}
                  - {name: error1, kind: label, text: Required, hidden: true}
                  - {name: field, kind: view, intrinsicContentSize: {width: 100, height: 46}}
                  - {name: error2, kind: label, text: Too long, hidden: true}
            """)
        // 17 + 6 + 46 = 69 tall; error1 at 17 + 6 / 2 = 20, error2 at the end, 69.
        #expect(try l.required("form").frame == rect(32, 200, 350, 69))
        #expect(try l.required("error1").frame == rect(0, 20, 350, 0))
        #expect(try l.required("field").frame == rect(0, 23, 350, 46))
        #expect(try l.required("error2").frame == rect(0, 69, 350, 0))
    }

    @Test("R48: fill distribution: the lowest hugging priority stretches; equal spacing keeps gaps equal")
    func stackDistributions() throws {
        let l = try layout(
            """
            views:
              - name: s
                kind: stack
                constraints: [leading == superview.leading, top == safeArea.top, width == 300, height == 40]
                subviews:
                  - {name: title, kind: view, intrinsicContentSize: {width: 100, height: 20}, contentHuggingPriority: {horizontal: 251, vertical: 250}}
                  - {name: field, kind: view, intrinsicContentSize: {width: 50, height: 20}, contentHuggingPriority: {horizontal: 250, vertical: 250}}
              - name: e
                kind: stack
                distribution: equalSpacing
                constraints: [leading == superview.leading, top == safeArea.top + 50, width == 300, height == 40]
                subviews:
                  - {name: x, kind: view, intrinsicContentSize: {width: 40, height: 20}}
                  - {name: y, kind: view, intrinsicContentSize: {width: 60, height: 20}}
                  - {name: z, kind: view, intrinsicContentSize: {width: 80, height: 20}}
            """)
        // The field hugs at 250 < 251: it takes the 150 left over (300 − 100 = 200 wide).
        #expect(try l.required("title").frame == rect(0, 0, 100, 40))
        #expect(try l.required("field").frame == rect(100, 0, 200, 40))
        // 300 − (40 + 60 + 80) = 120 of space in two equal gaps of 60.
        #expect(try l.required("x").frame.minX == 0)
        #expect(try l.required("y").frame.minX == 100)
        #expect(try l.required("z").frame.minX == 220)
    }

    @Test("R47: a frame view follows its mask when the scene is shown on another device")
    func autoresizing() throws {
        let yaml = """
            device: iphone-x
            views:
              - {name: bar, kind: view, frame: {x: 0, y: 0, width: 375, height: 44}, autoresizingMask: [flexibleWidth, flexibleBottomMargin]}
              - {name: corner, kind: view, frame: {x: 315, y: 752, width: 60, height: 60}, autoresizingMask: [flexibleLeftMargin, flexibleTopMargin]}
              - {name: fixed, kind: view, frame: {x: 10, y: 10, width: 20, height: 20}}
              - {name: split, kind: view, frame: {x: 100, y: 0, width: 100, height: 10}, autoresizingMask: [flexibleLeftMargin, flexibleWidth, flexibleRightMargin]}
            """
        let scene = try SceneLoader.load(text: yaml, file: "m.yaml")
        var overrides = SceneOverrides()
        overrides.device = "iphone-17-pro-max"  // 440 × 956: 65 wider, 144 taller than 375 × 812
        let l = LayoutEngine.layout(try overrides.apply(to: scene))
        #expect(try l.required("bar").frame == rect(0, 0, 440, 44), "the width takes all 65; the bottom margin all 144")
        #expect(try l.required("corner").frame == rect(380, 896, 60, 60), "the margins take it: stays in the corner")
        #expect(try l.required("fixed").frame == rect(10, 10, 20, 20), "no mask: it does not resize (SPEC)")
        // Parts 100 | 100 | 175, all flexible: 65 shared in proportion, 65 × 100 / 375 = 17.333 each
        // to the left margin and the width.
        #expect(close(try l.required("split").frame, rect(117.333, 0, 117.333, 10)))
        // On its own device nothing moves.
        #expect(try LayoutEngine.layout(scene).required("split").frame == rect(100, 0, 100, 10))
    }

    @Test("A constraint to a cousin laid out before it, and to an earlier view's safe-area guide")
    func cousins() throws {
        let l = try layout(
            """
            navigation: {}
            views:
              - name: header
                kind: view
                frame: {x: 0, y: 88, width: 375, height: 100}
                subviews:
                  - {name: avatar, kind: view, frame: {x: 16, y: 20, width: 60, height: 60}}
              - name: panel
                kind: view
                frame: {x: 0, y: 300, width: 375, height: 200}
                subviews:
                  - name: badge
                    kind: view
                    constraints: [leading == avatar.leading, top == superview.top + 10, width == 20, height == 20, "centerX == header.safeArea.centerX @250"]
            """)
        // The avatar is at window x 16 (header at 0 + 16); the panel is at x 0, so badge.leading = 16.
        #expect(try l.required("badge").frame == rect(16, 10, 20, 20))
    }

    @Test(
        "R26: a view across the iPhone X's 44-pt top band has margins {52, 8, 8, 8} from its safe area, {8, 8, 8, 8} with insetsLayoutMarginsFromSafeArea false"
    )
    func marginsFromSafeArea() throws {
        let l = try layout(
            """
            device: iphone-x
            views:
              - {name: inset, kind: view, frame: {x: 0, y: 0, width: 375, height: 100}}
              - {name: plain, kind: view, frame: {x: 0, y: 0, width: 375, height: 100}, insetsLayoutMarginsFromSafeArea: false}
              - {name: custom, kind: view, frame: {x: 0, y: 0, width: 375, height: 100}, directionalLayoutMargins: {top: 1, leading: 2, bottom: 3, trailing: 4}}
            """)
        // Each covers the top band: safe area {44, 0, 0, 0}; own margins 8 (R25) or the custom ones.
        #expect(try l.required("inset").layoutMargins == insets(52, 8, 8, 8))
        #expect(try l.required("plain").layoutMargins == insets(8, 8, 8, 8))
        #expect(try l.required("custom").layoutMargins == insets(45, 2, 3, 4))
    }

    @Test("alignmentRectInsets: constraints place the alignment rectangle, the frame reaches 2 pt beyond it at each side")
    func alignmentRect() throws {
        let l = try layout(
            """
            device: iphone-x
            views:
              - name: slider
                kind: view
                alignmentRectInsets: {top: 0, left: 2, bottom: 1, right: 2}
                constraints: [leading == superview.leading + 20, trailing == superview.trailing - 20, top == safeArea.top, height == 30]
            """)
        // Alignment rectangle {20, 44, 335, 30}; the frame {18, 44, 339, 31}.
        #expect(try l.required("slider").frame == rect(18, 44, 339, 31))
    }

    @Test("R27 right to left: leading is the right edge for constraints, pins and directional margins; a horizontal stack starts at the right")
    func rightToLeft() throws {
        let yaml = """
            device: iphone-x
            layoutDirection: rightToLeft
            views:
              - {name: label, kind: label, text: A, constraints: [leading == superview.leading + 16, top == safeArea.top, width == 100, height == 20]}
              - {name: pinned, kind: view, frame: {top: safeArea, leading: {to: superview, constant: 10}, width: 50, height: 10}}
              - name: row
                kind: stack
                axis: horizontal
                constraints: [top == safeArea.top + 100, leading == superview.leading, width == 200, height == 30]
                subviews:
                  - {name: first, kind: view, intrinsicContentSize: {width: 60, height: 30}}
                  - {name: second, kind: view, intrinsicContentSize: {width: 140, height: 30}}
              - {name: box, kind: view, directionalLayoutMargins: {top: 0, leading: 20, bottom: 0, trailing: 4}, frame: {x: 0, y: 300, width: 375, height: 50}}
            """
        let l = try layout(yaml)
        // 375 − 16 − 100 = 259; 375 − 10 − 50 = 315.
        #expect(try l.required("label").frame == rect(259, 44, 100, 20))
        #expect(try l.required("pinned").frame == rect(315, 44, 50, 10))
        // The stack's leading is its right edge (x 175–375); its first view is the rightmost.
        #expect(try l.required("row").frame == rect(175, 144, 200, 30))
        #expect(try l.required("first").frame == rect(140, 0, 60, 30))
        #expect(try l.required("second").frame == rect(0, 0, 140, 30))
        #expect(try l.required("box").layoutMargins == insets(0, 4, 0, 20))
        // Left to right, the same scene mirrors back.
        let ltr = try layout(yaml.replacingOccurrences(of: "layoutDirection: rightToLeft", with: "layoutDirection: leftToRight"))
        #expect(try ltr.required("label").frame == rect(16, 44, 100, 20))
        #expect(try ltr.required("first").frame == rect(0, 0, 60, 30))
    }

    @Test("R43 baselines follow the font: a 17-pt label on a 34-pt label's last baseline sits at 60.333")
    func baselinesFollowFontSize() throws {
        let l = try layout(
            """
            device: iphone-x
            views:
              - {name: big, kind: label, text: Title, fontSize: 34, constraints: [top == safeArea.top, leading == superview.leading + 16]}
              - {name: small, kind: label, text: note, constraints: [lastBaseline == big.lastBaseline, leading == superview.leading + 200]}
            """)
        // The 34-pt estimate is 20.333 × 2 = 40.667 tall. Text is centred: the system font's line
        // is 20.287 tall at 17 pt with the baseline 16.187 below its top (S24), twice that at 34.
        // big's baseline: 44 + 40.667 / 2 − 40.574 / 2 + 32.373 = 76.420; small's top:
        // 76.420 − 16.187 − (20.333 − 20.287) / 2 = 60.21, 60.333 on the @3x grid (R49).
        #expect(close(try l.required("big").frame, rect(16, 44, 85, 40.667)))
        #expect(close(try l.required("small").frame, rect(200, 60.333, 34, 20.333)))
    }

    @Test("R43: a two-line label's first and last baselines are its first and last lines'; a button's is its centred title's")
    func textBaselines() throws {
        let l = try layout(
            """
            device: iphone-x
            views:
              - {name: two, kind: label, text: Two lines, intrinsicContentSize: {width: 100, height: 40.667}, constraints: [top == superview.top + 200, leading == superview.leading]}
              - {name: onFirst, kind: view, constraints: [top == two.firstBaseline, leading == superview.leading + 150, width == 10, height == 10]}
              - {name: onLast, kind: view, constraints: [top == two.lastBaseline, leading == superview.leading + 200, width == 10, height == 10]}
              - {name: button, kind: button, text: Go, fontSize: 15, intrinsicContentSize: {width: 60, height: 30}, constraints: [top == superview.top + 300, leading == superview.leading]}
              - {name: onButton, kind: view, constraints: [top == button.firstBaseline, leading == superview.leading + 150, width == 10, height == 10]}
            """)
        // Two 17-pt lines (40.667 / 20.287 = 2) centred in 40.667: the block starts 0.046 down; the
        // first baseline is 16.187 below that, 200 + 0.046 + 16.187 = 216.233 → 216.333 (@3x);
        // the last one line lower, 236.520 → 236.667.
        #expect(close(try l.required("onFirst").frame.minY, 216.333))
        #expect(close(try l.required("onLast").frame.minY, 236.667))
        // A 15-pt title (line 17.901, ascender 14.282) centred in 30: 300 + 15 − 8.950 + 14.282 =
        // 320.332 → 320.333.
        #expect(close(try l.required("onButton").frame.minY, 320.333))
    }

    @Test("A view without text has its first baseline at its top edge and its last at its bottom (UIView's forFirstBaselineLayout, forLastBaselineLayout)")
    func textlessBaselines() throws {
        let l = try layout(
            """
            views:
              - {name: box, kind: view, constraints: [top == superview.top + 100, leading == superview.leading, width == 50, height == 40]}
              - {name: onFirst, kind: view, constraints: [top == box.firstBaseline, leading == superview.leading + 100, width == 10, height == 10]}
              - {name: onLast, kind: view, constraints: [top == box.lastBaseline, leading == superview.leading + 200, width == 10, height == 10]}
            """)
        // Apple: "If that view does not have a baseline, Auto Layout uses the view's top edge"
        // (first) and "bottom edge" (last): 100 and 100 + 40.
        #expect(close(try l.required("onFirst").frame.minY, 100))
        #expect(close(try l.required("onLast").frame.minY, 140))
    }
}

/// UIKit's `preservesSuperviewLayoutMargins`: "the smallest amount needed to ensure that content
/// is also inside the superview's margins".
struct PreservedMarginTests {
    @Test(
        "A content view flush with the root preserves its 20-pt side margins (iPhone 11: 414 wide, R25): a label pinned to its margins is 20 in, 374 wide; without the flag 8 in, 398 wide"
    )
    func preserved() throws {
        for (preserves, side) in [(true, 20.0), (false, 8.0)] {
            let l = try layout(
                """
                device: iphone-11
                views:
                  - name: content
                    preservesSuperviewLayoutMargins: \(preserves)
                    constraints: [top == superview.top + 100, leading == superview.leading, trailing == superview.trailing, height == 60]
                    subviews:
                      - {name: text, kind: label, text: Hi, constraints: [top == superview.top, leading == superview.leadingMargin, trailing == superview.trailingMargin]}
                """)
            #expect(try l.required("text").frame.minX == side && l.required("text").frame.width == 414 - 2 * side, "preserves \(preserves)")
        }
        // Placed by a frame (not by constraints), the same: the root's 20 reaches 20 − 10 = 10
        // into a view 10 in from its left edge, more than its own 8.
        let framed = try layout(
            """
            device: iphone-11
            views:
              - {name: box, preservesSuperviewLayoutMargins: true, frame: {x: 10, y: 100, width: 394, height: 60}}
            """)
        let margins = try framed.required("box").layoutMargins
        #expect(margins.left == 10 && margins.right == 10 && margins.top == 8, "\(margins)")
    }
}
