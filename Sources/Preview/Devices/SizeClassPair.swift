/// A horizontal and a vertical size class, as Xcode writes them: `wC hR` is compact width,
/// regular height (an iPhone in portrait, an iPad window in Split View's third).
public struct SizeClassPair: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: Device.SizeClass
    public var vertical: Device.SizeClass

    public init(horizontal: Device.SizeClass, vertical: Device.SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The four pairs, in Xcode's order of its "Vary for Traits" menu.
    public static let all = [Device.SizeClass.compact, .regular].flatMap { h in
        [Device.SizeClass.regular, .compact].map { v in SizeClassPair(horizontal: h, vertical: v) }
    }

    public var description: String { "w\(horizontal == .compact ? "C" : "R") h\(vertical == .compact ? "C" : "R")" }

    /// `wC hR` and its kin.
    public init?(_ text: String) {
        guard let pair = SizeClassPair.all.first(where: { $0.description == text }) else { return nil }
        self = pair
    }
}
