import Yams

/// Reads a scene from YAML (or JSON, which is YAML) into the SPEC model, with UIKit's defaults.
///
/// Every kind of bad input ends in one `SceneError` naming the place and what was expected;
/// nothing traps. The caller does the file I/O and hands over the bytes.
public enum SceneLoader {
    /// Larger files are refused before parsing: no real scene comes near.
    public static let maximumBytes = 1 << 20
    /// Far more views than a screen has (a busy one has a few hundred). The budget keeps every
    /// command, lint over the whole catalog included, well under a second of CPU.
    public static let maximumViews = 2_000
    /// Of those, views placed by constraints: the solver's tableau grows faster than linearly
    /// for chains of views (each row pinned to the one above), so the budget is smaller.
    public static let maximumConstrainedViews = 300
    /// Constraints: the solver's work grows with about their square (3,000 lay out in a tenth of
    /// a second in release; the largest of 224 public storyboards and xibs holds 439).
    public static let maximumConstraints = 3_000
    /// Distinct priorities below required (`Scene.priorityLevels`): strict priorities (R42) keep
    /// an objective per priority, and a system whose constraints conflict at every priority costs
    /// about the cube of their number (100 lay out in a tenth of a second in release, 300 in
    /// half a second, 1,000 in nine). Apps use a handful: 250, 750, 999, and their neighbours.
    public static let maximumPriorityLevels = 100
    /// How deep views, and flow collections, may nest.
    public static let maximumDepth = 32

    /// The scene in `bytes`, read from `file` (used in messages only).
    public static func load(bytes: [UInt8], file: String) throws(SceneError) -> Scene {
        guard bytes.count <= maximumBytes else {
            throw SceneError(file: file, message: "the file is \(bytes.count) bytes; a scene may be at most \(maximumBytes) bytes")
        }
        if let nul = bytes.firstIndex(of: 0) {
            throw SceneError(file: file, message: "binary data (a NUL byte at offset \(nul)); expected a YAML or JSON text file")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SceneError(file: file, message: "the file is not UTF-8 text; expected a YAML or JSON scene")
        }
        return try load(text: text, file: file)
    }

    /// The scene in `text`, read from `file` (used in messages only).
    public static func load(text: String, file: String) throws(SceneError) -> Scene {
        guard let root = try compose(text, file: file) else {
            throw SceneError(file: file, line: 1, column: 1, message: "the file is empty; expected a scene mapping (title, device, navigation, views, ...)")
        }
        let reader = YAMLReader(file: file)
        reader.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var scene = SceneSchema.root.empty
        try SceneSchema.root.read(root, "", reader, into: &scene)
        try SceneChecks(file: file).validate(scene)
        // Frames are set for the scene's own device, as Interface Builder stores them; on another
        // device autoresizing masks resize them (R47).
        scene.designSize = scene.orientation.isLandscape ? scene.device.portraitSize.transposed : scene.device.portraitSize
        scene.designDeviceName = scene.device.name
        return scene
    }

    /// The YAML document in `text`, after the pre-scan that keeps the parser from hanging; nil
    /// when it is empty. Every YAML file the program reads (scenes, lint configurations,
    /// baselines) comes through here.
    static func compose(_ text: String, file: String) throws(SceneError) -> Node? {
        try PreScan.check(text, file: file, maximumDepth: maximumDepth)
        do {
            // Tags are resolved by PlainScalar, so the parser needs no resolver of its own.
            return try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw SceneLoader.sceneError(error, file: file)
        } catch {
            throw SceneError(file: file, message: "cannot parse YAML: \(error)")
        }
    }

    /// A Yams error as a `SceneError` at its line and column.
    static func sceneError(_ error: YamlError, file: String) -> SceneError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _), .composer(let context, let problem, let mark, _):
            let contextText = context.map { " \($0.text)" } ?? ""
            return SceneError(file: file, line: mark.line, column: mark.column, message: "YAML syntax: \(problem)\(contextText)")
        case .reader(let problem, let offset, _, _):
            return SceneError(file: file, message: "cannot read the text: \(problem)\(offset.map { " at byte \($0)" } ?? "")")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return SceneError(
                file: file, line: context.mark.line, column: context.mark.column,
                message: "duplicate key \(duplicates.map { "'\(Sanitized.short($0))'" }.joined(separator: ", ")); each key may appear once")
        default:
            return SceneError(file: file, message: "cannot parse YAML: \(error)")
        }
    }
}
