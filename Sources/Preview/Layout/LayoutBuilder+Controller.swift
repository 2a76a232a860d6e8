import Geometry

extension LayoutBuilder {
    /// Whether leading is the right edge (the scene's `layoutDirection`, RULES R27).
    var rightToLeft: Bool { scene.layoutDirection == .rightToLeft }

    /// The content controller's view (R10–R13), then its subviews.
    mutating func addControllerView(parent: String, parentWindowFrame: Rect, containers: ContainerFrames) {
        let controller = scene.controller
        let windowFrame = containers.contentView
        let frame = windowFrame.offsetBy(dx: -parentWindowFrame.minX, dy: -parentWindowFrame.minY)
        let bands = chrome.bands(.all)
        let additional = controller.additionalSafeAreaInsets
        let raw = Overlap.insets(frame: windowFrame, bounds: chrome.screen, safe: bands.insets)
        let safe = legacy ? .zero : (raw + additional).clampedToZero
        let (own, ownWhy) = LayoutMargins.controllerOwn(
            controller, widthClass: metrics.widthClass, screenWidth: marginWidth, ios: scene.ios, windowed: metrics.inIPadWindow,
            rightToLeft: rightToLeft)
        let explains = explaining.includes("viewController.view")
        var explain: [ExplainEntry] = []
        if explains {
            explain = [
                ExplainEntry(
                    "frame",
                    Explanation(
                        "\(frame): " + containers.contentViewWhy,
                        confidence: containers.reasons.values.map(\.confidence).max() ?? .high))
            ]
            explain += safeAreaExplanations(
                safe: safe, parentSafe: bands.insets, bands: bands, frame: windowFrame,
                bounds: chrome.screen, reasons: containers.reasons, additional: additional)
            explain.append(LayoutMargins.explain(safe: safe, own: own, ownWhy: ownWhy))
        }

        var scroll: ScrollLayout?
        var kind = ViewKind.view
        if let spec = controller.view {
            kind = spec.kind
            let layout = ScrollLayout(
                name: "viewController.view", spec: spec, kind: spec.kind, windowFrame: windowFrame,
                safe: safe, isContentView: true, builder: self)
            if explains { explain += layout.explain }
            scroll = layout
        }
        let view = LayoutView(
            name: "viewController.view", parent: parent, role: .controllerView, kind: kind, frame: frame,
            windowFrame: windowFrame, safeAreaInsets: safe,
            layoutMargins: LayoutMargins.effective(safe: safe, own: own), translucent: nil,
            scroll: scroll?.metrics, text: nil, interactive: false, background: true, explain: explain)
        append(view)
        // The controller's view as designed: its size less the difference between this screen
        // and the design screen (the bars are taken to take the same room on both).
        let design =
            scene.designSize.map {
                Size(width: view.frame.width - (chrome.screen.width - $0.width), height: view.frame.height - (chrome.screen.height - $0.height))
            } ?? view.frame.size
        addSubviews(
            scene.views, parent: view, parentDesignSize: design, passDown: scroll?.passDown ?? safe,
            firstIsContentView: controller.view == nil)
        if let body = scene.swiftUI { addSwiftUI(body, host: view) }
    }

    /// Subviews of `parent`, back to front, by the overlap rule (R15–R17).
    /// - Parameter parentDesignSize: the superview's size when its subviews' frames were set
    ///   (R47): the scene's screen for the controller's view, a frame rectangle's own size below.
    /// - Parameter island: the constraint level `parent` was solved in, which placed its
    ///   constrained subviews too (`ConstraintLevel.solve`); nil: solve them now.
    mutating func addSubviews(
        _ specs: [ViewSpec], parent: LayoutView, parentDesignSize: Size, passDown: EdgeInsets, firstIsContentView: Bool,
        arrangement: StackSpec? = nil, island: ConstraintLevel.Result? = nil
    ) {
        let boundsOrigin = parent.scroll.map { $0.contentOffset } ?? .zero
        let bounds = Rect(origin: boundsOrigin, size: parent.frame.size)
        let local = Rect(origin: .zero, size: parent.frame.size)
        let guide = safeAreaGuideInsets(parent)
        let solved = island ?? solveConstraints(specs, parent: parent, local: local, boundsOrigin: boundsOrigin, guide: guide, arrangement: arrangement)
        for (index, spec) in specs.enumerated() {
            let (frame, frameWhy) = self.frame(of: spec, solved: solved, in: parent, local: local, guide: guide, parentDesignSize: parentDesignSize)
            let windowFrame = frame.offsetBy(
                dx: parent.windowFrame.minX - boundsOrigin.x,
                dy: parent.windowFrame.minY - boundsOrigin.y)
            let safe = legacy ? .zero : Overlap.insets(frame: frame, bounds: bounds, safe: passDown)
            var explain =
                explaining.includes(spec.name)
                ? explanations(spec, in: parent, frame: frame, frameWhy: frameWhy, bounds: bounds, safe: safe, passDown: passDown) : []
            var scroll: ScrollLayout?
            if let properties = spec.scroll {
                let layout = ScrollLayout(
                    name: spec.name, spec: properties, kind: spec.kind, windowFrame: windowFrame,
                    safe: safe, isContentView: firstIsContentView && index == 0, builder: self)
                if explaining.includes(spec.name) { explain += layout.explain }
                scroll = layout
            }
            var margins = LayoutMargins.effective(
                safe: safe, own: LayoutMargins.own(spec, rightToLeft: rightToLeft), fromSafeArea: spec.insetsLayoutMarginsFromSafeArea)
            // A scroll view's subviews sit in its content, not against its margins' edges.
            if spec.preservesSuperviewLayoutMargins, parent.scroll == nil {
                margins = LayoutMargins.preserving(margins, frame: frame, in: parent)
                if let i = explain.firstIndex(where: { $0.key == "layoutMargins" }) {
                    explain[i].explanation.text =
                        "\(margins): " + explain[i].explanation.text
                        + "; then each edge at least as far in as \(parent.name)'s margin reaches (preservesSuperviewLayoutMargins)"
                }
            }
            let view = LayoutView(
                name: spec.name, parent: parent.name, role: .subview, kind: spec.kind, frame: frame,
                windowFrame: windowFrame, safeAreaInsets: safe,
                layoutMargins: margins, translucent: nil,
                scroll: scroll?.metrics, text: spec.text, interactive: spec.interactive, background: spec.background,
                hidden: spec.hidden, place: spec.place, explain: explain, constraints: solved.constraints[spec.name] ?? [])
            append(view)
            let designSize: Size = if case .rect(let r) = spec.frame { r.size } else { frame.size }
            addSubviews(
                spec.subviews, parent: view, parentDesignSize: designSize, passDown: scroll?.passDown ?? safe, firstIsContentView: false,
                arrangement: spec.kind == .stack ? spec.stack : nil, island: solved.frames[spec.name] != nil ? solved : nil)
        }
    }

    /// A subview's frame in its superview's bounds, and why: a frame rectangle with an
    /// autoresizing mask resized from the size it was designed in (R47), else as its constraint
    /// level solved it, else its frame spec. For a view not explained, the why is never read, and the constraint level leaves
    /// it empty.
    private func frame(
        of spec: ViewSpec, solved: ConstraintLevel.Result, in parent: LayoutView, local: Rect, guide: EdgeInsets, parentDesignSize: Size
    ) -> (Rect, Explanation) {
        if case .rect(let designed) = spec.frame, !spec.autoresizingMask.isEmpty, parentDesignSize != local.size {
            let frame = AutoresizingMask.resize(designed, mask: spec.autoresizingMask, from: parentDesignSize, to: local.size)
            let flags = AutoresizingMask.allCases.filter(spec.autoresizingMask.contains).map(\.rawValue).joined(separator: ", ")
            return (
                frame,
                Explanation(
                    "\(frame): set as \(designed) in a \(parentDesignSize) superview, now \(local.size); [\(flags)] share the difference among the flexible parts (R47)"
                )
            )
        }
        return solved.frames[spec.name].map { ($0, solved.why[spec.name] ?? Explanation("")) }
            ?? SubviewFrame.resolve(spec.frame, local: local, safe: guide, margins: parent.layoutMargins, rightToLeft: rightToLeft)
    }

    /// An explained subview's frame, safe area and margins, and where each comes from.
    private func explanations(
        _ spec: ViewSpec, in parent: LayoutView, frame: Rect, frameWhy: Explanation, bounds: Rect, safe: EdgeInsets, passDown: EdgeInsets
    ) -> [ExplainEntry] {
        let parentName = parent.name
        let parentBands = Bands(
            insets: passDown,
            words: {
                Dictionary(uniqueKeysWithValues: Edge.allCases.map { ($0, "\(parentName)'s \($0.rawValue) inset \(PointFormat.string(passDown[$0]))") })
            })
        var explain = [ExplainEntry("frame", frameWhy)]
        if parent.scroll != nil {
            explain[0].explanation.text += "; in the scroll view's content coordinates (R17)"
        }
        explain += safeAreaExplanations(safe: safe, parentSafe: passDown, bands: parentBands, frame: frame, bounds: bounds, reasons: [:])
        explain.append(
            LayoutMargins.explain(
                safe: safe, own: LayoutMargins.own(spec, rightToLeft: rightToLeft),
                ownWhy: spec.directionalLayoutMargins == nil ? "UIView's default 8" : "its directionalLayoutMargins",
                fromSafeArea: spec.insetsLayoutMarginsFromSafeArea))
        return explain
    }

    /// The safe-area guide of `parent` as insets (R44): its safe area from iOS 11; on iOS 9 and
    /// 10 a storyboard's guide back-deploys as the controller's top and bottom layout guides
    /// (what the bars overlap, R24), a xib's is the bounds (R45).
    func safeAreaGuideInsets(_ parent: LayoutView) -> EdgeInsets {
        guard legacy else { return parent.safeAreaInsets }
        guard scene.source == .storyboard else { return .zero }
        let top = chrome.navigationBar?.frame.maxY ?? chrome.statusBar?.maxY ?? 0
        let bottom = [chrome.toolbar, chrome.tabBar].compactMap { $0 }.map(\.frame.minY).min() ?? chrome.screen.maxY
        let bands = EdgeInsets(top: top, left: 0, bottom: chrome.screen.maxY - bottom, right: 0)
        return Overlap.insets(frame: parent.windowFrame, bounds: chrome.screen, safe: bands)
    }

    /// The constrained subviews of `parent`, solved together (ConstraintLevel); their conflicts
    /// and ambiguities join the layout's warnings.
    mutating func solveConstraints(
        _ specs: [ViewSpec], parent: LayoutView, local: Rect, boundsOrigin: Point, guide: EdgeInsets,
        arrangement: StackSpec?
    ) -> ConstraintLevel.Result {
        guard arrangement != nil || specs.contains(where: { !$0.constraints.isEmpty }) else { return ConstraintLevel.Result() }
        // `fixed`: this level's views placed by frame, which constraints may name.
        var fixed: [String: Rect] = [:]
        for spec in specs where spec.constraints.isEmpty {
            fixed[spec.name] = SubviewFrame.resolve(spec.frame, local: local, safe: guide, margins: parent.layoutMargins, rightToLeft: rightToLeft).0
        }
        // Ancestors, then views laid out before this level (earlier subtrees), then, for views
        // this pass has not reached, the pass before's (`LayoutEngine.layout`), by name; their
        // frames and guides are put in this level's coordinates when a constraint names them.
        let toLocal = Point(x: parent.windowFrame.minX - boundsOrigin.x, y: parent.windowFrame.minY - boundsOrigin.y)
        var ancestors: [String: LayoutView] = [:]
        var current: LayoutView? = parent
        while let view = current {
            ancestors[view.name] = view
            current = view.parent.flatMap(laidOut)
        }
        let builder = self
        func referable(_ name: String) -> LayoutView? {
            if let ancestor = ancestors[name] { return ancestor }
            // A view this pass has not reached yet: as the pass before laid it out.
            return (builder.laidOut(name) ?? builder.earlierPass?.view(named: name)).flatMap { $0.role == .subview ? $0 : nil }
        }
        let context = ConstraintLevel.Context(
            superviewName: parent.name, bounds: local, isScroll: parent.kind == .scroll, safeArea: local.inset(by: guide),
            margins: local.inset(by: parent.layoutMargins),
            topLayoutGuideBottom: local.minY + guide.top, bottomLayoutGuideTop: local.maxY - guide.bottom,
            fixed: fixed,
            ancestor: { name, kind in
                guard let view = referable(name) else { return nil }
                let frame = view.windowFrame.offsetBy(dx: -toLocal.x, dy: -toLocal.y)
                switch kind {
                case nil: return frame
                case .safeArea?: return frame.inset(by: builder.safeAreaGuideInsets(view))
                default: return frame.inset(by: view.layoutMargins)
                }
            },
            scale: scene.device.scale, explaining: explaining, keepingSizes: keepingSizes, rightToLeft: rightToLeft,
            workLimit: max(0, LayoutEngine.maximumSolverWork - solverWork))
        let result = ConstraintLevel.solve(specs, context, arrangement: arrangement)
        constraintWarnings += result.warnings
        unresolved += result.unresolved
        solverWork += result.work
        overBudget = overBudget || result.overBudget
        return result
    }
}
