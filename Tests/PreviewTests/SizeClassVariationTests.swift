import Geometry
import Testing

@testable import Preview

/// Interface Builder's size-class variations in the scene format: a constraint's form, or a
/// view's being installed at all, per pair; a layout takes what its window's size classes select.
@Suite struct SizeClassVariationTests {
    @Test("A constraint that varies by size class takes the form its layout's size classes select; a malformed one is refused at its place")
    func sizeClassVariations() throws {
        let yaml = """
            device: iphone-12
            views:
              - name: v
                kind: view
                constraints: [leading == superview.leading, top == superview.top, height == 10, {any: "width == 10", wC hR: "width == 30", wR hR: null}]
            """
        // iPhone 12: wC hR in portrait, wC hC in landscape (§12.3: its landscape width is compact).
        #expect(try layout(yaml).required("v").frame.width == 30)
        #expect(
            try layout(yaml.replacingOccurrences(of: "device: iphone-12", with: "device: iphone-12\norientation: landscapeLeft")).required("v").frame.width
                == 10)
        for (bad, says) in [
            ("{wR hR: \"width == 10\"}", "needs its text for every other pair"),
            ("{any: \"width == 10\", wX hR: null}", "wX hR"),
            ("{any: \"width == 10\", wR hR: \"width == == 3\"}", "width == == 3"),
        ] {
            do {
                _ = try SceneLoader.load(text: "views:\n  - {name: v, kind: view, constraints: [\(bad)]}", file: "t.yaml")
                Issue.record("accepted \(bad)")
            } catch {
                #expect(error.line == 2 && error.message.contains(says), "\(error)")
            }
        }
    }

    @Test("A view not installed in a pair is not in that layout, with its subviews, its place in a stack and the constraints naming it")
    func notInstalledViews() throws {
        let yaml = """
            device: iphone-12
            views:
              - name: column
                kind: stack
                axis: vertical
                constraints: [top == superview.top + 100, leading == superview.leading + 20, width == 100]
                subviews:
                  - {name: a, kind: view, intrinsicContentSize: {width: 100, height: 20}}
                  - name: extra
                    kind: view
                    notInstalled: [wC hR]
                    intrinsicContentSize: {width: 100, height: 30}
                    subviews: [{name: inner, kind: view, frame: fill}]
                  - {name: b, kind: view, intrinsicContentSize: {width: 100, height: 20}}
              - name: tag
                kind: view
                constraints: [top == extra.bottom, leading == superview.leading, width == 10, height == 10, top == superview.top + 400 @200]
            """
        // Portrait is wC hR (§12.3): extra is not there. The column stacks a (0–20) and b
        // (20–40), 40 tall; tag's constraint to extra goes with it, so its @200 top holds: 400.
        let portrait = try layout(yaml)
        #expect(portrait.view(named: "extra") == nil && portrait.view(named: "inner") == nil)
        #expect(close(try portrait.required("b").frame, rect(0, 20, 100, 20)))
        #expect(close(try portrait.required("column").frame, rect(20, 100, 100, 40)))
        #expect(close(try portrait.required("tag").frame, rect(0, 400, 10, 10)))
        // Landscape is wC hC: extra is installed between them (20–50), b at 50, the column 70
        // tall (a's hugging, 250, outweighs tag's @200 pull to 400), and tag's required top at
        // extra's bottom: 100 + 50 = 150.
        let landscape = try layout(yaml.replacingOccurrences(of: "device: iphone-12", with: "device: iphone-12\norientation: landscapeLeft"))
        #expect(close(try landscape.required("extra").frame, rect(0, 20, 100, 30)))
        #expect(close(try landscape.required("inner").frame, rect(0, 0, 100, 30)))
        #expect(close(try landscape.required("b").frame, rect(0, 50, 100, 20)))
        #expect(close(try landscape.required("tag").frame, rect(0, 150, 10, 10)))

        // Written back in Xcode's order of pairs, and read back the same.
        let scene = try SceneLoader.load(text: yaml, file: "t.yaml")
        let written = SceneWriter.yaml(scene)
        #expect(written.contains("notInstalled: [\"wC hR\"]"), "\(written)")
        #expect(try SceneLoader.load(text: written, file: "again.yaml").views == scene.views)

        do {
            _ = try SceneLoader.load(text: "views:\n  - {name: v, kind: view, notInstalled: [wX hR]}", file: "t.yaml")
            Issue.record("accepted wX hR")
        } catch {
            #expect(error.line == 2 && error.message.contains("'wX hR' is not a size-class pair; expected one of wC hR, wC hC, wR hR, wR hC"), "\(error)")
        }
    }
}
