import ArgumentParser
import Foundation
import MCP
import Preview

/// `layoutpreview mcp`: an agent server speaking the Model Context Protocol over standard input
/// and output (newline-delimited JSON-RPC). Each tool is a command of this program, run as a
/// child with the call's arguments as its command line: the same gates and budgets, errors with
/// file:line:column as tool errors, and a crash or a call past the time limit ends the child,
/// never the server. The bundled scenes, lessons and rules are resources.
struct MCPServer: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the commands to coding agents over the Model Context Protocol (stdio).",
        discussion: """
            Tools: render, explain, lint, compare, devices, rules, import (JSON by default). Resources: \
            layoutpreview://scenes/NAME (the bundled scenes), layoutpreview://lessons/NAME (the notes of \
            the lessons kept as storyboards and xibs) and layoutpreview://rules. Paths are read relative to \
            the folder the server was started in, and only the paths a call names.
            Example client configuration: {"command": "layoutpreview", "args": ["mcp"]}
            """)

    @Option(help: "The longest a call may run, in seconds (1-600); past it the call is stopped and says so.")
    var timeout: Double = 30

    @Option(help: "How many calls run at once (1-16); the others wait their turn.")
    var concurrentCalls = 2

    func validate() throws {
        guard (1...600).contains(timeout) else { throw ValidationError("--timeout \(PointFormat.string(timeout)) is out of range; expected 1 to 600 seconds") }
        guard (1...16).contains(concurrentCalls) else { throw ValidationError("--concurrent-calls \(concurrentCalls) is out of range; expected 1 to 16") }
    }

    func run() throws {
        let timeout = self.timeout
        let slots = CallSlots(concurrentCalls)
        let done = DispatchSemaphore(value: 0)
        Task {
            let server = Server(
                name: "layoutpreview", version: Version.current,
                instructions:
                    "Preview iOS screen layouts: frames, safe areas and insets as UIKit computes them, why each is what it is, and lint for content under the notch, corners and home indicator on every device.",
                capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
            await server.withMethodHandler(ListTools.self) { _ in .init(tools: AgentTools.all.map(\.tool)) }
            await server.withMethodHandler(CallTool.self) { params in
                await slots.run { await MCPServer.call(params, timeout: timeout) }
            }
            await server.withMethodHandler(ListResources.self) { _ in .init(resources: AgentResources.list, nextCursor: nil) }
            await server.withMethodHandler(ReadResource.self) { params in
                guard let content = AgentResources.read(params.uri) else {
                    throw MCPError.invalidParams("no resource '\(Sanitized.short(params.uri))'; resources/list names them")
                }
                return .init(contents: [content])
            }
            do {
                try await server.start(transport: WholeMessageTransport())
                await server.waitUntilCompleted()
                // Standard input ended. Requests read before the end start on tasks of their own
                // and answer after their handler returns: each is given time to reach its slot,
                // the calls under way end, and their answers are given time to be written.
                try? await Task.sleep(for: .milliseconds(200))
                await slots.drain()
                try? await Task.sleep(for: .milliseconds(200))
            } catch {
                Output.error("mcp: \(Escaping.line(String(describing: error)))\n")
            }
            done.signal()
        }
        done.wait()
    }

    /// A call: its command line run as a child, its output the result; exit 2, a crash or a
    /// timeout is a tool error with what the child said.
    static func call(_ params: CallTool.Parameters, timeout: Double) async -> CallTool.Result {
        guard let tool = AgentTools.all.first(where: { $0.name == params.name }) else {
            let names = AgentTools.all.map(\.name)
            return .init(
                content: [
                    MCPServer.text(
                        "no tool '\(Sanitized.short(params.name))'; expected \(Suggestion.list(names))\(Suggestion.hint(for: params.name, in: names))")
                ], isError: true)
        }
        let arguments: [String]
        do {
            arguments = try tool.commandLine(params.arguments ?? [:])
        } catch {
            return .init(content: [MCPServer.text(error.message)], isError: true)
        }
        let child: ChildRun
        do {
            child = try await ChildRun.run(arguments, timeout: timeout)
        } catch {
            return .init(content: [MCPServer.text("\(tool.name): could not run: \(String(describing: error))")], isError: true)
        }
        if let stopped = child.stopped {
            return .init(content: [MCPServer.text("\(tool.name): \(stopped)" + (child.stderr.isEmpty ? "" : "\n" + child.stderr))], isError: true)
        }
        // Lint's exit status 1 says it found something: a result, said beside the report.
        let succeeded = child.status == 0 || (tool.name == "lint" && child.status == 1)
        guard succeeded else { return .init(content: [MCPServer.text(child.stderr.isEmpty ? "exit status \(child.status)" : child.stderr)], isError: true) }
        var content: [Tool.Content] = [MCPServer.text(child.stdout)]
        if tool.name == "lint" { content.append(MCPServer.text("exit status \(child.status): " + (child.status == 0 ? "clean" : "findings"))) }
        if !child.stderr.isEmpty { content.append(MCPServer.text(child.stderr)) }
        return .init(content: content, isError: false)
    }
}

extension MCPServer {
    /// A tool result's text.
    static func text(_ s: String) -> Tool.Content { .text(text: s, annotations: nil, _meta: nil) }
}

/// At most `count` calls at once; the rest wait in order. `drain` waits for all to end.
actor CallSlots {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var running = 0
    private var drained: [CheckedContinuation<Void, Never>] = []

    init(_ count: Int) { free = count }

    func run<T: Sendable>(_ body: @Sendable () async -> T) async -> T {
        running += 1
        if free > 0 {
            free -= 1
        } else {
            await withCheckedContinuation { waiting.append($0) }
        }
        let result = await body()
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
        running -= 1
        if running == 0 {
            drained.forEach { $0.resume() }
            drained = []
        }
        return result
    }

    func drain() async {
        guard running > 0 else { return }
        await withCheckedContinuation { drained.append($0) }
    }
}
