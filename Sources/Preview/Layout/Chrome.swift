/// The window-level furniture of a scene: window insets, the status bar and the bars, all in
/// window coordinates, computed once and shared by every view's safe area (R2–R9).
struct Chrome {
    struct Bar {
        var frame: Rect
        var translucent: Bool
        /// The bar's own height, without the inset band it may carry.
        var barHeight: Double
        /// The bottom inset band the bar includes (R8), or 0.
        var band: Double
    }

    var screen: Rect
    /// `window.safeAreaInsets` after R3's status bar rule.
    var windowInsets: EdgeInsets
    var statusBar: Rect?
    var navigationBar: Bar?
    var navigationBarIsLarge: Bool
    /// The navigation bar's height without a large title, which a large title collapses to.
    var inlineNavigationBarHeight: Double = 0
    /// How far the large title has collapsed as the content scrolled (R14); 0 at the top.
    var largeTitleCollapse: Double = 0
    var toolbar: Bar?
    var tabBar: Bar?
    var notes: [Explanation]
    /// Why the window's top inset is what it is.
    var windowTopReason: Explanation

    init(scene: Scene, metrics: DeviceMetrics, largeTitleCollapse: Double = 0) {
        let device = scene.device
        let size = metrics.screenSize
        screen = Rect(origin: .zero, size: size)
        notes = metrics.notes
        let navVisible = scene.navigation.map { $0.bar != .hidden } ?? false

        // R3: iPhones never show it in landscape; hiding it is overridden by a visible
        // navigation bar in portrait on Face ID iPhones.
        var shown = false
        if metrics.statusBarAllowed {
            if scene.statusBar == .visible {
                shown = true
            } else if device.isFaceIDPhone && !scene.orientation.isLandscape && navVisible {
                shown = true
                notes.append(Explanation("the status bar shows although statusBar is hidden: a navigation controller on a Face ID iPhone shows it while its bar is visible in portrait (R3)"))
            }
        }
        var insets = metrics.windowInsets
        windowTopReason = Explanation(Chrome.housingReason(device: device, top: insets.top, landscape: scene.orientation.isLandscape))
        if !shown && insets.top > 0 && device.topInsetIsStatusBarOnly {
            insets.top = 0
            windowTopReason = Explanation("0: the status bar is hidden and this device's top inset is only the status bar (R3)",
                                          confidence: device.idiom == .pad ? .low : .high)
        }
        windowInsets = insets
        let statusHeight = metrics.statusBarHeight
        statusBar = shown ? Rect(x: 0, y: 0, width: size.width, height: statusHeight) : nil

        let context = BarHeights.Context(idiom: device.idiom, isLandscape: scene.orientation.isLandscape,
                                         widthClass: metrics.widthClass, ios: scene.ios,
                                         homeIndicator: device.homeIndicator)
        navigationBarIsLarge = false
        navigationBar = nil
        if let nav = scene.navigation, nav.bar != .hidden {
            var (height, large) = BarHeights.navigationBar(context, largeTitles: nav.prefersLargeTitles)
            navigationBarIsLarge = large
            inlineNavigationBarHeight = BarHeights.navigationBar(context, largeTitles: false).height
            if large {
                self.largeTitleCollapse = min(largeTitleCollapse, height - inlineNavigationBarHeight)
                height -= self.largeTitleCollapse
            }
            let y = statusBar?.maxY ?? 0 // R7
            navigationBar = Bar(frame: Rect(x: 0, y: y, width: size.width, height: height),
                                translucent: nav.bar == .translucent, barHeight: height, band: 0)
        }

        // R8: the lowest bottom bar carries the bottom inset band; a toolbar above a visible tab
        // bar sits on it at bar height only.
        let bottomBand = insets.bottom
        var bottom = size.height
        tabBar = nil
        if let tab = scene.tabBar, tab.style != .hidden {
            let height = BarHeights.tabBar(context)
            tabBar = Bar(frame: Rect(x: 0, y: bottom - height - bottomBand, width: size.width, height: height + bottomBand),
                         translucent: tab.style == .translucent, barHeight: height, band: bottomBand)
            bottom -= height + bottomBand
            if device.idiom == .pad && scene.ios >= 18 {
                notes.append(Explanation("iPadOS 18 moved the regular-width tab bar to a floating bar at the top; this draws the iPadOS 17 bottom bar (R8a)", confidence: .medium))
            }
        }
        toolbar = nil
        if let nav = scene.navigation, nav.toolbar != .hidden {
            let height = BarHeights.toolbar(context)
            let band = tabBar == nil ? bottomBand : 0
            toolbar = Bar(frame: Rect(x: 0, y: bottom - height - band, width: size.width, height: height + band),
                          translucent: nav.toolbar == .translucent, barHeight: height, band: band)
        }
        if scene.ios >= 19 {
            notes.append(Explanation("iOS \(scene.ios) is not modelled yet: these are iOS 18's numbers (R6a)", confidence: .low))
        }
    }

    /// The reason for a window top inset that the device table gives.
    private static func housingReason(device: Device, top: Double, landscape: Bool) -> String {
        let value = PointFormat.string(top)
        if top == 0 {
            return landscape && device.idiom == .phone
                ? "0: iPhones hide the status bar in landscape (R3)"
                : "0"
        }
        switch device.housing {
        case .notch: return "\(value): the notch's band (device table)"
        case .dynamicIsland: return "\(value): the Dynamic Island's band (device table)"
        case .homeButton, .none: return "\(value): the status bar (device table)"
        }
    }
}
