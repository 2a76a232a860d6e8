/// A line and column in a source file (a scene, a storyboard, a Swift file; 1-based; 0 when not read from a file). Two
/// places are always equal: where a view stands is not part of what it is, so a scene written
/// and read back equals the original.
public struct SourcePlace: Equatable, Hashable, Sendable {
    public var line = 0
    public var column = 0

    public init(line: Int = 0, column: Int = 0) {
        self.line = line
        self.column = column
    }

    public static func == (_: SourcePlace, _: SourcePlace) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}
}

/// Where each key of a mapping stood in its file: the key's place and its value's, so a check
/// made on the value (`SceneChecks`) can point at either. Like `SourcePlace`, never part of what
/// a value is: two are always equal.
public struct KeyPlaces: Equatable, Hashable, Sendable {
    public var keys: [String: SourcePlace] = [:]
    public var values: [String: SourcePlace] = [:]

    public init() {}

    public static func == (_: KeyPlaces, _: KeyPlaces) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}
}
