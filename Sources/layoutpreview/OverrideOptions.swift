import ArgumentParser
import Preview

extension Orientation: ArgumentEnum {}
extension StatusBarVisibility: ArgumentEnum {}
extension ToolbarStyle: ArgumentEnum {}
extension ContentInsetAdjustmentBehavior: ArgumentEnum {}
extension Design: ArgumentEnum {}
extension LayoutDirection: ArgumentEnum {}

/// Whether a command's help lists `--device` and `--window`: lint takes `--devices` and
/// `--windows` instead, and refuses them.
protocol SingleLayoutHelp { static var visibility: ArgumentVisibility { get } }
enum SingleLayoutShown: SingleLayoutHelp { static var visibility: ArgumentVisibility { .default } }
enum SingleLayoutHidden: SingleLayoutHelp { static var visibility: ArgumentVisibility { .hidden } }

/// The SPEC overrides, shared by every command that takes a scene.
typealias OverrideOptions = Overrides<SingleLayoutShown>

/// The overrides, with `--device` and `--window` in the help or not.
struct Overrides<Help: SingleLayoutHelp>: ParsableArguments {
    @Option(
        help: ArgumentHelp("Catalog device id (see `layoutpreview devices`).", visibility: Help.visibility),
        completion: .list(DeviceCatalog.devices.map(\.id)))
    var device: String?

    @Option(help: "Interface orientation.")
    var orientation: Orientation?

    @Option(
        help: ArgumentHelp(
            "iPad: the app's window: full, two-thirds, half, third (Split View), slide-over, or WxH in points (a Stage Manager or iPadOS 26 window). On iPhone the window is the screen.",
            visibility: Help.visibility))
    var window: String?

    @Option(
        help:
            "iPhone: present the controller in a page sheet at this detent: large, medium, a height in points (300), a share of the largest detent (40%), or none (docs/sheets.md)."
    )
    var sheet: String?

    @Option(help: "Rules version: 7-18, 26 or 27 (19-25 never existed); below 11 selects the iOS 7-10 legacy mode. Default: the newest the device runs.")
    var ios: Int?

    @Option(help: "iOS 26 and later: liquidGlass (the default) or compatibility (UIDesignRequiresCompatibility).")
    var design: Design?

    @Option(name: .customLong("layout-direction"), help: "leftToRight or rightToLeft (leading is the right edge).")
    var layoutDirection: LayoutDirection?

    @Option(name: .customLong("status-bar"), help: "Status bar visibility.")
    var statusBar: StatusBarVisibility?

    @Option(name: .customLong("nav-bar"), help: "Navigation bar: translucent, opaque, backgroundImage, hidden or none.")
    var navBar: String?

    @Flag(inversion: .prefixedNo, help: "prefersLargeTitles on or off.")
    var largeTitles: Bool?

    @Option(help: "Toolbar style.")
    var toolbar: ToolbarStyle?

    @Option(name: .customLong("tab-bar"), help: "Tab bar: translucent, opaque, hidden or none.")
    var tabBar: String?

    @Option(help: "edgesForExtendedLayout: all, none, or edges such as top,bottom.")
    var edges: String?

    @Flag(name: .customLong("extended-layout-includes-opaque-bars"), help: "Set extendedLayoutIncludesOpaqueBars.")
    var extendedLayoutIncludesOpaqueBars = false

    // The inset and size options take their value unconditionally: else `-10,0,0,0` or `-5`
    // reads as an option and the value as missing.
    @Option(name: .customLong("additional-safe-area"), parsing: .unconditional, help: "additionalSafeAreaInsets as T,L,B,R.")
    var additionalSafeArea: String?

    @Option(help: "Storyboards and xibs: the view controller to show, by storyboard identifier, title or IB id (default: the initial one).")
    var scene: String?

    @Option(help: "contentInsetAdjustmentBehavior of every scroll view.")
    var behavior: ContentInsetAdjustmentBehavior?

    @Option(name: .customLong("content-inset"), parsing: .unconditional, help: "contentInset of every scroll view as T,L,B,R.")
    var contentInset: String?

    /// Checked while parsing, so that a bad value's message shows the usage of the command it
    /// was given to (`render`), not the root's.
    func validate() throws { _ = try overrides() }

    /// The overrides, or a usage error naming the option and what it expects.
    func overrides() throws -> SceneOverrides {
        var o = SceneOverrides()
        o.device = device
        o.orientation = orientation
        if let window {
            guard let choice = WindowChoice(window) else {
                throw ValidationError(
                    "--window '\(Sanitized.short(window))' is unknown; expected \(WindowChoice.expected)\(Suggestion.hint(for: window, in: WindowChoice.named.map(\.description)))"
                )
            }
            o.window = choice
        }
        if let sheet {
            guard sheet == "none" || SheetDetent(sheet) != nil else {
                throw ValidationError(
                    "--sheet '\(Sanitized.short(sheet))' is unknown; expected \(SheetDetent.expected)\(Suggestion.hint(for: sheet, in: SheetDetent.named.map(\.description) + ["none"]))"
                )
            }
            o.sheet = SheetDetent(sheet).map { .style($0) } ?? SceneOverrides.Presence.none
        }
        if let ios {
            guard IOSVersion.isValid(ios) else {
                throw ValidationError("--ios \(ios) is not a version layoutpreview models; \(IOSVersion.expected)")
            }
            o.ios = ios
        }
        o.design = design
        o.layoutDirection = layoutDirection
        o.statusBar = statusBar
        if let navBar {
            o.navigationBar = try presence(navBar, option: "--nav-bar")
        }
        o.prefersLargeTitles = largeTitles
        o.toolbar = toolbar
        if let tabBar {
            o.tabBar = try presence(tabBar, option: "--tab-bar")
        }
        if let edges {
            o.edgesForExtendedLayout = try Self.edges(edges)
        }
        if extendedLayoutIncludesOpaqueBars { o.extendedLayoutIncludesOpaqueBars = true }
        if let additionalSafeArea { o.additionalSafeAreaInsets = try Self.insets(additionalSafeArea, option: "--additional-safe-area") }
        o.behavior = behavior
        if let contentInset { o.contentInset = try Self.insets(contentInset, option: "--content-inset") }
        return o
    }

    private func presence<S: RawRepresentable & CaseIterable>(_ text: String, option: String) throws -> SceneOverrides.Presence<S> where S.RawValue == String {
        if text == "none" { return .none }
        guard let style = S(rawValue: text) else {
            throw ValidationError("\(option) '\(text)' is unknown; expected \((S.allCases.map(\.rawValue) + ["none"]).joined(separator: ", "))")
        }
        return .style(style)
    }

    static func edges(_ text: String) throws -> Set<Edge> {
        if let whole = Edge.set(named: text) { return whole }
        var set = Set<Edge>()
        for word in text.split(separator: ",") {
            guard let edge = Edge(rawValue: word.trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError("--edges '\(word)' is unknown; expected all, none or a list of top, left, bottom, right")
            }
            set.insert(edge)
        }
        return set
    }

    static func insets(_ text: String, option: String) throws -> EdgeInsets {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let t = parts[0], let l = parts[1], let b = parts[2], let r = parts[3],
            [t, l, b, r].allSatisfy({ $0.isFinite && abs($0) <= 100_000 })
        else {
            throw ValidationError("\(option) '\(text)' is not four numbers; expected T,L,B,R such as 0,0,34,0")
        }
        return EdgeInsets(top: t, left: l, bottom: b, right: r)
    }
}
extension Matrix.Axis: ArgumentEnum {}

extension Overrides {
    /// SCENE read (its view controller or preview by `--scene`, or `selector`), these overrides
    /// applied, and laid out: the one way render, explain and compare get a layout. A solve
    /// stopped at its budget is an error naming the file.
    func layout(of scene: String?, selector: String? = nil, device fallback: String? = nil) throws -> (scene: Scene, layout: Layout) {
        let loaded = try SceneSource.load(scene, scene: selector ?? self.scene, device: device ?? fallback).scene
        let applied = try overrides().apply(to: loaded)
        return (applied, try LayoutEngine.layout(applied).solved(file: scene ?? "default"))
    }
}
