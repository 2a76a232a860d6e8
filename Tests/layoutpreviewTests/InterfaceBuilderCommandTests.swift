import Foundation
import Testing

/// Storyboards through the commands: lint for CI, import and its round trip, errors.
@Suite struct InterfaceBuilderCommandTests {
    /// A one-scene storyboard for an iPhone X (retina5_9): a 200×50 "Pay" button centred at the
    /// bottom, pinned to `bottomTo`'s bottom with `constant` (the root view's, or its safe area's).
    static func storyboard(bottomTo: String, constant: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
            <device id="retina5_9" orientation="portrait" appearance="light"/>
            <dependencies><plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/></dependencies>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="checkout" id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                                        <rect key="frame" x="87.5" y="762" width="200" height="50"/>
                                        <state key="normal" title="Pay"/>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="btn" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                                    <constraint firstItem="\(bottomTo)" firstAttribute="bottom" secondItem="btn" secondAttribute="bottom" constant="\(constant)" id="c2"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The checkout storyboard (pinned 8 above the safe area) with a second controller,
    /// "receipt": a label in a plain view, no bars.
    static func twoScenes() -> String {
        let receipt = """
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="receipt" id="vc2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root2">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                                <subviews>
                                    <label opaque="NO" text="Thanks" id="thanks">
                                        <rect key="frame" x="20" y="100" width="120" height="21"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            """
        return storyboard(bottomTo: "safe", constant: 8).replacingOccurrences(of: "    </scenes>", with: receipt)
    }

    @Test("render --matrix scenes draws every controller of a storyboard, each captioned as its own render gives it")
    func matrixScenes() throws {
        try Binary.withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("Shop.storyboard").path
            try Self.twoScenes().write(toFile: path, atomically: true, encoding: .utf8)
            let grid = try Binary.run(["render", path, "--matrix", "scenes", "--width", "100"])
            #expect(grid.status == 0 && grid.stdout.hasPrefix("Shop across scenes\n"), "\(grid.stderr)")
            // The 120-pt label gets 120 / 375 × 17 ≈ 5 of the small mock's columns: "Thank".
            #expect(
                grid.stdout.contains("(checkout)") && grid.stdout.contains("(receipt)") && grid.stdout.contains("[Pay]") && grid.stdout.contains("Thank"),
                "\(grid.stdout)")
            // Each caption's safe area is the one that scene's own JSON gives its controller's view.
            for id in ["checkout", "receipt"] {
                let json = try Binary.run(["render", path, "--scene", id, "--format", "json"]).stdout
                let views = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["views"] as? [[String: Any]])
                let insets = try #require(views.first { $0["name"] as? String == "viewController.view" }?["safeAreaInsets"] as? [String: Double])
                // Whole points print without a decimal point, as the page prints them.
                func text(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
                let edges: [String] = ["top", "left", "bottom", "right"]
                let words = edges.map { text(insets[$0] ?? -1) }.joined(separator: ", ")
                #expect(grid.stdout.contains("safe {\(words)}"), "\(id): {\(words)}")
            }
        }
    }

    @Test(
        "lint of a storyboard with a button under the home indicator: exit 1, only that button's findings at its line; exit 0 once it is pinned to the safe area"
    )
    func lintStoryboard() throws {
        try Binary.withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("Checkout.storyboard").path
            let text = Self.storyboard(bottomTo: "root", constant: 0)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let buttonLine = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("id=\"btn\">") }! + 1
            let bad = try Binary.run(["lint", path, "--format", "json"])
            #expect(bad.status == 1, "\(bad.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(bad.stdout.utf8)) as? [String: Any]
            let findings = try #require(json?["findings"] as? [[String: Any]])
            #expect(!findings.isEmpty)
            for f in findings {
                #expect(f["view"] as? String == "btn" && f["line"] as? Int == buttonLine && f["file"] as? String == path, "\(f)")
                #expect(["homeIndicator", "outsideSafeArea"].contains(f["rule"] as? String ?? ""), "\(f)")
            }
            #expect(findings.contains { $0["rule"] as? String == "homeIndicator" && $0["device"] as? String == "iphone-x" })
            // The text report names the file and line an editor jumps to, and the button's title.
            let plain = try Binary.run(["lint", path])
            #expect(plain.stdout.contains("\(path):\(buttonLine):") && plain.stdout.contains("btn \"Pay\""), "\(plain.stdout)")

            try Self.storyboard(bottomTo: "safe", constant: 8).write(toFile: path, atomically: true, encoding: .utf8)
            let good = try Binary.run(["lint", path])
            #expect(good.status == 0, "\(good.stdout)\(good.stderr)")
        }
    }

    @Test(
        "import writes the scene as YAML that renders the very numbers of the storyboard; a second import refuses to overwrite; a missing --output folder is made"
    )
    func importRoundTrip() throws {
        try Binary.withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("Checkout.storyboard").path
            try Self.storyboard(bottomTo: "safe", constant: 8).write(toFile: path, atomically: true, encoding: .utf8)
            let first = try Binary.run(["import", path, "--output", dir.path])
            #expect(first.status == 0, "\(first.stderr)")
            let yaml = dir.appendingPathComponent("Checkout.yaml").path
            #expect(FileManager.default.fileExists(atPath: yaml))
            for device in [[], ["--device", "iphone-17-pro-max"], ["--device", "ipad-pro-11", "--orientation", "landscapeLeft"]] {
                let a = try Binary.run(["render", path, "--format", "json"] + device).stdout
                let b = try Binary.run(["render", yaml, "--format", "json"] + device).stdout
                #expect(!a.isEmpty && a == b, "\(device)")
            }
            let again = try Binary.run(["import", path, "--output", dir.path])
            #expect(again.status == 2 && again.stderr.contains("not overwritten"))
            #expect(try Binary.run(["import", path, "--output", dir.path, "--force"]).status == 0)

            // A missing --output folder is made with its parents; a file in its way is an error
            // that writes nothing, and so is a broken document (nothing is made for it).
            let nested = dir.appendingPathComponent("scenes/checkout")
            let made = try Binary.run(["import", path, "--output", nested.path])
            #expect(made.status == 0 && FileManager.default.fileExists(atPath: nested.appendingPathComponent("Checkout.yaml").path), "\(made.stderr)")
            let blocked = try Binary.run(["import", path, "--output", yaml + "/more"])
            #expect(
                blocked.status == 2 && blocked.stderr.contains("cannot create the --output folder") && blocked.stderr.contains("Not a directory"),
                "\(blocked.stderr)")
            let broken = dir.appendingPathComponent("Broken.storyboard").path
            try "<document>\n".write(toFile: broken, atomically: true, encoding: .utf8)
            let none = dir.appendingPathComponent("never")
            #expect(try Binary.run(["import", broken, "--output", none.path]).status == 2)
            #expect(!FileManager.default.fileExists(atPath: none.path), "a broken document makes no folder")
        }
    }

    @Test(
        "import is all or nothing: identifiers that map to one file name get -2; an existing file, or a name too long, writes none; no temporary file is left")
    func importAllOrNothing() throws {
        try Binary.withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("Shop.storyboard").path
            // "a b" and "a_b" are both Shop-a_b.yaml (SceneWriter.fileStem).
            let text = Self.twoScenes().replacingOccurrences(of: "storyboardIdentifier=\"receipt\"", with: "storyboardIdentifier=\"a_b\"")
                .replacingOccurrences(of: "storyboardIdentifier=\"checkout\"", with: "storyboardIdentifier=\"a b\"")
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let out = dir.appendingPathComponent("out")
            let first = try Binary.run(["import", path, "--output", out.path])
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stdout.contains("Shop-a_b.yaml is the name of an earlier scene too; scene a_b is written as Shop-a_b-2.yaml"), "\(first.stdout)")
            var names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            #expect(names == ["Shop-a_b-2.yaml", "Shop-a_b.yaml"])
            // The second scene's file exists: refused before the first write.
            try FileManager.default.removeItem(atPath: out.appendingPathComponent("Shop-a_b.yaml").path)
            let refused = try Binary.run(["import", path, "--output", out.path])
            #expect(refused.status == 2 && refused.stderr.contains("Shop-a_b-2.yaml") && refused.stderr.contains("nothing was written"), "\(refused.stderr)")
            names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            #expect(names == ["Shop-a_b-2.yaml"], "no partial import and no temporary file")
            // A name past NAME_MAX (255 bytes): refused before writing, whatever --force says.
            let long = String(repeating: "x", count: 250)
            try text.replacingOccurrences(of: "storyboardIdentifier=\"a_b\"", with: "storyboardIdentifier=\"\(long)\"").write(
                toFile: path, atomically: true, encoding: .utf8)
            let empty = dir.appendingPathComponent("empty")
            let tooLong = try Binary.run(["import", path, "--output", empty.path, "--force"])
            #expect(tooLong.status == 2 && tooLong.stderr.contains("may be at most 255"), "\(tooLong.stderr)")
            #expect(!FileManager.default.fileExists(atPath: empty.path))
            // A name of 250 bytes and more fits, though `.NAME.XXXXXX` would not: temporary names are short.
            let fits = String(repeating: "y", count: 245)  // Shop- + 245 + .yaml = 255 bytes
            try text.replacingOccurrences(of: "storyboardIdentifier=\"a_b\"", with: "storyboardIdentifier=\"\(fits)\"").write(
                toFile: path, atomically: true, encoding: .utf8)
            let fitted = try Binary.run(["import", path, "--output", empty.path])
            #expect(fitted.status == 0, "\(fitted.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).count == 2)
        }
    }

    @Test("A broken storyboard and an unknown --scene: exit 2 with file:line:column or the scenes there are")
    func errors() throws {
        try Binary.withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("Broken.storyboard").path
            try "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n</document>\n"
                .write(toFile: path, atomically: true, encoding: .utf8)
            let broken = try Binary.run(["render", path])
            #expect(broken.status == 2 && broken.stderr.contains("\(path):4:") && broken.stderr.contains("expected </scenes>"), "\(broken.stderr)")
            let good = dir.appendingPathComponent("Checkout.storyboard").path
            try Self.storyboard(bottomTo: "safe", constant: 8).write(toFile: good, atomically: true, encoding: .utf8)
            let unknown = try Binary.run(["render", good, "--scene", "chekout"])
            #expect(unknown.status == 2 && unknown.stderr.contains("did you mean 'checkout'"), "\(unknown.stderr)")
            // A design device of no family the tool knows is a canvas of the root view's size
            // (`mac`, Mac Catalyst's), said in the notes; --device still chooses another.
            let unknown6 = dir.appendingPathComponent("New.storyboard").path
            try Self.storyboard(bottomTo: "safe", constant: 8).replacingOccurrences(of: "retina5_9", with: "vision1_0")
                .write(toFile: unknown6, atomically: true, encoding: .utf8)
            let canvas = try Binary.run(["explain", unknown6])
            #expect(canvas.status == 0 && canvas.stdout.contains("vision1_0 is not an iPhone or iPad canvas"), "\(canvas.stdout)\(canvas.stderr)")
            let newer = dir.appendingPathComponent("Newer.storyboard").path
            try Self.storyboard(bottomTo: "safe", constant: 8).replacingOccurrences(of: "retina5_9", with: "retina6_99")
                .write(toFile: newer, atomically: true, encoding: .utf8)
            let resolved = try Binary.run(["explain", newer])
            #expect(resolved.status == 0 && resolved.stdout.contains("retina6_99 is not one layoutpreview knows"), "\(resolved.stderr)")
            let rescued = try Binary.run(["render", unknown6, "--device", "iphone-17", "--format", "json"])
            #expect(rescued.status == 0 && rescued.stdout.contains("\"device\": \"iphone-17\""), "\(rescued.stderr)")
            let yamlScene = try Binary.run(["render", "default", "--scene", "x"])
            #expect(yamlScene.status == 2 && yamlScene.stderr.contains("--scene picks a view controller"), "\(yamlScene.stderr)")
        }
    }
}
