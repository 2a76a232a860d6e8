import Geometry

/// The right-hand panel: every number of the inspected view with where it came from, then the
/// scene's notes.
enum Inspector {
    /// The inspector as a widget of the screen's page: it fills its area, scrolled to fit.
    struct Panel: Widget {
        let state: AppState

        func height(width: Int) -> Int { lines(state, width: width).count }

        func draw(in r: CellRect, on canvas: inout Canvas) {
            for (i, line) in window(state, in: r).enumerated() where i < r.height {
                canvas.text(r.minX, r.minY + i, line.text, line.style, maxX: r.maxX)
            }
        }
    }

    /// What fits `r`: everything, or the header, `inspectorScroll` lines into the body, and a
    /// last line that says what is cut above and below and which keys scroll.
    static func window(_ state: AppState, in r: CellRect) -> [(text: String, style: CellStyle)] {
        let all = lines(state, width: r.width)
        let limit = maxScroll(lineCount: all.count, height: r.height)
        guard limit > 0 else { return Array(all.prefix(max(0, r.height))) }
        let room = r.height - 2
        let body = all.dropFirst()
        let start = min(state.inspectorScroll, limit)
        let above = start
        let below = limit - start
        // The longest wording that fits: a narrow panel keeps the counts and the keys, not half a word.
        let wordings =
            switch (above, below) {
            case (0, _): ["↓ \(below) more lines: ] scrolls the inspector", "↓ \(below) more lines: ] scrolls", "↓ \(below) more: ]"]
            case (_, 0): ["↑ \(above) lines above: [ scrolls back", "↑ \(above) above: [ scrolls back", "↑ \(above) above: ["]
            default:
                [
                    "↑ \(above) above, ↓ \(below) below: [ and ] scroll the inspector", "↑ \(above) above, ↓ \(below) below: [ and ]",
                    "↑ \(above) ↓ \(below): [ ]",
                ]
            }
        let status = wordings.first { TerminalWidth.of($0) <= r.width } ?? wordings[wordings.count - 1]
        return [all[0]] + body.dropFirst(start).prefix(room) + [(status, CellStyle(dim: true))]
    }

    /// How far the body can scroll in `r`: 0 when everything fits.
    static func maxScroll(_ state: AppState, in r: CellRect) -> Int {
        maxScroll(lineCount: lines(state, width: r.width).count, height: r.height)
    }

    /// The body is every line but the header; it gets the rows between the header and the status line.
    private static func maxScroll(lineCount: Int, height: Int) -> Int {
        lineCount > height && height >= 3 ? (lineCount - 1) - (height - 2) : 0
    }

    static func lines(_ state: AppState, width: Int) -> [(text: String, style: CellStyle)] {
        let v = state.inspected
        var out: [(text: String, style: CellStyle)] = []
        // The view's name whole; the Tab hint gives way first, then the parent's name.
        let header = "\(v.name)  (\(v.kind.rawValue), \(v.parent.map { "in \($0)" } ?? "the root"))"
        let fitted = [header + "  Tab: next view", header, "\(v.name)  (\(v.kind.rawValue))"].first { TerminalWidth.of($0) <= width } ?? v.name
        out.append((fitted, CellStyle(bold: true)))
        let labelWidth = 21
        // The view's numbers in SPEC's order, each followed by where it came from.
        for (group, value) in v.numbers {
            if labelWidth + TerminalWidth.of(value) <= width {
                out.append((group.padding(labelWidth) + value, ScreenView.labelStyle))
            } else {
                // A narrow panel would cut the number (812 read as 81): it goes whole on its own lines.
                out.append((group, ScreenView.labelStyle))
                out += TextWrap.lines(value, max(10, width - 2)).map { ("  " + $0, ScreenView.labelStyle) }
            }
            // A constrained view's frame is said by its constraints, listed below it one to a line.
            if group == "frame", !v.constraints.isEmpty {
                out.append(("  Auto Layout, edges rounded to 1/\(PointFormat.string(state.scene.device.scale)) pt (R42, R49), from:", .plain))
            }
            // Each explanation under its number: "safeAreaInsets.top" under "safeAreaInsets".
            let member = group + "."
            for entry in v.explain
            where (entry.key == group || entry.key.hasPrefix(member)) && !isQuietSide(entry.key, v)
                && !(entry.key == "frame" && !v.constraints.isEmpty)
            {
                let key = entry.key == group ? "" : String(entry.key.dropFirst(group.count + 1)) + ": "
                for (i, line) in TextWrap.lines(key + Sanitized.text(entry.explanation.description), max(10, width - 4)).enumerated() {
                    out.append(((i == 0 ? "  " : "    ") + line, .plain))
                }
            }
            // After the frame, its constraints one to a line, each marked held, broken or outranked.
            if group == "frame", !v.constraints.isEmpty {
                for c in v.constraints {
                    let style: CellStyle = c.outcome == .held || c.outcome == .implied ? .plain : CellStyle(bold: true)
                    for (i, line) in TextWrap.lines(Sanitized.text(c.line), max(10, width - 4)).enumerated() {
                        out.append(((i == 0 ? "  " : "    ") + line, style))
                    }
                }
            }
        }
        let notes = state.layout.notes.map { "note: " + $0.description }
        let lesson = state.lesson
        if !notes.isEmpty || !lesson.isEmpty {
            out.append(("", .plain))
            out.append(("Notes", ScreenView.labelStyle))
            for paragraph in notes + lesson where !paragraph.isEmpty {
                out += TextWrap.lines(paragraph, max(10, width)).map { ($0, CellStyle.plain) }
            }
        }
        return out
    }
}

/// A left or right inset of 0 in a portrait-style layout is almost always "nothing covers it";
/// its line is left to `explain` so the inspector keeps room for the numbers that teach.
private func isQuietSide(_ key: String, _ v: LayoutView) -> Bool {
    guard key.hasSuffix(".left") || key.hasSuffix(".right") else { return false }
    let right = key.hasSuffix(".right")
    if key.hasPrefix("safeAreaInsets.") { return (right ? v.safeAreaInsets.right : v.safeAreaInsets.left) == 0 }
    if key.hasPrefix("adjustedContentInset."), let s = v.scroll { return (right ? s.adjustedContentInset.right : s.adjustedContentInset.left) == 0 }
    return false
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
