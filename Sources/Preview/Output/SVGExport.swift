import Geometry

/// `render --format svg`: the layout drawn in points, not from the character grid, so a pull
/// request can show the screen at full fidelity: the device's outline with its corner radius,
/// the housing, every bar (translucent ones see-through, opaque ones solid), every view's frame
/// with its name or text, the home indicator, and the safe-area (and margins) overlays.
///
/// SVG 1.1, self-contained (no external references, no scripts), text escaped. Elements carry
/// ids a reader or a test can find: `device`, `statusBar`, `navigationBar`, `tabBar`, `toolbar`,
/// `housing`, `homeIndicator`, `safeArea`, and `view-NAME` for each scene view.
public enum SVGExport {
    /// Room around a device, in points, and a caption line's height.
    static let margin = 24.0, captionLine = 16.0
    /// The caption's font size, and the width of an average glyph of it (0.6 em, a bold sans
    /// serif's), by which a caption is wrapped to its device's width rather than clipped.
    static let captionSize = 13.0, captionGlyph = 0.6 * captionSize

    public static func string(_ layout: Layout, showMargins: Bool = false) -> String {
        document([layout], showMargins: showMargins)
    }

    /// Two layouts side by side (`compare --format svg`).
    public static func sideBySide(_ a: Layout, _ b: Layout) -> String {
        document([a, b], showMargins: false)
    }

    private static func document(_ layouts: [Layout], showMargins: Bool) -> String {
        var x = margin
        var body = ""
        var height = 0.0
        let captions = layouts.map { captionLines($0, width: drawn($0).width + margin - 4) }
        let captionHeight = 12 + captionLine * Double(captions.map(\.count).max() ?? 1)
        for (i, layout) in layouts.enumerated() {
            body += device(layout, caption: captions[i], at: Point(x: x, y: margin + captionHeight), index: i, showMargins: showMargins)
            x += drawn(layout).width + margin
            height = max(height, drawn(layout).height)
        }
        let width = x
        let total = margin + captionHeight + height + margin
        let title = layouts.map(\.scene.caption).joined(separator: " | ")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(n(width))" height="\(n(total))" viewBox="0 0 \(n(width)) \(n(total))" font-family="-apple-system, Helvetica, Arial, sans-serif">
            <title>\(Escaping.xml(title))</title>
            <rect width="100%" height="100%" fill="#ffffff"/>
            \(body)</svg>

            """
    }

    /// The caption in lines that fit `width` points: one when it fits, else the title (wrapped)
    /// above the device, orientation and iOS.
    private static func captionLines(_ layout: Layout, width: Double) -> [String] {
        let columns = max(8, Int(width / captionGlyph))
        let whole = layout.scene.caption
        guard TerminalWidth.of(whole) > columns else { return [whole] }
        return TextWrap.lines(Sanitized.text(layout.scene.title), columns) + TextWrap.lines(layout.scene.layoutWords, columns)
    }

    /// The screen a picture draws: the device's, around an iPad app's window.
    private static func drawn(_ layout: Layout) -> Size { layout.metrics.window?.screenSize ?? layout.screen.size }

    /// One device: its caption, outline, contents clipped to the rounded screen, then the
    /// hardware and the overlays on top. An iPad app's window is drawn at its place on the
    /// screen (`AppWindow.origin`), the rest of the screen grey (`otherApp`).
    private static func device(_ layout: Layout, caption: [String], at origin: Point, index: Int, showMargins: Bool) -> String {
        let radius = layout.scene.device.drawnCornerRadius
        let suffix = index == 0 ? "" : "-\(index + 1)"
        var s = "<g transform=\"translate(\(n(origin.x)) \(n(origin.y)))\">\n"
        for (i, line) in caption.enumerated() {
            s += text(line, x: 0, y: -10 - captionLine * Double(caption.count - 1 - i), size: captionSize, weight: "bold")
        }
        if let window = layout.metrics.window {
            let full = window.screenSize
            s +=
                "<rect id=\"otherApp\(suffix)\" width=\"\(n(full.width))\" height=\"\(n(full.height))\" rx=\"\(n(radius))\" fill=\"#d1d1d6\" stroke=\"#1c1c1e\" stroke-width=\"3\"/>\n"
            s += "<g transform=\"translate(\(n(window.origin.x)) \(n(window.origin.y)))\">\n"
            return s + screenContent(layout, radius: radius, suffix: suffix, showMargins: showMargins) + "</g>\n</g>\n"
        }
        return s + screenContent(layout, radius: radius, suffix: suffix, showMargins: showMargins) + "</g>\n"
    }

    /// The screen (or window) itself, at its own origin.
    private static func screenContent(_ layout: Layout, radius: Double, suffix: String, showMargins: Bool) -> String {
        let screen = layout.screen
        var s = ""
        s += "<clipPath id=\"screen\(suffix)\"><rect width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" rx=\"\(n(radius))\"/></clipPath>\n"
        s +=
            "<rect id=\"device\(suffix)\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" rx=\"\(n(radius))\" fill=\"#ffffff\" stroke=\"#1c1c1e\" stroke-width=\"3\"/>\n"
        s += "<g clip-path=\"url(#screen\(suffix))\">\n"
        let bars: Set<LayoutView.Role> = [.statusBar, .navigationBar, .tabBar, .toolbar]
        for view in layout.views where !bars.contains(view.role) && !view.hidden && (view.role == .subview || view.role == .controllerView) {
            s += self.view(view, layout: layout, suffix: suffix)
        }
        for view in layout.views where bars.contains(view.role) {
            s += bar(view, layout: layout, suffix: suffix)
        }
        if let band = layout.homeIndicatorBand {
            let width = min(134, band.width / 3)
            s +=
                "<rect id=\"homeIndicator\(suffix)\" x=\"\(n(band.midX - width / 2))\" y=\"\(n(band.maxY - 13))\" width=\"\(n(width))\" height=\"5\" rx=\"2.5\" fill=\"#1c1c1e\"/>\n"
        }
        if let housing = layout.housingRect {
            let r = min(housing.width, housing.height) / 2
            s +=
                "<rect id=\"housing\(suffix)\" x=\"\(n(housing.minX))\" y=\"\(n(housing.minY))\" width=\"\(n(housing.width))\" height=\"\(n(housing.height))\" rx=\"\(n(r))\" fill=\"#000000\"/>\n"
        }
        s += "</g>\n"
        if let root = layout.view(named: "viewController.view") {
            let safe = root.windowFrame.inset(by: root.safeAreaInsets)
            s +=
                "<rect id=\"safeArea\(suffix)\" x=\"\(n(safe.minX))\" y=\"\(n(safe.minY))\" width=\"\(n(safe.width))\" height=\"\(n(safe.height))\" fill=\"none\" stroke=\"#34c759\" stroke-width=\"1.5\" stroke-dasharray=\"6 4\"><title>safe area \(Escaping.xml(root.safeAreaInsets.description))</title></rect>\n"
            if showMargins {
                let m = root.windowFrame.inset(by: root.layoutMargins)
                s +=
                    "<rect id=\"layoutMargins\(suffix)\" x=\"\(n(m.minX))\" y=\"\(n(m.minY))\" width=\"\(n(m.width))\" height=\"\(n(m.height))\" fill=\"none\" stroke=\"#af52de\" stroke-width=\"1\" stroke-dasharray=\"2 3\"/>\n"
            }
        }
        return s
    }

    /// A scene view: its frame, its text or name, and a table's or scroll view's visible rows.
    private static func view(_ v: LayoutView, layout: Layout, suffix: String) -> String {
        let f = v.windowFrame
        guard f.width > 0, f.height > 0 || v.role == .controllerView else { return "" }
        let id = v.role == .controllerView ? "controllerView" : elementID(forView: v.name)
        let fill: String =
            switch v.kind {
            case .button: "#e5f0ff"
            case .label: "#f7f7f7"
            case .table, .scroll: "#ffffff"
            default: v.role == .controllerView ? "#fbfbfd" : "#eef2f7"
            }
        var s = "<g id=\"\(id)\(suffix)\"><title>\(Escaping.xml("\(v.name) \(v.windowFrame)"))</title>"
        s +=
            "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" fill=\"\(fill)\" stroke=\"#8e8e93\" stroke-width=\"0.75\"/>"
        if let scroll = v.scroll, let rows = scroll.rows, scroll.rowHeight > 0 {
            // The rows in view: content y = row × height, on screen less the content offset.
            let first = max(0, Int(((scroll.contentOffset.y) / scroll.rowHeight).rounded(.down)))
            let last = min(rows - 1, Int(((scroll.contentOffset.y + f.height) / scroll.rowHeight).rounded(.up)))
            if first <= last {
                for row in first...last {
                    let y = f.minY - scroll.contentOffset.y + Double(row) * scroll.rowHeight
                    s +=
                        "<line x1=\"\(n(f.minX + 16))\" y1=\"\(n(y + scroll.rowHeight))\" x2=\"\(n(f.maxX))\" y2=\"\(n(y + scroll.rowHeight))\" stroke=\"#d1d1d6\" stroke-width=\"0.5\"/>"
                    s += text("\(Sanitized.text(v.text ?? "Row")) \(row)", x: f.minX + 16, y: y + scroll.rowHeight / 2 + 5, size: 15)
                }
            }
        } else if v.role == .subview {
            let words = v.text.map { Sanitized.text($0) } ?? v.name
            // A view's name (not its text, which is where the view puts it) stays clear of the
            // status and navigation bars drawn over the view's top, when the view reaches below them.
            let top = v.text == nil && f.minY < layout.coveredBands.top && layout.coveredBands.top + 18 <= f.maxY ? layout.coveredBands.top : f.minY
            s += text(
                words, x: f.minX + 6, y: top + min(f.height / 2 + 5, 18), size: v.kind.showsText ? 15 : 11,
                color: v.kind == .button ? "#007aff" : v.kind == .label ? "#1c1c1e" : "#636366")
        }
        return s + "</g>\n"
    }

    /// A bar: solid when opaque, see-through when translucent, with its title or items.
    private static func bar(_ v: LayoutView, layout: Layout, suffix: String) -> String {
        let f = v.windowFrame
        let opacity = v.role == .statusBar ? 0 : v.translucent == false ? 1 : 0.82
        var s =
            "<g id=\"\(v.role.rawValue)\(suffix)\"><title>\(Escaping.xml("\(v.name) \(v.windowFrame)\(v.translucent.map { $0 ? " translucent" : " opaque" } ?? "")"))</title>"
        s +=
            "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" fill=\"#f2f2f7\" fill-opacity=\"\(n(opacity))\" stroke=\"#c7c7cc\" stroke-width=\"0.5\"/>"
        switch v.role {
        case .statusBar:
            s += text("9:41", x: f.minX + max(24, f.width * 0.08), y: f.minY + f.height / 2 + 6, size: 15, weight: "bold")
        case .navigationBar:
            let title = Sanitized.text(v.bar?.title ?? "")
            if !title.isEmpty { s += text(title, x: f.midX, y: f.minY + min(f.height, 44) / 2 + 6, size: 17, weight: "bold", anchor: "middle") }
        case .tabBar:
            let items = v.bar?.items ?? []
            for (i, item) in items.enumerated() {
                let x = f.minX + f.width * (Double(i) + 0.5) / Double(items.count)
                s += text(Sanitized.text(item), x: x, y: f.minY + min(f.height, 49) / 2 + 5, size: 11, anchor: "middle", color: i == 0 ? "#007aff" : "#8e8e93")
            }
        default: break
        }
        return s + "</g>\n"
    }

    private static func text(_ s: String, x: Double, y: Double, size: Double, weight: String? = nil, anchor: String? = nil, color: String = "#1c1c1e") -> String
    {
        "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\"\(weight.map { " font-weight=\"\($0)\"" } ?? "")\(anchor.map { " text-anchor=\"\($0)\"" } ?? "") fill=\"\(color)\">\(Escaping.xml(s))</text>"
    }

    /// A view name as an XML id part: scene names are letters, digits, - and _; the built-in
    /// `viewController.view` has a dot, which ids allow too.
    /// A scene view's element id: `view-` and its name with what an XML name cannot hold as
    /// `_` (a SwiftUI path `VStack/Text[0]` is `view-VStack_Text_0_`).
    public static func elementID(forView name: String) -> String {
        "view-" + idSafe(name)
    }

    private static func idSafe(_ name: String) -> String {
        String(
            name.unicodeScalars.map {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) ? Character($0) : "_"
            })
    }

    /// Points with at most 3 decimals.
    private static func n(_ v: Double) -> String { PointFormat.string(v) }
}
