import Geometry
import Yams

/// The scene schema (SPEC "Scene files"), declared once: each mapping's keys in the order a
/// scene file is written. Reading (`SceneLoader`), writing (`SceneWriter`), the JSON Schema and
/// the docs' key tables (`SceneSchemaDocument`) are made from these tables.
enum SceneSchema {
    /// The scene file itself.
    static let root = SchemaMapping<Scene>(
        name: "scene", empty: Scene(),
        fields: [
            .init("title", \.title, .text, default: "Untitled scene", written: .always, doc: "shown in headers and exports"),
            .init("notes", \.notes, .lines, default: "", written: .always, doc: "lesson text; a `|` block keeps its lines"),
            .init(
                "device", \.deviceChoice, .device, default: Scene().deviceChoice, written: .always,
                doc: "a catalog id (`layoutpreview devices`), or a custom device (below)"),
            .init(
                "orientation", \.orientation, .choice("orientation"), default: .portrait, written: .always,
                doc: "`portrait`, `portraitUpsideDown` (not on Face ID iPhones), `landscapeLeft`, `landscapeRight`"),
            .init(
                "window", \.window, .window, default: .full,
                doc:
                    "iPad: `two-thirds`, `half` (landscape only), `third` (Split View), `slide-over`, or `{width: 700, height: 900}` (a Stage Manager or iPadOS 26 window, within the screen). Sizes come from Apple's multitasking tables per screen (RULES §12; a screen they lack is derived from its nearest row, low confidence); the size classes, margins, bars and insets follow the window. On iPhone the window is the screen"
            ),
            .init(
                "sheet", \.sheet, .sheet, defaultText: "none",
                doc:
                    "The controller is presented as a page sheet (UIKit's `.pageSheet`, SwiftUI's `.sheet`) resting at this detent: `large`, `medium`, `{height: 300}` (points above the bottom safe-area inset) or `{fraction: 0.4}` (of the largest detent). iPhone, iOS 13 on; frames are in the sheet's points, and the sheet's place on the screen is in its explanation and in JSON's `sheet` ([sheets.md](sheets.md)). In a regular-width window the controller fills the window (a form sheet is not modelled)"
            ),
            .init(
                "ios", \.requestedIOS, .iosVersion, defaultText: "the device's newest, at most 27",
                doc: "7–18, 26, 27; below 11 is the iOS 7–10 legacy mode"),
            .init(
                "designIOS", \.designIOS, .iosVersion, defaultText: "none",
                doc:
                    "the iOS the scene's own device shows when `ios` is not given; another device uses its newest (`import` writes the iOS the document's Xcode canvas showed)"
            ),
            .init(
                "design", \.requestedDesign, .choice("design"), defaultText: "`liquidGlass` from iOS 26",
                doc: "`liquidGlass`, `compatibility` (UIDesignRequiresCompatibility)"),
            .init(
                "source", \.source, .choice("source"), default: .storyboard,
                doc: "`storyboard`, `xib`: how safe-area guides back-deploy to iOS 9/10 (R45)"),
            .init(
                "layoutDirection", \.layoutDirection, .choice("layout direction"), default: .leftToRight,
                doc:
                    "`rightToLeft`: leading is the right edge for constraints, pins and directional margins; horizontal stacks arrange from the right (R27)"
            ),
            .init(
                "importWarnings", \.importWarnings, .list(of: .text, what: "warnings"), default: [], defaultText: "none",
                doc: "what an import from a storyboard or xib left out (written by `import`); every output says it in its warnings"),
            .init("statusBar", \.statusBar, .choice("statusBar"), default: .visible, written: .always, doc: ""),
            .init(
                "tabBar", \.tabBar, .mapping({ SceneSchema.tabBar }, named: "tabBar", nullIsEmpty: true), defaultText: "none",
                doc: "the controller is in a tab bar controller (keys below)"),
            .init(
                "navigation", \.navigation, .mapping({ SceneSchema.navigation }, named: "navigation", nullIsEmpty: true),
                defaultText: "none", doc: "the controller is in a navigation controller, inside the tab bar controller when both are there (keys below)"),
            .init(
                "controller", \.controller, .mapping({ SceneSchema.controller }, named: "controller", nullIsEmpty: true),
                default: ControllerConfiguration(), written: .always, defaultText: "UIKit's defaults", doc: "the content controller (keys below)"),
            .init(
                "swiftUI", \.swiftUI, .swiftUI,
                doc: "a SwiftUI view in Swift, hosted by the controller instead of `views` (below; docs/swiftui.md)"),
            .init("views", \.views, .views, default: [], defaultText: "none", doc: "the controller's view's subviews, back to front (below)"),
        ],
        places: \Scene.keyPlaces,
        finish: { scene in
            if let body = scene.swiftUI { scene.host(body) }
        })
}

extension SchemaValue where Value == DeviceChoice {
    /// A catalog id, or a custom device as a mapping.
    static var device: Self {
        let custom = SchemaValue<CustomDevice>.mapping({ SceneSchema.customDevice }, named: "customDevice")
        return Self(
            read: { r, n, p throws(SceneError) in
                if case .mapping = n { return .custom(try custom.read(r, n, p).device) }
                let id = try r.string(n, p)
                guard let device = DeviceCatalog.device(id: id) else {
                    throw r.error(
                        n, p,
                        "unknown device '\(Sanitized.short(id))'; expected a catalog id (see `layoutpreview devices`) or an inline custom device\(Suggestion.hint(for: id, in: DeviceCatalog.devices.map(\.id)))"
                    )
                }
                return .catalog(device)
            },
            flow: { choice in choice.isCustom ? custom.flow(CustomDevice(choice.device)) : choice.device.id },
            block: { key, choice, w in
                if choice.isCustom { custom.write(key, CustomDevice(choice.device), &w) } else { w.line("\(key): \(choice.device.id)") }
            },
            json: .object([("oneOf", .array([type("string"), custom.json]))]))
    }
}

extension SchemaValue where Value: CustomStringConvertible & Sendable {
    /// One of `named` by its name, or a mapping that `mapping` reads (`window`, `sheet`).
    static func named(
        _ named: [Value], what: String, expected: String, mappings: [JSONValue],
        mapping: @escaping @Sendable (YAMLReader, Node, String) throws(SceneError) -> Value,
        flow: @escaping @Sendable (Value) -> String
    ) -> Self {
        let names = named.map(\.description)
        return Self(
            read: { r, n, p throws(SceneError) in
                if case .mapping = n { return try mapping(r, n, p) }
                let text = try r.string(n, p)
                guard let value = named.first(where: { $0.description == text }) else {
                    throw r.error(n, p, "unknown \(what) '\(Sanitized.short(text))'; expected \(expected)\(Suggestion.hint(for: text, in: names))")
                }
                return value
            },
            flow: flow, json: .object([("oneOf", .array([.object([("enum", .array(names.map { .string($0) }))])] + mappings))]))
    }
}

extension SchemaValue where Value == WindowChoice {
    /// `full`, `two-thirds`, `half`, `third`, `slide-over`, or `{width, height}` in points.
    static var window: Self {
        let free = JSONValue.object([
            ("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .array([.string("width"), .string("height")])),
            ("properties", .object(["width", "height"].map { ($0, SchemaValue<Double>.number(WindowChoice.sizeRange, what: "points").json) })),
        ])
        return .named(
            WindowChoice.named, what: "window", expected: "full, two-thirds, half, third, slide-over or {width, height}", mappings: [free],
            mapping: { r, n, p throws(SceneError) in
                var size = Size(width: 0, height: 0)
                for (key, _, value) in try r.mapping(n, p, allowed: ["width", "height"]) {
                    let v = try r.number(value, r.join(p, key), range: WindowChoice.sizeRange, what: "points")
                    if key == "width" { size.width = v } else { size.height = v }
                }
                guard size.width > 0, size.height > 0 else { throw r.error(n, p, "a free window needs both width and height") }
                return .free(size)
            },
            flow: { window in
                guard case .free(let size) = window else { return window.description }
                return "{width: \(SceneWriter.number(size.width)), height: \(SceneWriter.number(size.height))}"
            })
    }
}

extension SchemaValue where Value == SheetDetent {
    /// `large`, `medium`, `{height: points}` or `{fraction: share}`.
    static var sheet: Self {
        func one(_ key: String, _ range: ClosedRange<Double>) -> JSONValue {
            .object([
                ("type", .string("object")), ("additionalProperties", .bool(false)), ("required", .array([.string(key)])),
                ("properties", .object([(key, SchemaValue<Double>.number(range).json)])),
            ])
        }
        return .named(
            SheetDetent.named, what: "detent", expected: "large, medium, {height: points} or {fraction: share}",
            mappings: [one("height", SheetDetent.heightRange), one("fraction", SheetDetent.fractionRange)],
            mapping: { r, n, p throws(SceneError) in
                let entries = try r.mapping(n, p, allowed: ["height", "fraction"])
                guard entries.count == 1, let (key, _, value) = entries.first else {
                    throw r.error(n, p, "a custom detent is {height: points} or {fraction: share}, one of them")
                }
                let place = r.join(p, key)
                return key == "height"
                    ? .height(try r.number(value, place, range: SheetDetent.heightRange, what: "points"))
                    : .fraction(try r.number(value, place, range: SheetDetent.fractionRange, what: "a share of the largest detent"))
            },
            flow: { detent in
                switch detent {
                case .height(let h): "{height: \(SceneWriter.number(h))}"
                case .fraction(let f): "{fraction: \(SceneWriter.number(f))}"
                default: detent.description
                }
            })
    }
}

extension SchemaValue where Value == Int {
    /// An iOS version a scene may name (R6a).
    static var iosVersion: Self {
        let integer = SchemaValue<Int>.integer(0...1_000, what: "an iOS version")
        return Self(
            read: { r, n, p throws(SceneError) in
                let ios = try integer.read(r, n, p)
                guard IOSVersion.isValid(ios) else { throw r.error(n, p, "iOS \(ios) is not a version layoutpreview models; \(IOSVersion.expected)") }
                return ios
            },
            flow: integer.flow,
            json: .object([
                ("type", .string("integer")),
                ("anyOf", .array([SchemaValue<Int>.integer(7...18, what: "").json, SchemaValue<Int>.integer(26...IOSVersion.newest, what: "").json])),
            ]))
    }
}
