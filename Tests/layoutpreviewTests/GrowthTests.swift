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
        var made = 0, group = 0
        while made < views {
            let labels = (0..<min(9, views - made - 1)).map { i in
                "{name: l\(group)-\(i), kind: label, text: Item, frame: {x: \(i * 40), y: 0, width: 40, height: 20}}"
            }
            yaml += "  - {name: g\(group), kind: view, frame: {x: 0, y: \(group * 40), width: 375, height: 40}, subviews: [\(labels.joined(separator: ", "))]}\n"
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
        let r = try Spawn.run("valgrind", ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", binary] + arguments,
                              environment: ProcessInfo.processInfo.environment, timeout: 300)
        // The summary line reads "==PID== I   refs:      722,807,815".
        guard let line = r.stderr.split(separator: "\n").first(where: { $0.contains("I") && $0.contains("refs:") }),
              let figure = line.split(separator: " ").last, let count = Int(figure.filter(\.isNumber)) else {
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

    /// The device matrix lays each grid row out only when it draws it (`Matrix.Variant`): its
    /// peak memory stays near one layout's, however many devices. Holding all 56 layouts of a
    /// 1,000-view scene would add about 26 MB (measured with the layouts held).
    @Test("The device matrix of a 1,000-view scene peaks within 8 MB of rendering it once")
    func matrixMemory() throws {
        try Binary.withTemporaryDirectory { dir in
            let scene = dir.appendingPathComponent("scene.yaml").path
            try Self.frameScene(views: 1_000).write(toFile: scene, atomically: true, encoding: .utf8)
            let one = try Binary.run(["render", scene, "--width", "200"])
            let matrix = try Binary.run(["render", scene, "--matrix", "devices", "--width", "200"])
            #expect(one.status == 0 && matrix.status == 0, "\(one.stderr)\(matrix.stderr)")
            #expect(one.peakKilobytes > 10_000, "a Swift program with Foundation takes more than 10 MB: \(one.peakKilobytes) KB measured")
            #expect(matrix.stdout.contains("iPhone 17 Pro Max"), "the matrix has every device")
            #expect(matrix.peakKilobytes - one.peakKilobytes < 8 * 1024,
                    "render peaks at \(one.peakKilobytes) KB, the matrix at \(matrix.peakKilobytes) KB")
        }
    }
}
