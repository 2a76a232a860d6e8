import Geometry

/// Where the bars go and how tall they are, without the insets they sit on: RULES §2's table for
/// iOS 18 and the compatibility design, §9 for Liquid Glass (R33–R37).
struct BarHeights {
    var idiom: Device.Idiom
    var isLandscape: Bool
    var widthClass: Device.SizeClass
    var ios: Int
    var glass: Bool
    var housing: Device.Housing
    /// Whether the bars are those of a page sheet's controller (`AppWindow.sheet`).
    var inSheet = false
    /// The toolbar height the device's canvas drew (`Device.toolbarHeight`), if any.
    var canvasToolbar: Double? = nil
    /// The landscape navigation bar height the device's canvas drew
    /// (`Device.landscapeNavigationBarHeight`), if any.
    var canvasLandscapeNavigationBar: Double? = nil
    /// The expanded large title's height the device's canvas drew (`Device.largeTitleHeight`),
    /// if any.
    var canvasLargeTitle: Double? = nil

    struct Height {
        var value: Double
        var why: Explanation
    }

    /// Phone landscape in compact width shrinks bars to 32 (R table, UYL).
    private var isCompactLandscapePhone: Bool { idiom == .phone && isLandscape && widthClass == .compact }

    private var compatibilityNote: String {
        ios >= 26 ? "; the compatibility design keeps iOS 18's bars (R31)" : ""
    }

    /// The navigation bar's origin y and inline height.
    func navigationBar(windowTop: Double, statusBarBottom: Double?) -> (y: Double, height: Double, why: Explanation) {
        if glass {
            if idiom == .phone && isLandscape {
                switch housing {
                case .dynamicIsland:
                    return (
                        24, 54,
                        Explanation(
                            "Liquid Glass navigation bar in landscape on a Dynamic Island phone: maxY 78 logged, modelled as y 24 + 54 (R33)", confidence: .low)
                    )
                case .notch:
                    return (
                        24, 32,
                        Explanation("Liquid Glass navigation bar in landscape on a Face ID phone: maxY 56 = 24 + 32 (R33, a code constant)", confidence: .low)
                    )
                case .homeButton, .none:
                    let h: Double = widthClass == .compact ? 32 : 44
                    return (
                        windowTop, h,
                        Explanation(
                            "Liquid Glass navigation bar \(PointFormat.string(h)) at y = \(PointFormat.string(windowTop)) in landscape: not logged for this device, iOS 18's landscape height kept (R33)",
                            confidence: .low)
                    )
                }
            }
            return (
                windowTop, 54,
                Explanation(
                    "Liquid Glass navigation bar 54 at y = \(PointFormat.string(windowTop)), the window's top safe-area inset (R33)",
                    confidence: idiom == .pad ? .low : .high)
            )
        }
        if inSheet {
            return (
                0, 56,
                Explanation(
                    "navigation bar 56 at the top of a page sheet, which no status bar reaches (Xcode's canvases store sheets' bars as y=0 h=56, ib-format §2.1)\(compatibilityNote)",
                    confidence: .medium)
            )
        }
        let y = statusBarBottom ?? 0
        if let canvasLandscapeNavigationBar, idiom == .phone, isLandscape {
            return (
                y, canvasLandscapeNavigationBar,
                Explanation(
                    "navigation bar \(PointFormat.string(canvasLandscapeNavigationBar)) at y = \(PointFormat.string(y)) in landscape, as the design device's canvas drew it (§2 has \(isCompactLandscapePhone ? 32 : 44))",
                    confidence: .medium)
            )
        }
        let height: Double = idiom == .pad ? (ios < 12 ? 44 : 50) : (isCompactLandscapePhone ? 32 : 44)
        let place = statusBarBottom == nil ? "at the top: no status bar shows" : "under the status bar"
        return (y, height, Explanation("navigation bar \(PointFormat.string(height)) at y = \(PointFormat.string(y)), \(place) (R7)\(compatibilityNote)"))
    }

    /// The expanded large title's height above the inline bar: 52 from iOS 11, except in
    /// landscape on iPhone where the title shows inline (R14, R34), and where a canvas drew
    /// another.
    func largeTitle(prefersLargeTitles: Bool) -> Double {
        prefersLargeTitles && ios >= 11 && !(idiom == .phone && isLandscape) ? canvasLargeTitle ?? 52 : 0
    }

    /// iPadOS 18 moved the regular-width tab bar to the top (R8a, R36).
    var tabBarAtTop: Bool { idiom == .pad && ios >= 18 && widthClass == .regular }

    /// A bottom tab bar's height. iPads: 50 with a home button, 45 with a home indicator; 49 before iOS 12.
    func tabBar(homeIndicator: Bool) -> Height {
        if idiom == .pad {
            let h: Double = ios < 12 ? 49 : (homeIndicator ? 45 : 50)
            return Height(value: h, why: Explanation("tab bar \(PointFormat.string(h)) at the bottom (R8)\(compatibilityNote)"))
        }
        let h: Double = isCompactLandscapePhone ? 32 : 49
        guard glass else {
            return Height(value: h, why: Explanation("tab bar \(PointFormat.string(h)) at the bottom (R8)\(compatibilityNote)"))
        }
        if housing == .homeButton {
            return Height(
                value: h,
                why: Explanation(
                    "Liquid Glass tab bar: taller on home-button iPhones by an amount not logged, \(PointFormat.string(h)) kept (R35)", confidence: .low))
        }
        return Height(
            value: h,
            why: Explanation(
                "Liquid Glass tab bar: it floats as a capsule, but the safe area still counts the full \(PointFormat.string(h))-pt bar at the bottom (R35)",
                confidence: .medium))
    }

    /// The toolbar. iPads: 50; 44 before iOS 12. Liquid Glass: 48 (R37).
    func toolbar() -> Height {
        if glass {
            if isCompactLandscapePhone {
                return Height(value: 32, why: Explanation("Liquid Glass toolbar in compact landscape: not logged, 32 kept (R37)", confidence: .low))
            }
            return Height(value: 48, why: Explanation("Liquid Glass toolbar 48, floating at the bottom (R37, one source)", confidence: .low))
        }
        if let canvasToolbar, idiom == .phone, !isLandscape {
            return Height(
                value: canvasToolbar,
                why: Explanation(
                    "toolbar \(PointFormat.string(canvasToolbar)) at the bottom, as the design device's canvas drew it (R8 has 44)", confidence: .medium))
        }
        let h: Double = idiom == .pad ? (ios < 12 ? 44 : 50) : (isCompactLandscapePhone ? 32 : 44)
        return Height(value: h, why: Explanation("toolbar \(PointFormat.string(h)) at the bottom (R8)\(compatibilityNote)"))
    }
}
