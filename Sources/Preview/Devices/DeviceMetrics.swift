/// A device's numbers for one iOS version and orientation, with the reasons for any that differ
/// from the catalog's iOS 14–18 values.
public struct DeviceMetrics: Equatable, Sendable {
    /// Screen bounds, interface-oriented (R1).
    public var screenSize: Size
    /// `window.safeAreaInsets` with the status bar shown, before R3's hiding rule.
    public var windowInsets: EdgeInsets
    /// The status bar's height when shown.
    public var statusBarHeight: Double
    /// Whether UIKit shows the status bar in this orientation at all (R3).
    public var statusBarAllowed: Bool
    /// Compact or regular width in this orientation.
    public var widthClass: Device.SizeClass
    /// Why a value differs from the catalog's, or was assumed.
    public var notes: [Explanation]
}

extension Device {
    /// The device's numbers on `ios` in `orientation` (R1, R2, R4, R6).
    public func metrics(ios: Int, orientation: Orientation) -> DeviceMetrics {
        var notes: [Explanation] = []
        var portrait = portraitInsets
        var landscape = landscapeInsets
        var statusBar = statusBarHeight
        for override in versionOverrides where ios < override.beforeIOS {
            if let top = override.topInset { portrait.top = top }
            if let height = override.statusBarHeight { statusBar = height }
            if let side = override.landscapeSideInset {
                landscape.left = side
                landscape.right = side
            }
            notes.append(Explanation("\(name) before iOS \(override.beforeIOS): \(override.note)", confidence: .medium))
        }
        switch statusBarSource {
        case .islandAssumed:
            notes.append(Explanation("status bar height of \(name) not found; 53.667 assumed as on the other Dynamic Island phones (R4)", confidence: .low))
        case .insetAssumed:
            notes.append(Explanation("status bar height of \(name) not found; its top inset \(PointFormat.string(statusBar)) assumed (R4)", confidence: .low))
        case .logged, .island, .custom:
            break
        }
        if ios == 11 && housing == .homeButton && portrait.top > 0 {
            portrait.top = 0
            if idiom == .pad { landscape.top = 0 }
            notes.append(Explanation("iOS 11 reports window.safeAreaInsets.top 0 on home-button devices (20 from iOS 12); view controllers still get the status bar band (R6)"))
        }
        let isLandscape = orientation.isLandscape
        var insets = isLandscape ? landscape : portrait
        if orientation == .landscapeRight {
            swap(&insets.left, &insets.right) // symmetric in the catalog; kept for custom devices (R5)
        }
        return DeviceMetrics(
            screenSize: isLandscape ? portraitSize.transposed : portraitSize,
            windowInsets: insets,
            statusBarHeight: statusBar,
            statusBarAllowed: !isLandscape || statusBarInLandscape,
            widthClass: isLandscape ? landscapeWidthClass : (idiom == .pad ? .regular : .compact),
            notes: notes)
    }
}
