/// A screen to lay out: a device, the containers around one view controller, and its views.
///
/// Every property defaults to UIKit's default (SPEC "Scene files"); `SceneLoader` fills it from YAML.
public struct Scene: Equatable, Sendable {
    public var title: String
    public var notes: String
    public var device: Device
    /// Whether the device was given inline rather than by catalog id (kept when writing back).
    public var deviceIsCustom: Bool
    public var orientation: Orientation
    /// The rules version; below 11 selects the iOS 7–10 legacy mode (R24).
    public var ios: Int
    public var statusBar: StatusBarVisibility
    /// Present when the controller is inside a `UITabBarController`.
    public var tabBar: TabBarConfiguration?
    /// Present when the controller is inside a `UINavigationController`.
    public var navigation: NavigationConfiguration?
    public var controller: ControllerConfiguration
    /// Subviews of the controller's view, back to front.
    public var views: [ViewSpec]

    public init(title: String = "Untitled scene", notes: String = "",
                device: Device = DeviceCatalog.device(id: DeviceCatalog.defaultID) ?? DeviceCatalog.devices[0],
                deviceIsCustom: Bool = false, orientation: Orientation = .portrait, ios: Int = 18,
                statusBar: StatusBarVisibility = .visible, tabBar: TabBarConfiguration? = nil,
                navigation: NavigationConfiguration? = nil,
                controller: ControllerConfiguration = ControllerConfiguration(), views: [ViewSpec] = []) {
        self.title = title
        self.notes = notes
        self.device = device
        self.deviceIsCustom = deviceIsCustom
        self.orientation = orientation
        self.ios = ios
        self.statusBar = statusBar
        self.tabBar = tabBar
        self.navigation = navigation
        self.controller = controller
        self.views = views
    }

    /// The oldest and newest `ios` values a scene may name.
    public static let iosRange = 7...26
}

public enum StatusBarVisibility: String, CaseIterable, Sendable { case visible, hidden }

public enum TabBarStyle: String, CaseIterable, Sendable { case translucent, opaque, hidden }

/// A navigation bar's look as it affects layout. `backgroundImage` is a fully opaque image, which
/// makes the bar's default translucency false (R9).
public enum NavigationBarStyle: String, CaseIterable, Sendable { case translucent, opaque, backgroundImage, hidden }

public enum ToolbarStyle: String, CaseIterable, Sendable { case hidden, translucent, opaque }

public struct TabBarConfiguration: Equatable, Sendable {
    public var style: TabBarStyle
    public var items: [String]

    public init(style: TabBarStyle = .translucent, items: [String] = []) {
        self.style = style
        self.items = items
    }
}

public struct NavigationConfiguration: Equatable, Sendable {
    public var bar: NavigationBarStyle
    public var title: String
    public var prefersLargeTitles: Bool
    public var toolbar: ToolbarStyle

    public init(bar: NavigationBarStyle = .translucent, title: String = "",
                prefersLargeTitles: Bool = false, toolbar: ToolbarStyle = .hidden) {
        self.bar = bar
        self.title = title
        self.prefersLargeTitles = prefersLargeTitles
        self.toolbar = toolbar
    }
}

/// The content view controller's layout properties.
public struct ControllerConfiguration: Equatable, Sendable {
    public var edgesForExtendedLayout: Set<Edge>
    public var extendedLayoutIncludesOpaqueBars: Bool
    public var additionalSafeAreaInsets: EdgeInsets
    public var automaticallyAdjustsScrollViewInsets: Bool
    public var viewRespectsSystemMinimumLayoutMargins: Bool
    /// nil: the view's default margins (the system minimum, R25).
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    /// Set when the controller's root view is itself a scroll or table view.
    public var view: ScrollSpec?

    public init(edgesForExtendedLayout: Set<Edge> = Set(Edge.allCases),
                extendedLayoutIncludesOpaqueBars: Bool = false,
                additionalSafeAreaInsets: EdgeInsets = .zero,
                automaticallyAdjustsScrollViewInsets: Bool = true,
                viewRespectsSystemMinimumLayoutMargins: Bool = true,
                directionalLayoutMargins: DirectionalEdgeInsets? = nil, view: ScrollSpec? = nil) {
        self.edgesForExtendedLayout = edgesForExtendedLayout
        self.extendedLayoutIncludesOpaqueBars = extendedLayoutIncludesOpaqueBars
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
        self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
        self.viewRespectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
        self.directionalLayoutMargins = directionalLayoutMargins
        self.view = view
    }
}
