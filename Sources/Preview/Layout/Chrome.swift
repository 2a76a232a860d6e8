import Geometry

/// The window-level furniture of a scene: window insets, the status bar and the bars, all in
/// window coordinates, computed once and shared by every view's safe area (R2–R9, R31–R37).
struct Chrome {
    struct Bar {
        var frame: Rect
        var translucent: Bool
        /// The bar's own height, without the inset band it may carry.
        var barHeight: Double
        /// The bottom inset band the bar includes (R8), or 0.
        var band: Double
        /// Whether it covers the top of the screen (navigation bar, an iPad's top tab bar, R36).
        var atTop: Bool
        /// Why the bar is where it is and as tall as it is.
        var why: Explanation
    }

    var screen: Rect
    /// `window.safeAreaInsets` after R3's status bar rule.
    var windowInsets: EdgeInsets
    var statusBar: Rect?
    var navigationBar: Bar?
    /// The expanded large title's height above the inline bar (52), or 0 without one (R14, R34).
    var largeTitle: Double = 0
    /// Liquid Glass puts the large title in the content scroll view, not in the bar (R34).
    var largeTitleInScrollView = false
    /// How far the large title has collapsed as the content scrolled; 0 at the top.
    var largeTitleCollapse: Double = 0
    var toolbar: Bar?
    var tabBar: Bar?
    var notes: [Explanation]
    /// Why the window's top inset is what it is.
    var windowTopReason: Explanation

    var navigationBarIsLarge: Bool { largeTitle > 0 }

    /// Where the expanded large title shows (what is left of it as the content scrolls).
    var largeTitleRect: Rect? {
        guard let bar = navigationBar?.frame, largeTitle - largeTitleCollapse > 0 else { return nil }
        let height = largeTitle - largeTitleCollapse
        return Rect(x: 0, y: largeTitleInScrollView ? bar.maxY : bar.maxY - height, width: bar.width, height: height)
    }

    /// The window's furniture for `scene` in `metrics`: the status bar and the window insets it
    /// leaves (R3), then the navigation bar, then the bottom bars (R7, R8, R14, R33–R37).
    init(scene: Scene, metrics: DeviceMetrics, largeTitleCollapse: Double = 0) {
        let size = metrics.screenSize
        screen = Rect(origin: .zero, size: size)
        notes = metrics.notes
        windowInsets = metrics.windowInsets
        windowTopReason = Explanation(Chrome.housingReason(device: scene.device, top: windowInsets.top, landscape: scene.orientation.isLandscape))
        placeStatusBar(scene, metrics)
        let bars = BarHeights(
            idiom: scene.device.idiom, isLandscape: scene.orientation.isLandscape,
            widthClass: metrics.widthClass, ios: scene.ios, glass: scene.isLiquidGlass,
            housing: scene.device.housing, inSheet: metrics.window?.sheet != nil, canvasToolbar: scene.device.toolbarHeight,
            canvasLandscapeNavigationBar: scene.device.landscapeNavigationBarHeight, canvasLargeTitle: scene.device.largeTitleHeight)
        if let nav = scene.navigation, nav.bar != .hidden {
            let place = bars.navigationBar(windowTop: windowInsets.top, statusBarBottom: statusBar?.maxY)
            var height = place.height
            largeTitle = bars.largeTitle(prefersLargeTitles: nav.showsLargeTitle)
            largeTitleInScrollView = scene.isLiquidGlass
            if largeTitle > 0 {
                self.largeTitleCollapse = min(largeTitleCollapse, largeTitle)
                if !largeTitleInScrollView { height += largeTitle - self.largeTitleCollapse }
            }
            navigationBar = Bar(
                frame: Rect(x: 0, y: place.y, width: size.width, height: height),
                translucent: nav.bar == .translucent, barHeight: height, band: 0, atTop: true, why: place.why)
        }
        placeBottomBars(scene, bars)
        notes += DesignNotes.notes(scene: scene, tabBarShown: tabBar != nil, navigationBarShown: navigationBar != nil)
    }

    /// R3: iPhones never show the status bar in landscape; hiding it is overridden by a visible
    /// navigation bar in portrait on Face ID iPhones; hidden, it takes the top inset with it where
    /// that inset is only the status bar.
    private mutating func placeStatusBar(_ scene: Scene, _ metrics: DeviceMetrics) {
        let device = scene.device
        let navVisible = scene.showsNavigationBar
        var shown = false
        if metrics.statusBarAllowed {
            if scene.statusBar == .visible {
                shown = true
            } else if device.isFaceIDPhone && !scene.orientation.isLandscape && navVisible {
                shown = true
                notes.append(
                    Explanation(
                        "the status bar shows although statusBar is hidden: a navigation controller on a Face ID iPhone shows it while its bar is visible in portrait (R3)"
                    ))
            }
        }
        if !shown && windowInsets.top > 0 && device.topInsetIsStatusBarOnly {
            windowInsets.top = 0
            windowTopReason = Explanation(
                "0: the status bar is hidden and this device's top inset is only the status bar (R3)",
                confidence: device.idiom == .pad ? .low : .high)
        }
        // A display whose status items sit in a side strip (the iPhone Duo's cover) has no bar.
        shown = shown && metrics.statusBarHeight > 0
        statusBar = shown ? Rect(x: 0, y: 0, width: screen.width, height: metrics.statusBarHeight) : nil
    }

    /// R8: the lowest bottom bar carries the bottom inset band; a toolbar above a visible tab bar
    /// sits on it at bar height only. An iPad's tab bar sits at the top from iPadOS 18 (R36).
    private mutating func placeBottomBars(_ scene: Scene, _ bars: BarHeights) {
        let size = screen.size
        let bottomBand = windowInsets.bottom
        var bottom = size.height
        if let tab = scene.tabBar, tab.style != .hidden {
            let translucent = tab.style == .translucent
            if bars.tabBarAtTop {
                let place =
                    navigationBar.map { (y: $0.frame.minY, height: $0.frame.height) }
                    ?? {
                        let p = bars.navigationBar(windowTop: windowInsets.top, statusBarBottom: statusBar?.maxY)
                        return (p.y, p.height)
                    }()
                tabBar = Bar(
                    frame: Rect(x: 0, y: place.y, width: size.width, height: place.height), translucent: translucent,
                    barHeight: place.height, band: 0, atTop: true,
                    why: Explanation(
                        "iPadOS \(scene.ios) puts the regular-width tab bar at the top, in the navigation bar's area; it adds no bottom inset (R36; not logged)",
                        confidence: .low))
            } else {
                let height = bars.tabBar(homeIndicator: scene.device.homeIndicator)
                tabBar = Bar(
                    frame: Rect(x: 0, y: bottom - height.value - bottomBand, width: size.width, height: height.value + bottomBand),
                    translucent: translucent, barHeight: height.value, band: bottomBand, atTop: false, why: height.why)
                bottom -= height.value + bottomBand
            }
        }
        if let nav = scene.navigation, nav.toolbar != .hidden {
            let height = bars.toolbar()
            let band = bottom == size.height ? bottomBand : 0
            toolbar = Bar(
                frame: Rect(x: 0, y: bottom - height.value - band, width: size.width, height: height.value + band),
                translucent: nav.toolbar == .translucent, barHeight: height.value, band: band, atTop: false, why: height.why)
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
