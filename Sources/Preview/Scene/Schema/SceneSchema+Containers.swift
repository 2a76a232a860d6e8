import Geometry

extension SceneSchema {
    /// `tabBar:` — present, even empty, the controller is in a tab bar controller.
    static let tabBar = SchemaMapping<TabBarConfiguration>(
        name: "tabBar", empty: TabBarConfiguration(),
        fields: [
            .init("style", \.style, .choice("tab bar style"), default: .translucent, written: .always, doc: ""),
            .init("items", \.items, .list(of: .text, what: "item titles"), default: [], written: .always, doc: "item titles"),
            .init(
                "tabBarMinimizeBehavior", \.minimizeBehavior, .choice("tabBarMinimizeBehavior"),
                doc: "`automatic`, `never`, `onScrollDown`, `onScrollUp` (iOS 26; accepted, not modelled)"),
        ])

    /// `navigation:` — present, even empty, the controller is in a navigation controller.
    static let navigation = SchemaMapping<NavigationConfiguration>(
        name: "navigation", empty: NavigationConfiguration(),
        fields: [
            .init(
                "bar", \.bar, .choice("bar style"), default: .translucent, written: .always,
                doc: "`translucent`, `opaque`, `backgroundImage` (an opaque image: an opaque bar), `hidden`"),
            .init("title", \.title, .text, default: "", written: .always, doc: ""),
            .init("prefersLargeTitles", \.prefersLargeTitles, .bool, default: false, written: .always, doc: ""),
            .init(
                "largeTitleDisplayMode", \.largeTitleDisplayMode, .choice("largeTitleDisplayMode"), default: .automatic,
                doc: "the controller's `navigationItem.largeTitleDisplayMode`: `automatic`, `always`, `never` (a small title whatever the bar prefers)"),
            .init("toolbar", \.toolbar, .choice("toolbar style"), default: .hidden, written: .always, doc: ""),
            .init("pushed", \.pushed, .bool, default: false, doc: "the controller was pushed (not the stack's root): the bar shows a back button"),
            .init(
                "navigationBarMinimization", \.minimization, .mapping({ SceneSchema.minimization }, named: "navigationBarMinimization", flowStyle: true),
                doc:
                    "`{minimizationBehavior: automatic|never|onScrollDown|onScrollUp, safeAreaAdjustment: automatic|disabled|enabled}` (iOS 27; accepted, not modelled)"
            ),
        ])

    static let minimization = SchemaMapping<BarMinimization>(
        name: "navigationBarMinimization", empty: BarMinimization(),
        fields: [
            .init("minimizationBehavior", \.minimizationBehavior, .choice("minimizationBehavior"), default: .automatic, written: .always, doc: ""),
            .init("safeAreaAdjustment", \.safeAreaAdjustment, .choice("safeAreaAdjustment"), default: .automatic, written: .always, doc: ""),
        ])

    /// `controller:` — the content view controller's layout properties.
    static let controller = SchemaMapping<ControllerConfiguration>(
        name: "controller", empty: ControllerConfiguration(),
        fields: [
            .init(
                "edgesForExtendedLayout", \.edgesForExtendedLayout, .edges, default: Set(Edge.allCases), written: .always,
                doc: "`all`, `none`, an edge, or a list of `top`, `left`, `bottom`, `right`"),
            .init("extendedLayoutIncludesOpaqueBars", \.extendedLayoutIncludesOpaqueBars, .bool, default: false, written: .always, doc: ""),
            .init(
                "additionalSafeAreaInsets", \.additionalSafeAreaInsets, .insets(), default: .zero, written: .always, defaultText: "0",
                doc: "`{top, left, bottom, right}`"),
            .init("automaticallyAdjustsScrollViewInsets", \.automaticallyAdjustsScrollViewInsets, .bool, default: true, written: .always, doc: ""),
            .init(
                "viewRespectsSystemMinimumLayoutMargins", \.viewRespectsSystemMinimumLayoutMargins, .bool, default: true, written: .always, doc: ""),
            .init(
                "directionalLayoutMargins", \.directionalLayoutMargins, .directionalInsets, defaultText: "the system minimum",
                doc: "`{top, leading, bottom, trailing}`"),
            .init(
                "view", \.view, .mapping({ SceneSchema.scrollRoot }, named: "scrollRoot"), defaultText: "a plain view",
                doc: "`{kind: table or scroll, ...scroll keys}`: the root view itself scrolls; `views` become its subviews"),
        ])

    /// `controller.view:` — a root view that is itself a scroll or table view.
    static let scrollRoot = SchemaMapping<ScrollSpec>(
        name: "scrollRoot", empty: ScrollSpec(),
        fields: [.init("kind", \.kind, .scrollKind, default: .scroll, written: .always, doc: "`scroll` or `table`")]
            + scroll.fields,
        kind: { $0.kind }, first: ["kind"])
}

extension SchemaValue where Value == ViewKind {
    /// A view kind: any, with UIKit class names answered by how a scene writes them.
    static var kind: Self { .choice("view kind", advice: ViewKind.spelling(ofUIKit:)) }

    /// The kind of a controller's root view: scroll or table.
    static var scrollKind: Self {
        let any = kind
        return Self(
            read: { r, n, p throws(SceneError) in
                let kind = try any.read(r, n, p)
                guard kind.isScrollView else {
                    throw r.error(n, p, "controller.view takes kind scroll or table, found '\(kind.rawValue)'; plain views go under views")
                }
                return kind
            },
            flow: any.flow, json: .object([("enum", .array([.string("scroll"), .string("table")]))]))
    }
}
