import Geometry

/// Layout margins (R25–R27): a view's own margins, measured from its safe area.
public enum LayoutMargins {
    /// A plain view's default margins: 8 on every edge (R25).
    static let plain = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// A scene view's own margins: its `directionalLayoutMargins` (leading on the right in a
    /// right-to-left layout), else `plain`.
    static func own(_ spec: ViewSpec, rightToLeft: Bool) -> EdgeInsets {
        spec.directionalLayoutMargins?.resolved(rightToLeft: rightToLeft) ?? plain
    }

    /// `systemMinimumLayoutMargins` of a controller's root view (R25) on a screen `screenWidth`
    /// points wide in portrait, on iOS `ios`.
    static func systemMinimum(_ widthClass: Device.SizeClass, screenWidth: Double, ios: Int) -> EdgeInsets {
        let side = systemMinimumSide(widthClass, screenWidth: screenWidth, ios: ios)
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The side margin of `systemMinimumLayoutMargins` (R25): 20 in regular width; in compact
    /// width 16 on a screen under 400 pt wide in portrait and 20 from 400. Apple documents "16
    /// or 20 points, depending on the size class"; the split within compact width is measured:
    /// Xcode's canvases store 16 at 320, 375, 390 and 393 pt and 20 at 400 (a freeform canvas),
    /// 414 and 430 (68 and 15 observations over 224 public documents), and an iPhone X in
    /// landscape keeps 16 (its portrait width is 375). A 402-pt screen (iPhone 16 Pro, 17) lies
    /// between the measured widths: 20 by the rule, not observed. The split came with iOS 9:
    /// Xcode 6's 600-wide canvases (the iOS 8 SDK, tools 6xxx–7xxx) store 16 from the root's
    /// leading margin (3 views), Xcode 7's and later 20 (21 views, tools 8xxx–10xxx). So iOS 8
    /// takes 16 in compact width at any width, as R25 has it; one developer's note of wider
    /// margins on an iPhone 6 Plus in 2015 does not say which iOS it ran.
    public static func systemMinimumSide(_ widthClass: Device.SizeClass, screenWidth: Double, ios: Int) -> Double {
        widthClass == .regular || ios >= widthSplitIOS && screenWidth >= wideScreen ? 20 : 16
    }

    /// The portrait width from which a compact-width root view's side margins are 20.
    static let wideScreen = 400.0
    /// The iOS from which they are: before it, 16 at any width.
    static let widthSplitIOS = 9

    /// In an iPad window the width is the window's: the phones' cut applied to it, an inference
    /// no window has been measured for.
    static func systemMinimumWhy(_ widthClass: Device.SizeClass, screenWidth: Double, ios: Int, windowed: Bool = false) -> String {
        let cut = PointFormat.string(wideScreen)
        let place =
            windowed
            ? "in a window \(PointFormat.string(screenWidth)) pt wide (the phones' rule by width, not measured in iPad windows)"
            : "on a screen \(PointFormat.string(screenWidth)) pt wide in portrait"
        if widthClass == .regular { return "systemMinimumLayoutMargins in regular width (R25)" }
        if ios < widthSplitIOS { return "systemMinimumLayoutMargins in compact width before iOS \(widthSplitIOS), at any width (R25)" }
        return "systemMinimumLayoutMargins in compact width \(place), \(screenWidth >= wideScreen ? "\(cut) or more" : "under \(cut)") (R25)"
    }

    /// The content controller's own margins: custom `directionalLayoutMargins` floored by the
    /// system minimum while `viewRespectsSystemMinimumLayoutMargins` holds (R25, R27).
    static func controllerOwn(
        _ controller: ControllerConfiguration, widthClass: Device.SizeClass, screenWidth: Double, ios: Int, windowed: Bool, rightToLeft: Bool
    ) -> (EdgeInsets, String) {
        let minimum = systemMinimum(widthClass, screenWidth: screenWidth, ios: ios)
        let why = systemMinimumWhy(widthClass, screenWidth: screenWidth, ios: ios, windowed: windowed)
        guard let custom = controller.directionalLayoutMargins?.resolved(rightToLeft: rightToLeft) else {
            return (minimum, why)
        }
        guard controller.viewRespectsSystemMinimumLayoutMargins else {
            return (custom, "directionalLayoutMargins \(custom), not floored: viewRespectsSystemMinimumLayoutMargins is false (R25)")
        }
        let floored = EdgeInsets(
            top: max(custom.top, minimum.top), left: max(custom.left, minimum.left),
            bottom: max(custom.bottom, minimum.bottom), right: max(custom.right, minimum.right))
        return (floored, "directionalLayoutMargins \(custom) floored by \(why)")
    }

    /// `margins` of a view at `frame` in `parent`, each edge moved in as far as the parent's
    /// margin reaches into the view, as `preservesSuperviewLayoutMargins` asks (UIKit: "the
    /// smallest amount needed to ensure that content is also inside the superview's margins").
    static func preserving(_ margins: EdgeInsets, frame: Rect, in parent: LayoutView) -> EdgeInsets {
        let outer = parent.layoutMargins
        let size = parent.frame.size
        return EdgeInsets(
            top: max(margins.top, outer.top - frame.minY), left: max(margins.left, outer.left - frame.minX),
            bottom: max(margins.bottom, outer.bottom - (size.height - frame.maxY)),
            right: max(margins.right, outer.right - (size.width - frame.maxX)))
    }

    /// R26: with `insetsLayoutMarginsFromSafeArea` (default true) margins are measured from the
    /// safe area; without, they are the view's own.
    static func effective(safe: EdgeInsets, own: EdgeInsets, fromSafeArea: Bool = true) -> EdgeInsets {
        fromSafeArea ? safe + own : own
    }

    static func explain(safe: EdgeInsets, own: EdgeInsets, ownWhy: String, fromSafeArea: Bool = true) -> ExplainEntry {
        guard fromSafeArea else {
            return ExplainEntry(
                "layoutMargins",
                Explanation(
                    "\(own): own margins, \(ownWhy); not measured from the safe area: insetsLayoutMarginsFromSafeArea is false (R26)",
                    confidence: .medium))
        }
        return ExplainEntry(
            "layoutMargins",
            Explanation(
                "\(effective(safe: safe, own: own)) = safeAreaInsets \(safe) + own margins \(own), \(ownWhy); measured from the safe area (R26)",
                confidence: .medium))
    }
}
