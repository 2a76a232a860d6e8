import CatalogFacts
import Foundation
import Testing

/// `layoutpreview mcp` driven as an agent's client drives it: newline-delimited JSON-RPC over a
/// pipe, written here by hand (not with the SDK the server uses), answers matched by id.
@Suite(.serialized)
struct AgentServerTests {
    /// The server, started in the package root, and the lines it writes.
    final class Client: @unchecked Sendable {
        let process = Process()
        let input = Pipe(), output = Pipe()
        private let lock = NSCondition()
        private var lines: [String] = []

        init(_ arguments: [String] = [], directory: URL = Binary.packageRoot) throws {
            process.executableURL = Binary.url
            process.arguments = ["mcp"] + arguments
            process.currentDirectoryURL = directory
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let handle = output.fileHandleForReading
            Thread.detachNewThread { [self] in
                var pending = Data()
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    pending.append(chunk)
                    while let newline = pending.firstIndex(of: 0x0A) {
                        let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                        pending = Data(pending[(newline + 1)...])
                        lock.lock()
                        lines.append(line)
                        lock.broadcast()
                        lock.unlock()
                    }
                }
            }
        }

        func send(_ line: String) {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
        }

        /// Sends a request and waits (30 s at most) for the answer with its id.
        func request(_ id: Int, _ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
            let message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method, "params": params]
            send(String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self))
            return try answer(id: id)
        }

        func answer(id: Int?, within seconds: Double = 30) throws -> [String: Any] {
            let deadline = Date().addingTimeInterval(seconds)
            lock.lock()
            defer { lock.unlock() }
            while true {
                for line in lines {
                    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
                    if let id, object["id"] as? Int == id { return object }
                    if id == nil, object["error"] != nil { return object }
                }
                guard lock.wait(until: deadline) else { throw CocoaError(.fileReadUnknown) }
            }
        }

        /// A tool call's result: its texts and whether it is an error.
        func call(_ id: Int, _ tool: String, _ arguments: [String: Any]) throws -> (texts: [String], isError: Bool) {
            let answer = try request(id, "tools/call", ["name": tool, "arguments": arguments])
            let result = answer["result"] as? [String: Any] ?? [:]
            let texts = (result["content"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            return (texts, result["isError"] as? Bool ?? false)
        }

        func close() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    func initialized(_ arguments: [String] = []) throws -> Client {
        let client = try Client(arguments)
        let initialize = try client.request(
            1, "initialize",
            [
                "protocolVersion": "2025-06-18", "capabilities": [String: Any](),
                "clientInfo": ["name": "test", "version": "1"],
            ])
        let result = try #require(initialize["result"] as? [String: Any])
        #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "layoutpreview")
        let capabilities = try #require(result["capabilities"] as? [String: Any])
        #expect(capabilities["tools"] != nil && capabilities["resources"] != nil)
        client.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        return client
    }

    @Test(
        "initialize, tools/list, then render a bundled scene and a storyboard: the numbers R10 gives (an opaque bar: the view from y 88, 724 tall on an iPhone X)"
    )
    func listAndRender() throws {
        let client = try initialized()
        defer { client.close() }
        let list = try client.request(2, "tools/list")
        let tools = try #require((list["result"] as? [String: Any])?["tools"] as? [[String: Any]])
        #expect(tools.compactMap { $0["name"] as? String } == ["render", "explain", "lint", "compare", "devices", "rules", "import"])
        let render = try #require(tools.first { $0["name"] as? String == "render" })
        let properties = try #require((render["inputSchema"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(
            properties["device"] != nil
                && (properties["orientation"] as? [String: Any])?["enum"] as? [String] == ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])

        let opaque = try client.call(3, "render", ["scene": "nav-opaque"])
        #expect(!opaque.isError)
        let layout = try #require(try JSONSerialization.jsonObject(with: Data(opaque.texts[0].utf8)) as? [String: Any])
        let view = try #require((layout["views"] as? [[String: Any]])?.first { $0["name"] as? String == "viewController.view" })
        #expect(view["frame"] as? [String: Double] == ["x": 0, "y": 88, "width": 375, "height": 724], "status bar 44 + navigation bar 44; 812 − 88")
        #expect(layout["schemaVersion"] as? Int == 1)

        let storyboard = try client.call(4, "render", ["scene": "Scenes/legacy-checkout.storyboard", "format": "text", "width": 80])
        #expect(!storyboard.isError && storyboard.texts[0].contains("Checkout"), "\(storyboard.texts)")
        let explain = try client.call(5, "explain", ["scene": "nav-opaque", "view": "viewController.view"])
        #expect(!explain.isError && explain.texts[0].contains("\"safeAreaInsets\": \"{0, 0, 34, 0}\""), "\(explain.texts)")

        // A page sheet (docs/sheets.md): on an iPhone X, iOS 16, the largest detent is
        // 812 − 44 − 34 − 10 = 724, so a large sheet is 758 tall at y 54.
        let sheet = try client.call(6, "render", ["scene": "nav-opaque", "ios": 16, "sheet": "large"])
        let sheetLayout = try #require(try JSONSerialization.jsonObject(with: Data(sheet.texts[0].utf8)) as? [String: Any])
        #expect((sheetLayout["sheet"] as? [String: Any])?["frame"] as? [String: Double] == ["x": 0, "y": 54, "width": 375, "height": 758])
    }

    @Test("lint: a scene with an error is a tool error at its file:line:column; a missing file names itself; findings are a result with exit status 1")
    func lintCalls() throws {
        try Binary.withTemporaryDirectory { dir in
            let bad = dir.appendingPathComponent("bad.yaml")
            try "views:\n  - name: t\n    kind: tabel\n".write(to: bad, atomically: true, encoding: .utf8)
            let client = try initialized()
            defer { client.close() }
            let broken = try client.call(2, "lint", ["paths": [bad.path]])
            #expect(broken.isError && broken.texts.joined().contains("bad.yaml:3:11: error:"), "\(broken.texts)")
            let missing = try client.call(3, "lint", ["paths": ["no-such-scene.yaml"]])
            #expect(missing.isError && missing.texts.joined().contains("no-such-scene.yaml"), "\(missing.texts)")
            // The bundled comment box with its stack's margins measured from its bounds: its
            // field and Send button stand 8 from the edges, under the cover display's strip.
            let chat = dir.appendingPathComponent("chat.yaml")
            let bundled = try String(contentsOf: Binary.packageRoot.appendingPathComponent("Scenes/comment-box.yaml"), encoding: .utf8)
            try bundled.replacingOccurrences(
                of: "    isLayoutMarginsRelativeArrangement: true\n",
                with: "    isLayoutMarginsRelativeArrangement: true\n    insetsLayoutMarginsFromSafeArea: false\n"
            ).write(to: chat, atomically: true, encoding: .utf8)
            let findings = try client.call(4, "lint", ["paths": [chat.path], "devices": "iphone-duo-cover", "orientations": "portrait"])
            #expect(!findings.isError && findings.texts.last == "exit status 1: findings", "\(findings.texts)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(findings.texts[0].utf8)) as? [String: Any])
            #expect((report["findings"] as? [[String: Any]])?.count == 2, "the field and the Send button leave the cover display's safe area")
        }
    }

    @Test(
        "Malformed calls are errors, never a crash: a wrong type, an unknown argument or tool, a value that is not a choice, a line that is not JSON; the server answers after each"
    )
    func malformed() throws {
        let client = try initialized()
        defer { client.close() }
        let type = try client.call(2, "render", ["device": 5])
        #expect(type.isError && type.texts == ["render: 'device' must be a string"])
        let unknown = try client.call(3, "render", ["scen": "default"])
        #expect(unknown.isError && unknown.texts[0].contains("unknown argument 'scen'") && unknown.texts[0].contains("(did you mean 'scene'?)"))
        let tool = try client.call(4, "rendr", [:])
        #expect(tool.isError && tool.texts[0].contains("(did you mean 'render'?)"))
        let choice = try client.call(5, "render", ["orientation": "sideways"])
        #expect(choice.isError && choice.texts[0].contains("expected portrait, portraitUpsideDown, landscapeLeft or landscapeRight"))
        let option = try client.call(6, "render", ["scene": "--help"])
        #expect(option.isError && option.texts[0].contains("./--help"), "a path is never read as an option: \(option.texts)")
        client.send("{not json")
        let parseError = try client.answer(id: nil)
        #expect((parseError["error"] as? [String: Any])?["code"] as? Int == -32700)
        let after = try client.call(7, "rules", ["id": "R10"])
        #expect(!after.isError && after.texts[0].hasPrefix("R10"))
    }

    @Test("Calls answered at once with outputs larger than a pipe holds come out as whole lines (the device catalog's JSON, six times)")
    func concurrentLargeAnswers() throws {
        let client = try initialized()
        defer { client.close() }
        for id in 10..<16 {
            client.send(#"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"devices","arguments":{}}}"#)
        }
        for id in 10..<16 {
            let result = try #require(try client.answer(id: id)["result"] as? [String: Any])
            let text = try #require((result["content"] as? [[String: Any]])?.first?["text"] as? String)
            let catalog = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect((catalog["devices"] as? [Any])?.count == CatalogFacts.count)
        }
    }

    @Test("Resources: every bundled scene and the rules; a scene's text is its file's")
    func resources() throws {
        let client = try initialized()
        defer { client.close() }
        let list = try client.request(2, "resources/list")
        let uris = try #require((list["result"] as? [String: Any])?["resources"] as? [[String: Any]]).compactMap { $0["uri"] as? String }
        #expect(
            uris.contains("layoutpreview://scenes/default") && uris.contains("layoutpreview://lessons/legacy-checkout")
                && uris.contains("layoutpreview://rules"))
        let read = try client.request(3, "resources/read", ["uri": "layoutpreview://scenes/nav-opaque"])
        let text = try #require(((read["result"] as? [String: Any])?["contents"] as? [[String: Any]])?.first?["text"] as? String)
        #expect(text == (try String(contentsOf: Binary.packageRoot.appendingPathComponent("Scenes/nav-opaque.yaml"), encoding: .utf8)))
        let missing = try client.request(4, "resources/read", ["uri": "layoutpreview://scenes/nope"])
        #expect(missing["error"] != nil)
    }
}
