/// One device: its screen, the window insets UIKit reports for it, and what is drawn on it.
///
/// Values are iOS 14–18's (devices.json's main columns); `metrics(ios:)` applies the documented
/// differences of other versions (RULES R4, R6).
public struct Device: Equatable, Sendable {
    public enum Idiom: String, Sendable, CaseIterable { case phone, pad }

    /// What the top of the display holds.
    public enum Housing: String, Sendable, CaseIterable { case homeButton, notch, dynamicIsland, none }

    public enum SizeClass: String, Sendable, CaseIterable { case compact, regular }

    /// Where the status bar height comes from (RULES R4).
    public enum StatusBarSource: String, Sendable {
        /// Logged on the device.
        case logged
        /// Dynamic Island phones: 53.67 (161/3) logged, printed 54 in the tables.
        case island
        /// Not found; 53.67 assumed as on the other Dynamic Island phones (low confidence).
        case islandAssumed
        /// Not found; the portrait top inset assumed (low confidence).
        case insetAssumed
        /// Given by a custom device in a scene.
        case custom
    }

    /// A difference of earlier iOS versions (RULES R6, R4): below `beforeIOS` these values apply.
    public struct VersionOverride: Equatable, Sendable {
        public var beforeIOS: Int
        public var topInset: Double?
        public var statusBarHeight: Double?
        public var landscapeSideInset: Double?
        public var note: String

        public init(beforeIOS: Int, topInset: Double? = nil, statusBarHeight: Double? = nil,
                    landscapeSideInset: Double? = nil, note: String) {
            self.beforeIOS = beforeIOS
            self.topInset = topInset
            self.statusBarHeight = statusBarHeight
            self.landscapeSideInset = landscapeSideInset
            self.note = note
        }
    }

    public var id: String
    public var name: String
    public var idiom: Idiom
    /// Points in portrait.
    public var portraitSize: Size
    public var scale: Double
    /// `window.safeAreaInsets` in portrait, full screen, no bars.
    public var portraitInsets: EdgeInsets
    /// `window.safeAreaInsets` in landscapeLeft; landscapeRight mirrors it (R5).
    public var landscapeInsets: EdgeInsets
    /// The status bar's height in portrait.
    public var statusBarHeight: Double
    public var statusBarSource: StatusBarSource
    /// iPads keep the status bar in landscape; iPhones hide it (R3).
    public var statusBarInLandscape: Bool
    public var housing: Housing
    public var homeIndicator: Bool
    /// The display's corner radius (`_displayCornerRadius`); nil where not found.
    public var cornerRadius: Double?
    public var landscapeWidthClass: SizeClass
    public var versionOverrides: [VersionOverride]
    public var sources: [String]
    public var confidence: Confidence
    public var notes: String?

    public init(id: String, name: String, idiom: Idiom, portraitSize: Size, scale: Double,
                portraitInsets: EdgeInsets, landscapeInsets: EdgeInsets,
                statusBarHeight: Double, statusBarSource: StatusBarSource, statusBarInLandscape: Bool,
                housing: Housing, homeIndicator: Bool, cornerRadius: Double?,
                landscapeWidthClass: SizeClass, versionOverrides: [VersionOverride] = [],
                sources: [String], confidence: Confidence, notes: String?) {
        self.id = id
        self.name = name
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitInsets = portraitInsets
        self.landscapeInsets = landscapeInsets
        self.statusBarHeight = statusBarHeight
        self.statusBarSource = statusBarSource
        self.statusBarInLandscape = statusBarInLandscape
        self.housing = housing
        self.homeIndicator = homeIndicator
        self.cornerRadius = cornerRadius
        self.landscapeWidthClass = landscapeWidthClass
        self.versionOverrides = versionOverrides
        self.sources = sources
        self.confidence = confidence
        self.notes = notes
    }

    /// Face ID iPhones: a notch or Dynamic Island on a phone (R2, R3, R6a).
    public var isFaceIDPhone: Bool {
        idiom == .phone && (housing == .notch || housing == .dynamicIsland)
    }

    /// Whether the window's top inset is only the status bar, so hiding the bar removes it (R3):
    /// home-button devices and, with low confidence, iPads without a housing.
    public var topInsetIsStatusBarOnly: Bool { housing == .homeButton || housing == .none }
}
