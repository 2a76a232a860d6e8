import Foundation
import Testing

/// The real binary in a real terminal (tmux): keys, resizes, quitting and signals, and the
/// terminal's state afterwards. CI installs tmux when it is missing.
@Suite(.serialized)
struct TerminalTests {
    /// One tmux session running `layoutpreview ARGS`, then printing its exit status and whether
    /// the terminal is back in canonical mode with echo (`stty -a`).
    final class Session {
        let name = "lp-e2e-\(UUID().uuidString.prefix(8))"
        let directory: URL

        init(_ arguments: [String], columns: Int = 120, rows: Int = 40, environment: String = "") throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let command =
                ([Binary.url.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
                + "; echo EXIT=\\$?; stty -a | tr ' ;' '\\n\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo; sleep 60"
            let start = [
                "-u", "new-session", "-d", "-s", name, "-x", String(columns), "-y", String(rows), "-c", directory.path,
                "env LANG=C.UTF-8 LC_ALL=C.UTF-8 \(environment) sh -c \"\(command)\"",
            ]
            // The previous test's session was the server's last: while that server exits, a new
            // session can fail to start ("server exited unexpectedly"). A moment later it starts.
            for attempt in 1...3 {
                do {
                    try Session.tmux(start)
                    break
                } catch  where attempt < 3 {
                    Thread.sleep(forTimeInterval: 0.2)
                }
            }
        }

        deinit {
            _ = try? Session.tmux(["kill-session", "-t", name])
            try? FileManager.default.removeItem(at: directory)
        }

        @discardableResult
        static func tmux(_ arguments: [String]) throws -> String {
            let result = try Spawn.run("tmux", arguments, environment: ProcessInfo.processInfo.environment, timeout: 10)
            guard result.status == 0 else {
                throw TmuxError(message: "tmux \(arguments.prefix(2).joined(separator: " ")) failed (is tmux installed?): \(result.stderr)")
            }
            return result.stdout
        }

        var screen: String { (try? Session.tmux(["capture-pane", "-p", "-t", name])) ?? "" }

        func send(_ keys: String...) throws { try Session.tmux(["send-keys", "-t", name] + keys) }

        /// A left click at a cell (0-based), as the terminal sends it in xterm's X10 mouse mode:
        /// ESC [ M, then button, column and row each as 32 + value (1-based), then the release.
        func click(column: Int, row: Int) throws {
            let x = String(33 + column, radix: 16)
            let y = String(33 + row, radix: 16)
            try Session.tmux(["send-keys", "-t", name, "-H", "1b", "5b", "4d", "20", x, y, "1b", "5b", "4d", "23", x, y])
        }

        func resize(_ columns: Int, _ rows: Int) throws {
            try Session.tmux(["resize-window", "-t", name, "-x", String(columns), "-y", String(rows)])
        }

        /// The screen once `condition` holds, polling for up to 10 s; the last screen otherwise.
        func wait(for condition: (String) -> Bool) -> String {
            let deadline = Date().addingTimeInterval(10)
            var text = screen
            while !condition(text), Date() < deadline {
                Thread.sleep(forTimeInterval: 0.05)
                text = screen
            }
            return text
        }

        func wait(for text: String) -> String { wait { $0.contains(text) } }

        /// The layoutpreview process: a descendant of the pane's shell (through `env` and `sh`).
        func pid() throws -> Int32? {
            var queue = [try Session.tmux(["list-panes", "-t", name, "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)]
            while !queue.isEmpty {
                let pid = queue.removeFirst()
                let comm = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
                if comm.hasPrefix("layoutpreview") { return Int32(pid) }
                let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
                queue += children.split(separator: " ").map(String.init)
            }
            return nil
        }
    }

    struct TmuxError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// After the program ends: its status and the terminal's modes.
    func expectRestored(_ s: Session, status: Int) {
        let text = s.wait(for: "EXIT=")
        #expect(text.contains("EXIT=\(status)"), "\(text)")
        let modes = s.wait { $0.contains("icanon") }
        #expect(modes.contains("icanon echo") && !modes.contains("-icanon") && !modes.contains("-echo"), "\(modes)")
    }

    @Test("The screen opens on the default scene; n makes the bar opaque and the numbers follow; q restores the terminal")
    func keys() throws {
        let s = try Session([])
        let first = s.wait { $0.contains("Row 0") && $0.contains("safeAreaInsets") }
        #expect(first.contains("nav translucent") && first.contains("{88, 0, 83, 0}"), "\(first)")
        #expect(first.contains("╭") && first.contains("▮▮▮"), "Unicode box drawing in a UTF-8 locale")
        try s.send("n")
        let opaque = s.wait { $0.contains("nav opaque") }
        #expect(opaque.contains("{0, 0, 83, 0}"), "R10/R11: nothing covers the top once the bar is opaque\n\(opaque)")
        try s.send("j")
        #expect(s.wait(for: "list.contentOffset {0, 44}").contains("list.contentOffset {0, 44}"), "one 44-pt row down from 0")
        try s.send("q")
        expectRestored(s, status: 0)
    }

    @Test("Painting only the changed cells leaves nothing stale: after many keys, Ctrl-L's full repaint shows the very same screen")
    func changedCellsOnly() throws {
        let s = try Session([])
        _ = s.wait { $0.contains("Row 0") && $0.contains("safeAreaInsets") }
        for key in ["o", "d", "n", "t", "o", "D", "n", "n", "t", "Tab", "Tab", "j", "j", "G", "s", "m", "l", "e"] {
            try s.send(key)
            Thread.sleep(forTimeInterval: 0.05)
        }
        // The keys are read and painted within a frame each; give the last one time to land.
        Thread.sleep(forTimeInterval: 0.8)
        let before = s.screen
        try s.send("C-l")
        Thread.sleep(forTimeInterval: 0.4)
        #expect(s.screen == before, "\(before)")
        try s.send("q")
        expectRestored(s, status: 0)
    }

    @Test("A storyboard opens on its initial controller; r reads the edited document again; q restores the terminal")
    func storyboard() throws {
        try Binary.withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("Checkout.storyboard").path
            try InterfaceBuilderCommandTests.storyboard(bottomTo: "root", constant: 0).write(toFile: path, atomically: true, encoding: .utf8)
            let s = try Session([path, "--no-watch"])
            let first = s.wait { $0.contains("[Pay]") && $0.contains("safeAreaInsets") }
            #expect(first.contains("Checkout") && first.contains("iPhone 13 mini"), "\(first)")
            // Tab to the button: the inspector says where its bottom comes from.
            try s.send("Tab")
            let selected = s.wait(for: "btn  (button")
            #expect(selected.contains("superview.bottom = 812"), "\(selected)")
            try InterfaceBuilderCommandTests.storyboard(bottomTo: "safe", constant: 8).write(toFile: path, atomically: true, encoding: .utf8)
            try s.send("r")
            let reloaded = s.wait { $0.contains("reloaded") && $0.contains("safeArea.bottom = 778") }
            #expect(reloaded.contains("{{87.667, 720}, {200, 50}}"), "812 − 34 − 8 − 50 = 720\n\(reloaded)")
            try s.send("q")
            expectRestored(s, status: 0)
        }
    }

    @Test("v steps to a storyboard's next view controller and V back; the device toggle stays")
    func storyboardScenes() throws {
        try Binary.withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("Shop.storyboard").path
            let text = InterfaceBuilderCommandTests.twoScenes()
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let s = try Session([path, "--no-watch"])
            _ = s.wait { $0.contains("[Pay]") }
            try s.send("d")
            _ = s.wait(for: "device ")
            try s.send("v")
            let second = s.wait { $0.contains("scene 2 of 2: receipt") }
            #expect(second.contains("Thanks") && !second.contains("[Pay]"), "\(second)")
            #expect(second.contains(" iPhone 13 · portrait"), "the key bar: d moved off the design device (iPhone 13 mini), and it stays")
            try s.send("V")
            let first = s.wait { $0.contains("scene 1 of 2: checkout") }
            #expect(first.contains("[Pay]"), "\(first)")
            // A controller added to the file is reached after r: the list of scenes is read again.
            let extra = text.replacingOccurrences(
                of: "</scenes>",
                with: """
                            <scene sceneID="s3"><objects><viewController storyboardIdentifier="extra" id="vc3" sceneMemberID="viewController">
                                <view key="view" id="root3"><rect key="frame" x="0.0" y="0.0" width="375" height="812"/></view>
                            </viewController></objects></scene>
                        </scenes>
                    """)
            try extra.write(toFile: path, atomically: true, encoding: .utf8)
            try s.send("r")
            let reloaded = s.wait(for: "reloaded")
            #expect(reloaded.contains("reloaded Shop"), "\(reloaded)")
            try s.send("V")
            let third = s.wait { $0.contains("scene 3 of 3: extra") }
            #expect(third.contains("scene 3 of 3: extra") && !third.contains("[Pay]"), "\(third)")
            try s.send("q")
            expectRestored(s, status: 0)

            // Two controllers with one storyboard identifier: each is named by its IB id, so v moves on.
            try text.replacingOccurrences(of: "storyboardIdentifier=\"receipt\"", with: "storyboardIdentifier=\"checkout\"")
                .write(toFile: path, atomically: true, encoding: .utf8)
            let shared = try Session([path, "--no-watch"])
            _ = shared.wait { $0.contains("[Pay]") }
            try shared.send("v")
            let moved = shared.wait { $0.contains("scene 2 of 2: vc2") }
            #expect(moved.contains("Thanks"), "\(moved)")
            try shared.send("q")
            expectRestored(shared, status: 0)
        }
    }

    @Test("A mouse click selects the view under it; with --no-mouse it selects nothing")
    func mouse() throws {
        /// The cell where `text` first shows on the screen (every cell here is one column wide).
        func cell(of text: String, in screen: String) throws -> (column: Int, row: Int) {
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            let row = try #require(lines.firstIndex { $0.contains(text) }, "\(text) on screen")
            let line = lines[row]
            return (line.distance(from: line.startIndex, to: try #require(line.range(of: text)).lowerBound), row)
        }
        func inspected(_ screen: String) -> String {
            String(screen.split(separator: "\n")[1].split(separator: "│").last ?? "").trimmingCharacters(in: .whitespaces)
        }
        let s = try Session([])
        let first = s.wait { $0.contains("Row 3") && $0.contains("Profile") }
        #expect(inspected(first).hasPrefix("list "), "the table is selected at start")
        // The navigation bar's row (its title; the tab bar's first item, lower down, has the same
        // name), near its left end: column 2 sends harmless bytes where mouse support is off.
        let back = (column: 2, row: try cell(of: "Inbox", in: first).row)
        try s.click(column: back.column, row: back.row)
        #expect(inspected(s.wait { inspected($0).hasPrefix("navigationBar ") }).hasPrefix("navigationBar "))
        let profile = try cell(of: "Profile", in: first)
        try s.click(column: profile.column, row: profile.row)
        #expect(inspected(s.wait { inspected($0).hasPrefix("tabBar ") }).hasPrefix("tabBar "))
        let row = try cell(of: "Row 3", in: first)
        try s.click(column: row.column, row: row.row)
        #expect(inspected(s.wait { inspected($0).hasPrefix("list ") }).hasPrefix("list "))
        try s.send("q")
        expectRestored(s, status: 0)

        let off = try Session(["--no-mouse"])
        let screen = off.wait { $0.contains("Row 3") }
        let bar = (column: 2, row: try cell(of: "Inbox", in: screen).row)
        try off.click(column: bar.column, row: bar.row)
        try off.send("s")
        let after = off.wait { $0.contains("safe-area overlay on") }
        #expect(inspected(after).hasPrefix("list "), "no selection change without mouse support\n\(after)")
        try off.send("q")
        expectRestored(off, status: 0)
    }

    @Test("Chinese scene text keeps the mock's right edge in place; ] scrolls a long inspector")
    func wideTextAndInspector() throws {
        try Binary.withTemporaryDirectory { dir in
            let scene = try Binary.writeChineseScene(in: dir)
            let s = try Session([scene], columns: 100, rows: 24)
            let screen = s.wait { $0.contains("你好世界") && $0.contains("Row 0") }
            /// The column of the mock's right edge: the line's second `│`, CJK ideographs counting two.
            func edge(_ line: Substring) -> Int? {
                var column = 0
                var bars = 0
                for scalar in line.unicodeScalars {
                    if scalar == "│" {
                        bars += 1
                        if bars == 2 { return column }
                    }
                    column += (0x4E00...0x9FFF).contains(scalar.value) ? 2 : 1
                }
                return nil
            }
            let lines = screen.split(separator: "\n")
            let label = try #require(lines.first { $0.contains("你好世界") })
            let title = try #require(lines.first { $0.contains("收件箱") && $0.hasPrefix("│") })
            let row = try #require(lines.first { $0.contains("Row 0") })
            #expect(edge(row) != nil && edge(label) == edge(row) && edge(title) == edge(row), "\(screen)")
            #expect(screen.contains("more lines: ] scrolls the inspector"))
            try s.send("]")
            // ("above" alone may be in the inspector's text before the key takes effect.)
            let scrolled = s.wait { $0.contains("lines above: [ scrolls back") || $0.contains("below: [ and ] scroll") }
            #expect(scrolled.contains("above"), "the inspector says what is above and how to go back\n\(scrolled)")
            try s.send("q")
            expectRestored(s, status: 0)
        }
    }

    @Test("Resizing to tiny says what it needs, keeps running, and draws again when large")
    func resize() throws {
        let s = try Session([])
        _ = s.wait(for: "Row 0")
        try s.resize(40, 10)
        #expect(s.wait(for: "Terminal too small: 40x10").contains("needs at least 60x16"))
        try s.resize(200, 60)
        let large = s.wait { $0.contains("Row 0") && !$0.contains("too small") }
        #expect(large.contains("Row 0"), "\(large)")
        #expect(large.split(separator: "\n").allSatisfy { $0.count <= 200 })
        try s.send("Escape")
        expectRestored(s, status: 0)
    }

    @Test("SIGTERM, SIGHUP and Ctrl-C end the program with the terminal restored")
    func signals() throws {
        for (signal, status) in [(SIGTERM, 128 + SIGTERM), (SIGHUP, 128 + SIGHUP)] {
            let s = try Session([])
            _ = s.wait(for: "Row 0")
            let pid = try #require(try s.pid())
            kill(pid, signal)
            expectRestored(s, status: Int(status))
        }
        let s = try Session(["nav-opaque"])
        _ = s.wait(for: "Opaque")
        try s.send("C-c")
        expectRestored(s, status: 0)
    }

    @Test("w and p never replace a FIFO, a device or a symbolic link, even after y; the link's target is kept")
    func writeRefusesSpecialFiles() throws {
        let s = try Session(["nav-opaque"])
        _ = s.wait(for: "Opaque")
        let fifo = s.directory.appendingPathComponent("pipe.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let target = s.directory.appendingPathComponent("target.txt").path
        try "keep me\n".write(toFile: target, atomically: true, encoding: .utf8)
        let link = s.directory.appendingPathComponent("link.txt").path
        #expect(symlink(target, link) == 0)
        for (key, name, expected) in [("w", "pipe.yaml", "is a FIFO"), ("p", "link.txt", "is a symbolic link"), ("w", "/dev/null", "is a character device")] {
            try s.send(key)
            _ = s.wait(for: " to: ")
            for _ in 0..<40 { try s.send("BSpace") }
            try s.send("-l", name)
            try s.send("Enter")
            let screen = s.wait(for: expected)
            #expect(screen.contains(expected), "\(name): \(screen)")
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me\n")
        try s.send("q")
        expectRestored(s, status: 0)
    }

    @Test("r on a file turned into an alias bomb keyed by an alias says why at once; q still quits")
    func reloadBomb() throws {
        try Binary.withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("scene.yaml").path
            try "title: Fine\nnavigation: {}\n".write(toFile: path, atomically: true, encoding: .utf8)
            let s = try Session([path])
            _ = s.wait(for: "Fine")
            var bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
            for i in 1...8 { bomb += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
            try (bomb + "? *a8\n: 1\n").write(toFile: path, atomically: true, encoding: .utf8)
            try s.send("r")
            let screen = s.wait(for: "complex mapping key")
            #expect(screen.contains("scene.yaml:10:1"), "\(screen)")
            try s.send("q")
            expectRestored(s, status: 0)
        }
    }

    @Test("TERM=dumb gets the printed page, not the full screen, and exits 0")
    func dumbTerminal() throws {
        let s = try Session([], environment: "TERM=dumb")
        let text = s.wait(for: "EXIT=")
        // The page (taller than the pane) was printed and the program ended: no key bar of the screen.
        #expect(text.contains("EXIT=0") && text.contains("│ Row") && !text.contains("? keys"), "\(text)")
    }

    @Test("The screen reloads its scene file when it changes on disk; --no-watch keeps it")
    func watch() throws {
        try Binary.withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("scene.yaml").path
            try "title: First title\nnavigation: {}\n".write(toFile: path, atomically: true, encoding: .utf8)
            let s = try Session([path])
            _ = s.wait(for: "First title")
            try "title: Second title\nnavigation: {bar: opaque}\n".write(toFile: path, atomically: true, encoding: .utf8)
            let screen = s.wait(for: "Second title")
            #expect(screen.contains("Second title") && screen.contains("nav opaque"), "\(screen)")
            try s.send("q")
            expectRestored(s, status: 0)

            let kept = try Session([path, "--no-watch"])
            _ = kept.wait(for: "Second title")
            try "title: Third title\n".write(toFile: path, atomically: true, encoding: .utf8)
            Thread.sleep(forTimeInterval: 0.6)
            #expect(!kept.screen.contains("Third title"))
        }
    }

    @Test("render --watch prints again when the file changes; SIGINT (Ctrl-C) ends it")
    func renderWatch() throws {
        try Binary.withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("w.yaml").path
            try "title: Before the edit\n".write(toFile: path, atomically: true, encoding: .utf8)
            let s = try Session(["render", path, "--watch", "--width", "60", "--height", "10"])
            _ = s.wait(for: "watching")
            try "title: After the edit\n".write(toFile: path, atomically: true, encoding: .utf8)
            #expect(s.wait(for: "After the edit").contains("After the edit"))
            // Ctrl-C would reach the test's shell too; the signal goes to the program alone.
            kill(try #require(try s.pid()), SIGINT)
            #expect(s.wait(for: "EXIT=").contains("EXIT=130"))
        }
    }

    @Test("The mouse wheel scrolls the table a row at a time")
    func wheel() throws {
        let s = try Session([])
        _ = s.wait(for: "contentOffset")
        #expect(s.screen.contains("{0, -88}"))
        // X10 mouse reports: ESC [ M, then 32 + 65 (button 5, the wheel down), column, row.
        try Session.tmux(["send-keys", "-t", s.name, "-H", "1b", "5b", "4d", "61", "35", "35"])
        let scrolled = s.wait { $0.contains("{0, -44}") }
        #expect(scrolled.contains("{0, -44}"), "one 44-pt row down: −88 + 44\n\(scrolled)")
    }

    @Test("A crash (SIGQUIT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT as a trap would raise them) still restores the terminal")
    func crashes() throws {
        for signal in [SIGQUIT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT] {
            // The Swift runtime's backtracer, which runs once the terminal is restored, would
            // otherwise wait 20 s for a key on a terminal.
            let s = try Session([], environment: "SWIFT_BACKTRACE=interactive=no")
            _ = s.wait(for: "Row 0")
            let pid = try #require(try s.pid())
            kill(pid, signal)
            // The process dies of the signal, as it would have (the shell reports 128 + it).
            expectRestored(s, status: Int(128 + signal))
        }
    }

    @Test("SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM and SIGXCPU end the program with the terminal restored, dying of the signal")
    func otherSignals() throws {
        for signal in [SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU] {
            let s = try Session([], environment: "SWIFT_BACKTRACE=interactive=no")
            _ = s.wait(for: "Row 0")
            let pid = try #require(try s.pid())
            kill(pid, signal)
            expectRestored(s, status: Int(128 + signal))
        }
    }

    /// A scene the solver takes long over within every budget: 2,990 constraints on one view at
    /// 98 priorities (with hugging and compression resistance, 100), their constants all different.
    static func slowScene() -> String {
        let constraints = (0..<2_990).map { "\"top == superview.top + \(($0 * 7) % 101) @\(1 + $0 % 98)\"" }.joined(separator: ", ")
        return "title: Slow\nviews:\n  - name: a\n    constraints: [leading == superview.leading, \(constraints)]\n"
    }

    @Test("r on a file replaced by a slow one says it is working; q then quits at once, the work abandoned")
    func slowReload() throws {
        try Binary.withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("scene.yaml").path
            try "title: Fine\nnavigation: {}\n".write(toFile: path, atomically: true, encoding: .utf8)
            let s = try Session([path, "--no-watch"])
            _ = s.wait(for: "Fine")
            try Self.slowScene().write(toFile: path, atomically: true, encoding: .utf8)
            try s.send("r")
            let working = s.wait(for: "q quits")
            // A debug build takes about 2 s over this layout (release 0.2 s): long enough to ask.
            if working.contains("working out the layout") {
                let asked = Date()
                try s.send("q")
                _ = s.wait(for: "EXIT=")
                #expect(Date().timeIntervalSince(asked) < 1, "q waited for the layout")
            } else {
                try s.send("q")
            }
            expectRestored(s, status: 0)
        }
    }

    @Test("After a stop (Ctrl-Z) and fg the screen is painted again at once, not blank until a key")
    func continued() throws {
        let s = try Session(["nav-opaque"])
        _ = s.wait(for: "Opaque")
        let pid = try #require(try s.pid())
        kill(pid, SIGSTOP)
        try s.send("C-l")  // nothing reads it while stopped; the pane is cleared by hand
        try Session.tmux(["send-keys", "-t", s.name, "-R"])
        try Session.tmux(["clear-history", "-t", s.name])
        kill(pid, SIGCONT)
        let screen = s.wait(for: "Opaque")
        #expect(screen.contains("Opaque"), "\(screen)")
        try s.send("q")
        expectRestored(s, status: 0)
    }

    @Test("With SIGHUP ignored (nohup, setsid), a terminal that goes away ends the screen instead of a spin")
    func terminalGone() throws {
        let name = "lp-gone-\(UUID().uuidString.prefix(8))"
        try Session.tmux([
            "-u", "new-session", "-d", "-s", name, "-x", "100", "-y", "30",
            "env LANG=C.UTF-8 sh -c \"trap '' HUP; exec '\(Binary.url.path)'\"",
        ])
        var pid: Int32?
        for _ in 0..<100 where pid == nil {
            Thread.sleep(forTimeInterval: 0.05)
            let panePid = try Session.tmux(["list-panes", "-t", name, "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
            if ((try? String(contentsOfFile: "/proc/\(panePid)/comm", encoding: .utf8)) ?? "").hasPrefix("layoutpreview") { pid = Int32(panePid) }
        }
        let running = try #require(pid)
        Thread.sleep(forTimeInterval: 0.5)
        try Session.tmux(["kill-session", "-t", name])
        let deadline = Date().addingTimeInterval(5)
        while kill(running, 0) == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(kill(running, 0) != 0, "still running after its terminal closed")
        if kill(running, 0) == 0 { kill(running, SIGKILL) }
    }

    @Test("w writes a scene file that loads to the same layout; a second w asks before overwriting")
    func write() throws {
        let s = try Session(["--ascii"])
        let first = s.wait(for: "Row 0")
        #expect(!first.contains("╭") && first.contains("/--"), "--ascii: no box drawing")
        try s.send("n")
        _ = s.wait(for: "nav opaque")
        try s.send("w")
        _ = s.wait(for: "write scene to: default-edited.yaml")
        try s.send("Enter")
        _ = s.wait(for: "wrote default-edited.yaml")
        let path = s.directory.appendingPathComponent("default-edited.yaml").path
        let written = try Binary.run(["render", path, "--format", "json"])
        let expected = try Binary.run(["render", "default", "--nav-bar", "opaque", "--format", "json"])
        #expect(written.status == 0 && written.stdout == expected.stdout)
        try s.send("w")
        _ = s.wait(for: "write scene to:")
        try s.send("Enter")
        #expect(s.wait(for: "exists: overwrite it? y / n").contains("default-edited.yaml exists"))
        try s.send("n")
        #expect(s.wait(for: "nothing written").contains("kept"))
        try s.send("q")
        expectRestored(s, status: 0)
    }
}
