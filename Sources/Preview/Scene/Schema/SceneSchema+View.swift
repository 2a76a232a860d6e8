import Geometry

extension SceneSchema {
    /// A view of `views:` or `subviews:`.
    static let view = SchemaMapping<ViewSpec>(
        name: "view", empty: ViewSpec(name: ""),
        fields: [
            .init(
                "name", \.name, .viewName, default: "", written: .always, defaultText: "required",
                doc: "letters, digits, `-` and `_`; unique; not a built-in name"),
            .init("kind", \.kind, .kind, default: .view, written: .always, doc: ""),
            .init(
                "frame", \.frame, .frame, default: .fill, written: .always, when: { $0.constraints.isEmpty },
                doc: "`fill`, `safeArea`, `margins`, `{x, y, width, height}`, or pins (below)"),
            .init(
                "constraints", \.constraints, .constraints, default: [], defaultText: "none",
                doc: "Auto Layout constraints (below); the view then takes no `frame`"),
            .init(
                "intrinsicContentSize", \.intrinsicContentSize, .size, defaultText: "estimated from the text for labels and buttons", doc: "`{width, height}`"),
            .init("contentHuggingPriority", \.contentHuggingPriority, .axisPriorities, defaultText: "250", doc: "`{horizontal, vertical}`, 1 to 1000"),
            .init(
                "compressionResistancePriority", \.compressionResistancePriority, .axisPriorities, defaultText: "750",
                doc: "`{horizontal, vertical}`, 1 to 1000"),
            .init(
                "designSize", \.designSize, .size, defaultText: "none",
                doc: "`{width, height}`: the size it was designed at, kept on an axis its constraints leave free (R50)"),
        ] + scroll.fields.map { $0.lifted(\ViewSpec.scrollKeys) } + [
            .init("text", \.text, .text, doc: "label and button text"),
            .init("interactive", \.interactive, .bool, default: false, doc: "lint: must stay visible and touchable (labels and buttons always are)"),
            .init("hidden", \.hidden, .bool, default: false, doc: "laid out, not drawn, not linted; no room in a stack view"),
            .init(
                "notInstalled", \.notInstalled, .sizeClassPairs, default: [], defaultText: "none",
                doc: "size-class pairs (`wC hR`, …) where the view is not in the hierarchy: Interface Builder's \"Installed\" box, off"),
            .init(
                "insetsLayoutMarginsFromSafeArea", \.insetsLayoutMarginsFromSafeArea, .bool, default: true,
                doc: "whether the view's margins are measured from its safe area, not its bounds (R26)"),
            .init(
                "preservesSuperviewLayoutMargins", \.preservesSuperviewLayoutMargins, .bool, default: false,
                doc: "each margin at least as far in as the superview's margin reaches into the view"),
            .init(
                "fontSize", \.fontSize, .number(1...500, what: "a font size in points"), defaultText: "17",
                doc: "a label's or button's font size: its baselines and estimated size follow it (R43, R46)"),
            .init(
                "alignmentRectInsets", \.alignmentRectInsets, .insets(), default: .zero, defaultText: "0",
                doc: "`{top, left, bottom, right}`: how far the frame reaches beyond the rectangle constraints place"),
            .init(
                "directionalLayoutMargins", \.directionalLayoutMargins, .directionalInsets, defaultText: "8 on every side",
                doc: "`{top, leading, bottom, trailing}`: the view's own layout margins (R25)"),
            .init(
                "autoresizingMask", \.autoresizingMask, .set(of: .choice("autoresizing mask flag"), what: "autoresizing mask flags"), default: [],
                doc:
                    "with a frame rectangle: `flexibleLeftMargin`, `flexibleWidth`, `flexibleRightMargin`, `flexibleTopMargin`, `flexibleHeight`, `flexibleBottomMargin` (R47)"
            ),
        ] + stack.fields.map { $0.lifted(\ViewSpec.stack) } + [
            .init("background", \.background, .bool, default: false, doc: "lint: may run edge to edge"),
            .init("subviews", \.subviews, .views, default: [], defaultText: "none", doc: "its subviews, back to front"),
        ],
        kind: { $0.kind }, first: ["name", "kind"], required: [("name", "a view needs a name (letters, digits, - and _)")],
        places: \ViewSpec.keyPlaces)

    /// A scroll or table view's keys (a view's, and a scrolling root view's).
    static let scroll = SchemaMapping<ScrollSpec>(
        name: "scroll", empty: ScrollSpec(),
        fields: [
            .init("rows", \.rows, .integer(0...10_000, what: "a row count"), kinds: [.table], doc: "a table's rows: contentSize = width × rows × rowHeight"),
            .init(
                "contentSize", \.contentSize, .size, when: { $0.rows == nil }, kinds: [.scroll, .table], defaultText: "0",
                doc: "`{width, height}` (not with `rows`)"),
            .init("rowHeight", \.rowHeight, .number(1...10_000, what: "a row height in points"), default: 44, kinds: [.table], doc: "a table's row height"),
            .init("contentInset", \.contentInset, .insets(), default: .zero, kinds: [.scroll, .table], defaultText: "0", doc: "`{top, left, bottom, right}`"),
            .init(
                "contentInsetAdjustmentBehavior", \.contentInsetAdjustmentBehavior, .choice("contentInsetAdjustmentBehavior"), default: .automatic,
                kinds: [.scroll, .table], doc: ""),
            .init("alwaysBounceVertical", \.alwaysBounceVertical, .bool, kinds: [.scroll, .table], defaultText: "true for tables", doc: ""),
            .init("alwaysBounceHorizontal", \.alwaysBounceHorizontal, .bool, default: false, kinds: [.scroll, .table], doc: ""),
            .init("isScrollEnabled", \.isScrollEnabled, .bool, default: true, kinds: [.scroll, .table], doc: ""),
            .init(
                "contentOffset", \.contentOffset, .point, kinds: [.scroll, .table], defaultText: "the resting offset",
                doc: "`{x, y}`, UIKit's contentOffset, clamped to the scroll range: a scrolled state in a file"),
        ],
        kind: { $0.kind })

    /// A stack view's keys (R48).
    static let stack = SchemaMapping<StackSpec>(
        name: "stack", empty: StackSpec(),
        fields: [
            .init("axis", \.axis, .choice("axis"), default: .horizontal, written: .always, kinds: [.stack], doc: ""),
            .init(
                "distribution", \.distribution, .choice("distribution"), default: .fill, written: .always, kinds: [.stack],
                doc: ""),
            .init(
                "alignment", \.alignment, .choice("alignment"), default: .fill, written: .always, kinds: [.stack],
                doc: ""),
            .init("spacing", \.spacing, .number(-10_000...10_000, what: "a spacing in points"), default: 0, written: .always, kinds: [.stack], doc: "points"),
            .init(
                "isLayoutMarginsRelativeArrangement", \.isLayoutMarginsRelativeArrangement, .bool, default: false, kinds: [.stack],
                doc: "arrange inside the stack's margins"),
        ])
}

extension ViewSpec {
    /// What a scroll key reads into and writes from: the scroll properties (the schema takes
    /// scroll keys on scroll and table views only, which always have them).
    fileprivate var scrollKeys: ScrollSpec {
        get { scroll ?? ScrollSpec(kind: kind) }
        set { scroll = newValue }
    }
}
