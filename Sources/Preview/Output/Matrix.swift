/// `render SCENE --matrix`: one scene across devices, orientations, behaviors or windows, or a
/// storyboard's scenes side by side, as a grid of small mocks that fits the given width, each
/// captioned with the numbers that change.
public enum Matrix {
    public enum Axis: String, Sendable, CaseIterable {
        case devices, orientations, behaviors
        /// Every window the device offers in the scene's orientation (RULES §12): the screen
        /// alone on iPhone.
        case windows
        /// Every view controller of a storyboard or xib: the front end reads them
        /// (`Variant(label:scene:)`); a scene file has one.
        case scenes
    }

    /// One cell of the grid: its scene, laid out only when its row of the grid is drawn, so the
    /// grid holds a row's layouts at a time, not every variant's.
    public struct Variant: Sendable {
        public var label: String
        public var scene: Scene

        public var layout: Layout { LayoutEngine.layout(scene, explaining: .none) }

        public init(label: String, scene: Scene) {
            self.label = label
            self.scene = scene
        }
    }

    /// The scene's variants along `axis`. Devices keep the scene's orientation where UIKit allows
    /// it (else portrait); orientations skip portraitUpsideDown on Face ID iPhones.
    public static func variants(_ scene: Scene, _ axis: Axis) -> [Variant] {
        switch axis {
        case .devices:
            return DeviceCatalog.devices.map { device in
                var s = scene
                s.deviceChoice = .catalog(device)
                if s.orientationProblem != nil { s.orientation = .portrait }
                if s.windowProblem != nil { s.window = .full }
                return Variant(label: device.name, scene: s)
            }
        case .orientations:
            return Orientation.allCases.compactMap { orientation in
                var s = scene
                s.orientation = orientation
                if s.windowProblem != nil { s.window = .full }
                return s.orientationProblem == nil ? Variant(label: orientation.rawValue, scene: s) : nil
            }
        case .windows:
            guard scene.device.idiom == .pad else { return [Variant(label: "full (iPhone: the screen)", scene: scene)] }
            return WindowChoice.named.compactMap { window in
                var s = scene
                s.window = window
                return s.windowProblem == nil ? Variant(label: window.description, scene: s) : nil
            }
        case .behaviors:
            return ContentInsetAdjustmentBehavior.allCases.compactMap { behavior in
                var overrides = SceneOverrides()
                overrides.behavior = behavior
                return (try? overrides.apply(to: scene)).map { Variant(label: behavior.rawValue, scene: $0) }
            }
        case .scenes:
            return [Variant(label: scene.title, scene: scene)]
        }
    }

    /// The grid: as many cells per row as `width` holds, each `cellHeight` rows of mock under a
    /// three-line caption (label, the controller's safeAreaInsets, the first scroll view's
    /// adjustedContentInset).
    public static func text(_ variants: [Variant], width: Int, cellHeight: Int, ascii: Bool) -> [String] {
        let landscape = variants.contains { $0.scene.orientation.isLandscape }
        let cellWidth = min(max(1, width), landscape ? 40 : 26)
        let gap = 2
        let perRow = max(1, (width + gap) / (cellWidth + gap))
        var grid: [any Widget] = []
        var index = 0
        while index < variants.count {
            let row = variants[index..<min(variants.count, index + perRow)].map { ($0.label, $0.layout) }
            // Captions wrap rather than cut a number; the row's mocks start on one line.
            let captions = row.map { caption($0.0, $0.1, width: cellWidth) }
            let captionHeight = captions.map(\.count).max() ?? 0
            var cells: [(width: Row.Width, widget: any Widget)] = []
            for ((_, layout), caption) in zip(row, captions) {
                if !cells.isEmpty { cells.append((.fixed(gap), Lines.blank(0))) }
                cells.append(
                    (
                        .fixed(cellWidth),
                        Stack([
                            Lines(caption + Array(repeating: "", count: captionHeight - caption.count)),
                            CanvasWidget(MockRenderer.render(layout, columns: cellWidth, rows: cellHeight, options: MockOptions(ascii: ascii))),
                        ])
                    ))
            }
            grid += [Row(cells), Lines.blank()]
            index += perRow
        }
        return PageText.lines(Stack(grid), width: width, ascii: ascii)
    }

    private static func caption(_ label: String, _ layout: Layout, width: Int) -> [String] {
        let vc = layout.view(named: "viewController.view")
        let scroll = layout.firstScrollView?.scroll
        let lines = [label, "safe " + (vc?.safeAreaInsets.description ?? "-"), scroll.map { "adjusted \($0.adjustedContentInset)" } ?? ""]
        return lines.flatMap { TextWrap.lines($0, width) }
    }
}
