/// The scenes in `Scenes/`, compiled in (see `Scripts/embed-scenes.py`).
public enum BundledScenes {
    /// The scene used when none is named: a table in a translucent navigation controller inside
    /// a tab bar controller on an iPhone X.
    public static let defaultName = "default"

    /// The text of the bundled scene with this file name (without `.yaml`).
    public static func text(named name: String) -> String? {
        files.first { $0.name == name }?.text
    }

    /// The bundled scene with this name, parsed; its errors name `Scenes/NAME.yaml`.
    public static func scene(named name: String) throws(SceneError) -> Scene? {
        guard let text = text(named: name) else { return nil }
        return try SceneLoader.load(text: text, file: "Scenes/\(name).yaml")
    }
}
