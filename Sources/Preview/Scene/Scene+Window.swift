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

    /// Whether any constraint or view varies by size class.
    public var hasSizeClassVariations: Bool {
        func varies(_ views: [ViewSpec]) -> Bool { views.contains { !$0.notInstalled.isEmpty || varies($0.subviews) } }
        return constraints.contains { !$0.variations.isEmpty } || varies(views)
    }

    /// The names of the views `pair` leaves out of the hierarchy: those not installed there,
    /// and their subviews.
    public func notInstalledNames(in pair: SizeClassPair) -> Set<String> {
        var names = Set<String>()
        func collect(_ views: [ViewSpec], removing: Bool) {
            for v in views {
                let gone = removing || v.notInstalled.contains(pair)
                if gone { names.insert(v.name) }
                collect(v.subviews, removing: gone)
            }
        }
        collect(views, removing: false)
        return names
    }

    /// The scene as `pair` selects it (Interface Builder's variations): each constraint's
    /// variation there, and without the views not installed there, their subviews, and the
    /// constraints that name any of them (UIKit deactivates a constraint whose view leaves the
    /// hierarchy).
    public func resolving(_ pair: SizeClassPair) -> Scene {
        let removed = notInstalledNames(in: pair)
        func namesRemoved(_ c: SceneConstraint) -> Bool {
            switch c.parsed.item {
            case .view(let name)?, .guide(let name?, _)?: removed.contains(name)
            default: false
            }
        }
        func resolve(_ views: [ViewSpec]) -> [ViewSpec] {
            views.filter { !removed.contains($0.name) }.map { v in
                var v = v
                v.constraints = v.constraints.compactMap { $0.resolved(pair) }.filter { !namesRemoved($0) }
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
