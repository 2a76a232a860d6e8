extension Scene {
    /// The window this scene runs in on its device (nil: the screen), or why the device does not
    /// offer it (a half in portrait). On iPhone every window is the screen.
    public var appWindow: Result<AppWindow?, WindowError> {
        guard device.idiom == .pad else { return .success(nil) }
        let screen = device.metrics(ios: ios, orientation: orientation)
        return device.window(window, ios: ios, orientation: orientation, design: design,
                             statusBar: screen.statusBarHeight, screenInsets: screen.windowInsets)
    }

    /// Why the window cannot be used on this device in this orientation, if it cannot.
    public var windowProblem: String? {
        if case .failure(let error) = appWindow { return "\(window) on \(device.name) in \(orientation.rawValue): \(error.message)" }
        return nil
    }
}
