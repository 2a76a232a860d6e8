import Foundation
import Testing

/// Control characters fed through every field, file name and option into every command and
/// format: no raw control byte may come out (issue "Hardening", item 2). The bytes checked are
/// those a terminal would act on: C0 but newline (and the SGR escapes of `--format ansi`), DEL,
/// C1 as UTF-8 (C2 80–9F), and the bidirectional overrides and isolates.
struct HostileInputTests {
    /// ESC with a CSI clear screen, an OSC title, BEL, a C1 CSI, DEL, RLO and LRI.
    static let payload = "X\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31m\u{7F}\u{202E}\u{2066}Y"

    static func rawControls(_ text: String, allowSGR: Bool = false) -> [String] {
        var found: [String] = []
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let v = scalars[i].value
            if allowSGR && v == 0x1B, i + 1 < scalars.count, scalars[i + 1] == "[" {
                var j = i + 2
                while j < scalars.count, ("0"..."9").contains(scalars[j]) || scalars[j] == ";" { j += 1 }
                if j < scalars.count, scalars[j] == "m" {
                    i = j + 1
                    continue
                }
            }
            if (v < 0x20 && v != 0x0A && v != 0x09) || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) {
                found.append(String(format: "U+%04X at %d", v, i))
            }
            i += 1
        }
        return found
    }

    /// A scene with the payload in every string it has: title, notes, a custom device's name,
    /// bar titles, tab items, view text.
    static func hostileScene(in dir: URL) throws -> String {
        let p = payload.unicodeScalars.map { s -> String in
            s.value < 0x20 || (0x7F...0x9F).contains(s.value) || s.value > 0x2000 ? String(format: "\\u%04X", s.value) : String(s)
        }.joined()
        let yaml = """
            title: "\(p)"
            notes: "\(p)"
            device: {name: "\(p)", idiom: phone, width: 375, height: 812, insets: {portrait: {top: 44, bottom: 34}, landscape: {left: 44, right: 44, bottom: 21}}}
            tabBar: {items: ["\(p)", "two"]}
            navigation: {title: "\(p)"}
            views:
              - {name: list, kind: table, rows: 30}
              - {name: l, kind: label, text: "\(p)", frame: {x: 0, y: 700, width: 375, height: 200}}

            """
        let path = dir.appendingPathComponent("hostile\u{1B}[2J.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("Scene text and the file name, through every command and format")
    func sceneText() throws {
        try Binary.withTemporaryDirectory { dir in
            let scene = try Self.hostileScene(in: dir)
            let runs: [[String]] = [
                ["render", scene], ["render", scene, "--format", "markdown"], ["render", scene, "--format", "json"],
                ["render", scene, "--format", "ansi"], ["render", scene, "--ascii"], ["render", scene, "--matrix", "orientations"],
                ["explain", scene], ["compare", scene, "--vs", scene, "--ios", "18"], ["compare", scene, "--vs", "--format", "markdown"],
                ["lint", scene, "--devices", "iphone-x"], ["lint", scene, "--format", "markdown", "--devices", "iphone-x"],
                ["lint", scene, "--format", "json", "--devices", "iphone-x"], [scene],
            ]
            for arguments in runs {
                let r = try Binary.run(arguments)
                let ansi = arguments.contains("ansi")
                #expect(
                    Self.rawControls(r.stdout, allowSGR: ansi).isEmpty,
                    "\(arguments.dropFirst(0).first ?? ""): \(Self.rawControls(r.stdout, allowSGR: ansi).prefix(3))")
                #expect(Self.rawControls(r.stderr).isEmpty, "\(arguments): stderr \(r.stderr.prefix(200))")
                #expect(r.status == 0 || r.status == 1, "\(arguments): \(r.status) \(r.stderr.prefix(200))")
            }
            // The payload really is in the output, made harmless, not silently dropped.
            #expect(try Binary.run(["render", scene]).stdout.contains("X?[2J"))
        }
    }

    @Test("Bad values of options, bad file names and bad scene contents: the errors quote them harmlessly")
    func errors() throws {
        try Binary.withTemporaryDirectory { dir in
            let bad = dir.appendingPathComponent("bad\u{1B}]0;t\u{07}.yaml").path
            try "title: x\nios: \"\(Self.payload)\"\nnavigation: {bar: \"\u{1B}[31m\"}\n".write(toFile: bad, atomically: true, encoding: .utf8)
            let runs: [[String]] = [
                ["render", bad], ["render", dir.appendingPathComponent("missing\u{1B}[2J.yaml").path],
                ["render", "--device", Self.payload], ["render", "--orientation", Self.payload], ["render", "--ios", Self.payload],
                ["render", "--nav-bar", Self.payload], ["render", "--tab-bar", Self.payload], ["render", "--edges", Self.payload],
                ["render", "--toolbar", Self.payload], ["render", "--behavior", Self.payload], ["render", "--design", Self.payload],
                ["render", "--additional-safe-area", Self.payload], ["render", "--content-inset", Self.payload],
                ["render", "--status-bar", Self.payload], ["lint", "--devices", Self.payload], ["lint", "--orientations", Self.payload],
                ["render", "--matrix", Self.payload], ["render", "--format", Self.payload], [Self.payload],
            ]
            for arguments in runs {
                let r = try Binary.run(arguments)
                #expect(r.status == 2, "\(arguments.map { $0.debugDescription }): \(r.status)")
                #expect(
                    Self.rawControls(r.stdout).isEmpty && Self.rawControls(r.stderr).isEmpty,
                    "\(arguments.map { $0.debugDescription }): \(r.stderr.debugDescription.prefix(300))")
            }
        }
    }
}
