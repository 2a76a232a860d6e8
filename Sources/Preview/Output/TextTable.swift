/// A plain-text table of a layout's views: the compact inspector of `render` and the first run.
public enum TextTable {
    /// One row per view: name (indented by depth), frame, safeAreaInsets, and for scroll views
    /// adjustedContentInset and contentOffset.
    public static func views(_ layout: Layout) -> String {
        var depth: [String: Int] = [:]
        var rows: [[String]] = [["view", "frame", "safeAreaInsets", "adjustedContentInset", "contentOffset"]]
        for v in layout.views {
            let d = v.parent.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
            depth[v.name] = d
            rows.append([String(repeating: "  ", count: d) + v.name, v.frame.description, v.safeAreaInsets.description,
                         v.scroll?.adjustedContentInset.description ?? "", v.scroll?.contentOffset.description ?? ""])
        }
        return format(rows)
    }

    /// Columns padded to their widest cell, two spaces apart, with a rule under the header.
    public static func format(_ rows: [[String]]) -> String {
        guard let header = rows.first else { return "" }
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
        return out.joined(separator: "\n") + "\n"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
