import CSpawn
import Foundation

/// Runs a program to its end with `posix_spawnp` and `waitpid`, its output in files.
///
/// Not Foundation's `Process`: on Linux its exit monitor can miss a child that exits while
/// other tests spawn at the same time. CI once hung for 90 minutes in `waitUntilExit` on a
/// `tmux` client that had long exited and was never reaped. Files rather than pipes, and
/// no inherited descriptors, because a child may start a daemon (the tmux server) that
/// would otherwise hold them open for ever. Every run has a deadline.
enum Spawn {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `status` is the exit status, or 128 + the signal that ended the program, as a shell
    /// reports it. Standard input is /dev/null; signals start unblocked and at their defaults
    /// (a test runs on a dispatch thread that blocks most of them).
    static func run(
        _ program: String, _ arguments: [String], environment: [String: String],
        directory: String? = nil, timeout: TimeInterval = 60
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("spawn-\(UUID().uuidString)").path
        let outPath = scratch + ".out"
        let errPath = scratch + ".err"
        defer {
            unlink(outPath)
            unlink(errPath)
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        if let directory { posix_spawn_file_actions_addchdir_np(&actions, directory) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        let command = ([program] + arguments.prefix(2)).joined(separator: " ")
        var pid = pid_t()
        let error = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        guard error == 0 else {
            throw Failure(description: "cannot start \(command): \(String(cString: strerror(error)))")
        }

        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            // An interrupted wait is tried again; any other failure would leave the status unset,
            // so it is an error, never a result of 0.
            if reaped == -1 {
                guard errno == EINTR else { throw Failure(description: "cannot wait for \(command): \(String(cString: strerror(errno)))") }
                continue
            }
            guard Date() < deadline else {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                throw Failure(description: "\(command) did not end within \(Int(timeout)) s")
            }
            usleep(2_000)
        }
        let signal = status & 0x7f
        let read = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
        return Result(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, stdout: read(outPath), stderr: read(errPath))
    }
}
