import Geometry

/// One device: its screen, the window insets UIKit reports for it in each era of iOS, and what is
/// drawn on it. The catalog's devices are generated from `Data/devices.json` (Data/README.md).
public struct Device: Equatable, Sendable {
    public enum Idiom: String, Sendable, CaseIterable { case phone, pad }

    /// What the top of the display holds.
    public enum Housing: String, Sendable, CaseIterable { case homeButton, notch, dynamicIsland, none }

    public enum SizeClass: String, Sendable, CaseIterable { case compact, regular }

    /// The notch, Dynamic Island or camera hole in portrait points. Apple publishes none of these
    /// sizes, so every one is an estimate with its source (devices.md, "Sensor housing").
    public struct HousingShape: Equatable, Sendable {
        public var size: Size
        /// Distance from the top edge.
        public var top: Double
        /// Distance from the left edge; nil when centred.
        public var left: Double?
        public var source: String

        public init(size: Size, top: Double, left: Double? = nil, source: String) {
            self.size = size
            self.top = top
            self.left = left
            self.source = source
        }
    }

    /// The status bar's height and where that number comes from (R4).
    public struct StatusBar: Equatable, Sendable {
        public var height: Double
        /// "53.667 (161/3) on Dynamic Island phones (R4)", or what was assumed and why.
        public var why: Explanation

        public init(height: Double, why: Explanation) {
            self.height = height
            self.why = why
        }
    }

    /// The window's insets and status bar from one iOS version on, until the next era (R6, R32).
    public struct InsetEra: Equatable, Sendable {
        public var fromIOS: Int
        /// `window.safeAreaInsets` in portrait, full screen, no bars.
        public var portrait: EdgeInsets
        /// `window.safeAreaInsets` in landscapeLeft; landscapeRight mirrors it (R5).
        public var landscape: EdgeInsets
        public var statusBar: StatusBar
        public var confidence: Confidence
        /// Why this era differs from the device's others, said whenever a layout uses it.
        public var note: String?

        public init(
            fromIOS: Int, portrait: EdgeInsets, landscape: EdgeInsets, statusBar: StatusBar,
            confidence: Confidence, note: String? = nil
        ) {
            self.fromIOS = fromIOS
            self.portrait = portrait
            self.landscape = landscape
            self.statusBar = statusBar
            self.confidence = confidence
            self.note = note
        }
    }

    /// The major iOS versions Apple shipped for the device (R6b); `last` is nil while current.
    public struct IOSRange: Equatable, Sendable {
        public var first: Int
        public var last: Int?
        public var confidence: Confidence

        public init(first: Int, last: Int?, confidence: Confidence) {
            self.first = first
            self.last = last
            self.confidence = confidence
        }

        public func contains(_ ios: Int) -> Bool { ios >= first && ios <= (last ?? Int.max) }

        /// "11–16", or "26–" while current.
        public var description: String { "\(first)–\(last.map(String.init) ?? "")" }
    }

    public var id: String
    public var name: String
    public var idiom: Idiom
    /// Points in portrait.
    public var portraitSize: Size
    public var scale: Double
    public var landscapeWidthClass: SizeClass
    /// The interface orientations UIKit rotates this device to (R6a).
    public var orientations: [Orientation]
    public var iosRange: IOSRange
    public var housing: Housing
    public var housingShape: HousingShape?
    public var homeIndicator: Bool
    /// The display's corner radius (`_displayCornerRadius`); nil where not found.
    public var cornerRadius: Double?
    /// iPads keep the status bar in landscape; iPhones hide it (R3).
    public var statusBarInLandscape: Bool
    /// Oldest first; the first starts at iOS 7.
    public var eras: [InsetEra]
    public var sources: [String]
    public var confidence: Confidence
    public var notes: String?
    /// The toolbar's height where a canvas drew one other than UIKit's (R8): Xcode's canvases
    /// draw a 49-pt toolbar on iPhones with a home indicator (`DesignDevice`). nil: R8's.
    public var toolbarHeight: Double?
    /// The navigation bar's height in landscape where a canvas drew one other than UIKit's (§2's
    /// 32 on a compact-width phone): Xcode 15.0–15.2's canvases drew 44 (`DesignDevice`). nil:
    /// §2's.
    public var landscapeNavigationBarHeight: Double?
    /// The expanded large title's height where a canvas drew one other than UIKit's (R14's 52):
    /// Xcode 12–16's canvases draw a large-title navigation bar inline over a controller whose
    /// first subview is a scroll view, 0 (`DesignDevice`). nil: R14's.
    public var largeTitleHeight: Double?
    /// Where a page sheet's top edge is, and its safe-area insets, where a canvas drew a sheet
    /// other than UIKit's (its top 10 or 20 below the top inset; no top inset inside, the
    /// screen's at the sides and bottom: `Device.sheet`): Xcode 16.2 and later (`DesignDevice`).
    /// nil: UIKit's.
    public var sheetTop: Double?
    public var sheetInsets: EdgeInsets?

    public init(
        id: String, name: String, idiom: Idiom, portraitSize: Size, scale: Double,
        landscapeWidthClass: SizeClass, orientations: [Orientation], iosRange: IOSRange,
        housing: Housing, housingShape: HousingShape?, homeIndicator: Bool, cornerRadius: Double?,
        statusBarInLandscape: Bool, eras: [InsetEra], sources: [String], confidence: Confidence, notes: String?
    ) {
        self.id = id
        self.name = name
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.landscapeWidthClass = landscapeWidthClass
        self.orientations = orientations
        self.iosRange = iosRange
        self.housing = housing
        self.housingShape = housingShape
        self.homeIndicator = homeIndicator
        self.cornerRadius = cornerRadius
        self.statusBarInLandscape = statusBarInLandscape
        self.eras = eras
        self.sources = sources
        self.confidence = confidence
        self.notes = notes
    }

    /// The era in force on `ios`: the last one that starts at or before it.
    public func era(ios: Int) -> InsetEra {
        eras.last { $0.fromIOS <= ios } ?? eras[0]
    }

    /// The era a developer thinks of as the device's own: its newest before iOS 26, or its first
    /// if it shipped with iOS 26 or later. `devices` lists it beside the iOS 26 era.
    public var referenceEra: InsetEra {
        era(ios: iosRange.first >= 26 ? iosRange.first : min(iosRange.last ?? 18, 18))
    }

    /// The newest iOS version the device runs, capped at the newest the tool models (R6b): the
    /// version a scene uses when it names none.
    public var defaultIOS: Int { min(iosRange.last ?? IOSVersion.newest, IOSVersion.newest) }

    /// Face ID iPhones: a notch or Dynamic Island on a phone (R2, R3, R6a).
    public var isFaceIDPhone: Bool {
        idiom == .phone && (housing == .notch || housing == .dynamicIsland)
    }

    /// The corner radius a picture draws: the catalog's, or for an iPad with rounded corners
    /// whose radius no source gives, the 18 points its siblings have (an estimate for drawing
    /// only: lint's corner rule uses the catalog's value and skips what is unknown).
    public var drawnCornerRadius: Double {
        cornerRadius ?? (idiom == .pad && housing != .homeButton ? 18 : 0)
    }

    /// Whether the window's top inset is only the status bar, so hiding the bar removes it (R3):
    /// home-button devices and, with low confidence, iPads without a housing.
    public var topInsetIsStatusBarOnly: Bool { housing == .homeButton || (housing == .none && idiom == .pad) }
}
