import Geometry

/// A SwiftUI tree read for the UIKit containers it starts with (S37): a `TabView` is a
/// `UITabBarController`, a `NavigationStack` (or `NavigationView`) a `UINavigationController`,
/// and what is left the hosting controller's root view. The UIKit engine lays the containers and
/// their bars out exactly; SwiftUI's layout fills the hosting view.
public struct HostedScreen: Equatable, Sendable {
    /// The tab titles, when the tree starts with a `TabView`; its first tab is shown.
    public var tabItems: [String]?
    public var navigation: Navigation?
    /// The hosting controller's root view.
    public var content: ViewNode
    /// The containers taken off, as the content's path starts: `TabView/NavigationStack`.
    public var path: String
    /// What was assumed in reading them.
    public var warnings: [String]

    /// What a navigation stack's root view says of its bar (S38, S39).
    public struct Navigation: Equatable, Sendable {
        public var title: String
        /// `.navigationBarTitleDisplayMode`: large unless `.inline` (SwiftUI's default for a
        /// stack's root is a large title; S38, M).
        public var largeTitle: Bool
        /// `.toolbar(.hidden, for: .navigationBar)` or `.navigationBarHidden(true)` (S39).
        public var barHidden: Bool
        /// A `ToolbarItem` placed in the `.bottomBar`: the navigation controller's toolbar.
        public var toolbar: Bool
    }

    /// Reads the containers off `root`.
    public init(_ root: ViewNode) {
        var path: [String] = []
        // An app's view whose body is the container (`ContentView` showing a `TabView`): its
        // container is the screen's, its name stays in the path.
        var node = root
        Self.descend(&node, &path)
        warnings = []
        if node.type == "TabView" {
            path.append("TabView")
            tabItems = node.content.map(Self.tabTitle)
            if let first = node.content.first {
                node = first.type == "Tab" ? Self.single(first.content, at: first) : first
                if first.type == "Tab" { path.append("Tab") }
            } else {
                node = ViewNode(type: "EmptyView", position: root.position)
            }
        }
        Self.descend(&node, &path)
        if ["NavigationStack", "NavigationView", "NavigationSplitView"].contains(node.type) {
            if node.type == "NavigationSplitView" {
                warnings.append(
                    "NavigationSplitView is a UISplitViewController, which layoutpreview does not lay out: shown as a NavigationStack of its first column")
            }
            path.append(node.type)
            let content = Self.single(node.content, at: node)
            let title = Self.firstModifier(content, "navigationTitle") ?? Self.firstModifier(content, "navigationBarTitle")
            navigation = Navigation(
                title: title.flatMap { $0.argument(nil) }.map(Self.words) ?? "",
                largeTitle: Self.largeTitle(content), barHidden: Self.barHidden(content), toolbar: Self.bottomToolbar(content))
            node = content
        }
        content = node
        self.path = path.joined(separator: "/")
    }

    /// The hosting view's root when it is a scroll view (`List`, `Form`, `ScrollView`), by the
    /// name the layout gives it: the content scroll view a large title follows (R14, R34).
    public var contentScrollViewName: String? {
        guard ["List", "Form", "ScrollView"].contains(content.type) else { return nil }
        let identifier = content.modifiers.last { $0.name == "accessibilityIdentifier" || $0.name == "id" }?.argument(nil)?.string
        return identifier ?? (path.isEmpty ? content.type : path + "/" + content.type)
    }

    /// Into the body of app views whose bodies reach a container, their names kept in the path.
    static func descend(_ node: inout ViewNode, _ path: inout [String]) {
        while let body = node.argument("body")?.views, body.count == 1, reachesContainer(body[0]) {
            path.append(node.type)
            var inner = body[0]
            inner.modifiers += node.modifiers
            node = inner
        }
    }

    /// Whether a view is a `TabView` or a navigation container, or an app view whose body is.
    static func reachesContainer(_ node: ViewNode) -> Bool {
        if ["TabView", "NavigationStack", "NavigationView", "NavigationSplitView"].contains(node.type) { return true }
        guard let body = node.argument("body")?.views, body.count == 1 else { return false }
        return reachesContainer(body[0])
    }

    /// One view of a builder: itself, or several in a `VStack` (as a container lays out a
    /// builder with more than one view).
    static func single(_ views: [ViewNode], at parent: ViewNode) -> ViewNode {
        views.count == 1 ? views[0] : ViewNode(type: "VStack", content: views, position: parent.position)
    }

    /// A tab's title: `Tab("Home", …)`, or the `Label` or `Text` of its `.tabItem`.
    static func tabTitle(_ tab: ViewNode) -> String {
        if tab.type == "Tab", let title = tab.argument(nil) { return words(title) }
        let item = tab.modifiers.last { $0.name == "tabItem" }
        let views = item?.arguments.last?.value.views ?? []
        let title = views.first { $0.type == "Label" || $0.type == "Text" }?.argument(nil)
        return title.map(words) ?? "Tab"
    }

    /// A title as the bar shows it: a literal's text, else the expression's.
    static func words(_ value: Value) -> String {
        switch value {
        case .string(let s): s
        case .expression(let e): e
        case .member(let m): m
        default: ""
        }
    }

    /// The first modifier of this name on the view or inside it, depth first.
    static func firstModifier(_ node: ViewNode, _ name: String) -> Modifier? {
        if let m = node.modifiers.first(where: { $0.name == name }) { return m }
        for child in node.content {
            if let m = firstModifier(child, name) { return m }
        }
        return nil
    }

    static func largeTitle(_ content: ViewNode) -> Bool {
        let mode = (firstModifier(content, "navigationBarTitleDisplayMode") ?? firstModifier(content, "toolbarTitleDisplayMode"))?.argument(nil)?.member
        return mode != "inline"
    }

    static func barHidden(_ content: ViewNode) -> Bool {
        if firstModifier(content, "navigationBarHidden")?.argument(nil) == .bool(true) { return true }
        guard let toolbar = firstModifier(content, "toolbar"), toolbar.argument(nil) == .member("hidden") else { return false }
        let bars = toolbar.argument("for")
        return bars == nil || bars == .member("navigationBar")
            || bars.map { if case .array(let a) = $0 { a.contains(.member("navigationBar")) } else { false } } == true
    }

    static func bottomToolbar(_ content: ViewNode) -> Bool {
        guard let toolbar = firstModifier(content, "toolbar") else { return false }
        return toolbar.arguments.flatMap(\.value.views).contains { $0.argument("placement") == .member("bottomBar") }
    }
}
