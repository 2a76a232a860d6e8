import Geometry
import Yams

/// The scene schema (SPEC "Scene files") over a `YAMLReader`.
struct SceneDecoder {
    let reader: YAMLReader

    static let rootKeys = [
        "title", "notes", "device", "orientation", "window", "sheet", "ios", "designIOS", "design", "source", "layoutDirection", "importWarnings", "statusBar",
        "tabBar",
        "navigation", "controller", "views", "swiftUI",
    ]
    static let scrollKeys = [
        "contentSize", "rows", "rowHeight", "contentInset", "contentInsetAdjustmentBehavior",
        "alwaysBounceVertical", "alwaysBounceHorizontal", "isScrollEnabled", "contentOffset",
    ]
    static let viewKeys =
        ["name", "kind", "frame"] + scrollKeys + [
            "text", "interactive", "background", "subviews",
            "constraints", "intrinsicContentSize", "contentHuggingPriority",
            "compressionResistancePriority", "hidden", "autoresizingMask", "axis", "distribution",
            "alignment", "spacing", "isLayoutMarginsRelativeArrangement",
            "directionalLayoutMargins", "alignmentRectInsets", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "fontSize",
        ]
    /// Names the engine gives its own views; a scene view may not take them.

    func scene(_ root: Node) throws(SceneError) -> Scene {
        var scene = Scene()
        var names = Set<String>()
        var orientationNode: Node?
        var windowNode: Node?
        var viewsNode: Node?
        var swiftUINode: Node?
        var swiftUIBody: SwiftUIBody?
        for (key, _, value) in try reader.mapping(root, "", allowed: SceneDecoder.rootKeys) {
            switch key {
            case "title": scene.title = try reader.string(value, key)
            case "notes": scene.notes = try reader.string(value, key)
            case "device":
                if case .mapping = value {
                    scene.deviceChoice = .custom(try CustomDeviceDecoder(reader: reader).device(value, key))
                } else {
                    let id = try reader.string(value, key)
                    guard let device = DeviceCatalog.device(id: id) else {
                        let ids = DeviceCatalog.devices.map(\.id)
                        throw reader.error(
                            value, key,
                            "unknown device '\(Sanitized.short(id))'; expected a catalog id (see `layoutpreview devices`) or an inline custom device\(Suggestion.hint(for: id, in: ids))"
                        )
                    }
                    scene.deviceChoice = .catalog(device)
                }
            case "orientation":
                scene.orientation = try reader.choice(value, key, what: "orientation")
                orientationNode = value
            case "window":
                scene.window = try window(value, key)
                windowNode = value
            case "sheet": scene.sheet = try sheet(value, key)
            case "ios", "designIOS":
                let ios = try reader.integer(value, key, range: 0...1_000, what: "an iOS version")
                guard IOSVersion.isValid(ios) else {
                    throw reader.error(value, key, "iOS \(ios) is not a version layoutpreview models; \(IOSVersion.expected)")
                }
                if key == "ios" { scene.ios = ios } else { scene.designIOS = ios }
            case "design": scene.requestedDesign = try reader.choice(value, key, what: "design")
            case "source": scene.source = try reader.choice(value, key, what: "source")
            case "layoutDirection": scene.layoutDirection = try reader.choice(value, key, what: "layout direction")
            case "importWarnings":
                scene.importWarnings = try reader.sequence(value, key, what: "warnings").enumerated().map { (i, item) throws(SceneError) in
                    try reader.string(item, "\(key)[\(i)]")
                }
            case "statusBar": scene.statusBar = try reader.choice(value, key, what: "statusBar")
            case "tabBar": scene.tabBar = try tabBar(value, key)
            case "navigation": scene.navigation = try navigation(value, key)
            case "controller": scene.controller = try controller(value, key)
            case "swiftUI":
                swiftUIBody = try swiftUI(value, key)
                swiftUINode = value
            default:
                scene.views = try views(value, key, depth: 1, names: &names)
                viewsNode = value
            }
        }
        if let body = swiftUIBody {
            if viewsNode != nil || scene.controller.view != nil {
                throw reader.error(
                    swiftUINode, "swiftUI", "a scene's controller shows UIKit views (views, controller.view) or a SwiftUI view (swiftUI), not both")
            }
            scene.host(body)
        }
        try SceneChecks(file: reader.file).validate(scene)
        // Frames are set for the scene's own device, as Interface Builder stores them; on another
        // device autoresizing masks resize them (R47).
        scene.designSize = scene.orientation.isLandscape ? scene.device.portraitSize.transposed : scene.device.portraitSize
        scene.designDeviceName = scene.device.name
        if let problem = scene.orientationProblem {
            throw reader.error(orientationNode, "orientation", problem)
        }
        if let problem = scene.windowProblem {
            throw reader.error(windowNode, "window", problem)
        }
        return scene
    }

    /// `full`, `two-thirds`, `half`, `third`, `slide-over`, or `{width, height}` in points.
    private func window(_ node: Node, _ path: String) throws(SceneError) -> WindowChoice {
        if case .mapping = node {
            var size = Size(width: 0, height: 0)
            let range = WindowChoice.sizeRange
            for (key, _, value) in try reader.mapping(node, path, allowed: ["width", "height"]) {
                let v = try reader.number(value, reader.join(path, key), range: range, what: "points")
                if key == "width" { size.width = v } else { size.height = v }
            }
            guard size.width > 0, size.height > 0 else { throw reader.error(node, path, "a free window needs both width and height") }
            return .free(size)
        }
        let text = try reader.string(node, path)
        guard let named = WindowChoice.named.first(where: { $0.description == text }) else {
            throw reader.error(
                node, path,
                "unknown window '\(Sanitized.short(text))'; expected full, two-thirds, half, third, slide-over or {width, height}\(Suggestion.hint(for: text, in: WindowChoice.named.map(\.description)))"
            )
        }
        return named
    }

    /// `large`, `medium`, `{height: points}` or `{fraction: share}` (SheetDetent).
    private func sheet(_ node: Node, _ path: String) throws(SceneError) -> SheetDetent {
        if case .mapping = node {
            let entries = try reader.mapping(node, path, allowed: ["height", "fraction"])
            guard entries.count == 1, let (key, _, value) = entries.first else {
                throw reader.error(node, path, "a custom detent is {height: points} or {fraction: share}, one of them")
            }
            let place = reader.join(path, key)
            return key == "height"
                ? .height(try reader.number(value, place, range: SheetDetent.heightRange, what: "points"))
                : .fraction(try reader.number(value, place, range: SheetDetent.fractionRange, what: "a share of the largest detent"))
        }
        let text = try reader.string(node, path)
        guard let named = SheetDetent.named.first(where: { $0.description == text }) else {
            throw reader.error(
                node, path,
                "unknown detent '\(Sanitized.short(text))'; expected large, medium, {height: points} or {fraction: share}\(Suggestion.hint(for: text, in: SheetDetent.named.map(\.description)))"
            )
        }
        return named
    }

    private func tabBar(_ node: Node, _ path: String) throws(SceneError) -> TabBarConfiguration {
        var tab = TabBarConfiguration()
        if reader.isNull(node) { return tab }
        for (key, _, value) in try reader.mapping(node, path, allowed: ["style", "items", "tabBarMinimizeBehavior"]) {
            let p = reader.join(path, key)
            if key == "style" {
                tab.style = try reader.choice(value, p, what: "tab bar style")
            } else if key == "tabBarMinimizeBehavior" {
                tab.minimizeBehavior = try reader.choice(value, p, what: "tabBarMinimizeBehavior")
            } else {
                var items: [String] = []
                for item in try reader.sequence(value, p, what: "item titles") { items.append(try reader.string(item, p)) }
                tab.items = items
            }
        }
        return tab
    }

    private func navigation(_ node: Node, _ path: String) throws(SceneError) -> NavigationConfiguration {
        var nav = NavigationConfiguration()
        if reader.isNull(node) { return nav }
        for (key, _, value) in try reader.mapping(
            node, path, allowed: ["bar", "title", "prefersLargeTitles", "toolbar", "navigationBarMinimization", "pushed"])
        {
            let p = reader.join(path, key)
            switch key {
            case "navigationBarMinimization":
                var m = BarMinimization()
                for (k, _, v) in try reader.mapping(value, p, allowed: ["minimizationBehavior", "safeAreaAdjustment"]) {
                    if k == "minimizationBehavior" {
                        m.minimizationBehavior = try reader.choice(v, reader.join(p, k), what: "minimizationBehavior")
                    } else {
                        m.safeAreaAdjustment = try reader.choice(v, reader.join(p, k), what: "safeAreaAdjustment")
                    }
                }
                nav.minimization = m
            case "bar": nav.bar = try reader.choice(value, p, what: "bar style")
            case "title": nav.title = try reader.string(value, p)
            case "prefersLargeTitles": nav.prefersLargeTitles = try reader.bool(value, p)
            case "pushed": nav.pushed = try reader.bool(value, p)
            default: nav.toolbar = try reader.choice(value, p, what: "toolbar style")
            }
        }
        return nav
    }

    private func controller(_ node: Node, _ path: String) throws(SceneError) -> ControllerConfiguration {
        var c = ControllerConfiguration()
        if reader.isNull(node) { return c }
        let keys = [
            "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars", "additionalSafeAreaInsets",
            "automaticallyAdjustsScrollViewInsets", "viewRespectsSystemMinimumLayoutMargins",
            "directionalLayoutMargins", "view",
        ]
        for (key, _, value) in try reader.mapping(node, path, allowed: keys) {
            let p = reader.join(path, key)
            switch key {
            case "edgesForExtendedLayout": c.edgesForExtendedLayout = try edges(value, p)
            case "extendedLayoutIncludesOpaqueBars": c.extendedLayoutIncludesOpaqueBars = try reader.bool(value, p)
            case "additionalSafeAreaInsets": c.additionalSafeAreaInsets = try insets(value, p)
            case "automaticallyAdjustsScrollViewInsets": c.automaticallyAdjustsScrollViewInsets = try reader.bool(value, p)
            case "viewRespectsSystemMinimumLayoutMargins": c.viewRespectsSystemMinimumLayoutMargins = try reader.bool(value, p)
            case "directionalLayoutMargins": c.directionalLayoutMargins = try directionalInsets(value, p)
            default:
                let pairs = try reader.mapping(value, p, allowed: ["kind"] + SceneDecoder.scrollKeys)
                var spec = ScrollSpec()
                var kindNode: Node?
                for (k, _, v) in pairs where k == "kind" {
                    spec.kind = try reader.choice(v, reader.join(p, k), what: "view kind", advice: ViewKind.spelling(ofUIKit:))
                    kindNode = v
                }
                guard spec.kind.isScrollView else {
                    throw reader.error(
                        kindNode, reader.join(p, "kind"),
                        "controller.view takes kind scroll or table, found '\(spec.kind.rawValue)'; plain views go under views")
                }
                try scrollProperties(pairs, path: p, into: &spec)
                c.view = spec
            }
        }
        return c
    }

    /// `all`, `none`, one edge, or a list of edges.
    func edges(_ node: Node, _ path: String) throws(SceneError) -> Set<Edge> {
        if case .sequence = node {
            var set = Set<Edge>()
            for item in try reader.sequence(node, path, what: "edges") {
                set.insert(try reader.choice(item, path, what: "edge"))
            }
            return set
        }
        let word = try reader.string(node, path)
        guard let edges = Edge.set(named: word) else {
            throw reader.error(
                node, path,
                "unknown edgesForExtendedLayout '\(Sanitized.short(word))'; expected all, none or a list of top, left, bottom, right\(Suggestion.hint(for: word, in: Edge.setWords + Edge.allCases.map(\.rawValue)))"
            )
        }
        return edges
    }

    func insets(_ node: Node, _ path: String, range: ClosedRange<Double> = -100_000...100_000) throws(SceneError) -> EdgeInsets {
        var insets = EdgeInsets()
        for (key, _, value) in try reader.mapping(node, path, allowed: Edge.allCases.map(\.rawValue)) {
            if let edge = Edge(rawValue: key) {
                insets[edge] = try reader.number(value, reader.join(path, key), range: range)
            }
        }
        return insets
    }

    func size(_ node: Node, _ path: String) throws(SceneError) -> Size {
        var size = Size.zero
        for (key, _, value) in try reader.mapping(node, path, allowed: ["width", "height"]) {
            let n = try reader.number(value, reader.join(path, key), range: 0...100_000, what: "a size in points")
            if key == "width" { size.width = n } else { size.height = n }
        }
        return size
    }

    /// The scroll keys of a view or of `controller.view`.
    func scrollProperties(_ pairs: [(key: String, node: Node, value: Node)], path: String, into spec: inout ScrollSpec) throws(SceneError) {
        var rowsNode: Node?
        for (key, _, value) in pairs {
            let p = reader.join(path, key)
            switch key {
            case "contentSize": spec.contentSize = try size(value, p)
            case "rows":
                spec.rows = try reader.integer(value, p, range: 0...10_000, what: "a row count")
                rowsNode = value
            case "rowHeight": spec.rowHeight = try reader.number(value, p, range: 1...10_000, what: "a row height in points")
            case "contentInset": spec.contentInset = try insets(value, p)
            case "contentInsetAdjustmentBehavior": spec.contentInsetAdjustmentBehavior = try reader.choice(value, p, what: "contentInsetAdjustmentBehavior")
            case "alwaysBounceVertical": spec.alwaysBounceVertical = try reader.bool(value, p)
            case "alwaysBounceHorizontal": spec.alwaysBounceHorizontal = try reader.bool(value, p)
            case "isScrollEnabled": spec.isScrollEnabled = try reader.bool(value, p)
            case "contentOffset":
                var offset = Point.zero
                for (k, _, v) in try reader.mapping(value, p, allowed: ["x", "y"]) {
                    let n = try reader.number(v, reader.join(p, k))
                    if k == "x" { offset.x = n } else { offset.y = n }
                }
                spec.contentOffset = offset
            default: break
            }
        }
        if spec.rows != nil && spec.contentSize != nil {
            throw reader.error(rowsNode, reader.join(path, "rows"), "a table takes rows or contentSize, not both")
        }
    }

    /// `{top, leading, bottom, trailing}` (UIKit's `NSDirectionalEdgeInsets`).
    func directionalInsets(_ node: Node, _ path: String) throws(SceneError) -> DirectionalEdgeInsets {
        var d = DirectionalEdgeInsets()
        for (k, _, v) in try reader.mapping(node, path, allowed: ["top", "leading", "bottom", "trailing"]) {
            let n = try reader.number(v, reader.join(path, k), range: -10_000...10_000, what: "a margin in points")
            switch k {
            case "top": d.top = n
            case "leading": d.leading = n
            case "bottom": d.bottom = n
            default: d.trailing = n
            }
        }
        return d
    }
}

extension Scene {
    /// Why the orientation cannot be used on this device, if it cannot (R6a).
    public var orientationProblem: String? {
        guard !device.orientations.contains(orientation) else { return nil }
        let why = device.isFaceIDPhone ? ": UIKit does not rotate Face ID iPhones upside down" : ""
        let expected = device.orientations.map(\.rawValue)
        return
            "\(orientation.rawValue) is not supported on \(device.name)\(why); expected \(expected.dropLast().joined(separator: ", ")) or \(expected.last ?? "portrait")"
    }

}
