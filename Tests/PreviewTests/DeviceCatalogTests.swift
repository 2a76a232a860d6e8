import CatalogFacts
import Foundation
import Preview
import Testing

/// The compiled-in catalog against Data/devices.json, read independently here with Foundation's
/// JSON parser: a difference in any field fails (Scripts/generate-catalog.py writes the table).
struct DeviceCatalogTests {
    static let dataURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Data/devices.json").standardized

    static func entries() throws -> [[String: Any]] {
        let data = try Data(contentsOf: dataURL)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(root["devices"] as? [[String: Any]])
    }

    @Test("As many devices as Data/devices.json lists, ids unique, in the order of the data")
    func count() throws {
        let ids = try Self.entries().map { $0["id"] as? String ?? "" }
        #expect(DeviceCatalog.devices.map(\.id) == ids)
        #expect(ids.count == CatalogFacts.count && ids.count > 0)
        #expect(Set(ids).count == ids.count)
    }

    @Test("Every device equals its entry in Data/devices.json, field by field")
    func matchesData() throws {
        for (entry, device) in zip(try Self.entries(), DeviceCatalog.devices) {
            let id = device.id
            #expect(entry["name"] as? String == device.name, "\(id)")
            #expect(entry["idiom"] as? String == device.idiom.rawValue, "\(id)")
            let points = try #require(entry["points"] as? [String: Double])
            #expect(device.portraitSize == Size(width: points["width"] ?? -1, height: points["height"] ?? -1), "\(id)")
            #expect(device.scale == entry["scale"] as? Double, "\(id)")
            #expect(device.landscapeWidthClass.rawValue == entry["landscapeWidthClass"] as? String, "\(id)")
            #expect(device.orientations.map(\.rawValue) == entry["orientations"] as? [String], "\(id)")
            let ios = try #require(entry["ios"] as? [String: Any])
            #expect(device.iosRange.first == ios["first"] as? Int, "\(id)")
            #expect(device.iosRange.last == ios["last"] as? Int, "\(id)")
            #expect(device.iosRange.confidence.rawValue == ios["confidence"] as? String, "\(id)")
            let housing = try #require(entry["housing"] as? [String: Any])
            #expect(device.housing.rawValue == housing["kind"] as? String, "\(id)")
            if let width = housing["width"] as? Double {
                let shape = try #require(device.housingShape, "\(id)")
                #expect(shape.size == Size(width: width, height: housing["height"] as? Double ?? -1), "\(id)")
                #expect(shape.top == housing["top"] as? Double, "\(id)")
                #expect(shape.left == housing["left"] as? Double, "\(id)")
                #expect(shape.source == housing["source"] as? String, "\(id)")
            } else {
                #expect(device.housingShape == nil, "\(id)")
            }
            #expect(device.homeIndicator == entry["homeIndicator"] as? Bool, "\(id)")
            #expect(device.cornerRadius == entry["cornerRadius"] as? Double, "\(id)")
            #expect(device.statusBarInLandscape == entry["statusBarInLandscape"] as? Bool, "\(id)")
            #expect(device.sources == entry["sources"] as? [String], "\(id)")
            #expect(device.confidence.rawValue == entry["confidence"] as? String, "\(id)")
            #expect(device.notes == entry["notes"] as? String, "\(id)")
            let eras = try #require(entry["eras"] as? [[String: Any]])
            #expect(eras.count == device.eras.count, "\(id)")
            for (e, era) in zip(eras, device.eras) {
                #expect(era.fromIOS == e["fromIOS"] as? Int, "\(id)")
                #expect(era.portrait == Self.insets(e["portrait"]), "\(id) from iOS \(era.fromIOS)")
                #expect(era.landscape == Self.insets(e["landscape"]), "\(id) from iOS \(era.fromIOS)")
                let status = try #require(e["statusBar"] as? [String: Any])
                #expect(era.statusBar.height == status["height"] as? Double, "\(id)")
                #expect(era.statusBar.why.text == status["why"] as? String, "\(id)")
                #expect(era.statusBar.why.confidence.rawValue == status["confidence"] as? String, "\(id)")
                #expect(era.confidence.rawValue == e["confidence"] as? String, "\(id)")
                #expect(era.note == e["note"] as? String, "\(id)")
            }
        }
    }

    static func insets(_ value: Any?) -> EdgeInsets? {
        guard let i = value as? [String: Double] else { return nil }
        return EdgeInsets(top: i["top"] ?? -1, left: i["left"] ?? -1, bottom: i["bottom"] ?? -1, right: i["right"] ?? -1)
    }

    @Test("R4: the 16 family assumes 53.67 before iOS 26, the 16e its top inset 47, both low confidence")
    func assumedStatusBars() throws {
        for id in ["iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max"] {
            let bar = try #require(DeviceCatalog.device(id: id)).era(ios: 18).statusBar
            #expect(close(bar.height, 53.667) && bar.why.confidence == .low, "\(id)")
        }
        let bar = try #require(DeviceCatalog.device(id: "iphone-16e")).era(ios: 18).statusBar
        #expect(bar.height == 47 && bar.why.confidence == .low)
    }

    @Test("R6b: the iOS ranges of devices.json, and the default iOS is the newest a device runs, capped at 27")
    func iosRanges() throws {
        // devices.json iosRange, as RULES R6b quotes it: iPhone X 11–16, XS/XR 12–18, iPhone 17 26–.
        let cases: [(String, Int, Int?, Int)] = [
            ("iphone-x", 11, 16, 16), ("iphone-xs", 12, 18, 18), ("iphone-xr", 12, 18, 18),
            ("iphone-17", 26, nil, 27), ("iphone-18-pro", 27, nil, 27), ("ipad-9", 15, nil, 27),
        ]
        for (id, first, last, defaultIOS) in cases {
            let d = try #require(DeviceCatalog.device(id: id))
            #expect(d.iosRange.first == first && d.iosRange.last == last && d.defaultIOS == defaultIOS, "\(id)")
        }
    }

    @Test("The 15 devices of 2025–2026 are in the catalog with devices.md's sizes and insets")
    func newDevices() throws {
        // devices.md "Summary table" of the new devices: points, portrait and landscape insets.
        let rows: [(String, Double, Double, EdgeInsets, EdgeInsets)] = [
            ("iphone-17", 402, 874, EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 62, bottom: 20, right: 62)),
            ("iphone-17-pro", 402, 874, EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 62, bottom: 20, right: 62)),
            ("iphone-17-pro-max", 440, 956, EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 62, bottom: 20, right: 62)),
            ("iphone-air", 420, 912, EdgeInsets(top: 68, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 68, bottom: 20, right: 68)),
            ("iphone-17e", 390, 844, EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 47, bottom: 20, right: 47)),
            ("iphone-18-pro", 402, 874, EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 62, bottom: 20, right: 62)),
            ("iphone-18-pro-max", 440, 956, EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 62, bottom: 20, right: 62)),
            ("iphone-duo-cover", 466, 678, EdgeInsets(top: 0, left: 0, bottom: 34, right: 84), EdgeInsets(top: 0, left: 0, bottom: 34, right: 84)),
            ("iphone-duo-inner", 669, 951, EdgeInsets(top: 82, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: 0, bottom: 34, right: 84)),
            ("ipad-a16", 820, 1180, EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
            ("ipad-air-11-m4", 820, 1180, EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
            ("ipad-air-13-m4", 1024, 1366, EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
            ("ipad-mini-a17-pro", 744, 1133, EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
            ("ipad-pro-11-m5", 834, 1210, EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
            ("ipad-pro-13-m5", 1032, 1376, EdgeInsets(top: 32, left: 0, bottom: 25, right: 0), EdgeInsets(top: 32, left: 0, bottom: 25, right: 0)),
        ]
        for (id, w, h, portrait, landscape) in rows {
            let d = try #require(DeviceCatalog.device(id: id), "\(id)")
            let era = d.era(ios: d.defaultIOS)
            #expect(d.portraitSize == Size(width: w, height: h), "\(id)")
            #expect(era.portrait == portrait && era.landscape == landscape, "\(id)")
        }
        // devices.md: the 18 Pro's smaller island, 94.67 wide from y 14; the 17 family's 125×37 at 11.
        #expect(DeviceCatalog.device(id: "iphone-18-pro")?.housingShape?.size.width == 94.67)
        #expect(DeviceCatalog.device(id: "iphone-18-pro")?.housingShape?.top == 14)
        #expect(DeviceCatalog.device(id: "iphone-17")?.housingShape?.size == Size(width: 125, height: 37))
        #expect(DeviceCatalog.device(id: "iphone-17")?.housingShape?.top == 11)
        // iPads that ran iPadOS 18 keep 24/20 there and take the 26.5 probe's 32/25 from iOS 26.
        #expect(DeviceCatalog.device(id: "ipad-a16")?.era(ios: 18).portrait == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }
}
