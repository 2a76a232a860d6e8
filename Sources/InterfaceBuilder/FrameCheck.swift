import Preview

/// How closely the layout reproduces the frames Xcode stored in a document, on its own design
/// device: for every view whose stored frame can be trusted, whether the computed frame is
/// within 1/scale of it on each of x, y, width and height (superview coordinates, as stored).
///
/// Trusted means: a subview of a scene's root (the root is placed by its controller), with a
/// stored frame (hidden views included: UIKit lays them out too), not inside a table or
/// collection view (cells are laid out by their table at run time), not marked `misplaced` or
/// `ambiguous` by Interface Builder, not an item of a required constraint that the stored
/// frames themselves break (one the document lists, or a stack view's own: `arrangements`),
/// and not in or of a stack whose stored arranged views overlap, which only an edit outside
/// Interface Builder writes (laid out at its stored size, as the frames around it were). The
/// scene is imported with its placeholder constraints ("Remove at build time"), which the
/// canvas lays out and the app never has. A listed constraint is checked only between views or
/// of a view and a constant, measured on the stored frames (1 pt tolerance; margins 8 pt);
/// constraints to guides, margins of the root, baselines and a scroll view's content area need
/// numbers the document does not store, so they never exclude a view. The subviews of a view
/// left out for a stale frame (misplaced, breaking a constraint, an edited arrangement) are
/// compared with a layout that keeps that view at its stored size, as the canvas laid them out
/// (`staleSizes`).
public enum FrameCheck {
    public struct Mismatch: Sendable {
        public var scene: String
        public var view: String
        public var element: String
        public var stored: Rect
        public var computed: Rect?
    }

    /// A view the check leaves out, and why.
    public struct Exclusion: Sendable {
        public var scene: String
        public var view: String
        public var element: String
        public var reason: Reason
    }

    /// Why a view's stored frame is not compared, in the words `bench --verbose` says.
    public enum Reason: String, Sendable {
        case noStoredFrame = "no stored frame"
        case notInstalled = "not installed for the design device's size classes"
        case misplaced, ambiguous
        case breaksConstraint = "in a required constraint its stored frames break"
        /// A stack whose stored arranged views overlap, and those views (`arrangements`).
        case editedArrangement = "in a stack view whose stored arranged views overlap"
        case inTable = "in a table or collection view"

        /// Whether the stored frame is not the one the constraints give (its subviews are
        /// compared inside it: `staleSizes`). An ambiguous view's is one of many the constraints
        /// allow, not a stale one: a scroll view marked so for its content size keeps the frame
        /// the constraints give while its content follows a wider canvas.
        var isStale: Bool { self == .misplaced || self == .breaksConstraint || self == .editedArrangement }
    }

    public struct Result: Sendable {
        public var compared = 0
        public var matched = 0
        public var exclusions: [Exclusion] = []
        public var mismatches: [Mismatch] = []
        /// Scenes that could not be laid out, with the error.
        public var failures: [String] = []

        public init() {}

        /// Views left out, by reason.
        public var excluded: [Reason: Int] { exclusions.reduce(into: [:]) { $0[$1.reason, default: 0] += 1 } }

        public mutating func add(_ other: Result) {
            compared += other.compared
            matched += other.matched
            exclusions += other.exclusions
            mismatches += other.mismatches
            failures += other.failures
        }
    }

    public static func run(_ document: InterfaceBuilderDocument) -> Result {
        var result = Result()
        for entry in document.entries {
            let scene: Scene
            do {
                scene = try document.scene(entry, keepingPlaceholders: true)
            } catch {
                result.failures.append("\(entry.id): \(error.message)")
                continue
            }
            let root = entry.isController ? entry.node.child(key: "view") ?? entry.node : entry.node
            let traits = Traits(scene)
            let uninstalled = uninstalled(root, leftOut: scene.notInstalledNames(in: scene.sizeClasses))
            let arrangements = arrangements(root, era: document.era, leavingOut: uninstalled)
            let broken = brokenItems(root, traits: traits, era: document.era, uninstalled: uninstalled, portrait: !scene.orientation.isLandscape)
                .union(arrangements.broken)
            // The frames around a stack edited outside Interface Builder were laid out with the
            // stack at its stored size.
            let edited = staleSizes(root) { arrangements.edited.stacks.contains($0["id"] ?? "") ? .editedArrangement : nil }
            let layout = LayoutEngine.layout(scene, explaining: .none, keepingSizes: edited)
            let tolerance = 1 / max(1, scene.device.scale) + 1e-6
            let editedViews = arrangements.edited.stacks.union(arrangements.edited.arranged)
            func reason(_ child: XMLNode) -> Reason? {
                if ViewImporter.frame(child) == nil {
                    .noStoredFrame
                } else if uninstalled.contains(child["id"] ?? "") {
                    .notInstalled
                } else if child.flag("misplaced") {
                    .misplaced
                } else if child.flag("ambiguous") {
                    .ambiguous
                } else if editedViews.contains(child["id"] ?? "") {
                    .editedArrangement
                } else if broken.contains(child["id"] ?? "") {
                    .breaksConstraint
                } else {
                    nil
                }
            }
            let stale = staleSizes(root, reason: reason)
            let inStale = stale == edited ? layout : LayoutEngine.layout(scene, explaining: .none, keepingSizes: stale)
            func visit(_ node: XMLNode, inStaleView: Bool) {
                for child in ViewImporter.subviewNodes(node) {
                    let stored = ViewImporter.frame(child)
                    let reason = reason(child)
                    if let reason {
                        result.exclusions.append(Exclusion(scene: entry.id, view: child["id"] ?? "", element: child.name, reason: reason))
                    } else if let stored {
                        result.compared += 1
                        let name = ViewImporter.sceneName(child["id"] ?? "")
                        let computed = (inStaleView ? inStale : layout).view(named: name)?.frame
                        if let c = computed, abs(c.minX - stored.minX) <= tolerance, abs(c.minY - stored.minY) <= tolerance,
                            abs(c.width - stored.width) <= tolerance, abs(c.height - stored.height) <= tolerance
                        {
                            result.matched += 1
                        } else {
                            result.mismatches.append(
                                Mismatch(scene: entry.id, view: child["id"] ?? "", element: child.name, stored: stored, computed: computed))
                        }
                    }
                    visit(child, inStaleView: inStaleView || reason?.isStale == true)
                }
                if node.name == "tableView" || node.name == "collectionView" {
                    // Views with a frame below it (cells and their contents), less the header
                    // and footer views checked above.
                    let ends = Set(ViewImporter.tableEnds(node).compactMap { $0["id"] })
                    func cells(_ node: XMLNode) {
                        for child in node.children where !ends.contains(child["id"] ?? "") {
                            if child.child("rect", key: "frame") != nil {
                                result.exclusions.append(
                                    Exclusion(scene: entry.id, view: child["id"] ?? "", element: child.name, reason: .inTable))
                            }
                            cells(child)
                        }
                    }
                    cells(node)
                }
            }
            visit(root, inStaleView: false)
        }
        return result
    }

    /// The stored sizes of the views below `root` whose stored frames are stale (`reason`'s
    /// `isStale`: marked misplaced, breaking a required constraint, or an edited arrangement)
    /// and that have subviews: the canvas laid those subviews out inside the stored frame
    /// (Interface Builder keeps a frame until asked to update it, and lays subviews out in the
    /// frame a view has), so they are compared with a layout that keeps each such view at its
    /// stored size, by scene name.
    static func staleSizes(_ root: XMLNode, reason: (XMLNode) -> Reason?) -> [String: Size] {
        var sizes: [String: Size] = [:]
        var nodes = ViewImporter.subviewNodes(root)
        while let node = nodes.popLast() {
            let subviews = ViewImporter.subviewNodes(node)
            nodes += subviews
            guard !subviews.isEmpty, reason(node)?.isStale == true, let frame = ViewImporter.frame(node) else { continue }
            sizes[ViewImporter.sceneName(node["id"] ?? "")] = frame.size
        }
        return sizes
    }

    /// The ids of the views below `root` whose scene views the layout leaves out (`leftOut`:
    /// not installed for its size classes, as the importer read the document's variations).
    static func uninstalled(_ root: XMLNode, leftOut: Set<String>) -> Set<String> {
        guard !leftOut.isEmpty else { return [] }
        var ids = Set<String>()
        var nodes = ViewImporter.subviewNodes(root)
        while let node = nodes.popLast() {
            if let id = node["id"], leftOut.contains(ViewImporter.sceneName(id)) { ids.insert(id) }
            nodes += ViewImporter.subviewNodes(node)
        }
        return ids
    }

    /// The ids of views that are items of a required constraint the stored frames break.
    /// Constraints a size-class variation switches off for the design device, or that name a
    /// view not installed for it, are not checked. In portrait a safe area's sides are its
    /// view's (no device insets a portrait safe area at the sides, RULES R1–R3), so constraints
    /// to them are checked too, and placeholder constraints, which the canvas lays out.
    static func brokenItems(_ root: XMLNode, traits: Traits, era: XcodeEra, uninstalled: Set<String>, portrait: Bool) -> Set<String> {
        let frames = StoredFrames(root, era: era, leavingOut: uninstalled, portrait: portrait)
        var broken = Set<String>()
        var stack = [root]
        while let node = stack.popLast() {
            stack.append(contentsOf: ViewImporter.subviewNodes(node))
            guard let owner = node["id"] else { continue }
            let active = ConstraintImporter.activeSet(node, traits: traits)
            for c in node.list("constraints")
            where c.name == "constraint" && (c.number("priority") ?? 1000) >= 1000
                && active[c["id"] ?? ""] != false && frames.breaks(c, owner: owner)
            {
                broken.insert(c["firstItem"] ?? owner)
                if let second = c["secondItem"] { broken.insert(second) }
            }
        }
        return broken
    }
}

/// The alignment rectangles of the frames a document stores (what constraints place: a
/// switch's frame reaches 2 pt beyond), in its root's coordinates, and what a constraint's
/// items' attributes are in them.
private struct StoredFrames {
    var absolute: [String: Rect] = [:]
    var parent: [String: String] = [:]
    var element: [String: String] = [:]
    /// Each safe-area guide's view, where its sides are the view's (portrait).
    var safeAreaOwner: [String: String] = [:]
    let rootID: String
    let portrait: Bool

    /// Views `uninstalled` are left out: a constraint naming one is not measured.
    init(_ root: XMLNode, era: XcodeEra, leavingOut uninstalled: Set<String>, portrait: Bool) {
        rootID = root["id"] ?? ""
        self.portrait = portrait
        walk(root, origin: Point(x: 0, y: 0), era: era, leavingOut: uninstalled)
    }

    private mutating func walk(_ node: XMLNode, origin: Point, era: XcodeEra, leavingOut uninstalled: Set<String>) {
        guard let id = node["id"], !uninstalled.contains(id) else { return }
        let frame = ViewImporter.frame(node) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let abs = Rect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
        absolute[id] = abs.inset(by: ViewImporter.alignmentRectInsets(node, era: era))
        element[id] = node.name
        if portrait, let guide = node.child("viewLayoutGuide", key: "safeArea")?["id"] { safeAreaOwner[guide] = id }
        for child in ViewImporter.subviewNodes(node) {
            if let childID = child["id"] { parent[childID] = id }
            walk(child, origin: Point(x: abs.minX, y: abs.minY), era: era, leavingOut: uninstalled)
        }
    }

    /// Whether the stored frames break the constraint (by more than a point); false where an
    /// item's attribute is not known from them.
    func breaks(_ c: XMLNode, owner: String) -> Bool {
        let first = c["firstItem"] ?? owner
        guard let a1 = c["firstAttribute"], let lhs = value(first, a1, other: c["secondItem"]) else { return false }
        var rhs = ConstraintImporter.isStandardSpacing(c, toSafeArea: { safeAreaOwner[$0] != nil }) ? 0 : c.number("constant") ?? 0
        if let second = c["secondItem"], let a2 = c["secondAttribute"] {
            guard let v = value(second, a2, other: first), let m = ConstraintImporter.multiplier(c["multiplier"]) else { return false }
            rhs += v * m
        }
        let held =
            switch c["relation"] {
            case "greaterThanOrEqual": lhs >= rhs - 1
            case "lessThanOrEqual": lhs <= rhs + 1
            default: abs(lhs - rhs) <= 1
            }
        return !held
    }

    private func value(_ id: String, _ attribute: String, other: String?) -> Double? {
        if let owner = safeAreaOwner[id] {
            let sides = ["left", "right", "leading", "trailing", "centerX", "width"]
            return sides.contains(attribute) ? value(owner, attribute, other: other) : nil
        }
        guard let r = absolute[id] else { return nil }
        // A scroll view's edges, to its own content, are its content area's.
        if let other, element[id] == "scrollView", isAncestor(id, of: other), ["top", "bottom", "leading", "trailing", "left", "right"].contains(attribute) {
            return nil
        }
        let margin: Double = id == rootID ? .nan : 8
        let v: Double? =
            switch attribute {
            case "left", "leading": r.minX
            case "right", "trailing": r.maxX
            case "top": r.minY
            case "bottom": r.maxY
            case "width": r.width
            case "height": r.height
            case "centerX": r.midX
            case "centerY": r.midY
            case "leftMargin", "leadingMargin": r.minX + margin
            case "rightMargin", "trailingMargin": r.maxX - margin
            case "topMargin": r.minY + margin
            case "bottomMargin": r.maxY - margin
            default: nil
            }
        return v.flatMap { $0.isNaN ? nil : $0 }
    }

    private func isAncestor(_ a: String, of b: String) -> Bool {
        var current = parent[b]
        while let id = current {
            if id == a { return true }
            current = parent[id]
        }
        return false
    }
}
