/// Sizes used only to draw the device; Apple publishes none of them, so all are estimates
/// (devices.md, "Sensor housing, home indicator, corners": low confidence).
extension Device {
    /// The housing's size in portrait points and its distance from the top edge, if it has one.
    public var housingShape: (size: Size, top: Double)? {
        switch housing {
        case .dynamicIsland: return (Size(width: 125, height: 37), 11)
        case .notch:
            // X/XS/11 class ≈ 209 × 30; the 12 to 14 family and the 16e ≈ 162 × 34.
            return [44, 48].contains(portraitInsets.top) ? (Size(width: 209, height: 30), 0) : (Size(width: 162, height: 34), 0)
        case .homeButton, .none: return nil
        }
    }

    /// The home indicator's drawn width: 134 on the minis, 138 on 6.1", 154 on the largest; wider in landscape.
    public func homeIndicatorWidth(landscape: Bool) -> Double {
        let w = portraitSize.width
        let base: Double = w <= 375 ? 134 : (w <= 402 ? 138 : 154)
        return landscape ? base + 76 + (base == 154 ? 6 : 0) : base
    }
}
