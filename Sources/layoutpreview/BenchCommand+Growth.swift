import Foundation
import Preview

extension Bench {
    /// `bench --growth`: each command as a user runs it (its own process) on frame scenes of 10,
    /// 100, 1,000 and 2,000 views (the budget), with wall time and the process's peak memory, so
    /// that growth with the input shows at a glance. Lint covers every device and orientation up
    /// to its work budget, matrix every orientation.
    static func growthFigures() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lp-growth-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        var rows = [["views", "command", "ms", "peak MB"]]
        for count in [10, 100, 1_000, 2_000] {
            let path = directory.appendingPathComponent("scene-\(count).yaml").path
            try syntheticFrameScene(views: count).write(toFile: path, atomically: true, encoding: .utf8)
            // Lint stays within its work budget (views × layouts ≤ 100,000): fewer devices for the big scenes.
            let devices = count <= 400 ? "all" : count <= 1_000 ? "iphone-x,iphone-17,ipad-pro-13-m5,iphone-se-3,iphone-17-pro-max" : "iphone-x,iphone-17"
            let commands: [(String, [String])] = [
                ("render", ["render", path, "--width", "200", "--height", "60"]),
                ("lint", ["lint", path, "--devices", devices, "--exit-zero"]),
                ("compare", ["compare", path, "--vs", "--device", "iphone-17"]),
                ("matrix", ["render", path, "--matrix", "orientations", "--width", "200"]),
            ]
            for (name, arguments) in commands {
                let (seconds, peak) = try run(binary, arguments)
                rows.append([String(count), name + (name == "lint" ? " (\(devices == "all" ? "all" : String(devices.split(separator: ",").count)) devices)" : ""),
                             String(format: "%.0f", seconds * 1000), String(format: "%.1f", Double(peak) / 1024)])
            }
        }
        return TextTable.format(rows)
    }

    /// A column of labels placed by frame, in groups of ten inside containers (nesting as real
    /// screens do).
    static func syntheticFrameScene(views: Int) -> String {
        var yaml = "title: growth\nnavigation: {title: Growth}\ntabBar: {items: [A, B]}\nviews:\n"
        var made = 0
        var group = 0
        while made < views {
            yaml += "  - {name: g\(group), kind: view, frame: {x: 0, y: \(group * 40), width: 375, height: 40}, subviews: ["
            var items: [String] = []
            made += 1
            for i in 0..<min(9, views - made) {
                items.append("{name: l\(group)-\(i), kind: label, text: Item, frame: {x: \(i * 40), y: 0, width: 40, height: 20}}")
            }
            made += items.count
            yaml += items.joined(separator: ", ") + "]}\n"
            group += 1
        }
        return yaml
    }

    /// Wall time and peak resident memory (KB) of one run of the binary, output discarded.
    /// posix_spawn and wait4, not Process: Foundation reaps its children itself, and wait4 is
    /// what reports this child's own peak.
    private static func run(_ binary: String, _ arguments: [String]) throws -> (Double, Int) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let clock = ContinuousClock()
        let start = clock.now
        guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else {
            throw SceneError(file: binary, message: "cannot run it: \(String(cString: strerror(errno)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let (s, attoseconds) = (clock.now - start).components
        return (Double(s) + Double(attoseconds) / 1e18, usage.ru_maxrss)
    }
}
