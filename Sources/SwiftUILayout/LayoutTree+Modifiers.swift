import Geometry

extension LayoutTree {
    /// Modifiers that change what a view looks like or does but not where anything is: they
    /// are read and left, without a warning.
    /// Every modelled modifier in a fixed order, for did-you-mean (a tie goes to the first).
    static let modifierNames = drawingModifiers.union(layoutModifiers).sorted()
    static let drawingModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "tint", "accentColor", "opacity", "cornerRadius", "clipShape", "clipped",
        "shadow", "border", "mask", "blur", "brightness", "contrast", "saturation", "grayscale", "colorMultiply",
        "scaleEffect", "rotationEffect", "rotation3DEffect", "transformEffect", "blendMode", "compositingGroup",
        "drawingGroup", "hidden", "zIndex", "contentShape", "symbolRenderingMode", "symbolVariant", "imageScale",
        "multilineTextAlignment", "truncationMode", "minimumScaleFactor", "allowsTightening", "kerning", "tracking",
        "textCase", "italic", "underline", "strikethrough", "monospacedDigit", "monospaced", "textSelection",
        "onAppear", "onDisappear", "task", "onChange", "onReceive", "onTapGesture", "onLongPressGesture", "gesture",
        "simultaneousGesture", "highPriorityGesture", "animation", "transition", "disabled", "environment",
        "environmentObject", "tag", "help", "keyboardType", "textContentType", "autocorrectionDisabled",
        "textInputAutocapitalization", "autocapitalization", "submitLabel", "onSubmit", "focused", "refreshable",
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "contextMenu", "swipeActions",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityHidden", "accessibilityElement",
        "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityAction", "accessibilitySortPriority",
        "listRowBackground", "listRowSeparator", "listRowSeparatorTint", "listSectionSeparator",
        "scrollContentBackground", "scrollIndicators", "scrollDismissesKeyboard", "scrollDisabled",
        "scrollTargetBehavior", "scrollTargetLayout", "scrollPosition", "labelStyle", "toggleStyle", "pickerStyle",
        "textFieldStyle", "progressViewStyle", "datePickerStyle", "menuStyle", "navigationDestination", "searchable",
        "preferredColorScheme", "colorScheme", "statusBarHidden", "persistentSystemOverlays", "presentationDetents",
        "presentationDragIndicator", "interactiveDismissDisabled", "onDrag", "onDrop", "draggable", "dropDestination",
        "badge", "id", "accessibilityIdentifier", "navigationTitle", "navigationBarTitleDisplayMode",
        "toolbarTitleDisplayMode", "navigationBarHidden", "navigationBarBackButtonHidden", "toolbar",
        "toolbarBackground", "toolbarColorScheme", "toolbarRole", "tabItem", "tabViewStyle", "tabBarMinimizeBehavior",
        "navigationSubtitle", "sensoryFeedback", "symbolEffect", "contentTransition", "matchedGeometryEffect",
        "glassEffect", "buttonBorderShape", "controlSize", "listStyle", "contentMargins", "font", "bold", "fontWeight",
        "lineLimit", "buttonStyle", "resizable", "navigationBarItems", "listRowInsets", "headerProminence", "redacted",
        "privacySensitive", "fill", "stroke", "strokeBorder", "trim", "navigationBarTitle", "navigationViewStyle",
        "previewLayout", "previewContext", "previewDisplayName", "previewDevice", "previewInterfaceOrientation",
        "renderingMode", "interpolation", "antialiased",
    ]

    /// The modifiers `wrap` lays out (for "did you mean" beside `drawingModifiers`).
    static let layoutModifiers: Set<String> = [
        "padding", "frame", "fixedSize", "layoutPriority", "offset", "background", "overlay", "ignoresSafeArea",
        "edgesIgnoringSafeArea", "safeAreaInset", "safeAreaBar", "safeAreaPadding", "aspectRatio", "scaledToFit", "scaledToFill",
        "containerRelativeFrame",
    ]

    /// Wraps the view's element in its modifiers' elements, in source order; returns the outermost.
    mutating func applyModifiers(_ node: ViewNode, to inner: Int, env: Environment, index: Int, path: String) -> Int {
        var current = inner
        for m in node.modifiers {
            if let wrapped = wrap(current, in: m, env: env, index: index, path: path) {
                current = wrapped
            } else if !Self.drawingModifiers.contains(m.name) {
                warn(
                    ".\(m.name) is not modelled: laid out as if it were not there"
                        + Suggestion.hint(for: m.name, in: Self.modifierNames), at: m.position)
            }
            if m.name == "accessibilityIdentifier" || m.name == "id", let name = m.argument(nil)?.string {
                listed[index].name = name
            }
            if m.name == "ignoresSafeArea" || m.name == "edgesIgnoringSafeArea" { listed[index].ignoresSafeArea = true }
        }
        return current
    }

    /// The element one modifier puts around `child`, or nil for a modifier that does not lay out.
    mutating func wrap(_ child: Int, in m: Modifier, env: Environment, index: Int, path: String) -> Int? {
        switch m.name {
        case "padding":
            // S16: a padding with no length is the default, 16 (M).
            return add(.padding(insets(m.arguments, default: 16)), [child])
        case "frame":
            return frame(child, m)
        case "fixedSize":
            let h = m.argument("horizontal").map { $0 == .bool(true) } ?? true
            let v = m.argument("vertical").map { $0 == .bool(true) } ?? true
            return add(.fixedSize(horizontal: h, vertical: v), [child])
        case "layoutPriority":
            elements[child].priority = m.argument(nil)?.number ?? 0
            return child
        case "offset":
            let x = m.argument("x")?.number ?? 0
            let y = m.argument("y")?.number ?? 0
            return add(.offset(x: x, y: y), [child])
        case "background", "overlay":
            return secondary(child, m, env: env, index: index, path: path)
        case "ignoresSafeArea", "edgesIgnoringSafeArea":
            // S28: `.container` (and `.all`) regions; a `.keyboard`-only call changes nothing here, the keyboard being hidden.
            let regions = m.name == "ignoresSafeArea" ? m.arguments.first { $0.label == nil }?.value.member ?? "all" : "all"
            let edges = m.argument("edges").map(edgeSet) ?? (m.name == "edgesIgnoringSafeArea" ? m.argument(nil).map(edgeSet) ?? [] : Set(Edge.allCases))
            return regions == "keyboard" ? child : add(.ignoresSafeArea(edges), [child])
        case "safeAreaInset", "safeAreaBar":
            let edge = (m.argument("edge")?.member).flatMap { Self.edges($0).first } ?? .bottom
            let alignment = m.argument("alignment")?.member.flatMap(Alignment.named) ?? .center
            var inner = env
            inner.stackAxis = nil
            let bar = buildChildren(
                m.arguments.last { $0.label == nil || $0.label == "content" }?.value.views ?? [], env: inner,
                parent: index, path: path + "/" + m.name)
            // S30: nil spacing is the default spacing between the two, 8 (OSUI's fallback; M).
            return add(.safeAreaInset(edge, alignment, spacing: m.argument("spacing")?.number ?? 8), [child, add(.zstack(alignment), bar)])
        case "safeAreaPadding":
            return add(.safeAreaPadding(insets(m.arguments, default: 16)), [child])
        case "aspectRatio", "scaledToFit", "scaledToFill":
            let fill = m.name == "scaledToFill" || m.argument("contentMode")?.member == "fill" || m.arguments.contains { $0.value.member == "fill" }
            let ratio = m.arguments.first { $0.label == nil }?.value.number
            return add(.aspectRatio(ratio, fill: fill), [child])
        case "containerRelativeFrame":
            let axes: [String] =
                switch m.argument(nil) {
                case .member(let name)?: [name]
                case .array(let items)?: items.compactMap(\.member)
                default: []
                }
            let count = min(1000, max(1, m.argument("count")?.integer ?? 1))
            let span = max(1, m.argument("span")?.integer ?? 1)
            return add(
                .containerRelative(
                    horizontal: axes.contains("horizontal"), vertical: axes.contains("vertical"), count: count, span: min(span, count),
                    spacing: m.argument("spacing")?.number ?? 0,
                    m.argument("alignment")?.member.flatMap(Alignment.named) ?? .center), [child])
        default:
            return nil
        }
    }

    /// `.frame(width:height:alignment:)` or the flexible form (S14).
    mutating func frame(_ child: Int, _ m: Modifier) -> Int {
        let alignment = m.argument("alignment")?.member.flatMap(Alignment.named) ?? .center
        func n(_ label: String) -> Double? { m.argument(label)?.number ?? (m.argument(label)?.member == "infinity" ? .infinity : nil) }
        let flexibleLabels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        if m.arguments.contains(where: { flexibleLabels.contains($0.label ?? "") }) {
            return add(
                .flexibleFrame(
                    FlexibleFrame(
                        minWidth: n("minWidth"), idealWidth: n("idealWidth"), maxWidth: n("maxWidth"),
                        minHeight: n("minHeight"), idealHeight: n("idealHeight"), maxHeight: n("maxHeight")), alignment), [child])
        }
        return add(.fixedFrame(width: n("width"), height: n("height"), alignment), [child])
    }

    /// `.background` and `.overlay`: a colour or material (a `ShapeStyle`, drawn into the safe
    /// area on `ignoresSafeAreaEdges`, all by default, S18) or a view builder (not).
    mutating func secondary(_ child: Int, _ m: Modifier, env: Environment, index: Int, path: String) -> Int? {
        let alignment = m.argument("alignment")?.member.flatMap(Alignment.named) ?? .center
        var views = m.arguments.last { $0.label == nil || $0.label == "content" }?.value.views ?? []
        var styleEdges: Set<Edge> = []
        if let unread = m.arguments.first(where: { $0.label == nil && $0.value.isClosureText }) {
            warn(".\(m.name)'s view builder was not read as views (\(unread.value.describedShort)); left out", at: m.position)
            return child
        }
        if views.isEmpty, m.argument(nil) == nil, m.argument("in") != nil {
            // `.background(in: shape)`: the shape filled with the default background style.
            views = [ViewNode(type: m.argument("in")?.views.first?.type ?? "Rectangle", position: m.position)]
        }
        if views.isEmpty, let style = m.argument(nil) {
            // `.background(.blue)`, `.background(Color.red)`, `.background(.ultraThinMaterial)`: a
            // ShapeStyle; filling a shape (`in:`), it keeps to the view's frame.
            views = [ViewNode(type: m.argument("in")?.views.first?.type ?? "Color", arguments: [Argument(style)], position: m.position)]
            let filled = m.argument("in") != nil
            styleEdges = m.name == "background" && !filled ? m.argument("ignoresSafeAreaEdges").map(edgeSet) ?? Set(Edge.allCases) : []
        }
        if views.isEmpty, m.name == "background", m.arguments.allSatisfy({ $0.label == "ignoresSafeAreaEdges" }) {
            // `.background()` and `.background(ignoresSafeAreaEdges:)`: the default background
            // style, into the safe area on every edge unless said (S18).
            views = [ViewNode(type: "Color", position: m.position)]
            styleEdges = m.argument("ignoresSafeAreaEdges").map(edgeSet) ?? Set(Edge.allCases)
        }
        guard !views.isEmpty else { return nil }
        var inner = env
        inner.stackAxis = nil
        // A background or an overlay is a layer beside the view, not inside it: its views are
        // its siblings, a background's drawn just before it.
        let first = listed.count
        let parent = listed[index].parent
        let secondary = add(.zstack(alignment), buildChildren(views, env: inner, parent: parent, path: path + "/" + m.name))
        for i in first..<listed.count {
            if !styleEdges.isEmpty { listed[i].ignoresSafeArea = true }
            if m.name == "background", listed[i].parent == parent { listed[i].behindOf = index }
        }
        return m.name == "background"
            ? add(.background(alignment, ignoresSafeAreaEdges: styleEdges), [child, secondary])
            : add(.overlay(alignment), [child, secondary])
    }

    /// An `Edge.Set` argument: `.all`, `.top`, `[.top, .bottom]`, `.horizontal`.
    func edgeSet(_ value: Value) -> Set<Edge> {
        switch value {
        case .member(let m): Self.edges(m)
        case .array(let items): items.compactMap(\.member).reduce(into: Set()) { $0.formUnion(Self.edges($1)) }
        default: []
        }
    }
}
