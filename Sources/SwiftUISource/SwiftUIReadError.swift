/// Why Swift source could not be read as a view, and where: a line and column from 1 within
/// the text read.
public struct SwiftUIReadError: Error, Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
