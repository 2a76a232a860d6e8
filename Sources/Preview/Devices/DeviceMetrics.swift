import Geometry

/// A device's numbers for one iOS version and orientation, with the reasons for any that were
/// assumed or that belong to another era than the device's own.
public struct DeviceMetrics: Equatable, Sendable {
    /// Screen bounds, interface-oriented (R1).
    public var screenSize: Size
    /// `window.safeAreaInsets` with the status bar shown, before R3's hiding rule.
    public var windowInsets: EdgeInsets
    /// The status bar's height when shown, and why.
    public var statusBar: Device.StatusBar
    /// Whether UIKit shows the status bar in this orientation at all (R3).
    public var statusBarAllowed: Bool
    /// Compact or regular width in this orientation (and window).
    public var widthClass: Device.SizeClass
    /// Compact height: an iPhone in landscape; regular otherwise (R-SV4, §12.3).
    public var heightClass: Device.SizeClass
    /// The window, when the app does not fill the screen; `screenSize` is then its size.
    public var window: AppWindow?
    /// Why a value differs from the device's reference era, or was assumed.
    public var notes: [Explanation]

    public var statusBarHeight: Double { statusBar.height }

    /// These numbers inside `window`: its size, its insets and size class, and the status bar
    /// only where the window reaches it.
    public func inside(_ window: AppWindow) -> DeviceMetrics {
        var m = self
        m.screenSize = window.size
        m.windowInsets = window.insets
        m.widthClass = window.horizontalClass
        m.statusBarAllowed = statusBarAllowed && window.statusBarShown
        m.window = window
        return m
    }

    /// Whether the layout is in an iPad's window (Split View, Slide Over, a free window), not on
    /// the screen or in a page sheet, which keeps the screen's width.
    public var inIPadWindow: Bool { window.map { $0.sheet == nil } ?? false }

    /// Why the width class is what it is.
    public var widthClassWhy: Explanation {
        if let window { return window.classWhy }
        return Explanation(
            widthClass == .regular
                ? "regular: an iPad full screen, or an iPhone with a regular landscape width (devices.json's landscapeWidthClass, §12.3)"
                : "compact: an iPhone in portrait, or in landscape where its model is compact (devices.json's landscapeWidthClass, §12.3)")
    }
}

extension Device {
    /// The device's numbers on `ios` in `orientation` (R1, R2, R4, R6, R32).
    public func metrics(ios: Int, orientation: Orientation) -> DeviceMetrics {
        var notes: [Explanation] = []
        let era = era(ios: ios)
        var portrait = era.portrait
        var landscape = era.landscape
        if let note = era.note {
            notes.append(Explanation("\(name) on iOS \(ios): \(note)", confidence: max(era.confidence, .medium)))
        } else if era.confidence == .low {
            notes.append(Explanation("the window insets of \(name) are not measured: the catalog's sources infer them (devices.md)", confidence: .low))
        }
        if era.statusBar.why.confidence != .high {
            notes.append(Explanation("status bar height of \(name): \(era.statusBar.why.text)", confidence: era.statusBar.why.confidence))
        }
        if ios == 11 && housing == .homeButton && portrait.top > 0 {
            portrait.top = 0
            if idiom == .pad { landscape.top = 0 }
            notes.append(
                Explanation(
                    "iOS 11 reports window.safeAreaInsets.top 0 on home-button devices (20 from iOS 12); view controllers still get the status bar band (R6)"))
        }
        let isLandscape = orientation.isLandscape
        var insets = isLandscape ? landscape : portrait
        if orientation == .landscapeRight {
            swap(&insets.left, &insets.right)  // symmetric in the catalog; kept for custom devices (R5)
        }
        return DeviceMetrics(
            screenSize: isLandscape ? portraitSize.transposed : portraitSize,
            windowInsets: insets,
            statusBar: era.statusBar,
            statusBarAllowed: !isLandscape || statusBarInLandscape,
            widthClass: isLandscape ? landscapeWidthClass : (idiom == .pad ? .regular : .compact),
            heightClass: isLandscape && idiom == .phone ? .compact : .regular,
            window: nil,
            notes: notes)
    }
}
