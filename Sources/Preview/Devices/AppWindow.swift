import Geometry

/// The window an app runs in (SPEC "Windows"): the screen, a Split View pane, Slide Over, or a
/// Stage Manager / iPadOS 26 window of a given size. On iPhone every window is the screen.
public enum WindowChoice: Equatable, Hashable, Sendable, CustomStringConvertible {
    case full, twoThirds, half, third, slideOver
    /// A free window: Stage Manager (iPadOS 16–18) or iPadOS 26.
    case free(Size)

    /// The named windows, in the order the screen's key steps through them.
    public static let named: [WindowChoice] = [.full, .twoThirds, .half, .third, .slideOver]

    public var description: String {
        switch self {
        case .full: "full"
        case .twoThirds: "two-thirds"
        case .half: "half"
        case .third: "third"
        case .slideOver: "slide-over"
        case .free(let size): "\(PointFormat.string(size.width))x\(PointFormat.string(size.height))"
        }
    }

    /// `full`, `two-thirds`, `half`, `third`, `slide-over` or `WxH` in points.
    public init?(_ text: String) {
        if let named = WindowChoice.named.first(where: { $0.description == text }) {
            self = named
            return
        }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), WindowChoice.sizeRange.contains(w), WindowChoice.sizeRange.contains(h)
        else { return nil }
        self = .free(Size(width: w, height: h))
    }

    /// A free window's sides, in points: from a narrow Slide Over to a 13-inch screen.
    public static let sizeRange: ClosedRange<Double> = 100...2_000

    public static let expected = "full, two-thirds, half, third, slide-over, or WxH in points (such as 700x900)"
}

/// Where a window differs from the screen: its size and why, the size classes it brings, the
/// insets that reach it, and whether the status bar shows in it (RULES §12).
public struct AppWindow: Equatable, Sendable {
    public var choice: WindowChoice
    public var size: Size
    public var sizeWhy: Explanation
    public var horizontalClass: Device.SizeClass
    public var classWhy: Explanation
    public var insets: EdgeInsets
    public var insetsWhy: Explanation
    /// Split View keeps the screen's status bar; Slide Over and free windows float below it.
    public var statusBarShown: Bool
    /// The screen it is on, and where on it a picture draws it: a third on the trailing side, two
    /// thirds and a half on the leading side, Slide Over at the trailing edge below the status
    /// bar, a free window centred. Only pictures use this; no number depends on it.
    public var screenSize: Size
    /// A page sheet the controller is presented in, inside the screen (`Device.sheet`).
    public var sheet: SheetDetent? = nil
    public var origin: Point {
        switch choice {
        case .full: Point(x: 0, y: screenSize.height - size.height)  // a sheet rests on the bottom edge
        case .twoThirds, .half: Point(x: 0, y: 0)
        case .third: Point(x: screenSize.width - size.width, y: 0)
        case .slideOver: Point(x: screenSize.width - size.width - 8, y: (screenSize.height - size.height) / 2)
        case .free: Point(x: (screenSize.width - size.width) / 2, y: (screenSize.height - size.height) / 2)
        }
    }
}

extension Device {
    /// The window `choice` makes on this device (nil for the screen itself), or why the device
    /// does not offer it. `statusBar` and `screenInsets` are the screen's in this orientation.
    public func window(
        _ choice: WindowChoice, ios: Int, orientation: Orientation, design: Design,
        statusBar: Double, screenInsets: EdgeInsets
    ) -> Result<AppWindow?, WindowError> {
        guard choice != .full else { return .success(nil) }
        guard idiom == .pad else { return .failure(WindowError(message: "on iPhone the window is the screen; windows are an iPad's (full only)")) }
        let screen = orientation.isLandscape ? portraitSize.transposed : portraitSize
        if case .free(let size) = choice {
            guard size.width <= screen.width, size.height <= screen.height else {
                return .failure(
                    WindowError(
                        message:
                            "a \(choice) window does not fit the \(PointFormat.string(screen.width))x\(PointFormat.string(screen.height)) screen of \(name) in \(orientation.rawValue)"
                    ))
            }
            return .success(Self.freeWindow(size, screen: screen, ios: ios, design: design))
        }
        return SplitViewTable.window(choice, device: self, orientation: orientation, statusBar: statusBar).map { size, why in
            Self.splitViewWindow(choice, size: size, tableWhy: why, screen: screen, ios: ios, orientation: orientation, screenInsets: screenInsets)
        }
    }

    /// A Stage Manager or iPadOS 26 window: it floats, so no screen inset reaches it.
    private static func freeWindow(_ size: Size, screen: Size, ios: Int, design: Design) -> AppWindow {
        let (horizontal, classWhy) = sizeClassByCut(size.width)
        var insets = EdgeInsets.zero
        var why = Explanation(
            "0: a window that floats touches no screen edge, so neither the status bar nor the home indicator reaches it; its window controls do not add to safeAreaInsets for an app built with the iOS 26 SDK (TAU, ODR) and take a region of a size Apple does not document (layoutGuide(for: .margins(cornerAdaptation:)))",
            confidence: .low)
        // A compatibility-mode app keeps a status bar band in its window, which the controls sit in.
        let compatibility = ios >= 26 && design == .compatibility
        if compatibility {
            insets.top = 32
            why = Explanation(
                "a compatibility-mode app (UIDesignRequiresCompatibility) gets a 32-pt band at the top for the window controls while the status bar shows, 0 when it is hidden (OZC, iPadOS 26.2 simulator); no other edge, the window floats",
                confidence: .medium)
        }
        return AppWindow(
            choice: .free(size), size: size, sizeWhy: Explanation("\(size): a Stage Manager or iPadOS 26 window, the size asked for"),
            horizontalClass: horizontal, classWhy: classWhy, insets: insets, insetsWhy: why, statusBarShown: compatibility, screenSize: screen)
    }

    /// A Split View pane or Slide Over, at the size Apple's multitasking tables give it.
    private static func splitViewWindow(
        _ choice: WindowChoice, size: Size, tableWhy: Explanation, screen: Size, ios: Int, orientation: Orientation, screenInsets: EdgeInsets
    ) -> AppWindow {
        // R-SV8: iPadOS 26 tiles windows instead; its tiles' sizes are not documented.
        let sizeWhy =
            ios < 26
            ? tableWhy
            : Explanation(
                tableWhy.text
                    + "; iPadOS 26 replaced Split View and Slide Over with windows (R-SV8): this is iPadOS 18's size, its tiled windows' sizes are not documented",
                confidence: max(tableWhy.confidence, .medium))
        let (horizontal, classWhy) = splitViewClass(choice, width: size.width, landscape: orientation.isLandscape, sizeWhy: sizeWhy)
        // Slide Over floats; a Split View pane reaches the screen's top and bottom.
        let floats = choice == .slideOver
        let insets = floats ? .zero : EdgeInsets(top: screenInsets.top, left: 0, bottom: screenInsets.bottom, right: 0)
        let insetsWhy =
            floats
            ? Explanation(
                "0: Slide Over floats below the status bar and above the screen's bottom edge, touching no edge (inferred as for free windows)",
                confidence: .low)
            : Explanation(
                "a Split View pane keeps the screen's top \(PointFormat.string(screenInsets.top)) and bottom \(PointFormat.string(screenInsets.bottom)) and has no inset at its sides",
                confidence: .medium)
        return AppWindow(
            choice: choice, size: size, sizeWhy: sizeWhy, horizontalClass: horizontal, classWhy: classWhy, insets: insets,
            insetsWhy: insetsWhy, statusBarShown: !floats, screenSize: screen)
    }

    /// A Split View or Slide Over window's width class, as logged (R-SV5).
    private static func splitViewClass(
        _ choice: WindowChoice, width: Double, landscape: Bool, sizeWhy: Explanation
    ) -> (Device.SizeClass, Explanation) {
        if !landscape {
            return (
                .compact,
                Explanation("compact: every Split View and Slide Over window in portrait (R-SV5: DT, DK; OR logged compact for a 12.9-inch two-thirds)")
            )
        }
        switch choice {
        case .twoThirds: return (.regular, Explanation("regular: two-thirds of a landscape iPad (R-SV5: DT, MG, SG, DK, JC)"))
        case .half where sizeWhy.confidence == .low: return sizeClassByCut(width)
        case .half:
            return width >= 678
                ? (.regular, Explanation("regular: half of a 12.9- or 13-inch iPad in landscape, 678 pt (R-SV5: DT, MG, SG)"))
                : (.compact, Explanation("compact: half of a landscape iPad narrower than 12.9 inches (R-SV5: DT, MG, SG, DK)"))
        default: return (.compact, Explanation("compact: a third of the screen and Slide Over (R-SV5: DT, MG, SG, DK, JC)"))
        }
    }

    /// R-SV6: the cut no source documents, between every compact width logged (≤ 639) and every regular one (≥ 678).
    private static func sizeClassByCut(_ width: Double) -> (Device.SizeClass, Explanation) {
        let regular = width >= 678
        return (
            regular ? .regular : .compact,
            Explanation(
                "\(regular ? "regular" : "compact"): a \(PointFormat.string(width))-pt window, regular from 678 pt on (R-SV6: every logged compact width is at most 639 and every regular one at least 678; UIKit documents no cut)",
                confidence: .low)
        )
    }
}
