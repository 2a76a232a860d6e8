extension LayoutBuilder {
    /// The content controller's view (R10–R13), then its subviews.
    mutating func addControllerView(parent: String, parentWindowFrame: Rect, containers: ContainerFrames) {
        let controller = scene.controller
        let windowFrame = containers.contentView
        let frame = windowFrame.offsetBy(dx: -parentWindowFrame.minX, dy: -parentWindowFrame.minY)
        let bands = chrome.bands(.all)
        let additional = controller.additionalSafeAreaInsets
        let raw = Overlap.insets(frame: windowFrame, bounds: chrome.screen, safe: bands.insets)
        let safe = legacy ? .zero : (raw + additional).clampedToZero
        let (own, ownWhy) = LayoutMargins.controllerOwn(controller, widthClass: metrics.widthClass)
        var explain = [ExplainEntry("frame", Explanation("\(frame): " + containers.contentViewWhy,
                                                         confidence: containers.reasons.values.map(\.confidence).max() ?? .high))]
        explain += safeAreaExplanations(safe: safe, parentSafe: bands.insets, bands: bands, frame: windowFrame,
                                        bounds: chrome.screen, reasons: containers.reasons, additional: additional)
        explain.append(LayoutMargins.explain(safe: safe, own: own, ownWhy: ownWhy))

        var scroll: ScrollLayout?
        var kind = ViewKind.view
        if let spec = controller.view {
            kind = spec.kind
            let layout = ScrollLayout(name: "viewController.view", spec: spec, kind: spec.kind, windowFrame: windowFrame,
                                      safe: safe, isContentView: true, builder: self)
            explain += layout.explain
            scroll = layout
        }
        let view = LayoutView(
            name: "viewController.view", parent: parent, role: .controllerView, kind: kind, frame: frame,
            windowFrame: windowFrame, safeAreaInsets: safe,
            layoutMargins: LayoutMargins.effective(safe: safe, own: own), translucent: nil,
            scroll: scroll?.metrics, text: nil, interactive: false, background: true, explain: explain)
        views.append(view)
        addSubviews(scene.views, parent: view, passDown: scroll?.passDown ?? safe,
                    firstIsContentView: controller.view == nil)
    }

    /// Subviews of `parent`, back to front, by the overlap rule (R15–R17).
    mutating func addSubviews(_ specs: [ViewSpec], parent: LayoutView, passDown: EdgeInsets, firstIsContentView: Bool) {
        let boundsOrigin = parent.scroll.map { $0.contentOffset } ?? .zero
        let bounds = Rect(origin: boundsOrigin, size: parent.frame.size)
        let local = Rect(origin: .zero, size: parent.frame.size)
        for (index, spec) in specs.enumerated() {
            let (frame, frameWhy) = SubviewFrame.resolve(spec.frame, local: local, safe: parent.safeAreaInsets,
                                                         margins: parent.layoutMargins)
            let windowFrame = frame.offsetBy(dx: parent.windowFrame.minX - boundsOrigin.x,
                                             dy: parent.windowFrame.minY - boundsOrigin.y)
            let safe = legacy ? .zero : Overlap.insets(frame: frame, bounds: bounds, safe: passDown)
            var explain: [ExplainEntry] = []
            if explained {
                let parentBands = Bands(insets: passDown, words: Dictionary(uniqueKeysWithValues: Edge.allCases.map {
                    ($0, "\(parent.name)'s \($0.rawValue) inset \(PointFormat.string(passDown[$0]))")
                }))
                explain = [ExplainEntry("frame", frameWhy)]
                if parent.scroll != nil {
                    explain[0].explanation.text += "; in the scroll view's content coordinates (R17)"
                }
                explain += safeAreaExplanations(safe: safe, parentSafe: passDown, bands: parentBands, frame: frame,
                                                bounds: bounds, reasons: [:])
                explain.append(LayoutMargins.explain(safe: safe, own: LayoutMargins.plain, ownWhy: "UIView's default 8"))
            }
            var scroll: ScrollLayout?
            if spec.kind.isScrollView {
                let layout = ScrollLayout(name: spec.name, spec: spec.scroll, kind: spec.kind, windowFrame: windowFrame,
                                          safe: safe, isContentView: firstIsContentView && index == 0, builder: self)
                if explained { explain += layout.explain }
                scroll = layout
            }
            let view = LayoutView(
                name: spec.name, parent: parent.name, role: .subview, kind: spec.kind, frame: frame,
                windowFrame: windowFrame, safeAreaInsets: safe,
                layoutMargins: LayoutMargins.effective(safe: safe, own: LayoutMargins.plain), translucent: nil,
                scroll: scroll?.metrics, text: spec.text, interactive: spec.interactive, background: spec.background,
                explain: explain)
            views.append(view)
            addSubviews(spec.subviews, parent: view, passDown: scroll?.passDown ?? safe, firstIsContentView: false)
        }
    }
}
