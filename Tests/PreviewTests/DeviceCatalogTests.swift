import Foundation
import Preview
import Testing

/// The compiled-in catalog against shared/data/devices.json, read independently here.
struct DeviceCatalogTests {
    static var devicesJSON: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/data/devices.json").standardized
    }

    @Test func hasAll41Devices() {
        #expect(DeviceCatalog.devices.count == 41)
        #expect(Set(DeviceCatalog.devices.map(\.id)).count == 41)
    }

    @Test("Every device matches devices.json: size, scale, insets, housing, corner, sources, confidence")
    func matchesDevicesJSON() throws {
        guard let data = FileManager.default.contents(atPath: Self.devicesJSON.path) else {
            Issue.record("devices.json not found at \(Self.devicesJSON.path)")
            return
        }
        let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(entries.count == DeviceCatalog.devices.count)
        for entry in entries {
            let id = try #require(entry["id"] as? String)
            let device = try #require(DeviceCatalog.device(id: id), "missing \(id)")
            let points = try #require(entry["points"] as? [String: Double])
            #expect(device.portraitSize == Size(width: points["w"] ?? -1, height: points["h"] ?? -1), "\(id)")
            #expect(device.scale == entry["scale"] as? Double, "\(id)")
            for (key, insets) in [("portraitInsets", device.portraitInsets), ("landscapeInsets", device.landscapeInsets)] {
                let i = try #require(entry[key] as? [String: Double])
                #expect(insets == EdgeInsets(top: i["top"] ?? -1, left: i["left"] ?? -1, bottom: i["bottom"] ?? -1, right: i["right"] ?? -1), "\(id) \(key)")
            }
            let housing = ["home-button": Device.Housing.homeButton, "notch": .notch, "dynamic-island": .dynamicIsland, "none": Device.Housing.none]
            #expect(device.housing == housing[entry["housing"] as? String ?? ""], "\(id)")
            #expect(device.homeIndicator == entry["homeIndicator"] as? Bool, "\(id)")
            #expect(device.cornerRadius == entry["cornerRadius"] as? Double, "\(id)")
            #expect(device.sources == entry["sources"] as? [String], "\(id)")
            #expect(device.confidence.rawValue == entry["confidence"] as? String, "\(id)")
            #expect(device.landscapeWidthClass.rawValue == entry["landscapeWidthClass"] as? String, "\(id)")
            if let logged = entry["statusBarPortrait"] as? Double {
                // R4: Dynamic Island phones log 53.67, printed 54 in the table.
                #expect(close(device.statusBarHeight, logged == 54 && device.housing == .dynamicIsland ? 161.0 / 3 : logged), "\(id)")
            }
        }
    }

    @Test("R4: the 16 family assumes 53.67, the 16e its top inset 47, both low confidence")
    func assumedStatusBars() throws {
        for id in ["iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max"] {
            let d = try #require(DeviceCatalog.device(id: id))
            #expect(close(d.statusBarHeight, 53.667) && d.statusBarSource == .islandAssumed)
        }
        let e = try #require(DeviceCatalog.device(id: "iphone-16e"))
        #expect(e.statusBarHeight == 47 && e.statusBarSource == .insetAssumed)
    }
}
