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
    /// points wide in portrait.
    static func systemMinimum(_ widthClass: Device.SizeClass, screenWidth: Double) -> EdgeInsets {
        let side = systemMinimumSide(widthClass, screenWidth: screenWidth)
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The side margin of `systemMinimumLayoutMargins` (R25): 20 in regular width; in compact
    /// width 16 on a screen under 400 pt wide in portrait and 20 from 400. Apple documents "16
    /// or 20 points, depending on the size class"; the split within compact width is measured:
    /// Xcode's canvases store 16 at 320, 375, 390 and 393 pt and 20 at 400 (a freeform canvas),
    /// 414 and 430 (68 and 15 observations over 224 public documents), and an iPhone X in
    /// landscape keeps 16 (its portrait width is 375). A 402-pt screen (iPhone 16 Pro, 17) lies
    /// between the measured widths: 20 by the rule, not observed.
    public static func systemMinimumSide(_ widthClass: Device.SizeClass, screenWidth: Double) -> Double {
        widthClass == .regular || screenWidth >= wideScreen ? 20 : 16
    }

    /// The portrait width from which a compact-width root view's side margins are 20.
    static let wideScreen = 400.0

    /// In an iPad window the width is the window's: the phones' cut applied to it, an inference
    /// no window has been measured for.
    static func systemMinimumWhy(_ widthClass: Device.SizeClass, screenWidth: Double, windowed: Bool = false) -> String {
        let cut = PointFormat.string(wideScreen)
        let place =
            windowed
            ? "in a window \(PointFormat.string(screenWidth)) pt wide (the phones' rule by width, not measured in iPad windows)"
            : "on a screen \(PointFormat.string(screenWidth)) pt wide in portrait"
        return widthClass == .regular
            ? "systemMinimumLayoutMargins in regular width (R25)"
            : "systemMinimumLayoutMargins in compact width \(place), \(screenWidth >= wideScreen ? "\(cut) or more" : "under \(cut)") (R25)"
    }

    /// The content controller's own margins: custom `directionalLayoutMargins` floored by the
    /// system minimum while `viewRespectsSystemMinimumLayoutMargins` holds (R25, R27).
    static func controllerOwn(
        _ controller: ControllerConfiguration, widthClass: Device.SizeClass, screenWidth: Double, windowed: Bool, rightToLeft: Bool
    ) -> (EdgeInsets, String) {
        let minimum = systemMinimum(widthClass, screenWidth: screenWidth)
        let why = systemMinimumWhy(widthClass, screenWidth: screenWidth, windowed: windowed)
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
