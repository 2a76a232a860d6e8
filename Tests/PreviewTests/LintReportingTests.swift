import CatalogFacts
import Foundation
import Preview
import Testing

/// Lint's report says exactly what fails where (issue 27): orientations per run of devices, the
/// worst case on a high-confidence device, named device groups, an Info.plist's orientations,
/// ignores that match nothing, baselines that hide, JUnit's passing scenes, SARIF fingerprints,
/// and every core used with the report of one.
struct LintReportingTests {
    /// The chat screen a newcomer linted: the bundled comment box, whose stack measures its
    /// margins from its bounds (`insetsLayoutMarginsFromSafeArea: false`), so its field and Send
    /// button stand 8 from the screen's edges whatever the housing takes. (The bundled box
    /// measures them from its safe area, R26, and passes.)
    static func chatScreen() throws -> Scene {
        var scene = try #require(try BundledScenes.scene(named: "comment-box"))
        let box = try #require(scene.views.firstIndex { $0.name == "box" })
        scene.views[box].insetsLayoutMarginsFromSafeArea = false
        return scene
    }

    func commentBox(devices: [Device] = DeviceCatalog.devices, orientations: [Orientation] = Orientation.allCases) throws -> LintReport {
        LintReport.run([("comment-box", try Self.chatScreen())], devices: devices, orientations: orientations)
    }

    @Test("The bundled comment box keeps its field and Send button inside the safe area on every device: its stack's margins grow by its safe area (R26)")
    func bundledCommentBoxPasses() throws {
        let scene = try #require(try BundledScenes.scene(named: "comment-box"))
        let report = LintReport.run([("comment-box", scene)], devices: DeviceCatalog.devices, orientations: Orientation.allCases)
        #expect(report.findings.isEmpty, "\(report.findings.prefix(3))")
    }

    @Test("The chat screen fails in portrait on one device, the Duo's cover display (its 84-pt strip on the right), and on none of the confident devices")
    func newcomerChatScreen() throws {
        let portrait = try commentBox(orientations: [.portrait])
        #expect(Set(portrait.findings.map(\.device)) == ["iphone-duo-cover"], "\(portrait.findings.map(\.device))")
        let send = try #require(portrait.groups.first { $0.view == "send" })
        #expect(send.whereWords == "portrait on iphone-duo-cover")
        let confident = try commentBox(devices: try DeviceGroup.devices("confident").get(), orientations: [.portrait])
        #expect(
            confident.findings.isEmpty && confident.checked == CatalogFacts.count { $0.confidence != "low" },
            "every device but the low-confidence rows of devices.json")
    }

    @Test("Each orientation says its own devices: the Send button fails in portrait only on the Duo's cover, in landscape on the Face ID iPhones")
    func orientationsPerDevices() throws {
        let report = try commentBox()
        let send = try #require(report.groups.first { $0.view == "send" && $0.rule == .outsideSafeArea })
        let words = send.whereWords
        #expect(words.hasPrefix("portrait on iphone-duo-cover; "), "\(words)")
        // Never the union of the devices with the union of the orientations.
        #expect(!words.contains("landscapeLeft, landscapeRight, portrait"), "\(words)")
        // Landscape: the 36 iPhones with a notch or Dynamic Island (devices.json) lose 44–62 pt
        // on each side to the housing and the corners, and the button is pinned 8 from the edge.
        #expect(words.contains("\(CatalogFacts.faceIDPhones) Face ID iPhones"), "\(words)")
    }

    @Test("The worst case is chosen among high-confidence devices when the group has any")
    func worstIsConfident() throws {
        let report = try commentBox()
        for group in report.groups where group.failing.contains(where: { DeviceCatalog.device(id: $0.device)?.confidence == .high }) {
            #expect(DeviceCatalog.device(id: group.worst.device)?.confidence == .high, "\(group.place) \(group.worst.device)")
        }
    }

    @Test(
        "Device groups by name, each counted in Data/devices.json apart from the catalog: iPhones, iPads, a notch or Dynamic Island, a home button, running the newest iOS, not of low confidence; + intersects, commas unite"
    )
    func deviceGroups() throws {
        func count(_ text: String) throws -> Int { try DeviceGroup.devices(text).get().count }
        let facts = CatalogFacts.self
        let faceIDCurrent = facts.count { $0.idiom == "phone" && ["notch", "dynamicIsland"].contains($0.housing) && $0.current }
        #expect(try count("all") == facts.count)
        #expect(try count("iphones") == facts.count { $0.idiom == "phone" } && count("ipads") == facts.count { $0.idiom == "pad" })
        #expect(try count("face-id") == facts.faceIDPhones && count("home-button") == facts.count { $0.housing == "homeButton" })
        #expect(try count("current") == facts.count(\.current) && count("confident") == facts.count { $0.confidence != "low" })
        #expect(try count("face-id+current") == faceIDCurrent)
        // The iPhone SE (3rd generation) has a home button: outside face-id, added once.
        #expect(try count("face-id+current,iphone-se-3") == faceIDCurrent + 1)
        #expect(try count("ipads,ipads, ipad-9") == facts.count { $0.idiom == "pad" }, "each device once")
        guard case .failure(let error) = DeviceGroup.devices("faceid") else {
            Issue.record("faceid is no group")
            return
        }
        #expect(error.description.contains("did you mean 'face-id'?"), "\(error)")
        guard case .failure = DeviceGroup.devices(" , ") else {
            Issue.record("an empty list")
            return
        }
    }

    @Test("An Info.plist's orientations: iPhones portrait only, iPads all four (~ipad); the summary counts the orientations checked")
    func infoPlist() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>UIApplicationSceneManifest</key>
            \t<dict>
            \t\t<key>UISupportedInterfaceOrientations</key>
            \t\t<array><string>UIInterfaceOrientationLandscapeLeft</string></array>
            \t</dict>
            \t<key>UIRequiresFullScreen</key>
            \t<true/>
            \t<key>UISupportedInterfaceOrientations</key>
            \t<array>
            \t\t<string>UIInterfaceOrientationPortrait</string>
            \t</array>
            \t<!-- <key>UISupportedInterfaceOrientations~ipad</key> -->
            \t<key>UISupportedInterfaceOrientations~ipad</key>
            \t<array>
            \t\t<string>UIInterfaceOrientationPortrait</string>
            \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
            \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
            \t\t<string>UIInterfaceOrientationLandscapeRight</string>
            \t</array>
            </dict>
            </plist>
            """
        let supported = try InfoPlist.supportedOrientations(Array(plist.utf8), file: "Info.plist")
        // The nested dictionary's key is not the app's: only the top level counts.
        #expect(supported.phone == [.portrait])
        #expect(supported.pad == [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
        let scene = try Self.chatScreen()
        let report = LintReport.run([(name: "comment-box", file: "", scene: scene)], devices: DeviceCatalog.devices, orientations: supported)
        // The iPhones in portrait, and the iPads in all four orientations (iPads rotate to each).
        let (phones, pads) = (CatalogFacts.count { $0.idiom == "phone" }, CatalogFacts.count { $0.idiom == "pad" })
        #expect(report.checked == phones + pads * 4, "\(report.checked)")
    }

    @Test("A bad Info.plist is an error at its place: a binary list, no key, an unknown value, an unterminated comment; deep nesting costs its length")
    func badInfoPlist() throws {
        func error(_ text: String) -> SceneError? {
            do {
                _ = try InfoPlist.supportedOrientations(Array(text.utf8), file: "Info.plist")
                return nil
            } catch {
                return error
            }
        }
        #expect(error("bplist00\u{1}\u{2}")?.message.contains("binary property list") == true)
        #expect(error("<plist><dict><key>CFBundleName</key><string>x</string></dict></plist>")?.message.contains("no UISupportedInterfaceOrientations") == true)
        let unknown = error(
            "<plist><dict>\n<key>UISupportedInterfaceOrientations</key><array>\n  <string>UIInterfaceOrientationSideways</string></array></dict></plist>")
        #expect(unknown?.line == 3 && unknown?.column == 3, "\(String(describing: unknown))")
        #expect(error("<plist><dict><!-- open")?.message.contains("never ends") == true)
        #expect(
            error("<plist><dict><key>UISupportedInterfaceOrientations</key><array></array></dict></plist>")?.message.contains("lists no orientation") == true)
        let deep = "<plist><dict>" + String(repeating: "<array>", count: 200_000) + "</dict></plist>"
        #expect(error(deep)?.message.contains("no UISupportedInterfaceOrientations") == true)
    }

    @Test("An ignore entry that matches nothing is a warning with did-you-mean; a file entry ignores a whole document")
    func ignores() throws {
        let scene = try Self.chatScreen()
        let run = LintReport.run(
            [(name: "comment-box", file: "App/Base.lproj/Chat.yaml", scene: scene)], devices: DeviceCatalog.devices,
            orientations: SupportedOrientations([.portrait]))
        var config = try LintConfiguration.load(text: "ignore: [{view: sned}, {file: Chat.yaml, rule: housing}]", file: ".layoutpreview.yml")
        var report = run.applying(config)
        #expect(report.warnings.contains("ignore entry 1 {view: sned} matched no finding (did you mean 'send'?)"), "\(report.warnings)")
        // Portrait has no housing finding: the second entry matches nothing either.
        #expect(report.warnings.contains { $0.hasPrefix("ignore entry 2 {rule: housing, file: Chat.yaml} matched no finding") }, "\(report.warnings)")
        config = try LintConfiguration.load(text: "ignore: [{file: Chat.yaml}]", file: ".layoutpreview.yml")
        report = run.applying(config)
        #expect(report.findings.isEmpty && report.warnings.isEmpty, "\(report.findings.count) \(report.warnings)")
    }

    @Test("A baseline run says how many findings it hid")
    func baselineCount() throws {
        let report = try commentBox(orientations: [.portrait])
        let keys = Set(report.findings.filter { $0.view == "send" }.map(LintReport.baselineKey))
        let applied = report.applying(LintConfiguration(), baseline: keys)
        #expect(applied.findings.count == report.findings.count - 1, "one send finding in portrait (iphone-duo-cover)")
        #expect(applied.text().contains("; 1 finding the baseline records not shown"), "\(applied.text())")
    }

    @Test("JUnit lists the passing scenes as test cases; SARIF results carry a fingerprint that survives a moved line")
    func junitAndSARIF() throws {
        let chat = try Self.chatScreen()
        let clean = try #require(try BundledScenes.scene(named: "default"))
        let devices = [try #require(DeviceCatalog.device(id: "iphone-duo-cover"))]
        let report = LintReport.run(
            [(name: "comment-box", file: "", scene: chat), (name: "default", file: "", scene: clean)],
            devices: devices, orientations: SupportedOrientations([.portrait]))
        let junit = report.junit()
        #expect(junit.contains("<testcase classname=\"default\" name=\"default\"/>"), "\(junit)")
        #expect(junit.contains("tests=\"\(report.groups.count + 1)\""))
        let sarif = report.sarif()
        #expect(sarif.contains("\"layoutpreviewFinding/v1\": \"comment-box|send|outsideSafeArea\""), "\(sarif)")
    }

    @Test("Every core gives the report of one: the bundled scenes on every device, portrait and landscapeLeft, JSON and text alike")
    func concurrentIsSequential() throws {
        let scenes = try BundledScenes.files.compactMap { file in try BundledScenes.scene(named: file.name).map { (name: file.name, file: "", scene: $0) } }
        let orientations = SupportedOrientations([.portrait, .landscapeLeft])
        let one = LintReport.run(scenes, devices: DeviceCatalog.devices, orientations: orientations, concurrently: false)
        let all = LintReport.run(scenes, devices: DeviceCatalog.devices, orientations: orientations, concurrently: true)
        #expect(one.checked > 1_000 && !one.findings.isEmpty)
        #expect(one.json() == all.json())
        #expect(one.text() == all.text())
    }

    @Test("The README's rule table is the rules' own (name, what it finds, why), and SARIF carries the why as fullDescription")
    func ruleTable() throws {
        let readme = try String(
            contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../README.md").standardized.path, encoding: .utf8)
        #expect(readme.contains(LintFinding.Rule.markdownTable), "README's rule table should read:\n\(LintFinding.Rule.markdownTable)")
        let sarif = LintReport.run([(name: "default", scene: try #require(try BundledScenes.scene(named: "default")))], devices: [], orientations: []).sarif()
        for rule in LintFinding.Rule.allCases { #expect(sarif.contains(rule.rationale), "\(rule)") }
    }
}
