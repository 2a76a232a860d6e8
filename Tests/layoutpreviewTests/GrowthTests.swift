import Foundation
import Testing

/// Cost that grows faster than the input, caught by counts of work rather than by time: the
/// instructions a run executes (valgrind's cachegrind, exact and the same on every run) and the
/// peak memory the kernel reports. No figure here depends on how busy the machine is.
struct GrowthTests {
    /// A column of labels placed by frame, in groups of ten inside containers, under a
    /// navigation bar and a tab bar (the scene `bench --growth` times).
    static func frameScene(views: Int) -> String {
        var yaml = "title: growth\nnavigation: {title: Growth}\ntabBar: {items: [A, B]}\nviews:\n"
        var made = 0
        var group = 0
        while made < views {
            let labels = (0..<min(9, views - made - 1)).map { i in
                "{name: l\(group)-\(i), kind: label, text: Item, frame: {x: \(i * 40), y: 0, width: 40, height: 20}}"
            }
            yaml +=
                "  - {name: g\(group), kind: view, frame: {x: 0, y: \(group * 40), width: 375, height: 40}, subviews: [\(labels.joined(separator: ", "))]}\n"
            made += 1 + labels.count
            group += 1
        }
        return yaml
    }

    /// valgrind runs only a binary without DWARF it cannot read (Swift's), so the count runs on a
    /// copy with the debug sections stripped; both tools are in CI's install list.
    static var countable: Bool {
        ["valgrind", "objcopy"].allSatisfy { tool in
            (try? Spawn.run("/bin/sh", ["-c", "command -v \(tool)"], environment: ProcessInfo.processInfo.environment, timeout: 20))?.status == 0
        }
    }

    /// The instructions one run of the binary executes.
    static func instructions(_ binary: String, _ arguments: [String]) throws -> Int {
        let r = try Spawn.run(
            "valgrind", ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", binary] + arguments,
            environment: ProcessInfo.processInfo.environment, timeout: 300)
        // The summary line reads "==PID== I   refs:      722,807,815".
        guard let line = r.stderr.split(separator: "\n").first(where: { $0.contains("I") && $0.contains("refs:") }),
            let figure = line.split(separator: " ").last, let count = Int(figure.filter(\.isNumber))
        else {
            throw Spawn.Failure(description: "no instruction count from valgrind: \(r.stderr.suffix(400))")
        }
        #expect(r.status == 0, "\(arguments.prefix(2)) failed under valgrind: \(r.stderr.suffix(400))")
        return count
    }

    /// Lint at 200, 400 and 800 views, in landscape, where iPhones show no status bar: the case
    /// where a lookup per view once made it quadratic (10,000 views over every device took 110 s,
    /// 14 s with the lookup hoisted). Cost a + b·n gives (I800 − I400) / (I400 − I200) = 2; that
    /// bug's c·n² (c ≈ 7·10⁻⁴ b, from those figures) gives 2.6, a plain quadratic 4. Measured
    /// on the debug build: 1.98, and 2.54 with the status bar looked up again for each view.
    @Test("Lint's work grows linearly with views in landscape (instructions at 200, 400 and 800 views)", .enabled(if: countable))
    func lintLinear() throws {
        try Binary.withTemporaryDirectory { dir in
            let binary = dir.appendingPathComponent("layoutpreview").path
            let strip = try Spawn.run("objcopy", ["--strip-debug", Binary.url.path, binary], environment: ProcessInfo.processInfo.environment)
            try #require(strip.status == 0, "\(strip.stderr)")
            var counts: [Int] = []
            for views in [200, 400, 800] {
                let scene = dir.appendingPathComponent("scene-\(views).yaml").path
                try Self.frameScene(views: views).write(toFile: scene, atomically: true, encoding: .utf8)
                counts.append(try Self.instructions(binary, ["lint", scene, "--devices", "iphone-17", "--orientations", "landscapeLeft", "--exit-zero"]))
            }
            let ratio = Double(counts[2] - counts[1]) / Double(counts[1] - counts[0])
            #expect(ratio < 2.3, "\(counts) instructions at 200, 400 and 800 views: growth ratio \(ratio), 2 when linear")
        }
    }

    /// The peak resident memory (KB) of one run of the binary, and the run.
    ///
    /// Not wait4's figure for a child of the test process: at exec, Linux records as the new
    /// program's peak the peak of the memory it came from, which for posix_spawn (a vfork) is the
    /// whole test runner's. CI once read 245 MB for a 32 MB render, and the difference of two such
    /// runs measured only how much the runner grew between them. The run is forked from a small
    /// Python process instead, so the figure is the program's own, with Python's 8 MB as its floor.
    static func peakKilobytes(_ arguments: [String]) throws -> (run: Spawn.Result, peak: Int) {
        let fork = """
            import os, sys
            pid = os.fork()
            if pid == 0:
                try:
                    os.execv(sys.argv[1], sys.argv[1:])
                finally:
                    os._exit(127)
            _, status, usage = os.wait4(pid, 0)
            print(f"peak-kilobytes {usage.ru_maxrss}", file=sys.stderr)
            sys.exit(os.waitstatus_to_exitcode(status) & 0xff)
            """
        var run = try Spawn.run(
            DifferentialTests.python, ["-c", fork, Binary.url.path] + arguments,
            environment: ProcessInfo.processInfo.environment, directory: Binary.packageRoot.path)
        let lines = run.stderr.split(separator: "\n")
        guard let last = lines.last, last.hasPrefix("peak-kilobytes "), let peak = Int(last.dropFirst("peak-kilobytes ".count)) else {
            throw Spawn.Failure(description: "no peak from the Python fork: \(run.stderr.suffix(400))")
        }
        run.stderr = lines.dropLast().joined(separator: "\n")
        return (run, peak)
    }

    static var pythonAvailable: Bool { FileManager.default.isExecutableFile(atPath: DifferentialTests.python) }

    /// The device matrix lays each grid row out only when it draws it (`Matrix.Variant`): its
    /// peak memory stays near one layout's, however many devices. Holding all 56 layouts of a
    /// 1,000-view scene would add about 26 MB (measured with the layouts held).
    @Test("The device matrix of a 1,000-view scene peaks within 8 MB of rendering it once", .enabled(if: pythonAvailable))
    func matrixMemory() throws {
        try Binary.withTemporaryDirectory { dir in
            let scene = dir.appendingPathComponent("scene.yaml").path
            try Self.frameScene(views: 1_000).write(toFile: scene, atomically: true, encoding: .utf8)
            let one = try Self.peakKilobytes(["render", scene, "--width", "200"])
            let matrix = try Self.peakKilobytes(["render", scene, "--matrix", "devices", "--width", "200"])
            #expect(one.run.status == 0 && matrix.run.status == 0, "\(one.run.stderr)\(matrix.run.stderr)")
            // 29 MB for a 10-view scene, measured with GNU time: more than Python's floor, so the
            // figure is the program's own.
            #expect(one.peak > 20_000, "a Swift program with Foundation takes more than 20 MB: \(one.peak) KB measured")
            #expect(matrix.run.stdout.contains("iPhone 17 Pro Max"), "the matrix has every device")
            #expect(matrix.peak - one.peak < 8 * 1024, "render peaks at \(one.peak) KB, the matrix at \(matrix.peak) KB")
        }
    }
}
