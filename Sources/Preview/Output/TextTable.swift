/// A plain-text table of a layout's views: the compact inspector of `render` and the first run.
public enum TextTable {
    /// One row per view: name (indented by depth), frame, safeAreaInsets, and for scroll views
    /// adjustedContentInset and contentOffset.
    /// What `render` shows beside the mock: the numbers that teach the safe area.
    public static let besideMock = ["frame", "safeAreaInsets", "adjustedContentInset", "contentOffset"]
    /// The rest of a view's numbers (`LayoutView.numberKeys`), under the mock.
    public static let underMock = LayoutView.numberKeys.filter { !besideMock.contains($0) }

    /// A row per view, indented under its superview, with the numbers named by `keys`, as lines;
    /// a column no view has is left out.
    public static func viewLines(_ layout: Layout, keys: [String] = besideMock) -> [String] {
        lines(viewRows(layout, keys: keys))
    }

    private static func viewRows(_ layout: Layout, keys: [String]) -> [[String]] {
        var depth: [String: Int] = [:]
        var rows: [[String]] = [["view"] + keys]
        for v in layout.views {
            let d = v.parent.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
            depth[v.name] = d
            rows.append([String(repeating: "  ", count: d) + v.name] + keys.map { v.number($0) ?? "" })
        }
        return rows
    }

    /// The same numbers stacked, for a page too narrow for the table: each view's name, then
    /// one indented line per number, none ever cut (a line wider than `width` wraps at spaces).
    public static func viewsStacked(_ layout: Layout, keys: [String] = besideMock, width: Int) -> [String] {
        var out: [String] = []
        for v in layout.views {
            let depth = String(repeating: "  ", count: depth(of: v, in: layout))
            let numbers = v.numbers.filter { keys.contains($0.key) }
            guard !numbers.isEmpty else { continue }
            out.append(depth + v.name)
            for (key, value) in numbers {
                for (i, line) in TextWrap.lines(key + " " + value, max(10, width - depth.count - 2)).enumerated() {
                    out.append(depth + (i == 0 ? "  " : "    ") + line)
                }
            }
        }
        // On a page narrower than the indentation, lines lose it and wrap at the width.
        return out.flatMap { line in
            TerminalWidth.of(line) <= width ? [line] : TextWrap.lines(String(line.drop { $0 == " " }), max(1, width))
        }
    }

    private static func depth(of v: LayoutView, in layout: Layout) -> Int {
        var d = 0, parent = v.parent
        while let name = parent, d < 64 {
            d += 1
            parent = layout.view(named: name)?.parent
        }
        return d
    }

    /// Columns padded to their widest cell, two spaces apart, with a rule under the header.
    public static func format(_ rows: [[String]]) -> String {
        rows.isEmpty ? "" : lines(rows).joined(separator: "\n") + "\n"
    }

    /// `format`'s lines.
    public static func lines(_ rows: [[String]]) -> [String] {
        guard let header = rows.first else { return [] }
        var widths = Array(repeating: 0, count: header.count)
        for row in rows {
            for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], TerminalWidth.of(cell)) }
        }
        // Drop columns that are empty in every row but the header.
        let keep = widths.indices.filter { i in rows.dropFirst().contains { i < $0.count && !$0[i].isEmpty } || rows.count == 1 }
        func line(_ row: [String]) -> String {
            keep.map { i in
                let cell = i < row.count ? row[i] : ""
                return cell + String(repeating: " ", count: widths[i] - TerminalWidth.of(cell))
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        var out = [line(header), keep.map { String(repeating: "-", count: widths[$0]) }.joined(separator: "  ")]
        out += rows.dropFirst().map(line)
        return out
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
