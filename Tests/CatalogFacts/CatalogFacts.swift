import Foundation

/// The catalog as the repository's `Data/devices.json` states it, read here with
/// `JSONSerialization`, apart from the Swift table generated from it: the tests' counts of
/// devices, so adding a device changes the data, not the tests.
public enum CatalogFacts {
    public struct Entry: Sendable {
        public var id: String
        public var idiom: String
        public var housing: String
        public var confidence: String
        public var homeIndicator: Bool
        /// `ios.last` is null: the device runs the newest iOS.
        public var current: Bool
        public var orientations: Int
    }

    public static let devices: [Entry] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Data/devices.json").standardized
        guard let data = try? Data(contentsOf: url),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let rows = root["devices"] as? [[String: Any]]
        else { return [] }
        return rows.map { row in
            Entry(
                id: row["id"] as? String ?? "",
                idiom: row["idiom"] as? String ?? "",
                housing: (row["housing"] as? [String: Any])?["kind"] as? String ?? "",
                confidence: row["confidence"] as? String ?? "",
                homeIndicator: row["homeIndicator"] as? Bool ?? false,
                current: (row["ios"] as? [String: Any])?["last"] is NSNull,
                orientations: (row["orientations"] as? [Any])?.count ?? 0)
        }
    }()

    public static var count: Int { devices.count }
    public static func count(_ filter: (Entry) -> Bool) -> Int { devices.filter(filter).count }
    /// iPhones with a notch or a Dynamic Island.
    public static var faceIDPhones: Int { count { $0.idiom == "phone" && ["notch", "dynamicIsland"].contains($0.housing) } }
    /// Every device in every orientation it rotates to.
    public static var orientations: Int { devices.reduce(0) { $0 + $1.orientations } }
}
