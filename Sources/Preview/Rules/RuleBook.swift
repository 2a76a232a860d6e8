import Geometry

/// Every rule the explanations cite ("(R19)"), in the project's own words, with how sure it is
/// and where it comes from, so that `layoutpreview rules R19` can always be looked up.
public enum RuleBook {
    public struct Rule: Sendable {
        public var id: String
        public var title: String
        public var text: String
        public var confidence: Confidence
        public var sources: String
    }

    public static func rule(_ id: String) -> Rule? {
        let wanted = (id.lowercased().hasPrefix("r") ? String(id.dropFirst()) : id).lowercased()
        return rules.first { $0.id.dropFirst().lowercased() == wanted }
    }

    static let uikit = "Apple's UIKit documentation and headers"
    static let wwdc17 = "WWDC 2017 session 204"
    static let logs = "developers' logged values (devices.md)"
    static let ios26 = "WWDC25 session 284, WWDC26 session 278, logs on iOS 26 simulators"

    public static let rules: [Rule] = [
        Rule(
            id: "R1", title: "Screen bounds follow the interface", text: "In landscape the screen's width and height swap.", confidence: .high, sources: uikit),
        Rule(
            id: "R2", title: "Window insets per device",
            text:
                "The window's safe area comes from the device table. Face ID iPhones in landscape: top 0, left and right the portrait top inset, bottom 21 (20 from iOS 26).",
            confidence: .high, sources: logs),
        Rule(
            id: "R3", title: "The status bar",
            text:
                "iPhones hide it in landscape; iPads keep it. Hiding it removes the top inset where that inset is only the status bar; a navigation controller on a Face ID iPhone shows it in portrait while its bar is visible.",
            confidence: .high, sources: uikit + "; " + logs),
        Rule(
            id: "R4", title: "Status bar height",
            text:
                "Equal to the top inset, except Dynamic Island phones (53.667 under a 59 inset) and the 12/13 mini on iOS 14 (44 under 50). Heights not found are assumed and said to be.",
            confidence: .high, sources: logs),
        Rule(
            id: "R5", title: "Which side the housing is on",
            text: "landscapeLeft puts the housing on the right, landscapeRight on the left; the numbers are symmetric.", confidence: .high, sources: uikit),
        Rule(
            id: "R6", title: "Differences between iOS versions",
            text:
                "XR and 11 report 44 before iOS 14 and 48 from it; home-button devices report a top inset of 0 on iOS 11 while controllers still get the status bar band.",
            confidence: .medium, sources: logs),
        Rule(
            id: "R6a", title: "iOS versions that exist", text: "7 to 18, then 26 and 27: iOS 19 to 25 never existed. Face ID iPhones are never upside down.",
            confidence: .high, sources: uikit),
        Rule(
            id: "R6b", title: "Versions a device ran", text: "Each device ran a range of iOS versions; any other pairing is laid out with a warning.",
            confidence: .high, sources: "devices.json iosRange"),
        Rule(
            id: "R7", title: "Where the navigation bar starts",
            text: "At the status bar's bottom when it shows, else at the top (iOS 18 and the compatibility design).", confidence: .high, sources: logs),
        Rule(
            id: "R8", title: "Bottom bars",
            text: "The tab bar and toolbar sit at the bottom; the lowest carries the home indicator band; a toolbar above a tab bar sits directly on it.",
            confidence: .high, sources: logs),
        Rule(
            id: "R8a", title: "iPadOS 18's tab bar", text: "iPadOS 18 moved the regular-width tab bar to the top (see R36).", confidence: .medium,
            sources: uikit),
        Rule(
            id: "R9", title: "Translucency",
            text: "Bars are translucent by default; a fully opaque background image makes a bar opaque. Appearance objects change the look only.",
            confidence: .high, sources: uikit),
        Rule(
            id: "R10", title: "Where a contained controller's view goes",
            text:
                "Under a bar only if its edge is in edgesForExtendedLayout and the bar is translucent or extendedLayoutIncludesOpaqueBars is true; otherwise the view stops at the bar.",
            confidence: .high, sources: uikit + "; " + wwdc17),
        Rule(
            id: "R11", title: "A controller's safe area",
            text: "How far the covering bands (window insets, status bar, bars) overlap its view, plus additionalSafeAreaInsets.", confidence: .high,
            sources: wwdc17 + "; " + logs),
        Rule(
            id: "R12", title: "Nested containers", text: "Containers pass their bars down; they never write additionalSafeAreaInsets.", confidence: .high,
            sources: wwdc17),
        Rule(
            id: "R13", title: "additionalSafeAreaInsets", text: "Added edge by edge and inherited; a sum below zero is clamped to 0 (low confidence).",
            confidence: .high, sources: uikit),
        Rule(
            id: "R14", title: "Large titles",
            text: "The bar is 52 taller while the content is at the top and collapses as it scrolls; inline in landscape on iPhone; none before iOS 11.",
            confidence: .high, sources: logs),
        Rule(
            id: "R15", title: "The overlap rule",
            text: "A subview's inset on an edge is how far it overlaps its superview's unsafe band there, never more than the superview's own inset.",
            confidence: .high, sources: wwdc17),
        Rule(id: "R16", title: "Views outside a window", text: "Have zero insets.", confidence: .high, sources: uikit),
        Rule(
            id: "R17", title: "Scroll views pass down less",
            text: "A scroll view does not pass down the insets it absorbs; its subviews are in content coordinates.", confidence: .high, sources: uikit),
        Rule(
            id: "R18", title: "adjustedContentInset",
            text: "contentInset plus the safe area on the edges the behavior allows; UIKit never writes contentInset since iOS 11.", confidence: .high,
            sources: uikit),
        Rule(
            id: "R19", title: "contentInsetAdjustmentBehavior",
            text:
                "never: no edge; always: all; scrollableAxes: both edges of each scrollable axis; a table's alwaysBounceVertical defaults to true (low confidence).",
            confidence: .high, sources: uikit),
        Rule(
            id: "R20", title: "automatic",
            text: "Like scrollableAxes, but the content scroll view of a controller in a navigation (or tab bar) controller always gets top and bottom.",
            confidence: .high, sources: uikit),
        Rule(
            id: "R21", title: "Logged seeds of adjustedContentInset",
            text: "contentInset {100, 0, -34, 10} gives {188, 0, 0, 10} under a navigation bar on an iPhone X.", confidence: .high,
            sources: "the source articles' logs"),
        Rule(
            id: "R22", title: "The resting offset", text: "At rest at the top, contentOffset is minus the adjusted left and top insets.", confidence: .medium,
            sources: logs),
        Rule(
            id: "R23", title: "Scroll indicator insets", text: "The user's plus the safe area, unless the behavior is never.", confidence: .high, sources: uikit
        ),
        Rule(
            id: "R24", title: "iOS 7 to 10",
            text:
                "No safe area; containers write the content scroll view's contentInset from the bars it overlaps; topLayoutGuide and bottomLayoutGuide measure the same.",
            confidence: .high, sources: uikit),
        Rule(
            id: "R25", title: "Layout margins",
            text: "8 on a plain view; a controller's root view gets the system minimum, 16 in compact width and 20 in regular.", confidence: .high,
            sources: uikit),
        Rule(
            id: "R26", title: "Margins from the safe area", text: "With insetsLayoutMarginsFromSafeArea the margins are measured from the safe area.",
            confidence: .medium, sources: logs),
        Rule(
            id: "R27", title: "Directional margins", text: "Leading and trailing map to left and right, swapped in right-to-left.", confidence: .high,
            sources: uikit),
        Rule(
            id: "R28", title: "readableContentGuide", text: "Inside the margins, centred; on phones it equals the margins guide.", confidence: .high,
            sources: uikit),
        Rule(
            id: "R29", title: "Table cells", text: "Content views are inset to the table's safe area; backgrounds run edge to edge.", confidence: .high,
            sources: uikit),
        Rule(
            id: "R30", title: "Self-sizing rows", text: "Row heights are estimated, so contentSize changes as rows appear.", confidence: .high, sources: uikit),
        Rule(
            id: "R31", title: "Liquid Glass or compatibility",
            text:
                "Apps built with the iOS 26 SDK on iOS 26 get Liquid Glass; UIDesignRequiresCompatibility (or an older SDK) keeps iOS 18's bars with iOS 26's window insets, and needs an SDK older than 27.",
            confidence: .high, sources: ios26),
        Rule(
            id: "R32", title: "iOS 26 window insets", text: "Face ID iPhones' landscape bottom is 20; iPads with a home indicator have top 32 and bottom 25.",
            confidence: .medium, sources: ios26),
        Rule(
            id: "R33", title: "The Liquid Glass navigation bar",
            text: "54 tall at the window's top inset (116 on an iPhone 17 Pro); in landscape maxY 78 on Dynamic Island phones, 56 on other Face ID phones.",
            confidence: .high, sources: ios26),
        Rule(
            id: "R34", title: "Liquid Glass large titles",
            text: "The title sits at the top of the content scroll view, adding 52 to its adjusted top inset (rest at −168 on an iPhone 17); the bar stays 54.",
            confidence: .medium, sources: ios26),
        Rule(
            id: "R35", title: "The floating tab bar",
            text: "Drawn as a capsule, but the safe area still counts 49 plus the bottom inset; minimised heights are not logged.", confidence: .medium,
            sources: ios26),
        Rule(
            id: "R36", title: "The iPad's top tab bar", text: "From iPadOS 18 the regular-width tab bar floats at the top and adds no bottom inset.",
            confidence: .medium, sources: ios26),
        Rule(id: "R37", title: "The Liquid Glass toolbar", text: "48 tall, floating.", confidence: .low, sources: "one source"),
        Rule(
            id: "R38", title: "Scroll views on iOS 26", text: "Adjustment and resting offsets follow R18 to R22 unchanged.", confidence: .medium, sources: ios26
        ),
        Rule(
            id: "R39", title: "Navigation bar minimisation (iOS 27)", text: "Accepted; the minimised height is not logged, so the expanded bar is laid out.",
            confidence: .high, sources: uikit),
        Rule(
            id: "R40", title: "iPhone Duo's vertical bars", text: "Bars move to an 84-pt strip on some displays; not modelled.", confidence: .low,
            sources: "simulator notes"),
        Rule(id: "R41", title: "Glass is drawing", text: "Glass, scroll edge effects and appearances change no number.", confidence: .high, sources: ios26),
        Rule(
            id: "R42", title: "Constraints and priorities",
            text:
                "item1.attr relation multiplier × item2.attr + constant, at a priority from 1 to 1000; required ones hold, a higher priority always wins over lower ones.",
            confidence: .high, sources: "Apple's Auto Layout Guide"),
        Rule(
            id: "R43", title: "Attributes", text: "Edges, sizes, centres, baselines and their margin forms; leading and trailing follow the layout direction.",
            confidence: .high, sources: uikit),
        Rule(
            id: "R44", title: "Layout guides",
            text: "safeAreaLayoutGuide, layoutMarginsGuide, readableContentGuide; topLayoutGuide and bottomLayoutGuide on iOS 7 to 10.", confidence: .high,
            sources: uikit),
        Rule(
            id: "R45", title: "Safe-area guides before iOS 11",
            text: "A storyboard's guide becomes the controller's layout guides on iOS 9 and 10; a xib's is the view's bounds.", confidence: .medium,
            sources: "Xcode 9 release notes; seed 003"),
        Rule(
            id: "R46", title: "Intrinsic content size",
            text: "A minimum at the compression resistance priority (750) and a maximum at the hugging priority (250) per axis.", confidence: .high,
            sources: uikit),
        Rule(
            id: "R47", title: "Autoresizing masks", text: "Fixed margins and sizes keep; the size change is shared among the flexible parts in proportion.",
            confidence: .high, sources: uikit),
        Rule(
            id: "R48", title: "Stack views",
            text: "Arranged subviews laid out along the axis by distribution, across it by alignment, with spacing; hidden ones take no room.",
            confidence: .high, sources: uikit),
        Rule(
            id: "R49", title: "Pixel rounding", text: "Frame edges are rounded to the screen's pixel grid (1/scale points).", confidence: .high, sources: uikit),
        Rule(
            id: "R50", title: "Conflicts and ambiguity",
            text:
                "Unsatisfiable required constraints are logged and one is broken; ambiguous layouts get a solution without a warning in UIKit; the tool reports both.",
            confidence: .high, sources: uikit),
    ]

    /// The rules as text: one, or all of them.
    public static func text(_ id: String? = nil) -> String? {
        let chosen = id.map { rule($0).map { [$0] } ?? [] } ?? rules
        guard !chosen.isEmpty else { return nil }
        return chosen.map { r in
            "\(r.id)  \(r.title) (\(r.confidence.rawValue) confidence)\n    \(r.text)\n    Sources: \(r.sources)\n"
        }.joined(separator: id == nil ? "" : "\n")
    }
}
