import Geometry

/// RULES R47: a frame set for a superview of one size keeps its fixed margins and sizes when the
/// superview changes size, and shares the change among the flexible parts of each axis in
/// proportion to their sizes (equally when they are all zero).
extension AutoresizingMask {
    /// `frame`, set in a superview of size `designed`, once the superview is `actual`.
    static func resize(_ frame: Rect, mask: Set<AutoresizingMask>, from designed: Size, to actual: Size) -> Rect {
        let x = axis(
            start: frame.minX, size: frame.width, total: designed.width, newTotal: actual.width,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let y = axis(
            start: frame.minY, size: frame.height, total: designed.height, newTotal: actual.height,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        return Rect(x: x.start, y: y.start, width: x.size, height: y.size)
    }

    private static func axis(
        start: Double, size: Double, total: Double, newTotal: Double,
        flexible: (Bool, Bool, Bool)
    ) -> (start: Double, size: Double) {
        let delta = newTotal - total
        let parts = [start, size, total - start - size]
        let flex = [flexible.0, flexible.1, flexible.2]
        guard delta != 0, flex.contains(true) else { return (start, size) }
        let flexibleTotal = zip(parts, flex).filter { $0.1 }.map { max(0, $0.0) }.reduce(0, +)
        let count = Double(flex.filter { $0 }.count)
        func share(_ i: Int) -> Double {
            guard flex[i] else { return 0 }
            return flexibleTotal > 0 ? delta * max(0, parts[i]) / flexibleTotal : delta / count
        }
        return (start + share(0), max(0, size + share(1)))
    }
}
