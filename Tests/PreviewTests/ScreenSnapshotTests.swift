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
}
