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
