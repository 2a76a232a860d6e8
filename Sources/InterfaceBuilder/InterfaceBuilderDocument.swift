import Preview

/// A storyboard or xib read into scenes (SPEC "Interface Builder documents"): one per view
/// controller with a view (storyboards) or per top-level view (xibs), each the same `Scene` a
/// YAML file gives, checked by the same loader.
///
///     let document = try InterfaceBuilderDocument.read(bytes: bytes, file: "Main.storyboard")
///     let scene = try document.scene(nil)   // the initial view controller's
public struct InterfaceBuilderDocument: Sendable {
    /// One scene the document holds.
    public struct Entry: Sendable {
        /// The controller's IB id (a xib's top-level view's id).
        public var id: String
        /// The storyboard identifier, when it has one.
        public var identifier: String?
        /// The navigation item's title, the IB label or the class.
        public var title: String
        public var line: Int
        let node: XMLNode
        /// Whether the entry is a view controller (a storyboard's scene, or one at the top of a
        /// xib), whose `view` is the root; otherwise the node is the root view itself.
        var isController = false
    }

    /// Larger documents are refused before parsing (the largest of 2,325 public ones is 150 KB).
    public static let maximumBytes = XMLTree.maximumBytes

    public let file: String
    public let isStoryboard: Bool
    /// The scenes in document order.
    public let entries: [Entry]
    let root: XMLNode
    let era: XcodeEra
    let design: DesignDevice.Choice
    /// Whether the document names no design device (Xcode 7 and 8's "any" canvases): its canvas
    /// was its roots' stored size.
    let namesNoDevice: Bool
    let orientation: Orientation
    /// Every controller and object by IB id (storyboards: the segue graph's nodes).
    let controllers: [String: XMLNode]
    /// Relationship segues, by destination: the container and the relationship.
    let containerOf: [String: (container: String, relationship: String)]
    /// `show` and `push` segues, by destination: the controller they start from.
    let shownFrom: [String: String]
    /// Presentation (and Xcode 5–7 `modal`) segues, by destination: the style the segue names,
    /// "" when it names none (`.automatic`).
    let presentedWith: [String: String]

    /// Why a document element is not one this reads (an iOS storyboard or xib), or nil.
    static func refusal(element: String, type: String?) -> String? {
        guard element != "document" || !(type ?? "").hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") else { return nil }
        if element == "archive", (type ?? "").hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") {
            // The xib format of Xcode 4 and before: an object archive, not a document.
            return
                "<archive> is an iOS xib in Interface Builder 3's archive format (Xcode 4 and before), which layoutpreview does not read; expected <document>, the format Xcode 5 and later write: opening and saving the file in a newer Xcode converts it"
        }
        return
            "<\(Sanitized.short(element))> is not an iOS Interface Builder document; expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"> or a CocoaTouch xib"
    }

    /// - Parameter fallbackDevice: the device to lay the document out for when its design
    ///   device is one this tool does not know (`--device`); without it that is an error.
    public static func read(bytes: [UInt8], file: String, fallbackDevice: Device? = nil) throws(SceneError) -> InterfaceBuilderDocument {
        // The parser refuses a document element of any other kind before reading further
        // (`refusal(element:type:)`), so a macOS or tvOS document is named for what it is.
        let root = try XMLTree.parse(bytes, file: file)
        let isStoryboard = root["type"]?.contains("Storyboard") ?? false
        let plugin = root.list("dependencies").first { $0.name == "plugIn" }?["version"]
        let era = XcodeEra(toolsVersion: root["toolsVersion"], pluginVersion: plugin)
        let deviceNode = root.child("device")
        let simulatedScreen = Self.simulatedScreen(root)
        let deviceID = deviceNode?["id"] ?? simulatedScreen ?? "retina4_7"
        let fallback = fallbackDevice.map { device in
            DesignDevice.Choice(
                device: device, isCustom: false, ios: device.defaultIOS,
                why: "design device \(Sanitized.short(deviceID)) is not one layoutpreview knows; laid out for \(device.name), as --device says")
        }
        // The canvas's size, looked up only for a design id the table lacks: the first root view's.
        let orientation: Orientation = deviceNode?["orientation"] == "landscape" ? .landscapeLeft : .portrait
        guard
            let chosen = DesignDevice.choose(
                deviceID, xcode: era, landscape: orientation != .portrait, canvasSize: { isStoryboard && deviceNode != nil ? firstCanvasSize(root) : nil },
                rootSize: { firstRootSize(root, isStoryboard: isStoryboard) }) ?? fallback
        else {
            let node = deviceNode ?? root
            throw SceneError(
                file: file, line: node.line, column: node.column,
                message:
                    "unknown design device '\(Sanitized.short(deviceID))'\(Suggestion.hint(for: deviceID, in: DesignDevice.ids)); expected one of \(DesignDevice.ids.joined(separator: ", ")), or --device naming a catalog device to lay it out for"
            )
        }
        let namesNoDevice = deviceNode == nil && simulatedScreen == nil
        let design = deviceNode == nil && storesWholePoints(root) ? DesignDevice.wholePoints(chosen, xcode: era) : chosen
        let objects: [XMLNode] =
            isStoryboard
            ? root.list("scenes").flatMap { $0.list("objects") }
            : root.list("objects")
        let graph = SegueGraph(objects)
        let entries = try entries(objects, root: root, isStoryboard: isStoryboard, controllers: graph.controllers, file: file)
        return InterfaceBuilderDocument(
            file: file, isStoryboard: isStoryboard, entries: entries, root: root, era: era,
            design: design, namesNoDevice: namesNoDevice, orientation: orientation, controllers: graph.controllers,
            containerOf: graph.containerOf, shownFrom: graph.shownFrom, presentedWith: graph.presentedWith)
    }

    /// The screen an Xcode 7 or 8 document without `<device>` simulated by default
    /// (`<simulatedScreenMetrics key="destination" type="retina4_7.fullscreen">`), as a design id:
    /// `retina4` is the 4-inch `retina4_0`, `retina55` the 5.5-inch `retina5_5`.
    static func simulatedScreen(_ root: XMLNode) -> String? {
        guard let metrics = root.child("simulatedMetricsContainer", key: "defaultSimulatedMetrics"),
            let type = metrics.children.first(where: { $0.name == "simulatedScreenMetrics" && $0["key"] == "destination" })?["type"]
        else { return nil }
        let name = String(type.prefix { $0 != "." })
        if DesignDevice.ids.contains(name) { return name }
        guard name.hasPrefix("retina") else { return nil }
        let digits = name.dropFirst("retina".count)
        guard digits.allSatisfy(\.isNumber), let first = digits.first else { return nil }
        return "retina\(first)_\(digits.count > 1 ? String(digits.dropFirst()) : "0")"
    }

    /// Every controller and object by id, and the segues between them by destination.
    private struct SegueGraph {
        var controllers: [String: XMLNode] = [:]
        var containerOf: [String: (container: String, relationship: String)] = [:]
        var shownFrom: [String: String] = [:]
        var presentedWith: [String: String] = [:]

        init(_ objects: [XMLNode]) {
            for object in objects {
                guard let id = object["id"] else { continue }
                controllers[id] = object
                for segue in InterfaceBuilderDocument.segues(in: object) {
                    guard let destination = segue["destination"] else { continue }
                    switch segue["kind"] {
                    case "relationship":
                        if containerOf[destination] == nil { containerOf[destination] = (id, segue["relationship"] ?? "") }
                    case "show", "push":
                        if shownFrom[destination] == nil { shownFrom[destination] = id }
                    case "presentation", "modal":
                        if presentedWith[destination] == nil { presentedWith[destination] = segue["modalPresentationStyle"] ?? "" }
                    // A popover adapts to a sheet in compact width from iOS 13 (its adaptive style).
                    case "popoverPresentation":
                        if presentedWith[destination] == nil { presentedWith[destination] = "" }
                    default: break
                    }
                }
            }
        }
    }

    /// The document's scenes, the one shown first first: a storyboard's view controllers with a
    /// view (the initial one first, or the one an initial container shows first), or where none
    /// has one, its controllers; a xib's top-level views (File's Owner's `view` first); an error
    /// when there is none.
    private static func entries(
        _ objects: [XMLNode], root: XMLNode, isStoryboard: Bool, controllers: [String: XMLNode], file: String
    ) throws(SceneError) -> [Entry] {
        var entries: [Entry] = []
        for object in objects {
            guard let id = object["id"] else { continue }
            if isStoryboard {
                guard object["sceneMemberID"] == "viewController", object.child(key: "view") != nil else { continue }
                entries.append(
                    Entry(
                        id: id, identifier: object["storyboardIdentifier"], title: controllerTitle(object), line: object.line, node: object, isController: true)
                )
            } else if object.name.hasSuffix("Controller"), object.child(key: "view") != nil {
                // A view controller at the top of a xib (loaded with `init(nibName:bundle:)`
                // from its owner's code): a scene of its own, as in a storyboard.
                entries.append(Entry(id: id, identifier: nil, title: controllerTitle(object), line: object.line, node: object, isController: true))
            } else if object.name != "placeholder", object.child("rect", key: "frame") != nil {
                entries.append(
                    Entry(id: id, identifier: nil, title: object["userLabel"] ?? object["customClass"] ?? object.name, line: object.line, node: object))
            }
        }
        if !isStoryboard, let owner = objects.first(where: { $0["placeholderIdentifier"] == "IBFilesOwner" }),
            let outlet = owner.list("connections").first(where: { $0.name == "outlet" && $0["property"] == "view" }),
            let index = entries.firstIndex(where: { $0.id == outlet["destination"] })
        {
            // File's Owner's `view` outlet: the xib is a view controller's view; it comes first.
            entries.insert(entries.remove(at: index), at: 0)
        }
        if entries.isEmpty {
            // No controller here has a view of its own (a tab bar controller whose tabs are in
            // other storyboards, a hosting controller whose view is SwiftUI's, a xib's controller
            // whose view another nib holds): each controller is a scene of its bars alone, said
            // in its warnings.
            for object in objects where isStoryboard ? object["sceneMemberID"] == "viewController" : object.name.hasSuffix("Controller") {
                guard let id = object["id"] else { continue }
                entries.append(
                    Entry(
                        id: id, identifier: object["storyboardIdentifier"], title: controllerTitle(object), line: object.line, node: object, isController: true)
                )
            }
        }
        guard !entries.isEmpty else {
            throw SceneError(
                file: file, line: root.line, column: root.column,
                message: isStoryboard
                    ? "no view controller with a view in this storyboard; expected at least one scene"
                    : "no top-level view or view controller in this xib")
        }
        if isStoryboard, let initial = root["initialViewController"], let index = entries.firstIndex(where: { $0.id == initial }), index > 0 {
            entries.insert(entries.remove(at: index), at: 0)
        } else if isStoryboard, let initial = root["initialViewController"], entries.first(where: { $0.id == initial }) == nil {
            // The initial controller is a container: the controller it shows first comes first
            // (its first relationship, down through nested containers).
            var id = initial
            var seen: Set<String> = [id]
            while let next = controllers[id]?.list("connections").first(where: { $0.name == "segue" && $0["kind"] == "relationship" })?["destination"],
                seen.insert(next).inserted
            {
                id = next
            }
            if let index = entries.firstIndex(where: { $0.id == id }), index > 0 { entries.insert(entries.remove(at: index), at: 0) }
        }
        return entries
    }

    /// The entry `selector` names (storyboard identifier, title or IB id; nil: the first), or an
    /// error listing the scenes there are.
    public func entry(_ selector: String?) throws(SceneError) -> Entry {
        guard let selector else { return entries[0] }
        if let entry = entries.first(where: { $0.id == selector || $0.identifier == selector })
            ?? entries.first(where: { $0.title == selector })
        {
            return entry
        }
        let names = entries.map { $0.identifier ?? $0.id }
        throw SceneError(
            file: file,
            message:
                "no scene '\(Sanitized.short(selector))' in this document\(Suggestion.hint(for: selector, in: names + entries.map(\.title))); its scenes: \(entries.map { "\($0.identifier ?? $0.id) (\(Sanitized.short($0.title)))" }.joined(separator: ", "))"
        )
    }

    /// The scene `selector` names (see `entry`).
    public func scene(_ selector: String?) throws(SceneError) -> Scene {
        try scene(try entry(selector))
    }

    /// One entry's scene, built as a value and checked as the loader checks a scene file's
    /// (`SceneChecks`), with the document's lines and columns. `keepingPlaceholders` lays out
    /// the placeholder constraints ("Remove at build time") the app never has, as Interface
    /// Builder's canvas does: for comparing with the frames it stored (`FrameCheck`).
    public func scene(_ entry: Entry, keepingPlaceholders: Bool = false) throws(SceneError) -> Scene {
        var importer = SceneImporter(document: self, entry: entry, keepingPlaceholders: keepingPlaceholders)
        let scene = try importer.build()
        do {
            try SceneChecks(file: file).validate(scene)
        } catch {
            throw SceneError(
                file: file, line: entry.line, column: entry.node.column,
                message: "scene \(entry.id) cannot be previewed: \(error.message)")
        }
        return scene
    }

    /// A controller's title: its navigation item's, its own, its label in the document, its class.
    private static func controllerTitle(_ controller: XMLNode) -> String {
        controller.child("navigationItem", key: "navigationItem")?["title"] ?? controller["title"] ?? controller["userLabel"] ?? controller["customClass"]
            ?? controller.name
    }

    /// The stored size of the document's first controller root (storyboards) or top-level view.
    private static func firstRootSize(_ root: XMLNode, isStoryboard: Bool) -> Size? {
        let objects = isStoryboard ? root.list("scenes").flatMap { $0.list("objects") } : root.list("objects")
        let view = isStoryboard ? objects.lazy.compactMap { $0.child(key: "view") }.first : objects.first { $0.child("rect", key: "frame") != nil }
        return storedSize(view)
    }

    /// The size of a storyboard's first controller view that is not freeform: the canvas's.
    private static func firstCanvasSize(_ root: XMLNode) -> Size? {
        let controller = root.list("scenes").lazy.flatMap { $0.list("objects") }.first { $0.child(key: "view") != nil && !ViewImporter.hasFreeformSize($0) }
        return storedSize(controller?.child(key: "view"))
    }

    /// A view's stored frame size, when its frame names both.
    private static func storedSize(_ view: XMLNode?) -> Size? {
        guard let rect = view?.child("rect", key: "frame"), let width = rect.number("width"), let height = rect.number("height") else { return nil }
        return Size(width: width, height: height)
    }

    /// Whether every frame the document stores is on whole points: a canvas of a Mac without a
    /// Retina display lays out at 1×, so nothing it stores falls between points (a 2× canvas
    /// stores a 17-pt label 20.5 tall, a cell's content view 43.5).
    private static func storesWholePoints(_ root: XMLNode) -> Bool {
        var nodes = [root]
        var frames = 0
        while let node = nodes.popLast() {
            if node.name == "rect", node["key"] == "frame" {
                frames += 1
                for key in ["x", "y", "width", "height"] where (node.number(key) ?? 0).rounded() != node.number(key) ?? 0 { return false }
            }
            nodes += node.children
        }
        return frames > 0
    }

    /// Every segue under a controller (cells and buttons hold them too).
    private static func segues(in node: XMLNode) -> [XMLNode] {
        var found: [XMLNode] = []
        var stack = [node]
        while let n = stack.popLast() {
            if n.name == "segue" { found.append(n) }
            stack.append(contentsOf: n.children)
        }
        return found
    }
}
