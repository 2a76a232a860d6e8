import Foundation
import Testing

@testable import Preview

/// Every kind of bad input: one clear error at the right place, nothing traps or hangs.
struct SceneLoaderTests {
    struct BadInput: CustomTestStringConvertible, Sendable {
        var what: String
        var yaml: String
        /// The expected `file:line:column: error: …` prefix, or the key path.
        var place: String
        var message: String
        var testDescription: String { what }
    }

    static let cases: [BadInput] = [
        BadInput(what: "YAML syntax error", yaml: "title: [unclosed\n", place: "x.yaml:2:1:", message: "YAML syntax"),
        BadInput(
            what: "unknown key with a suggestion", yaml: "navigation:\n  bra: opaque\n", place: "x.yaml:2:3:",
            // The keys are listed as SceneSchema.navigation declares them.
            message:
                "unknown key 'bra' in navigation; expected \(Suggestion.list(SceneSchema.navigation.keys)) (did you mean 'bar'?)"),
        BadInput(
            what: "wrong type", yaml: "navigation:\n  prefersLargeTitles: 12\n", place: "x.yaml:2:23:", message: "expected true or false, found a number '12'"),
        BadInput(
            what: "SPEC's example: unknown behavior", yaml: "views:\n  - name: t\n    kind: table\n    contentInsetAdjustmentBehavior: sometimes\n",
            place: "x.yaml:4:37:", message: "unknown contentInsetAdjustmentBehavior 'sometimes'; expected automatic, scrollableAxes, never or always"),
        BadInput(
            what: "unknown enum with a suggestion", yaml: "navigation: {bar: opaq}\n", place: "x.yaml:1:19:",
            message: "unknown bar style 'opaq'; expected translucent, opaque, backgroundImage or hidden (did you mean 'opaque'?)"),
        BadInput(what: "unknown device id", yaml: "device: iphone-15-pr\n", place: "x.yaml:1:9:", message: "(did you mean 'iphone-15-pro'?)"),
        BadInput(
            what: "negative size", yaml: "views: [{name: a, frame: {x: 0, y: 0, width: -1, height: 5}}]\n", place: "x.yaml:1:", message: "-1 is out of range"),
        BadInput(
            what: "NaN", yaml: "views: [{name: a, frame: {x: .nan, y: 0, width: 1, height: 5}}]\n", place: "x.yaml:1:", message: "expected a finite number"),
        BadInput(what: "infinity", yaml: "controller: {additionalSafeAreaInsets: {top: .inf}}\n", place: "x.yaml:1:", message: "expected a finite number"),
        BadInput(
            what: "size over 100,000 pt", yaml: "views: [{name: s, kind: scroll, contentSize: {width: 1, height: 100001}}]\n", place: "x.yaml:1:",
            message: "out of range"),
        BadInput(
            what: "duplicate view names", yaml: "views:\n  - name: a\n  - name: b\n    subviews:\n      - name: a\n", place: "x.yaml:5:15:",
            message: "duplicate view name 'a'"),
        BadInput(what: "reserved view name", yaml: "views: [{name: window}]\n", place: "x.yaml:1:", message: "built-in view"),
        BadInput(what: "not a mapping", yaml: "- just\n- a list\n", place: "x.yaml:1:1:", message: "expected a mapping"),
        BadInput(what: "empty file", yaml: "", place: "x.yaml:1:1:", message: "the file is empty"),
        BadInput(
            what: "ios out of range", yaml: "ios: 6\n", place: "x.yaml:1:6:", message: "iOS 6 is not a version layoutpreview models; expected 7 to 18, 26 or 27"
        ),
        BadInput(
            what: "R6a: iOS 19 never existed", yaml: "title: t\nios: 19\n", place: "x.yaml:2:6:",
            message: "iOS 19 is not a version layoutpreview models; expected 7 to 18, 26 or 27 (Apple followed iOS 18 with iOS 26; R6a)"),
        BadInput(what: "R6a: iOS 25 never existed", yaml: "ios: 25\n", place: "x.yaml:1:6:", message: "expected 7 to 18, 26 or 27"),
        BadInput(what: "an unknown design", yaml: "ios: 26\ndesign: glassy\n", place: "x.yaml:2:9:", message: "unknown design 'glassy'"),
        BadInput(
            what: "an unknown new device, with a suggestion", yaml: "device: iphone-17-pro-maxx\n", place: "x.yaml:1:9:",
            message: "(did you mean 'iphone-17-pro-max'?)"),
        BadInput(
            what: "the iPhone Duo's inner display upside down", yaml: "device: iphone-duo-inner\norientation: portraitUpsideDown\n", place: "x.yaml:2:14:",
            message: "portraitUpsideDown is not supported on iPhone Duo (inner display, unfolded); expected portrait, landscapeLeft or landscapeRight"),
        BadInput(
            what: "a tabBarMinimizeBehavior UIKit lacks", yaml: "tabBar: {tabBarMinimizeBehavior: sometimes}\n", place: "x.yaml:1:34:",
            message: "expected automatic, never, onScrollDown or onScrollUp"),
        BadInput(
            what: "upside down on a Face ID iPhone", yaml: "orientation: portraitUpsideDown\n", place: "x.yaml:1:14:", message: "not supported on iPhone X"),
        BadInput(
            what: "pins: one edge without a size", yaml: "views: [{name: a, frame: {top: safeArea}}]\n", place: "x.yaml:1:",
            message: "pins give top without height"),
        BadInput(
            what: "rows and contentSize together", yaml: "views: [{name: t, kind: table, rows: 3, contentSize: {width: 1, height: 1}}]\n", place: "x.yaml:1:",
            message: "rows or contentSize, not both"),
        BadInput(what: "duplicate keys", yaml: "title: a\ntitle: b\n", place: "x.yaml:", message: "duplicate key 'title'"),
        BadInput(
            what: "deep flow nesting", yaml: "title: " + String(repeating: "[", count: 5000) + "\n", place: "x.yaml:1:", message: "nesting deeper than 32"),
        BadInput(
            what: "deep view nesting",
            yaml: "views:\n"
                + (0..<40).map { String(repeating: "  ", count: 2 * $0) + "- name: v\($0)\n" + String(repeating: "  ", count: 2 * $0 + 1) + "subviews:\n" }
                .joined(),
            place: "x.yaml:", message: "views nest deeper than 32"),
        BadInput(what: "an alias as a key", yaml: "a: &k title\n*k : x\n", place: "x.yaml:2:1:", message: "alias used as a mapping key"),
    ]

    @Test(arguments: cases)
    func badInput(_ c: BadInput) {
        do {
            _ = try SceneLoader.load(text: c.yaml, file: "x.yaml")
            Issue.record("accepted: \(c.what)")
        } catch {
            #expect(error.description.hasPrefix(c.place), "\(error)")
            #expect(error.description.contains(c.message), "\(error)")
        }
    }

    @Test("An alias bomb stops at the node budget instead of expanding a billion nodes")
    func aliasBomb() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 {
            yaml += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        yaml += "views: [*a9]\n"
        #expect(throws: SceneError.self) { try SceneLoader.load(text: yaml, file: "bomb.yaml") }
        do {
            _ = try SceneLoader.load(text: "title: x\nnotes: &n hi\nviews: [{name: a, text: *n}]\n", file: "ok.yaml")
        } catch {
            Issue.record("a plain alias must still work: \(error)")
        }
    }

    @Test("Binary junk and invalid UTF-8 are refused with the file named")
    func binary() {
        #expect(throws: SceneError(file: "b.bin", message: "binary data (a NUL byte at offset 2); expected a YAML or JSON text file")) {
            try SceneLoader.load(bytes: [0x41, 0x42, 0, 0xFF], file: "b.bin")
        }
        #expect(throws: SceneError.self) { try SceneLoader.load(bytes: [0xC3, 0x28, 0x41], file: "u.yaml") }
    }

    @Test("A UIKit class named as a kind says how a scene writes it (as import does); a misspelt kind still gets the nearest name")
    func uikitKinds() {
        func message(_ kind: String) -> String {
            do {
                _ = try SceneLoader.load(text: "views:\n  - {name: a, kind: \(kind)}\n", file: "k.yaml")
                return "loaded"
            } catch {
                return "\(error)"
            }
        }
        // The mapping the importer uses for these elements (ViewImporter: controls → view +
        // interactive, collection views → scroll). Column 21: "  - {name: a, kind: " is 20 characters.
        #expect(
            message("textField")
                == "k.yaml:2:21: error: unknown view kind 'textField'; expected view, scroll, table, label, button or stack: a control is kind: view with interactive: true, so lint keeps it clear of the housing and corners"
        )
        #expect(message("UISwitch").hasSuffix("a control is kind: view with interactive: true, so lint keeps it clear of the housing and corners"))
        #expect(message("collectionView").hasSuffix("a collection view is kind: scroll (it is a UIScrollView)"))
        #expect(message("labl").hasSuffix("(did you mean 'label'?)"))
    }

    @Test("JSON is YAML: a JSON scene loads")
    func jsonScene() throws {
        let scene = try SceneLoader.load(
            text: #"{"device": "iphone-12", "navigation": {"bar": "opaque"}, "views": [{"name": "t", "kind": "table", "rows": 3}]}"#, file: "s.json")
        #expect(scene.device.id == "iphone-12" && scene.navigation?.bar == .opaque && scene.views.first?.scroll?.rows == 3)
    }

    @Test("Defaults are UIKit's")
    func defaults() throws {
        let scene = try SceneLoader.load(text: "tabBar:\nnavigation:\n", file: "d.yaml")
        // R6b: without `ios`, the newest version the device runs: the iPhone X's last was iOS 16.
        #expect(scene.device.id == "iphone-x" && scene.ios == 16 && scene.orientation == .portrait)
        #expect(scene.requestedIOS == nil && scene.design == .compatibility)
        #expect(scene.tabBar?.style == .translucent && scene.navigation?.bar == .translucent && scene.navigation?.toolbar == .hidden)
        #expect(scene.controller.edgesForExtendedLayout == Set(Edge.allCases) && scene.controller.automaticallyAdjustsScrollViewInsets)
    }

    @Test("A custom device loads and lays out")
    func customDevice() throws {
        let l = try layout(
            "device: {name: Concept, idiom: phone, width: 400, height: 870, insets: {portrait: {top: 60, bottom: 34}, landscape: {left: 60, right: 60, bottom: 21}}, statusBarHeight: 54, housing: dynamicIsland, cornerRadius: 55}\nios: 18\nnavigation: {}"
        )
        #expect(l.scene.deviceChoice.isCustom && l.scene.device.name == "Concept")
        #expect(try l.required("viewController.view").safeAreaInsets == insets(98, 0, 34, 0), "max(60, 54 + 44)")
    }

    @Test("Every bundled scene loads and matches its file in Scenes/")
    func bundledScenes() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenes").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(BundledScenes.files.map { $0.name + ".yaml" } == names, "run Scripts/embed-scenes.py")
        for file in BundledScenes.files {
            let onDisk = FileManager.default.contents(atPath: folder.appendingPathComponent(file.name + ".yaml").path)
            #expect(onDisk.map { String(decoding: $0, as: UTF8.self) } == file.text, "\(file.name): run Scripts/embed-scenes.py")
            _ = try SceneLoader.load(text: file.text, file: file.name)
        }
    }

    @Test("Every scroll key on a view that does not scroll is refused at its line, the same way (rows and rowHeight only on tables); none is read and dropped")
    func scrollKeysOnOtherKinds() throws {
        let values = [
            "contentSize": "{width: 10, height: 10}", "rows": "3", "rowHeight": "50", "contentInset": "{top: 1, left: 0, bottom: 0, right: 0}",
            "contentInsetAdjustmentBehavior": "never", "alwaysBounceVertical": "true", "alwaysBounceHorizontal": "true",
            "isScrollEnabled": "false", "contentOffset": "{x: 0, y: 10}",
        ]
        for key in [
            "contentSize", "rows", "rowHeight", "contentInset", "contentInsetAdjustmentBehavior", "alwaysBounceVertical", "alwaysBounceHorizontal",
            "isScrollEnabled", "contentOffset",
        ] {
            let value = try #require(values[key])
            do {
                _ = try SceneLoader.load(text: "views:\n  - name: l\n    kind: label\n    \(key): \(value)\n", file: "t.yaml")
                Issue.record("\(key) accepted on a label")
            } catch {
                #expect(error.line == 4 && error.message.contains("'\(key)' applies to") && error.message.contains("kind is label"), "\(error)")
            }
        }
        #expect(throws: SceneError.self) { try SceneLoader.load(text: "views:\n  - {name: s, kind: scroll, rowHeight: 50}\n", file: "t.yaml") }
        _ = try SceneLoader.load(text: "views:\n  - {name: t, kind: table, rows: 3, rowHeight: 50, contentOffset: {x: 0, y: 10}}\n", file: "t.yaml")
    }
}
