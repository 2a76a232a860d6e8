import Geometry
import SwiftUILayout
import SwiftUISource
import Yams

extension SchemaValue where Value == SwiftUIBody {
    /// `swiftUI:`: a SwiftUI view in Swift, as a block (`swiftUI: |`) or one line; errors in it
    /// are reported at their place in the scene file. Written back as the source it was.
    static var swiftUI: Self {
        let lines = SchemaValue<String>.lines
        return Self(
            read: { r, n, p throws(SceneError) in
                let source = try r.string(n, p)
                let (firstLine, indent) = origin(of: n, in: r)
                do throws(SwiftUIReadError) {
                    let root = try ViewReader.view(from: source)
                    return SwiftUIBody(source: source, hosted: HostedScreen(root), firstLine: firstLine, indent: indent)
                } catch {
                    throw SceneError(
                        file: r.file, line: firstLine + error.line - 1, column: indent + error.column, keyPath: p, message: "swiftUI: \(error.message)")
                }
            },
            flow: { lines.flow($0.source) }, block: { key, body, w in lines.write(key, body.source, &w) }, json: lines.json)
    }

    /// The file line of the source's first line and the columns before its text: a block's
    /// lines start on the line after its indicator, indented as its first line is; a one-line
    /// value starts where it stands (after its quote).
    private static func origin(of node: Node, in reader: YAMLReader) -> (line: Int, indent: Int) {
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
