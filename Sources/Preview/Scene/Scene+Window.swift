extension Scene {
    /// The window this scene runs in on its device (nil: the screen), or why the device does not
    /// offer it (a half in portrait). On iPhone every window is the screen.
    public var appWindow: Result<AppWindow?, WindowError> {
        appWindow(onScreen: device.metrics(ios: ios, orientation: orientation))
    }

    /// As above, given the screen's numbers in this orientation.
    private func appWindow(onScreen screen: DeviceMetrics) -> Result<AppWindow?, WindowError> {
        guard device.idiom == .pad else { return .success(nil) }
        return device.window(
            window, ios: ios, orientation: orientation, design: design,
            statusBar: screen.statusBarHeight, screenInsets: screen.windowInsets)
    }

    /// The device's numbers for this layout: the screen's, or inside the app's window. A window
    /// the device does not offer was refused when the scene was read (the screen's are given).
    public var metrics: DeviceMetrics {
        var metrics = device.metrics(ios: ios, orientation: orientation)
        if case .success(let window?) = appWindow(onScreen: metrics) { metrics = metrics.inside(window) }
        guard let sheet else { return metrics }
        let (window, why) = device.sheet(sheet, ios: ios, screen: metrics)
        guard let window else {
            metrics.notes.append(Explanation("sheet \(sheet): \(why.text)", confidence: why.confidence))
            return metrics
        }
        return metrics.inside(window)
    }

    /// Why the window cannot be used on this device in this orientation, if it cannot.
    public var windowProblem: String? {
        if case .failure(let error) = appWindow { return "\(window) on \(device.name) in \(orientation.rawValue): \(error.message)" }
        return nil
    }
}

extension Scene {
    /// The size classes this scene's layout has: its window's on iPad, its model's on iPhone
    /// (RULES §12.3).
    public var sizeClasses: SizeClassPair {
        let metrics = self.metrics
        return SizeClassPair(horizontal: metrics.widthClass, vertical: metrics.heightClass)
    }

    /// Whether any constraint varies by size class.
    public var hasSizeClassVariations: Bool { constraints.contains { !$0.variations.isEmpty } }

    /// The scene with each constraint as `pair` selects it (Interface Builder's variations).
    public func resolving(_ pair: SizeClassPair) -> Scene {
        func resolve(_ views: [ViewSpec]) -> [ViewSpec] {
            views.map { v in
                var v = v
                v.constraints = v.constraints.compactMap { $0.resolved(pair) }
                v.subviews = resolve(v.subviews)
                return v
            }
        }
        var scene = self
        scene.views = resolve(views)
        return scene
    }
}

extension Scene {
    /// Why the orientation cannot be used on this device, if it cannot (R6a).
    public var orientationProblem: String? {
        guard !device.orientations.contains(orientation) else { return nil }
        let why = device.isFaceIDPhone ? ": UIKit does not rotate Face ID iPhones upside down" : ""
        let expected = device.orientations.map(\.rawValue)
        return
            "\(orientation.rawValue) is not supported on \(device.name)\(why); expected \(expected.dropLast().joined(separator: ", ")) or \(expected.last ?? "portrait")"
    }
}
