import Geometry

/// What the mock shows besides the layout itself.
public struct MockOptions: Equatable, Sendable {
    public var ascii = false
    public var showSafeArea = false
    public var showMargins = false
    /// The view whose safe area and margins the overlays show, highlighted; nil: the controller's view.
    public var selected: String?

    public init(ascii: Bool = false, showSafeArea: Bool = false, showMargins: Bool = false, selected: String? = nil) {
        self.ascii = ascii
        self.showSafeArea = showSafeArea
        self.showMargins = showMargins
        self.selected = selected
    }
}

/// Draws a computed layout as a scaled device mock: the screen's content first, then the bars
/// over it, then the housing, corners and home indicator, then overlays (z-order).
public struct MockRenderer {
    public static let minimumSize = (columns: 8, rows: 6)

    let layout: Layout
    let options: MockOptions
    let glyphs: Glyphs
    let scale: PointScale
    /// The screen's cells on the canvas: the app's window's, when it has one.
    let screen: CellRect
    /// The device's screen, around the window (the screen itself when there is none).
    let device: CellRect
    var canvas: Canvas
    /// The rows holding a tab bar's or toolbar's items: in a mock too small to give the home
    /// indicator a row of its own, the items win (the numbers still say where the band is).
    var bottomBarTextRows: Set<Int> = []
    /// The labels drawn so far, with their views' frames: a backdrop drawn later blanks only the
    /// text of views it is behind in points, not a neighbour's that shares a row at this scale.
    var drawnLabels: [(cells: CellRect, frame: Rect)] = []
    /// Each view's visible subviews' cells, by the superview's name (a box's label gives way to them).
    lazy var subviewCells: [String: [CellRect]] = {
        var cells: [String: [CellRect]] = [:]
        for view in layout.views where !view.hidden {
            if let parent = view.parent { cells[parent, default: []].append(scale.cells(view.windowFrame)) }
        }
        return cells
    }()

    static let barStyle = CellStyle(foreground: .white, background: .blue)
    static let translucentStyle = CellStyle(foreground: .white, background: .blue, dim: true)
    static let housingStyle = CellStyle(foreground: .black)
    static let overlayStyle = CellStyle(foreground: .green, bold: true)
    static let marginStyle = CellStyle(foreground: .magenta)

    /// The mock of `layout` on a canvas of `columns` × `rows`.
    public static func render(_ layout: Layout, columns: Int, rows: Int, options: MockOptions = MockOptions()) -> Canvas {
        var canvas = Canvas(width: columns, height: rows)
        guard let (scale, screen, device) = placed(layout, columns: columns, rows: rows) else {
            canvas.text(0, 0, "mock needs \(minimumSize.columns)x\(minimumSize.rows)")
            return canvas
        }
        var renderer = MockRenderer(
            layout: layout, options: options, glyphs: options.ascii ? .ascii : .unicode, scale: scale,
            screen: screen, device: device, canvas: canvas)
        renderer.draw()
        return renderer.canvas
    }

    /// The smallest canvas that shows the mock as large as `columns` × `rows` would: the screen's
    /// cells with the outline and the home button's room; the room given when the mock does not fit.
    public static func naturalSize(_ layout: Layout, columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        guard let screen = deviceCells(layout, columns: columns, rows: rows) else { return (columns, rows) }
        let homeButtonRoom = layout.scene.device.housing == .homeButton ? 1 : 0
        let landscape = layout.scene.orientation.isLandscape
        let needed = (columns: screen.width + 2 + (landscape ? 2 * homeButtonRoom : 0), rows: screen.height + 2 + (landscape ? 0 : homeButtonRoom))
        // The same scale must hold on the smaller canvas, or the mock would shrink. A screen's
        // columns are rounded, so the narrowest canvas may tip the scale to its width: a column
        // or two more keeps it. Else the mock keeps the whole room.
        let neededRows = min(rows, needed.rows)
        for width in min(columns, needed.columns)...columns {
            if let again = deviceCells(layout, columns: width, rows: neededRows), again.width == screen.width, again.height == screen.height {
                return (width, neededRows)
            }
        }
        return (columns, rows)
    }

    /// Where the screen goes on a canvas of `columns` × `rows`: its scale and its cells, centred,
    /// with room for the outline and a home button; nil when the canvas is too small.
    /// The interactive screen uses it to map a mouse click back to points.
    /// In a window (iPad Split View, Slide Over, a free window) the device's screen is placed
    /// so and the window's points map into it at the window's place (`AppWindow.origin`).
    public static func placement(_ layout: Layout, columns: Int, rows: Int) -> (scale: PointScale, screen: CellRect)? {
        placed(layout, columns: columns, rows: rows).map { ($0.scale, $0.screen) }
    }

    /// The placement, and the device's screen's cells around it.
    private static func placed(_ layout: Layout, columns: Int, rows: Int) -> (scale: PointScale, screen: CellRect, device: CellRect)? {
        guard let (full, scale) = screenPlacement(layout, columns: columns, rows: rows) else { return nil }
        guard let window = layout.metrics.window else { return (scale, full, full) }
        let originX = scale.column(window.origin.x)
        let originY = scale.row(window.origin.y)
        let inWindow = PointScale(pointsPerColumn: scale.pointsPerColumn, originX: originX, originY: originY)
        let cells = CellRect(
            minX: originX, minY: originY, maxX: scale.column(window.origin.x + window.size.width),
            maxY: scale.row(window.origin.y + window.size.height)
        ).intersection(full)
        return (inWindow, cells, full)
    }

    /// The device's screen's cells: the screen itself, or the one around the app's window.
    static func deviceCells(_ layout: Layout, columns: Int, rows: Int) -> CellRect? {
        screenPlacement(layout, columns: columns, rows: rows)?.cells
    }

    /// The whole screen, centred, with room for the outline and a home button, and its scale.
    private static func screenPlacement(_ layout: Layout, columns: Int, rows: Int) -> (cells: CellRect, scale: PointScale)? {
        let homeButtonRoom = layout.scene.device.housing == .homeButton ? 1 : 0
        let landscape = layout.scene.orientation.isLandscape
        let innerColumns = columns - 2 - (landscape ? 2 * homeButtonRoom : 0)
        let innerRows = rows - 2 - (landscape ? 0 : homeButtonRoom)
        guard columns >= minimumSize.columns, rows >= minimumSize.rows, innerColumns > 0, innerRows > 0 else { return nil }
        let size = layout.metrics.window?.screenSize ?? layout.metrics.screenSize
        let probe = PointScale(screen: size, columns: innerColumns, rows: innerRows)
        let screenColumns = probe.columns(size.width, minimum: 1)
        let screenRows = probe.rows(size.height, minimum: 1)
        // A portrait home button's row is below the outline, or above it upside down.
        let buttonRow = landscape ? 0 : homeButtonRoom
        let originX = (columns - screenColumns) / 2
        let originY = (rows - buttonRow - screenRows) / 2 + (layout.scene.orientation == .portraitUpsideDown ? buttonRow : 0)
        let scale = PointScale(screen: size, columns: innerColumns, rows: innerRows, originX: originX, originY: originY)
        return (CellRect(minX: originX, minY: originY, maxX: originX + screenColumns, maxY: originY + screenRows), scale)
    }

    private mutating func draw() {
        drawAroundWindow()
        for view in layout.views where (view.role == .subview && !view.hidden) || (view.role == .controllerView && view.scroll != nil) {
            drawView(view)
        }
        for view in layout.views where [.navigationBar, .toolbar, .tabBar].contains(view.role) {
            if layout.scene.isLiquidGlass { drawGlassBar(view) } else { drawBar(view) }
        }
        // Over the navigation bar's background, which reaches up behind it.
        if let status = layout.view(named: "statusBar") { drawStatusBar(status) }
        drawCorners()
        drawHousing()
        drawOutline()
        drawOverlays()
    }

    // MARK: - Views

    private mutating func drawView(_ view: LayoutView) {
        var r = scale.cells(view.windowFrame).intersection(screen)
        if r.isEmpty, view.kind.showsText, view.windowFrame.height > 0, view.windowFrame.width > 0 {
            // Text shorter than a row whose edges round to the same row: the row of its middle.
            let row = scale.row(view.windowFrame.midY - scale.pointsPerColumn)
            r = CellRect(
                minX: scale.column(view.windowFrame.minX), minY: row, maxX: max(scale.column(view.windowFrame.maxX), scale.column(view.windowFrame.minX) + 1),
                maxY: row + 1
            ).intersection(screen)
        }
        guard !r.isEmpty else { return }
        let highlight = options.selected == view.name
        let style = CellStyle(reverse: highlight)
        if let scroll = view.scroll {
            drawRows(view, scroll, clip: r, style: style)
            return
        }
        if let fill = view.fill {
            // A colour or shape: solid; outlined when it is a view of its own, no name (the shape is the point).
            let spared = drawnLabels.filter { !$0.cells.intersection(r).isEmpty && $0.frame.intersection(view.windowFrame) == nil }.map(\.cells)
            for y in r.minY..<r.maxY {
                for x in r.minX..<r.maxX where !spared.contains(where: { $0.minX <= x && x < $0.maxX && $0.minY <= y && y < $0.maxY }) {
                    canvas.fill(CellRect(minX: x, minY: y, maxX: x + 1, maxY: y + 1), " ", style)
                }
            }
            if fill == .shape { canvas.box(r, glyphs, style: style) }
            return
        }
        switch view.kind {
        case .label:
            let text = Sanitized.text(view.text ?? view.label)
            let end = view.sizedByText ? min(screen.maxX, max(r.maxX, r.minX + TerminalWidth.of(text))) : r.maxX
            let row = r.minY + (r.height - 1) / 2
            canvas.text(r.minX, row, text, CellStyle(bold: true, reverse: highlight), maxX: end)
            drawnLabels.append((CellRect(minX: r.minX, minY: row, maxX: end, maxY: row + 1), view.windowFrame))
        case .button:
            let text = "[" + Sanitized.text(view.text ?? view.label) + "]"
            let x =
                view.sizedByText ? max(screen.minX, min(r.minX, screen.maxX - TerminalWidth.of(text))) : r.minX + max(0, (r.width - TerminalWidth.of(text)) / 2)
            let end = view.sizedByText ? min(screen.maxX, max(r.maxX, x + TerminalWidth.of(text))) : r.maxX
            canvas.text(x, r.minY + (r.height - 1) / 2, text, CellStyle(foreground: .cyan, bold: true, reverse: highlight), maxX: end)
        default:
            guard !view.background || highlight else { return }
            canvas.box(r, glyphs, style: style)
            // The name on the top edge, unless a subview covers any of it there: drawn later,
            // the subview would leave fragments of the name between its own text (`T[Find]`).
            let label = CellRect(minX: r.minX + 1, minY: r.minY, maxX: min(r.maxX - 1, r.minX + 1 + TerminalWidth.of(view.label)), maxY: r.minY + 1)
            let covered = (subviewCells[view.name] ?? []).contains { !$0.intersection(label).isEmpty }
            if !covered { canvas.text(r.minX + 1, r.minY, view.label, style, maxX: r.maxX - 1) }
        }
    }

    /// Rows placed by contentOffset: row i's top is at windowFrame.minY + i·rowHeight − contentOffset.y.
    /// Every row is accounted for: rows whose text falls on one line share it ("Rows 4–5"), and
    /// a row whose middle the bars leave visible is drawn on a line they leave too, so a mock too
    /// small to give each row a line never looks like a row hidden under a bar (lint's
    /// firstRowHidden).
    private mutating func drawRows(_ view: LayoutView, _ scroll: ScrollMetrics, clip: CellRect, style: CellStyle) {
        guard let rows = scroll.rows else {
            canvas.box(clip, glyphs, style: style)
            canvas.text(clip.minX + 1, clip.minY, view.label, style, maxX: clip.maxX - 1)
            return
        }
        guard rows > 0 else { return }  // an empty table shows nothing but what is behind it
        let textX = scale.column(view.windowFrame.minX + view.safeAreaInsets.left + 16)
        let (firstLine, endLine) = contentLines()
        let visibleTop = layout.coveredBands.top
        let visibleBottom = layout.screen.maxY - layout.coveredBands.bottom
        var lines: [(line: Int, first: Int, last: Int)] = []
        let first = max(0, Int(((scroll.contentOffset.y) / scroll.rowHeight).rounded(.down)))
        for i in first..<rows {
            let y = view.windowFrame.minY + Double(i) * scroll.rowHeight - scroll.contentOffset.y
            let middle = y + scroll.rowHeight / 2
            var row = scale.row(middle)  // the row's text line, centred in the row
            if middle >= visibleTop, middle <= visibleBottom, firstLine < endLine { row = min(max(row, firstLine), endLine - 1) }
            if row >= clip.maxY { break }
            guard row >= clip.minY else { continue }
            if let last = lines.last, row <= last.line {
                lines[lines.count - 1].last = i
            } else {
                lines.append((row, i, i))
            }
        }
        // The longest wording that fits; the numbers are never cut.
        let room = clip.maxX - textX
        for (row, a, b) in lines {
            let wordings = a == b ? ["Row \(a)", "\(a)"] : ["Rows \(a)–\(b)", "\(a)–\(b)", "\(a)…"]
            let text = wordings.first { TerminalWidth.of($0) <= room } ?? TerminalWidth.cut(wordings[wordings.count - 1], columns: room, ascii: false)
            canvas.text(textX, row, text, style, maxX: clip.maxX)
        }
    }

    /// The cell lines between the bars at the top (status and navigation bar) and those at the
    /// bottom (toolbar, tab bar, and the home indicator drawn over the last line): [first, end).
    private func contentLines() -> (first: Int, end: Int) {
        var first = screen.minY
        var end = screen.maxY
        if layout.homeIndicatorBand != nil { end = min(end, screen.maxY - 1) }
        for bar in layout.views where [.navigationBar, .toolbar, .tabBar].contains(bar.role) || bar.name == "statusBar" {
            let cells = bar.name == "statusBar" ? scale.cells(bar.windowFrame).intersection(screen) : barCells(bar)
            guard !cells.isEmpty else { continue }
            if bar.windowFrame.midY < layout.screen.midY { first = max(first, cells.maxY) } else { end = min(end, cells.minY) }
        }
        return (first, end)
    }

    // MARK: - Bars

    /// A bar's cells, at least one row even when the mock is so small that its height rounds to
    /// none (44 pt at 74 pt a row): below the status bar's row when they would share one.
    func barCells(_ view: LayoutView) -> CellRect {
        var r = scale.cells(view.windowFrame).intersection(screen)
        guard r.isEmpty, view.windowFrame.height > 0 else { return r }
        var row = min(screen.maxY - 1, max(screen.minY, scale.row(view.windowFrame.midY)))
        if view.role == .navigationBar, let status = layout.view(named: "statusBar"),
            scale.cells(status.windowFrame).intersection(screen).minY == row || scale.row(status.windowFrame.midY) == row
        {
            row = min(screen.maxY - 1, row + 1)
        }
        r = CellRect(
            minX: max(screen.minX, scale.column(view.windowFrame.minX)), minY: row,
            maxX: min(screen.maxX, scale.column(view.windowFrame.maxX)), maxY: row + 1)
        return r
    }

    private mutating func drawBar(_ view: LayoutView) {
        let r = barCells(view)
        guard !r.isEmpty else { return }
        // A translucent bar blurs what is under it (frost); an opaque one hides it (blank).
        let translucent = view.translucent ?? true
        var background = r
        if view.role == .navigationBar, let status = layout.view(named: "statusBar"), view.windowFrame.minY <= status.windowFrame.maxY {
            // Attached to the top, the bar's background reaches up behind the status bar
            // (UIBarPosition.topAttached): what scrolls there is covered too.
            background.minY = min(r.minY, scale.cells(status.windowFrame).intersection(screen).minY)
        }
        canvas.fill(background, translucent ? glyphs.frost : " ", translucent ? MockRenderer.translucentStyle : MockRenderer.barStyle)
        func text(_ x: Int, _ y: Int, _ string: String, maxX: Int) {
            barText(x, y, string, style, maxX: maxX, in: r)
        }
        let style = CellStyle(foreground: .white, background: .blue, bold: true, reverse: options.selected == view.name)
        let left = scale.column(view.windowFrame.minX + layout.metrics.windowInsets.left) + 1
        let right = scale.column(view.windowFrame.maxX - layout.metrics.windowInsets.right) - 1
        let barRows = scale.rows(view.windowFrame.height - barBand(view), minimum: 1)
        let titleRow = r.minY + (barRows - 1) / 2
        switch view.role {
        case .navigationBar:
            let title = Sanitized.text(view.bar?.title ?? "")
            let large = layout.largeTitle != nil
            let largeRow = max(r.minY + 1, r.maxY - 1)
            // A back button only on a controller that was pushed; a root controller has none. It
            // shares the title's row; above a large title, the bar's top row.
            let pushed = view.bar?.backButton == true
            if pushed { text(left, large ? r.minY : titleRow, glyphs.back, maxX: right) }
            let titleMinX = pushed ? left + glyphs.back.count + 2 : left
            if large {
                text(left, largeRow, title, maxX: right)
            } else if !title.isEmpty {
                text(max(titleMinX, (r.minX + r.maxX - TerminalWidth.of(title)) / 2), titleRow, title, maxX: right)
            }
        case .tabBar:
            bottomBarTextRows.insert(titleRow)
            let items = (view.bar?.items ?? []).map { Sanitized.text($0) }
            let names = items.isEmpty ? ["Tab"] : items
            let slot = max(1, (right - left) / names.count)
            for (i, name) in names.enumerated() {
                let x = left + i * slot + max(0, (slot - TerminalWidth.of(name)) / 2)
                // One blank column between items, so cut names never run together.
                text(x, titleRow, name, maxX: min(right, left + (i + 1) * slot - 1))
            }
        default:
            bottomBarTextRows.insert(titleRow)
            text(left, titleRow, "Edit", maxX: right)
            text(right - 5, titleRow, "Share", maxX: right)
        }
    }

    /// A bar's text, cut at `maxX`, with a blank cell either side inside the bar's cells `r`, so
    /// on a translucent bar it never runs into the frost.
    private mutating func barText(_ x: Int, _ y: Int, _ string: String, _ style: CellStyle, maxX: Int, in r: CellRect) {
        guard !string.isEmpty, x < maxX else { return }
        var blank = style
        blank.bold = false
        blank.reverse = false
        let end = min(maxX, x + TerminalWidth.of(string))
        canvas.fill(CellRect(minX: max(r.minX, x - 1), minY: y, maxX: min(r.maxX, end + 1), maxY: y + 1), " ", blank)
        canvas.text(x, y, string, style, maxX: maxX)
    }

    /// A row of `r` blanked before text goes on it, so what shows through never runs into that
    /// text ("R9:41"); each cell keeps its style, so a bar's background stays.
    mutating func blankRow(_ y: Int, in r: CellRect) {
        guard y >= r.minY && y < r.maxY else { return }
        for x in r.minX..<r.maxX { canvas.put(x, y, " ", canvas[x, y].style) }
    }

    func barBand(_ view: LayoutView) -> Double {
        view.bar?.band ?? 0
    }

    private mutating func drawStatusBar(_ view: LayoutView) {
        let r = scale.cells(view.windowFrame).intersection(screen)
        guard !r.isEmpty else { return }
        let style = CellStyle(bold: true)
        let row = r.minY + (r.height - 1) / 2
        // Content scrolled under the status bar would run into the clock ("R9:413"): its row is
        // the status bar's own, as on the device, where the time is drawn over what scrolls.
        blankRow(row, in: r)
        let inset = scale.columns(max(16, layout.scene.device.drawnCornerRadius * 0.6))
        // The clock and the battery whole or not at all: where the housing (drawn later) would
        // cover part of them on a small mock ("9:4██"), they are left out.
        let housing = layout.housingRect.map { scale.cells($0).intersection(screen) }
        for (x, text) in [(r.minX + inset, "9:41"), (r.maxX - inset - glyphs.battery.count, glyphs.battery)] {
            let span = CellRect(minX: x, minY: row, maxX: x + TerminalWidth.of(text), maxY: row + 1)
            guard housing.map({ $0.intersection(span).isEmpty }) ?? true, span.maxX <= r.maxX else { continue }
            canvas.text(x, row, text, style, maxX: r.maxX)
        }
    }

    // MARK: - Device

    /// Cells outside the rounded corners' curve are masked (content there is clipped). The
    /// corners are the screen's: a window or sheet is masked only where it meets one.
    private mutating func drawCorners() {
        let radius = layout.scene.device.drawnCornerRadius
        guard radius > 0 else { return }
        let size = layout.metrics.window?.screenSize ?? layout.metrics.screenSize
        let origin = layout.metrics.window?.origin ?? Point(x: 0, y: 0)
        // Only the cells within the radius of an edge can fall outside the curve; a window
        // narrower than two radii has each cell once.
        let reachX = scale.columns(radius) + 1
        let reachY = scale.rows(radius) + 1
        let columns =
            Array(screen.minX..<min(screen.maxX, screen.minX + reachX))
            + Array(min(screen.maxX, max(screen.minX + reachX, screen.maxX - reachX))..<screen.maxX)
        let rows =
            Array(screen.minY..<min(screen.maxY, screen.minY + reachY))
            + Array(min(screen.maxY, max(screen.minY + reachY, screen.maxY - reachY))..<screen.maxY)
        for y in rows {
            for x in columns {
                // The cell's centre in points.
                let px = origin.x + (Double(x - screen.minX) + 0.5) * scale.pointsPerColumn
                let py = origin.y + (Double(y - screen.minY) + 0.5) * 2 * scale.pointsPerColumn
                let dx = max(radius - px, px - (size.width - radius), 0)
                let dy = max(radius - py, py - (size.height - radius), 0)
                // Text stays readable (lint's corner rule says what the curve clips); only
                // blank cells, a bar's frost and outlines take the mask.
                if dx > 0, dy > 0, dx * dx + dy * dy > radius * radius, MockRenderer.maskable(canvas[x, y].character, glyphs) {
                    canvas.put(x, y, glyphs.cornerMask, MockRenderer.housingStyle)
                }
            }
        }
    }

    /// A cell the corner mask may cover: a space, a bar's frost, or a line or block of a drawing
    /// (U+2500–U+259F, and the ASCII set's `-`, `|`, `+`, `:`).
    static func maskable(_ c: Unicode.Scalar, _ glyphs: Glyphs) -> Bool {
        c == " " || c == glyphs.frost || (0x2500...0x259F).contains(c.value) || ["-", "|", "+", ":"].contains(c)
    }

    /// The notch or Dynamic Island at the top in portrait, on the right in landscapeLeft and on
    /// the left in landscapeRight (R5); the home indicator at the bottom edge.
    private mutating func drawHousing() {
        let device = layout.scene.device
        let size = layout.metrics.screenSize
        let orientation = layout.scene.orientation
        if let housing = layout.housingRect {
            var r = scale.cells(housing)
            if r.height == 0 { r.maxY = r.minY + 1 }
            if r.width == 0 { r.maxX = r.minX + 1 }
            canvas.fill(r.intersection(screen), glyphs.housing, MockRenderer.housingStyle)
        }
        // A window that floats (Slide Over, a free window) holds neither the home indicator nor
        // the home button: they are the screen's.
        let floats = layout.metrics.window.map { $0.insets.bottom == 0 } ?? false
        if device.homeIndicator, !floats, !bottomBarTextRows.contains(screen.maxY - 1) {
            let width = device.homeIndicatorWidth(landscape: orientation.isLandscape)
            let r = scale.cells(Rect(x: (size.width - width) / 2, y: size.height - 8, width: width, height: 5))
            for x in r.minX..<r.maxX { canvas.put(x, screen.maxY - 1, glyphs.homeIndicator, CellStyle(bold: true)) }
        }
        if device.housing == .homeButton, layout.metrics.window.map({ $0.sheet != nil }) ?? true {
            switch orientation {
            case .portrait: canvas.put((screen.minX + screen.maxX) / 2, screen.maxY + 1, glyphs.homeButton)
            case .portraitUpsideDown: canvas.put((screen.minX + screen.maxX) / 2, screen.minY - 2, glyphs.homeButton)
            case .landscapeLeft: canvas.put(screen.minX - 2, (screen.minY + screen.maxY) / 2, glyphs.homeButton)
            case .landscapeRight: canvas.put(screen.maxX + 1, (screen.minY + screen.maxY) / 2, glyphs.homeButton)
            }
        }
    }

    private mutating func drawOutline() {
        let r = CellRect(minX: device.minX - 1, minY: device.minY - 1, maxX: device.maxX + 1, maxY: device.maxY + 1)
        canvas.box(r, glyphs, rounded: layout.scene.device.drawnCornerRadius > 0)
    }

    /// Around a window, the rest of the screen (the other app, or what a free window floats
    /// over) is shaded, with the window's edge drawn.
    private mutating func drawAroundWindow() {
        guard layout.metrics.window != nil else { return }
        for y in device.minY..<device.maxY {
            for x in device.minX..<device.maxX where !(screen.minX..<screen.maxX).contains(x) || !(screen.minY..<screen.maxY).contains(y) {
                canvas.put(x, y, glyphs.otherApp, CellStyle(dim: true))
            }
        }
    }

    // MARK: - Overlays

    private mutating func drawOverlays() {
        guard options.showSafeArea || options.showMargins,
            let view = layout.view(named: options.selected ?? "viewController.view")
        else { return }
        if options.showMargins { dashed(view.windowFrame.inset(by: view.layoutMargins), glyphs.margins, MockRenderer.marginStyle) }
        if options.showSafeArea { dashed(view.windowFrame.inset(by: view.safeAreaInsets), glyphs.safeArea, MockRenderer.overlayStyle) }
    }

    /// An overlay's outline, on blank cells and lines only: it never hides text ("·ow 0").
    private mutating func dashed(_ rect: Rect, _ glyph: Unicode.Scalar, _ style: CellStyle) {
        let r = scale.cells(rect).intersection(screen)
        guard !r.isEmpty else { return }
        func put(_ x: Int, _ y: Int, _ g: Unicode.Scalar) {
            let c = canvas[x, y].character
            guard c == " " || (0x2500...0x259F).contains(c.value) || options.ascii && "-|+.:'".unicodeScalars.contains(c) else { return }
            canvas.put(x, y, g, style)
        }
        for x in r.minX..<r.maxX {
            put(x, r.minY, glyph)
            put(x, r.maxY - 1, glyph)
        }
        let side: Unicode.Scalar = glyph == glyphs.safeArea && !options.ascii ? "┆" : glyph
        for y in r.minY..<r.maxY {
            put(r.minX, y, side)
            put(r.maxX - 1, y, side)
        }
    }
}
