/// `render SCENE --matrix`: one scene across devices, orientations or behaviors, as a grid of
/// small mocks that fits the given width, each captioned with the numbers that change.
public enum Matrix {
    public enum Axis: String, Sendable, CaseIterable { case devices, orientations, behaviors }

    /// One cell of the grid.
    public struct Variant: Sendable {
        public var label: String
        public var layout: Layout
    }

    /// The scene's variants along `axis`. Devices keep the scene's orientation where UIKit allows
    /// it (else portrait); orientations skip portraitUpsideDown on Face ID iPhones.
    public static func variants(_ scene: Scene, _ axis: Axis) -> [Variant] {
        switch axis {
        case .devices:
            return DeviceCatalog.devices.map { device in
                var s = scene
                s.device = device
                s.deviceIsCustom = false
                if s.orientationProblem != nil { s.orientation = .portrait }
                return Variant(label: device.name, layout: LayoutEngine.layout(s, explaining: .none))
            }
        case .orientations:
            return Orientation.allCases.compactMap { orientation in
                var s = scene
                s.orientation = orientation
                return s.orientationProblem == nil ? Variant(label: orientation.rawValue, layout: LayoutEngine.layout(s, explaining: .none)) : nil
            }
        case .behaviors:
            return ContentInsetAdjustmentBehavior.allCases.compactMap { behavior in
                var overrides = SceneOverrides()
                overrides.behavior = behavior
                return (try? overrides.apply(to: scene)).map { Variant(label: behavior.rawValue, layout: LayoutEngine.layout($0, explaining: .none)) }
            }
        }
    }

    /// The grid: as many cells per row as `width` holds, each `cellHeight` rows of mock under a
    /// three-line caption (label, the controller's safeAreaInsets, the first scroll view's
    /// adjustedContentInset).
    public static func text(_ variants: [Variant], width: Int, cellHeight: Int, ascii: Bool) -> [String] {
        let landscape = variants.contains { $0.layout.scene.orientation.isLandscape }
        let cellWidth = min(max(1, width), landscape ? 40 : 26)
        let gap = 2
        let perRow = max(1, (width + gap) / (cellWidth + gap))
        var grid: [any Widget] = []
        var index = 0
        while index < variants.count {
            let row = Array(variants[index..<min(variants.count, index + perRow)])
            // Captions wrap rather than cut a number; the row's mocks start on one line.
            let captions = row.map { caption($0, width: cellWidth) }
            let captionHeight = captions.map(\.count).max() ?? 0
            var cells: [(width: Row.Width, widget: any Widget)] = []
            for (v, caption) in zip(row, captions) {
                if !cells.isEmpty { cells.append((.fixed(gap), Lines.blank(0))) }
                cells.append((.fixed(cellWidth), Stack([
                    Lines(caption + Array(repeating: "", count: captionHeight - caption.count)),
                    CanvasWidget(MockRenderer.render(v.layout, columns: cellWidth, rows: cellHeight, options: MockOptions(ascii: ascii))),
                ])))
            }
            grid += [Row(cells), Lines.blank()]
            index += perRow
        }
        return PageText.lines(Stack(grid), width: width, ascii: ascii)
    }

    private static func caption(_ v: Variant, width: Int) -> [String] {
        let vc = v.layout.view(named: "viewController.view")
        let scroll = v.layout.views.first { $0.scroll != nil }?.scroll
        let lines = [v.label, "safe " + (vc?.safeAreaInsets.description ?? "-"), scroll.map { "adjusted \($0.adjustedContentInset)" } ?? ""]
        return lines.flatMap { TextWrap.lines($0, width) }
    }
}
