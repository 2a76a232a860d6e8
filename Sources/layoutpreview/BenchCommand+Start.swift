import CPseudoTerminal
import Foundation
import Preview

extension Bench {
    /// The screen's cold start at 80x24, 200x60 and 400x150: from spawning the program on a
    /// pseudo-terminal of that size to the last byte of its first frame (the frame has ended
    /// when nothing more comes for 200 ms; that wait is not counted). The median of five starts,
    /// the figure Scripts/pty-bench.py prints beside its key timings.
    static func startFigures() -> String {
        let binary = Executable.path
        var rows = [["start → first frame", "ms, median of 5", "bytes"]]
        for (columns, lines) in [(80, 24), (200, 60), (400, 150)] {
            var times: [Double] = []
            var bytes = 0
            for _ in 0..<5 {
                guard let (seconds, count) = firstFrame(binary, columns: columns, rows: lines) else { continue }
                times.append(seconds)
                bytes = count
            }
            guard !times.isEmpty else {
                rows.append(["\(columns)x\(lines)", "n/a (no pseudo-terminal)", ""])
                continue
            }
            rows.append(["\(columns)x\(lines)", String(format: "%.1f", times.sorted()[times.count / 2] * 1000), String(bytes)])
        }
        return TextTable.format(rows)
    }

    /// One start: the seconds to the first frame's last byte and the frame's bytes, or nil when
    /// no pseudo-terminal could be had or nothing came within 5 s. The program is then asked to
    /// quit (`q`), and killed if it has not within a second.
    private static func firstFrame(_ binary: String, columns: Int, rows: Int) -> (Double, Int)? {
        var environment = ProcessInfo.processInfo.environment
        (environment["TERM"], environment["LANG"], environment["LC_ALL"]) = ("xterm-256color", "C.UTF-8", "C.UTF-8")
        (environment["COLUMNS"], environment["LINES"]) = (nil, nil)
        let arguments: [String] = [binary, "default", "--no-watch", "--no-mouse"]
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        let master = lp_spawn_on_pseudo_terminal(binary, argv, envp, Int32(rows), Int32(columns), &pid)
        guard master >= 0 else { return nil }
        defer { close(master) }
        var last = start
        var count = 0
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&ready, 1, count == 0 ? 5_000 : 200) > 0 {
            let n = read(master, &buffer, buffer.count)
            guard n > 0 else { break }
            count += n
            last = clock.now
        }
        _ = write(master, "q", 1)
        var status: Int32 = 0
        for _ in 0..<100 where waitpid(pid, &status, WNOHANG) == 0 {
            // Its last bytes (the terminal's restoration) are read so it never blocks writing them.
            if poll(&ready, 1, 10) > 0 { _ = read(master, &buffer, buffer.count) }
        }
        if kill(pid, 0) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        let (seconds, attoseconds) = (last - start).components
        return count > 0 ? (Double(seconds) + Double(attoseconds) / 1e18, count) : nil
    }
}
