import Foundation
import Testing

@testable import Preview

/// The mock: the scale, the housing's sides, shading, escape codes, hostile text and widths.
struct RenderTests {
    @Test("Points map to cells by rounding each edge: 1 column = 375/25 = 15 pt, 1 row = 30 pt")
    func pointsToCells() {
        let s = PointScale(screen: Size(width: 375, height: 812), columns: 25, rows: 100)
        #expect(s.pointsPerColumn == 15)
        #expect(s.cells(rect(0, 88, 375, 724)) == CellRect(minX: 0, minY: 3, maxX: 25, maxY: 27), "88/30 = 2.93 → 3; 812/30 = 27.07 → 27")
        // Neighbours share an edge: the nav bar's bottom is the content's top.
        #expect(s.cells(rect(0, 44, 375, 44)).maxY == s.cells(rect(0, 88, 375, 724)).minY)
        let tall = PointScale(screen: Size(width: 375, height: 812), columns: 100, rows: 20)
        #expect(close(tall.pointsPerColumn, 812.0 / 40), "height-bound: 20 rows × 2 × 20.3 pt")
    }

    /// The column range of the housing glyphs on the mock's middle row.
    func housingColumns(_ orientation: String, ascii: Bool = true) throws -> [Int] {
        let canvas = MockRenderer.render(
            try layout("device: iphone-14-pro\norientation: \(orientation)"), columns: 80, rows: 24,
            options: MockOptions(ascii: ascii))
        return (0..<canvas.width).filter { canvas[$0, 12].character == "#" }
    }

    @Test("R5: landscapeLeft puts the housing on the right, landscapeRight on the left")
    func housingSides() throws {
        let left = try housingColumns("landscapeLeft")
        let right = try housingColumns("landscapeRight")
        #expect(!left.isEmpty && !right.isEmpty)
        #expect(try #require(left.min()) > 40, "\(left)")
        #expect(try #require(right.max()) < 40, "\(right)")
    }

    @Test("A home button sits one row past the outline, on the side the device holds it: below in portrait, above upside down, beside in landscape")
    func homeButtonSide() throws {
        // Where the glyph goes, worked out from R5's rotation of a home-button iPhone: the button
        // is at the bottom of the device, which faces up when it is upside down.
        for (orientation, side) in [("portrait", "below"), ("portraitUpsideDown", "above"), ("landscapeLeft", "left"), ("landscapeRight", "right")] {
            for (columns, rows) in [(40, 30), (60, 16), (27, 29)] {
                let l = try layout("device: iphone-8\norientation: \(orientation)")
                let canvas = MockRenderer.render(l, columns: columns, rows: rows, options: MockOptions(ascii: true))
                let lines = CanvasText.plain(canvas).map(Array.init)
                let top = try #require(lines.firstIndex { $0.contains("-") })
                let bottom = try #require(lines.lastIndex { $0.contains("-") })
                let left = try #require(lines[top].firstIndex(of: "+"))
                let right = try #require(lines[top].lastIndex(of: "+"))
                let button = lines.indices.flatMap { row in lines[row].indices.filter { lines[row][$0] == "O" }.map { (row, $0) } }
                try #require(button.count == 1, "\(orientation) at \(columns)x\(rows): one button\n\(lines.map { String($0) }.joined(separator: "\n"))")
                let (row, column) = button[0]
                switch side {
                case "below": #expect(row == bottom + 1, "\(orientation) \(columns)x\(rows)")
                case "above": #expect(row == top - 1, "\(orientation) \(columns)x\(rows)")
                case "left": #expect(column == left - 1, "\(orientation) \(columns)x\(rows)")
                default: #expect(column == right + 1, "\(orientation) \(columns)x\(rows)")
                }
            }
        }
    }

    @Test("A translucent bar frosts what is under it and an opaque bar hides it: no content text under either, and the two differ in plain text")
    func shading() throws {
        let yaml = "navigation: {bar: %@}\nviews: [{name: t, kind: table, rows: 40, contentInsetAdjustmentBehavior: never}]"
        let translucent = MockRenderer.render(try layout(yaml.replacingOccurrences(of: "%@", with: "translucent")), columns: 40, rows: 40)
        let opaque = MockRenderer.render(try layout(yaml.replacingOccurrences(of: "%@", with: "opaque")), columns: 40, rows: 40)
        // Translucent, with `never`, the table starts at y = 0 and row 1 at 44: rows 0 and 1
        // (0-88) lie under the status and navigation bars, whose background reaches up behind
        // the status bar, so the first row seen is Row 2. Opaque, the controller's view starts
        // under the bar (R1, R10), and Row 0 is seen.
        func barRows(_ c: Canvas) -> [Int] { (0..<c.height).filter { y in (0..<c.width).contains { c[$0, y].style.background == .blue } } }
        for (canvas, first) in [(translucent, 2), (opaque, 0)] {
            #expect(!barRows(canvas).isEmpty)
            #expect(barRows(canvas).allSatisfy { !canvas.lines[$0].contains("Row") }, "\(canvas.lines.prefix(6))")
            #expect(!canvas.lines.contains { line in (0..<first).contains { line.contains("Row \($0) ") } }, "\(canvas.lines.prefix(8))")
            #expect(canvas.lines.contains { $0.contains("Row \(first) ") })
        }
        // Plain text alone (characters, no colour): frost on the translucent bar, blank on the opaque one.
        let bar = try #require(barRows(translucent).last)
        #expect(translucent.lines[bar].contains("░"))
        #expect(!opaque.lines[barRows(opaque).last!].contains("░"))
    }

    @Test("Overlays: the safe area and the margins of viewController.view under an opaque bar, on the cells worked out by hand")
    func overlays() throws {
        // 27 columns: 25 inside the outline, 15 pt each; rows are 30 pt; the screen is 27 rows
        // (812/30 = 27.07) centred in 27 inner rows, so the screen's cell (0, 0) is canvas (1, 1).
        let l = try layout("navigation: {bar: opaque}")
        let canvas = MockRenderer.render(l, columns: 27, rows: 29, options: MockOptions(ascii: true, showSafeArea: true, showMargins: true))
        // Safe area {{0, 88}, {375, 690}} (R10, R11: top 0, bottom 34): rows 88/30 → 3 and 778/30 → 26 (exclusive).
        #expect((2..<25).allSatisfy { canvas[$0, 1 + 3].character == "." }, "\(canvas.lines)")
        #expect((2..<25).allSatisfy { canvas[$0, 1 + 25].character == "." })
        #expect(!canvas.lines[1 + 2].contains("."), "the bar's row is outside the safe area")
        // Margins {0, 16, 34, 16} (R25, R26): columns 16/15 → 1 and 359/15 → 24 (exclusive), inside the dashes.
        #expect((5..<25).allSatisfy { canvas[1 + 1, $0].character == "'" && canvas[1 + 23, $0].character == "'" })
    }

    @Test("The home indicator gives way to the tab bar's items when the mock has no row for both")
    func indicatorYields() throws {
        let l = try layout("orientation: landscapeLeft\nnavigation: {}\ntabBar: {items: [Inbox, Search, Profile]}")
        let small = CanvasText.plain(MockRenderer.render(l, columns: 50, rows: 16))
        #expect(small.contains { $0.contains("Inbox") && $0.contains("Search") && $0.contains("Profile") })
        #expect(!small.joined().contains("━"), "21 pt of band is under half a row here")
        let large = CanvasText.plain(MockRenderer.render(l, columns: 200, rows: 60))
        let items = try #require(large.firstIndex { $0.contains("Search") })
        let indicator = try #require(large.firstIndex { $0.contains("━") })
        #expect(indicator > items, "a row of its own below the items")
    }

    @Test("Plain text and NO_COLOR carry no colour; plain text no escape codes at all")
    func escapeCodes() throws {
        let l = try layout("tabBar: {}\nnavigation: {title: Inbox}\nviews: [{name: t, kind: table, rows: 9}]")
        let plain = RenderDocument.text(l, RenderDocument.Options(width: 120, height: 40, format: .text))
        #expect(!plain.contains("\u{1B}"))
        let noColor = RenderDocument.text(l, RenderDocument.Options(width: 120, height: 40, format: .ansi, color: false))
        #expect(!noColor.contains("\u{1B}[0;3") && !noColor.contains(";3") && !noColor.contains(";4"), "no colour codes")
        let ansi = RenderDocument.text(l, RenderDocument.Options(width: 120, height: 40, format: .ansi))
        #expect(ansi.contains("\u{1B}[0;1;37;44m"), "bold white on blue bar text")
    }

    @Test("Hostile scene text never reaches the output as control characters")
    func sanitising() throws {
        let l = try layout(
            "title: \"Evil\\e[2J\\a\"\nnotes: \"clear\\e]0;pwned\\a\\x9b31m\"\nnavigation: {title: \"T\\e[31m\"}\nviews: [{name: l, kind: label, text: \"\\e[5mhi\"}]"
        )
        for format in RenderDocument.Format.allCases {
            let out = RenderDocument.text(l, RenderDocument.Options(width: 100, height: 30, format: format, color: false))
            #expect(!out.unicodeScalars.contains { $0 == "\u{1B}" && format != .ansi }, "\(format)")
            #expect(!out.unicodeScalars.contains { $0 == "\u{7}" || $0 == "\u{9B}" }, "\(format)")
            #expect(!out.contains("\u{1B}[2J") && !out.contains("\u{1B}]0;") && !out.contains("\u{1B}[5m"), "\(format)")
        }
    }

    @Test("No line exceeds --width, from 1x1 to 400x150", arguments: [(1, 1), (5, 3), (20, 10), (40, 12), (80, 24), (120, 40), (200, 60), (400, 150)])
    func widths(_ size: (Int, Int)) throws {
        for name in BundledScenes.files.map(\.name) {
            let l = LayoutEngine.layout(try #require(try BundledScenes.scene(named: name)))
            for ascii in [false, true] {
                let out = RenderDocument.text(l, RenderDocument.Options(width: size.0, height: size.1, mock: MockOptions(ascii: ascii)))
                for line in out.split(separator: "\n") {
                    #expect(line.count <= size.0, "\(name) at \(size): \(line)")
                }
                if ascii { #expect(out.unicodeScalars.allSatisfy { $0.isASCII || $0 == "—" || $0 == "…" }, "\(name)") }
            }
        }
    }

    @Test("Width sweep 40-240: every number the JSON gives is in the page whole, the mock's outline is whole, no line is too wide")
    func numbersNeverCut() throws {
        for name in BundledScenes.files.map(\.name) {
            let l = LayoutEngine.layout(try #require(try BundledScenes.scene(named: name)))
            for width in stride(from: 40, through: 240, by: 10) {
                for height in [16, 40, 80] {
                    let out = RenderDocument.text(l, RenderDocument.Options(width: width, height: height))
                    let lines = out.split(separator: "\n").map(String.init)
                    #expect(lines.allSatisfy { TerminalWidth.of($0) <= width }, "\(name) at \(width)x\(height)")
                    // A value wrapped at its spaces still reads whole once the lines are joined.
                    let joined = lines.map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }.joined(separator: " ")
                    // The header too: its iOS version once lost its number at 40 columns ("iOS").
                    #expect(joined.contains(l.scene.versionLabel + " ") || joined.hasSuffix(l.scene.versionLabel), "\(name) at \(width)x\(height)")
                    // Every number the JSON gives (SPEC's eight), counted here from the layout itself.
                    for v in l.views {
                        var values = [v.frame, v.windowFrame].map(\.description) + [v.safeAreaInsets, v.layoutMargins].map(\.description)
                        if let s = v.scroll {
                            values += [s.contentInset.description, s.adjustedContentInset.description, s.contentOffset.description, s.contentSize.description]
                        }
                        for value in values {
                            #expect(joined.contains(value), "\(name) at \(width)x\(height): \(v.name) \(value)")
                        }
                    }
                    // The outline: one top-left and one top-right corner, on the same line.
                    let top = lines.first { $0.contains("╭") || $0.contains("┌") }
                    #expect(top.map { $0.contains("╮") || $0.contains("┐") } == true, "\(name) at \(width)x\(height)")
                }
            }
        }
    }

    @Test("Compare and matrix wrap captions and stack a wide table instead of cutting a number or passing the page's width, at widths 20 to 120")
    func captionsNeverCut() throws {
        let scene = try #require(try BundledScenes.scene(named: "default"))
        var other = SceneOverrides()
        other.navigationBar = .style(.opaque)
        let a = LayoutEngine.layout(scene)
        let b = LayoutEngine.layout(try other.apply(to: scene))
        let variants = Matrix.variants(scene, .orientations)
        for width in stride(from: 20, through: 120, by: 5) {
            func joined(_ lines: [String]) -> String {
                lines.map { $0.split(separator: " ").joined(separator: " ") }.joined(separator: " ")
            }
            let compare = Comparison.text(a, b, width: width, height: 20, markdown: false, ascii: false).split(separator: "\n").map(String.init)
            // Each side's header holds the version whole (its lines joined, as a reader reads on).
            let mockStart = try #require(compare.firstIndex { $0.contains("╭") })
            let sides = compare[..<mockStart].map { $0.components(separatedBy: " │ ") }
            for side in 0..<2 {
                #expect(joined(sides.map { $0.count > side ? $0[side] : "" }).contains(scene.versionLabel), "compare at \(width): \(compare.prefix(mockStart))")
            }
            // No line wider than the page (at 19 columns and up, room for two 8-column halves and
            // the line between them); every difference's numbers whole, stacked when the table
            // is wider than the page.
            if width >= 19 {
                #expect(compare.allSatisfy { TerminalWidth.of($0) <= width }, "compare at \(width)")
            }
            for d in Comparison.differences(a, b) {
                #expect(joined(compare).contains(d.a) && joined(compare).contains(d.b), "compare at \(width): \(d.view) \(d.property)")
            }
            let matrix = Matrix.text(variants, width: width, cellHeight: 12, ascii: false)
            for v in variants {
                let safe = try #require(v.layout.view(named: "viewController.view")).safeAreaInsets.description
                #expect(joined(matrix).contains("safe " + safe), "matrix at \(width): \(v.label)")
            }
        }
    }

    @Test("Beside the mock, the table starts two columns after its outline, and the mock starts on the page's first row after the header")
    func tableHugsMock() throws {
        let l = LayoutEngine.layout(try #require(try BundledScenes.scene(named: "dynamic-island")))
        for width in [145, 160, 200] {
            let lines = RenderDocument.text(l, RenderDocument.Options(width: width, height: 30)).split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            // Line 0 the header, line 1 blank, line 2 the outline's top with the table's header beside it.
            #expect(lines[2].hasPrefix("╭") && lines[2].contains("╮  view"), "\(width): \(lines[2])")
        }
    }

    @Test("A back button only on a pushed controller: a root controller's bar has none (UIKit), in both designs")
    func backButton() throws {
        for ios in ["18", "26"] {
            let root = LayoutEngine.layout(try SceneLoader.load(text: "ios: \(ios)\ndevice: iphone-17\nnavigation: {title: Inbox}\n", file: "t.yaml"))
            let pushed = LayoutEngine.layout(
                try SceneLoader.load(text: "ios: \(ios)\ndevice: iphone-17\nnavigation: {title: Inbox, pushed: true}\n", file: "t.yaml"))
            let a = MockRenderer.render(root, columns: 40, rows: 30).lines.joined(separator: "\n")
            let b = MockRenderer.render(pushed, columns: 40, rows: 30).lines.joined(separator: "\n")
            #expect(!a.contains("‹") && a.contains("Inbox"), "iOS \(ios): \(a)")
            #expect(b.contains(ios == "26" ? "(‹)" : "‹ Back") && b.contains("Inbox"), "iOS \(ios): \(b)")
            // On a tall mock the bar spans several rows: the back button sits on the title's.
            let tall = MockRenderer.render(pushed, columns: 60, rows: 58).lines
            #expect(tall.contains { $0.contains(ios == "26" ? "(‹)" : "‹ Back") && $0.contains("Inbox") }, "iOS \(ios): \(tall.joined(separator: "\n"))")
        }
    }

    @Test("An iPad with rounded corners whose radius is unknown (iPad 10th generation) is drawn rounded; the home-button iPad 9 square")
    func iPadCorners() throws {
        for (id, rounded) in [("ipad-10", true), ("ipad-9", false)] {
            var scene = Scene()
            scene.deviceChoice = .catalog(try #require(DeviceCatalog.device(id: id)))
            let top = MockRenderer.render(LayoutEngine.layout(scene), columns: 60, rows: 40).lines.first { $0.contains("─") } ?? ""
            #expect(top.contains("╭") == rounded && top.contains("┌") == !rounded, "\(id): \(top)")
        }
    }

    @Test("Overlays never hide text: every word of the mock without them is still there with the safe-area and margins outlines on")
    func overlaysKeepText() throws {
        for name in BundledScenes.files.map(\.name) {
            let l = LayoutEngine.layout(try #require(try BundledScenes.scene(named: name)))
            for selected in ["viewController.view"] + l.views.filter({ $0.scroll != nil }).map(\.name) {
                let plain = MockRenderer.render(l, columns: 44, rows: 40, options: MockOptions(selected: selected)).lines
                let overlaid = MockRenderer.render(l, columns: 44, rows: 40, options: MockOptions(showSafeArea: true, showMargins: true, selected: selected))
                    .lines
                for (a, b) in zip(plain, overlaid) {
                    let words = a.split { !$0.isLetter && !$0.isNumber }
                    #expect(words.allSatisfy { b.contains($0) }, "\(name), \(selected): '\(a)' became '\(b)'")
                }
            }
        }
    }

    @Test("A box's name gives way to subviews on its top edge: no fragments of it between them (┌[Home]T[Find])")
    func boxLabelNoLeak() throws {
        let l = LayoutEngine.layout(
            try SceneLoader.load(
                text: """
                    device: iphone-x
                    views:
                      - name: Toolbox
                        kind: view
                        frame: {x: 0, y: 600, width: 375, height: 100}
                        subviews:
                          - {name: home, kind: button, text: Home, frame: {x: 8, y: 0, width: 90, height: 20}}
                          - {name: find, kind: button, text: Find, frame: {x: 110, y: 0, width: 90, height: 20}}
                          - {name: add, kind: button, text: "+", frame: {x: 300, y: 0, width: 60, height: 20}}
                    """, file: "t.yaml"))
        let lines = MockRenderer.render(l, columns: 44, rows: 40).lines
        let row = try #require(lines.first { $0.contains("[Home]") })
        let rest = row.replacingOccurrences(of: "[Home]", with: "").replacingOccurrences(of: "[Find]", with: "").replacingOccurrences(of: "[+]", with: "")
        #expect(!rest.contains { $0.isLetter }, "\(row)")
    }

    @Test("Golden snapshots of every bundled scene, Unicode and ASCII, at 100x48")
    func snapshots() throws {
        for file in BundledScenes.files {
            let l = LayoutEngine.layout(try #require(try BundledScenes.scene(named: file.name)))
            for ascii in [false, true] {
                let canvas = MockRenderer.render(l, columns: 44, rows: 40, options: MockOptions(ascii: ascii))
                assertSnapshot(canvas.lines.joined(separator: "\n"), named: "\(file.name)\(ascii ? "-ascii" : "")")
            }
        }
    }
}

@Suite struct CellTests {
    @Test("A cell keeps every scalar and every style it is given (one packed integer), and two cells are equal exactly when both are")
    func packing() {
        let colors: [CellColor?] = [nil] + CellColor.allCases
        let scalars: [Unicode.Scalar] = [Cell.wideTail, " ", "A", "─", "收", "\u{10FFFF}"]
        var styles: [CellStyle] = []
        for fg in colors {
            for bg in colors {
                for flags in 0..<8 {
                    styles.append(CellStyle(foreground: fg, background: bg, bold: flags & 1 != 0, dim: flags & 2 != 0, reverse: flags & 4 != 0))
                }
            }
        }
        #expect(styles.count == 9 * 9 * 8)
        for scalar in scalars {
            for style in styles {
                let cell = Cell(character: scalar, style: style)
                #expect(cell.character == scalar && cell.style == style)
            }
        }
        // Equality follows the parts: a different scalar or style is a different cell.
        #expect(Cell(character: "A", style: styles[1]) != Cell(character: "A", style: styles[2]))
        #expect(Cell(character: "A", style: .plain) != Cell(character: "B", style: .plain))
        var cell = Cell(character: "A", style: styles[100])
        cell.character = "收"
        #expect(cell.style == styles[100] && cell.character == "收")
        cell.style = styles[7]
        #expect(cell.style == styles[7] && cell.character == "收")
    }
}

@Suite struct WidgetTests {
    @Test("A row gives fixed columns their width and shares the rest among fill ones (the first takes the remainder); a stack is as tall as its parts")
    func rowsAndStacks() {
        let row = Row([(.fixed(3), Lines(["abc"])), (.fill, Lines(["x", "y"])), (.fixed(2), Lines.blank(0)), (.fill, Lines(["z"]))])
        // 20 columns: 5 fixed, 15 shared by two fills: 7 each, the first 8.
        #expect(row.columns(20).map(\.x) == [0, 3, 11, 13] && row.columns(20).map(\.width) == [3, 8, 2, 7])
        #expect(row.height(width: 20) == 2)
        let page = Stack([Lines.paragraph("one two three"), row, Lines.blank()])
        // "one two three" wraps to two lines at 8 columns; the row is 2 tall; one blank.
        #expect(page.height(width: 8) == 5)
        let lines = PageText.lines(Stack([Lines(["ab"]), row]), width: 20)
        #expect(lines == ["ab", "abcx         z", "   y"])
    }

    @Test("A divider runs down its whole area; a canvas widget is clipped to its area")
    func dividerAndCanvas() {
        var mock = Canvas(width: 6, height: 3)
        mock.fill(CellRect(minX: 0, minY: 0, maxX: 6, maxY: 3), "#")
        let row = Row([(.fixed(4), CanvasWidget(mock)), (.fixed(3), Divider(" | ")), (.fill, Lines(["r"]))])
        #expect(PageText.lines(row, width: 10) == ["#### | r", "#### |", "#### |"])
    }
}
