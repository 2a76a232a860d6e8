import Foundation
import Testing

@testable import layoutpreview

/// The agent server's calls are bounded in time: a child past the limit is stopped, and says so.
struct ChildRunTests {
    @Test("A child that would run 30 s is stopped at the 1-s limit (SIGTERM), and the call says why")
    func timeout() async throws {
        let run = try await ChildRun.run(["30"], timeout: 1, executable: "/bin/sleep")
        #expect(run.stopped == "stopped after 1 s, the server's limit for a call", "\(String(describing: run.stopped))")
        // Ended by its timer, well before the 30 s the child would run: no tighter bound, as
        // tests beside it may hold the threads for seconds (8 s seen on a loaded 2-core CI).
        #expect(run.seconds < 25, "\(run.seconds)")
    }

    @Test("A child's output and exit status come back whole; a crash is said as the signal that ended it")
    func outputAndSignal() async throws {
        let echo = try await ChildRun.run(["-c", "printf 'out'; printf 'err' >&2; exit 2"], timeout: 10, executable: "/bin/sh")
        #expect(echo.status == 2 && echo.stdout == "out" && echo.stderr == "err" && echo.stopped == nil)
        let crash = try await ChildRun.run(["-c", "kill -SEGV $$"], timeout: 10, executable: "/bin/sh")
        #expect(crash.stopped == "ended by signal 11", "\(String(describing: crash.stopped))")
    }
}
