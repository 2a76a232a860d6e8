import Geometry
import Yams

/// One kind of value a scene key holds: how it is read (with errors that say what was
/// expected), written back, and described in JSON Schema. The scene schema's fields
/// (`SchemaField`) are made of these, so a key's type is stated once.
struct SchemaValue<Value>: Sendable {
    /// Reads the node at the key path.
    let read: @Sendable (YAMLReader, Node, String) throws(SceneError) -> Value
    /// The value as one line of YAML (a flow value).
    let flow: @Sendable (Value) -> String
    /// The value written under its key in a block mapping; nil: `key: flow` on one line.
    var block: (@Sendable (String, Value, inout YAMLLines) -> Void)?
    /// Its JSON Schema.
    let json: JSONValue
    /// The values it takes, for the docs where a key says no more (a choice's cases).
    var values: String?

    init(
        read: @escaping @Sendable (YAMLReader, Node, String) throws(SceneError) -> Value,
        flow: @escaping @Sendable (Value) -> String, block: (@Sendable (String, Value, inout YAMLLines) -> Void)? = nil,
        json: JSONValue
    ) {
        self.read = read
        self.flow = flow
        self.block = block
        self.json = json
    }

    /// Writes `key: value`, in block form where the value has one.
    func write(_ key: String, _ value: Value, _ w: inout YAMLLines) {
        if let block { block(key, value, &w) } else { w.line("\(key): \(flow(value))") }
    }

    /// The same value read and written as another type (a set as a list, a device as its choice).
    func map<Other>(
        _ to: @escaping @Sendable (Value) -> Other, _ from: @escaping @Sendable (Other) -> Value
    ) -> SchemaValue<Other> {
        let read = self.read
        let flow = self.flow
        var mapped: (@Sendable (String, Other, inout YAMLLines) -> Void)?
        if let block = self.block {
            mapped = { (key: String, value: Other, w: inout YAMLLines) in block(key, from(value), &w) }
        }
        return SchemaValue<Other>(
            read: { (r: YAMLReader, n: Node, p: String) throws(SceneError) -> Other in to(try read(r, n, p)) },
            flow: { flow(from($0)) }, block: mapped, json: json)
    }

    /// JSON Schema's `{"type": …}` with more properties.
    static func type(_ name: String, _ more: (String, JSONValue)...) -> JSONValue {
        .object([("type", .string(name))] + more)
    }
}

extension SchemaValue where Value == Bool {
    static var bool: Self {
        Self(read: { r, n, p throws(SceneError) in try r.bool(n, p) }, flow: { "\($0)" }, json: type("boolean"))
    }
}

extension SchemaValue where Value == String {
    /// One string, written quoted.
    static var text: Self {
        Self(read: { r, n, p throws(SceneError) in try r.string(n, p) }, flow: SceneWriter.quoted, json: type("string"))
    }

    /// Text written as a literal block when it has several lines (notes, SwiftUI source).
    static var lines: Self {
        var value = text
        value.block = { key, text, w in
            if let block = SceneWriter.literalBlock(text) {
                w.line("\(key): " + block.indicator)
                w.nest { w in for line in block.lines { w.line(line) } }
            } else {
                w.line("\(key): \(SceneWriter.quoted(text))")
            }
        }
        return value
    }
}

extension SchemaValue where Value == Double {
    /// A finite number within `range`, written in its shortest exact form.
    static func number(_ range: ClosedRange<Double> = -100_000...100_000, what: String = "a number") -> Self {
        Self(
            read: { r, n, p throws(SceneError) in try r.number(n, p, range: range, what: what) }, flow: SceneWriter.number,
            json: type("number", ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))))
    }
}

extension SchemaValue where Value == Int {
    static func integer(_ range: ClosedRange<Int>, what: String) -> Self {
        Self(
            read: { r, n, p throws(SceneError) in try r.integer(n, p, range: range, what: what) }, flow: { "\($0)" },
            json: type("integer", ("minimum", .number(Double(range.lowerBound))), ("maximum", .number(Double(range.upperBound)))))
    }
}

extension SchemaValue where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of an enum's cases by its UIKit name; `advice` may say how to write a name that is
    /// not one of them.
    static func choice(_ what: String, advice: @escaping @Sendable (String) -> String? = { _ in nil }) -> Self {
        var value = Self(
            read: { r, n, p throws(SceneError) in try r.choice(n, p, what: what, advice: advice) }, flow: \.rawValue,
            json: .object([("enum", .array(Value.allCases.map { .string($0.rawValue) }))]))
        value.values = Value.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        return value
    }
}

extension SchemaValue {
    /// A list of values, written as a flow list.
    static func list<Item: Sendable>(of item: SchemaValue<Item>, what: String) -> Self where Value == [Item] {
        Self(
            read: { r, n, p throws(SceneError) in
                var items: [Item] = []
                for node in try r.sequence(n, p, what: what) { items.append(try item.read(r, node, p)) }
                return items
            },
            flow: { "[" + $0.map(item.flow).joined(separator: ", ") + "]" },
            json: .object([("type", .string("array")), ("items", item.json)]))
    }

    /// A set of choices, written as a flow list in the enum's order.
    static func set<Item>(of item: SchemaValue<Item>, what: String) -> Self
    where Value == Set<Item>, Item: CaseIterable & Hashable & Sendable {
        SchemaValue<[Item]>.list(of: item, what: what).map({ Set($0) }, { set in Item.allCases.filter(set.contains) })
    }
}
