import Geometry
import SwiftUILayout
import SwiftUISource
import Yams

extension SceneDecoder {
    /// `swiftUI:`: a SwiftUI view in Swift, as a block (`swiftUI: |`) or one line; errors in
    /// it are reported at their place in the scene file.
    func swiftUI(_ node: Node, _ path: String) throws(SceneError) -> SwiftUIBody {
        let source = try reader.string(node, path)
        let (firstLine, indent) = origin(of: node)
        do {
            let root = try ViewReader.view(from: source)
            return SwiftUIBody(source: source, hosted: HostedScreen(root), firstLine: firstLine, indent: indent)
        } catch {
            let line = firstLine + error.line - 1
            let column = indent + error.column
            throw SceneError(file: reader.file, line: line, column: column, keyPath: path, message: "swiftUI: \(error.message)")
        }
    }

    /// The file line of the source's first line and the columns before its text: a block's
    /// lines start on the line after its indicator, indented as its first line is; a one-line
    /// value starts where it stands (after its quote).
    private func origin(of node: Node) -> (line: Int, indent: Int) {
        guard case .scalar(let scalar) = node, let mark = node.mark else { return (1, 0) }
        switch scalar.style {
        case .literal, .folded:
            let first = reader.lines.indices.dropFirst(mark.line).first { !reader.lines[$0].allSatisfy { $0 == " " } } ?? mark.line
            let indent = first < reader.lines.count ? reader.lines[first].prefix { $0 == " " }.count : 0
            return (first + 1, indent)
        case .singleQuoted, .doubleQuoted:
            return (mark.line, mark.column)
        default:
            return (mark.line, mark.column - 1)
        }
    }
}
