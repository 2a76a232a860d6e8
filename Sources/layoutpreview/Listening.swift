import Dispatch
import Foundation
import Preview

/// `AppState.update` run where the screen still listens: on a worker thread while the loop
/// keeps reading keys and polling signals. A layout is bounded (the scene budgets keep it to a
/// fraction of a second in release), but a debug build or a slow machine can take longer, and a
/// quit must never wait for it: a quit key or a quit signal that arrives meanwhile ends the
/// screen at once, the work abandoned; other events wait their turn; after a moment the message
/// line says what is being worked out and that q quits.
enum Listening {
    enum Outcome {
        case done(AppState, [Effect])
        /// The exit status: 0 for a quit key, 128 + the signal.
        case quit(Int32)
    }

    /// How long an update runs before the screen says it is working.
    static let announceAfter = 0.2

    static func update(_ state: AppState, _ event: Event, curses: inout Curses, arriving: inout [Event]) -> Outcome {
        let slot = Slot()
        worker.async {
            let result = AppState.update(state, event)
            slot.lock.withLock { slot.result = result }
            slot.finished.signal()
        }
        let began = Date()
        var announced = false
        while slot.finished.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
            let signal = Curses.pendingSignal
            if signal != 0 { return .quit(128 + signal) }
            while let next = curses.readNow() {
                if quits(next, in: state) { return .quit(0) }
                arriving.append(next)
            }
            if !announced, Date().timeIntervalSince(began) > announceAfter {
                var shown = state
                shown.message = AppState.Message("working out the layout (\(what(event)))… q quits")
                curses.paint(ScreenView.view(shown))
                announced = true
            }
        }
        guard let (next, effects) = slot.lock.withLock({ slot.result }) else { return .done(state, []) }
        return .done(next, effects)
    }

    /// Whether `event` quits from `state` (q and Esc outside a prompt, Ctrl-C always): asked of
    /// `update` itself for those keys alone, which answer without laying anything out.
    static func quits(_ event: Event, in state: AppState) -> Bool {
        guard case .key(let key) = event, key == .controlC || key == .escape || key == .character("q") else { return false }
        return AppState.update(state, event).1.contains(.quit)
    }

    private static func what(_ event: Event) -> String {
        switch event {
        case .reloaded: "the scene read again"
        case .sceneLoaded(_, let selector, _): "scene \(Sanitized.short(selector))"
        default: "the last key"
        }
    }

    /// One thread for all updates, in order.
    private static let worker = DispatchQueue(label: "layoutpreview.update")

    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        let finished = DispatchSemaphore(value: 0)
        var result: (AppState, [Effect])?
    }
}
