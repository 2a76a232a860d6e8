/// Named sets of the catalog's devices, for `lint --devices` and a lint configuration's
/// `devices:`, and the kinds a lint report names a run of devices by.
///
/// A list of names and ids is their union (`iphones,ipad-pro-13-m4`); `+` inside one item is an
/// intersection (`face-id+current`: the Face ID iPhones that run the newest iOS).
public enum DeviceGroup: String, CaseIterable, Sendable {
    case all
    case iphones
    case ipads
    /// iPhones with a notch or Dynamic Island: the Face ID iPhones (R2, R3). iPad Pros hold Face
    /// ID in the bezel and are among `ipads`.
    case faceID = "face-id"
    /// Devices with a home button, iPhones and iPads (R3's 20-pt status bar band).
    case homeButton = "home-button"
    /// Devices whose iOS range reaches the newest iOS the tool models (R6b).
    case current
    /// Devices whose catalog row is not of low confidence (devices.md).
    case confident

    public func contains(_ d: Device) -> Bool {
        switch self {
        case .all: true
        case .iphones: d.idiom == .phone
        case .ipads: d.idiom == .pad
        case .faceID: d.isFaceIDPhone
        case .homeButton: d.housing == .homeButton
        case .current: d.defaultIOS == IOSVersion.newest
        case .confident: d.confidence != .low
        }
    }

    public var members: [Device] { DeviceCatalog.devices.filter(contains) }

    /// The devices a comma-separated list of group names and catalog ids names, in catalog
    /// order, each once; an unknown word is an error naming it with a did-you-mean.
    public static func devices(_ text: String) -> Result<[Device], DeviceListError> {
        let items = text.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        guard !items.isEmpty else { return .failure(DeviceListError(word: text, isEmpty: true)) }
        var chosen = Set<String>()
        for item in items {
            var set: Set<String>?
            for word in item.split(separator: "+", omittingEmptySubsequences: false).map({ $0.trimmingSpaces() }) {
                let ids: Set<String>
                if let group = DeviceGroup(rawValue: word) {
                    ids = Set(group.members.map(\.id))
                } else if let device = DeviceCatalog.device(id: word) {
                    ids = [device.id]
                } else {
                    return .failure(DeviceListError(word: word, isEmpty: false))
                }
                set = set.map { $0.intersection(ids) } ?? ids
            }
            chosen.formUnion(set ?? [])
        }
        return .success(DeviceCatalog.devices.filter { chosen.contains($0.id) })
    }

    /// What a report calls the devices of a kind; the kinds partition the catalog.
    static let kinds: [(name: String, contains: @Sendable (Device) -> Bool)] = [
        ("Face ID iPhones", { DeviceGroup.faceID.contains($0) }),
        ("home-button iPhones", { DeviceGroup.iphones.contains($0) && DeviceGroup.homeButton.contains($0) }),
        ("iPads with a home indicator", { DeviceGroup.ipads.contains($0) && $0.homeIndicator }),
        ("home-button iPads", { DeviceGroup.ipads.contains($0) && DeviceGroup.homeButton.contains($0) }),
    ]
}

/// A word of a device list that is neither a group nor a catalog id.
public struct DeviceListError: Error, Sendable, CustomStringConvertible {
    public var word: String
    public var isEmpty: Bool

    public var description: String {
        if isEmpty { return "expected device groups or catalog ids separated by commas, found '\(Sanitized.short(word))'" }
        let names = DeviceGroup.allCases.map(\.rawValue)
        return "unknown device '\(Sanitized.short(word))'; expected a group (\(names.joined(separator: ", "))) or a catalog id (see `layoutpreview devices`)"
            + Suggestion.hint(for: word, in: names + DeviceCatalog.devices.map(\.id))
    }
}
