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
