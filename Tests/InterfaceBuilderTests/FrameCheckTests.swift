import Geometry
import Preview
import Testing

@testable import InterfaceBuilder

/// Which stored frames the frame check (`bench --interface-builder`) trusts and counts, each on
/// a document written for it (Documents), with the frames worked out by hand.
@Suite struct FrameCheckTests {
    typealias D = Documents

    @Test("Every corpus-shaped document of the tests reproduces its own stored frames (FrameCheck counts them all)")
    func frameCheck() throws {
        let labels =
            D.view("a", "label", frame: (0, 0, 120, 21), attributes: " text=\"First\"")
            + D.view("b", "label", frame: (0, 29, 120, 30), attributes: " text=\"Second\"")
        let stack = D.view("st", "stackView", frame: (16, 40, 120, 59), attributes: " axis=\"vertical\" spacing=\"8\"", inner: "<subviews>\(labels)</subviews>")
        let constraints =
            D.constraint("t", "st", "top", nil, "vc-safe", "top", constant: 20) + D.constraint("l", "st", "leading", nil, "vc-safe", "leading", constant: 16)
        let result = FrameCheck.run(try D.read(D.document(D.controller(subviews: stack, constraints: constraints))))
        #expect(result.compared == 3 && result.matched == 3, "\(result.mismatches)")

        // Each view left out is listed with its reason (`bench --verbose`): one Interface Builder
        // marks misplaced, and a table's cell with its content view and label.
        let cell = """
            <prototypes><tableViewCell id="cell"><rect key="frame" x="0.0" y="28" width="375" height="44"/>
                <tableViewCellContentView key="contentView" id="content"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <subviews><label text="Row" id="row"><rect key="frame" x="16" y="11" width="40" height="21"/></label></subviews>
                </tableViewCellContentView>
            </tableViewCell></prototypes>
            """
        let views =
            D.view("moved", "label", frame: (16, 40, 120, 21), attributes: " text=\"Moved\" misplaced=\"YES\"")
            + D.view("table", "tableView", frame: (0, 100, 375, 400), inner: cell)
        let excluded = FrameCheck.run(try D.read(D.document(D.controller(subviews: views)))).exclusions.map { "\($0.view) \($0.reason.rawValue)" }
        #expect(
            excluded == [
                "moved misplaced", "cell in a table or collection view", "content in a table or collection view", "row in a table or collection view",
            ],
            "\(excluded)")
    }

    @Test(
        "Stored frames that break a stack view's own constraints are not trusted: two buttons a gap apart in a fill stack, a first view off the stack's start")
    func staleArrangement() throws {
        func excluded(_ stacks: String) throws -> [String] {
            FrameCheck.run(try D.read(D.document(D.controller(subviews: stacks)))).exclusions.map(\.view)
        }
        // A vertical fill stack with spacing 0 places each button at the previous one's end: b
        // stored at 40, 12 pt after a's end (28), breaks UIStackView's required spacing.
        let buttons = ["a", "b", "c"].enumerated().map { i, id in
            D.view(id, "button", frame: (0, [0, 40, 68][i], 100, 28), attributes: " buttonType=\"system\"")
        }
        let gapped = D.view(
            "s1", "stackView", frame: (0, 0, 100, 96), attributes: " axis=\"vertical\"", inner: "<subviews>\(buttons.joined())</subviews>")
        #expect(try excluded(gapped) == ["a", "b"])
        // An equal-spacing stack allows any gap of 0 or more; d stored at 4, not at the stack's
        // start (its canvas connection, 0 ± 1).
        let loose = ["d", "e"].enumerated().map { i, id in
            D.view(id, "button", frame: (0, [4, 50][i], 100, 28), attributes: " buttonType=\"system\"")
        }
        let offStart = D.view(
            "s4", "stackView", frame: (0, 0, 100, 78), attributes: " axis=\"vertical\" distribution=\"equalSpacing\"",
            inner: "<subviews>\(loose.joined())</subviews>")
        #expect(try excluded(offStart) == ["d"])
        // Frames as UIStackView arranges them are trusted, with the room it gives them: a
        // switch's alignment rectangle is 2 pt narrower than its frame (a label 24 after 49, not
        // 51), and a stopped activity indicator that hides when stopped keeps its 20 points.
        let row = D.view(
            "s2", "stackView", frame: (0, 200, 149, 31), attributes: " spacing=\"24\"",
            inner:
                "<subviews>\(D.view("sw", "switch", frame: (0, 0, 51, 31)))\(D.view("l", "label", frame: (73, 0, 76, 31), attributes: " text=\"On\""))</subviews>"
        )
        let column = D.view(
            "s3", "stackView", frame: (0, 300, 100, 68), attributes: " axis=\"vertical\" spacing=\"8\"",
            inner: "<subviews>"
                + D.view("spin", "activityIndicatorView", frame: (0, 0, 100, 20), attributes: " hidden=\"YES\" hidesWhenStopped=\"YES\"")
                + D.view("m", "label", frame: (0, 28, 100, 40), attributes: " text=\"M\"") + "</subviews>")
        #expect(try excluded(row + column).isEmpty)
    }

    @Test(
        "A stack whose stored arranged views overlap was edited outside Interface Builder: it and they are left out, the views around it compared at its stored size"
    )
    func editedArrangement() throws {
        // A fill column of buttons 28 tall, stored 56 tall with a button pasted at the second's
        // frame (b and c both at 28): no stack arrangement overlaps views (spacing 0), so those
        // frames were written after the canvas's last layout. Around it, the outer column was
        // laid out with "inner" at 56: the 100-tall image below it at 56 and the column 156
        // tall. Laid out now, inner would be 84 (3 × 28), the image at 84, the column 184.
        let buttons = ["a", "b", "c"].enumerated().map { i, id in
            D.view(id, "button", frame: (0, [0, 28, 28][i], 375, 28), attributes: " buttonType=\"system\"")
        }
        let inner = D.view("inner", "stackView", frame: (0, 0, 375, 56), attributes: " axis=\"vertical\"", inner: "<subviews>\(buttons.joined())</subviews>")
        let image = D.view("image", frame: (0, 56, 375, 100), inner: "<constraints>\(D.constraint("ih", "image", "height", constant: 100))</constraints>")
        let outer = D.view("outer", "stackView", frame: (0, 100, 375, 156), attributes: " axis=\"vertical\"", inner: "<subviews>\(inner)\(image)</subviews>")
        // A row with a spacing of −8 overlaps its squares by design (50 + 50 − 8 = 92): trusted.
        let squares = ["p", "q"].enumerated().map { i, id in
            D.view(
                id, frame: (Double(i) * 42, 0, 50, 50),
                inner: "<constraints>\(D.constraint("\(id)w", id, "width", constant: 50))\(D.constraint("\(id)h", id, "height", constant: 50))</constraints>")
        }
        let row = D.view("row", "stackView", frame: (0, 300, 92, 50), attributes: " spacing=\"-8\"", inner: "<subviews>\(squares.joined())</subviews>")
        let constraints =
            D.constraint("ot", "outer", "top", nil, "vc-root", "top", constant: 100) + D.constraint("ol", "outer", "leading", nil, "vc-root", "leading")
            + D.constraint("or", "vc-root", "trailing", nil, "outer", "trailing") + D.constraint("rt", "row", "top", nil, "vc-root", "top", constant: 300)
            + D.constraint("rl", "row", "leading", nil, "vc-root", "leading")
        let document = D.document(D.controller(subviews: outer + row, constraints: constraints))
        let result = FrameCheck.run(try D.read(document))
        #expect(
            result.exclusions.map { "\($0.view) \($0.reason.rawValue)" }.sorted()
                == ["a", "b", "c", "inner"].map { "\($0) in a stack view whose stored arranged views overlap" })
        #expect(result.compared == 5 && result.matched == 5, "\(result.mismatches)")
        // The layout itself is UIKit's: the column of three buttons 84 tall.
        let layout = try D.layout(document)
        #expect(layout.view(named: "inner")?.frame.height == 84 && layout.view(named: "outer")?.frame.height == 184)
    }

    @Test(
        "A placeholder constraint (Remove at build time) places a view on the canvas, where the check compares it; the app's layout leaves it out and says so")
    func placeholderConstraint() throws {
        // "box" is pinned 40 below the root's top at priority 900 (the app's), and 102 below it
        // by a required placeholder: the canvas lays out both, the required one wins, and stores
        // y 102; the app never has the placeholder, so there the box is at 40.
        let box = D.view("box", frame: (0, 102, 375, 161))
        let constraints =
            D.constraint("top", "box", "top", nil, "vc-root", "top", constant: 40, priority: 900)
            + #"<constraint firstItem="box" firstAttribute="top" secondItem="vc-root" secondAttribute="top" constant="102" placeholder="YES" id="ph"/>"#
            + D.constraint("l", "box", "leading", nil, "vc-root", "leading") + D.constraint("r", "vc-root", "trailing", nil, "box", "trailing")
            + D.constraint("h", "box", "height", constant: 161)
        let document = D.document(D.controller(subviews: box, constraints: constraints))
        let result = FrameCheck.run(try D.read(document))
        #expect(result.compared == 1 && result.matched == 1, "\(result.mismatches)")
        let imported = try D.read(document).scene(nil)
        let layout = LayoutEngine.layout(imported, explaining: .none)
        #expect(layout.view(named: "box")?.frame.minY == 40)
        #expect(imported.notes.contains("1 placeholder constraint is left out (\"Remove at build time\")"), "\(imported.notes)")
    }

    @Test("A view whose stored frame is stale is left out, and its subviews are compared as the canvas laid them out: inside its stored frame")
    func staleContainer() throws {
        // The box is pinned 16 from each side of the 375-wide root (343 wide), but stored 300
        // wide: resized by hand and not updated, so its frame breaks the trailing constraint
        // (stored trailing 316, constraint 359) and is not trusted. The canvas laid its label
        // out in those 300 points: pinned 8 from each side, 284 wide.
        let labels = D.view("fits", "label", frame: (8, 8, 284, 21), attributes: " text=\"Fits\"")
        let inside =
            D.constraint("fl", "fits", "leading", nil, "box", "leading", constant: 8)
            + D.constraint("fr", "box", "trailing", nil, "fits", "trailing", constant: 8)
            + D.constraint("ft", "fits", "top", nil, "box", "top", constant: 8) + D.constraint("fh", "fits", "height", constant: 21)
        let box = D.view(
            "box", frame: (16, 100, 300, 100), inner: "<subviews>\(labels)</subviews><constraints>\(inside)</constraints>")
        let constraints =
            D.constraint("bl", "box", "leading", nil, "vc-root", "leading", constant: 16)
            + D.constraint("br", "vc-root", "trailing", nil, "box", "trailing", constant: 16)
            + D.constraint("bt", "box", "top", nil, "vc-root", "top", constant: 100) + D.constraint("bh", "box", "height", constant: 100)
        let result = FrameCheck.run(try D.read(D.document(D.controller(subviews: box, constraints: constraints))))
        #expect(result.exclusions.map { "\($0.view) \($0.reason.rawValue)" } == ["box in a required constraint its stored frames break"])
        #expect(result.compared == 1 && result.matched == 1, "\(result.mismatches)")
        // The layout itself is UIKit's: the box 343 wide, its label 327 (which the stored 284
        // would not match).
        let layout = try D.layout(D.document(D.controller(subviews: box, constraints: constraints)))
        #expect(layout.view(named: "box")?.frame.width == 343 && layout.view(named: "fits")?.frame.width == 327)
    }

    @Test("Constraints to a portrait safe area's sides are measured on the root's sides, standard spacing to it as 0, a switch by its alignment rectangle")
    func safeAreaSides() throws {
        // In portrait no device insets the safe area at the sides (R1–R3), so the 375-wide
        // root's safe area runs from 0 to 375. "wide" is pinned to both sides but stored 320
        // wide (trailing 320, constraint 375): stale, left out. "std" is pinned to the leading
        // side by the standard spacing, which Xcode stores as 20 and lays out as 0 (stored at
        // 0: trusted). "sw", a switch, is pinned 20 from the trailing side: its alignment
        // rectangle is 49 wide, its stored frame 51 (x 375 − 20 − 49 = 306: trusted).
        let views =
            D.view("wide", frame: (0, 100, 320, 40)) + D.view("std", "label", frame: (0, 160, 100, 21), attributes: " text=\"Std\"")
            + D.view("sw", "switch", frame: (306, 200, 51, 31))
        let constraints =
            D.constraint("wl", "wide", "leading", nil, "vc-safe", "leading") + D.constraint("wr", "vc-safe", "trailing", nil, "wide", "trailing")
            + D.constraint("wt", "wide", "top", nil, "vc-root", "top", constant: 100) + D.constraint("wh", "wide", "height", constant: 40)
            + #"<constraint firstItem="std" firstAttribute="leading" secondItem="vc-safe" secondAttribute="leading" constant="20" symbolic="YES" id="sl"/>"#
            + D.constraint("st", "std", "top", nil, "vc-root", "top", constant: 160)
            + D.constraint("swr", "vc-safe", "trailing", nil, "sw", "trailing", constant: 20)
            + D.constraint("swt", "sw", "top", nil, "vc-root", "top", constant: 200)
        let result = FrameCheck.run(try D.read(D.document(D.controller(subviews: views, constraints: constraints))))
        #expect(result.exclusions.map { "\($0.view) \($0.reason.rawValue)" } == ["wide in a required constraint its stored frames break"])
        #expect(result.compared == 2 && result.matched == 2, "\(result.mismatches)")
        // In landscape the safe area's sides are the device's (47 in on an iPhone 12's canvas,
        // not stored): constraints to them are not measured.
        let landscape = FrameCheck.run(
            try D.read(D.document(D.controller(subviews: views, constraints: constraints, size: (844, 390)), device: "retina6_0", orientation: "landscape")))
        #expect(landscape.exclusions.isEmpty)
    }

    @Test(
        "A view a size-class variation leaves out is not in the design device's hierarchy: not arranged, not checked, and installed where a variation includes it"
    )
    func uninstalledView() throws {
        // Interface Builder keeps a view whose "Installed" box is off for the design device's
        // size classes in the document, with a frame, but not in the hierarchy: the stack
        // arranges the other two (a 0–20, b 28–48 with spacing 8; the stack 48 tall), and the
        // view left out overlaps them where it was last drawn.
        let views =
            D.view("a", frame: (0, 0, 100, 20), inner: "<constraints>\(D.constraint("ah", nil, "height", constant: 20))</constraints>")
            + D.view("gone", frame: (0, 10, 100, 30), inner: "<constraints>\(D.constraint("gh", nil, "height", constant: 30))</constraints>")
            + D.view("b", frame: (0, 28, 100, 20), inner: "<constraints>\(D.constraint("bh", nil, "height", constant: 20))</constraints>")
        let variations = """
            <variation key="default"><mask key="subviews"><exclude reference="gone"/></mask></variation>
            <variation key="heightClass=compact"><mask key="subviews"><include reference="gone"/></mask></variation>
            """
        let stack = D.view(
            "st", "stackView", frame: (16, 40, 100, 48), attributes: " axis=\"vertical\" spacing=\"8\"", inner: "<subviews>\(views)</subviews>\(variations)")
        let pins =
            D.constraint("t", "st", "top", nil, "vc-safe", "top", constant: 20) + D.constraint("l", "st", "leading", nil, "vc-safe", "leading", constant: 16)
            + D.constraint("w", "st", "width", constant: 100)
        let bytes = D.document(D.controller(subviews: stack, constraints: pins))
        let result = FrameCheck.run(try D.read(bytes))
        #expect(result.exclusions.map { "\($0.view) \($0.reason.rawValue)" } == ["gone not installed for the design device's size classes"])
        #expect(result.compared == 3 && result.matched == 3, "\(result.mismatches)")
        // On the iPhone 8 canvas (wC hR) the layout has no `gone`; in landscape (wC hC) the
        // compact-height variation installs it between them: b at 20 + 8 + 30 + 8 = 66.
        let document = try D.read(bytes)
        func named(_ views: [ViewSpec]) -> ViewSpec? { views.lazy.compactMap { $0.name == "gone" ? $0 : named($0.subviews) }.first }
        let gone = try #require(named(try document.scene(nil).views))
        #expect(gone.notInstalled == [SizeClassPair(horizontal: .compact, vertical: .regular), SizeClassPair(horizontal: .regular, vertical: .regular)])
        #expect(LayoutEngine.layout(try document.scene(nil)).view(named: "gone") == nil)
        var landscape = SceneOverrides()
        landscape.orientation = .landscapeLeft
        let turned = LayoutEngine.layout(try landscape.apply(to: try document.scene(nil)))
        #expect(turned.view(named: "gone")?.frame == Rect(x: 0, y: 28, width: 100, height: 30))
        #expect(turned.view(named: "b")?.frame == Rect(x: 0, y: 66, width: 100, height: 20))
    }
}

extension FrameCheckTests {
    @Test("A document naming no device whose frames are all whole points was laid out at 1× (Xcode 6's launch screen template); one storing half points at 2×")
    func wholePointCanvas() throws {
        // Xcode 6's LaunchScreen.xib: a 480 × 480 root, the title 20 in from the leading edge
        // and centred, its centre at a third of the root's height plus 1. Laid out: x 20,
        // width 2 × (240 − 20) = 440; centre y 480/3 + 1 = 161, so y = 161 − 43/2 = 139.5,
        // which a 1× canvas rounds to a whole point: 140 (bottom 182.5 → 183, still 43 tall).
        // The template stores the title 441 wide: within the canvas's pixel, 1 pt.
        func launchScreen(height: Double) -> [UInt8] {
            let title = D.view("title", "label", frame: (20, 140, 441, height), attributes: " text=\"App\"")
            let pins =
                D.constraint("c", "title", "centerY", nil, "root", "bottom", constant: 1, multiplier: "1/3")
                + D.constraint("x", nil, "centerX", nil, "title", "centerX") + D.constraint("l", "title", "leading", nil, "root", "leading", constant: 20)
            let root = """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="480"/>
                    <subviews>\(title)</subviews>
                    <constraints>\(pins)</constraints>
                </view>
                """
            // Documents before Xcode 8 have no <device>.
            return D.document(root, storyboard: false, device: nil, tools: "6214")
        }
        let whole = try D.read(launchScreen(height: 43), file: "LaunchScreen.xib")
        #expect(whole.design.device.scale == 1)
        #expect(LayoutEngine.layout(try whole.scene(nil)).view(named: "title")?.frame == Rect(x: 20, y: 140, width: 440, height: 43))
        let check = FrameCheck.run(whole)
        #expect(check.compared == 1 && check.matched == 1, "\(check.mismatches)")

        // The same canvas storing a half point (a Retina Mac's): laid out at 2×, a 43.5-tall
        // title centred at 161 has y 161 − 21.75 = 139.25, on the half-point grid 139.5; the 441
        // stored is a point off, more than this canvas's half-point pixel.
        let half = try D.read(launchScreen(height: 43.5), file: "LaunchScreen.xib")
        #expect(half.design.device.scale == 2)
        #expect(LayoutEngine.layout(try half.scene(nil)).view(named: "title")?.frame == Rect(x: 20, y: 139.5, width: 440, height: 43.5))
        #expect(FrameCheck.run(half).matched == 0)
    }
}
