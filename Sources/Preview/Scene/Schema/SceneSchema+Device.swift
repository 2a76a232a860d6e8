import Geometry

/// An inline custom device as a scene writes it (SPEC): `{name, idiom, width, height, scale,
/// insets: {portrait, landscape}, statusBarHeight, housing, cornerRadius, homeIndicator,
/// landscapeWidthClass}`; `device` is the `Device` it stands for.
struct CustomDevice: Equatable, Sendable {
    var name = "Custom device"
    var idiom = Device.Idiom.phone
    var width = 375.0
    var height = 812.0
    var scale = 3.0
    var insets = Insets()
    /// nil: the portrait top inset.
    var statusBarHeight: Double?
    var housing = Device.Housing.none
    var cornerRadius = 0.0
    /// nil: a home indicator where there is no home button and a bottom inset.
    var homeIndicator: Bool?
    var landscapeWidthClass = Device.SizeClass.compact
    /// nil: UIKit's (R8).
    var toolbarHeight: Double?
    /// nil: UIKit's (§2).
    var landscapeNavigationBarHeight: Double?
    /// nil: UIKit's (R14).
    var largeTitleHeight: Double?
    /// nil: UIKit's (docs/sheets.md); each applies on its own.
    var sheetTop: Double?
    var sheetInsets: EdgeInsets?

    /// The safe-area insets per orientation (landscape for landscapeLeft, mirrored for right).
    struct Insets: Equatable, Sendable {
        var portrait = EdgeInsets.zero
        var landscape = EdgeInsets.zero
    }

    init() {}

    /// The custom device a scene holds, as it is written back.
    init(_ device: Device) {
        let era = device.eras[0]
        name = device.name
        idiom = device.idiom
        width = device.portraitSize.width
        height = device.portraitSize.height
        scale = device.scale
        insets = Insets(portrait: era.portrait, landscape: era.landscape)
        statusBarHeight = era.statusBar.height
        housing = device.housing
        cornerRadius = device.cornerRadius ?? 0
        homeIndicator = device.homeIndicator
        landscapeWidthClass = device.landscapeWidthClass
        toolbarHeight = device.toolbarHeight
        landscapeNavigationBarHeight = device.landscapeNavigationBarHeight
        largeTitleHeight = device.largeTitleHeight
        sheetTop = device.sheetTop
        sheetInsets = device.sheetInsets
    }

    var device: Device {
        let height = statusBarHeight ?? insets.portrait.top
        let isPad = idiom == .pad
        let indicator = homeIndicator ?? (housing != .homeButton && insets.portrait.bottom > 0)
        let isFaceIDPhone = !isPad && (housing == .notch || housing == .dynamicIsland)
        var device = Device(
            id: "custom", name: name, idiom: idiom, portraitSize: Size(width: width, height: self.height), scale: scale,
            landscapeWidthClass: isPad ? .regular : landscapeWidthClass,
            orientations: isFaceIDPhone ? [.portrait, .landscapeLeft, .landscapeRight] : Orientation.allCases,
            iosRange: .init(first: 7, last: nil, confidence: .low),
            housing: housing, housingShape: Self.housingShape(housing, topInset: insets.portrait.top), homeIndicator: indicator,
            cornerRadius: cornerRadius, statusBarInLandscape: isPad,
            eras: [
                .init(
                    fromIOS: 7, portrait: insets.portrait, landscape: insets.landscape,
                    statusBar: .init(height: height, why: Explanation("\(PointFormat.string(height)) as the scene's custom device gives it (R4)")),
                    confidence: .low)
            ],
            sources: ["scene"], confidence: .low, notes: "defined inline in the scene")
        device.toolbarHeight = toolbarHeight
        device.landscapeNavigationBarHeight = landscapeNavigationBarHeight
        device.largeTitleHeight = largeTitleHeight
        device.sheetTop = sheetTop
        device.sheetInsets = sheetInsets
        return device
    }

    /// The drawn housing of a custom device: the catalog's estimates for its kind (devices.md).
    static func housingShape(_ housing: Device.Housing, topInset: Double) -> Device.HousingShape? {
        switch housing {
        case .dynamicIsland: .init(size: Size(width: 125, height: 37), top: 11, source: "the catalog's Dynamic Island estimate")
        case .notch: .init(size: Size(width: topInset <= 44 ? 209 : 162, height: 30), top: 0, source: "the catalog's notch estimate")
        case .homeButton, .none: nil
        }
    }
}

extension SceneSchema {
    static let customDevice = SchemaMapping<CustomDevice>(
        name: "customDevice", empty: CustomDevice(),
        fields: [
            .init("name", \.name, .text, default: "Custom device", written: .always, doc: "shown in headers"),
            .init("idiom", \.idiom, .choice("idiom"), default: .phone, written: .always, doc: ""),
            .init("width", \.width, .number(1...100_000, what: "a width in points"), default: 375, written: .always, doc: "portrait width in points"),
            .init("height", \.height, .number(1...100_000, what: "a height in points"), default: 812, written: .always, doc: "portrait height in points"),
            .init("scale", \.scale, .number(1...4, what: "a scale"), default: 3, written: .always, doc: "pixels per point"),
            .init(
                "insets", \.insets, .mapping({ SceneSchema.deviceInsets }, named: "deviceInsets", flowStyle: true), default: .init(),
                written: .always, defaultText: "0", doc: "`{portrait, landscape}` safe-area insets; landscape is landscapeLeft's, mirrored for landscapeRight"),
            .init(
                "statusBarHeight", \.statusBarHeight, .number(0...100_000, what: "a height in points"), defaultText: "the portrait top inset",
                doc: "the status bar's height"),
            .init(
                "housing", \.housing, .choice("housing"), default: .none, written: .always,
                doc: ""),
            .init(
                "cornerRadius", \.cornerRadius, .number(0...100_000, what: "a radius in points"), default: 0, written: .always,
                doc: "the screen's corner radius"),
            .init(
                "homeIndicator", \.homeIndicator, .bool, defaultText: "without a home button, with a bottom inset",
                doc: "whether the home indicator shows"),
            .init(
                "landscapeWidthClass", \.landscapeWidthClass, .choice("size class"), default: .compact, written: .always,
                doc: "the width class in landscape (an iPad's is regular)"),
            .init(
                "toolbarHeight", \.toolbarHeight, .number(1...100_000, what: "a height in points"), defaultText: "UIKit's (R8)",
                doc: "a portrait iPhone toolbar's height, where a canvas drew another (Xcode's 49)"),
            .init(
                "landscapeNavigationBarHeight", \.landscapeNavigationBarHeight, .number(1...100_000, what: "a height in points"),
                defaultText: "UIKit's (§2)", doc: "an iPhone navigation bar's height in landscape, where a canvas drew another (Xcode 15's 44)"),
            .init(
                "largeTitleHeight", \.largeTitleHeight, .number(0...100_000, what: "a height in points"), defaultText: "UIKit's 52 (R14)",
                doc: "an iPhone's expanded large title above the navigation bar, where a canvas drew another (Xcode 12–16's 0)"),
            .init(
                "sheetTop", \.sheetTop, .number(0...100_000, what: "a y in points"), defaultText: "UIKit's: the top inset and 10 (20 with a home button)",
                doc: "where an iPhone's page sheet starts, where a canvas drew another (Xcode 16.2's top inset and 10); with `sheetInsets`"),
            .init(
                "sheetInsets", \.sheetInsets, .insets(0...100_000), defaultText: "UIKit's: the screen's but the top",
                doc: "a page sheet's safe-area insets, where a canvas drew others (Xcode 16.2's top inset again, no bottom); with `sheetTop`"),
        ])

    static let deviceInsets = SchemaMapping<CustomDevice.Insets>(
        name: "deviceInsets", empty: .init(),
        fields: [
            .init("portrait", \.portrait, .insets(0...100_000), default: .zero, written: .always, doc: ""),
            .init("landscape", \.landscape, .insets(0...100_000), default: .zero, written: .always, doc: ""),
        ])
}
