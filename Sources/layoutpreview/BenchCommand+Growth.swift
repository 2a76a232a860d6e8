import Foundation
import Preview

extension Bench {
    /// `bench --growth`: each command as a user runs it (its own process) on frame scenes of 10,
    /// 100, 1,000 and 2,000 views (the budget): its CPU time (user + system, the best of five
    /// runs) and peak memory; or, with `instructions`, the instructions it executes, counted by
    /// valgrind. CPU time on a shared machine still varies by a third between runs, too much to
    /// read growth from; instruction counts are exact, so their per-view column stays level
    /// exactly when a command is linear in views. Lint covers five devices in every orientation
    /// (within its work budget at every size), matrix every orientation.
    static func growthFigures(instructions: Bool) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lp-growth-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var binary = Executable.path
        if instructions {
            // valgrind cannot read Swift's DWARF: it runs a copy without it.
            let stripped = directory.appendingPathComponent("layoutpreview").path
            guard try run("objcopy", ["--strip-debug", binary, stripped]).status == 0 else {
                throw SceneError(file: "objcopy", message: "cannot strip a copy of the binary for valgrind (is binutils installed?)")
            }
            binary = stripped
        }
        var rows = [["views", "command"] + (instructions ? ["M instructions", "k per added view"] : ["CPU ms", "peak MB"])]
        var smallest: [String: Int] = [:]
        for count in [10, 100, 1_000, 2_000] {
            let path = directory.appendingPathComponent("scene-\(count).yaml").path
            try syntheticFrameScene(views: count).write(toFile: path, atomically: true, encoding: .utf8)
            let devices = "iphone-x,iphone-17,ipad-pro-13-m5,iphone-se-3,iphone-17-pro-max"
            let commands: [(String, [String])] = [
                ("render", ["render", path, "--width", "200", "--height", "60"]),
                ("lint (5 devices)", ["lint", path, "--devices", devices, "--exit-zero"]),
                ("compare", ["compare", path, "--vs", "--device", "iphone-17"]),
                ("matrix", ["render", path, "--matrix", "orientations", "--width", "200"]),
            ]
            for (name, arguments) in commands {
                if instructions {
                    let counted = try run(
                        "valgrind", ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", binary] + arguments, stderr: true)
                    // The summary line reads "==PID== I   refs:      722,807,815".
                    guard let line = counted.stderr.split(separator: "\n").last(where: { $0.contains("refs:") }),
                        let figure = line.split(separator: " ").last, let n = Int(figure.filter(\.isNumber))
                    else {
                        throw SceneError(file: "valgrind", message: "gave no instruction count (is valgrind installed?)")
                    }
                    let perView = smallest[name].map { String((n - $0) / 1000 / (count - 10)) } ?? ""
                    if smallest[name] == nil { smallest[name] = n }
                    rows.append([String(count), name, String(n / 1_000_000), perView])
                } else {
                    var best = (seconds: Double.infinity, peak: 0)
                    for _ in 0..<5 {
                        let r = try run(binary, arguments)
                        if r.seconds < best.seconds { best = (r.seconds, r.peakKilobytes) }
                    }
                    rows.append([String(count), name, String(format: "%.0f", best.seconds * 1000), String(format: "%.1f", Double(best.peak) / 1024)])
                }
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

    /// One run of a program (found on PATH), its output discarded or, with `stderr`, its errors
    /// kept: its exit status, CPU time (seconds), peak resident memory (KB) and errors.
    /// posix_spawn and wait4, not Process: Foundation reaps its children itself, and wait4 is
    /// what reports this child's own time and peak. The peak has this process's own as its floor
    /// (at exec Linux records the peak of the memory a vforked child came from): bench stays
    /// near 25 MB, under the smallest run's 29 MB, so every figure is the run's.
    private static func run(
        _ program: String, _ arguments: [String], stderr: Bool = false
    ) throws
        -> (status: Int32, seconds: Double, peakKilobytes: Int, stderr: String)
    {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("lp-growth-\(getpid()).err").path
        defer { if stderr { unlink(errors) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderr ? errors : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawnp(&pid, program, &actions, nil, argv, environ)
        guard error == 0 else {
            throw SceneError(file: program, message: "cannot run it: \(String(cString: strerror(error)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        let text = stderr ? (FileManager.default.contents(atPath: errors).map { String(decoding: $0, as: UTF8.self) } ?? "") : ""
        return (status, seconds(usage.ru_utime) + seconds(usage.ru_stime), usage.ru_maxrss, text)
    }
}
