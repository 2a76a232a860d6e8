import Preview
import Testing

/// Golden snapshots of the whole interactive screen (issue "One page model"): the default scene
/// at 120x40, 80x24 and 60x16, normal, with the help open, with the device prompt, and a
/// terminal too small. Read each one before recording it anew.
struct ScreenSnapshotTests {
    @Test("Golden: the screen at 120x40, 80x24 and 60x16 (normal, help, prompt) and too small", arguments: [(120, 40), (80, 24), (60, 16)])
    func screens(_ size: (Int, Int)) throws {
        let scene = try #require(try BundledScenes.scene(named: "default"))
        let state = try AppState(scene: scene, sourceName: "default", columns: size.0, rows: size.1)
        let name = "screen-\(size.0)x\(size.1)"
        assertSnapshot(ScreenView.view(state).lines.joined(separator: "\n"), named: name)
        let help = AppState.update(state, .key(.character("?"))).0
        assertSnapshot(ScreenView.view(help).lines.joined(separator: "\n"), named: name + "-help")
        var prompt = AppState.update(state, .key(.character("/"))).0
        for c in "17 pro" { prompt = AppState.update(prompt, .key(.character(c))).0 }
        assertSnapshot(ScreenView.view(prompt).lines.joined(separator: "\n"), named: name + "-prompt")
    }

    @Test("Golden: a terminal too small says what it needs")
    func tooSmall() throws {
        let scene = try #require(try BundledScenes.scene(named: "default"))
        let state = try AppState(scene: scene, sourceName: "default", columns: 50, rows: 12)
        assertSnapshot(ScreenView.view(state).lines.joined(separator: "\n"), named: "screen-too-small")
    }

    @Test(
        "A terminal far too small still says what it needs, wrapped and never wider than itself", arguments: [(20, 5), (10, 60), (8, 3), (59, 16), (400, 10)])
    func farTooSmall(size: (columns: Int, rows: Int)) throws {
        let scene = try #require(try BundledScenes.scene(named: "default"))
        let state = try AppState(scene: scene, sourceName: "default", columns: size.columns, rows: size.rows)
        let lines = ScreenView.view(state).lines
        #expect(lines.count == size.rows && lines.allSatisfy { TerminalWidth.of($0) <= size.columns })
        // The need (ScreenLayout.minimum, 60x16) is whole on one line; so is the way out.
        let text = lines.joined(separator: "\n")
        #expect(text.contains("60x16") && (text.contains("q quits") || text.contains("press q to")), "\(size)\n\(text)")
    }
}
