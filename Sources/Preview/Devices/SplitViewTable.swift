import Geometry

/// Apple's multitasking tables (RULES §12.1), per iPad screen: the Split View pane widths and
/// the Slide Over window's height in each orientation, as the sources copied and logged them.
/// Nothing here is derived; a screen the tables lack is derived from its nearest row by R-SV1's
/// arithmetic and marked low confidence (`SplitViewTable.window`).
struct SplitViewTable {
    struct Row {
        /// The screen in portrait points.
        var screen: Size
        var what: String
        /// Landscape: the narrow pane, the half (nil where no source gives it) and the wide pane.
        var landscape: (third: Double, half: Double?, twoThirds: Double)
        /// Portrait splits at a third only: the narrow and the wide pane (nil where not given).
        var portrait: (third: Double, twoThirds: Double)?
        /// Slide Over's height (R-SV3: the screen's less twice the status bar), landscape and portrait.
        var slideOver: (landscape: Double, portrait: Double)?
        var sources: String
    }

    static let rows: [Row] = [
        Row(
            screen: Size(width: 1024, height: 1366), what: "12.9- and 13-inch iPads", landscape: (375, 678, 981), portrait: (375, 639),
            slideOver: (976, 1318), sources: "DT, MG, SG, HP; OR (2/3 portrait compact)"),
        Row(
            screen: Size(width: 834, height: 1194), what: "11-inch iPad Pro", landscape: (375, 592, 809), portrait: (320, 504),
            slideOver: (786, 1146), sources: "DT, HP"),
        Row(
            screen: Size(width: 820, height: 1180), what: "10.9-inch iPads (Air 4 and later, iPad 10)", landscape: (375, 585, 795), portrait: (320, 490),
            slideOver: (772, 1132), sources: "DT"),
        Row(
            screen: Size(width: 834, height: 1112), what: "10.5-inch iPads", landscape: (320, 551, 782), portrait: (320, 504),
            slideOver: (794, 1072), sources: "DT, MG"),
        Row(
            screen: Size(width: 810, height: 1080), what: "10.2-inch iPads", landscape: (320, 535, 750), portrait: (320, 480),
            slideOver: (770, 1040), sources: "DT, H10"),
        Row(
            screen: Size(width: 768, height: 1024), what: "9.7-inch iPads", landscape: (320, 507, 694), portrait: (320, 438),
            slideOver: (728, 984), sources: "DT, MG, SG, JC, CW (694 from Xcode)"),
        Row(
            screen: Size(width: 744, height: 1133), what: "8.3-inch iPad mini", landscape: (375, nil, 748), portrait: nil,
            slideOver: nil, sources: "HM (\"the narrower app is 375 points … the wider app is 748 points\")"),
    ]

    /// The divider between Split View panes (R-SV1).
    static let divider = 10.0

    /// The window of `choice` on an iPad in `orientation` whose status bar is `statusBar` points,
    /// or nil with the reason when the device does not offer it (a half in portrait).
    static func window(_ choice: WindowChoice, device: Device, orientation: Orientation, statusBar: Double) -> Result<(Size, Explanation), WindowError> {
        let landscape = orientation.isLandscape
        let screen = landscape ? device.portraitSize.transposed : device.portraitSize
        let exact = rows.first { $0.screen == device.portraitSize }
        // The nearest row by screen size supplies the narrow pane (R-SV2: per device class, not width).
        let nearest = exact ?? rows.min { distance($0.screen, device.portraitSize) < distance($1.screen, device.portraitSize) }!
        func given(_ value: Double?, _ what: String) -> (Double, Explanation)? {
            guard let value, exact != nil else { return nil }
            return (
                value,
                Explanation(
                    "\(PointFormat.string(value)): \(what) on the \(nearest.what) (Apple's multitasking tables as \(nearest.sources) copied or logged them, R-SV1)",
                    confidence: .medium)
            )
        }
        // Every portrait row but the 12.9-inch one splits at 320 (R-SV2).
        let third = landscape ? nearest.landscape.third : (nearest.portrait?.third ?? 320)
        func derived(_ value: Double, _ how: String) -> (Double, Explanation) {
            (
                value,
                Explanation(
                    "\(PointFormat.string(value)): \(how), derived for a screen the multitasking tables lack from the \(nearest.what)'s \(PointFormat.string(third))-pt narrow pane (R-SV1, R-SV2)",
                    confidence: .low)
            )
        }
        let width: (Double, Explanation)
        switch choice {
        case .third:
            width =
                given(landscape ? nearest.landscape.third : nearest.portrait?.third, "the narrow Split View pane")
                ?? derived(third, "the narrow Split View pane")
        case .twoThirds:
            width =
                given(landscape ? nearest.landscape.twoThirds : nearest.portrait?.twoThirds, "the wide Split View pane")
                ?? derived(screen.width - third - divider, "the screen \(PointFormat.string(screen.width)) less the narrow pane and the 10-pt divider")
        case .half:
            guard landscape else {
                return .failure(WindowError(message: "Split View splits an iPad in portrait at a third only (two-thirds or third; RULES R-SV1)"))
            }
            width =
                given(nearest.landscape.half, "half of a Split View")
                ?? derived((screen.width - divider) / 2, "half the screen \(PointFormat.string(screen.width)) less the 10-pt divider")
        case .slideOver:
            let height: (Double, Explanation) =
                given(landscape ? nearest.slideOver?.landscape : nearest.slideOver?.portrait, "Slide Over's height")
                ?? (
                    screen.height - 2 * statusBar,
                    Explanation(
                        "\(PointFormat.string(screen.height - 2 * statusBar)): Slide Over's height, the screen's \(PointFormat.string(screen.height)) less twice the \(PointFormat.string(statusBar))-pt status bar (R-SV3), for a screen the tables lack",
                        confidence: .low)
                )
            let w =
                given(landscape ? nearest.landscape.third : nearest.portrait?.third, "the narrow pane, Slide Over's width")
                ?? derived(third, "Slide Over's width, the narrow pane's")
            return fits(
                Size(width: w.0, height: height.0), screen, choice,
                Explanation("\(w.1.text); \(height.1.text)", confidence: max(w.1.confidence, height.1.confidence)))
        case .full, .free:
            return .success((screen, Explanation("the screen")))
        }
        return fits(Size(width: width.0, height: screen.height), screen, choice, width.1)
    }

    /// A window within the screen, or the reason there is none (a custom screen smaller than the
    /// panes the tables give).
    private static func fits(_ size: Size, _ screen: Size, _ choice: WindowChoice, _ why: Explanation) -> Result<(Size, Explanation), WindowError> {
        guard size.width > 0, size.height > 0, size.width <= screen.width, size.height <= screen.height else {
            return .failure(
                WindowError(
                    message:
                        "a \(PointFormat.string(screen.width))x\(PointFormat.string(screen.height)) screen has no room for \(choice) (its pane would be \(PointFormat.string(size.width)) pt wide)"
                ))
        }
        return .success((size, why))
    }

    private static func distance(_ a: Size, _ b: Size) -> Double { abs(a.width - b.width) + abs(a.height - b.height) }
}

/// A window the device does not offer.
public struct WindowError: Error, Sendable {
    public var message: String
}
