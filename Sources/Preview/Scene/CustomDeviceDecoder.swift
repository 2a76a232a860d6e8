import Geometry
import Yams

/// An inline custom device (SPEC): `{name, idiom, width, height, insets: {portrait, landscape},
/// statusBarHeight, housing, cornerRadius, landscapeWidthClass}`.
struct CustomDeviceDecoder {
    let reader: YAMLReader

    static let keys = [
        "name", "idiom", "width", "height", "scale", "insets", "statusBarHeight", "housing",
        "cornerRadius", "homeIndicator", "landscapeWidthClass",
    ]

    func device(_ node: Node, _ path: String) throws(SceneError) -> Device {
        var device = Device(
            id: "custom", name: "Custom device", idiom: .phone, portraitSize: Size(width: 375, height: 812), scale: 3,
            landscapeWidthClass: .compact, orientations: Orientation.allCases,
            iosRange: .init(first: 7, last: nil, confidence: .low),
            housing: .none, housingShape: nil, homeIndicator: false, cornerRadius: 0, statusBarInLandscape: false,
            eras: [], sources: ["scene"], confidence: .low, notes: "defined inline in the scene")
        var portrait = EdgeInsets.zero
        var landscape = EdgeInsets.zero
        var statusBar: Double?
        var homeIndicator: Bool?
        for (key, _, value) in try reader.mapping(node, path, allowed: CustomDeviceDecoder.keys) {
            let p = reader.join(path, key)
            switch key {
            case "name": device.name = try reader.string(value, p)
            case "idiom": device.idiom = try reader.choice(value, p, what: "idiom")
            case "width": device.portraitSize.width = try reader.number(value, p, range: 1...100_000, what: "a width in points")
            case "height": device.portraitSize.height = try reader.number(value, p, range: 1...100_000, what: "a height in points")
            case "scale": device.scale = try reader.number(value, p, range: 1...4, what: "a scale")
            case "statusBarHeight": statusBar = try reader.number(value, p, range: 0...100_000, what: "a height in points")
            case "housing": device.housing = try reader.choice(value, p, what: "housing")
            case "cornerRadius": device.cornerRadius = try reader.number(value, p, range: 0...100_000, what: "a radius in points")
            case "homeIndicator": homeIndicator = try reader.bool(value, p)
            case "landscapeWidthClass": device.landscapeWidthClass = try reader.choice(value, p, what: "size class")
            default:
                let decoder = SceneDecoder(reader: reader)
                for (k, _, v) in try reader.mapping(value, p, allowed: ["portrait", "landscape"]) {
                    let insets = try decoder.insets(v, reader.join(p, k), range: 0...100_000)
                    if k == "portrait" { portrait = insets } else { landscape = insets }
                }
            }
        }
        let height = statusBar ?? portrait.top
        device.eras = [
            .init(
                fromIOS: 7, portrait: portrait, landscape: landscape,
                statusBar: .init(height: height, why: Explanation("\(PointFormat.string(height)) as the scene's custom device gives it (R4)")),
                confidence: .low)
        ]
        device.statusBarInLandscape = device.idiom == .pad
        device.homeIndicator = homeIndicator ?? (device.housing != .homeButton && portrait.bottom > 0)
        if device.idiom == .pad { device.landscapeWidthClass = .regular }
        if device.isFaceIDPhone { device.orientations = [.portrait, .landscapeLeft, .landscapeRight] }
        device.housingShape = Self.housingShape(device.housing, topInset: portrait.top)
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
