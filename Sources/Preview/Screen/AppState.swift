import Geometry

/// The interactive screen's whole state, a value: the scene as loaded, the user's toggles on top
/// of it, and what the screen shows. `update` changes it, `ScreenView` draws it.
public struct AppState: Equatable, Sendable {
    /// What the bottom lines are doing: the key bar, editing insets, or a prompt.
    public enum Mode: Equatable, Sendable {
        case normal
        /// `a`: arrows pick an edge of additionalSafeAreaInsets and change it.
        case editInsets(Edge)
        /// A line of text being typed for `purpose`.
        case prompt(Prompt, text: String)
        /// A write found an existing file: y overwrites, anything else keeps it.
        case confirmOverwrite(Prompt, path: String)
    }

    public enum Prompt: Equatable, Sendable {
        /// `/`: a device by name or id.
        case device
        /// `w`: where to write the scene file.
        case writeScene
        /// `p`: where to export the screen as text.
        case exportText
    }

    /// A line for the user: what changed, or what went wrong.
    public struct Message: Equatable, Sendable {
        public var text: String
        public var isError: Bool

        public init(_ text: String, isError: Bool = false) {
            self.text = text
            self.isError = isError
        }
    }

    /// The scene as loaded from its file or the bundle, before any toggle.
    public private(set) var base: Scene
    /// The scene file, for `r`; nil for a bundled scene.
    public var sourcePath: String?
    /// The view controller picked in a storyboard or xib (`--scene`), for `r`.
    public var sourceScene: String?
    /// The scenes of the storyboard or xib the scene came from, as `--scene` names them, in the
    /// document's order (`v` steps through them); empty for a scene file.
    public var documentScenes: [String] = []
    /// A short name for the scene: the file's name without extension or the bundled name.
    public var sourceName: String
    /// The command-line overrides and every toggle since, applied on top of `base`.
    public private(set) var toggles: SceneOverrides
    /// `base` with `toggles`, always a scene the loader would accept.
    public private(set) var scene: Scene {
        didSet { if scene.notes != oldValue.notes { lesson = NoteParagraphs.of(scene.notes) } }
    }
    /// The scene's notes as paragraphs, for the inspector (made when the scene changes, not each frame).
    private(set) var lesson: [String] = []
    public private(set) var layout: Layout
    /// How far the user scrolled each scroll view from its resting offset, by name; a scroll view
    /// not listed rests at the top.
    public var scrollOffsets: [String: Point] = [:]
    /// The inspected view; nil: the first scroll view, else the controller's view. Another
    /// view's inspector starts at its top, and the layout explains it.
    public var selected: String? {
        didSet {
            if selected != oldValue {
                inspectorScroll = 0
                relayout()
            }
        }
    }
    /// How many lines the inspector's body is scrolled down (`[` / `]`).
    public var inspectorScroll = 0
    public var showSafeArea = false
    public var showMargins = false
    public var showHelp = false
    /// How many lines the help overlay is scrolled down (when it is taller than the screen).
    public var helpScroll = 0
    public var ascii = false
    public var mode = Mode.normal
    public var message: Message?
    /// The terminal's size, for `p`'s export and for mouse clicks.
    public var columns: Int
    public var rows: Int
    /// The rules version `i` returns to from iOS 10.
    var modernIOS: Int

    public init(
        scene: Scene, toggles: SceneOverrides = SceneOverrides(), sourceName: String, sourcePath: String? = nil,
        columns: Int = 120, rows: Int = 40
    ) throws(SceneError) {
        base = scene
        self.toggles = toggles
        self.scene = try toggles.apply(to: scene)
        lesson = NoteParagraphs.of(self.scene.notes)
        // A first layout without text finds the inspected view; `relayout` then explains it.
        layout = LayoutEngine.layout(self.scene, explaining: .none)
        self.sourceName = sourceName
        self.sourcePath = sourcePath
        self.columns = columns
        self.rows = rows
        modernIOS = self.scene.ios >= 11 ? self.scene.ios : self.scene.device.defaultIOS
        relayout()
    }

    /// The view the inspector shows: the selection while it exists, else the first scroll view,
    /// else the content controller's view.
    public var inspected: LayoutView {
        if let selected, let view = layout.view(named: selected) { return view }
        return layout.firstScrollView ?? layout.view(named: "viewController.view") ?? layout.views[0]
    }

    /// Changes the toggles and recomputes every frame; a change that makes an invalid scene is
    /// refused with its reason.
    mutating func change(_ body: (inout SceneOverrides) -> Void) -> Bool {
        var next = toggles
        body(&next)
        do {
            let scene = try next.apply(to: base)
            toggles = next
            self.scene = scene
            relayout()
            return true
        } catch {
            message = Message(error.message, isError: true)
            return false
        }
    }

    /// A new base scene (reload), keeping the toggles where they still apply.
    mutating func replaceBase(_ scene: Scene) throws(SceneError) {
        let applied = try toggles.apply(to: scene)
        base = scene
        self.scene = applied
        relayout()
    }

    /// Lays the scene out again, explaining only the inspected view: the inspector shows no
    /// other, and explanations are most of a large scene's layout time.
    mutating func relayout() {
        layout = LayoutEngine.layout(scene, scrollOffsets: scrollOffsets, explaining: .view(inspected.name))
        if inspected.explain.isEmpty {
            // The inspected view changed with the layout (a selection that is gone, a first scroll
            // view that is new): explain the one it is now.
            layout = LayoutEngine.layout(scene, scrollOffsets: scrollOffsets, explaining: .view(inspected.name))
        }
        // Offsets of views that are gone or no longer scroll are dropped.
        scrollOffsets = scrollOffsets.filter { layout.view(named: $0.key)?.scroll != nil }
    }
}
