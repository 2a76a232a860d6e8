import Geometry

/// Liquid Glass bars (RULES §9): they float over the content instead of spanning the screen, so
/// the mock draws them as capsules with the content visible around them. Their drawn shapes are
/// estimates (R35: the tab bar capsule about 62 tall, 13 above the screen's bottom); the numbers
/// the inspector shows are the layout frames (R41: glass changes no number).
extension MockRenderer {
    static let glassTextStyle = CellStyle(foreground: .black, background: .white, bold: true)

    mutating func drawGlassBar(_ view: LayoutView) {
        let frame = view.windowFrame
        let insets = layout.metrics.windowInsets
        let side = max(16, insets.left)
        let sideRight = max(16, insets.right)
        let size = layout.metrics.screenSize
        switch view.role {
        case .navigationBar:
            // The scroll edge effect dims what scrolls under the bar; the back button is a glass
            // circle and the title sits on the content, centred.
            let r = scale.cells(frame).intersection(screen)
            guard !r.isEmpty else { return }
            for y in r.minY..<r.maxY {
                for x in r.minX..<r.maxX { canvas.restyle(x, y) { $0 = MockRenderer.translucentStyle } }
            }
            let row = r.minY + (r.height - 1) / 2
            blankRow(row, in: r)
            let back = scale.column(frame.minX + side)
            // A glass back button only on a pushed controller.
            let backText = view.bar?.backButton == true ? (options.ascii ? "(<)" : "(‹)") : ""
            canvas.text(back, row, backText, MockRenderer.glassTextStyle, maxX: r.maxX)
            if let band = layout.largeTitle {
                drawLargeTitle(band)
            } else if let title = view.bar?.title.map({ Sanitized.text($0) }), !title.isEmpty {
                let x = max(back + (backText.isEmpty ? 0 : backText.count + 1), (r.minX + r.maxX - TerminalWidth.of(title)) / 2)
                canvas.text(x, row, title, CellStyle(bold: true, reverse: options.selected == view.name), maxX: r.maxX - 1)
            }
        case .tabBar where !isBottom(frame):
            // R36: an iPad's tab bar floats at the top centre.
            let items = tabItems(view)
            let width = min(size.width - 2 * 20, Double(items.count) * 110)
            let capsule = Rect(x: (size.width - width) / 2, y: frame.minY + 5, width: width, height: max(1, frame.height - 10))
            drawCapsule(capsule, items: items, selected: view.name)
        case .tabBar:
            // R35: a capsule inset from the screen edges, about 62 tall, 13 above the bottom.
            let height = min(62, frame.height - 13)
            let capsule = Rect(x: side, y: size.height - 13 - height, width: size.width - side - sideRight, height: height)
            drawCapsule(capsule, items: tabItems(view), selected: view.name)
        default:
            // R37: the toolbar floats like the navigation bar, above the band it reserves.
            let capsule = Rect(x: side, y: frame.minY, width: size.width - side - sideRight, height: frame.height - barBand(view))
            drawCapsule(capsule, items: ["Edit", "Share"], selected: view.name)
        }
    }

    private func isBottom(_ frame: Rect) -> Bool { frame.maxY >= layout.metrics.screenSize.height - 0.5 }

    private func tabItems(_ view: LayoutView) -> [String] {
        let items = (view.bar?.items ?? []).map { Sanitized.text($0) }
        return items.isEmpty ? ["Tab"] : items
    }

    /// A glass capsule: a rounded box when it is three rows or taller, else its rows between
    /// parentheses; the items spread along its middle row.
    private mutating func drawCapsule(_ rect: Rect, items: [String], selected: String) {
        var r = scale.cells(rect).intersection(screen)
        // The capsule floats above the home indicator: its row stays the indicator's.
        if layout.homeIndicatorBand != nil { r.maxY = min(r.maxY, screen.maxY - 1) }
        if r.height == 0 { r.maxY = min(screen.maxY - (layout.homeIndicatorBand != nil ? 1 : 0), r.minY + 1) }
        guard !r.isEmpty, r.width >= 2 else { return }
        let style = CellStyle(foreground: .black, background: .white, reverse: options.selected == selected)
        canvas.fill(r, " ", style)
        if r.height >= 3 {
            canvas.box(r, glyphs, style: style, rounded: true)
        } else {
            for y in r.minY..<r.maxY {
                canvas.put(r.minX, y, "(", style)
                canvas.put(r.maxX - 1, y, ")", style)
            }
        }
        let row = r.minY + (r.height - 1) / 2
        bottomBarTextRows.insert(row)
        let left = r.minX + 1
        let right = r.maxX - 1
        let slot = max(1, (right - left) / items.count)
        var textStyle = style
        textStyle.bold = true
        for (i, name) in items.enumerated() {
            let x = left + i * slot + max(0, (slot - TerminalWidth.of(name)) / 2)
            canvas.text(x, row, name, textStyle, maxX: min(right, left + (i + 1) * slot - 1))
        }
    }

    /// R34: the large title at the top of the content scroll view, under the bar.
    private mutating func drawLargeTitle(_ band: Rect) {
        guard let title = layout.view(named: "navigationBar")?.bar?.title.map({ Sanitized.text($0) }), !title.isEmpty else { return }
        let r = scale.cells(band).intersection(screen)
        guard !r.isEmpty else { return }
        let row = r.minY + (r.height - 1) / 2
        canvas.fill(CellRect(minX: r.minX, minY: row, maxX: r.maxX, maxY: row + 1), " ")
        canvas.text(scale.column(band.minX + max(16, layout.metrics.windowInsets.left)), row, title, CellStyle(bold: true), maxX: r.maxX)
    }
}
