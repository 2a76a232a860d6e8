import CatalogFacts
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The real binary: outputs, overrides, exit statuses.
@Suite(.serialized)
struct CommandLineTests {
    @Test("With no arguments and no terminal it prints the default scene's numbers")
    func firstRun() throws {
        let r = try Binary.run([])
        #expect(r.status == 0)
        #expect(r.stdout.contains("viewController.view"))
        #expect(r.stdout.contains("{88, 0, 83, 0}"), "default scene: nav + tab bar on an iPhone X (R11)")
    }

    @Test("render --format json follows SPEC's shape")
    func json() throws {
        let r = try Binary.run(["render", "--format", "json"])
        #expect(r.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(object["device"] as? String == "iphone-x")
        #expect(object["ios"] as? Int == 16, "R6b: the iPhone X's newest iOS (devices.json iosRange 11–16)")
        #expect((object["warnings"] as? [String])?.isEmpty == true, "SPEC: warnings, empty when none")
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.first?["name"] as? String == "window")
        let vc = try #require(views.first { $0["name"] as? String == "viewController.view" })
        #expect(vc["parent"] as? String == "navigationController.view")
        #expect((vc["safeAreaInsets"] as? [String: Double]) == ["top": 88, "left": 0, "bottom": 83, "right": 0])
        let explain = try #require(vc["explain"] as? [String: String])
        #expect(explain["safeAreaInsets.top"]?.contains("status bar 44 + navigation bar 44") == true)
        let list = try #require(views.first { $0["name"] as? String == "list" })
        #expect((list["contentOffset"] as? [String: Double]) == ["x": 0, "y": -88])
        #expect(views.contains { $0["name"] as? String == "navigationBar" && $0["translucent"] as? Bool == true })
    }

    @Test("Overrides change the numbers: opaque nav bar puts the view at y = 88")
    func overrides() throws {
        let r = try Binary.run(["render", "nav-translucent", "--nav-bar", "opaque", "--format", "json"])
        #expect(r.status == 0)
        #expect(r.stdout.contains(#""y": 88"#))
        let landscape = try Binary.run(["render", "--device", "iphone-14-pro", "--orientation", "landscapeLeft", "--tab-bar", "none", "--format", "json"])
        #expect(landscape.stdout.contains(#""width": 852"#))
        #expect(!landscape.stdout.contains(#""name": "tabBar""#))
        let dynamicIsland = try Binary.run(["render", "--device", "iphone-14-pro-max", "--ios", "17", "--format", "json"])
        #expect(dynamicIsland.stdout.contains("97.667"), "53.667 + 44, rounded to 3 decimals")
        let glass = try Binary.run(["render", "--device", "iphone-14-pro-max", "--format", "json"])
        #expect(glass.stdout.contains(#""ios": 27"#) && glass.stdout.contains(#""top": 113"#), "R33: a 59-inset phone gives 59 + 54 = 113 on iOS 26+")
        let old = try Binary.run(["render", "--device", "iphone-x", "--ios", "26", "--format", "json"])
        #expect(old.status == 0 && old.stdout.contains("iPhone X never ran iOS 26"), "R6b: a warning in JSON's warnings")
        // A negative value after a space is the option's value, not another option.
        let spaced = try Binary.run(["render", "--additional-safe-area", "-10,0,0,0", "--format", "json"])
        let joined = try Binary.run(["render", "--additional-safe-area=-10,0,0,0", "--format", "json"])
        #expect(spaced.status == 0 && spaced.stdout == joined.stdout, "\(spaced.stderr)")
        let negative = try Binary.run(["render", "--width", "-5"])
        #expect(negative.status == 2 && negative.stderr.contains("--width -5 is out of range; expected 1 to 400"), "\(negative.stderr)")
    }

    @Test("explain --view prints one view's reasons; a view the scene lacks gets the nearest name")
    func explain() throws {
        let r = try Binary.run(["explain", "nav-opaque", "--view", "viewController.view"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("opaque and extendedLayoutIncludesOpaqueBars is false"))
        #expect(!r.stdout.contains("\nwindow\n"))
        // A view the scene does not have: the scene named, the nearest name, the names there are.
        let missing = try Binary.run(["explain", "nav-opaque", "--view", "viewControler.view"])
        #expect(
            missing.status == 2 && missing.stdout.isEmpty
                && missing.stderr.hasPrefix(
                    "nav-opaque: error: --view: no view named 'viewControler.view' (did you mean 'viewController.view'?); views: window,"),
            "\(missing.stderr)")
    }

    @Test("devices lists every device of Data/devices.json, as text and JSON, with the iOS range and the iOS 26 insets")
    func devices() throws {
        let text = try Binary.run(["devices"])
        #expect(text.stdout.split(separator: "\n").count == CatalogFacts.count + 2, "header, rule, a row a device")
        #expect(text.stdout.contains("iOS 26 portrait"))
        // devices.json: the iPhone X ran 11–16; the iPhone 16 Pro's landscape bottom is 20 from iOS 26 (R32).
        let x = try #require(text.stdout.split(separator: "\n").first { $0.hasPrefix("iphone-x ") })
        #expect(x.contains("11–16"))
        let pro = try #require(text.stdout.split(separator: "\n").first { $0.hasPrefix("iphone-16-pro ") })
        #expect(pro.contains("{0, 62, 21, 62}") && pro.contains("{0, 62, 20, 62}"))
        let json = try Binary.run(["devices", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["devices"] as? [[String: Any]])?.count == CatalogFacts.count)
        // Every JSON output says its shape's version and the tool that wrote it (issue 27).
        #expect(object["schemaVersion"] as? Int == 1 && (object["tool"] as? String)?.hasPrefix("layoutpreview ") == true)
    }

    @Test("Bad input exits 2 with the place named; nothing on stdout")
    func badInput() throws {
        try Binary.withTemporaryDirectory { dir in
            let bad = dir.appendingPathComponent("bad.yaml")
            try "views:\n  - name: t\n    kind: table\n    contentInsetAdjustmentBehavior: sometimes\n".write(to: bad, atomically: true, encoding: .utf8)
            let r = try Binary.run(["render", bad.path])
            #expect(r.status == 2)
            #expect(r.stdout.isEmpty)
            #expect(r.stderr.contains("bad.yaml:4:37: error: unknown contentInsetAdjustmentBehavior 'sometimes'"))
            let missing = try Binary.run(["render", dir.appendingPathComponent("nope.yaml").path])
            #expect(missing.status == 2 && missing.stderr.contains("nope.yaml"))
            let option = try Binary.run(["render", "--device", "iphone-99"])
            #expect(option.status == 2 && option.stderr.contains("unknown device 'iphone-99'"))
            let usage = try Binary.run(["render", "--ios", "3"])
            #expect(usage.status == 2 && usage.stderr.contains("7 to 18, 26 or 27"))
            let never = try Binary.run(["render", "--ios", "21"])
            #expect(never.status == 2 && never.stderr.contains("Apple followed iOS 18 with iOS 26"))
            let design = try Binary.run(["render", "--design", "glassy"])
            #expect(design.status == 2 && design.stderr.contains("glassy"))
            let binary = dir.appendingPathComponent("junk.yaml")
            try Data([0x7F, 0x45, 0x4C, 0x46, 0, 1, 2]).write(to: binary)
            let junk = try Binary.run(["render", binary.path])
            #expect(junk.status == 2 && junk.stderr.contains("junk.yaml: error: binary data"))
        }
    }

    @Test("--ascii prints printable ASCII only, a Chinese scene's text included, in render, matrix and compare")
    func asciiEverywhere() throws {
        try Binary.withTemporaryDirectory { dir in
            let scene = try Binary.writeChineseScene(in: dir)
            for arguments in [["render", scene], ["render", scene, "--matrix", "behaviors"], ["compare", scene, "--vs", "--nav-bar", "opaque"]] {
                let r = try Binary.run(arguments + ["--ascii", "--width", "120"])
                #expect(r.status == 0, "\(arguments): \(r.stderr)")
                #expect(r.stdout.unicodeScalars.allSatisfy { $0.isASCII && ($0.value >= 0x20 || $0 == "\n") }, "\(arguments)")
                #expect(r.stdout.contains("??????"), "收件箱: three wide characters, six columns of ?")
            }
        }
    }

    @Test("lint exits 0 when clean, 1 on findings, 2 on bad input; JSON and Markdown say the same")
    func lint() throws {
        let clean = try Binary.run(["lint", "default", "nav-opaque"])
        #expect(clean.status == 0)
        // Every device in the orientations devices.json gives it, for each of the 2 scenes; the
        // summary counts the 4 orientations less those a device does not rotate to.
        let n = CatalogFacts.count
        let layouts = 2 * CatalogFacts.orientations
        #expect(
            clean.stdout.contains("0 findings in \(layouts) layouts: 2 scenes × \(n) devices × 4 orientations, less \(2 * 4 * n - layouts)"),
            "\(clean.stdout)")
        let dirty = try Binary.run(["lint", "behavior-long", "--devices", "iphone-x", "--orientations", "portrait"])
        #expect(dirty.status == 1)
        // Grouped: the view's place in Scenes/behavior-long.yaml (views: at line 12, `- name: list` at 13:5).
        #expect(dirty.stdout.contains("behavior-long:13:5  list  firstRowHidden  44"), "\(dirty.stdout)")
        let json = try Binary.run(["lint", "behavior-long", "--devices", "iphone-x", "--orientations", "portrait", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["findings"] as? [[String: Any]])?.map { $0["rule"] as? String } == ["firstRowHidden", "lastRowHidden"])
        #expect(object["schemaVersion"] as? Int == 1 && (object["findings"] as? [[String: Any]])?.first?["line"] as? Int == 13)
        // GitHub's workflow command syntax, one annotation per view and rule, worst first.
        let github = try Binary.run(["lint", "Scenes/behavior-long.yaml", "--devices", "iphone-x", "--orientations", "portrait", "--format", "github"])
        let annotations = github.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(annotations.count == 2)
        #expect(
            annotations.first?.hasPrefix(
                "::error file=Scenes/behavior-long.yaml,line=13,col=5,title=layoutpreview firstRowHidden::list: firstRowHidden by up to 44 pt") == true,
            "\(github.stdout)")
        let xcode = try Binary.run(["lint", "Scenes/behavior-long.yaml", "--devices", "iphone-x", "--orientations", "portrait", "--format", "xcode"])
        #expect(xcode.stdout.hasPrefix("Scenes/behavior-long.yaml:13:5: error: list: firstRowHidden"), "\(xcode.stdout)")
        let markdown = try Binary.run(["lint", "behavior-long", "--devices", "iphone-x", "--orientations", "portrait", "--format", "markdown"])
        #expect(
            markdown.status == 1 && markdown.stdout.contains("| `behavior-long:13:5` | `list` | lastRowHidden | 34 | portrait on iphone-x |"),
            "\(markdown.stdout)")
        #expect(try Binary.run(["lint", "nope"]).status == 2)
        // A file that cannot be read: the others are linted, and after the summary a line says
        // how many were not, before each error.
        let partly = try Binary.run(["lint", "nope", "nav-opaque", "--devices", "iphone-x", "--orientations", "portrait"])
        #expect(partly.status == 2 && partly.stdout.contains("1 scene × 1 device"))
        #expect(partly.stderr.hasPrefix("lint: 1 scene file could not be read, so it was not linted:\nnope"), "\(partly.stderr)")
        #expect(try Binary.run(["lint", "--devices", "iphone-99"]).status == 2)
        #expect(try Binary.run(["lint", "--orientations", "sideways"]).status == 2)
    }

    @Test("compare prints both sides and the numbers that differ; render --matrix a grid; bad use exits 2 with the command's usage")
    func review() throws {
        let compare = try Binary.run(["compare", "default", "--nav-bar", "translucent", "--width", "100", "--vs", "--nav-bar", "opaque"])
        #expect(compare.status == 0)
        #expect(compare.stdout.contains("viewController.view  safeAreaInsets        {88, 0, 83, 0}        →  {0, 0, 83, 0}"), "\(compare.stdout)")
        let scenes = try Binary.run(["compare", "nav-translucent", "--vs", "nav-opaque", "--format", "markdown", "--width", "100"])
        #expect(scenes.status == 0 && scenes.stdout.contains("| `viewController.view` | frame | `{{0, 0}, {375, 812}}` | `{{0, 88}, {375, 724}}` |"))
        #expect(try Binary.run(["compare", "default", "--nav-bar", "opaque"]).status == 2, "no --vs")
        #expect(try Binary.run(["compare", "default", "--vs", "--nav-bar", "sideways"]).status == 2)
        // A bad value says what is wrong and shows the usage of the command it was given to.
        let unknown = try Binary.run(["compare", "default", "--bogus", "--vs"])
        #expect(
            unknown.status == 2 && unknown.stderr.contains("Unknown option '--bogus'") && unknown.stderr.contains("Usage: layoutpreview compare")
                && !unknown.stderr.contains("CommandError"), "\(unknown.stderr)")
        for command in ["render", "explain", "lint"] {
            let bad = try Binary.run([command, "--additional-safe-area", "1,2,3"])
            #expect(bad.status == 2 && bad.stderr.contains("not four numbers") && bad.stderr.contains("Usage: layoutpreview \(command)"), "\(bad.stderr)")
        }
        let matrix = try Binary.run(["render", "default", "--matrix", "orientations", "--width", "130"])
        #expect(matrix.status == 0 && matrix.stdout.contains("portrait") && matrix.stdout.contains("landscapeRight"))
        #expect(!matrix.stdout.contains("portraitUpsideDown"), "not on a Face ID iPhone")
        #expect(try Binary.run(["render", "--matrix", "devices", "--format", "json"]).status == 2)
    }

    @Test("explain and compare as JSON: the numbers UIKit logs with their reasons, and the numbers that differ (R10: an opaque bar moves the view down 88)")
    func explainAndCompareJSON() throws {
        let explain = try Binary.run(["explain", "default", "--view", "viewController.view", "--format", "json"])
        let e = try #require(try JSONSerialization.jsonObject(with: Data(explain.stdout.utf8)) as? [String: Any])
        let views = try #require(e["views"] as? [[String: Any]])
        #expect(e["schemaVersion"] as? Int == 1 && views.count == 1)
        // iPhone X, translucent navigation and tab bars: status bar 44 + bar 44 on top, 49 + 34 below (R9, R11).
        #expect((views[0]["numbers"] as? [String: String])?["safeAreaInsets"] == "{88, 0, 83, 0}", "\(explain.stdout)")
        let reasons = try #require(views[0]["explanations"] as? [[String: String]])
        #expect(reasons.contains { $0["key"] == "safeAreaInsets.top" && $0["confidence"] == "high" })
        let compare = try Binary.run(["compare", "default", "--nav-bar", "translucent", "--vs", "--nav-bar", "opaque", "--format", "json"])
        let c = try #require(try JSONSerialization.jsonObject(with: Data(compare.stdout.utf8)) as? [String: Any])
        let differences = try #require(c["differences"] as? [[String: String]])
        #expect(
            differences.contains {
                $0 == ["view": "viewController.view", "property": "frame", "left": "{{0, 0}, {375, 812}}", "right": "{{0, 88}, {375, 724}}"]
            },
            "\(compare.stdout)")
        #expect(
            c["tool"] as? String == "layoutpreview "
                + (try Binary.run(["--version"]).stdout.split(separator: " ").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""))
    }

    @Test(
        "--window on render and on each side of compare: a third of an 11-inch iPad in landscape is 375 wide and compact, the full screen regular (R-SV1, R-SV5)"
    )
    func windows() throws {
        let third = try Binary.run([
            "render", "--device", "ipad-pro-11", "--orientation", "landscapeLeft", "--ios", "18", "--window", "third", "--format", "json",
        ])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(third.stdout.utf8)) as? [String: Any])
        #expect(object["window"] as? String == "third" && object["sizeClasses"] as? [String: String] == ["horizontal": "compact", "vertical": "regular"])
        let window = try #require((object["views"] as? [[String: Any]])?.first)
        #expect(window["frame"] as? [String: Double] == ["x": 0, "y": 0, "width": 375, "height": 834])
        let side = ["--device", "ipad-pro-11", "--orientation", "landscapeLeft", "--ios", "18"]
        let compare = try Binary.run(["compare", "default"] + side + ["--vs"] + side + ["--window", "third", "--format", "json"])
        let c = try #require(try JSONSerialization.jsonObject(with: Data(compare.stdout.utf8)) as? [String: Any])
        #expect((c["left"] as? [String: Any])?["sizeClasses"] as? [String: String] == ["horizontal": "regular", "vertical": "regular"])
        #expect((c["right"] as? [String: Any])?["window"] as? String == "third")
        let half = try Binary.run(["render", "--device", "ipad-pro-11", "--window", "half"])
        #expect(half.status == 2 && half.stderr.contains("Split View splits an iPad in portrait at a third only"), "\(half.stderr)")
        let bad = try Binary.run(["render", "--window", "thrid"])
        #expect(bad.status == 2 && bad.stderr.contains("(did you mean 'third'?)"), "\(bad.stderr)")
        let lint = try Binary.run(["lint", "--window", "third"])
        #expect(lint.status == 2 && lint.stderr.contains("use --windows third"), "\(lint.stderr)")
    }

    @Test(
        "--sheet presents the controller in a page sheet (300 pt: y 852 − 34 − 300 = 518 on iPhone 14 Pro, iOS 16); a misspelt detent is refused with did-you-mean"
    )
    func sheet() throws {
        let run = try Binary.run(["render", "--device", "iphone-14-pro", "--ios", "16", "--sheet", "300", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let sheet = try #require(object["sheet"] as? [String: Any])
        #expect(sheet["detent"] as? String == "height 300" && sheet["frame"] as? [String: Double] == ["x": 0, "y": 518, "width": 393, "height": 334])
        let bad = try Binary.run(["render", "--sheet", "meduim"])
        #expect(bad.status == 2 && bad.stderr.contains("(did you mean 'medium'?)"), "\(bad.stderr)")
    }

    @Test("A mistaken option names itself, the nearest right value where there is one, and the usage of the command it was given to; exit 2")
    func usageErrors() throws {
        let cases: [(arguments: [String], says: String, usage: String)] = [
            (["rules", "R99"], "no rule 'R99'", "Usage: layoutpreview rules"),
            (
                ["lint", "--devices", "iphone17pro"],
                "unknown device 'iphone17pro'; expected a group (all, iphones, ipads, face-id, home-button, current, confident) or a catalog id (see `layoutpreview devices`) (did you mean 'iphone-17-pro'?)",
                "Usage: layoutpreview lint"
            ),
            (["lint", "--orientations", "sideways"], "--orientations: unknown orientation 'sideways'", "Usage: layoutpreview lint"),
            (["compare", "default", "--vs", "--width", "5"], "--width 5 is out of range for compare; expected 20 to 400", "Usage: layoutpreview compare"),
            (["compare", "default", "--vs", "--format", "ansi"], "compare prints text, markdown, json or svg, not ansi", "Usage: layoutpreview compare"),
        ]
        for c in cases {
            let r = try Binary.run(c.arguments)
            #expect(r.status == 2 && r.stdout.isEmpty && r.stderr.contains(c.says) && r.stderr.contains(c.usage), "\(c.arguments): \(r.stderr)")
        }
        // A view the scene lacks is the scene's problem: the scene named, no usage.
        let select = try Binary.run(["render", "--select", "lsit"])
        #expect(
            select.status == 2 && select.stderr.hasPrefix("default: error: --select: no view named 'lsit' (did you mean 'list'?)")
                && !select.stderr.contains("Usage"), "\(select.stderr)")
    }

    @Test("Golden: --help, render --help and lint --help at 80 columns, each exiting 0")
    func help() throws {
        for arguments in [["--help"], ["render", "--help"], ["lint", "--help"]] {
            let r = try Binary.run(arguments, environment: ["COLUMNS": "80"])
            #expect(r.status == 0, "\(arguments)")
            assertSnapshot(r.stdout, named: "help" + arguments.dropLast().map { "-" + $0 }.joined())
        }
    }

    @Test("lint --device is refused with the option that does it (--devices), exit 2")
    func lintDevice() throws {
        let r = try Binary.run(["lint", "--device", "iphone-8"])
        #expect(r.status == 2 && r.stderr.contains("use --devices iphone-8"), "\(r.stderr)")
    }

    @Test("Conventions: --version, every --help exits 0, a mistyped command or scene gets a suggestion")
    func conventions() throws {
        let version = try Binary.run(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("layoutpreview "))
        for arguments in [["--help"], ["compare", "--help"], ["render", "--help"], ["lint", "--help"]] {
            let r = try Binary.run(arguments)
            #expect(r.status == 0 && r.stdout.contains("USAGE"), "\(arguments)")
        }
        #expect(try Binary.run(["--help"]).stdout.contains("Examples:"))
        let lnit = try Binary.run(["lnit"])
        #expect(lnit.status == 2 && lnit.stderr.contains("did you mean the command 'lint'?"))
        // With a scene after it the mistyped command is still named, not the scene refused.
        let lnitDefault = try Binary.run(["lnit", "default"])
        #expect(
            lnitDefault.status == 2 && lnitDefault.stderr.hasPrefix("lnit: error: no such file, bundled scene or command; did you mean the command 'lint'?"),
            "\(lnitDefault.stderr)")
        let scene = try Binary.run(["render", "nav-opaqe"])
        #expect(scene.status == 2 && scene.stderr.contains("did you mean 'nav-opaque'?"))
    }

    @Test("Colour: NO_COLOR and --color never print no escape byte; CLICOLOR_FORCE colours a pipe; a pipe is plain")
    func colour() throws {
        // The test runner's own environment may set these; empty means unset by the conventions.
        let clean = ["NO_COLOR": "", "CLICOLOR_FORCE": "", "FORCE_COLOR": "", "CLICOLOR": ""]
        func run(_ arguments: [String], _ extra: [String: String] = [:]) throws -> String {
            try Binary.run(["render", "--width", "60", "--height", "12"] + arguments, environment: clean.merging(extra) { $1 }).stdout
        }
        let escape = "\u{1B}"
        #expect(!(try run([]).contains(escape)), "a pipe: plain")
        #expect(try run([], ["CLICOLOR_FORCE": "1"]).contains(escape), "forced: colour in a pipe")
        #expect(try run(["--format", "ansi"]).contains(escape), "asked for: ansi")
        #expect(!(try run(["--format", "ansi"], ["NO_COLOR": "1"]).contains(escape)))
        #expect(!(try run(["--format", "ansi", "--color", "never"]).contains(escape)))
        #expect(!(try run([], ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"]).contains(escape)))
    }

    @Test("lint: SARIF 2.1.0's required structure, JUnit XML that parses, every scene linted past a broken one, a custom device, overrides")
    func lintFormats() throws {
        let sarif = try Binary.run(["lint", "Scenes/centre-button.yaml", "--devices", "iphone-x", "--orientations", "portrait", "--format", "sarif"])
        #expect(sarif.status == 1)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(root["version"] as? String == "2.1.0")
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        #expect(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["name"] as? String == "layoutpreview")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            #expect(result["ruleId"] is String && (result["message"] as? [String: Any])?["text"] is String)
            let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String == "Scenes/centre-button.yaml")
            #expect((physical?["region"] as? [String: Any])?["startLine"] as? Int == 17, "the wrong button's line")
        }
        let junit = try Binary.run(["lint", "Scenes/centre-button.yaml", "--devices", "iphone-x", "--orientations", "portrait", "--format", "junit"])
        let parser = XMLParser(data: Data(junit.stdout.utf8))
        #expect(parser.parse(), "JUnit XML parses")
        #expect(junit.stdout.contains("<failure"))

        try Binary.withTemporaryDirectory { dir in
            let broken = dir.appendingPathComponent("broken.yaml").path
            try "ios: 21\n".write(toFile: broken, atomically: true, encoding: .utf8)
            let custom = dir.appendingPathComponent("custom.yaml").path
            try
                "device: {name: Concept, width: 300, height: 600, insets: {portrait: {top: 40, bottom: 30}}}\nviews: [{name: low, kind: label, frame: {x: 20, y: 580, width: 100, height: 20}}]\n"
                .write(toFile: custom, atomically: true, encoding: .utf8)
            let r = try Binary.run(["lint", broken, custom, "--devices", "iphone-se-3", "--orientations", "portrait"])
            #expect(r.status == 2, "a scene failed to load")
            #expect(r.stderr.contains("broken.yaml:1:6") && r.stdout.contains("custom.yaml"), "the other scene was still linted")
            // The custom device (600 tall, bottom inset 30) puts the label under its home indicator;
            // the SE 3 (667 tall, no indicator) does not.
            let own = try Binary.run(["lint", custom, "--devices", "iphone-se-3", "--orientations", "portrait", "--format", "json"])
            let findings = try #require((try JSONSerialization.jsonObject(with: Data(own.stdout.utf8)) as? [String: Any])?["findings"] as? [[String: Any]])
            #expect(findings.contains { $0["device"] as? String == "custom" && $0["rule"] as? String == "outsideSafeArea" })
        }
        // An override applies: with the navigation bar hidden the table's first row rests under
        // nothing, so behavior-long's firstRowHidden finding goes away on an iPhone SE.
        let base = try Binary.run(["lint", "behavior-long", "--devices", "iphone-se-3", "--orientations", "portrait"])
        let hidden = try Binary.run([
            "lint", "behavior-long", "--devices", "iphone-se-3", "--orientations", "portrait", "--nav-bar", "none", "--status-bar", "hidden",
        ])
        #expect(base.stdout.contains("firstRowHidden") && !hidden.stdout.contains("firstRowHidden"), "\(hidden.stdout)")
    }

    @Test("lint FOLDER lints every storyboard and xib beneath it, as if each were named; not hidden folders, links to folders or YAML; an empty folder exits 2")
    func lintFolder() throws {
        try Binary.withTemporaryDirectory { dir in
            let fm = FileManager.default
            let app = dir.appendingPathComponent("app")
            for folder in ["Base.lproj", "Views/Cells", ".git", "Assets.xcassets", "Empty"] {
                try fm.createDirectory(at: app.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            let storyboard = Binary.packageRoot.appendingPathComponent("Scenes/legacy-checkout.storyboard")
            let xib = Binary.packageRoot.appendingPathComponent("Scenes/legacy-checkout-xib.xib")
            try fm.copyItem(at: storyboard, to: app.appendingPathComponent("Base.lproj/Main.storyboard"))
            try fm.copyItem(at: xib, to: app.appendingPathComponent("Views/Cells/Cell.xib"))
            try fm.copyItem(at: xib, to: app.appendingPathComponent(".git/Stale.xib"))
            try "{\"images\": []}\n".write(to: app.appendingPathComponent("Assets.xcassets/Contents.json"), atomically: true, encoding: .utf8)
            try "views: [{name: low, kind: label, frame: {x: 0, y: 800, width: 10, height: 10}}]\n"
                .write(to: app.appendingPathComponent("notes.yaml"), atomically: true, encoding: .utf8)
            try fm.createSymbolicLink(atPath: app.appendingPathComponent("loop").path, withDestinationPath: app.path)

            let options = ["--devices", "iphone-17,iphone-se-3", "--orientations", "portrait,landscapeLeft", "--format", "json"]
            let folder = try Binary.run(["lint", app.path + "/"] + options)
            let named = try Binary.run(["lint", app.path + "/Base.lproj/Main.storyboard", app.path + "/Views/Cells/Cell.xib"] + options)
            #expect(folder.status == named.status && folder.status != 2, "\(folder.stderr)")
            #expect(folder.stdout == named.stdout, "the folder lints exactly the two documents, in path order")
            #expect(folder.stdout.contains("Main.storyboard") && folder.stdout.contains("Cell.xib"), "both have findings: the Pay button at the bottom edge")
            #expect(!folder.stdout.contains("Stale.xib") && !folder.stdout.contains("notes.yaml"))

            let empty = try Binary.run(["lint", app.appendingPathComponent("Empty").path])
            #expect(
                empty.status == 2 && empty.stderr.contains("Empty: error: the folder holds no storyboard, xib or SwiftUI file with a preview"),
                "\(empty.stderr)")
            // The folder is read even next to one that fails; the run still exits 2.
            let both = try Binary.run(["lint", app.appendingPathComponent("Empty").path, app.path] + options)
            #expect(both.status == 2 && both.stdout.contains("Main.storyboard"), "\(both.stderr)")
        }
    }

    @Test("lint configuration: a rule off removes exactly its findings; a baseline then passes; warnings do not fail; --exit-zero, --quiet")
    func lintConfiguration() throws {
        try Binary.withTemporaryDirectory { dir in
            // A label in the bottom-left corner: the corner's curve, the home indicator, the safe area.
            let scene = dir.appendingPathComponent("corner.yaml").path
            try "views:\n  - {name: label, kind: label, text: Hi, frame: {x: 0, y: 772, width: 100, height: 40}}\n"
                .write(toFile: scene, atomically: true, encoding: .utf8)
            func findings(_ extra: [String]) throws -> [[String: Any]] {
                let r = try Binary.run(["lint", scene, "--devices", "iphone-x,iphone-17-pro-max", "--format", "json"] + extra)
                return try #require((try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])?["findings"] as? [[String: Any]])
            }
            let all = try findings([])
            let corners = all.filter { $0["rule"] as? String == "corner" }
            #expect(!corners.isEmpty, "the label reaches the corner's curve")
            let config = dir.appendingPathComponent("lint.yml").path
            try "rules:\n  corner: off\n".write(toFile: config, atomically: true, encoding: .utf8)
            let without = try findings(["--config", config])
            #expect(without.count == all.count - corners.count && !without.contains { $0["rule"] as? String == "corner" })
            // A baseline written, then applied: nothing new, exit 0.
            let baseline = dir.appendingPathComponent("baseline.json").path
            #expect(try Binary.run(["lint", scene, "--write-baseline", baseline]).status == 1)
            // The baseline is a JSON output too: its shape's version and the tool that wrote it.
            let written = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: baseline))) as? [String: Any])
            #expect(written["schemaVersion"] as? Int == 1 && (written["tool"] as? String)?.hasPrefix("layoutpreview ") == true)
            try "baseline: baseline.json\n".write(toFile: config, atomically: true, encoding: .utf8)
            let again = try Binary.run(["lint", scene, "--config", config])
            #expect(again.status == 0 && again.stdout.contains("0 findings"), "\(again.stdout)")
            #expect(again.stdout.contains("the baseline records not shown"), "\(again.stdout)")
            // Warnings are reported but do not fail.
            try "rules:\n  outsideSafeArea: warning\n  homeIndicator: warning\n  corner: warning\n".write(toFile: config, atomically: true, encoding: .utf8)
            let warned = try Binary.run([
                "lint", scene, "--config", config, "--format", "github", "--devices", "iphone-x,iphone-17-pro-max", "--orientations", "portrait",
            ])
            #expect(warned.status == 0 && warned.stdout.contains("::warning file=") && !warned.stdout.contains("::error file="), "\(warned.stdout)")
            #expect(try Binary.run(["lint", scene, "--exit-zero"]).status == 0)
            let quiet = try Binary.run(["lint", scene, "--quiet"])
            #expect(quiet.status == 1 && quiet.stdout.isEmpty)
            try "rules:\n  cornr: off\n".write(toFile: config, atomically: true, encoding: .utf8)
            let bad = try Binary.run(["lint", scene, "--config", config])
            #expect(bad.status == 2 && bad.stderr.contains("lint.yml:2:3") && bad.stderr.contains("did you mean 'corner'?"), "\(bad.stderr)")
        }
    }

    static var schemaToolsAvailable: Bool {
        (try? Spawn.run("python3", ["-c", "import yaml, jsonschema"], environment: ProcessInfo.processInfo.environment, timeout: 20))?.status == 0
    }

    @Test("Every bundled scene validates against docs/scene.schema.json; a scene that the loader refuses does not", .enabled(if: schemaToolsAvailable))
    func schema() throws {
        let all = try Spawn.run(
            "python3", ["Scripts/validate-scenes.py"], environment: ProcessInfo.processInfo.environment,
            directory: Binary.packageRoot.path, timeout: 60)
        #expect(all.status == 0 && all.stdout.contains("0 errors"), "\(all.stdout)\(all.stderr)")
        try Binary.withTemporaryDirectory { dir in
            let bad = dir.appendingPathComponent("bad.yaml").path
            try "views: [{name: a, kind: stak}]\n".write(toFile: bad, atomically: true, encoding: .utf8)
            let r = try Spawn.run(
                "python3", ["Scripts/validate-scenes.py", bad], environment: ProcessInfo.processInfo.environment,
                directory: Binary.packageRoot.path, timeout: 60)
            #expect(r.status == 1)
        }
    }
}

/// Lint's seven formats say one severity (issue 23, item 6): with no configuration every finding
/// is an error and the run fails; with both rules of `behavior-long` set to warning every format
/// says warning and the run passes.
struct LintSeverityTests {
    @Test("Each format's severity agrees with the exit status, with and without a configuration that makes both rules warnings")
    func severities() throws {
        try Binary.withTemporaryDirectory { dir in
            let config = dir.appendingPathComponent("warn.yml").path
            try "rules:\n  firstRowHidden: warning\n  lastRowHidden: warning\n".write(toFile: config, atomically: true, encoding: .utf8)
            for (extra, level, status) in [([String](), "error", Int32(1)), (["--config", config], "warning", 0)] {
                func run(_ format: String) throws -> String {
                    let r = try Binary.run(["lint", "behavior-long", "--devices", "iphone-x", "--orientations", "portrait", "--format", format] + extra)
                    #expect(r.status == status, "\(format) \(extra): \(r.status)")
                    return r.stdout
                }
                let other = level == "error" ? "warning" : "error"
                // Two findings (firstRowHidden 44, lastRowHidden 34: the README's example).
                let xcode = try run("xcode")
                #expect(xcode.components(separatedBy: ": \(level): ").count == 3 && !xcode.contains(": \(other): "), "\(xcode)")
                let github = try run("github")
                #expect(github.components(separatedBy: "::\(level) ").count == 3 && !github.contains("::\(other) "), "\(github)")
                let sarif = try run("sarif")
                let results = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
                let levels = (((results["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []).compactMap { $0["level"] as? String }
                #expect(levels == [level, level], "\(sarif)")
                let junit = try run("junit")
                #expect(
                    junit.contains("failures=\"\(level == "error" ? 2 : 0)\"")
                        && junit.components(separatedBy: "<failure ").count == (level == "error" ? 3 : 1), "\(junit)")
                let json = try run("json")
                #expect(json.components(separatedBy: "\"severity\": \"\(level)\"").count == 3, "\(json)")
                let text = try run("text")
                #expect(text.contains("(warning)") == (level == "warning"), "\(text)")
                let markdown = try run("markdown")
                #expect(markdown.contains("(warning)") == (level == "warning"), "\(markdown)")
            }
        }
    }
}

/// The GitHub Action's lint step (`action.yml`), run as GitHub would run it: its shell script
/// with GitHub's variables set, on a project made here (issue 27, item 3).
struct ActionStepTests {
    /// The `run: |` block of the step named `name` in action.yml, unindented.
    static func script(_ name: String) throws -> String {
        let lines = try String(contentsOf: Binary.packageRoot.appendingPathComponent("action.yml"), encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let step = try #require(lines.firstIndex { $0.contains("- name: \(name)") })
        let start = try #require(lines[step...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "run: |" }) + 1
        let indent = lines[start].prefix { $0 == " " }.count
        return lines[start...].prefix { $0.hasPrefix(String(repeating: " ", count: indent)) }.map { String($0.dropFirst(indent)) }.joined(separator: "\n")
    }

    @Test("The action's lint step annotates the diff and fills the job summary: a button under the home indicator fails the step, a centred label passes")
    func lintStep() throws {
        let script = try Self.script("Lint")
        try Binary.withTemporaryDirectory { dir in
            let project = dir.appendingPathComponent("project")
            try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Binary.packageRoot.appendingPathComponent("Scenes/legacy-checkout.storyboard"), to: project.appendingPathComponent("Main.storyboard"))
            let summary = dir.appendingPathComponent("summary.md").path
            // The step runs the tool from the action's own build folder: here, the test's build.
            let action = dir.appendingPathComponent("action")
            try FileManager.default.createDirectory(at: action.appendingPathComponent(".build/release"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: action.appendingPathComponent(".build/release/layoutpreview").path, withDestinationPath: Binary.url.path)
            let environment = [
                "GITHUB_ACTION_PATH": action.path, "GITHUB_STEP_SUMMARY": summary, "LP_PATHS": project.path,
                "LP_DEVICES": "iphone-x,iphone-17", "LP_ORIENTATIONS": "portrait", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            ]
            let failing = try Spawn.run("/bin/bash", ["-c", script], environment: environment)
            #expect(failing.status == 1, "\(failing.stderr)")
            #expect(
                failing.stdout.contains("::error file=\(project.path)/Main.storyboard,line=41,col=29,title=layoutpreview homeIndicator::"), "\(failing.stdout)")
            #expect(try String(contentsOfFile: summary, encoding: .utf8).hasPrefix("### lint: 6 findings in 2 layouts"))
            // A storyboard whose one label is centred in the safe area passes, and says so.
            try FileManager.default.removeItem(at: project.appendingPathComponent("Main.storyboard"))
            try Binary.cleanStoryboard.write(to: project.appendingPathComponent("Clean.storyboard"), atomically: true, encoding: .utf8)
            try "".write(toFile: summary, atomically: true, encoding: .utf8)
            let clean = try Spawn.run("/bin/bash", ["-c", script], environment: environment)
            #expect(clean.status == 0 && !clean.stdout.contains("::error"), "\(clean.stdout) \(clean.stderr)")
            #expect(try String(contentsOfFile: summary, encoding: .utf8).hasPrefix("### lint: 0 findings in 2 layouts"))
        }
    }
}
