import Geometry

/// Where the device's hardware lies on the screen, in window points: what the mock draws and what
/// `lint` checks against. The shapes are estimates (Device+Drawing).
extension Layout {
    /// The notch, Dynamic Island or camera hole, from the catalog's size and position: at the top
    /// in portrait, on the right in landscapeLeft and on the left in landscapeRight (R5); nil
    /// without one. In a window or sheet, the screen's housing in the window's points.
    public var housingRect: Rect? {
        guard let rect = housingOnScreen else { return nil }
        let o = metrics.window?.origin ?? Point(x: 0, y: 0)
        return Rect(x: rect.minX - o.x, y: rect.minY - o.y, width: rect.width, height: rect.height)
    }

    /// The housing in the screen's points.
    private var housingOnScreen: Rect? {
        guard let housing = scene.device.housingShape else { return nil }
        let shape = housing.size
        let top = housing.top
        let portraitWidth = scene.device.portraitSize.width
        let left = housing.left ?? (portraitWidth - shape.width) / 2
        let size = metrics.window?.screenSize ?? metrics.screenSize
        switch scene.orientation {
        case .portrait:
            return Rect(x: left, y: top, width: shape.width, height: shape.height)
        case .portraitUpsideDown:
            return Rect(x: portraitWidth - left - shape.width, y: size.height - top - shape.height, width: shape.width, height: shape.height)
        case .landscapeLeft:
            return Rect(x: size.width - top - shape.height, y: left, width: shape.height, height: shape.width)
        case .landscapeRight:
            return Rect(x: top, y: size.height - left - shape.width, width: shape.height, height: shape.width)
        }
    }

    /// The band the home indicator reserves at the bottom: the window's bottom inset on a home
    /// indicator device (34 in portrait, 21 in landscape on an iPhone X); nil otherwise.
    public var homeIndicatorBand: Rect? {
        guard scene.device.homeIndicator, metrics.windowInsets.bottom > 0 else { return nil }
        let size = metrics.screenSize
        return Rect(x: 0, y: size.height - metrics.windowInsets.bottom, width: size.width, height: metrics.windowInsets.bottom)
    }
}
