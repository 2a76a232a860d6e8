import Foundation
import Preview

/// Writes a file whole or not at all: the bytes go to a temporary file beside the target, are
/// flushed to disk, and then appear at the path in one step. Without `overwrite`, an existing
/// file is never replaced: `link` fails with EEXIST instead, atomically (no check-then-write race).
enum AtomicFile {
    static func write(_ contents: String, to path: String, overwrite: Bool) -> Event {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var template = Array("\(directory)/.\(url.lastPathComponent).XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { return .writeFailed("cannot write \(path): \(reason(errno))") }
        let temp = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // mkstemp creates the file 0600; give it the mode of the file it replaces, or the usual
        // 0666 less the umask.
        var existing = stat()
        let mask = umask(0)
        umask(mask)
        fchmod(fd, stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666 & ~mask)
        let bytes = Array(OutputGate.plain(contents).utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            written += n
        }
        let flushed = fsync(fd) == 0
        close(fd)
        guard written == bytes.count, flushed else {
            let error = reason(errno)
            unlink(temp)
            return .writeFailed("cannot write \(path): \(error)")
        }
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
}
