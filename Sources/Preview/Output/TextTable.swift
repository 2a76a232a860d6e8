/// A plain-text table of a layout's views: the compact inspector of `render` and the first run.
public enum TextTable {
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
        let depth = depths(layout)
        return [["view"] + keys]
            + layout.views.map { v in
                [String(repeating: "  ", count: depth[v.name] ?? 0) + v.name] + keys.map { v.number($0) ?? "" }
            }
    }

    /// Each view's depth under the window, by name (a layout lists a superview before its subviews).
    private static func depths(_ layout: Layout) -> [String: Int] {
        var depth: [String: Int] = [:]
        for v in layout.views { depth[v.name] = v.parent.flatMap { depth[$0] }.map { $0 + 1 } ?? 0 }
        return depth
    }

    /// The same numbers stacked, for a page too narrow for the table: each view's name, then
    /// one indented line per number, none ever cut (a line wider than `width` wraps at spaces).
    public static func viewsStacked(_ layout: Layout, keys: [String] = besideMock, width: Int) -> [String] {
        var out: [String] = []
        let depths = depths(layout)
        for v in layout.views {
            let depth = String(repeating: "  ", count: depths[v.name] ?? 0)
            let numbers = keys.compactMap { key in v.number(key).map { (key, $0) } }
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

    /// Columns padded to their widest cell, two spaces apart, with a rule under the header.
    /// Given a `width` the table is wider than (a narrow terminal), each row is stacked instead.
    public static func format(_ rows: [[String]], width: Int? = nil) -> String {
        guard !rows.isEmpty else { return "" }
        let table = lines(rows)
        guard let width, table.contains(where: { TerminalWidth.of($0) > width }) else { return table.joined(separator: "\n") + "\n" }
        return stacked(rows, width: width).joined(separator: "\n") + "\n"
    }

    /// Each row as a block, for a page narrower than the table: the first cell, then every other
    /// non-empty cell beside its header, indented; a blank line between blocks. No cell is cut: a
    /// value too long wraps under itself, or, with under 20 columns left for it, under its header.
    public static func stacked(_ rows: [[String]], width: Int) -> [String] {
        guard let header = rows.first else { return [] }
        let width = max(1, width)
        let labelWidth = header.dropFirst().map(TerminalWidth.of).max() ?? 0
        var out: [String] = []
        for row in rows.dropFirst() {
            if !out.isEmpty { out.append("") }
            out += TextWrap.lines(row.first ?? "", width)
            for (label, value) in zip(header.dropFirst(), row.dropFirst()) where !value.isEmpty {
                let column = 2 + labelWidth + 2
                if width - column >= 20 || TerminalWidth.of(value) <= width - column {
                    let wrapped = TextWrap.lines(value, max(1, width - column))
                    out.append("  " + label + String(repeating: " ", count: column - 2 - TerminalWidth.of(label)) + wrapped[0])
                    out += wrapped.dropFirst().map { String(repeating: " ", count: column) + $0 }
                } else {
                    out += TextWrap.lines(label, max(1, width - 2)).map { (width > 2 ? "  " : "") + $0 }
                    out += TextWrap.lines(value, max(1, width - 4)).map { (width > 4 ? "    " : "") + $0 }
                }
            }
        }
        return out
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
