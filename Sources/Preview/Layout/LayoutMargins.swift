/// Layout margins (R25–R27): a view's own margins, measured from its safe area.
enum LayoutMargins {
    /// A plain view's default margins: 8 on every edge (R25).
    static let plain = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// A scene view's own margins: its `directionalLayoutMargins` (leading on the right in a
    /// right-to-left layout), else `plain`.
    static func own(_ spec: ViewSpec, rightToLeft: Bool) -> EdgeInsets {
        spec.directionalLayoutMargins?.resolved(rightToLeft: rightToLeft) ?? plain
    }

    /// `systemMinimumLayoutMargins` of a controller's root view (R25).
    static func systemMinimum(_ widthClass: Device.SizeClass) -> EdgeInsets {
        let side: Double = widthClass == .compact ? 16 : 20
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    static func systemMinimumWhy(_ widthClass: Device.SizeClass) -> String {
        "systemMinimumLayoutMargins in \(widthClass.rawValue) width (R25)"
    }

    /// The content controller's own margins: custom `directionalLayoutMargins` floored by the
    /// system minimum while `viewRespectsSystemMinimumLayoutMargins` holds (R25, R27).
    static func controllerOwn(_ controller: ControllerConfiguration, widthClass: Device.SizeClass, rightToLeft: Bool) -> (EdgeInsets, String) {
        let minimum = systemMinimum(widthClass)
        guard let custom = controller.directionalLayoutMargins?.resolved(rightToLeft: rightToLeft) else {
            return (minimum, systemMinimumWhy(widthClass))
        }
        guard controller.viewRespectsSystemMinimumLayoutMargins else {
            return (custom, "directionalLayoutMargins \(custom), not floored: viewRespectsSystemMinimumLayoutMargins is false (R25)")
        }
        let floored = EdgeInsets(top: max(custom.top, minimum.top), left: max(custom.left, minimum.left),
                                 bottom: max(custom.bottom, minimum.bottom), right: max(custom.right, minimum.right))
        return (floored, "directionalLayoutMargins \(custom) floored by \(systemMinimumWhy(widthClass))")
    }

    /// R26: with `insetsLayoutMarginsFromSafeArea` (default true) margins are measured from the
    /// safe area; without, they are the view's own.
    static func effective(safe: EdgeInsets, own: EdgeInsets, fromSafeArea: Bool = true) -> EdgeInsets {
        fromSafeArea ? safe + own : own
    }

    static func explain(safe: EdgeInsets, own: EdgeInsets, ownWhy: String, fromSafeArea: Bool = true) -> ExplainEntry {
        guard fromSafeArea else {
            return ExplainEntry("layoutMargins", Explanation(
                "\(own): own margins, \(ownWhy); not measured from the safe area: insetsLayoutMarginsFromSafeArea is false (R26)",
                confidence: .medium))
        }
        return ExplainEntry("layoutMargins", Explanation(
            "\(effective(safe: safe, own: own)) = safeAreaInsets \(safe) + own margins \(own), \(ownWhy); measured from the safe area (R26)",
            confidence: .medium))
    }
}
