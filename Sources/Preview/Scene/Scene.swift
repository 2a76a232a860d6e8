import Geometry

/// A screen to lay out: a device, the containers around one view controller, and its views.
///
/// Every property defaults to UIKit's default (SPEC "Scene files"); `SceneLoader` fills it from YAML.
public struct Scene: Equatable, Sendable {
    public var title: String
    public var notes: String
    /// The device, from the catalog or described inline (kept so when writing back).
    public var deviceChoice: DeviceChoice
    /// The device laid out on, whichever way the scene chose it.
    public var device: Device { deviceChoice.device }
    public var orientation: Orientation
    /// The window the app runs in (SPEC "Windows"): the screen unless an iPad's Split View,
    /// Slide Over or a free window is asked for.
    public var window: WindowChoice = .full
    /// The page sheet the controller is presented in, at this detent (`sheet:`), or nil when it
    /// fills its window (docs/sheets.md).
    public var sheet: SheetDetent?
    /// The `ios` the scene names, or nil for the device's newest (R6b).
    public var requestedIOS: Int?
    /// The iOS whose insets the scene's own device shows when it names no `ios` (an imported
    /// document's: the iOS its Xcode's canvas simulated); another device uses its newest.
    public var designIOS: Int?
    /// The name of the device the scene was made for (`designIOS` applies to it alone).
    public var designDeviceName: String?
    /// Whether `device` is an Interface Builder canvas: a catalog device as one Xcode drew it
    /// (its status bar, its insets), not a device anyone holds. Lint checks the catalog's
    /// devices and leaves the canvas out; a scene's own custom device it checks too.
    public var deviceIsCanvas = false
    /// What an import from a storyboard or xib left out or approximated: said in every output's
    /// warnings (SPEC "JSON output").
    public var importWarnings: [String] = []
    /// The design the scene names (`design:`), or nil for the default of its iOS (R31).
    public var requestedDesign: Design?
    /// The screen size the scene's frames were set for (its own device and orientation); frames
    /// with an autoresizing mask follow the difference on another device (R47). nil: the current.
    public var designSize: Size?
    /// Where the screen was designed: how safe-area guides back-deploy to iOS 9 and 10 (R45).
    public var source: DocumentSource = .storyboard
    /// The app's layout direction (`UITraitCollection.layoutDirection`): right to left, leading
    /// is the right edge for constraints, pins and directional margins, and horizontal stack views
    /// arrange from the right (R27).
    public var layoutDirection: LayoutDirection = .leftToRight
    public var statusBar: StatusBarVisibility
    /// Present when the controller is inside a `UITabBarController`.
    public var tabBar: TabBarConfiguration?
    /// Present when the controller is inside a `UINavigationController`.
    public var navigation: NavigationConfiguration?
    /// Whether a navigation bar shows: the controller is in a navigation controller whose bar
    /// is not hidden.
    public var showsNavigationBar: Bool { navigation.map { $0.bar != .hidden } ?? false }
    public var controller: ControllerConfiguration
    /// Subviews of the controller's view, back to front.
    public var views: [ViewSpec]
    /// A SwiftUI view the controller hosts instead of `views` (SPEC "SwiftUI source files").
    public var swiftUI: SwiftUIBody?
    /// Where each top-level key stands, when it was read from a scene file (`SceneChecks`).
    public var keyPlaces = KeyPlaces()

    public init(
        title: String = "Untitled scene", notes: String = "",
        device: DeviceChoice = .catalog(DeviceCatalog.device(id: DeviceCatalog.defaultID) ?? DeviceCatalog.devices[0]),
        orientation: Orientation = .portrait, ios: Int? = nil,
        design: Design? = nil,
        statusBar: StatusBarVisibility = .visible, tabBar: TabBarConfiguration? = nil,
        navigation: NavigationConfiguration? = nil,
        controller: ControllerConfiguration = ControllerConfiguration(), views: [ViewSpec] = []
    ) {
        self.title = title
        self.notes = notes
        self.deviceChoice = device
        self.orientation = orientation
        self.requestedIOS = ios
        self.requestedDesign = design
        self.statusBar = statusBar
        self.tabBar = tabBar
        self.navigation = navigation
        self.controller = controller
        self.views = views
    }

    /// The rules version; below 11 selects the iOS 7–10 legacy mode (R24). Without `ios` in the
    /// scene, the newest version the device runs (R6b), so it follows the device.
    public var ios: Int {
        get { requestedIOS ?? (device.name == designDeviceName ? designIOS : nil) ?? device.defaultIOS }
        set { requestedIOS = newValue }
    }

    /// The design in force: Liquid Glass by default from iOS 26, the iOS 18 design before (R31).
    public var design: Design { ios >= 26 ? requestedDesign ?? .liquidGlass : .compatibility }

    /// "iOS 18", or with the design from iOS 26: "iOS 26 Liquid Glass", "iOS 26 compatibility".
    public var versionLabel: String {
        ios < 26 ? "iOS \(ios)" : "iOS \(ios) \(design == .liquidGlass ? "Liquid Glass" : "compatibility")"
    }

    /// What a page says the layout is of: "iPhone X, portrait, iOS 16", with an iPad's window
    /// when it is not the screen ("…, landscapeLeft, window third, iOS 18") and a page sheet
    /// where one shows ("…, portrait, sheet medium, iOS 18").
    public var layoutWords: String {
        let window = device.idiom == .pad && self.window != .full ? ", window \(self.window)" : ""
        // Only where a page sheet shows: elsewhere the notes say why the controller fills its window.
        let sheet = self.sheet.map { detent in metrics.window?.sheet != nil ? ", sheet \(detent)" : "" } ?? ""
        return "\(device.name), \(orientation.rawValue)\(window)\(sheet), \(versionLabel)"
    }

    /// A page's caption: "Opaque navigation bar — iPhone X, portrait, iOS 16".
    public var caption: String { "\(Sanitized.text(title)) — \(layoutWords)" }

    /// Names the engine gives its own views; a scene view may not take them.
    public static let builtInViewNames: Set<String> = ["window", "statusBar", "tabBar", "navigationBar", "toolbar"]

    /// How many views the scene has, nested ones included (a SwiftUI view's as written).
    public var viewCount: Int {
        func count(_ views: [ViewSpec]) -> Int { views.reduce(0) { $0 + 1 + count($1.subviews) } }
        return count(views) + (swiftUI?.hosted.content.count ?? 0)
    }

    /// How many views are placed by constraints (the solver's work grows with them).
    public var constrainedViewCount: Int {
        func count(_ views: [ViewSpec]) -> Int { views.reduce(0) { $0 + ($1.constraints.isEmpty ? 0 : 1) + count($1.subviews) } }
        return count(views)
    }

    /// Every constraint of the scene's views, in tree order.
    public var constraints: [SceneConstraint] {
        func collect(_ views: [ViewSpec]) -> [SceneConstraint] { views.flatMap { $0.constraints + collect($0.subviews) } }
        return collect(views)
    }

    /// How many distinct priorities below required the solver weighs: its constraints', and the
    /// content hugging and compression resistance of the views they place (R46).
    public var priorityLevels: Int {
        var levels = Set(constraints.map(\.parsed.priority).filter { $0 < 1000 })
        func collect(_ views: [ViewSpec]) {
            for v in views {
                if !v.constraints.isEmpty {
                    levels.formUnion([v.hugging.horizontal, v.hugging.vertical, v.resistance.horizontal, v.resistance.vertical].filter { $0 < 1000 })
                }
                collect(v.subviews)
            }
        }
        collect(views)
        return levels.count
    }

    /// Whether the Liquid Glass geometry of RULES §9 applies.
    public var isLiquidGlass: Bool { design == .liquidGlass }
}

/// A storyboard scene's safe-area guide back-deploys to iOS 9/10 as the controller's layout
/// guides; a xib's is the view's bounds there (R45).
public enum DocumentSource: String, CaseIterable, Sendable { case storyboard, xib }

/// `UITraitEnvironmentLayoutDirection`.
public enum LayoutDirection: String, CaseIterable, Sendable { case leftToRight, rightToLeft }

public enum StatusBarVisibility: String, CaseIterable, Sendable { case visible, hidden }

public enum TabBarStyle: String, CaseIterable, Sendable { case translucent, opaque, hidden }

/// A navigation bar's look as it affects layout. `backgroundImage` is a fully opaque image, which
/// makes the bar's default translucency false (R9).
public enum NavigationBarStyle: String, CaseIterable, Sendable { case translucent, opaque, backgroundImage, hidden }

public enum ToolbarStyle: String, CaseIterable, Sendable { case hidden, translucent, opaque }

public struct TabBarConfiguration: Equatable, Sendable {
    public var style: TabBarStyle
    public var items: [String]
    /// iOS 26's `tabBarMinimizeBehavior` (R35); nil when the scene does not say.
    public var minimizeBehavior: BarMinimizeBehavior?

    public init(style: TabBarStyle = .translucent, items: [String] = [], minimizeBehavior: BarMinimizeBehavior? = nil) {
        self.style = style
        self.items = items
        self.minimizeBehavior = minimizeBehavior
    }
}

/// `UITabBarController.MinimizeBehavior` and `UIBarMinimizationBehavior` (R35, R39).
public enum BarMinimizeBehavior: String, CaseIterable, Sendable { case automatic, never, onScrollDown, onScrollUp }

/// `UIBarMinimizationSafeAreaAdjustment` (R39).
public enum BarMinimizationSafeAreaAdjustment: String, CaseIterable, Sendable { case automatic, disabled, enabled }

/// iOS 27's `navigationItem.navigationBarMinimization` (`UIBarMinimization`, R39).
public struct BarMinimization: Equatable, Sendable {
    public var minimizationBehavior: BarMinimizeBehavior
    public var safeAreaAdjustment: BarMinimizationSafeAreaAdjustment

    public init(minimizationBehavior: BarMinimizeBehavior = .automatic, safeAreaAdjustment: BarMinimizationSafeAreaAdjustment = .automatic) {
        self.minimizationBehavior = minimizationBehavior
        self.safeAreaAdjustment = safeAreaAdjustment
    }
}

/// `UINavigationItem.LargeTitleDisplayMode`.
public enum LargeTitleDisplayMode: String, CaseIterable, Sendable { case automatic, always, never }

public struct NavigationConfiguration: Equatable, Sendable {
    public var bar: NavigationBarStyle
    public var title: String
    public var prefersLargeTitles: Bool
    public var toolbar: ToolbarStyle
    /// iOS 27's navigation-bar minimisation (R39); nil when the scene does not say.
    public var minimization: BarMinimization?
    /// Whether the controller was pushed onto the stack rather than being its root: only then
    /// does the bar show a back button. Layout is the same either way.
    public var pushed = false
    /// The controller's `navigationItem.largeTitleDisplayMode`: with `prefersLargeTitles`, a
    /// large title shows unless it is `never` (`automatic` takes the previous item's, which is
    /// taken to be what the bar prefers, as for the stack's first item).
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

    /// Whether the bar shows a large title (UIKit: the bar allows it, the item asks for it).
    public var showsLargeTitle: Bool { prefersLargeTitles && largeTitleDisplayMode != .never }

    public init(
        bar: NavigationBarStyle = .translucent, title: String = "",
        prefersLargeTitles: Bool = false, toolbar: ToolbarStyle = .hidden, minimization: BarMinimization? = nil
    ) {
        self.bar = bar
        self.title = title
        self.prefersLargeTitles = prefersLargeTitles
        self.toolbar = toolbar
        self.minimization = minimization
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

    public init(
        edgesForExtendedLayout: Set<Edge> = Set(Edge.allCases),
        extendedLayoutIncludesOpaqueBars: Bool = false,
        additionalSafeAreaInsets: EdgeInsets = .zero,
        automaticallyAdjustsScrollViewInsets: Bool = true,
        viewRespectsSystemMinimumLayoutMargins: Bool = true,
        directionalLayoutMargins: DirectionalEdgeInsets? = nil, view: ScrollSpec? = nil
    ) {
        self.edgesForExtendedLayout = edgesForExtendedLayout
        self.extendedLayoutIncludesOpaqueBars = extendedLayoutIncludesOpaqueBars
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
        self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
        self.viewRespectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
        self.directionalLayoutMargins = directionalLayoutMargins
        self.view = view
    }
}

/// How a scene names its device: a catalog device by id, or one it describes inline (SPEC
/// "Custom devices"), which lint checks beside the catalog's and the writer writes out whole.
public enum DeviceChoice: Equatable, Sendable {
    case catalog(Device)
    case custom(Device)

    public var device: Device {
        switch self {
        case .catalog(let d), .custom(let d): d
        }
    }

    public var isCustom: Bool {
        if case .custom = self { return true }
        return false
    }
}
