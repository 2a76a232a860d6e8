import Foundation
import Preview
import Testing

/// What a newcomer hit (issue 27), each as it would look to them.
struct NewcomerTests {
    /// The rows a mock's labels account for ("Row 3", "Rows 4–5", "4–5", "6").
    func rowsShown(_ lines: [String]) -> [Int] {
        var rows: [Int] = []
        for line in lines {
            guard let match = line.wholeMatch(of: /\s*(?:Rows? )?(\d+)(?:–(\d+))?\s*/) else { continue }
            let a = Int(match.1)!
            let b = match.2.map { Int($0)! } ?? a
            rows += Array(a...b)
        }
        return rows
    }

    @Test(
        "A mock too small to give each row a line still accounts for every row from 0, in order, and row 0 is never under the navigation bar's line",
        arguments: [(40, 12), (60, 16), (80, 24), (120, 40)])
    func everyRowAccountedFor(_ size: (Int, Int)) throws {
        let l = try layout("navigation: {title: Inbox}\nviews: [{name: list, kind: table, rows: 40}]")
        let lines = MockRenderer.render(l, columns: size.0, rows: size.1).lines
        // Inside the device outline: between its two │.
        let body = lines.map { line in
            guard let a = line.firstIndex(of: "│"), let b = line.lastIndex(of: "│"), a < b else { return "" }
            return String(line[line.index(after: a)..<b])
        }
        let shown = rowsShown(body)
        #expect(shown.first == 0 && shown == Array(0..<shown.count), "\(size): \(shown)\n\(lines.joined(separator: "\n"))")
        // At rest the first row starts at y 88, under no bar (R11): its line is below the bar's.
        if let bar = body.firstIndex(where: { $0.contains("Inbox") }), let first = body.firstIndex(where: { rowsShown([$0]).first == 0 }) {
            #expect(first > bar, "\(size)\n\(lines.joined(separator: "\n"))")
        }
    }

    @Test("The corner mask never covers text: a label in the top-left corner keeps every letter")
    func cornerKeepsText() throws {
        // iPhone X, corner radius 39 (devices.json): at the bottom-left, left of the home
        // indicator, the label's first cells lie outside the curve.
        let l = try layout("views: [{name: hello, kind: label, text: Hello world, frame: {x: 0, y: 790, width: 120, height: 22}}]")
        let lines = MockRenderer.render(l, columns: 35, rows: 40).lines
        #expect(lines.contains { $0.contains("Hello world") }, "\(lines.joined(separator: "\n"))")
    }

    @Test("A message longer than the lines it gets ends with …, never cut mid-number")
    func messageEllipsis() throws {
        var s = try AppState(scene: #require(try BundledScenes.scene(named: "default")), sourceName: "default", columns: 60, rows: 16)
        let numbers = (1...40).map { "frame {{0, \($0)}, {375, 812}}" }.joined(separator: "; ")
        s.message = AppState.Message("reload: " + numbers, isError: true)
        let lines = ScreenView.view(s).lines
        let shown = lines.filter { $0.contains("frame {{") || $0.contains("reload:") }
        let last = try #require(shown.last)
        #expect(last.trimmingCharacters(in: .whitespaces).hasSuffix("…"), "\(lines.joined(separator: "\n"))")
    }

    @Test("SVG: a long caption wraps within the picture, and a view's name is not drawn under the status bar's clock")
    func svgCaptionAndNames() throws {
        let l = try layout(
            """
            title: A comment box, an empty state and a stack view toolbar on a phone
            navigation: {title: Comments}
            views: [{name: content, kind: view, frame: fill}]
            """)
        let svg = SVGExport.string(l)
        let widthMatch = try #require(svg.firstMatch(of: /width="([\d.]+)"/))
        let width = try #require(Double(widthMatch.1))
        // Every caption line fits: at most width − 2 × 24 (margins) at 0.6 em of 13 pt a glyph.
        let captions = svg.matches(of: /<text x="0" y="-?[\d.]+" font-size="13" font-weight="bold"[^>]*>([^<]*)<\/text>/).map { String($0.1) }
        #expect(captions.count >= 2, "\(captions)")
        for line in captions { #expect(Double(line.count) * 7.8 <= width - 24, "\(line)") }
        // The clock is at y 28 in the 44-pt status bar (R3); a name under the bars moves below
        // both (44 + 44 = 88).
        let name = try #require(svg.firstMatch(of: /<g id="view-content">.*?<text x="[\d.]+" y="([\d.]+)"/))
        #expect(Double(name.1)! > 88, "\(name.0)")
    }
}
