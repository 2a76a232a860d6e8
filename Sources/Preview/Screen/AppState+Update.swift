import Geometry

extension AppState {
    /// The screen's one state transition: pure, so every key is testable without a terminal.
    ///
    ///     var (state, effects) = AppState.update(state, .key(.character("n")))
    ///     // state.scene.navigation?.bar == .opaque, effects == []
    ///
    /// - Returns: the new state and what the front end must do (quit, reload, write a file).
    public static func update(_ state: AppState, _ event: Event) -> (AppState, [Effect]) {
        var next = state
        let effects = next.handle(event)
        return (next, effects)
    }

    mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .resize(let columns, let rows):
            self.columns = columns
            self.rows = rows
        case .click(let column, let row):
            if let name = ScreenView.viewAt(self, column: column, row: row) {
                selected = name
                message = Message("selected \(name)")
            }
        case .reloaded(let scene, let scenes):
            if let scenes { documentScenes = scenes }
            do {
                try replaceBase(scene)
                message = Message("reloaded \(sourceName)")
            } catch {
                message = Message("reloaded, but the toggles no longer apply: \(error.message)", isError: true)
            }
        case .sceneLoaded(let scene, let selector, let scenes):
            if let scenes { documentScenes = scenes }
            open(scene, selector: selector)
        case .reloadFailed(let description):
            message = Message("reload failed, still showing the last good scene: \(description)", isError: true)
        case .fileExists(let path):
            if case .prompt(let purpose, _) = mode {
                mode = .confirmOverwrite(purpose, path: path)
                message = Message("\(path) exists: overwrite it? y/n", isError: true)
            }
        case .wrote(let path):
            mode = .normal
            message = Message("wrote \(path)")
        case .writeFailed(let reason):
            mode = .normal
            message = Message(reason, isError: true)
        case .key(let key):
            return self.key(key)
        }
        return []
    }

    /// Another view controller of the document: its views, so selection and scrolling start
    /// afresh (kept as they were when the toggles do not apply to it).
    private mutating func open(_ scene: Scene, selector: String) {
        let (keptSelection, keptOffsets) = (selected, scrollOffsets)
        selected = nil
        scrollOffsets = [:]
        do {
            try replaceBase(scene)
            sourceScene = selector
            let index = (documentScenes.firstIndex(of: selector) ?? 0) + 1
            message = Message("scene \(index) of \(documentScenes.count): \(selector)")
        } catch {
            (selected, scrollOffsets) = (keptSelection, keptOffsets)
            message = Message("scene \(selector): the toggles do not apply: \(error.message)", isError: true)
        }
    }

    /// A key, to the help when it shows, else to the mode the screen is in.
    private mutating func key(_ key: Key) -> [Effect] {
        if key == .controlC { return [.quit] }
        if showHelp { return helpKey(key) }
        switch mode {
        case .normal: return normalKey(key)
        case .editInsets(let edge): editInsetsKey(key, edge)
        case .prompt(let purpose, let text): return promptKey(key, purpose, text)
        case .confirmOverwrite(let purpose, let path): return confirmKey(key, purpose, path)
        }
        return []
    }

    /// A help taller than the screen scrolls with ] and [ (or the arrows); any other key closes it.
    private mutating func helpKey(_ key: Key) -> [Effect] {
        let limit = Help.maxScroll(rows: rows, columns: columns)
        switch key {
        case .character("]"), .down, .character("j"), .pageDown: helpScroll = min(limit, helpScroll + (key == .pageDown ? 10 : 1))
        case .character("["), .up, .character("k"), .pageUp: helpScroll = max(0, helpScroll - (key == .pageUp ? 10 : 1))
        default:
            showHelp = false
            helpScroll = 0
            return key == .character("q") ? [.quit] : []
        }
        return []
    }

    /// A key in the normal mode, as `KeyMap` binds it.
    private mutating func normalKey(_ key: Key) -> [Effect] {
        message = nil
        guard let perform = KeyMap.action(for: key) else {
            message = Message("no action for that key; ? lists the keys")
            return []
        }
        return perform(&self)
    }

    mutating func toggleSafeAreaOverlay() {
        showSafeArea.toggle()
        message = Message("safe-area overlay \(showSafeArea ? "on" : "off") (┄ around \(inspected.name)'s safe area)")
    }

    mutating func toggleMarginsOverlay() {
        showMargins.toggle()
        message = Message("layout-margins overlay \(showMargins ? "on" : "off") (· around \(inspected.name)'s margins)")
    }

    /// `a` mode: ←/→ pick the edge, ↑/↓ change it by 1 point, PgUp/PgDn by 10, 0 resets it.
    private mutating func editInsetsKey(_ key: Key, _ edge: Edge) {
        let order: [Edge] = [.top, .left, .bottom, .right]
        let index = order.firstIndex(of: edge) ?? 0
        var delta = 0.0
        switch key {
        case .left: mode = .editInsets(order[(index + 3) % 4])
        case .right, .tab: mode = .editInsets(order[(index + 1) % 4])
        case .up, .character("k"), .character("+"): delta = 1
        case .down, .character("j"), .character("-"): delta = -1
        case .pageUp: delta = 10
        case .pageDown: delta = -10
        case .character("0"):
            delta = -scene.controller.additionalSafeAreaInsets[edge]
        case .enter, .escape, .character("a"), .character("q"):
            mode = .normal
            message = Message("additionalSafeAreaInsets \(scene.controller.additionalSafeAreaInsets)")
        default: break
        }
        guard delta != 0 else { return }
        var insets = scene.controller.additionalSafeAreaInsets
        insets[edge] = min(1000, max(-1000, insets[edge] + delta))
        let before = layout
        if change({ $0.additionalSafeAreaInsets = insets }) {
            message = Message(changeSummary(from: before, "additionalSafeAreaInsets \(insets)"))
        }
    }

    private mutating func promptKey(_ key: Key, _ purpose: Prompt, _ text: String) -> [Effect] {
        switch key {
        case .escape:
            mode = .normal
            message = Message("cancelled")
        case .backspace:
            mode = .prompt(purpose, text: String(text.dropLast()))
        case .character(let c):
            mode = .prompt(purpose, text: text + String(c))
        case .enter:
            return submit(purpose, text)
        default: break
        }
        return []
    }

    private mutating func confirmKey(_ key: Key, _ purpose: Prompt, _ path: String) -> [Effect] {
        if key == .character("y") || key == .character("Y") {
            mode = .prompt(purpose, text: path)
            return [.write(path: path, contents: contents(for: purpose), overwrite: true)]
        }
        mode = .normal
        message = Message("kept \(path); nothing written")
        return []
    }

    private mutating func submit(_ purpose: Prompt, _ text: String) -> [Effect] {
        let trimmed = text.trimmingSpaces()
        switch purpose {
        case .device:
            mode = .normal
            pickDevice(trimmed)
            return []
        case .writeScene, .exportText:
            guard !trimmed.isEmpty else {
                mode = .normal
                message = Message("no file name; nothing written", isError: true)
                return []
            }
            mode = .prompt(purpose, text: trimmed)
            return [.write(path: trimmed, contents: contents(for: purpose), overwrite: false)]
        }
    }

    /// What `w` and `p` write: the scene with every toggle, or the `render` page at the screen's size.
    func contents(for purpose: Prompt) -> String {
        if purpose == .writeScene { return SceneWriter.yaml(scene) }
        return RenderDocument.text(
            layout,
            RenderDocument.Options(
                width: max(1, min(columns, 400)), height: max(1, min(rows, 150)), format: .text,
                mock: MockOptions(ascii: ascii, showSafeArea: showSafeArea, showMargins: showMargins, selected: selected)))
    }

    /// `NAME-edited.yaml` or `NAME.txt` (`NAME-SCENE-…` for one of a storyboard's scenes) beside
    /// the scene file, or in the current directory.
    func defaultPath(extension ext: String) -> String {
        // A storyboard of several scenes names the one shown, as `import` names its files.
        let scene = documentScenes.count > 1 ? sourceScene.map { SceneWriter.fileStem("-" + $0) } ?? "" : ""
        let name = sourceName + scene + (ext == "yaml" ? "-edited" : "")
        guard let path = sourcePath, let slash = path.lastIndex(of: "/") else { return "\(name).\(ext)" }
        return String(path[...slash]) + "\(name).\(ext)"
    }
}

extension StringProtocol {
    /// Without the spaces, tabs and line breaks at either end.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        var s = Substring(self)
        while s.first.map(isSpace) == true { s.removeFirst() }
        while s.last.map(isSpace) == true { s.removeLast() }
        return String(s)
    }
}
