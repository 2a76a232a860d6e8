import Geometry
import Yams

extension SchemaValue where Value == FrameSpec {
    /// `fill | safeArea | margins | {x, y, width, height} | pins`.
    static var frame: Self {
        Self(read: { r, n, p throws(SceneError) in try FrameReading(reader: r).frame(n, p) }, flow: FrameReading.written, json: FrameReading.json)
    }
}

/// How a view's `frame` is read: a word, a rectangle, or pins (per axis two edges, or one edge
/// and a size).
private struct FrameReading {
    let reader: YAMLReader
    static let words = ["fill", "safeArea", "margins"]
    static let rectKeys = ["x", "y", "width", "height"]
    static let pinKeys = ["top", "bottom", "leading", "trailing", "width", "height"]

    func frame(_ node: Node, _ path: String) throws(SceneError) -> FrameSpec {
        if case .scalar = node {
            let word = try reader.string(node, path)
            switch word {
            case "fill": return .fill
            case "safeArea": return .safeArea
            case "margins": return .margins
            default:
                throw reader.error(
                    node, path,
                    "unknown frame '\(Sanitized.short(word))'; expected fill, safeArea, margins, {x, y, width, height} or pins {top, bottom, leading, trailing, width, height}\(Suggestion.hint(for: word, in: Self.words))"
                )
            }
        }
        let pairs = try reader.mapping(node, path, allowed: Array(Set(Self.rectKeys + Self.pinKeys)).sorted())
        if pairs.contains(where: { $0.key == "x" || $0.key == "y" }) {
            var values: [String: Double] = [:]
            for (key, keyNode, value) in pairs {
                guard Self.rectKeys.contains(key) else {
                    throw reader.error(keyNode, reader.join(path, key), "a frame with x and y takes x, y, width and height; '\(key)' belongs to pins")
                }
                let isSize = key == "width" || key == "height"
                values[key] = try reader.number(
                    value, reader.join(path, key), range: isSize ? 0...100_000 : -100_000...100_000,
                    what: isSize ? "a size in points" : "a coordinate in points")
            }
            for key in Self.rectKeys where values[key] == nil {
                throw reader.error(node, path, "a frame rectangle needs x, y, width and height; '\(key)' is missing")
            }
            return .rect(Rect(x: values["x"] ?? 0, y: values["y"] ?? 0, width: values["width"] ?? 0, height: values["height"] ?? 0))
        }
        var pins = Pins()
        for (key, _, value) in pairs {
            let p = reader.join(path, key)
            switch key {
            case "width": pins.width = try reader.number(value, p, range: 0...100_000, what: "a size in points")
            case "height": pins.height = try reader.number(value, p, range: 0...100_000, what: "a size in points")
            case "top": pins.top = try pin(value, p)
            case "bottom": pins.bottom = try pin(value, p)
            case "leading": pins.leading = try pin(value, p)
            default: pins.trailing = try pin(value, p)
            }
        }
        try checkAxis(start: pins.top, end: pins.bottom, size: pins.height, names: ("top", "bottom", "height"), node: node, path: path)
        try checkAxis(start: pins.leading, end: pins.trailing, size: pins.width, names: ("leading", "trailing", "width"), node: node, path: path)
        return .pins(pins)
    }

    /// Per axis: two edges, or one edge and a size, or nothing.
    private func checkAxis(start: Pin?, end: Pin?, size: Double?, names: (String, String, String), node: Node, path: String) throws(SceneError) {
        switch (start != nil, end != nil, size != nil) {
        case (true, true, true):
            throw reader.error(node, path, "pins give \(names.0), \(names.1) and \(names.2); expected two edges or one edge and a size")
        case (true, false, false), (false, true, false):
            throw reader.error(
                node, path,
                "pins give \(start != nil ? names.0 : names.1) without \(names.2); expected \(names.2) or the opposite edge \(start != nil ? names.1 : names.0)"
            )
        case (false, false, true):
            throw reader.error(node, path, "pins give \(names.2) without an edge; expected \(names.0) or \(names.1) too")
        default:
            break
        }
    }

    /// `safeArea`, or `{to: safeArea, constant: 8}`.
    private func pin(_ node: Node, _ path: String) throws(SceneError) -> Pin {
        if case .scalar = node {
            return Pin(try reader.choice(node, path, what: "pin anchor"))
        }
        var pin = Pin(.superview)
        var hasAnchor = false
        for (key, _, value) in try reader.mapping(node, path, allowed: ["to", "constant"]) {
            let p = reader.join(path, key)
            if key == "to" {
                pin.anchor = try reader.choice(value, p, what: "pin anchor")
                hasAnchor = true
            } else {
                pin.constant = try reader.number(value, p)
            }
        }
        guard hasAnchor else { throw reader.error(node, path, "a pin needs 'to': superview, safeArea or margins") }
        return pin
    }

    static func written(_ f: FrameSpec) -> String {
        let number = SceneWriter.number
        switch f {
        case .fill: return "fill"
        case .safeArea: return "safeArea"
        case .margins: return "margins"
        case .rect(let r):
            return "{x: \(number(r.minX)), y: \(number(r.minY)), width: \(number(r.width)), height: \(number(r.height))}"
        case .pins(let p):
            var parts: [String] = []
            for (key, pin) in [("top", p.top), ("bottom", p.bottom), ("leading", p.leading), ("trailing", p.trailing)] {
                guard let pin else { continue }
                parts.append(pin.constant == 0 ? "\(key): \(pin.anchor.rawValue)" : "\(key): {to: \(pin.anchor.rawValue), constant: \(number(pin.constant))}")
            }
            if let width = p.width { parts.append("width: \(number(width))") }
            if let height = p.height { parts.append("height: \(number(height))") }
            return "{" + parts.joined(separator: ", ") + "}"
        }
    }

    static var json: JSONValue {
        let size = SchemaValue<Double>.number(0...100_000).json
        let coordinate = SchemaValue<Double>.number().json
        let anchor = JSONValue.object([("enum", .array(PinAnchor.allCases.map { .string($0.rawValue) }))])
        let pin = JSONValue.object([
            (
                "oneOf",
                .array([
                    anchor,
                    .object([
                        ("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .array([.string("to")])),
                        ("properties", .object([("to", anchor), ("constant", coordinate)])),
                    ]),
                ])
            )
        ])
        let rect = JSONValue.object([
            ("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .array(rectKeys.map { .string($0) })),
            ("properties", .object([("x", coordinate), ("y", coordinate), ("width", size), ("height", size)])),
        ])
        let pins = JSONValue.object([
            ("type", .string("object")), ("additionalProperties", .bool(false)),
            ("properties", .object(pinKeys.map { ($0, $0 == "width" || $0 == "height" ? size : pin) })),
        ])
        return .object([("oneOf", .array([.object([("enum", .array(words.map { .string($0) }))]), rect, pins]))])
    }
}
