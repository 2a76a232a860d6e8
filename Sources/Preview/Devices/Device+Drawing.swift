/// Sizes used only to draw the device; Apple publishes none of them, so all are estimates
/// (devices.md, "Sensor housing, home indicator, corners": low confidence).
extension Device {
    /// The home indicator's drawn width: 134 on the minis, 138 on 6.1", 154 on the largest; wider in landscape.
    public func homeIndicatorWidth(landscape: Bool) -> Double {
        let w = portraitSize.width
        let base: Double = w <= 375 ? 134 : (w <= 402 ? 138 : 154)
        return landscape ? base + 76 + (base == 154 ? 6 : 0) : base
    }
}
