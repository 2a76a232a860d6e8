/// The devices layoutpreview knows, compiled in from devices.json (see `Scripts/generate-catalog.py`).
public enum DeviceCatalog {
    /// The device with this id, if any.
    public static func device(id: String) -> Device? {
        devices.first { $0.id == id }
    }

    /// The default device of scenes (SPEC).
    public static let defaultID = "iphone-x"
}
