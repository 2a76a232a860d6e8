import Geometry

/// A SwiftUI screen laid out in its hosting view.
public struct SwiftUIScreen: Equatable, Sendable {
    /// Parents before children; a view's backgrounds before its other views; otherwise in
    /// source order.
    public var views: [SwiftUIView]
    /// What was assumed or left out: constructs not modelled, the running app's data.
    public var warnings: [String]
}

/// SwiftUI's layout (RULES §11) of one view tree inside a `UIHostingController`'s view, whose
/// frame and safe area the UIKit engine has computed (S41): the root is offered the safe area's
/// size and centred in it (S1), each parent proposes, each child chooses, each parent places;
/// frames are rounded to the pixel grid (S4).
///
///     let screen = HostingLayout.layout(root, path: "", in: Rect(x: 0, y: 0, width: 402, height: 874),
///                                       safeAreaInsets: EdgeInsets(top: 62, bottom: 34), scale: 3)
public enum HostingLayout {
    /// - Parameters:
    ///   - path: what the root's path starts with (the containers the scene made UIKit's:
    ///     `NavigationStack`), or empty.
    ///   - bands: each unsafe edge's band in words (`status bar 62 + navigation bar 54`), for the
    ///     explanations.
    ///   - largeTitle: how far a large title at the top of the root scroll view pushes its
    ///     content down (iOS 26's large title lives in the content scroll view, R34), and how far
    ///     it has collapsed as the content scrolled (R14).
    ///   - scrollOffsets: how far named scroll views have scrolled from where they rest.
    ///   - explaining: whether to write each view's explanations (the numbers are the same).
    public static func layout(
        _ root: ViewNode, path: String, in host: Rect, safeAreaInsets: EdgeInsets, scale: Double,
        bands: [Edge: String] = [:], largeTitle: (inset: Double, collapse: Double) = (0, 0),
        scrollOffsets: [String: Point] = [:], explaining: Bool = true
    ) -> SwiftUIScreen {
        let safe = host.inset(by: safeAreaInsets)
        var tree = LayoutTree(scale: scale, containerSize: safe.size, capacity: root.count)
        tree.scrollOffsets = scrollOffsets
        let roots = tree.buildChildren([root], env: LayoutTree.Environment(), parent: nil, path: path)
        if let first = tree.listed.first, first.role == .scroll { tree.largeTitle = (first.inner, largeTitle.inset, largeTitle.collapse) }
        let region = SafeRegion(safe: safe, bounds: host)
        let offer = ProposedViewSize(safe.size)
        for id in roots {
            tree.placeAligned(id, in: safe, proposal: offer, alignment: .center, region: region)
        }
        let views = tree.drawingOrder.compactMap { tree.view($0, scale: scale, bands: bands, explaining: explaining) }
        return SwiftUIScreen(views: views, warnings: tree.warnings)
    }
}

extension LayoutTree {
    /// The listed view `index` as the outputs show it, once placed.
    func view(_ index: Int, scale: Double, bands: [Edge: String], explaining: Bool) -> SwiftUIView? {
        let item = listed[index]
        guard let outer = placements[item.outer], let inner = placements[item.inner] else { return nil }
        let frame = Self.rounded(inner.frame, scale: scale)
        let insets = Self.overlap(frame, safe: inner.safe)
        var view = SwiftUIView(
            name: item.name, path: item.path, parent: item.parent.map { listed[$0].name }, type: item.type, role: item.role,
            windowFrame: frame, modifiedFrame: Self.rounded(outer.frame, scale: scale), safeAreaInsets: insets,
            text: item.text, isBackground: item.behindOf != nil, ignoresSafeArea: item.ignoresSafeArea, scroll: nil,
            explanations: [], position: item.position)
        if let scroll = scrolls[item.inner] {
            view.scroll = SwiftUIView.Scroll(
                contentSize: scroll.contentSize, adjustedContentInset: scroll.insets,
                contentOffset: scroll.contentOffset, restingOffset: scroll.restingOffset)
        }
        if explaining {
            view.explanations =
                [("frame", frameExplanation(item, scale: scale))]
                + Edge.allCases.map { ("safeAreaInsets.\($0.rawValue)", Self.safeAreaExplanation($0, insets[$0], bands: bands)) }
            if let assumption = item.assumption { view.explanations.append(("assumed", assumption.explanation)) }
        }
        return view
    }

    /// `rect` with its edges on the pixel grid (S4).
    static func rounded(_ rect: Rect, scale: Double) -> Rect {
        func r(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let x = r(rect.minX)
        let y = r(rect.minY)
        return Rect(x: x, y: y, width: r(rect.maxX) - x, height: r(rect.maxY) - y)
    }

    static func safeAreaExplanation(_ edge: Edge, _ value: Double, bands: [Edge: String]) -> Explanation {
        guard value > 0 else { return Explanation("0: the view is inside the safe area on this edge (S27)") }
        let band = bands[edge].map { " (\($0))" } ?? ""
        return Explanation("\(PointFormat.string(value)): the part of the unsafe band\(band) the view overlaps (S27, R15)")
    }
}
