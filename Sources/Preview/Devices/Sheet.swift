import Geometry

/// The height a page sheet rests at: UIKit's `UISheetPresentationController.Detent` (iOS 15)
/// and SwiftUI's `PresentationDetent` (iOS 16). Scenes write it as `sheet: large`,
/// `sheet: medium`, `sheet: {height: 300}` or `sheet: {fraction: 0.4}` (docs/scenes.md).
public enum SheetDetent: Equatable, Hashable, Sendable, CustomStringConvertible {
    case large, medium
    /// A custom detent of this many points above the bottom safe-area inset (`.height(h)`).
    case height(Double)
    /// A custom detent of this share of the largest detent (`.fraction(f)`).
    case fraction(Double)

    public var description: String {
        switch self {
        case .large: "large"
        case .medium: "medium"
        case .height(let h): "height \(PointFormat.string(h))"
        case .fraction(let f): "fraction \(PointFormat.string(f))"
        }
    }

    /// The detents `sheet:` names without a value.
    public static let named: [SheetDetent] = [.large, .medium]

    /// The command line's form: `large`, `medium`, points (`300`) or a share in percent (`40%`).
    public init?(_ text: String) {
        if let named = SheetDetent.named.first(where: { $0.description == text }) {
            self = named
        } else if text.hasSuffix("%"), let percent = Double(text.dropLast()), SheetDetent.fractionRange.contains(percent / 100) {
            self = .fraction(percent / 100)
        } else if let points = Double(text), SheetDetent.heightRange.contains(points) {
            self = .height(points)
        } else {
            return nil
        }
    }

    public static let expected = "large, medium, a height in points (300), a share of the largest detent in percent (40%), or none"
    public static let heightRange: ClosedRange<Double> = 1...2_000
    public static let fractionRange: ClosedRange<Double> = 0.01...1

    /// The smallest of `detents` (UIKit shows a sheet at its smallest detent while
    /// `selectedDetentIdentifier` is nil: UISheetPresentationController.selectedDetentIdentifier).
    /// Heights are compared at `largest` points, the device's largest detent.
    public static func smallest(_ detents: [SheetDetent], largest: Double) -> SheetDetent? {
        detents.min { $0.value(largest: largest) < $1.value(largest: largest) }
    }

    /// The detent's height above the bottom safe-area inset, given the largest detent
    /// (`maximumDetentValue`).
    func value(largest: Double) -> Double {
        switch self {
        case .large: largest
        case .medium: largest / 2
        case .height(let h): min(h, largest)
        case .fraction(let f): largest * min(f, 1)
        }
    }
}

extension Device {
    /// The gap a sheet leaves below the top safe-area inset: 10 on home-indicator phones, 20 on
    /// home-button phones (docs/sheets.md).
    var sheetGap: Double { homeIndicator ? 10 : 20 }

    /// The largest detent (`maximumDetentValue`) on this screen: what is left of its height
    /// under the top inset and the sheet's gap (or a canvas's `sheetTop`), above the bottom inset;
    /// none when a custom device's insets leave nothing.
    public func largestDetent(screen: DeviceMetrics) -> Double {
        max(0, screen.screenSize.height - (sheetTop ?? screen.windowInsets.top + sheetGap) - screen.windowInsets.bottom)
    }

    /// The page sheet a controller is presented in at `detent`, as a window inside the screen
    /// (`AppWindow.sheet`), or nil where this tool shows the screen instead, with why.
    ///
    /// iPhone, iOS 15–18 (docs/sheets.md): the largest detent (`maximumDetentValue`) leaves 10 pt
    /// below the top safe-area inset on home-indicator phones and 20 on home-button phones
    /// (logged on iOS 16: 749 on an 852-pt iPhone 14 Pro = 852 − 59 − 34 − 10; 627 on a 667-pt
    /// iPhone SE = 667 − 20 − 20). A detent's value is measured up from the bottom safe-area
    /// inset, and the sheet reaches the screen's bottom edge, so its height is the value plus that
    /// inset. Inside, the status bar is above the sheet (top inset 0) and the home indicator
    /// still covers its bottom.
    public func sheet(_ detent: SheetDetent, ios: Int, screen: DeviceMetrics) -> (window: AppWindow?, why: Explanation) {
        guard ios >= 13 else {
            return (nil, Explanation("iOS \(ios) shows a page sheet on iPhone full screen: sheets as cards came with iOS 13"))
        }
        guard screen.widthClass == .compact, screen.window == nil else {
            let place = screen.window == nil ? "in regular width a sheet is a centred form" : "in an iPad's Split View, Slide Over or free window a sheet"
            return (
                nil,
                Explanation("\(place) whose size this tool does not model: the controller is laid out in the whole window", confidence: .low)
            )
        }
        guard screen.heightClass == .regular else {
            return (
                nil,
                Explanation(
                    "at compact height a sheet is full screen (UISheetPresentationController.prefersEdgeAttachedInCompactHeight: \"the default value is false, which means the sheet defaults to a full screen appearance at compact height\")"
                )
            )
        }
        let size = screen.screenSize
        let insets = screen.windowInsets
        let gap = sheetGap
        let largest = largestDetent(screen: screen)
        var chosen = detent
        var notes: [String] = []
        if ios < 15 && detent != .large {
            chosen = .large
            notes.append("iOS \(ios) has no detents (from iOS 15): full height")
        }
        let value = (chosen.value(largest: largest) * scale).rounded() / scale
        let height = value + insets.bottom
        let n = PointFormat.string
        let valueWords: String
        switch chosen {
        case .large: valueWords = "the large detent, \(n(largest))"
        case .medium: valueWords = "the medium detent, half of \(n(largest)) (Apple: \"approximately half the height\"), \(n(value))"
        case .height(let h): valueWords = "a \(n(h))-pt detent" + (h > largest ? ", capped at the largest, \(n(largest))" : "")
        case .fraction(let f): valueWords = "\(n(f)) of \(n(largest)), \(n(value))"
        }
        // Logged: the largest detent on iOS 16 in portrait; a height detent is that number.
        let logged = ios < 26 && (chosen == .large || { if case .height = chosen { true } else { false } }())
        let uikit =
            "sheets leave \(n(gap)) pt below the top inset on \(homeIndicator ? "home-indicator" : "home-button") phones; logged on iOS 16: 749 on iPhone 14 Pro, 627 on iPhone SE, docs/sheets.md"
        // A canvas that drew its sheet from elsewhere (Xcode 16.2+: `DesignDevice.canvasSheet`).
        let largestWords =
            sheetTop.map { "\(n(size.height)) − \(n($0)) − \(n(insets.bottom)), as this canvas drew its sheet from y \(n($0)) (UIKit's \(uikit))" }
            ?? "\(n(size.height)) − \(n(insets.top)) − \(n(insets.bottom)) − \(n(gap)) (\(uikit))"
        let sizeWhy = Explanation(
            "a page sheet at \(valueWords) above the bottom inset \(n(insets.bottom)), so \(n(height)) tall at y \(n(size.height - height)); the largest detent is \(largestWords)"
                + (notes.isEmpty ? "" : "; " + notes.joined(separator: "; "))
                + (ios >= 26 ? "; iOS \(ios)'s Liquid Glass sheets are not measured: iOS 18's geometry is kept" : ""),
            confidence: logged ? .medium : .low)
        let window = AppWindow(
            choice: .full, size: Size(width: size.width, height: height), sizeWhy: sizeWhy,
            horizontalClass: screen.widthClass, classWhy: screen.widthClassWhy,
            insets: sheetInsets ?? EdgeInsets(top: 0, left: insets.left, bottom: insets.bottom, right: insets.right),
            insetsWhy: Explanation(
                sheetInsets.map { "as this canvas drew the sheet: \($0) (UIKit's has no top inset and the screen's at the sides and bottom: docs/sheets.md)" }
                    ?? "the sheet starts below the status bar, so no top inset; it reaches the screen's bottom, so the home indicator's band and the sides' insets stay (docs/sheets.md)",
                confidence: .medium),
            statusBarShown: false, screenSize: size, sheet: chosen)
        return (window, sizeWhy)
    }
}
