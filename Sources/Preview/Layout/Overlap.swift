import Geometry

/// RULES R15, the overlap rule: a view's inset on each edge is how far its frame overlaps the
/// superview's unsafe band on that edge, never more than the superview's own inset there.
///
/// In the superview's bounds coordinates, with B = bounds, S = B inset by the superview's
/// safeAreaInsets and F = the view's frame:
/// `top = max(0, min(F.maxY, S.minY) − max(F.minY, B.minY))`, and alike for the other edges.
///
///     Overlap.insets(frame: Rect(x: 0, y: 0, width: 375, height: 812),
///                    bounds: Rect(x: 0, y: 0, width: 375, height: 724),
///                    safe: EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
///     // {0, 0, 34, 0}: the table overhangs by 88 but its bottom inset stops at 34
enum Overlap {
    static func insets(frame f: Rect, bounds b: Rect, safe: EdgeInsets) -> EdgeInsets {
        let safeMinY = b.minY + safe.top
        let safeMaxY = b.maxY - safe.bottom
        let safeMinX = b.minX + safe.left
        let safeMaxX = b.maxX - safe.right
        return EdgeInsets(
            top: max(0, min(f.maxY, safeMinY) - max(f.minY, b.minY)),
            left: max(0, min(f.maxX, safeMinX) - max(f.minX, b.minX)),
            bottom: max(0, min(f.maxY, b.maxY) - max(f.minY, safeMaxY)),
            right: max(0, min(f.maxX, b.maxX) - max(f.minX, safeMaxX)))
    }

    /// Why one edge's inset is what it is, given the superview's inset on that edge and words
    /// for the band it came from.
    static func explain(
        edge: Edge, value: Double, superInset: Double, band: String,
        frame f: Rect, bounds b: Rect
    ) -> String {
        let v = PointFormat.string(value)
        if superInset <= 0 { return "0: nothing covers the \(edge.rawValue) edge" }
        let pastEdge: Double =
            switch edge {
            case .top: b.minY - f.minY
            case .bottom: f.maxY - b.maxY
            case .left: b.minX - f.minX
            case .right: f.maxX - b.maxX
            }
        if value == 0 { return "0: the frame stays clear of the \(PointFormat.string(superInset))-pt \(edge.rawValue) band (\(band))" }
        if value == superInset {
            if pastEdge > 0 {
                return
                    "\(v) = \(band): the frame reaches \(PointFormat.string(pastEdge)) past the superview's \(edge.rawValue), but an inset never exceeds the superview's (R15)"
            }
            return "\(v) = \(band): the frame covers the whole band"
        }
        return "\(v): the frame overlaps \(v) of the \(PointFormat.string(superInset))-pt \(edge.rawValue) band (\(band))"
    }
}
