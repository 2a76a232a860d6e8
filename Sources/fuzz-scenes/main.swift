import AutoLayout
// A seeded mutation fuzzer over the core: scene text → loader → layout → every output. Each
// input starts from a bundled scene or Interface Builder lesson (or a hostile seed), takes one to
// four mutations that YAML, XML and the scene format care about, and goes through everything a
// command does with a scene (for a document: with each of its scenes).
// A crash or trap ends the process (CI fails); an input slower than the limit is reported and
// makes the exit status 1. Each input that crashes or runs slow is kept in a file whose path is
// printed (the crash's by the signal handler), to replay and to add to the tests' inputs.
// SwiftUI source files are inputs too: seeds of previews and app views, mutated with Swift's
// own tokens, read as a `.swift` file is (its previews, their app views inlined).
// Usage: fuzz-scenes [SEED] [COUNT] [--limit-ms N] [--keep DIR]; fuzz-scenes --replay FILE...
import CTerminalGuard
import Foundation
import InterfaceBuilder
import Preview

let tokens: [String] = [
    "[", "]", "{", "}", "*a", "&a ", "? ", ": ", "- ", "|\n", ">\n", "\"", "'", "\n", "# ", ",", "!!str ", "!!binary ",
    "1e308", "-1e308", "nan", ".inf", "-.inf", "-0", "0x7fffffffffffffff", "99999999999999999999", "~", "null",
    "\u{1B}[2J", "\u{202E}", "\u{0}", "\u{FEFF}", "汉字", "👍🏽", "  ", "\t", "---\n", "...\n", "%YAML 1.2\n",
    "device: iphone-17\n", "device: ipad-pro-13-m5\n", "ios: 26\n", "ios: 10\n", "ios: 27\n", "design: compatibility\n",
    "orientation: landscapeRight\n", "statusBar: hidden\n", "window: third\n", "window: half\n", "window: {width: 700, height: 100000}\n",
    "sheet: medium\n", "sheet: {height: 1e9}\n", "sheet: {fraction: 0.01}\n",
    ".sheet(isPresented: $x) { Text(\"s\").presentationDetents([.height(-1), .fraction(nan), .medium]) }",
    "- {any: \"width == 10\", wR hR: null, wC hC: \"width == 1e9\"}\n", "navigation: {prefersLargeTitles: true, toolbar: opaque}\n",
    "tabBar: {style: opaque}\n", "controller: {additionalSafeAreaInsets: {top: -9999, left: 1e9}}\n",
    "frame: {top: safeArea, bottom: margins, leading: superview, trailing: safeArea}\n",
    "contentOffset: {x: -1e12, y: 1e12}\n", "rows: 10000\n", "contentSize: {width: 0, height: 0}\n",
    "device: {name: X, idiom: pad, width: 1, height: 100000, insets: {portrait: {top: 100000}}}\n",
    "constraints: [top == superview.top, width == 10]\n", "constraints: [centerX == list.centerX * 0.5 + 3 @751, height == width]\n",
    "constraints: [bottom == safeArea.bottom - 8, leading >= margins.leading, width <= superview.width / 3]\n",
    "intrinsicContentSize: {width: 1e9, height: -1}\n", "source: xib\n", "ios: 9\n", "@1000", " == ", " >= ", ".bottom",
    "<", ">", "/>", "</view>", "</subviews>", "<subviews>", "&amp;", "&#0;", "&#x1B;", "<!DOCTYPE d>", "<![CDATA[x]]>",
    " multiplier=\"0\"", " multiplier=\"1:0\"", " constant=\"1e308\"", " priority=\"-5\"", " secondItem=\"root\"",
    " firstItem=\"pay\"", " relation=\"lessThanOrEqual\"", " hidden=\"YES\"", " translatesAutoresizingMaskIntoConstraints=\"NO\"",
    "<rect key=\"frame\" x=\"-1e9\" y=\"nan\" width=\"1e308\" height=\"-4\"/>", "<stackView axis=\"vertical\" id=\"s\">",
    "<variation key=\"default\"><mask key=\"constraints\"><exclude reference=\"pay-height\"/></mask></variation>",
    " id=\"window\"", " id=\"a b\"", "#Preview { ", "}", ")", "(", ".padding()", ".frame(maxWidth: .infinity, minHeight: -5)",
    ".ignoresSafeArea()", ".safeAreaInset(edge: .top) { Text(\"a\") }", "VStack {", "ForEach(0..<100000) { i in ", "\\(", "#if os(iOS)\n",
    "#endif\n", ".layoutPriority(1e308)", ".frame(width: nan)", "List { ", "Self.", "let x = Text(\"y\")\n", "struct V: View { var body: some View { V() } }\n",
    "toolsVersion=\"32700.99.1234\"", "<device id=\"retina3_5\"/>", "<device id=\"ipad12_9rounded\" orientation=\"landscape\"/>",
    "notInstalled: [wC hR, wR hC]\n", "notInstalled: [wX hR]\n", "notInstalled: wC hC\n",
    "<variation key=\"default\"><mask key=\"subviews\"><exclude reference=\"pay\"/></mask></variation>",
    "<variation key=\"heightClass=compact\"><mask key=\"subviews\"><include reference=\"pay\"/></mask></variation>", " symbolic=\"YES\"",
    "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>", " accessoryType=\"disclosureIndicator\"", "toolsVersion=\"6214\"",
    "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"600\" height=\"600\"/>", "<device id=\"retina4_7\" orientation=\"portrait\"/>",
    "toolsVersion=\"14460\"", "toolsVersion=\"8191\"", "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"570\"/>",
    " misplaced=\"YES\"", " ambiguous=\"YES\"", " largeTitles=\"YES\"", "device: {name: Y, idiom: phone, width: 390, height: 844, largeTitleHeight: 0}\n",
    "device: {name: S, width: 393, height: 852, insets: {portrait: {top: 118, bottom: 68}}, sheetTop: 69, sheetInsets: {top: 59}}\nsheet: large\n",
    "sheetTop: 1e308\n", "sheetInsets: {top: -5}\n", "device: {name: T, width: 393, height: 852, insets: {portrait: {top: 900}}, sheetTop: 5000}\n",
    " placeholder=\"YES\"", "toolsVersion=\"23727\"", "toolsVersion=\"24765\"",
    "<segue destination=\"vc\" kind=\"presentation\" id=\"p\"/>",
    " modalPresentationStyle=\"fullScreen\"", "toolsVersion=\"21701\"", "<device id=\"retina6_12\" orientation=\"landscape\"/>",
    "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" translucent=\"NO\" prompted=\"NO\"/>", " translucent=\"NO\"",
    " alignment=\"firstBaseline\"", " alignment=\"lastBaseline\"", " verticalCompressionResistancePriority=\"1000\"",
]

/// SwiftUI files: previews, app views across "files", every container and safe-area modifier.
let swiftSeeds: [String] = [
    #"""
    import SwiftUI
    struct Row: View {
        let title: String
        var detail = "Detail"
        var body: some View {
            HStack { Text(title).font(.headline); Spacer(); Text(detail).lineLimit(1) }.padding(.vertical, 8)
        }
    }
    #Preview("List") {
        TabView {
            NavigationStack {
                List { Section("A") { ForEach(0..<5) { i in Row(title: "Row \(i)") } } }
                    .navigationTitle("Inbox").safeAreaInset(edge: .bottom) { Button("Send") { send() }.padding().background(.bar) }
            }.tabItem { Label("Inbox", systemImage: "tray") }
        }
    }
    """#,
    #"""
    import SwiftUI
    struct Card<Content: View>: View {
        @ViewBuilder let content: Content
        var header: some View { Text("Header").frame(maxWidth: .infinity, alignment: .leading) }
        var body: some View { VStack { header; content }.padding().background(in: RoundedRectangle(cornerRadius: 12)) }
    }
    struct Card_Previews: PreviewProvider {
        static var previews: some View {
            ScrollView { Card { Image(systemName: "star").resizable().scaledToFit().frame(width: 40) }.safeAreaPadding(.horizontal, 20) }
                .ignoresSafeArea(edges: .bottom)
        }
    }
    #Preview(traits: .landscapeLeft) { ZStack(alignment: .topLeading) { Color.red.ignoresSafeArea(); GeometryReader { proxy in Text("x").offset(x: 10, y: -20) } } }
    """#,
]

let seeds: [String] =
    BundledScenes.files.map(\.text) + BundledScenes.documents.map(\.text) + swiftSeeds + [
        "a0: &a0 [x, x]\na1: &a1 [*a0, *a0]\nviews: [*a1]\n",
        "views:\n  - {name: a, subviews: [{name: b, subviews: [{name: c, frame: {x: 1, y: 2, width: 3, height: 4}}]}]}\n",
        "{\"title\": \"json\", \"navigation\": {\"bar\": \"opaque\"}, \"views\": [{\"name\": \"t\", \"kind\": \"table\", \"rows\": 3}]}\n",
    ]

func mutate(_ text: String, _ r: inout SeededRandom) -> [UInt8] {
    var bytes = Array(text.utf8)
    for _ in 0...r.below(4) {
        let at = r.below(bytes.count + 1)
        switch r.below(6) {
        case 0 where !bytes.isEmpty: bytes[min(at, bytes.count - 1)] ^= UInt8(1 << r.below(8))
        case 1: bytes.insert(contentsOf: Array(tokens[r.below(tokens.count)].utf8), at: at)
        case 2 where !bytes.isEmpty: bytes.removeSubrange(at..<min(bytes.count, at + r.below(40)))
        case 3 where !bytes.isEmpty:
            let start = r.below(bytes.count)
            let end = min(bytes.count, start + r.below(200))
            bytes.insert(contentsOf: Array(bytes[start..<end]), at: at)
        case 4:
            let other = Array(seeds[r.below(seeds.count)].utf8)
            bytes = Array(bytes[..<at]) + Array(other[r.below(other.count)...])
        default: bytes.insert(contentsOf: Array(repeating: UInt8(ascii: "["), count: r.below(40)), at: at)
        }
    }
    return bytes
}

/// Everything a command does with a scene file or document: false when it is refused.
func exercise(_ bytes: [UInt8], _ r: inout SeededRandom) -> Bool {
    if bytes.starts(with: Array("import SwiftUI".utf8)) {
        guard let text = String(validating: bytes, as: UTF8.self), let previews = try? SwiftUIPreviews(text: text, path: "fuzz.swift") else { return false }
        var any = false
        for name in previews.sceneNames.prefix(3) {
            guard let scene = try? previews.scene(name) else { continue }
            exercise(scene, &r)
            any = true
        }
        return any
    }
    guard bytes.first == UInt8(ascii: "<") else {
        guard let scene = try? SceneLoader.load(bytes: bytes, file: "fuzz.yaml") else { return false }
        exercise(scene, &r)
        return true
    }
    guard let document = try? InterfaceBuilderDocument.read(bytes: bytes, file: "fuzz.storyboard") else { return false }
    _ = FrameCheck.run(document)
    var any = false
    for entry in document.entries.prefix(3) {
        guard let scene = try? document.scene(entry) else { continue }
        exercise(scene, &r)
        any = true
    }
    return any
}

/// Everything a command does with a scene.
func exercise(_ scene: Scene, _ r: inout SeededRandom) {
    var overrides = SceneOverrides()
    if r.below(2) == 0 { overrides.orientation = Orientation.allCases[r.below(4)] }
    if r.below(3) == 0 { overrides.device = DeviceCatalog.devices[r.below(DeviceCatalog.devices.count)].id }
    if r.below(3) == 0 { overrides.window = WindowChoice.named[r.below(WindowChoice.named.count)] }
    if r.below(4) == 0 { overrides.sheet = .style([.large, .medium, .height(1), .fraction(1)][r.below(4)]) }
    let variant = (try? overrides.apply(to: scene)) ?? scene
    let layout = LayoutEngine.layout(variant, scrollOffsets: ["list": Point(x: 0, y: Double(r.below(2000)) - 200)])
    let width = 1 + r.below(240)
    let height = 1 + r.below(80)
    _ = RenderDocument.text(
        layout,
        RenderDocument.Options(
            width: width, height: height, format: [.text, .ansi, .markdown][r.below(3)],
            mock: MockOptions(ascii: r.below(2) == 0, showSafeArea: true, showMargins: true)))
    _ = JSONExport.string(layout)
    _ = ExplainText.text(layout)
    _ = Linter.findings(layout, scene: "fuzz")
    _ = Comparison.text(layout, LayoutEngine.layout(scene, explaining: .none), width: width, height: height, markdown: false, ascii: false)
    _ = SceneWriter.yaml(variant)
}

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[$0 + 1] : nil }
}

// --replay FILE ...: the kept inputs again, each through everything (a crash test's inputs).
if let first = arguments.firstIndex(of: "--replay") {
    var r = SeededRandom(seed: 1)
    for path in arguments[(first + 1)...] {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("fuzz-scenes: cannot read \(Sanitized.short(path))\n".utf8))
            exit(2)
        }
        _ = exercise(Array(data), &r)
    }
    print("fuzz-scenes: replayed \(arguments.count - first - 1) inputs, 0 crashes")
    exit(0)
}

let numbers = arguments.compactMap { Int($0) }
let seed = UInt64(numbers.first ?? 1)
let count = numbers.dropFirst().first ?? 10_000
let limit = option("--limit-ms").flatMap(Double.init) ?? 1_000
// Inputs that crash or run slow are kept here, named by seed and input, for --replay and for a test.
let keep = option("--keep") ?? "."
let running = "\(keep)/fuzz-crash-seed\(seed).input"
let fd = open(running, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
guard fd >= 0 else {
    FileHandle.standardError.write(Data("fuzz-scenes: cannot write \(Sanitized.short(running)): \(String(cString: strerror(errno)))\n".utf8))
    exit(2)
}
// Each input is written before it runs; a crash's handler names it (CTerminalGuard, as the screen's).
lp_guard_install(2, "", 0)
var random = SeededRandom(seed: seed)
var loaded = 0
var slow = 0
var slowest = 0.0
let start = Date()
for i in 0..<count {
    let input = mutate(seeds[random.below(seeds.count)], &random)
    _ = input.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    _ = ftruncate(fd, off_t(input.count))
    let message = Array("fuzz-scenes: input \(i) of seed \(seed) crashed; it is kept in \(running) (fuzz-scenes --replay \(running))\n".utf8)
    message.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { lp_guard_set_message($0.baseAddress, Int32($0.count)) } }
    let began = Date()
    if exercise(input, &random) { loaded += 1 }
    let ms = Date().timeIntervalSince(began) * 1000
    slowest = max(slowest, ms)
    if ms > limit {
        slow += 1
        let path = "\(keep)/fuzz-slow-seed\(seed)-\(i).input"
        let kept = FileManager.default.createFile(atPath: path, contents: Data(input))
        print(
            "slow: input \(i) of seed \(seed) took \(Int(ms)) ms (limit \(Int(limit)))"
                + (kept ? "; it is kept in \(path)" : "; it could not be kept in \(path)"))
    }
}
lp_guard_remove()
close(fd)
unlink(running)
let total = Date().timeIntervalSince(start)
print(
    "fuzz-scenes: seed \(seed), \(count) executions (\(loaded) loaded, \(count - loaded) refused), 0 crashes, \(slow) over \(Int(limit)) ms; slowest \(String(format: "%.1f", slowest)) ms; \(String(format: "%.1f", total)) s"
)
exit(slow == 0 ? 0 : 1)
