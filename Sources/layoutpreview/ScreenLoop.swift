import Foundation
import Preview

/// The interactive screen's loop: read an event, `update`, perform the effects, paint `view`.
/// Every way out goes through `endwin`, so the terminal is restored.
enum ScreenLoop {
    /// Runs until quit; returns the exit status (0, or 128 + the signal that stopped it, 129
    /// when the terminal went away), or nil when ncurses cannot drive this terminal.
    static func run(_ initial: AppState, color: Bool, mouse: Bool, watch: Bool) -> Int32? {
        guard var curses = Curses.start(color: color, mouse: mouse) else { return nil }
        defer { Curses.stop() }
        var state = initial
        // The scene file is reloaded when it changes on disk (polled with the input's 100 ms wake).
        var watched = watch ? state.sourcePath.map(modification) : nil
        (state.columns, state.rows) = curses.size
        if !curses.unicode { state.ascii = true }
        var dirty = true
        /// After a resize or Ctrl-L every cell is repainted, not only those that changed.
        var full = true
        while true {
            let signal = Curses.pendingSignal
            if signal != 0 { return 128 + signal }
            // Back from a stop (Ctrl-Z, then fg): ncurses shows its own blank window; paint ours.
            if Curses.continued { (dirty, full) = (true, true) }
            if dirty {
                curses.paint(ScreenView.view(state), full: full)
                dirty = false
                full = false
            }
            var queue: [Event] = []
            if let event = curses.read() {
                queue.append(event)
            } else if Curses.inputClosed {
                return 128 + SIGHUP
            }
            if let before = watched, let path = state.sourcePath, case let now = modification(path), now != before {
                watched = now
                queue.append(reload(state))
            }
            guard !queue.isEmpty else { continue }
            while !queue.isEmpty {
                let event = queue.removeFirst()
                if case .resize = event { full = true }
                let (next, effects): (AppState, [Effect])
                switch Listening.update(state, event, curses: &curses, arriving: &queue) {
                case .done(let s, let e): (next, effects) = (s, e)
                case .quit(let status): return status
                }
                state = next
                for effect in effects {
                    switch effect {
                    case .quit: return 0
                    case .reload: queue.append(reload(state))
                    case .loadScene(let selector): queue.append(reload(state, scene: selector))
                    case .write(let path, let contents, let overwrite):
                        queue.append(AtomicFile.write(contents, to: path, overwrite: overwrite))
                    }
                }
            }
            dirty = true
        }
    }

    /// A file's modification time and size, to notice a change.
    static func modification(_ path: String) -> [Int] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [] }
        return [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size)]
    }

    /// The scene file read again (or the bundled scene), as an event for `update`, which alone
    /// changes the state; with `scene`,
    /// that view controller of the storyboard or xib instead of the one shown. A storyboard's list
    /// of scenes (`v`) is read again too, so a controller added since is reached.
    static func reload(_ state: AppState, scene selector: String? = nil) -> Event {
        do {
            let chosen = selector ?? state.sourceScene
            let scene: Scene
            var scenes: [String]?
            // A storyboard is read once for both its list of scenes and the scene shown.
            if let lesson = try SceneSource.lesson(state.sourcePath ?? state.sourceName, device: state.toggles.device) {
                scenes = lesson.sceneNames
                scene = try lesson.scene(chosen)
            } else {
                scene = try state.sourcePath.map { try SceneSource.file($0, scene: chosen) } ?? SceneSource.load(state.sourceName, scene: chosen).scene
            }
            return selector.map { .sceneLoaded(scene, selector: $0, scenes: scenes) } ?? .reloaded(scene, scenes: scenes)
        } catch {
            return .reloadFailed("\(error)")
        }
    }
}
