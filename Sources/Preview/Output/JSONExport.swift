import Geometry

/// SPEC's JSON output (`render --format json`): one object, numbers in points, views parents first.
public enum JSONExport {
    public static func value(_ layout: Layout) -> JSONValue {
        let scene = layout.scene
        var root: [(String, JSONValue)] = [
            // The shape's version (names fixed by SPEC; fields only added within a version) and
            // the tool that wrote it, as lint's JSON has them.
            ("schemaVersion", .number(1)),
            ("tool", .string("layoutpreview \(Version.current)")),
            ("scene", .string(scene.title)),
            ("device", .string(scene.device.id)),
            ("orientation", .string(scene.orientation.rawValue)),
            ("ios", .number(Double(scene.ios))),
        ]
        if scene.ios >= 26 { root.append(("design", .string(scene.design.rawValue))) }
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
