import Synchronization

/// Text wrapped to a width in terminal columns, as every page and the screen lay out prose.
enum TextWrap {
    /// Words wrapped to `width` columns (a longer word is cut; so is text without spaces, as
    /// Chinese and Japanese are written); runs of spaces between words become one.
    static func lines(_ text: String, _ width: Int) -> [String] {
        let key = WrapKey(text: text, width: width)
        if let lines = wrapped.withLock({ $0[key] }) { return lines }
        let lines = TerminalWidth.shape(text) == .ascii ? ascii(text, width) : columns(text, width)
        wrapped.withLock {
            if $0.count >= 2_048 { $0.removeAll(keepingCapacity: true) }
            $0[key] = lines
        }
        return lines
    }

    private struct WrapKey: Hashable {
        var text: String
        var width: Int
    }

    /// The lines of texts wrapped lately: the screen wraps the same notes and most of the same
    /// explanations again on every key. A pure function's memo, bounded.
    private static let wrapped = Mutex<[WrapKey: [String]]>([:])

    /// `lines` for ASCII text, where a column is a byte: the screen wraps the inspector's lines on
    /// every key, and most of them are ASCII. The same lines as `columns` (tested).
    static func ascii(_ text: String, _ width: Int) -> [String] {
        let bytes = Array(text.utf8)
        let width = max(1, width)
        var lines: [String] = []
        var line: [UInt8] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] != 0x20 else {
                i += 1
                continue
            }
            var end = i
            while end < bytes.count && bytes[end] != 0x20 { end += 1 }
            if line.isEmpty {
                line = Array(bytes[i..<end])
            } else if line.count + 1 + (end - i) <= width {
                line.append(0x20)
                line += bytes[i..<end]
            } else {
                lines.append(String(decoding: line, as: UTF8.self))
                line = Array(bytes[i..<end])
            }
            while line.count > width {
                lines.append(String(decoding: line[..<width], as: UTF8.self))
                line.removeFirst(width)
            }
            i = end
        }
        if !line.isEmpty || lines.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }

    /// `lines` for any text, measuring each character's columns.
    static func columns(_ text: String, _ width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        // Where each scalar is a character of its own, split by scalars: the same words, without
        // finding character boundaries.
        let words =
            TerminalWidth.shape(text) == .scalars ? text.unicodeScalars.split(separator: " ").map(String.init) : text.split(separator: " ").map(String.init)
        for w in words {
            let wordWidth = TerminalWidth.of(w)
            if line.isEmpty {
                (line, lineWidth) = (w, wordWidth)
            } else if lineWidth + 1 + wordWidth <= width {
                line += " " + w
                lineWidth += 1 + wordWidth
            } else {
                lines.append(line)
                (line, lineWidth) = (w, wordWidth)
            }
            if lineWidth > width {
                // Text without spaces is cut by columns, in one pass (linear in its length).
                var pieces = cut(line, width)
                (line, lineWidth) = pieces.removeLast()
                lines += pieces.map(\.text)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` in pieces of at most `width` columns (a character wider than that alone), each
    /// with its width; never empty.
    private static func cut(_ text: String, _ width: Int) -> [(text: String, width: Int)] {
        var pieces: [(text: String, width: Int)] = []
        var piece = ""
        var pieceWidth = 0
        for ch in text {
            let w = TerminalWidth.of(ch)
            if pieceWidth + w > width && !piece.isEmpty {
                pieces.append((piece, pieceWidth))
                (piece, pieceWidth) = ("", 0)
            }
            piece.append(ch)
            pieceWidth += w
        }
        pieces.append((piece, pieceWidth))
        return pieces
    }
}
