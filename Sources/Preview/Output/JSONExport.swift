import Geometry

/// SPEC's JSON output (`render --format json`): one object, numbers in points, views parents first;
/// and `explain` and `compare` as JSON. Each output's JSON Schema is in `docs/json/`.
public enum JSONExport {
    /// What every JSON output starts with: the shape's version (names fixed by SPEC; fields only
    /// added within a version) and the tool that wrote it.
    public static let header: [(String, JSONValue)] = [
        ("schemaVersion", .number(1)),
        ("tool", .string("layoutpreview \(Version.current)")),
    ]

    /// The scene a layout is of: its title, device, orientation, iOS and (iOS 26 on) design.
    static func sceneFields(_ layout: Layout) -> [(String, JSONValue)] {
        let scene = layout.scene
        var fields: [(String, JSONValue)] = [
            ("scene", .string(scene.title)),
            ("device", .string(scene.device.id)),
            ("orientation", .string(scene.orientation.rawValue)),
            ("ios", .number(Double(scene.ios))),
        ]
        if scene.ios >= 26 { fields.append(("design", .string(scene.design.rawValue))) }
        // The window the layout has: on iPhone every window is the screen.
        fields.append(("window", .string(layout.window.description)))
        // A page sheet: its detent and where it is on the screen (frames are in its points).
        if let window = layout.metrics.window, let detent = window.sheet {
            fields.append(
                ("sheet", .object([("detent", .string(detent.description)), ("frame", rect(Rect(origin: window.origin, size: window.size)))])))
        }
        fields.append(
            (
                "sizeClasses",
                .object([
                    ("horizontal", .string(layout.metrics.widthClass.rawValue)),
                    ("vertical", .string(layout.metrics.heightClass.rawValue)),
                ])
            ))
        return fields
    }

    public static func value(_ layout: Layout) -> JSONValue {
        var root = header + sceneFields(layout)
        root += [
            ("screen", size(layout.metrics.screenSize)),
            ("views", .array(layout.views.map(view))),
            ("warnings", .array(layout.warnings.map { .string($0) })),
        ]
        if !layout.notes.isEmpty {
            root.append(("notes", .array(layout.notes.map { .string($0.description) })))
        }
        return .object(root)
    }

    public static func string(_ layout: Layout) -> String { value(layout).serialized() + "\n" }

    /// `explain --format json`: each view (or the one named) with its numbers, and each number's
    /// (or each inset edge's) explanation in words with its confidence.
    public static func explain(_ layout: Layout, view name: String? = nil) -> String {
        let views = layout.views.filter { name == nil || $0.name == name }.map { v -> JSONValue in
            var o: [(String, JSONValue)] = [("name", .string(v.name))]
            if let parent = v.parent { o.append(("parent", .string(parent))) }
            o.append(("numbers", .object(v.numbers.map { ($0.key, .string($0.value)) })))
            o.append(
                (
                    "explanations",
                    .array(
                        v.explain.map { e in
                            .object([
                                ("key", .string(e.key)), ("because", .string(e.explanation.text)),
                                ("confidence", .string(e.explanation.confidence.rawValue)),
                            ])
                        })
                ))
            return .object(o)
        }
        var root = header + sceneFields(layout)
        root += [("views", .array(views)), ("warnings", .array(layout.warnings.map { .string($0) }))]
        if name == nil, !layout.notes.isEmpty { root.append(("notes", .array(layout.notes.map { .string($0.description) }))) }
        return JSONValue.object(root).serialized() + "\n"
    }

    /// `compare --format json`: both sides' scenes and every number that differs.
    public static func compare(_ a: Layout, _ b: Layout) -> String {
        let differences = Comparison.differences(a, b).map { d -> JSONValue in
            .object([("view", .string(d.view)), ("property", .string(d.property)), ("left", .string(d.a)), ("right", .string(d.b))])
        }
        return JSONValue.object(
            header + [
                ("left", .object(sceneFields(a))), ("right", .object(sceneFields(b))),
                ("differences", .array(differences)),
            ]
        ).serialized() + "\n"
    }

    static func view(_ v: LayoutView) -> JSONValue {
        var o: [(String, JSONValue)] = [("name", .string(v.name))]
        if let parent = v.parent { o.append(("parent", .string(parent))) }
        o.append(("frame", rect(v.frame)))
        o.append(("windowFrame", rect(v.windowFrame)))
        o.append(("safeAreaInsets", insets(v.safeAreaInsets)))
        o.append(("layoutMargins", insets(v.layoutMargins)))
        if let translucent = v.translucent { o.append(("translucent", .bool(translucent))) }
        if let s = v.scroll {
            o.append(("contentInset", insets(s.contentInset)))
            o.append(("adjustedContentInset", insets(s.adjustedContentInset)))
            o.append(("contentOffset", .object([("x", .number(s.contentOffset.x)), ("y", .number(s.contentOffset.y))])))
            o.append(("contentSize", size(s.contentSize)))
            o.append(("contentInsetAdjustmentBehavior", .string(s.contentInsetAdjustmentBehavior.rawValue)))
        }
        o.append(("explain", .object(v.explain.map { ($0.key, .string($0.explanation.description)) })))
        return .object(o)
    }

    static func rect(_ r: Rect) -> JSONValue {
        .object([("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)), ("height", .number(r.height))])
    }

    static func size(_ s: Size) -> JSONValue {
        .object([("width", .number(s.width)), ("height", .number(s.height))])
    }

    static func insets(_ i: EdgeInsets) -> JSONValue {
        .object([("top", .number(i.top)), ("left", .number(i.left)), ("bottom", .number(i.bottom)), ("right", .number(i.right))])
    }
}
