import Foundation
import Testing

/// A seeded fuzz pass over `layoutpreview mcp`'s input: lines of random bytes, JSON that is not
/// JSON-RPC, and tool calls whose arguments have random names, types and values (control
/// characters, option-like strings, huge and fractional numbers, deep arrays). The server must
/// answer every request that has an id, and still answer afterwards.
@Suite(.serialized)
struct AgentServerFuzzTests {
    /// SplitMix64: the same messages for the same seed.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    static let names = [
        "scene", "viewController", "device", "orientation", "ios", "format", "width", "height", "view", "paths", "devices",
        "orientations", "infoPlist", "config", "left", "right", "file", "output", "force", "largeTitles", "id", "matrix", "bogus",
    ]
    static let strings = [
        "default", "nav-opaque", "-", "--help", "--format=json", "iphone-x", "portrait", "sideways", "", "a\nb", "\u{1B}[2J",
        "sub/dir", String(repeating: "x", count: 5_000), "R10", "json", "text",
        Binary.packageRoot.appendingPathComponent("Scenes/legacy-checkout.storyboard").path, "/dev/zero",
    ]

    static func value(_ r: inout Random, depth: Int = 0) -> Any {
        switch r.below(depth > 2 ? 4 : 6) {
        case 0: return r.pick(strings)
        case 1: return r.pick([0, -1, 7, 27, 400, 401, 1_000_000_000_000] as [Int])
        case 2: return r.pick([0.5, -0.0, 1e300, 26.0] as [Double])
        case 3: return r.below(2) == 0
        case 4: return (0..<r.below(4)).map { _ in value(&r, depth: depth + 1) }
        default: return Dictionary((0..<r.below(4)).map { _ in (r.pick(names), value(&r, depth: depth + 1)) }, uniquingKeysWith: { a, _ in a })
        }
    }

    @Test("300 hostile messages: every request answered, the server alive after them")
    func fuzz() throws {
        var r = Random(state: 2026)
        // In a folder of its own: an import call may write scenes where it is told to.
        try Binary.withTemporaryDirectory { dir in
            let client = try AgentServerTests.Client(directory: dir)
            defer { client.close() }
            _ = try client.request(
                1, "initialize", ["protocolVersion": "2025-06-18", "capabilities": [String: Any](), "clientInfo": ["name": "fuzz", "version": "1"]])
            var sent: [Int: String] = [:]
            for i in 0..<300 {
                let id = 100 + i
                switch r.below(4) {
                case 0:
                    // Bytes that are not JSON (no line breaks: one message).
                    client.send(String((0..<r.below(40)).map { _ in Character(Unicode.Scalar(UInt8(32 + r.below(90)))) }))
                case 1:
                    let message: [String: Any] = [
                        "jsonrpc": "2.0", "id": id, "method": r.pick(["tools/list", "resources/list", "resources/read", "nope", "tools/call"]),
                        "params": ["uri": r.pick(["layoutpreview://rules", "layoutpreview://scenes/x", "file:///etc/passwd"])],
                    ]
                    let line = String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self)
                    client.send(line)
                    sent[id] = line
                default:
                    var arguments: [String: Any] = [:]
                    for _ in 0..<r.below(5) { arguments[r.pick(Self.names)] = Self.value(&r) }
                    let message: [String: Any] = [
                        "jsonrpc": "2.0", "id": id, "method": "tools/call",
                        "params": ["name": r.pick(["render", "explain", "lint", "compare", "devices", "rules", "import", "rendr"]), "arguments": arguments],
                    ]
                    let line = String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self)
                    client.send(line)
                    sent[id] = line
                }
            }
            // Each call is bounded by the server's time limit (30 s); all have had time once the
            // last is answered or that long has passed.
            let unanswered = sent.keys.sorted().filter { (try? client.answer(id: $0, within: 35)) == nil }
            #expect(unanswered.isEmpty, "\(unanswered.map { sent[$0]! })")
            let after = try client.request(9_999, "tools/list")
            #expect(((after["result"] as? [String: Any])?["tools"] as? [Any])?.count == 7)
            #expect(client.process.isRunning)
        }
    }
}
