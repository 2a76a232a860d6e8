/// The screen's keys as data: one list drives `normalKey`'s dispatch, the `?` overlay and the
/// README's key table (a test compares them), so the three cannot drift apart.
public enum KeyMap {
    public struct Binding: Sendable {
        /// How the keys are written in the help and the README: "o / O" for a pair, "j, k, arrows"
        /// for a list, "mouse click" for what is not a key.
        public var label: String
        public var help: String
        /// The keys and what each does; none for what is not a key (mouse, Ctrl-C).
        var actions: [(key: Key, perform: @Sendable (inout AppState) -> [Effect])]

        /// The bound keys, for checking that no key is bound twice.
        public var keyNames: [String] { actions.map { "\($0.key)" } }
    }

    static func one(_ key: Key, _ perform: @escaping @Sendable (inout AppState) -> Void) -> (key: Key, perform: @Sendable (inout AppState) -> [Effect]) {
        (
            key,
            { state in
                perform(&state)
                return []
            }
        )
    }

    static func char(_ c: Character) -> Key { .character(c) }

    /// A key whose action is an effect for the front end.
    static func effect(_ key: Key, _ effect: Effect) -> (key: Key, perform: @Sendable (inout AppState) -> [Effect]) {
        (key, { _ in [effect] })
    }

    public static let bindings: [Binding] = [
        Binding(label: "?", help: "this help (] and [ scroll it, any other key closes it)", actions: [one(char("?")) { $0.showHelp = true }]),
        Binding(
            label: "q, Esc, Ctrl-C", help: "quit (the terminal is restored)",
            actions: [effect(char("q"), .quit), effect(.escape, .quit)]),
        Binding(
            label: "o / O", help: "next / previous orientation (no upside down on Face ID iPhones)",
            actions: [one(char("o")) { $0.cycleOrientation(by: 1) }, one(char("O")) { $0.cycleOrientation(by: -1) }]),
        Binding(
            label: "d / D", help: "next / previous device",
            actions: [one(char("d")) { $0.cycleDevice(by: 1) }, one(char("D")) { $0.cycleDevice(by: -1) }]),
        Binding(label: "W", help: "iPad: next window (full, two-thirds, half, third, slide-over)", actions: [one(char("W")) { $0.cycleWindow() }]),
        Binding(label: "S", help: "iPhone: page sheet at the large detent, medium, none", actions: [one(char("S")) { $0.cycleSheet() }]),
        Binding(
            label: "v / V", help: "next / previous scene (storyboard controllers, SwiftUI previews)",
            actions: [(char("v"), { @Sendable state in state.cycleScene(by: 1) }), (char("V"), { @Sendable state in state.cycleScene(by: -1) })]),
        Binding(label: "/", help: "pick a device by name or id", actions: [one(char("/")) { $0.mode = .prompt(.device, text: "") }]),
        Binding(label: "h", help: "status bar: visible / hidden (prefersStatusBarHidden)", actions: [one(char("h")) { $0.toggleStatusBar() }]),
        Binding(label: "n", help: "nav bar: translucent, opaque, backgroundImage, hidden, none", actions: [one(char("n")) { $0.cycleNavigationBar() }]),
        Binding(label: "l", help: "large titles on / off", actions: [one(char("l")) { $0.toggleLargeTitles() }]),
        Binding(label: "t", help: "tab bar: translucent, opaque, hidden, none", actions: [one(char("t")) { $0.cycleTabBar() }]),
        Binding(label: "b", help: "toolbar: hidden, translucent, opaque", actions: [one(char("b")) { $0.cycleToolbar() }]),
        Binding(label: "c", help: "contentInsetAdjustmentBehavior (inspected scroll view, else all)", actions: [one(char("c")) { $0.cycleBehavior() }]),
        Binding(label: "e", help: "edgesForExtendedLayout: all, none, top, bottom", actions: [one(char("e")) { $0.cycleEdges() }]),
        Binding(label: "x", help: "extendedLayoutIncludesOpaqueBars on / off", actions: [one(char("x")) { $0.toggleExtendedLayoutIncludesOpaqueBars() }]),
        Binding(
            label: "a", help: "edit additionalSafeAreaInsets (arrows, PgUp/PgDn, 0; Enter when done)",
            actions: [one(char("a")) { $0.mode = .editInsets(.top) }]),
        Binding(label: "i", help: "iOS rules: current / 10 (legacy insets)", actions: [one(char("i")) { $0.toggleLegacy() }]),
        Binding(label: "I", help: "next iOS version the device ran (after its newest, its first)", actions: [one(char("I")) { $0.cycleIOS() }]),
        Binding(label: "L", help: "iOS 26+: Liquid Glass / compatibility design", actions: [one(char("L")) { $0.toggleDesign() }]),
        Binding(label: "R", help: "layout direction: left to right / right to left", actions: [one(char("R")) { $0.toggleLayoutDirection() }]),
        Binding(
            label: "s, m", help: "safe-area overlay, layout-margins overlay",
            actions: [one(char("s")) { $0.toggleSafeAreaOverlay() }, one(char("m")) { $0.toggleMarginsOverlay() }]),
        Binding(
            label: "Tab / Shift-Tab", help: "select the next / previous view",
            actions: [one(.tab) { $0.select(by: 1) }, one(.backTab) { $0.select(by: -1) }]),
        Binding(
            label: "j, k, arrows", help: "scroll the selected scroll view a row (left / right: sideways)",
            actions: [
                one(char("j")) { $0.scroll(.lineDown) }, one(.down) { $0.scroll(.lineDown) },
                one(char("k")) { $0.scroll(.lineUp) }, one(.up) { $0.scroll(.lineUp) },
                one(.left) { $0.scroll(.left) }, one(.right) { $0.scroll(.right) },
            ]),
        Binding(
            label: "PgUp, PgDn, Space, g, G", help: "scroll by a page, to the top, to the bottom",
            actions: [
                one(.pageDown) { $0.scroll(.pageDown) }, one(char(" ")) { $0.scroll(.pageDown) }, one(.pageUp) { $0.scroll(.pageUp) },
                one(char("g")) { $0.scroll(.top) }, one(.home) { $0.scroll(.top) },
                one(char("G")) { $0.scroll(.bottom) }, one(.end) { $0.scroll(.bottom) },
            ]),
        Binding(
            label: "[ / ]", help: "scroll the inspector up / down",
            actions: [one(char("[")) { $0.scrollInspector(by: -1) }, one(char("]")) { $0.scrollInspector(by: 1) }]),
        Binding(
            label: "w", help: "write the configuration as a scene file (asks before overwriting)",
            actions: [one(char("w")) { $0.mode = .prompt(.writeScene, text: $0.defaultPath(extension: "yaml")) }]),
        Binding(
            label: "p", help: "export the screen as text (render output)",
            actions: [one(char("p")) { $0.mode = .prompt(.exportText, text: $0.defaultPath(extension: "txt")) }]),
        Binding(label: "r", help: "reload the scene file, keeping the toggles (also when it changes)", actions: [effect(char("r"), .reload)]),
        Binding(label: "Ctrl-L", help: "repaint the whole screen (after another program wrote on it)", actions: []),
        Binding(label: "mouse click", help: "select the view under it", actions: []),
        Binding(label: "mouse wheel", help: "scroll the selected scroll view a row", actions: []),
    ]

    /// What a key does in the normal mode, if anything.
    static func action(for key: Key) -> (@Sendable (inout AppState) -> [Effect])? {
        for binding in bindings {
            if let found = binding.actions.first(where: { $0.key == key }) { return found.perform }
        }
        return nil
    }

    /// The README's key table, as this map writes it.
    public static var markdownTable: String {
        "| key | action |\n|---|---|\n"
            + bindings.map { b in
                let keys =
                    b.actions.isEmpty
                    ? b.label
                    : b.label.components(separatedBy: ", ").map { item in
                        item.components(separatedBy: " / ").map { "`\($0)`" }.joined(separator: " / ")
                    }.joined(separator: ", ")
                return "| \(keys) | \(b.help) |"
            }.joined(separator: "\n") + "\n"
    }
}
