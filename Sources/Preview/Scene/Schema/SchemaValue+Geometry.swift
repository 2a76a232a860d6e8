import Geometry
import Yams

/// Numbers by name in a flow mapping (`{top, left, bottom, right}`, `{width, height}`): every
/// name optional when read (0, or `start`, where missing), every name written.
private func numbers(
    _ names: [String], range: ClosedRange<Double>, what: String, required: Bool = false, start: Double = 0
) -> SchemaValue<[Double]> {
    SchemaValue(
        read: { r, n, p throws(SceneError) in
            var values = [Double](repeating: start, count: names.count)
            for (key, _, value) in try r.mapping(n, p, allowed: names) {
                if let i = names.firstIndex(of: key) { values[i] = try r.number(value, r.join(p, key), range: range, what: what) }
            }
            return values
        },
        flow: { values in "{" + zip(names, values).map { "\($0): \(SceneWriter.number($1))" }.joined(separator: ", ") + "}" },
        json: .object(
            [
                ("type", .string("object")), ("additionalProperties", .bool(false)),
                (
                    "properties",
                    .object(names.map { ($0, SchemaValue<Double>.number(range, what: what).json) })
                ),
            ] + (required ? [("required", .array(names.map { .string($0) }))] : [])))
}

extension SchemaValue where Value == EdgeInsets {
    /// `{top, left, bottom, right}`.
    static func insets(_ range: ClosedRange<Double> = -100_000...100_000) -> Self {
        numbers(["top", "left", "bottom", "right"], range: range, what: "a number").map(
            { v in EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]) }, { [$0.top, $0.left, $0.bottom, $0.right] })
    }
}

extension SchemaValue where Value == DirectionalEdgeInsets {
    /// `{top, leading, bottom, trailing}` (UIKit's `NSDirectionalEdgeInsets`).
    static var directionalInsets: Self {
        numbers(["top", "leading", "bottom", "trailing"], range: -10_000...10_000, what: "a margin in points").map(
            { v in DirectionalEdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3]) },
            { [$0.top, $0.leading, $0.bottom, $0.trailing] })
    }
}

extension SchemaValue where Value == Size {
    /// `{width, height}`.
    static var size: Self {
        numbers(["width", "height"], range: 0...100_000, what: "a size in points").map(
            { v in Size(width: v[0], height: v[1]) }, { [$0.width, $0.height] })
    }
}

extension SchemaValue where Value == Point {
    /// `{x, y}`.
    static var point: Self {
        numbers(["x", "y"], range: -100_000...100_000, what: "a number").map({ v in Point(x: v[0], y: v[1]) }, { [$0.x, $0.y] })
    }
}

extension SchemaValue where Value == AxisPriorities {
    /// `{horizontal: 250, vertical: 251}`; a missing axis is UIKit's 250.
    static var axisPriorities: Self {
        SchemaValue(
            read: { r, n, p throws(SceneError) in
                var result = AxisPriorities(horizontal: 250, vertical: 250)
                for (key, _, value) in try r.mapping(n, p, allowed: ["horizontal", "vertical"]) {
                    let v = try r.integer(value, r.join(p, key), range: 1...1000, what: "a priority")
                    if key == "horizontal" { result.horizontal = v } else { result.vertical = v }
                }
                return result
            },
            flow: { "{horizontal: \($0.horizontal), vertical: \($0.vertical)}" },
            json: numbers(["horizontal", "vertical"], range: 1...1000, what: "a priority").json)
    }
}

extension SchemaValue where Value == Set<Edge> {
    /// `all`, `none`, one edge, or a list of edges.
    static var edges: Self {
        let edge = SchemaValue<Edge>.choice("edge")
        let list = SchemaValue<Set<Edge>>.set(of: edge, what: "edges")
        return SchemaValue(
            read: { r, n, p throws(SceneError) in
                if case .sequence = n { return try list.read(r, n, p) }
                let word = try r.string(n, p)
                guard let edges = Edge.set(named: word) else {
                    throw r.error(
                        n, p,
                        "unknown edgesForExtendedLayout '\(Sanitized.short(word))'; expected all, none or a list of top, left, bottom, right\(Suggestion.hint(for: word, in: Edge.setWords + Edge.allCases.map(\.rawValue)))"
                    )
                }
                return edges
            },
            flow: { edges in
                let words = Edge.words(edges)
                return Edge.setWords.contains(words[0]) ? words[0] : "[" + words.joined(separator: ", ") + "]"
            },
            json: .object([("oneOf", .array([.object([("enum", .array((Edge.setWords + Edge.allCases.map(\.rawValue)).map { .string($0) }))]), list.json]))]))
    }
}
