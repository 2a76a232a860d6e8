import Geometry

/// `layoutpreview compare`: two layouts side by side, then every number that differs.
public enum Comparison {
    public struct Difference: Equatable, Sendable {
        public var view: String
        public var property: String
        public var a: String
        public var b: String
    }

    /// Every number that differs between `a` and `b`, view by view in `a`'s order (then views
    /// only `b` has); a view in one layout only is `present` / `absent`.
    public static func differences(_ a: Layout, _ b: Layout) -> [Difference] {
        var out: [Difference] = []
        let names = a.views.map(\.name) + b.views.map(\.name).filter { a.view(named: $0) == nil }
        for name in names {
            switch (a.view(named: name), b.view(named: name)) {
            case (let x?, let y?):
                let left = properties(x)
                let right = properties(y)
                for (l, r) in zip(left, right) where l.1 != r.1 {
                    out.append(Difference(view: name, property: l.0, a: l.1, b: r.1))
                }
                if left.count != right.count {
                    out.append(Difference(view: name, property: "scroll view", a: x.scroll == nil ? "no" : "yes", b: y.scroll == nil ? "no" : "yes"))
                }
            case (_?, nil): out.append(Difference(view: name, property: "view", a: "present", b: "absent"))
            case (nil, _?): out.append(Difference(view: name, property: "view", a: "absent", b: "present"))
            case (nil, nil): break
            }
        }
        return out
    }

    /// The view's numbers in SPEC's order, and a bar's translucency after its insets.
    private static func properties(_ v: LayoutView) -> [(String, String)] {
        let numbers = v.numbers.map { ($0.key, $0.value) }
        return Array(numbers.prefix(4)) + (v.translucent.map { [("translucent", String($0))] } ?? []) + numbers.dropFirst(4)
    }

    /// Both mocks side by side under their captions, then the table of differences.
    public static func text(_ a: Layout, _ b: Layout, width: Int, height: Int, markdown: Bool, ascii: Bool) -> String {
        let half = max(8, (width - 3) / 2)
        /// The caption and settings, wrapped rather than cut (no number is cut).
        func caption(_ l: Layout, _ tag: String) -> [String] {
            let s = l.scene
            let behavior = l.firstScrollView?.scroll.map { ", \($0.contentInsetAdjustmentBehavior.rawValue)" } ?? ""
            let settings =
                "nav \(s.navigation?.bar.rawValue ?? "none")\(s.navigation?.prefersLargeTitles == true ? " large" : ""), tab \(s.tabBar?.style.rawValue ?? "none"), edges \(edgeNames(s.controller.edgesForExtendedLayout))\(behavior)"
            return TextWrap.lines("\(tag): \(s.caption)", half)
                + TextWrap.lines(settings, max(1, half - 3)).map { "   " + $0 }
        }
        let captions = (caption(a, "A"), caption(b, "B"))
        // The mocks start on one line.
        let captionHeight = max(captions.0.count, captions.1.count)
        func side(_ l: Layout, _ caption: [String]) -> any Widget {
            Stack([
                Lines(caption + Array(repeating: "", count: captionHeight - caption.count)),
                CanvasWidget(MockRenderer.render(l, columns: half, rows: height, options: MockOptions(ascii: ascii))),
            ])
        }
        let mocks = Row([(.fixed(half), side(a, captions.0)), (.fixed(3), Divider(" │ ")), (.fill, side(b, captions.1))])
        let diffs = differences(a, b)
        // R6b: a side no device could show says so, in every format.
        let warnings = [("A", a), ("B", b)].flatMap { tag, l in l.warnings.map { "warning (\(tag)): \(Sanitized.text($0))" } }
        let summary = diffs.isEmpty ? "No number differs." : "\(diffs.count) number\(diffs.count == 1 ? "" : "s") differ (A → B):"
        if markdown {
            var out =
                Escaping.markdownCodeBlock(PageText.lines(mocks, width: width)) + [""]
                + warnings.flatMap { TextWrap.lines($0, max(1, width)).map(Escaping.markdownText) } + [summary]
            if !diffs.isEmpty {
                out += ["", "| view | property | A | B |", "|---|---|---|---|"]
                out += diffs.map { "| \(Escaping.markdownCode($0.view)) | \($0.property) | \(Escaping.markdownCode($0.a)) | \(Escaping.markdownCode($0.b)) |" }
            }
            let text = out.joined(separator: "\n") + "\n"
            return ascii ? ASCIIFallback.text(text) : text
        }
        let table = TextTable.lines([["view", "property", "A", "", "B"]] + diffs.map { [$0.view, $0.property, $0.a, "→", $0.b] })
        let page = Stack([
            mocks,
            Lines.blank(),
            Lines { width in warnings.flatMap { TextWrap.lines($0, width) } + [summary] },
            Lines { width in
                guard !diffs.isEmpty else { return [] }
                // Wider than the page, each difference on its own lines: a number is never cut.
                if table.allSatisfy({ TerminalWidth.of($0) <= width }) { return [""] + table }
                return [""] + diffs.flatMap { d in [d.view + " " + d.property] + TextWrap.lines("\(d.a) → \(d.b)", max(1, width - 2)).map { "  " + $0 } }
            },
        ])
        return PageText.text(page, width: width, ascii: ascii)
    }

    /// An edge set as the pages and the key bar say it: `all`, `none`, or `top,bottom`.
    static func edgeNames(_ edges: Set<Edge>) -> String { Edge.words(edges).joined(separator: ",") }
}
