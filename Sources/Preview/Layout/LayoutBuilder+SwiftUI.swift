import Geometry
import SwiftUILayout

extension LayoutBuilder {
    /// The SwiftUI view the controller hosts, laid out by SwiftUI's rules (§11) in the
    /// controller's view, whose frame and safe area UIKit's rules gave (S41). Each SwiftUI view
    /// becomes a layout view, named by its identifier or its path, under its SwiftUI parent.
    mutating func addSwiftUI(_ body: SwiftUIBody, host: LayoutView) {
        let bands = chrome.bands(.all)
        let words = explaining == .none ? [:] : bands.words()
        // R34: with Liquid Glass a large title sits at the top of the content scroll view.
        let largeTitle = chrome.largeTitleInScrollView && chrome.navigationBarIsLarge ? chrome.largeTitle - chrome.largeTitleCollapse : 0
        let screen = HostingLayout.layout(
            body.hosted.content, path: body.hosted.path, in: host.windowFrame,
            safeAreaInsets: host.safeAreaInsets, scale: scene.device.scale, bands: words,
            largeTitle: (largeTitle, chrome.largeTitleCollapse), scrollOffsets: scrollOffsets,
            explaining: explaining != .none)
        // What each SwiftUI name became here (the same, unless it was taken), for the children.
        var names: [String: String] = [:]
        // Views inside a control (a button's label): the control is drawn and linted as a whole.
        var inControls: Set<String> = []
        for view in screen.views {
            let inControl = view.parent.map { inControls.contains($0) } ?? false
            if inControl || view.role == .control { inControls.insert(view.name) }
            let name = unique(view.name, path: view.path)
            names[view.name] = names[view.name] ?? name
            let parent = view.parent.flatMap { names[$0] } ?? "viewController.view"
            let parentFrame = laidOut(parent)?.windowFrame ?? host.windowFrame
            var explain: [ExplainEntry] = []
            if explaining.includes(name) {
                explain = view.explanations.map { ExplainEntry($0.key, $0.explanation) }
                explain.append(
                    ExplainEntry(
                        "layoutMargins",
                        Explanation(
                            "{0, 0, 0, 0}: SwiftUI views have no layout margins; a default .padding() is 16 where it is written (§11.8)", confidence: .medium)))
            }
            var laid = LayoutView(
                name: name, parent: parent, role: .subview, kind: inControl ? .view : Self.kind(view.role),
                frame: view.windowFrame.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY), windowFrame: view.windowFrame,
                safeAreaInsets: view.safeAreaInsets, layoutMargins: .zero, translucent: nil,
                scroll: Self.scrollMetrics(view), text: view.text, interactive: view.role == .control,
                background: inControl || view.role == .fill || view.ignoresSafeArea || view.role == .container || view.role == .spacer,
                explain: explain)
            laid.place = body.place(view.position)
            laid.fill = view.role != .fill || inControl ? nil : view.isBackground ? .backdrop : .shape
            laid.sizedByText = (view.role == .text || view.role == .control) && !inControl
            append(laid)
        }
        notes += screen.warnings.map { Explanation($0, confidence: .low) }
        swiftUIWarnings = screen.warnings
    }

    /// A view's name, unless a view already has it (two identifiers alike, or a built-in name):
    /// then its path, and past that a number.
    private func unique(_ name: String, path: String) -> String {
        if laidOut(name) == nil, !Scene.builtInViewNames.contains(name) { return name }
        if laidOut(path) == nil { return path }
        var n = 2
        while laidOut("\(path)#\(n)") != nil { n += 1 }
        return "\(path)#\(n)"
    }

    /// How the outputs draw and lint a SwiftUI view: text as a label, a control as a button.
    private static func kind(_ role: SwiftUIView.Role) -> ViewKind {
        switch role {
        case .text: .label
        case .control: .button
        case .scroll: .scroll
        case .container, .image, .spacer, .fill, .placeholder: .view
        }
    }

    /// A SwiftUI scroll view's numbers as its `UIScrollView` would log them (S33).
    private static func scrollMetrics(_ view: SwiftUIView) -> ScrollMetrics? {
        guard let s = view.scroll else { return nil }
        return ScrollMetrics(
            contentSize: s.contentSize, contentInset: .zero, adjustedContentInset: s.adjustedContentInset,
            contentOffset: s.contentOffset, restingOffset: s.restingOffset, contentInsetAdjustmentBehavior: .automatic,
            rows: nil, rowHeight: 44)
    }
}
