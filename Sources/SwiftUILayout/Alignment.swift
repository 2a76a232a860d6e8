/// Where a child sits in the space its parent has left over, per axis: SwiftUI's `Alignment`,
/// `HorizontalAlignment` and `VerticalAlignment` (S10: `.center` unless said).
public struct Alignment: Equatable, Sendable {
    /// 0 leading or top, 0.5 center, 1 trailing or bottom.
    public var horizontal: Double
    public var vertical: Double

    public static let center = Alignment(horizontal: 0.5, vertical: 0.5)
    public static let topLeading = Alignment(horizontal: 0, vertical: 0)
    public static let leading = Alignment(horizontal: 0, vertical: 0.5)

    public subscript(axis: Axis) -> Double {
        axis == .horizontal ? horizontal : vertical
    }

    /// The alignment a member names (`.leading`, `.bottomTrailing`, `.firstTextBaseline`), or nil.
    /// A baseline aligns as the bottom of one-line text would (L: no font metrics).
    static func named(_ name: String) -> Alignment? {
        if let x = horizontals[name] { return Alignment(horizontal: x, vertical: 0.5) }
        if let y = verticals[name] { return Alignment(horizontal: 0.5, vertical: y) }
        return corners[name]
    }

    private static let horizontals: [String: Double] = [
        "leading": 0, "center": 0.5, "trailing": 1, "listRowSeparatorLeading": 0, "listRowSeparatorTrailing": 1,
    ]
    private static let verticals: [String: Double] = ["top": 0, "bottom": 1, "firstTextBaseline": 1, "lastTextBaseline": 1]
    private static let corners: [String: Alignment] = [
        "topLeading": .topLeading, "topTrailing": Alignment(horizontal: 1, vertical: 0),
        "bottomLeading": Alignment(horizontal: 0, vertical: 1), "bottomTrailing": Alignment(horizontal: 1, vertical: 1),
    ]
}
