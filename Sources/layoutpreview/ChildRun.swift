import Foundation
import Preview

/// This program run again with other arguments, as the agent server runs each call: the same
/// parsing, gates and budgets as the command line, and a crash or a hang that ends the child,
/// never the server. Standard input is /dev/null; standard output and error go to temporary
/// files (a pipe could fill and stall the child), read back up to `maximumOutput` bytes.
struct ChildRun: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Why it ended other than by exiting: "stopped after 30 s", "ended by signal 11".
    var stopped: String?
    /// From its start to its end, as its termination handler saw it (a caller may resume later).
    var seconds: Double

    /// What a call may print: the largest SVG or JSON of a 2,000-view scene is far smaller.
    static let maximumOutput = 16 << 20

    /// Runs `arguments` with a deadline; past it the child is sent SIGTERM, then SIGKILL.
    static func run(_ arguments: [String], timeout: Double, executable: String = Executable.path) async throws -> ChildRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutpreview-mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("stdout")
        let err = folder.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: out.path, contents: nil), FileManager.default.createFile(atPath: err.path, contents: nil) else {
            throw SceneError(file: folder.path, message: "cannot create the call's output files")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let outHandle = try FileHandle(forWritingTo: out)
        let errHandle = try FileHandle(forWritingTo: err)
        defer {
            try? outHandle.close()
            try? errHandle.close()
        }
        process.standardOutput = outHandle
        process.standardError = errHandle
        // Never colour: what a client reads is text.
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "CLICOLOR_FORCE")
        process.environment = environment
        // The deadline runs on a dispatch timer and the wait on the termination handler, so
        // neither needs a thread of Swift's cooperative pool, which busy callers may hold.
        let timedOut = Flag()
        let start = Date()
        let seconds = try await withCheckedThrowingContinuation { (done: CheckedContinuation<Double, Error>) in
            process.terminationHandler = { _ in done.resume(returning: Date().timeIntervalSince(start)) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                done.resume(throwing: error)
                return
            }
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                guard process.isRunning else { return }
                timedOut.set()
                kill(pid, SIGTERM)
                DispatchQueue.global().asyncAfter(deadline: .now() + 1) { if process.isRunning { kill(pid, SIGKILL) } }
            }
        }
        var stopped: String?
        if timedOut.isSet {
            stopped = "stopped after \(PointFormat.string(timeout)) s, the server's limit for a call"
        } else if process.terminationReason == .uncaughtSignal {
            stopped = "ended by signal \(process.terminationStatus)"
        }
        return ChildRun(status: process.terminationStatus, stdout: read(out), stderr: read(err), stopped: stopped, seconds: seconds)
    }

    /// A file's text, at most `maximumOutput` bytes of it (saying so when cut).
    private static func read(_ url: URL) -> String {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return "" }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: maximumOutput + 1)) ?? Data()
        let text = String(decoding: data.prefix(maximumOutput), as: UTF8.self)
        return data.count > maximumOutput ? text + "\n[cut at \(maximumOutput) bytes]\n" : text
    }
}

/// This program's own executable, to run again: /proc/self/exe on Linux, the bundle's on Darwin.
enum Executable {
    static var path: String {
        #if os(Linux)
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        #else
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }
}

/// A flag set once, from any thread.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
