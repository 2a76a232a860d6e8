import Preview

/// Interface Builder's design devices (`<device id=…>`) as catalog devices, and the Xcode that
/// saved a document, which decides the insets its canvas simulated.
///
/// Sizes are the root-view frames measured on public documents (ib-corpus/ib-format.md §2);
/// the catalog device is the one of that size whose insets Xcode simulated (§2.1). Sizes the
/// catalog has no device for (the 3.5- and 4-inch iPhones and the 9.7-inch iPad) are described
/// here as custom devices.
enum DesignDevice {
    struct Choice {
        var device: Device
        var isCustom: Bool
        /// A catalog device as an Xcode's canvas drew it (`Scene.deviceIsCanvas`).
        var isCanvas = false
        /// The iOS whose insets match Xcode's canvas for this document's era.
        var ios: Int
        var why: String
    }

    /// The known ids, for messages.
    static let ids = [
        "retina3_5", "retina4_0", "retina4_7", "retina5_5", "retina5_9", "retina6_0", "retina6_1",
        "retina6_3", "retina6_5", "retina6_7", "retina6_12", "retina6_72", "retina6_9",
        "ipad7_9", "ipad8_3", "ipad9_7", "ipad10_2", "ipad10_5", "ipad10_9rounded", "ipad11_0rounded", "ipad12_9", "ipad12_9rounded",
    ]

    /// The device for `id` in a document saved by `xcode`, or nil when the id is unknown and
    /// nothing else names one. Ids are read without case. An id this table lacks (a newer
    /// Xcode's) is resolved from what the document says of its canvas: the catalog device whose
    /// points are the size of its first root view (`rootSize`), else the known canvas of the
    /// same family (`retina…`, `ipad…`) nearest the diagonal the id spells (`ipad13_0rounded`:
    /// 13.0 inches), said in the notes.
    /// A document designed in `landscape` on an Xcode 14.1 canvas gets that canvas's landscape
    /// (`portraitInsetsInLandscape`).
    ///
    /// A known id is not always the same canvas: Xcode 13 and 14 saved the iPad mini 6's canvas
    /// (744 × 1133) as `ipad7_9`, the id of the 768 × 1024 mini before it (4 documents, tools
    /// 19529–21507). So a storyboard that names its device and whose first controller that is
    /// not freeform (`canvasSize`) has the size of another catalog device of the family, and not
    /// the id's, is that device. (A document naming no device keeps the canvas of its era.)
    static func choose(
        _ id: String, xcode: XcodeEra, landscape: Bool = false, canvasSize: () -> Size? = { nil }, rootSize: () -> Size? = { nil }
    ) -> Choice? {
        guard var choice = device(id.lowercased(), xcode: xcode) ?? resolved(id.lowercased(), xcode: xcode, rootSize: rootSize) else { return nil }
        if let size = canvasSize(), size != choice.device.portraitSize, size != choice.device.portraitSize.transposed,
            let match = catalogChoice(
                of: size, pad: choice.device.idiom == .pad, xcode: xcode,
                why: { match in
                    "design device \(Sanitized.short(id)) is stored at \(PointFormat.string(size.width))×\(PointFormat.string(size.height)), the size of \(match.name), not of the \(Sanitized.short(id)) canvas layoutpreview knows"
                })
        {
            choice = match
        }
        if landscape, xcode.drawsPortraitInsetsInLandscape, choice.device.isFaceIDPhone {
            choice = portraitInsetsInLandscape(choice, xcode: xcode)
        }
        // From tools 23700 (Xcode 16.2 on), Xcode's canvases count a Face ID phone's top and
        // bottom safe-area insets twice: the stored frames of 30 controllers in 9 documents
        // (23727–24765, five screen sizes) sit 2 × 59 = 118 below the top of a 6.1-inch Dynamic
        // Island canvas (162 under a navigation bar, whose bar is stored at y = 118), 2 × 47 on
        // retina6_0, 2 × 62 on retina6_3, 2 × 44 on retina6_5, and end 2 × 34 + 49 above a tab
        // bar's bottom; documents of 23504 and plug-in 22684–22685 show the insets once.
        // ib-format §2.1 lists this as unexplained; it is the canvas's, never a device's.
        let drawn: Choice
        if xcode.countsFaceIDInsetsTwice, choice.device.isFaceIDPhone {
            let era = choice.device.era(ios: choice.ios).portrait
            drawn = simulated(choice, top: 2 * era.top, bottom: 2 * era.bottom, xcode: xcode) ?? choice
        } else {
            drawn = choice
        }
        let sdk = xcode.sdkIOS
        return sdk >= 26 && drawn.ios < 26 || sdk < drawn.ios ? sdkCanvas(drawn, xcode: xcode) : drawn
    }

    /// A canvas drawn by an Xcode whose SDK is not an iOS the device ran: its insets stay the
    /// era `choice` names, its layout is the SDK's. An iOS 26 SDK on a device that never ran
    /// iOS 26 (or an iPad, whose canvas kept iPadOS 18's insets) draws Liquid Glass bars (R33):
    /// the 24xxx documents store 54-pt navigation bars at y 20 on a 4-inch canvas and at y 24
    /// on a 12.9-inch iPad's (ib-format §2.1's "unexplained" 54-pt bars). An SDK older than the
    /// device (Xcode 8's iOS 10 on the 4.7-inch canvas, an iPhone 8's first iOS is 11) lays out
    /// without a safe area, the root's margins 0 under the bars (R44, R45): 6 views of a
    /// tools-8187 document pinned to its root's top margin sit at 0 under a navigation bar.
    private static func sdkCanvas(_ choice: Choice, xcode: XcodeEra) -> Choice {
        var drawn = choice
        drawn.device = inline(choice.device, ios: choice.ios, xcode: xcode)
        if choice.device.id != "custom" {
            drawn.device.notes = "as \(xcode.label)'s canvas drew it: iOS \(choice.ios)'s insets, laid out by the iOS \(xcode.sdkIOS) SDK"
        }
        drawn.isCustom = true
        drawn.isCanvas = true
        drawn.ios = xcode.sdkIOS
        drawn.why += ", laid out by the iOS \(xcode.sdkIOS) SDK over iOS \(choice.ios)'s insets"
        return drawn
    }

    /// A Face ID phone as Xcode 14.1's canvas drew it in landscape: the portrait insets kept
    /// (the status bar's height on top, the home indicator's 34 at the bottom, nothing at the
    /// sides) and the status bar shown, so bars start below it. 33 landscape documents of tools
    /// 21225 and 21507 (four screen sizes) store their navigation bars at y 47, 48 or 59, the
    /// portrait status bar's height, and views pinned to the safe area's leading edge at x 0;
    /// those of 21701 on, and before 21225, store bars at y 0 and the sides of the device (R4).
    private static func portraitInsetsInLandscape(_ choice: Choice, xcode: XcodeEra) -> Choice {
        var drawn = choice
        var device = inline(choice.device, ios: choice.ios, xcode: xcode)
        device.eras[0].landscape = device.eras[0].portrait
        device.statusBarInLandscape = true
        let note = "as \(xcode.label)'s canvas drew it in landscape: the portrait insets and status bar kept"
        device.notes = notes(of: choice.device, adding: note)
        drawn.device = device
        drawn.isCustom = true
        drawn.isCanvas = true
        drawn.why += ", in landscape with the portrait insets and status bar \(xcode.label)'s canvas kept"
        return drawn
    }

    /// An unknown id's device: by the root's size, else by the diagonal its form spells; an id
    /// of no family here, a canvas of the root's size.
    private static func resolved(_ id: String, xcode: XcodeEra, rootSize: () -> Size?) -> Choice? {
        let family = id.hasPrefix("ipad") ? "ipad" : id.hasPrefix("retina") ? "retina" : nil
        guard let family else {
            // No iPhone or iPad canvas (`mac` for Mac Catalyst, a newer platform's): the canvas
            // is the first root view's size, as the document stored it.
            return rootSize().map { canvas(id, size: $0, ios: xcode.sdkIOS) }
        }
        if let size = rootSize(),
            let match = catalogChoice(
                of: size, pad: family == "ipad", xcode: xcode,
                why: { match in
                    "design device \(Sanitized.short(id)) is not one layoutpreview knows; its canvas is \(PointFormat.string(size.width))×\(PointFormat.string(size.height)), the size of \(match.name)"
                })
        {
            return match
        }
        guard let inches = diagonal(id) else { return nil }
        let nearest = ids.filter { $0.hasPrefix(family) }.compactMap { known in diagonal(known).map { (known, abs($0 - inches)) } }
            .min { $0.1 < $1.1 || $0.1 == $1.1 && ($0.0.hasSuffix("rounded") == id.hasSuffix("rounded")) }
        guard let (known, _) = nearest, var choice = device(known, xcode: xcode) else { return nil }
        choice.why =
            "design device \(Sanitized.short(id)) is not one layoutpreview knows; laid out as the nearest known canvas, \(known) (\(choice.why.replacingOccurrences(of: "design device \(known) is ", with: "")))"
        return choice
    }

    /// The first catalog iPad (or iPhone) whose screen is `size`, in either orientation, on the
    /// iOS `xcode`'s SDK shipped within the device's range, and `why` it was chosen.
    private static func catalogChoice(of size: Size, pad: Bool, xcode: XcodeEra, why: (Device) -> String) -> Choice? {
        guard let match = DeviceCatalog.devices.first(where: { ($0.idiom == .pad) == pad && ($0.portraitSize == size || $0.portraitSize == size.transposed) })
        else { return nil }
        return Choice(device: match, isCustom: false, ios: min(max(xcode.sdkIOS, match.iosRange.first), match.defaultIOS), why: why(match))
    }

    /// The diagonal in inches an id spells: `retina6_1` 6.1, `ipad12_9rounded` 12.9, `retina6_12`
    /// 6.1 (a second 6.1-inch kind), `retina6_72` 6.7.
    static func diagonal(_ id: String) -> Double? {
        let digits = id.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "_" }
        let parts = digits.split(separator: "_")
        guard parts.count == 2, let whole = Double(parts[0]), let tenth = parts[1].first.flatMap({ Double(String($0)) }) else { return nil }
        return whole + tenth / 10
    }

    private static func device(_ id: String, xcode: XcodeEra) -> Choice? {
        let sdk = xcode.sdkIOS
        func catalog(_ catalogID: String, ios: Int? = nil) -> Choice? {
            guard let device = DeviceCatalog.device(id: catalogID) else { return nil }
            let version = min(max(ios ?? sdk, device.iosRange.first), device.defaultIOS)
            return Choice(
                device: device, isCustom: false, ios: version,
                why: "design device \(id) is \(PointFormat.string(device.portraitSize.width))×\(PointFormat.string(device.portraitSize.height)): \(device.name)"
            )
        }
        switch id {
        case "retina3_5": return custom(id, "iPhone 4s (Interface Builder's retina3_5)", Size(width: 320, height: 480), ios: min(sdk, 9))
        case "retina4_0": return custom(id, "iPhone SE, 1st generation (Interface Builder's retina4_0)", Size(width: 320, height: 568), ios: min(sdk, 15))
        case "ipad9_7": return custom(id, "iPad 9.7-inch (Interface Builder's ipad9_7)", Size(width: 768, height: 1024), ios: min(sdk, 17), idiom: .pad)
        // The iPad mini 5's canvas has the 9.7-inch iPad's points; the mini 6's is the catalog's.
        case "ipad7_9": return custom(id, "iPad mini 7.9-inch (Interface Builder's ipad7_9)", Size(width: 768, height: 1024), ios: min(sdk, 17), idiom: .pad)
        case "ipad8_3": return catalog("ipad-mini-6", ios: min(sdk, 18))
        case "retina4_7": return catalog("iphone-8")
        case "retina5_5": return catalog("iphone-8-plus")
        // Xcode kept the iPhone X's 44-pt top for 5.8-inch canvases until Xcode 14.1, then the
        // 13 mini's 50 (ib-format §2.1).
        case "retina5_9": return xcode.drawsOldNotchedTop ? catalog("iphone-x") : catalog("iphone-13-mini")
        // Xcode 12–14.0 drew 6.1- and 6.7-inch canvases with the XR's 44-pt top, not the
        // 47 those phones report (ib-format §2.1); from Xcode 14.1 the 47.
        case "retina6_0": return xcode.drawsOldNotchedTop ? simulated(catalog("iphone-12"), top: 44, xcode: xcode) : catalog("iphone-12")
        // 44 until Xcode 14.1, as the XR and 11 had before iOS 14 (R6); 48 after.
        case "retina6_1": return catalog("iphone-11", ios: xcode.drawsOldNotchedTop ? 13 : sdk)
        case "retina6_5": return catalog("iphone-11-pro-max")
        case "retina6_7": return xcode.drawsOldNotchedTop ? simulated(catalog("iphone-12-pro-max"), top: 44, xcode: xcode) : catalog("iphone-12-pro-max")
        // Xcode's canvases put a navigation bar at the 59-pt safe-area top of the 14 Pro and Pro
        // Max (35 of 35 bars stored in retina6_12 navigation controllers, 1 of 1 in retina6_72),
        // where the phones put it under their 54-pt status bar (R: 97.667 with a bar).
        case "retina6_12": return simulated(catalog("iphone-14-pro"), top: 59, xcode: xcode)
        case "retina6_72": return simulated(catalog("iphone-14-pro-max"), top: 59, xcode: xcode)
        case "retina6_3": return catalog("iphone-16-pro")
        case "retina6_9": return catalog("iphone-16-pro-max")
        // iPad canvases kept iPadOS 18's insets in the 24xxx documents (top 24, ib-format §2.1).
        case "ipad10_2": return catalog("ipad-9", ios: min(sdk, 18))
        case "ipad10_5": return custom(id, "iPad Air 10.5-inch (Interface Builder's ipad10_5)", Size(width: 834, height: 1112), ios: min(sdk, 17), idiom: .pad)
        case "ipad10_9rounded": return catalog("ipad-air-11", ios: min(sdk, 18))
        case "ipad11_0rounded": return catalog("ipad-pro-11", ios: min(sdk, 18))
        // The 12.9-inch canvas with a home button (the iPad Pro of 2015–2017): a 20-pt status
        // bar and no bottom inset (navigation bars at y 20 and roots' content to 1024 in the
        // 6 landscape controllers of tools 19162–20037 that show a status bar).
        case "ipad12_9":
            return custom(
                id, "iPad Pro 12.9-inch, 2nd generation (Interface Builder's ipad12_9)", Size(width: 1024, height: 1366), ios: min(sdk, 17), idiom: .pad)
        case "ipad12_9rounded": return catalog("ipad-pro-12-9", ios: min(sdk, 18))
        default: return nil
        }
    }

    /// A catalog phone as an older Xcode's canvas drew it: its top inset and status bar `top`
    /// instead of what the phone reports. Described inline, so the numbers say where they are from.
    private static func simulated(_ choice: Choice?, top: Double, bottom: Double? = nil, xcode: XcodeEra) -> Choice? {
        guard var choice else { return nil }
        let reported = PointFormat.string(choice.device.era(ios: choice.ios).portrait.top)
        choice.device = canvas(
            choice.device, ios: choice.ios, top: top, bottom: bottom, xcode: xcode,
            statusBar: "\(PointFormat.string(top)) as \(xcode.label)'s canvas drew it; the device reports \(reported)",
            notes: "as \(xcode.label)'s canvas simulated it: top \(PointFormat.string(top)), where the device reports \(reported) (ib-format §2.1)")
        choice.isCustom = true
        choice.isCanvas = true
        choice.why += ", with the \(PointFormat.string(top))-pt top inset \(xcode.label)'s canvas gave it (the device reports \(reported))"
        return choice
    }

    /// A home-button phone as Xcode 11–14 drew it without a top bar: no status bar, no top inset.
    static func withoutStatusBar(_ device: Device, ios: Int, xcode: XcodeEra) -> Device {
        canvas(
            device, ios: ios, top: 0, xcode: xcode,
            statusBar: "none: \(xcode.label)'s canvas drew no status bar without a top bar",
            notes: "as \(xcode.label)'s canvas drew it without a top bar: no status bar (ib-format §2.1)")
    }

    /// `device` with no safe-area insets in either orientation and no status bar, as Xcode 14.3
    /// and later drew a controller presented full screen on a Face ID phone.
    static func withoutInsets(_ device: Device, ios: Int, xcode: XcodeEra) -> Device {
        var drawn = canvas(
            device, ios: ios, top: 0, bottom: 0, xcode: xcode,
            statusBar: "none: \(xcode.label)'s canvas drew a controller presented full screen without one",
            notes: "as \(xcode.label)'s canvas drew a controller presented full screen: no safe-area insets")
        drawn.eras = drawn.eras.map { era in
            var era = era
            era.landscape = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            return era
        }
        return drawn
    }

    /// `device` on `ios` with the top inset and status bar height `top` (and, on a Face ID
    /// phone, the same landscape sides) as one Xcode's canvas drew it: an inline custom device.
    private static func canvas(_ device: Device, ios: Int, top: Double, bottom: Double? = nil, xcode: XcodeEra, statusBar: String, notes: String) -> Device {
        var device = device
        var era = device.era(ios: ios)
        era.portrait.top = top
        if let bottom { era.portrait.bottom = bottom }
        if device.isFaceIDPhone {
            era.landscape.left = top
            era.landscape.right = top
        }
        // An iPad shows its status bar in landscape too: the canvas's top is the same there.
        if device.idiom == .pad { era.landscape.top = top }
        era.statusBar = Device.StatusBar(height: top, why: Explanation(statusBar, confidence: .medium))
        device.eras = [era]
        device.notes = notes
        return inline(device, ios: ios, xcode: xcode)
    }

    /// `device` as an inline custom device drawn by `xcode`: one era, the one in force on `ios`.
    private static func inline(_ device: Device, ios: Int, xcode: XcodeEra) -> Device {
        var device = device
        var era = device.era(ios: ios)
        era.fromIOS = 7
        device.eras = [era]
        device.id = "custom"
        // A canvas made from a canvas (a retina6_12 whose insets a newer Xcode doubled) is named once.
        let suffix = " (\(xcode.label)'s canvas)"
        if !device.name.hasSuffix(suffix) { device.name += suffix }
        return device
    }

    /// A canvas of a document with no `<device>` that stores only whole points, laid out at 1×.
    /// Before Xcode 8 a document named no device and its canvas took the scale of the Mac it was
    /// edited on: 2,178 of the 2,225 device-less documents fetched store whole points only (1,260
    /// of 1,265 of tools 8xxx, all 640 of 13xxx), where 2× canvases store a 17-pt label 20.5 tall
    /// and a cell's content view 43.5 (82 of 279 device documents of 13xxx; 12 of 32 device-less
    /// ones of 9xxx, from Retina Macs, which keep 2×).
    static func wholePoints(_ choice: Choice, xcode: XcodeEra) -> Choice {
        var drawn = choice
        drawn.device = inline(choice.device, ios: choice.ios, xcode: xcode)
        drawn.device.scale = 1
        drawn.device.notes = notes(of: choice.device, adding: "at 1×: every frame the document stores is on whole points")
        drawn.isCustom = true
        drawn.isCanvas = true
        drawn.why += ", at 1× (every frame it stores is on whole points)"
        return drawn
    }

    /// `device` as Xcode's canvas draws a xib's card larger than its screen: a screen of the
    /// card's size (`size`, in the orientation drawn) with the device's insets and status bar.
    /// `what` says what was drawn so ("a card larger than the screen").
    static func cardScreen(_ device: Device, size: Size, landscape: Bool, ios: Int, xcode: XcodeEra, what: String) -> Device {
        var drawn = inline(device, ios: ios, xcode: xcode)
        drawn.portraitSize = landscape ? size.transposed : size
        let points = "\(PointFormat.string(size.width))×\(PointFormat.string(size.height))"
        drawn.notes = notes(of: device, adding: "as \(xcode.label)'s canvas drew \(what): a screen of \(points), with the device's insets")
        return drawn
    }

    /// The root frame of a controller on Xcode 6–8's canvas for any width and height.
    static let anySizeClassCanvas = Rect(x: 0, y: 0, width: 600, height: 600)

    /// That canvas as a screen: `device`'s insets and bars on a 600 × 600 screen, named for it.
    static func anySizeClassScreen(_ device: Device, ios: Int, xcode: XcodeEra) -> Device {
        var drawn = cardScreen(
            device, size: anySizeClassCanvas.size, landscape: false, ios: ios, xcode: xcode,
            what: "a document that names no device (any width and any height)")
        drawn.name = "Any width and height, 600×600 (\(xcode.label)'s canvas)"
        return drawn
    }

    /// `device` with the 49-pt toolbar Xcode's canvases draw on iPhones with a home indicator,
    /// and on every iPhone from tools 23xxx, where UIKit's rule has 44 (R8): the 4 toolbars
    /// stored in navigation controllers on such canvases (tools 13771–21701) are 49 tall, the 3
    /// on home-button canvases before (6254–14868) 44, and the 4 controllers that simulate one
    /// (tools 21225–24xxx, one a 4.7-inch canvas of 23727) keep 49 above their safe area's bottom.
    static func canvasToolbar(_ device: Device, ios: Int, xcode: XcodeEra) -> Device? {
        guard device.idiom == .phone, device.homeIndicator || xcode.tools >= 23_000, device.toolbarHeight == nil else { return nil }
        let toolbar = "as \(xcode.label)'s canvas drew its toolbar: 49 tall (R8 has 44)"
        var drawn = inline(device, ios: ios, xcode: xcode)
        drawn.notes = notes(of: device, adding: toolbar)
        drawn.toolbarHeight = 49
        return drawn
    }

    /// The canvas of Xcode 15.0–15.2, which drew a compact-width phone's navigation bar 44 tall
    /// in landscape (`XcodeEra.drawsRegularNavigationBarInLandscape`).
    static func canvasLandscapeNavigationBar(_ device: Device, ios: Int, xcode: XcodeEra) -> Device? {
        guard device.idiom == .phone, device.landscapeWidthClass == .compact, xcode.drawsRegularNavigationBarInLandscape,
            device.landscapeNavigationBarHeight == nil
        else { return nil }
        var drawn = inline(device, ios: ios, xcode: xcode)
        drawn.notes = notes(of: device, adding: "as \(xcode.label)'s canvas drew its navigation bar in landscape: 44 tall (§2 has 32)")
        drawn.landscapeNavigationBarHeight = 44
        return drawn
    }

    /// The canvas of Xcode 12–16, which drew a navigation bar that prefers large titles inline
    /// over a controller whose first subview is a scroll view (`XcodeEra.drawsLargeTitleInline`).
    static func canvasInlineLargeTitle(_ device: Device, ios: Int, xcode: XcodeEra) -> Device? {
        guard device.idiom == .phone, xcode.drawsLargeTitleInline, device.largeTitleHeight == nil else { return nil }
        var drawn = inline(device, ios: ios, xcode: xcode)
        drawn.notes = notes(
            of: device, adding: "as \(xcode.label)'s canvas drew a large-title navigation bar over a scroll view: inline (R14 has 52 more)")
        drawn.largeTitleHeight = 0
        return drawn
    }

    /// The canvas of Xcode 16.2 and later for a page sheet on a Face ID phone, whose insets it
    /// counts twice elsewhere (`choose`: `device` is that canvas, its top inset doubled). Such
    /// a canvas draws the sheet from the phone's top inset (once) and 10 below it in Xcode 16
    /// (tools 23xxx: sheets 783 tall on 852-pt retina6_12 canvases, 787 on 844-pt retina6_0),
    /// from the inset itself in Xcode 26 (24xxx: 793 on retina6_12, 848 on 896-pt retina6_1),
    /// and inside it the phone's top inset again, where no navigation bar shows (views pinned
    /// to the safe area 59 below a retina6_12 sheet's top, 2 repositories), a 56-pt bar at its
    /// top where one does (stored at y 0, views pinned to the safe area at 56; Xcode 26 draws
    /// iOS 26's 54-pt bar 16 below the sheet's top, stored at y 16 with views at 70 in 3
    /// controllers of 2 repositories, tools 24765), and no bottom
    /// inset (a view pinned 16 above the safe area's bottom ends 16 above the sheet's). UIKit's
    /// sheet starts 10 below the top inset, with no top inset inside and the home indicator's
    /// 34 at the bottom (docs/sheets.md).
    static func canvasSheet(_ device: Device, ios: Int, xcode: XcodeEra, underNavigationBar: Bool) -> Device? {
        guard xcode.countsFaceIDInsetsTwice, device.isFaceIDPhone, device.sheetTop == nil else { return nil }
        let once = device.era(ios: ios).portrait.top / 2
        let top = once + (xcode.tools < 24_000 ? 10 : 0)
        let insideTop = underNavigationBar ? (xcode.tools < 24_000 ? 0 : 16) : once
        var drawn = inline(device, ios: ios, xcode: xcode)
        drawn.sheetTop = top
        drawn.sheetInsets = EdgeInsets(top: insideTop, left: 0, bottom: 0, right: 0)
        drawn.notes = notes(
            of: device,
            adding:
                "as \(xcode.label)'s canvas drew a page sheet: from y \(PointFormat.string(top)), its safe area's top \(PointFormat.string(insideTop)) and bottom 0 (docs/sheets.md)"
        )
        return drawn
    }

    /// A canvas's notes: `note` after what an already-inline device says of itself; a catalog
    /// device's own notes are about the phone, not the canvas, so they are left out.
    private static func notes(of device: Device, adding note: String) -> String {
        device.id == "custom" ? [device.notes, note].compactMap { $0 }.joined(separator: "; ") : note
    }

    /// A canvas of a design id no family here names, sized as its root view: nothing covers it
    /// (no status bar, no home indicator; a Mac Catalyst window's content has no safe-area
    /// inset either), iPad-like from 600 points wide. Low confidence, said in the notes.
    private static func canvas(_ id: String, size: Size, ios: Int) -> Choice {
        let idiom: Device.Idiom = min(size.width, size.height) >= 600 ? .pad : .phone
        let bar = Device.StatusBar(height: 0, why: Explanation("0: the \(Sanitized.short(id)) canvas draws no status bar", confidence: .low))
        let device = Device(
            id: "custom", name: "Interface Builder's \(Sanitized.short(id)) canvas", idiom: idiom, portraitSize: size, scale: 2,
            landscapeWidthClass: idiom == .pad ? .regular : .compact, orientations: Orientation.allCases,
            iosRange: .init(first: 7, last: nil, confidence: .low), housing: .none, housingShape: nil,
            homeIndicator: false, cornerRadius: 0, statusBarInLandscape: false,
            eras: [.init(fromIOS: 7, portrait: .zero, landscape: .zero, statusBar: bar, confidence: .low)],
            sources: ["the document's root view"], confidence: .low,
            notes: "not an iPhone or iPad canvas; sized as the document's root view")
        return Choice(
            device: device, isCustom: true, ios: max(7, min(ios, IOSVersion.newest)),
            why:
                "design device \(Sanitized.short(id)) is not an iPhone or iPad canvas layoutpreview knows\(Suggestion.hint(for: id, in: ids)); laid out as its root view's \(PointFormat.string(size.width))×\(PointFormat.string(size.height)), with nothing covering it (low confidence)"
        )
    }

    /// A home-button device of the catalog's kind at a size the catalog lacks: a 20-pt status
    /// bar and no other inset, as every home-button device has (R3).
    private static func custom(_ id: String, _ name: String, _ size: Size, ios: Int, idiom: Device.Idiom = .phone) -> Choice {
        let bar = Device.StatusBar(height: 20, why: Explanation("20: a home-button device's status bar (R3)"))
        let portrait = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let device = Device(
            id: "custom", name: name, idiom: idiom, portraitSize: size, scale: 2,
            landscapeWidthClass: idiom == .pad ? .regular : .compact, orientations: Orientation.allCases,
            iosRange: .init(first: 7, last: nil, confidence: .low), housing: .homeButton, housingShape: nil,
            homeIndicator: false, cornerRadius: 0, statusBarInLandscape: idiom == .pad,
            eras: [.init(fromIOS: 7, portrait: portrait, landscape: idiom == .pad ? portrait : .zero, statusBar: bar, confidence: .medium)],
            sources: ["Interface Builder's \(id) canvas"], confidence: .medium,
            notes: "not in the catalog; sized as Interface Builder's \(id) canvas")
        return Choice(
            device: device, isCustom: true, ios: max(7, ios),
            why: "design device \(id) is \(PointFormat.string(size.width))×\(PointFormat.string(size.height)), a device the catalog lacks, described inline")
    }
}

/// Which Xcode saved a document, from its `toolsVersion` (or, for the fixed `32700.99.1234`
/// that recent versions write, the Interface Builder plug-in's version), and so which iOS SDK
/// drew its canvas. The bands are ib-format.md §0's, dated by the first commits seen with each.
struct XcodeEra: Equatable {
    /// The tools version's whole part (e.g. 21701).
    var tools: Int
    var major: Int

    init(toolsVersion: String?, pluginVersion: String?) {
        func whole(_ s: String?) -> Int? { s.flatMap { Int($0.split(separator: ".").first ?? "") } }
        var tools = whole(toolsVersion) ?? 0
        if tools >= 32_000 { tools = whole(pluginVersion) ?? 0 }
        self.tools = tools
        // Xcode 5 wrote 4xxx–5xxx, 6.0–6.4 6xxx–7xxx (6254, 7706), 7.0–7.3 8xxx–10xxx
        // (8191, 9059, 9531, 10117), 8.0 11201.
        major =
            switch tools {
            case ..<6_000: 5
            case ..<8_000: 6
            case ..<11_000: 7
            case ..<13_000: 8
            case ..<14_300: 9
            case ..<15_000: 10
            case ..<17_000: 11
            case ..<18_000: 12
            case ..<20_000: 13
            case ..<22_000: 14
            case ..<23_000: 15
            case ..<24_000: 16
            default: 26
            }
    }

    /// The iOS SDK that Xcode shipped with: Xcode 8 had iOS 10, Xcode 16 iOS 18, Xcode 26 iOS 26.
    var sdkIOS: Int { major >= 26 ? 26 : major + 2 }

    /// Whether its canvases gave the notched phones the iPhone X's 44-pt top (ib-format §2.1):
    /// Xcode 14.0 (tools 21157 and 21179: 3 bars at y 44 in 3 documents) and before; from
    /// Xcode 14.1 (21225 on) their own 47, 48 or 50.
    var drawsOldNotchedTop: Bool { tools < 21_200 }

    /// Whether its canvases kept a Face ID phone's portrait insets in landscape (Xcode 14.1,
    /// tools 21225 and 21507; `DesignDevice.portraitInsetsInLandscape`).
    var drawsPortraitInsetsInLandscape: Bool { (21_200..<21_700).contains(tools) }

    /// Whether its canvases draw a card or freeform controller that fits a Face ID phone as a
    /// screen of its own, and a controller presented full screen there with no insets (Xcode
    /// 14.3, tools 21701 on: `SceneImporter.canvas`).
    var drawsFaceIDScenesApart: Bool { tools >= 21_701 }

    /// Whether its canvases drew a compact-width phone's navigation bar 44 tall in landscape,
    /// where UIKit's is 32 (§2): tools 22154 and 22505 (Xcode 15.0–15.2) store 16 such bars at
    /// 44 in 16 documents; 21717 and before store 146 at 32. Later tools are not measured.
    var drawsRegularNavigationBarInLandscape: Bool { (22_100..<22_600).contains(tools) }

    /// Whether its canvases drew a navigation bar that prefers large titles inline over a
    /// controller whose first subview is a scroll view, as if scrolled: the table or collection
    /// view of 4 such controllers of 4 repositories (tools 17701, 22155, 23504, 23727), pinned to
    /// the safe area, sits a 44-pt bar below the status bar, where the navigation controller's
    /// own scene stores the bar 96 tall. Over other content they drew it large (5 controllers of
    /// 2 repositories, tools 16xxx and 21xxx, an image view first; one of 23727 did not), as did
    /// a 13xxx canvas over a label. A controller whose view is itself a scroll view is not
    /// measured (its cells are not checked); nor are Xcode 26's canvases.
    var drawsLargeTitleInline: Bool { (17_000..<24_000).contains(tools) }

    /// Whether its canvases count a Face ID phone's top and bottom insets twice (tools 23700 on,
    /// Xcode 16.2: `DesignDevice.choose`, `DesignDevice.canvasSheet`).
    var countsFaceIDInsetsTwice: Bool { tools >= 23_700 }

    var label: String { "Xcode \(major)\(major == 26 ? " (or 16.3+; uncertain)" : "")" }
}
