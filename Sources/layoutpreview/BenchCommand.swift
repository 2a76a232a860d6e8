import ArgumentParser
import Foundation
import Preview

/// `layoutpreview bench`: per-scene figures, measured, never asserted.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bench", abstract: "Print per-scene layout and render times (build with -c release).")

    @Option(help: "Iterations per figure.")
    var iterations = 2000

    @Option(
        name: .customLong("interface-builder"),
        help: "A folder of storyboards and xibs: print how many stored frames each reproduces on its design device, instead of the timings.")
    var interfaceBuilder: String?

    @Flag(help: "With --interface-builder: list every view whose frame differs.")
    var verbose = false

    @Flag(help: "CPU time and peak memory of render, lint, compare and matrix, each its own process, on scenes of 10 to 2,000 views.")
    var growth = false

    @Flag(help: "With --growth: count each run's instructions with valgrind instead (exact, so growth reads at a glance; takes minutes).")
    var instructions = false

    func validate() throws {
        if instructions && !growth { throw ValidationError("--instructions counts the runs of --growth; add --growth") }
        if verbose && interfaceBuilder == nil { throw ValidationError("--verbose lists the frames of --interface-builder; add --interface-builder FOLDER") }
    }

    func run() throws {
        if let interfaceBuilder {
            try Self.frameCheck(folder: interfaceBuilder, verbose: verbose)
            return
        }
        if growth {
            Output.write(try Self.growthFigures(instructions: instructions))
            return
        }
        var rows: [[String]] = [["scene", "layout µs", "render 200x60 µs"]]
        for file in BundledScenes.files {
            guard let scene = try BundledScenes.scene(named: file.name) else { continue }
            let layoutTime = Self.measure(iterations) { _ = LayoutEngine.layout(scene) }
            let layout = LayoutEngine.layout(scene)
            let renderTime = Self.measure(iterations / 10) {
                _ = RenderDocument.text(layout, RenderDocument.Options(width: 200, height: 60))
            }
            rows.append([file.name, Self.micro(layoutTime), Self.micro(renderTime)])
        }
        Output.write(TextTable.format(rows))
        Output.write("\n" + Self.frameFigures(iterations: iterations / 10))
        Output.write("\n" + Self.startFigures())
        Output.write("\n" + Self.lintFigure(iterations: max(1, iterations / 100)))
        Output.write("\n" + Self.autoLayoutFigures(iterations: max(1, iterations / 100)))
        Output.write("\n" + Self.interfaceBuilderFigures(iterations: max(1, iterations / 400)))
        Output.write("\n" + Self.swiftUIFigures(iterations: iterations * 10))
        Output.write("\n" + Self.projectFigure())
        #if DEBUG
        Output.write("note: debug build; run `swift run -c release layoutpreview bench` for real figures\n")
        #endif
    }

    /// `lint` of every bundled scene over every device and orientation, in process.
    static func lintFigure(iterations: Int) -> String {
        let scenes = BundledScenes.files.compactMap { file in (try? BundledScenes.scene(named: file.name)).flatMap { $0 }.map { (file.name, $0) } }
        var checked = 0
        let time = measure(iterations) {
            checked = LintReport.run(scenes, devices: DeviceCatalog.devices, orientations: Orientation.allCases).checked
        }
        return TextTable.format([
            ["lint, all bundled scenes", "layouts", "ms", "µs per layout"],
            [
                "\(scenes.count) scenes × \(DeviceCatalog.devices.count) devices × 4 orientations", String(checked), String(Double(Int(time * 1e5)) / 100),
                micro(time / Double(max(1, checked))),
            ],
        ])
    }

    /// A key on the interactive screen at 80x24, 200x60 and 400x150, over the pty harness's
    /// mixed sequence: update (recomputing every frame), view (the whole canvas), and diff +
    /// paint (the changed cells written to /dev/null). Each size twice: keys back to back, and
    /// keys 5 ms apart, as typed keys come. Between typed keys the caches go cold (on the
    /// development machine, a virtual one, even on a core that spins meanwhile), so a typed key
    /// costs several times a key in a hot loop; the pty harness sees the second figure.
    static func frameFigures(iterations: Int) -> String {
        // The pty harness's sequence (Scripts/pty-bench.py): bars, selection, scrolling, overlays.
        let keys: [Event] = ["n", "t", "j", "\t", "s", "n", "k", "m", "e", "G", "g", "b", "n", "\t", "o", "O"].map { (c: Character) in
            .key(c == "\t" ? .tab : .character(c))
        }
        var rows = [["key, mixed sequence", "update µs", "view µs", "diff + paint µs", "bytes"]]
        for (columns, lines) in [(80, 24), (200, 60), (400, 150)] {
            for pause in [0, 5_000] {
                guard let scene = try? BundledScenes.scene(named: BundledScenes.defaultName),
                    var state = try? AppState(scene: scene, sourceName: BundledScenes.defaultName, columns: columns, rows: lines)
                else { continue }
                guard var curses = Curses.offscreen(columns: columns, rows: lines) else {
                    rows.append(["\(columns)x\(lines)", "n/a (no xterm-256color terminfo)", "", "", ""])
                    continue
                }
                curses.paint(ScreenView.view(state), full: true)
                let clock = ContinuousClock()
                var (update, view, paint) = (Duration.zero, Duration.zero, Duration.zero)
                var bytes = 0
                var count = 0
                // Paused keys: enough for a steady figure in a second or so.
                let rounds = pause == 0 ? max(1, iterations / keys.count) : 10
                for _ in 0..<rounds {
                    for key in keys {
                        if pause > 0 { usleep(UInt32(pause)) }
                        let t0 = clock.now
                        state = AppState.update(state, key).0
                        let t1 = clock.now
                        let canvas = ScreenView.view(state)
                        let t2 = clock.now
                        bytes += curses.paint(canvas)
                        let t3 = clock.now
                        update += t1 - t0
                        view += t2 - t1
                        paint += t3 - t2
                        count += 1
                    }
                }
                Curses.stop()
                func mean(_ d: Duration) -> String {
                    micro(Double(d.components.seconds) / Double(count) + Double(d.components.attoseconds) / 1e18 / Double(count))
                }
                rows.append(["\(columns)x\(lines)" + (pause > 0 ? ", 5 ms apart" : ""), mean(update), mean(view), mean(paint), String(bytes / count)])
            }
        }
        return TextTable.format(rows)
    }

    /// Constraint scenes of 10, 50, 100 and 300 views, the most a scene may constrain (a column of rows, each pinned to the
    /// margins and to the row above, with a preferred height): one layout, and one key's
    /// re-layout on the screen (`n`, which changes the bars and so every row's position).
    static func autoLayoutFigures(iterations: Int) -> String {
        var rows = [["Auto Layout views", "layout µs", "numbers only µs", "key (update) µs", "µs per view"]]
        for count in [10, 50, 100, 300] {
            var yaml = "navigation: {}\nviews:\n"
            for i in 0..<count {
                let top = i == 0 ? "safeArea.top" : "r\(i - 1).bottom + 8"
                yaml +=
                    "  - {name: r\(i), kind: label, text: Row, constraints: [leading == margins.leading, trailing == margins.trailing, top == \(top), \"height == 44 @750\", height >= 20]}\n"
            }
            guard let scene = try? SceneLoader.load(text: yaml, file: "bench.yaml"),
                var state = try? AppState(scene: scene, sourceName: "bench", columns: 200, rows: 60)
            else { continue }
            let n = max(1, iterations * 50 / count)
            let layout = measure(n) { _ = LayoutEngine.layout(scene) }
            let numbers = measure(n) { _ = LayoutEngine.layout(scene, explaining: .none) }
            let key = Event.key(.character("n"))
            let update = measure(n) { state = AppState.update(state, key).0 }
            rows.append([String(count), micro(layout), micro(numbers), micro(update), String(format: "%.2f", layout * 1e6 / Double(count))])
        }
        return TextTable.format(rows)
    }

    /// Time of one call, in seconds: the best mean of five batches of `n / 5` calls, after a
    /// warm-up. The best batch, not the mean of all, because another process on the machine only
    /// ever adds time.
    static func measure(_ n: Int, _ body: () -> Void) -> Double {
        for _ in 0..<max(1, n / 10) { body() }
        let clock = ContinuousClock()
        let batch = max(1, n / 5)
        return (0..<5).map { _ in
            let (seconds, attoseconds) = clock.measure { for _ in 0..<batch { body() } }.components
            return (Double(seconds) + Double(attoseconds) / 1e18) / Double(batch)
        }.min()!
    }

    static func micro(_ seconds: Double) -> String {
        let us = seconds * 1e6
        return us < 10 ? String(Double(Int(us * 100)) / 100) : String(Int(us.rounded()))
    }
}
