import AutoLayout
import Preview

/// A controller's view tree as scene views: kinds, frames, text, intrinsic sizes, stack and
/// scroll properties; then the constraints of every view in it (`ConstraintImporter`).
struct ViewImporter {
    let document: InterfaceBuilderDocument
    let root: XMLNode
    let screen: Size
    let traits: Traits
    /// Whether placeholder constraints are laid out, as Interface Builder's canvas lays them out
    /// (`InterfaceBuilderDocument.scene(_:keepingPlaceholders:)`).
    let keepingPlaceholders: Bool
    var notes: [String] = []
    /// What the import leaves out (the scene's `importWarnings`).
    var leftOut: [String] = []
    /// Every view of the tree by IB id, the root's included.
    private(set) var views: [String: ImportedView] = [:]
    /// Layout guides by IB id.
    private(set) var guides: [String: GuideReference] = [:]
    /// A root that is not the screen's size (freeform, or a xib's cell or card) is kept as a
    /// subview of that size, so its own subviews keep their design.
    private(set) var wrapped = false
    private var order = 0
    private var skippedClasses: Set<String> = []
    private var cells = 0

    init(document: InterfaceBuilderDocument, root: XMLNode, screen: Size, scene: Scene, keepingPlaceholders: Bool) {
        self.document = document
        self.root = root
        self.screen = screen
        traits = Traits(scene)
        self.keepingPlaceholders = keepingPlaceholders
    }

    var rootID: String { root["id"] ?? "" }

    mutating func build(into scene: inout Scene) throws(SceneError) {
        guard root["id"] != nil else {
            throw SceneError(
                file: document.file, line: root.line, column: root.column,
                message: "<\(Sanitized.short(root.name))> has no id; expected the id Interface Builder gives every view")
        }
        let size = ViewImporter.frame(root)?.size
        // A freeform canvas, or one with no design device: the root's size is the canvas's.
        let declaredFreeform =
            root.child("freeformSimulatedSizeMetrics") != nil || entryHasFreeformSize(scene) || document.namesNoDevice
        // A storyboard root shorter than the screen is either under opaque bars (its origin stays
        // 0, 0 in the file) or sized by a container it is embedded in: without bars, the latter.
        let hasBars = scene.showsNavigationBar || scene.tabBar != nil
        if let size, declaredFreeform || abs(size.width - screen.width) > 0.5 || (controllerNode == nil || !hasBars) && abs(size.height - screen.height) > 0.5 {
            wrapped = true
        }
        index(root, parent: nil)
        // The scene loader's budget, before any view is built (the root is not a scene view).
        guard views.count - 1 <= SceneLoader.maximumViews else {
            throw SceneError(
                file: document.file, line: root.line, column: root.column,
                message: "\(views.count - 1) views under this controller's view; a scene may have at most \(SceneLoader.maximumViews)")
        }
        if let controller = controllerNode {
            for guide in controller.list("layoutGuides") where guide.name == "viewControllerLayoutGuide" {
                if let id = guide["id"] { guides[id] = guide["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide }
            }
        }
        if !wrapped, let scroll = rootScroll() {
            scene.controller.view = scroll
        }
        var specs: [String: ViewSpec] = [:]
        for (id, view) in views where id != rootID || wrapped {
            specs[id] = spec(view)
        }
        // A wrapped controller's view keeps a root view's margins: the system minimum at the
        // sides (R25) unless it sets its own; a freeform canvas is the screen it was drawn on, and
        // so is a controller's view stored at another width (a child its container sizes: an
        // 815-wide navigation controller's root on an iPhone 8 canvas stores views pinned to its
        // leading margin 20 in, one document).
        // Xcode draws a xib's other roots (a card, a collection view cell) as a screen of their
        // size too: views pinned to such a root's leading margin sit 16 in from roots 352 to 375
        // wide and 20 from roots 402 to 638 wide (35 collection view cells and 3 cards, tools
        // 14xxx–17xxx; R25's cut at 400). A table view cell's margins are its content view's.
        let drawnAsScreen = !isControllerView && root.name != "tableViewCell"
        if wrapped, isControllerView || drawnAsScreen, specs[rootID]?.directionalLayoutMargins == nil {
            let ownWidth = declaredFreeform || drawnAsScreen || abs((size?.width ?? screen.width) - screen.width) > 0.5
            let screenWidth = ownWidth ? (size?.width ?? screen.width) : min(screen.width, screen.height)
            let side = LayoutMargins.systemMinimumSide(
                traits.widthClass == "compact" ? .compact : .regular, screenWidth: screenWidth, ios: document.era.sdkIOS)
            specs[rootID]?.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        }
        try assignConstraints(&specs)
        scene.views = wrapped ? tree(rootID, specs) : subtrees(rootID, specs)
        sayWhatIsNotModelled(rootSize: size)
    }

    /// Each view's constraints, as values, onto its spec.
    private mutating func assignConstraints(_ specs: inout [String: ViewSpec]) throws(SceneError) {
        var constraints = ConstraintImporter(importer: self, traits: traits)
        let assigned = try constraints.collect()
        leftOut += constraints.leftOut
        if constraints.placeholders > 0 {
            let count = constraints.placeholders
            notes.append(
                "\(count) placeholder constraint\(count == 1 ? " is" : "s are") left out (\"Remove at build time\"): the app never has such constraints and Xcode's canvas lays them out, so the frames they decide differ from the ones stored."
            )
        }
        if constraints.standardSpacings > 0 {
            let count = constraints.standardSpacings
            notes.append(
                "\(count) constraint\(count == 1 ? " is" : "s are") the standard spacing to a safe area, which Xcode's canvas lays out as 0 (the constant it stores is the spacing to a superview's edge)."
            )
        }
        for (id, list) in assigned {
            guard var spec = specs[id] else { continue }
            // A view with no constraint installed on the design device keeps its stored frame
            // there, as before variations were kept (its other size classes' constraints go).
            guard list.contains(where: { $0.variations[traits.pair] != .notInstalled }) else { continue }
            spec.constraints = list
            spec.designSize = views[id].flatMap { ViewImporter.frame($0.node)?.size }
            specs[id] = spec
        }
    }

    /// The view of `id` with its subviews, as the document nests them.
    private func tree(_ id: String, _ specs: [String: ViewSpec]) -> [ViewSpec] {
        guard var spec = specs[id] else { return [] }
        spec.subviews = subtrees(id, specs)
        return [spec]
    }

    private func subtrees(_ id: String, _ specs: [String: ViewSpec]) -> [ViewSpec] {
        (views[id]?.children ?? []).flatMap { tree($0, specs) }
    }

    /// The notes and warnings on what the import shows differently or leaves out.
    private mutating func sayWhatIsNotModelled(rootSize size: Size?) {
        if wrapped, let size {
            let points = "\(PointFormat.string(size.width))×\(PointFormat.string(size.height))"
            let isScreen = abs(size.width - screen.width) <= 0.5 && abs(size.height - screen.height) <= 0.5
            notes.append(
                isScreen
                    ? "The root view is \(points), the design canvas's size: on other devices it is shown as a view of that size at the top left."
                    : "The root view is \(points), not the screen's size: it is shown as a view of that size at the top left.")
        }
        if cells > 0 {
            leftOut.append(
                "Not modelled: the contents of \(cells) table or collection cell\(cells == 1 ? "" : "s") (prototype cells are laid out by their table at run time)."
            )
        }
        if !skippedClasses.isEmpty {
            leftOut.append("Laid out as plain views, their own layout not modelled: \(skippedClasses.sorted().joined(separator: ", ")).")
        }
    }

    /// Whether the root is a view controller's view: a storyboard scene's, a xib's view
    /// controller's, or a xib view File's Owner holds as its `view`.
    private var isControllerView: Bool { Self.isControllerView(root, in: document) }

    /// Whether `root` is a view controller's view (see `isControllerView`).
    static func isControllerView(_ root: XMLNode, in document: InterfaceBuilderDocument) -> Bool {
        if document.isStoryboard || document.entries.contains(where: { $0.isController && $0.node.child(key: "view")?["id"] == root["id"] }) { return true }
        let owner = document.root.list("objects").first { $0["placeholderIdentifier"] == "IBFilesOwner" }
        return owner?.list("connections").contains { $0.name == "outlet" && $0["property"] == "view" && $0["destination"] == root["id"] } ?? false
    }

    /// The roots a table or collection view lays out (a xib's cell), which are placed at the
    /// safe area's top left rather than where Xcode's canvas draws a freeform view.
    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]

    private var controllerNode: XMLNode? {
        document.entries.first { $0.node.child(key: "view")?["id"] == rootID }?.node
    }

    private func entryHasFreeformSize(_ scene: Scene) -> Bool {
        controllerNode.map(Self.hasFreeformSize) ?? false
    }

    /// Whether a storyboard controller is drawn on a freeform canvas (its own stored size).
    static func hasFreeformSize(_ controller: XMLNode) -> Bool {
        controller.child("size", key: "freeformSize") != nil || controller.child("freeformSimulatedSizeMetrics") != nil
    }

    /// The controller's root view as a scroll or table view (`tableViewController`, ...).
    private mutating func rootScroll() -> ScrollSpec? {
        guard let kind = ViewImporter.kind(root.name), kind.isScrollView else { return nil }
        return scrollSpec(root, kind: kind)
    }

    // MARK: - The tree

    private mutating func index(_ node: XMLNode, parent: String?) {
        guard let id = node["id"] else { return }
        let children = ViewImporter.subviewNodes(node)
        let name = id == rootID && !wrapped ? "viewController.view" : ViewImporter.sceneName(id)
        views[id] = ImportedView(node: node, parent: parent, order: order, name: name, children: children.compactMap { $0["id"] })
        order += 1
        // Guides the importer models; a constraint to any other is left out and said.
        for child in node.children where child.name == "viewLayoutGuide" || child.name == "keyboardLayoutGuide" {
            guard let guideID = child["id"] else { continue }
            switch (child.name, child["key"]) {
            case (_, "safeArea"): guides[guideID] = .guide(id, .safeArea)
            case (_, "contentLayoutGuide"): guides[guideID] = .guide(id, .contentLayout)
            case (_, "frameLayoutGuide"): guides[guideID] = .guide(id, .frameLayout)
            case ("keyboardLayoutGuide", _), (_, "keyboard"), (_, "keyboardLayoutGuide"): guides[guideID] = .keyboard(id)
            default: break
            }
        }
        if node.name == "tableView" || node.name == "collectionView" {
            cells += ViewImporter.count(node) { $0.name == "tableViewCell" || $0.name == "collectionViewCell" }
        }
        if let customClass = node["customClass"],
            !["view", "label", "button", "imageView", "stackView", "tableView", "scrollView", "collectionView", "textField", "textView"].contains(node.name)
        {
            skippedClasses.insert(customClass)
        }
        for child in children { index(child, parent: id) }
    }

    /// The views a view holds: its `<subviews>`, and the content view a visual-effect view or
    /// cell keeps by key. Table and collection views' cells are their own business; a table's
    /// header and footer views are its subviews, in its content where the canvas put them.
    static func subviewNodes(_ node: XMLNode) -> [XMLNode] {
        if node.name == "tableView" { return tableEnds(node) }
        if node.name == "collectionView" { return [] }
        let keyed = node.children.filter { $0["key"] == "contentView" && $0.child("rect", key: "frame") != nil }
        return keyed + node.list("subviews").filter { $0["id"] != nil }
    }

    /// A table's `tableHeaderView` and `tableFooterView`, those with an id and a frame.
    static func tableEnds(_ table: XMLNode) -> [XMLNode] {
        table.children.filter { ($0["key"] == "tableHeaderView" || $0["key"] == "tableFooterView") && $0["id"] != nil && $0.child("rect", key: "frame") != nil }
    }

    /// How many elements from `node` down pass `test`, `node` included.
    static func count(_ node: XMLNode, _ test: (XMLNode) -> Bool) -> Int {
        node.children.reduce(test(node) ? 1 : 0) { $0 + count($1, test) }
    }

    /// A scene name for an IB id: ids are letters, digits and `-` already; anything else
    /// becomes `_`. A name a constraint could not name as a view gets a prefix: a built-in
    /// view's, or one the constraint grammar reads as something else (`safeArea`, `superview`).
    static func sceneName(_ id: String) -> String {
        let cleaned = String(
            id.unicodeScalars.map { ViewSpec.nameAllows($0) ? Character($0) : "_" })
        let namesView = (try? ConstraintText.parse("top == \(cleaned).top"))?.item == .view(cleaned)
        return cleaned.isEmpty || Scene.builtInViewNames.contains(cleaned) || !namesView ? "ib-" + cleaned : cleaned
    }

    static func frame(_ node: XMLNode) -> Rect? {
        guard let r = node.child("rect", key: "frame") else { return nil }
        return Rect(x: r.number("x") ?? 0, y: r.number("y") ?? 0, width: max(0, r.number("width") ?? 0), height: max(0, r.number("height") ?? 0))
    }

    // MARK: - One view

    /// The nearest scene kind of a UIKit element; nil for a plain view.
    static func kind(_ element: String) -> ViewKind? {
        switch element {
        case "label": .label
        case "button": .button
        case "stackView": .stack
        case "tableView": .table
        case "scrollView", "collectionView": .scroll
        default: nil
        }
    }

    /// Elements with an intrinsic content size (R46), taken from the design device's frame.
    /// Bars placed as subviews (not a container's) have an intrinsic height too.
    private static let intrinsic: Set<String> = [
        "label", "button", "textField", "switch", "slider", "segmentedControl",
        "activityIndicatorView", "pageControl", "stepper", "progressView", "searchBar",
        "pickerView", "datePicker", "navigationBar", "toolbar", "tabBar",
    ]
    /// Whether the view is hidden as a stack arranges it. A stopped activity indicator that
    /// hides when stopped is written hidden="YES", yet keeps its room in a stack view: the 4 such
    /// indicators stored in stacks (tools 18122–24xxx) occupy their 16 or 20 points, where a
    /// hidden one that animates collapses.
    static func isHidden(_ node: XMLNode) -> Bool {
        let stoppedIndicator = node.name == "activityIndicatorView" && node.flag("hidesWhenStopped") && !node.flag("animating")
        return node.flag("hidden") && !stoppedIndicator
    }

    /// How far a control's frame reaches beyond its alignment rectangle, which constraints and
    /// stacks place; iOS 26's slider has none.
    static func alignmentRectInsets(_ node: XMLNode, era: XcodeEra) -> EdgeInsets {
        node.name == "slider" && era.sdkIOS >= 26 ? .zero : alignmentInsets[node.name] ?? .zero
    }

    /// Frame minus alignment rectangle of the controls whose frames reach beyond it, measured
    /// on public documents' stored frames (ib-format §6: top/left/bottom/right).
    private static let alignmentInsets: [String: EdgeInsets] = [
        "slider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2),
        "switch": EdgeInsets(top: 0, left: 0, bottom: 0, right: 2),
        "segmentedControl": EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
    ]
    /// Controls a user touches: lint keeps them out of the unsafe areas.
    private static let controls: Set<String> = [
        "textField", "switch", "slider", "segmentedControl", "stepper", "pageControl",
        "datePicker", "pickerView", "searchBar", "textView",
    ]

    private mutating func spec(_ view: ImportedView) -> ViewSpec {
        let node = view.node
        let parent = view.parent.flatMap { views[$0] }
        var kind = ViewImporter.kind(node.name) ?? .view
        if node.name == "textView", node["scrollEnabled"] != "NO" { kind = .scroll }
        var spec = ViewSpec(name: view.name, kind: kind)
        spec.place = SourcePlace(line: node.line, column: node.column)
        let stored = ViewImporter.frame(node)
        let frame = stored ?? Rect(x: 0, y: 0, width: 0, height: 0)
        place(&spec, view, parent: parent?.node, frame: frame)
        spec.text = text(node)
        if kind.showsText { spec.fontSize = ViewImporter.fontSize(node) }
        spec.interactive = ViewImporter.controls.contains(node.name)
        spec.hidden = ViewImporter.isHidden(node)
        if let parent = parent?.node, let id = node["id"] {
            spec.notInstalled = Set(SizeClassPair.all.filter { ConstraintImporter.activeSet(parent, traits: traits.with($0), mask: "subviews")[id] == false })
        }
        spec.directionalLayoutMargins = ViewImporter.margins(node) ?? cellContentMargins(node)
        spec.insetsLayoutMarginsFromSafeArea = node["insetsLayoutMarginsFromSafeArea"] != "NO"
        spec.preservesSuperviewLayoutMargins = node.flag("preservesSuperviewLayoutMargins")
        if kind.isScrollView { spec.scroll = scrollSpec(node, kind: kind) }
        // The iOS 26 SDK's slider fills its frame: a 24xxx canvas stores its sliders flush with the
        // edges they are pinned to (5 of 5 in one document; its switches and segmented controls
        // keep their insets).
        spec.alignmentRectInsets = ViewImporter.alignmentRectInsets(node, era: document.era)
        // Without a stored frame (Xcode 8 sometimes wrote none) there is no size to take.
        if stored != nil { spec.intrinsicContentSize = ViewImporter.intrinsicContentSize(node, kind: kind, frame: frame, alignment: spec.alignmentRectInsets) }
        (spec.contentHuggingPriority, spec.compressionResistancePriority) = ViewImporter.priorities(node)
        if kind == .stack { spec.stack = ViewImporter.stackSpec(node) }
        // An arranged view is placed by Auto Layout whether it lists constraints or not.
        if parent?.node.name == "stackView" { spec.designSize = stored?.size }
        // A plain view or image filling its superview edge to edge is a backdrop: lint lets it
        // run under the bars and the housing.
        if kind == .view, !spec.interactive, let parent, let outer = ViewImporter.frame(parent.node),
            abs(frame.minX) < 0.5, abs(frame.minY) < 0.5, abs(frame.width - outer.width) < 0.5, abs(frame.height - outer.height) < 0.5
        {
            spec.background = true
        }
        return spec
    }

    /// How the view's frame is set: a visual effect view's content view fills it; a wrapped
    /// root keeps its size; any other view its stored frame, resized by its autoresizing mask
    /// unless constraints place it.
    private func place(_ spec: inout ViewSpec, _ view: ImportedView, parent: XMLNode?, frame: Rect) {
        let node = view.node
        if node["key"] == "contentView" {
            let accessory = parent.flatMap { accessoryWidth($0, contentView: node) }
            let separator = parent.flatMap(separatorHeight) ?? 0
            spec.frame =
                accessory == nil && separator == 0
                ? .fill
                : .pins(
                    Pins(
                        top: Pin(.superview), bottom: Pin(.superview, constant: separator), leading: Pin(.superview),
                        trailing: Pin(.superview, constant: accessory ?? 0)))
        } else if view.parent == nil {
            // A wrapped root: its size, at the top left of the screen, where Xcode's canvas
            // draws a freeform view, so its safe area meets the status bar (a controller's view
            // embedded in a container as much): views pinned to the safe area's top of 9
            // freeform xib roots (tools 14460–22505) sit the canvas's top inset down, 20 on
            // 4.7-inch and 44 on 6.1-inch canvases, and 0 at the bottom of the roots too short to
            // reach the home indicator. A cell is at the safe area's top left (its table places
            // it at run time; whole on any device).
            let anchor: PinAnchor = isControllerView || !Self.cellElements.contains(node.name) ? .superview : .safeArea
            spec.frame = .pins(Pins(top: Pin(anchor), leading: Pin(anchor), width: frame.width, height: frame.height))
        } else {
            spec.frame = .rect(frame)
            spec.autoresizingMask = node["translatesAutoresizingMaskIntoConstraints"] == "NO" ? [] : ViewImporter.mask(node)
        }
    }

    /// The intrinsic size a view has in the document, taken as its stored size less its
    /// alignment insets: views UIKit sizes from their content, images, custom classes that set
    /// hugging or compression resistance (an intrinsic size of their own, code IB cannot show),
    /// and IB's "Intrinsic Size: Placeholder" on the axes it names a number for.
    private static func intrinsicContentSize(_ node: XMLNode, kind: ViewKind, frame: Rect, alignment a: EdgeInsets) -> Size? {
        // An image view's size is its image's: one the document names, or one code sets at run
        // time, which Interface Builder's canvas sizes as stored (an image view without an image
        // keeps its stored height over a priority-250 "height = frame" in 95 views of the yagom
        // exposition set and 5 of dev2). Not an SF Symbol's: its stored frame is not the
        // rectangle constraints place (its alignment insets are the symbol's), so it is sized
        // by its constraints and design size as before.
        let isImageView = node.name == "imageView" && node.child("imageReference", key: "image")?["catalog"] != "system"
        let customIntrinsic =
            node["customClass"] != nil
            && [
                "horizontalHuggingPriority", "verticalHuggingPriority",
                "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
            ].contains { node[$0] != nil }
        // "infinite" is none: both must be numbers for a scene's size.
        let placeholder = node.number("placeholderIntrinsicWidth") != nil && node.number("placeholderIntrinsicHeight") != nil
        guard intrinsic.contains(node.name) || isImageView || customIntrinsic || placeholder || node.name == "textView" && kind == .view else { return nil }
        var size = Size(width: max(0, frame.width - a.left - a.right), height: max(0, frame.height - a.top - a.bottom))
        if let w = node.number("placeholderIntrinsicWidth") { size.width = max(0, w) }
        if let h = node.number("placeholderIntrinsicHeight") { size.height = max(0, h) }
        return size
    }

    /// Content hugging and compression resistance, where the document sets either axis.
    private static func priorities(_ node: XMLNode) -> (hugging: AxisPriorities?, resistance: AxisPriorities?) {
        let hugH = node.number("horizontalHuggingPriority")
        let hugV = node.number("verticalHuggingPriority")
        let resH = node.number("horizontalCompressionResistancePriority")
        let resV = node.number("verticalCompressionResistancePriority")
        return (
            hugH != nil || hugV != nil ? AxisPriorities(horizontal: priority(hugH ?? 250), vertical: priority(hugV ?? 250)) : nil,
            resH != nil || resV != nil ? AxisPriorities(horizontal: priority(resH ?? 750), vertical: priority(resV ?? 750)) : nil
        )
    }

    /// A stack view's arrangement as the document stores it.
    static func stackSpec(_ node: XMLNode) -> StackSpec {
        var stack = StackSpec()
        stack.axis = node["axis"] == "vertical" ? .vertical : .horizontal
        stack.distribution = node["distribution"].flatMap(StackSpec.Distribution.init(rawValue:)) ?? .fill
        stack.alignment = node["alignment"].flatMap(StackSpec.Alignment.init(rawValue:)) ?? .fill
        // `spacingType="standard"` is UIKit's standard spacing between siblings, 8.
        stack.spacing = node.number("spacing") ?? (node["spacingType"] == "standard" ? 8 : 0)
        // Interface Builder arranges a stack inside the margins it is given: no document of
        // 224 writes `layoutMarginsRelativeArrangement`, and 29 of the 32 stacks with their
        // own margins store their first arranged view inset by them.
        stack.isLayoutMarginsRelativeArrangement = node.flag("layoutMarginsRelativeArrangement") || margins(node) != nil
        return stack
    }

    private func text(_ node: XMLNode) -> String? {
        let raw: String? =
            switch node.name {
            case "label": node["text"] ?? node.child("attributedString")?.children.compactMap { $0["content"] }.joined()
            case "button":
                node.children.first { $0.name == "state" && $0["key"] == "normal" }?["title"]
                    ?? node.child("buttonConfiguration")?["title"] ?? node["userLabel"]
            case "textField": node["text"] ?? node["placeholder"]
            default: node["userLabel"] ?? node["customClass"]
            }
        return raw.map { Sanitized.text($0) }
    }

    private func scrollSpec(_ node: XMLNode, kind: ViewKind) -> ScrollSpec {
        var scroll = ScrollSpec(kind: kind)
        scroll.contentInsetAdjustmentBehavior = node["contentInsetAdjustmentBehavior"].flatMap(ContentInsetAdjustmentBehavior.init(rawValue:)) ?? .automatic
        scroll.isScrollEnabled = node["scrollEnabled"] != "NO"
        if node.flag("alwaysBounceVertical") { scroll.alwaysBounceVertical = true }
        scroll.alwaysBounceHorizontal = node.flag("alwaysBounceHorizontal")
        if kind == .table {
            let rows = ViewImporter.count(node) { $0.name == "tableViewCell" }
            scroll.rows = rows
            if let height = node.number("rowHeight"), height > 0 { scroll.rowHeight = height }
        } else if node.name == "scrollView" {
            // The content's extent as stored (content coordinates, offset 0).
            let frames = ViewImporter.subviewNodes(node).compactMap(ViewImporter.frame)
            if let width = frames.map(\.maxX).max(), let height = frames.map(\.maxY).max() {
                let own = ViewImporter.frame(node)?.size ?? .zero
                scroll.contentSize = Size(width: max(width, own.width), height: max(height, own.height))
            }
        }
        return scroll
    }

    /// The separator a xib's table cell draws under its content view on Xcode 10's canvases and
    /// before (tools before 15000): one pixel of the canvas, a point on 1× canvases (16 of 18
    /// stored cells of device-less documents) and half a point on 2× canvases (41 of 58 on
    /// device canvases; 8 store a point, 9 of tools 14xxx none). From Xcode 11 the content view
    /// fills the cell (every cell of 15xxx on). A cell in a table is the table's at run time (not
    /// checked).
    private func separatorHeight(_ cell: XMLNode) -> Double? {
        guard cell.name == "tableViewCell", ViewImporter.frame(cell) != nil, views[cell["id"] ?? ""]?.parent == nil, document.era.tools < 15_000
        else { return nil }
        return 1 / max(1, document.design.device.scale)
    }

    /// The room a table cell's disclosure indicator takes from its content view, at the trailing
    /// edge, fitted to the stored content views of 343 cells with one (xib and prototype cells;
    /// 225 fit, M): 33 on Xcode 7's 1× canvases and 34 on Xcode 8–10's; from Xcode 11 the cell's
    /// trailing margin (`cellContentMargins`) and the indicator's room, which changed with the
    /// SDK: 11.2 through Xcode 12 (27 in a 320-wide cell, 31 in a 434-wide one), 9.6 in Xcode
    /// 13.0 (tools 18xxx: 25.5 at 375 and 29.5 at 414 wide in 22 cells of 3 repositories), 8.6 in
    /// Xcode 13.1–13.4 (19xxx–20xxx: 24.5 at 375, 28.5 at 414, 28.67 at 3× in 62 cells of 6
    /// repositories) and 10.4 from Xcode 14 (26.5 at 2×, 30.33 at 3×), with the content view's
    /// edge on the pixel grid. Other accessories vary too much to say (not modelled).
    private func accessoryWidth(_ cell: XMLNode, contentView: XMLNode) -> Double? {
        // A cell too narrow to hold the indicator keeps its content view whole.
        guard cell.name == "tableViewCell", cell["accessoryType"] == "disclosureIndicator", let width = ViewImporter.frame(cell)?.width, width > 50
        else { return nil }
        let tools = document.era.tools
        if tools < 11_000 { return 33 }
        if tools < 14_800 { return 34 }
        let margin = cellContentMargins(contentView)?.trailing ?? 16
        let scale = max(1, document.design.device.scale)
        let indicator: Double =
            switch tools {
            case ..<18_000: 11.2
            case ..<19_000: 9.6
            case ..<21_000: 8.6
            default: 10.4
            }
        return width - (((width - margin - indicator) * scale).rounded() / scale)
    }

    /// A table view cell's content view's margins where the document sets none, as Xcode 9.2 on
    /// (tools 137xx, iOS 11 SDK) draws them: 11 at the top and bottom, and at the sides the
    /// table's, 20 on an iPhone 390 points wide or more in a table wider than 320, else 16 (a
    /// xib's cell is its own table's width). Measured on the cells of 4 public sets whose
    /// subviews are pinned to the content view's margins: from tools 15xxx, top and bottom 11 in
    /// 148 of 174; sides 16 in 108 of 123 on 320- and 375-point canvases and in 320-wide xib
    /// cells on a 414-point one, 20 in 106 of 128 in wider tables on 390- to 430-point canvases
    /// (M: fitted to stored frames, not logged). Tools 137xx–14xxx: top and bottom 11 or 10.5
    /// in 25 of 27; sides 16 in 26 of 59, 15 in 25 (storyboards of 137xx and xibs of 148xx;
    /// not modelled), 8 in 8. Older documents (a 131xx storyboard among them) keep
    /// UIView's 8.
    private func cellContentMargins(_ node: XMLNode) -> DirectionalEdgeInsets? {
        guard node.name == "tableViewCellContentView", document.era.tools >= 13_700, traits.idiom == "phone" else { return nil }
        let table = controllerNode != nil ? min(screen.width, screen.height) : ViewImporter.frame(root)?.width ?? 0
        let side: Double = min(screen.width, screen.height) >= 390 && table > 320 ? 20 : 16
        return DirectionalEdgeInsets(top: 11, leading: side, bottom: 11, trailing: side)
    }

    /// A view's own margins: `directionalLayoutMargins`, or `layoutMargins` read left to right.
    static func margins(_ node: XMLNode) -> DirectionalEdgeInsets? {
        if let d = node.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return DirectionalEdgeInsets(
                top: d.number("top") ?? 0, leading: d.number("leading") ?? 0,
                bottom: d.number("bottom") ?? 0, trailing: d.number("trailing") ?? 0)
        }
        guard let m = node.child("edgeInsets", key: "layoutMargins") else { return nil }
        return DirectionalEdgeInsets(
            top: m.number("top") ?? 0, leading: m.number("left") ?? 0,
            bottom: m.number("bottom") ?? 0, trailing: m.number("right") ?? 0)
    }

    /// The font's point size: `pointSize`, or a text style's size at the default content size
    /// (Apple's Human Interface Guidelines, "Large": body 17, subhead 15, footnote 13, ...), or
    /// a button's default.
    static func fontSize(_ node: XMLNode) -> Double? {
        let font = node.child("fontDescription", key: "fontDescription") ?? node.child("buttonConfiguration")?.child("fontDescription")
        // A button's title is the 15-pt system font unless it says otherwise (UIButton's
        // default); a configuration's is the body style's 17, the scene's default.
        guard let font else { return node.name == "button" && node.child("buttonConfiguration") == nil ? 15 : nil }
        if let size = font.number("pointSize"), size > 0, size <= 500 { return size }
        let styles: [String: Double] = [
            "Body": 17, "Callout": 16, "Caption1": 12, "Caption2": 11, "Footnote": 13, "Headline": 17,
            "Subhead": 15, "Title1": 28, "Title2": 22, "Title3": 20, "LargeTitle": 34,
        ]
        return font["style"].flatMap { style in styles[String(style.dropFirst("UICTFontTextStyle".count))] }
    }

    static func priority(_ value: Double) -> Int { Int(min(1000, max(1, value.rounded()))) }

    /// `<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" .../>` in UIKit's names.
    private static func mask(_ node: XMLNode) -> Set<AutoresizingMask> {
        guard let m = node.child("autoresizingMask", key: "autoresizingMask") else { return [] }
        let names: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        return Set(names.filter { m.flag($0.0) }.map(\.1))
    }
}

/// One view of the document's tree.
struct ImportedView {
    var node: XMLNode
    var parent: String?
    /// Its place in a depth-first walk, parents first: the order the layout visits views in.
    var order: Int
    /// Its scene name.
    var name: String
    var children: [String]
}

/// What an IB layout guide id stands for.
enum GuideReference {
    case guide(String, ConstraintText.Guide)
    case topLayoutGuide, bottomLayoutGuide
    /// A view's `keyboardLayoutGuide`, with the keyboard hidden (a preview shows none).
    case keyboard(String)
}

/// The design device's size classes, for size-class variations (`<variation key=…>`).
struct Traits {
    var widthClass: String
    var heightClass: String
    var idiom: String

    init(_ scene: Scene) {
        let pad = scene.device.idiom == .pad
        idiom = pad ? "pad" : "phone"
        if pad {
            widthClass = "regular"
            heightClass = "regular"
        } else if scene.orientation.isLandscape {
            widthClass = scene.device.landscapeWidthClass.rawValue
            heightClass = "compact"
        } else {
            widthClass = "compact"
            heightClass = "regular"
        }
    }

    /// The same idiom with another pair of size classes.
    func with(_ pair: SizeClassPair) -> Traits {
        var t = self
        t.widthClass = pair.horizontal.rawValue
        t.heightClass = pair.vertical.rawValue
        return t
    }

    var pair: SizeClassPair {
        SizeClassPair(horizontal: widthClass == "regular" ? .regular : .compact, vertical: heightClass == "regular" ? .regular : .compact)
    }

    /// Whether a variation key such as `heightClass=compact-widthClass=regular` applies.
    func match(_ key: String) -> Bool {
        key.split(separator: "-").allSatisfy { part in
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return false }
            switch pair[0] {
            case "widthClass": return pair[1] == widthClass
            case "heightClass": return pair[1] == heightClass
            case "userInterfaceIdiom": return pair[1] == idiom
            default: return false
            }
        }
    }
}
