// A seeded mutation fuzzer over the core: scene text → loader → layout → every output. Each
// input starts from a bundled scene or Interface Builder lesson (or a hostile seed), takes one to
// four mutations that YAML, XML and the scene format care about, and goes through everything a
// command does with a scene (for a document: with each of its scenes).
// A crash or trap ends the process (CI fails); an input slower than the limit is reported and
// makes the exit status 1. Usage: fuzz-scenes [SEED] [COUNT] [--limit-ms N]
import Foundation
import AutoLayout
import InterfaceBuilder
import Preview

let tokens: [String] = [
    "[", "]", "{", "}", "*a", "&a ", "? ", ": ", "- ", "|\n", ">\n", "\"", "'", "\n", "# ", ",", "!!str ", "!!binary ",
    "1e308", "-1e308", "nan", ".inf", "-.inf", "-0", "0x7fffffffffffffff", "99999999999999999999", "~", "null",
    "\u{1B}[2J", "\u{202E}", "\u{0}", "\u{FEFF}", "汉字", "👍🏽", "  ", "\t", "---\n", "...\n", "%YAML 1.2\n",
    "device: iphone-17\n", "device: ipad-pro-13-m5\n", "ios: 26\n", "ios: 10\n", "ios: 27\n", "design: compatibility\n",
    "orientation: landscapeRight\n", "statusBar: hidden\n", "navigation: {prefersLargeTitles: true, toolbar: opaque}\n",
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
    " id=\"window\"", " id=\"a b\"", "toolsVersion=\"32700.99.1234\"", "<device id=\"retina3_5\"/>", "<device id=\"ipad12_9rounded\" orientation=\"landscape\"/>",
]

let seeds: [String] = BundledScenes.files.map(\.text) + BundledScenes.documents.map(\.text) + [
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
            let start = r.below(bytes.count), end = min(bytes.count, start + r.below(200))
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
    let variant = (try? overrides.apply(to: scene)) ?? scene
    let layout = LayoutEngine.layout(variant, scrollOffsets: ["list": Point(x: 0, y: Double(r.below(2000)) - 200)])
    let width = 1 + r.below(240), height = 1 + r.below(80)
    _ = RenderDocument.text(layout, RenderDocument.Options(width: width, height: height, format: [.text, .ansi, .markdown][r.below(3)],
                                                           mock: MockOptions(ascii: r.below(2) == 0, showSafeArea: true, showMargins: true)))
    _ = JSONExport.string(layout)
    _ = ExplainText.text(layout)
    _ = Linter.findings(layout, scene: "fuzz")
    _ = Comparison.text(layout, LayoutEngine.layout(scene, explaining: .none), width: width, height: height, markdown: false, ascii: false)
    _ = SceneWriter.yaml(variant)
}

let arguments = CommandLine.arguments.dropFirst()
let numbers = arguments.compactMap { Int($0) }
let seed = UInt64(numbers.first ?? 1)
let count = numbers.dropFirst().first ?? 10_000
let limit = arguments.firstIndex(of: "--limit-ms").flatMap { arguments.index(after: $0) < arguments.endIndex ? Double(arguments[arguments.index(after: $0)]) : nil } ?? 1_000
var random = SeededRandom(seed: seed)
var loaded = 0, slow = 0, slowest = 0.0
let start = Date()
for i in 0..<count {
    let input = mutate(seeds[random.below(seeds.count)], &random)
    let began = Date()
    if exercise(input, &random) { loaded += 1 }
    let ms = Date().timeIntervalSince(began) * 1000
    slowest = max(slowest, ms)
    if ms > limit {
        slow += 1
        print("slow: input \(i) of seed \(seed) took \(Int(ms)) ms (limit \(Int(limit)))")
    }
}
let total = Date().timeIntervalSince(start)
print("fuzz-scenes: seed \(seed), \(count) executions (\(loaded) loaded, \(count - loaded) refused), 0 crashes, \(slow) over \(Int(limit)) ms; slowest \(String(format: "%.1f", slowest)) ms; \(String(format: "%.1f", total)) s")
exit(slow == 0 ? 0 : 1)
