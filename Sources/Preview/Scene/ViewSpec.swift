import AutoLayout
import Geometry

/// A view of the scene: its kind, how its frame is set, and for scroll views their scroll properties.
public struct ViewSpec: Equatable, Sendable {
    public var name: String
    /// Its kind; a scroll or table view has scroll properties, any other kind none.
    public var kind: ViewKind {
        didSet {
            let kind = self.kind
            var properties = kind.isScrollView ? scroll ?? ScrollSpec(kind: kind) : nil
            properties?.kind = kind
            scroll = properties
        }
    }
    public var frame: FrameSpec
    /// Scroll properties: there exactly when the kind is `scroll` or `table`, of that kind.
    public var scroll: ScrollSpec? {
        didSet {
            let kind = self.kind
            if !kind.isScrollView {
                scroll = nil
            } else if scroll?.kind != kind {
                scroll?.kind = kind
            }
        }
    }
    /// Label or button text; rows of a table show "Row 0", "Row 1", ...
    public var text: String?
    /// For lint: must stay visible and touchable (labels and buttons always are).
    public var interactive: Bool
    /// For lint: may run edge to edge under bars and housing.
    public var background: Bool
    public var subviews: [ViewSpec]
    /// Constraints this view lists (SPEC "Auto Layout"); with any, it is placed by Auto Layout
    /// (`translatesAutoresizingMaskIntoConstraints = false`) and `frame` is not used.
    public var constraints: [SceneConstraint] = []
    /// nil: estimated from the text for labels and buttons (R46, low confidence), none otherwise.
    public var intrinsicContentSize: Size?
    public var contentHuggingPriority: AxisPriorities?
    public var compressionResistancePriority: AxisPriorities?
    /// The frame size the view was designed at (Interface Builder's stored frame). Where its
    /// constraints, stack and intrinsic size leave its width or height free (R50's ambiguity),
    /// the layout keeps this size, as Xcode's canvas keeps a frame its constraints do not
    /// determine, instead of one solution of many.
    public var designSize: Size?

    /// Whether a view's name may hold `scalar`: ASCII letters, digits, `-` and `_`, what the
    /// constraint grammar reads as one name.
    public static func nameAllows(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.properties.isAlphabetic && scalar.isASCII) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }

    /// The hugging and compression resistance the solver uses: the scene's, else UIKit's
    /// defaults, 250 and 750 (R46).
    public var hugging: AxisPriorities { contentHuggingPriority ?? AxisPriorities(horizontal: 250, vertical: 250) }
    public var resistance: AxisPriorities { compressionResistancePriority ?? AxisPriorities(horizontal: 750, vertical: 750) }
    /// With a `frame` rectangle: how it follows its superview's size (R47); empty: it does not.
    public var autoresizingMask: Set<AutoresizingMask> = []
    /// `isHidden`: not drawn, not linted, and no room in a stack view (R48).
    public var hidden = false
    /// The size-class pairs where Interface Builder's "Installed" box is off: there the view is
    /// not in the hierarchy at all, with its subviews and every constraint that names them
    /// (`Scene.resolving`).
    public var notInstalled: Set<SizeClassPair> = []
    /// A label's or button's font size in points (nil: the system font's 17): its baselines and
    /// its estimated intrinsic size follow it (R43, R46).
    public var fontSize: Double?
    /// How far the frame reaches beyond the rectangle constraints act on (UIKit's
    /// `alignmentRectInsets`: a slider's track is 2 pt inside its frame on each side).
    public var alignmentRectInsets: EdgeInsets = .zero
    /// The view's own layout margins; nil: UIView's default 8 on every side (R25).
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    /// Whether its margins are measured from its safe area (R26).
    public var insetsLayoutMarginsFromSafeArea = true
    /// UIKit's `preservesSuperviewLayoutMargins` (default false): each margin at least as far in
    /// as the superview's margin reaches into the view.
    public var preservesSuperviewLayoutMargins = false
    /// A stack view's arrangement (kind `stack`).
    public var stack = StackSpec()
    /// Where the view stands in its file, for findings an editor can jump to.
    public var place = SourcePlace()
    /// Where each of its keys stands, when it was read from a scene file (`SceneChecks`).
    public var keyPlaces = KeyPlaces()

    public init(
        name: String, kind: ViewKind = .view, frame: FrameSpec = .fill,
        scroll: ScrollSpec? = nil, text: String? = nil, interactive: Bool = false,
        background: Bool = false, subviews: [ViewSpec] = []
    ) {
        self.name = name
        self.kind = kind
        self.frame = frame
        self.scroll = kind.isScrollView ? scroll ?? ScrollSpec(kind: kind) : nil
        self.scroll?.kind = kind
        self.text = text
        self.interactive = interactive
        self.background = background
        self.subviews = subviews
    }
}

public enum ViewKind: String, CaseIterable, Sendable {
    case view, scroll, table, label, button
    /// `UIStackView`: its subviews are its arranged subviews (R48).
    case stack

    public var isScrollView: Bool { self == .scroll || self == .table }

    /// Kinds as an error names them: "table views (kind: table)".
    static func describe(_ kinds: Set<ViewKind>) -> String {
        let names: [ViewKind: String] = [
            .view: "plain views", .scroll: "scroll views", .table: "table views", .label: "labels", .button: "buttons", .stack: "stack views",
        ]
        let listed = allCases.filter(kinds.contains)
        let words = listed.compactMap { names[$0] }
        let joined = words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
        return "\(joined) (kind: \(listed.map(\.rawValue).joined(separator: " or ")))"
    }

    /// Labels and buttons: they show text in a font (R43), estimate their intrinsic size from it
    /// (R46) and have their text's baselines (`TextBaselines`), and lint keeps them visible.
    public var showsText: Bool { self == .label || self == .button }

    /// How a scene writes a UIKit class that is not a kind of its own (as `import` writes it),
    /// for the error when a scene names one: `textField` → `view` with `interactive: true`.
    static func spelling(ofUIKit name: String) -> String? {
        var key = name.lowercased()
        if key.hasPrefix("ui") { key.removeFirst(2) }
        switch key {
        case "textfield", "switch", "slider", "segmentedcontrol", "stepper", "pagecontrol", "datepicker", "pickerview",
            "searchbar", "control":
            return "a control is kind: view with interactive: true, so lint keeps it clear of the housing and corners"
        case "textview": return "a text view is kind: scroll (it is a UIScrollView), or kind: view with interactive: true when it does not scroll"
        case "collectionview", "collection": return "a collection view is kind: scroll (it is a UIScrollView)"
        case "tableview": return "write kind: table"
        case "scrollview": return "write kind: scroll"
        case "stackview": return "write kind: stack"
        case "imageview", "image": return "an image view is kind: view, with intrinsicContentSize for its image"
        default: return nil
        }
    }
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`.
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Sendable {
    case automatic, scrollableAxes, never, always
}

/// A scroll or table view's properties, with UIKit's defaults.
public struct ScrollSpec: Equatable, Sendable {
    /// `scroll` or `table`; used when the controller's root view is a scroll view.
    public var kind: ViewKind
    public var contentSize: Size?
    /// Table rows; `contentSize` is then width × rows·rowHeight.
    public var rows: Int?
    public var rowHeight: Double
    public var contentInset: EdgeInsets
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
    /// nil: the kind's default (true for tables, R19 low confidence; false otherwise).
    public var alwaysBounceVertical: Bool?
    public var alwaysBounceHorizontal: Bool
    public var isScrollEnabled: Bool
    /// Where it rests, as UIKit's `contentOffset` (clamped to the scroll range); nil: the resting
    /// offset at the top (R22). A scrolled state can so be rendered, compared and linted.
    public var contentOffset: Point?

    public init(
        kind: ViewKind = .scroll, contentSize: Size? = nil, rows: Int? = nil, rowHeight: Double = 44,
        contentInset: EdgeInsets = .zero,
        contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic,
        alwaysBounceVertical: Bool? = nil, alwaysBounceHorizontal: Bool = false,
        isScrollEnabled: Bool = true, contentOffset: Point? = nil
    ) {
        self.contentOffset = contentOffset
        self.kind = kind
        self.contentSize = contentSize
        self.rows = rows
        self.rowHeight = rowHeight
        self.contentInset = contentInset
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.isScrollEnabled = isScrollEnabled
    }
}

/// One constraint as the scene wrote it, parsed, with its place in the file.
public struct SceneConstraint: Equatable, Sendable {
    public var text: String
    public var parsed: ConstraintText
    public var line: Int
    public var column: Int
    /// Interface Builder's size-class variations: the constraint in each size-class pair that
    /// differs from `text` (another constant, or not installed there); pairs not listed use
    /// `text`. A layout takes the one its window's size classes select (`Scene.resolving`).
    public var variations: [SizeClassPair: Variation] = [:]

    public enum Variation: Equatable, Sendable {
        case installed(text: String, parsed: ConstraintText)
        case notInstalled
    }

    public init(text: String, parsed: ConstraintText, line: Int = 0, column: Int = 0) {
        self.text = text
        self.parsed = parsed
        self.line = line
        self.column = column
    }

    /// The same constraint wherever it stands in a file (a written scene loads back equal).
    public static func == (a: SceneConstraint, b: SceneConstraint) -> Bool {
        a.text == b.text && a.parsed == b.parsed && a.variations == b.variations
    }

    /// The constraint in `pair`: its variation there, or itself; nil where it is not installed.
    public func resolved(_ pair: SizeClassPair) -> SceneConstraint? {
        switch variations[pair] {
        case nil: return variations.isEmpty ? self : SceneConstraint(text: text, parsed: parsed, line: line, column: column)
        case .notInstalled?: return nil
        case .installed(let text, let parsed)?: return SceneConstraint(text: text, parsed: parsed, line: line, column: column)
        }
    }
}

/// `UIStackView`'s properties (R48), with UIKit's defaults.
public struct StackSpec: Equatable, Sendable {
    public enum Axis: String, CaseIterable, Sendable { case horizontal, vertical }
    public enum Distribution: String, CaseIterable, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: String, CaseIterable, Sendable { case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline }

    public var axis: Axis = .horizontal
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    public var spacing: Double = 0
    public var isLayoutMarginsRelativeArrangement = false

    public init() {}
}

/// A priority per axis (content hugging, compression resistance).
public struct AxisPriorities: Equatable, Sendable {
    public var horizontal: Int
    public var vertical: Int

    public init(horizontal: Int, vertical: Int) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// How a view's frame is set.
public enum FrameSpec: Equatable, Sendable {
    /// The superview's bounds.
    case fill
    /// The superview's safe area.
    case safeArea
    /// The superview's layout margins.
    case margins
    /// A fixed rectangle in the superview's coordinates, as set in `viewDidLoad`.
    case rect(Rect)
    /// Auto Layout-like edges.
    case pins(Pins)
}

/// What a pinned edge follows in the superview.
public enum PinAnchor: String, CaseIterable, Sendable { case superview, safeArea, margins }

/// One pinned edge: an anchor and a constant that moves the edge inward when positive.
public struct Pin: Equatable, Sendable {
    public var anchor: PinAnchor
    public var constant: Double

    public init(_ anchor: PinAnchor, constant: Double = 0) {
        self.anchor = anchor
        self.constant = constant
    }
}

/// Auto Layout-like constraints: per axis two edges, or one edge and a size, or nothing (fill).
public struct Pins: Equatable, Sendable {
    public var top: Pin?
    public var bottom: Pin?
    public var leading: Pin?
    public var trailing: Pin?
    public var width: Double?
    public var height: Double?

    public init(
        top: Pin? = nil, bottom: Pin? = nil, leading: Pin? = nil, trailing: Pin? = nil,
        width: Double? = nil, height: Double? = nil
    ) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
        self.width = width
        self.height = height
    }
}
