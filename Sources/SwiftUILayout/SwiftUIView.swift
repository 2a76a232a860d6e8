import Geometry

/// One view of a laid-out SwiftUI screen, with the numbers a `GeometryReader` would print for it.
public struct SwiftUIView: Equatable, Sendable {
    /// What kind of view it is, for drawing and lint.
    public enum Role: String, Sendable {
        /// Stacks and other views that only arrange others.
        case container
        case text, control, image, spacer
        /// `Color` and shapes: they fill what they are offered.
        case fill
        case scroll
        /// An app's own view or one not modelled (a flexible box).
        case placeholder
    }

    /// Its `.accessibilityIdentifier` (or `.id` with a string), else its path from the root.
    public var name: String
    /// The path from the root: `NavigationStack/VStack/Text[2]`.
    public var path: String
    /// The listed view it is inside; nil for the root.
    public var parent: String?
    public var type: String
    public var role: Role
    /// `frame(in: .global)` of the view itself, in window points: a padded text's text, a
    /// scroll view grown into the safe area, a colour that ignores it.
    public var windowFrame: Rect
    /// The view as all its modifiers leave it (its padding, its `.frame`), in window points:
    /// what its parent placed.
    public var modifiedFrame: Rect
    /// The part of the unsafe bands the view overlaps (S27): what a `GeometryReader` in a
    /// `.background` right on the view prints (zero on edges it ignores, S28).
    public var safeAreaInsets: EdgeInsets
    /// A text's or a control's title.
    public var text: String?
    /// A view of a `.background`: drawn just behind the view it backs.
    public var isBackground: Bool
    /// Drawn into the unsafe area on purpose (a fill, an `ignoresSafeArea`): lint lets it.
    public var ignoresSafeArea: Bool
    /// Scroll views: their content as their `UIScrollView` logs it (S33).
    public var scroll: Scroll?
    /// Why each number is what it is: `frame`, `safeAreaInsets.top`, …
    public var explanations: [(key: String, explanation: Explanation)]
    public var position: SourcePlace

    /// A scroll view's content: its size, the insets it rests behind, where it rests (R22) and
    /// where it is.
    public struct Scroll: Equatable, Sendable {
        public var contentSize: Size
        public var adjustedContentInset: EdgeInsets
        public var contentOffset: Point
        public var restingOffset: Point
    }

    public static func == (a: SwiftUIView, b: SwiftUIView) -> Bool {
        a.name == b.name && a.path == b.path && a.parent == b.parent && a.type == b.type && a.role == b.role
            && a.windowFrame == b.windowFrame && a.modifiedFrame == b.modifiedFrame && a.safeAreaInsets == b.safeAreaInsets
            && a.text == b.text && a.isBackground == b.isBackground && a.ignoresSafeArea == b.ignoresSafeArea && a.scroll == b.scroll
            && a.position == b.position
            && a.explanations.map(\.key) == b.explanations.map(\.key) && a.explanations.map(\.explanation) == b.explanations.map(\.explanation)
    }
}
