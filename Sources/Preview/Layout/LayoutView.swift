import Geometry

/// One view of a computed layout, with every number UIKit would log for it and why.
public struct LayoutView: Equatable, Sendable {
    /// What part of the hierarchy the view is.
    public enum Role: String, Sendable {
        case window, statusBar, container, tabBar, navigationBar, toolbar, controllerView, subview
    }

    /// SPEC's name: `window`, `navigationBar`, `viewController.view`, or the scene view's name.
    public var name: String
    /// The superview's name; nil for the window.
    public var parent: String?
    public var role: Role
    public var kind: ViewKind
    /// In the superview's coordinates, as UIKit's `frame`.
    public var frame: Rect
    /// In the window's coordinates.
    public var windowFrame: Rect
    public var safeAreaInsets: EdgeInsets
    /// Effective `layoutMargins`: the own margins measured from the safe area (R26).
    public var layoutMargins: EdgeInsets
    /// Bars only.
    public var translucent: Bool?
    /// Bars only: what the bar shows. The mock draws bars from it, never from the scene.
    public var bar: BarContent?
    /// Scroll and table views only.
    public var scroll: ScrollMetrics?
    /// Label or button text, as the scene gave it (a bar's title and items are in `bar`).
    public var text: String?
    public var interactive: Bool
    public var background: Bool
    /// `isHidden`: laid out, but neither drawn nor linted.
    public var hidden = false
    /// A SwiftUI colour or shape, which the mock draws solid, hiding what is behind it.
    public var fill: Fill?
    /// A SwiftUI `Text` or control, whose frame is its own text's measured size: the mock shows
    /// the whole text, where a UIKit label's text is cut at its frame as UIKit truncates it.
    public var sizedByText = false
    /// Where a scene view stands in its file.
    public var place = SourcePlace()
    /// Explanations by key path (`frame`, `safeAreaInsets.top`, `adjustedContentInset.bottom`, ...).
    public var explain: [ExplainEntry]
    /// A view placed by Auto Layout: its constraints as solved, in the scene's order (empty
    /// without explanations).
    public var constraints: [ConstraintState] = []

    /// The names of a view's numbers in SPEC's order (its JSON's): the one list the text tables,
    /// the inspector and `compare` follow.
    public static let numberKeys = [
        "frame", "windowFrame", "safeAreaInsets", "layoutMargins", "contentInset",
        "adjustedContentInset", "contentOffset", "contentSize",
    ]

    /// The view's numbers by those names, in that order; the scroll ones only for a scroll view.
    public var numbers: [(key: String, value: String)] {
        Self.numberKeys.compactMap { key in number(key).map { (key, $0) } }
    }

    /// One of those numbers, formatted (a table formats only its columns); nil for a scroll
    /// number of a view that does not scroll, or a name that is not one of them.
    public func number(_ key: String) -> String? {
        switch key {
        case "frame": frame.description
        case "windowFrame": windowFrame.description
        case "safeAreaInsets": safeAreaInsets.description
        case "layoutMargins": layoutMargins.description
        case "contentInset": scroll?.contentInset.description
        case "adjustedContentInset": scroll?.adjustedContentInset.description
        case "contentOffset": scroll?.contentOffset.description
        case "contentSize": scroll?.contentSize.description
        default: nil
        }
    }

    /// The name as the mock labels a view: a SwiftUI view's path by its last step
    /// (`List` for `NavigationStack/List`), every other name whole.
    public var label: String {
        name.split(separator: "/").last.map(String.init) ?? name
    }

    /// The explanation for a key path, if any.
    public func explanation(_ key: String) -> Explanation? {
        explain.first { $0.key == key }?.explanation
    }
}

/// How the mock draws a SwiftUI colour or shape.
public enum Fill: Equatable, Sendable {
    /// A view of its own (`Color.blue` in a stack): solid and outlined.
    case shape
    /// Another view's `.background`: solid only, so the view it backs reads on it.
    case backdrop
}

/// What a bar shows.
public struct BarContent: Equatable, Sendable {
    /// A navigation bar's title.
    public var title: String?
    /// A tab bar's item titles.
    public var items: [String]
    /// A navigation bar over a pushed controller has a back button; a root controller's has none.
    public var backButton: Bool
    /// The band a bottom bar carries under its items, over the home indicator (R8); 0 at the top.
    public var band: Double
}

/// One constraint of a view as the solver left it.
public struct ConstraintState: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        case held
        /// A required constraint that contradicts those before it (R50).
        case broken
        /// Not satisfied, by this many points: a higher priority won (R42).
        case outranked(by: Double)
        /// Not a constraint but the solver's finding: what the constraints leave free (R50).
        case ambiguous
        /// Not a constraint of the scene's but what UIKit adds: the intrinsic size's hugging and
        /// compression resistance (R46), a stack view's arrangement (R48).
        case implied
    }

    /// As the scene wrote it, with the known value it was solved against (`safeArea.bottom = 778`).
    public var text: String
    public var outcome: Outcome

    /// A mark and the constraint: `✓ top == safeArea.top`, `✗ … broken`, `↓ … off by 12`.
    public var line: String {
        switch outcome {
        case .held: "✓ " + text
        case .broken: "✗ " + text + " — broken (R50)"
        case .outranked(let off): "↓ " + text + " — outranked, off by \(PointFormat.string(off)) (R42)"
        case .implied: "+ " + text
        case .ambiguous: "✗ " + text
        }
    }
}

/// One explained number.
public struct ExplainEntry: Equatable, Sendable {
    public var key: String
    public var explanation: Explanation

    public init(_ key: String, _ explanation: Explanation) {
        self.key = key
        self.explanation = explanation
    }
}

/// A scroll view's computed scroll state.
public struct ScrollMetrics: Equatable, Sendable {
    public var contentSize: Size
    public var contentInset: EdgeInsets
    public var adjustedContentInset: EdgeInsets
    public var contentOffset: Point
    /// The top of the scroll range: −adjustedContentInset, less the height a large title has
    /// collapsed by (scrolling back to the top expands it again, R14).
    public var restingOffset: Point
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
    /// Table rows and their height, for drawing "Row 0", "Row 1", ...
    public var rows: Int?
    public var rowHeight: Double
}
