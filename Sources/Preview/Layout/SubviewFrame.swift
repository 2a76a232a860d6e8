import Geometry

/// Resolves a scene view's `frame:` into a rectangle in its superview's coordinates.
enum SubviewFrame {
    /// - Parameters:
    ///   - local: the superview's bounds at the origin (content coordinates for a scroll view).
    ///   - safe: the superview's safeAreaInsets; `margins` its layoutMargins.
    ///   - rightToLeft: pins to the leading edge are to the right one (R27).
    static func resolve(_ spec: FrameSpec, local: Rect, safe: EdgeInsets, margins: EdgeInsets, rightToLeft: Bool = false) -> (Rect, Explanation) {
        switch spec {
        case .fill:
            return (local, Explanation("\(local): fills the superview's bounds"))
        case .safeArea:
            let r = local.inset(by: safe)
            return (r, Explanation("\(r): the superview's bounds inset by its safeAreaInsets \(safe)"))
        case .margins:
            let r = local.inset(by: margins)
            return (r, Explanation("\(r): the superview's bounds inset by its layoutMargins \(margins)"))
        case .rect(let r):
            return (r, Explanation("\(r): set in viewDidLoad, so it does not resize with the superview"))
        case .pins(let pins):
            func anchor(_ pin: Pin) -> Rect {
                switch pin.anchor {
                case .superview: local
                case .safeArea: local.inset(by: safe)
                case .margins: local.inset(by: margins)
                }
            }
            let (y, height) = axis(
                start: pins.top.map { anchor($0).minY + $0.constant },
                end: pins.bottom.map { anchor($0).maxY - $0.constant },
                size: pins.height, full: (local.minY, local.height))
            let (left, right) = rightToLeft ? (pins.trailing, pins.leading) : (pins.leading, pins.trailing)
            let (x, width) = axis(
                start: left.map { anchor($0).minX + $0.constant },
                end: right.map { anchor($0).maxX - $0.constant },
                size: pins.width, full: (local.minX, local.width))
            let r = Rect(x: x, y: y, width: width, height: height)
            return (r, Explanation("\(r): \(describe(pins))"))
        }
    }

    /// One axis: two edges, or one edge and a size, or nothing (fills). The loader refuses the rest.
    private static func axis(start: Double?, end: Double?, size: Double?, full: (Double, Double)) -> (Double, Double) {
        switch (start, end, size) {
        case (let s?, let e?, _): (s, max(0, e - s))
        case (let s?, nil, let size?): (s, size)
        case (nil, let e?, let size?): (e - size, size)
        default: full
        }
    }

    private static func describe(_ pins: Pins) -> String {
        var parts: [String] = []
        for (name, pin) in [("top", pins.top), ("bottom", pins.bottom), ("leading", pins.leading), ("trailing", pins.trailing)] {
            guard let pin else { continue }
            let constant = pin.constant == 0 ? "" : " \(pin.constant > 0 ? "+" : "")\(PointFormat.string(pin.constant))"
            parts.append("\(name) to \(pin.anchor.rawValue)\(constant)")
        }
        if let w = pins.width { parts.append("width \(PointFormat.string(w))") }
        if let h = pins.height { parts.append("height \(PointFormat.string(h))") }
        return parts.isEmpty ? "fills the superview" : "pinned " + parts.joined(separator: ", ")
    }
}
