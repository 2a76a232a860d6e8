import AutoLayout
import Testing

@testable import Preview

/// Scene text in Chinese, Japanese or with emoji: a wide character takes two columns in every
/// output, as a terminal draws it, so the picture and the tables keep their columns.
struct WideTextTests {
    /// Columns as a UTF-8 terminal counts them, for the text these tests use only: ASCII, box
    /// drawing and the like take 1, CJK ideographs (U+4E00–U+9FFF) and fullwidth punctuation 2.
    func columns(_ line: String) -> Int {
        line.unicodeScalars.reduce(0) { $0 + ((0x4E00...0x9FFF).contains($1.value) || (0xFF00...0xFF60).contains($1.value) ? 2 : 1) }
    }

    let scene = """
        title: 收件箱
        notes: 导航栏是半透明的，所以视图延伸到它下面。
        navigation: {bar: translucent, title: 收件箱}
        views:
          - {name: list, kind: table, rows: 30}
          - {name: hello, kind: label, text: 你好世界, frame: {x: 20, y: 300, width: 200, height: 40}}
        """

    @Test("Terminal widths: CJK and emoji 2, combining marks 0, the rest 1")
    func widths() {
        #expect(TerminalWidth.of("收件箱") == 6)
        #expect(TerminalWidth.of("Row 12") == 6)
        #expect(TerminalWidth.of("e\u{301}") == 1, "e + combining acute is one character, one column")
        #expect(TerminalWidth.of("👍") == 2)
        #expect(TerminalWidth.of("ｶﾅ") == 2 && TerminalWidth.of("ＡＢ") == 4, "halfwidth katakana is narrow, fullwidth Latin wide")
        #expect(TerminalWidth.prefix("收件箱", columns: 5) == "收件", "a wide character that does not fit whole is left out")
    }

    @Test("The mock keeps its outline straight and every line within the width, in text and ANSI")
    func mockColumns() throws {
        let layout = try layout(scene)
        let canvas = MockRenderer.render(layout, columns: 30, rows: 30)
        let lines = CanvasText.plain(canvas)
        let label = try #require(lines.first { $0.contains("你好世界") }, "the label is drawn whole")
        let title = try #require(lines.first { $0.contains("收件箱") })
        let border = try #require(lines.first { $0.contains("╮") })
        #expect(columns(label) == columns(border) && columns(title) == columns(border), "the right edge stays in one column:\n\(lines.joined(separator: "\n"))")
        for width in [20, 40, 100] {
            let page = RenderDocument.text(layout, .init(width: width, height: 30))
            #expect(page.split(separator: "\n").allSatisfy { columns(String($0)) <= width }, "width \(width):\n\(page)")
        }
        let ansi = CanvasText.ansi(canvas, color: false)
        #expect(ansi.contains { $0.contains("你好世界") })
    }

    @Test("Notes without spaces wrap at the width, by columns")
    func wrapping() throws {
        let page = RenderDocument.text(try layout(scene), .init(width: 30, height: 20))
        let notes = page.split(separator: "\n").suffix(2).map(String.init)
        #expect(notes == ["导航栏是半透明的，所以视图延伸", "到它下面。"], "15 wide characters fill 30 columns\n\(page)")
    }

    @Test("Drawing over half of a wide character leaves a space, not a shifted line")
    func overdraw() {
        var canvas = Canvas(width: 6, height: 2)
        canvas.text(0, 0, "你好世")
        canvas.put(3, 0, "|")
        canvas.text(1, 1, "你好世")
        canvas.put(1, 1, "|")
        #expect(canvas.lines == ["你 |世", " | 好"], "世 does not fit whole in the last column of row 1")
        #expect(canvas.lines.allSatisfy { columns($0) <= 6 })

        var source = Canvas(width: 4, height: 1)
        source.text(0, 0, "你好")
        var left = Canvas(width: 4, height: 1)
        var right = Canvas(width: 4, height: 1)
        left.draw(source, atX: -1, y: 0)
        right.text(0, 0, "abcd")
        right.draw(source, atX: 3, y: 0)
        #expect(left.lines == [" 好"], "你 lost its left half to the clipping")
        #expect(right.lines == ["abc"], "你 lost its right half to the clipping")
        var filled = Canvas(width: 6, height: 1)
        filled.text(0, 0, "你好世")
        filled.fill(CellRect(minX: 1, minY: 0, maxX: 5, maxY: 1), "-")
        #expect(filled.lines == [" ----"], "你 and 世 each lost a half to the fill")
    }

    /// The screen paints only what `forEachShown(changedSince:)` visits. Writing those
    /// characters over the previous canvas, as a terminal does (a wide one takes its two
    /// columns), must leave the new canvas, also where wide characters move, split or vanish.
    @Test("Painting only the changed characters over the previous canvas gives the new one: 2,000 random pairs with wide text")
    func changedCellsRebuildTheCanvas() {
        var random = SeededRandom(seed: 2026_11_23)
        let pieces = ["收件", "A", "箱子x", "  ", "👍", "ab", "│", "你好世界", "e\u{301}", "Row 1"]
        func scribble(_ canvas: inout Canvas, _ writes: Int) {
            for _ in 0..<writes {
                let text = (0..<1 + random.below(3)).map { _ in pieces[random.below(pieces.count)] }.joined()
                canvas.text(random.below(canvas.width + 2) - 1, random.below(canvas.height), text, CellStyle(bold: random.below(2) == 0))
            }
        }
        for pair in 0..<2_000 {
            let width = 1 + random.below(24)
            let height = 1 + random.below(4)
            var before = Canvas(width: width, height: height)
            scribble(&before, 1 + random.below(10))
            var after = before
            scribble(&after, random.below(6))
            var terminal = before
            for y in 0..<height {
                after.forEachShown(inRow: y, changedSince: before) { x, character, style, columns in
                    terminal[x, y] = Cell(character: character, style: style)
                    if columns == 2 { terminal[x + 1, y] = Cell(character: Cell.wideTail, style: style) }
                }
            }
            #expect(terminal == after, "pair \(pair): \(after.lines) painted over \(before.lines) shows \(terminal.lines)")
            if terminal != after { return }
        }
    }

    @Test("A scalar TerminalWidth walks as its own character is one by Swift's character breaking, beside a letter and beside itself")
    func ownCharacters() {
        // UAX #29 joins two scalars only for CR LF, Hangul jamo, an extending or spacing mark or
        // joiner after, a prepended mark before, or two regional indicators. "a" + s shows s is
        // no mark or joiner, s + "a" no prepended mark, s + s no jamo or regional indicator.
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let s = Unicode.Scalar(value), TerminalWidth.isOwnCharacter(s) else { continue }
            let alone = String(s)
            #expect(("a" + alone).count == 2 && (alone + "a").count == 2 && (alone + alone).count == 2, "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(
            checked == 0x5F + 0x260 + 0x113 + 0xA6 + (0x2C00 - 0x2010) - 7 - 16 - 48,
            "printable Latin to U+02FF, Greek and Cyrillic to U+052F but their combining marks, U+2010–2BFF but for 71 controls and marks")
    }

    @Test("Text walked by scalars draws and measures as walked by characters: 2,000 random strings")
    func scalarWalk() {
        var random = SeededRandom(seed: 2026_11_24)
        // Each string is drawn as it is (walked by scalars) and with a combining mark after it,
        // which makes the whole string walk by characters; the mark adds nothing to the columns.
        // ⚡ (U+26A1) and ⌚ (U+231A) are emoji shown as emoji: two columns.
        let pieces = ["─", "│", "·", "é", "→", "Ω", "Ж", "…", "▏", "╭╮", "⚠", "★", "⚡", "⌚", "ab", " "]
        for round in 0..<2_000 {
            // Starting at a piece past ASCII (the last two are ASCII), so that the string is not walked as bytes.
            // Ending at a character, not a space, so that the mark joins a character, not a space
            // of its own.
            var text = pieces[random.below(pieces.count - 2)] + (0..<random.below(12)).map { _ in pieces[random.below(pieces.count)] }.joined()
            if text.hasSuffix(" ") { text += "·" }
            let clustered = text + "\u{301}"
            #expect(TerminalWidth.shape(text) == .scalars && TerminalWidth.shape(clustered) == .clusters)
            #expect(TerminalWidth.of(text) == TerminalWidth.of(clustered), "\(round): \(text)")
            let columns = random.below(TerminalWidth.of(text) + 2)
            // The mark joins the last character, so the prefixes differ by it alone.
            let prefix = TerminalWidth.prefix(text, columns: columns)
            let clusteredPrefix = TerminalWidth.prefix(clustered, columns: columns)
            #expect(prefix == clusteredPrefix || prefix + "\u{301}" == clusteredPrefix, "\(round): \(text) in \(columns)")
            // Wrapped, the mark stays on the last line's end.
            let wrapWidth = 1 + random.below(10)
            var wrapped = TextWrap.columns(text, wrapWidth)
            wrapped[wrapped.count - 1] += "\u{301}"
            #expect(wrapped == TextWrap.columns(clustered, wrapWidth), "\(round): \(text) wrapped at \(wrapWidth)")
            let x = random.below(6) - 2
            let width = 1 + random.below(16)
            var walked = Canvas(width: width, height: 1)
            var clusters = Canvas(width: width, height: 1)
            walked.text(x, 0, text)
            clusters.text(x, 0, clustered)
            #expect(walked == clusters, "\(round): \(text) at \(x) in \(width): \(walked.lines) and \(clusters.lines)")
        }
    }

    @Test("--ascii turns a wide character into ?? and keeps the columns")
    func ascii() throws {
        var canvas = Canvas(width: 8, height: 1)
        canvas.text(0, 0, "a你好—b")
        canvas.replaceNonASCII()
        #expect(canvas.lines == ["a????-b"])
        let page = RenderDocument.text(try layout(scene), .init(width: 80, height: 30, mock: MockOptions(ascii: true)))
        #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(page.hasPrefix("?????? - iPhone X"))
    }

    @Test("Three ranges where Python's wcwidth and Unicode's EastAsianWidth agree: U+3248–324F narrow; Khitan, the Tangut Supplement and Kana Extended-B wide")
    func widthRanges() {
        // EastAsianWidth.txt: 3248..324F A (ambiguous: 1); 18B00..18CD5 W; 18D00..18D08 W; 1AFF0..1AFFE W (but 1AFF4, 1AFFC).
        #expect(TerminalWidth.of(Unicode.Scalar(0x3248)!) == 1 && TerminalWidth.of(Unicode.Scalar(0x324F)!) == 1)
        #expect(TerminalWidth.of(Unicode.Scalar(0x3247)!) == 2 && TerminalWidth.of(Unicode.Scalar(0x3250)!) == 2)
        #expect(TerminalWidth.of(Unicode.Scalar(0x18B00)!) == 2 && TerminalWidth.of(Unicode.Scalar(0x18CD5)!) == 2)
        #expect(TerminalWidth.of(Unicode.Scalar(0x18D00)!) == 2 && TerminalWidth.of(Unicode.Scalar(0x18D08)!) == 2)
        #expect(TerminalWidth.of(Unicode.Scalar(0x1AFF0)!) == 2 && TerminalWidth.of(Unicode.Scalar(0x1AFFE)!) == 2)
        #expect(TerminalWidth.of(Unicode.Scalar(0x1AFF4)!) == 1)
    }
}
