import Logging
import MCP

import struct Foundation.Data

/// The SDK's stdio transport with one message written at a time. Its `send` waits (an actor
/// suspension) when standard output is full, and another answer's `send` may then write into
/// the middle of the first: two calls answered at once with large outputs (a render's JSON, the
/// device catalog) came out as one broken line. Here each `send` finishes before the next starts.
actor WholeMessageTransport: Transport {
    private let base = StdioTransport()
    nonisolated let logger = Logger(label: "layoutpreview.mcp")
    private var messages: AsyncThrowingStream<Data, Swift.Error>?
    private var sending = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func connect() async throws {
        try await base.connect()
        messages = await base.receive()
    }

    func disconnect() async { await base.disconnect() }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        messages ?? AsyncThrowingStream { $0.finish() }
    }

    func send(_ data: Data) async throws {
        if sending { await withCheckedContinuation { waiting.append($0) } }
        sending = true
        defer {
            if waiting.isEmpty { sending = false } else { waiting.removeFirst().resume() }
        }
        try await base.send(data)
    }
}
