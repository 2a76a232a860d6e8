import Foundation
import Preview

/// Writes a file whole or not at all: the bytes go to a temporary file beside the target, are
/// flushed to disk, and then appear at the path in one step. Without `overwrite`, an existing
/// file is never replaced: `link` fails with EEXIST instead, atomically (no check-then-write race).
/// Only a regular file (or a new path) is ever replaced: a device, a FIFO, a socket or a
/// directory is refused whatever the user answered, and so is a symbolic link, whose target
/// stays as it is unless the user names the target itself.
enum AtomicFile {
    static func write(_ contents: String, to path: String, overwrite: Bool) -> Event {
        switch prepare(contents, for: path) {
        case .success(let temp): return commit(temp, to: path, overwrite: overwrite)
        case .failure(let failure): return .writeFailed(failure.message)
        }
    }

    /// A refusal or a failed write, said as `writeFailed` says it.
    struct Failure: Error { var message: String }

    /// The bytes written and flushed to a new temporary file beside `path`, whose path is
    /// returned: `.lp-` and six random characters, so it fits wherever `path`'s own name fits.
    static func prepare(_ contents: String, for path: String) -> Result<String, Failure> {
        if let refusal = refusal(path) { return .failure(Failure(message: refusal)) }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var template = Array("\(directory)/.lp-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { return .failure(Failure(message: "cannot write \(path): \(reason(errno))")) }
        let temp = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // mkstemp creates the file 0600; give it the mode of the file it replaces, or the usual
        // 0666 less the umask.
        var existing = stat()
        let mask = umask(0)
        umask(mask)
        fchmod(fd, stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666 & ~mask)
        let bytes = Array(OutputGate.plain(contents).utf8)
        let written = writeAll(fd, bytes)
        let flushed = fsync(fd) == 0
        close(fd)
        guard written == bytes.count, flushed else {
            let error = reason(errno)
            unlink(temp)
            return .failure(Failure(message: "cannot write \(path): \(error)"))
        }
        return .success(temp)
    }

    /// The prepared file `temp` put at `path` in one step (and gone from its temporary name,
    /// whatever happens): without `overwrite` only where no file is (`link` fails with EEXIST
    /// rather than replace one).
    static func commit(_ temp: String, to path: String, overwrite: Bool) -> Event {
        if overwrite {
            guard rename(temp, path) == 0 else {
                let error = reason(errno)
                unlink(temp)
                return .writeFailed("cannot write \(path): \(error)")
            }
            return .wrote(path: path)
        }
        let linked = link(temp, path) == 0
        let error = errno
        unlink(temp)
        if linked { return .wrote(path: path) }
        if error == EEXIST { return .fileExists(path: path) }
        return .writeFailed("cannot write \(path): \(reason(error))")
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// Why `path` must not be written, if it must not: it exists and is not a regular file.
    static func refusal(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }  // a new path
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK:
            var buffer = [CChar](repeating: 0, count: 4096)
            let n = readlink(path, &buffer, buffer.count - 1)
            let target = n > 0 ? String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
            return "\(path) is a symbolic link (to \(target)); it is kept as it is: name the file itself to write there"
        case S_IFDIR: kind = "a directory"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFIFO: kind = "a FIFO"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a regular file"
        }
        return "\(path) is \(kind); only a regular file or a new path can be written"
    }
}
