/// One thing a design review must fix: a view a user must see or touch, or a scroll view's end
/// row, hidden by hardware or bars on one device and orientation.
public struct LintFinding: Equatable, Sendable {
    public enum Rule: String, CaseIterable, Sendable {
        /// The frame overlaps the notch or Dynamic Island.
        case housing
        /// The frame reaches into the area the rounded corners clip.
        case corner
        /// The frame overlaps the band the home indicator reserves.
        case homeIndicator
        /// The frame overlaps the status bar.
        case statusBar
        /// The frame leaves the controller's safe area (under a bar, the housing or the indicator).
        case outsideSafeArea
        /// The frame leaves the screen.
        case offScreen
        /// At rest at the top, the first row is under a bar or off the screen.
        case firstRowHidden
        /// Scrolled to the end, the last row is under a bar, the indicator or off the screen.
        case lastRowHidden

        /// Why it matters, in a line (SARIF's `fullDescription`, lint's help, the README's table).
        public var rationale: String {
            switch self {
            case .housing: "The notch and the Dynamic Island are holes in the display: what is under them is not seen or cannot be tapped."
            case .corner: "The display's corners are rounded: the curve clips what reaches into them."
            case .homeIndicator: "The home indicator's band belongs to the system's swipe home; a control there competes with it (R2)."
            case .statusBar: "The status bar draws over the content; text under it is unreadable and taps go to the bar."
            case .outsideSafeArea:
                "The safe area is what UIKit promises is unobstructed by bars, housing and indicator (R9–R11); content outside it may be covered on some device."
            case .offScreen: "Outside the screen, nothing is seen."
            case .firstRowHidden: "Content under a bar at rest reads as missing: the first thing a user should see is covered (R18–R22)."
            case .lastRowHidden: "If the end of a scroll view cannot scroll clear of the bars and the indicator, its last row is never fully seen (R18–R22)."
            }
        }

        /// The rules as a Markdown table (the README's, checked by a test).
        public static var markdownTable: String {
            "| rule | finds | why |\n|---|---|---|\n" + allCases.map { "| `\($0.rawValue)` | \($0.summary) | \($0.rationale) |" }.joined(separator: "\n") + "\n"
        }

        /// One line saying what the rule finds (SARIF's `shortDescription`).
        public var summary: String {
            switch self {
            case .housing: "A label, button or interactive view overlaps the notch or Dynamic Island."
            case .corner: "A label, button or interactive view reaches into the screen's rounded corner."
            case .homeIndicator: "A label, button or interactive view overlaps the band the home indicator reserves."
            case .statusBar: "A label, button or interactive view overlaps the status bar."
            case .outsideSafeArea: "A label, button or interactive view leaves its view controller's safe area."
            case .offScreen: "A label, button or interactive view leaves the screen."
            case .firstRowHidden: "At rest, a scroll view's first row is under a bar or off the screen."
            case .lastRowHidden: "Scrolled to the end, a scroll view's last row is under a bar, the home indicator or off the screen."
            }
        }
    }

    public var scene: String
    /// The scene's file as given, and the view's line and column in it (0 for a bundled scene's
    /// built-in views).
    public var file: String = ""
    public var line: Int = 0
    public var column: Int = 0
    public var device: String
    public var orientation: Orientation
    /// The iPad window it was found in (the screen elsewhere).
    public var window: WindowChoice = .full
    public var view: String
    public var rule: Rule
    /// How far the view reaches into what hides it, in points (the depth, not an area).
    public var overlap: Double
    /// What it overlaps, in words with numbers.
    public var detail: String
    /// The view's text or label (an imported view's IB label, class or title), if it has one.
    public var label = ""

    /// The view as a reader finds it: its name, and its label in quotes.
    public var viewWords: String { label.isEmpty ? view : "\(view) \"\(label)\"" }
}
