/// A problem with a scene: where it is (file, line and column, or a key path) and what was expected.
///
/// Printed compiler-style, so editors and CI annotate the right place:
///
///     Scenes/x.yaml:7:11: error: unknown contentInsetAdjustmentBehavior 'sometimes'; expected automatic, scrollableAxes, never or always
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?
    /// A key path such as `views[0].frame.width`, when no line is known.
    public var keyPath: String?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, keyPath: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// One line, whatever the file's name or the message holds (`Escaping.line`).
    public var description: String {
        if let line {
            return Escaping.line("\(file):\(line):\(column ?? 1): error: \(message)")
        }
        if let keyPath, !keyPath.isEmpty {
            return Escaping.line("\(file): error: \(keyPath): \(message)")
        }
        return Escaping.line("\(file): error: \(message)")
    }
}
