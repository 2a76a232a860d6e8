import Foundation
import Preview

/// Reads a scene file's bytes with the size limit enforced before and while reading: the size
/// from `fstat`, then never more than the limit plus one byte. A named file must be a regular file
/// once opened (opened without blocking, so a FIFO without a writer cannot hang the open, and then
/// refused, so it cannot hang the read); only `-`, standard input, may be a pipe. Every failure
/// names its reason: no such file, permission, a directory, a FIFO, a symlink loop, too large.
enum SceneFile {
    static func read(_ path: String, limit: Int = SceneLoader.maximumBytes) throws(SceneError) -> [UInt8] {
        let fd = path == "-" ? dup(0) : open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw SceneError(file: path, message: reason(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw SceneError(file: path, message: reason(errno)) }
        let kind = info.st_mode & S_IFMT
        switch kind {
        case S_IFDIR: throw SceneError(file: path, message: "is a directory; expected a scene file, a storyboard or a xib (lint also takes a folder)")
        case S_IFREG where Int(info.st_size) > limit:
            throw SceneError(file: path, message: "the file is \(info.st_size) bytes; a scene may be at most \(limit) bytes")
        case S_IFREG: break
        case _ where path == "-": break
        default:
            let what =
                kind == S_IFIFO
                ? "a FIFO" : kind == S_IFSOCK ? "a socket" : kind == S_IFCHR ? "a character device" : kind == S_IFBLK ? "a block device" : "not a regular file"
            throw SceneError(file: path, message: "is \(what); expected a scene file, a storyboard or a xib (a pipe can be read as -, standard input)")
        }
        // Standard input may be a pipe: its reads block. A regular file's never do.
        if path == "-" { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) }
        // Room for the size fstat gave (and one byte to notice growth), or for the limit from a pipe.
        let capacity = kind == S_IFREG ? min(limit, Int(info.st_size)) + 1 : limit + 1
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { _, count in count = 0 }
        while bytes.count <= limit {
            let room = min(limit + 1 - bytes.count, 1 << 16)
            let n = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { buffer -> Int in
                let n = Foundation.read(fd, buffer.baseAddress, room)
                if n > 0 { bytes.append(contentsOf: buffer[..<n]) }
                return n
            }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw SceneError(file: path, message: "cannot read it: \(String(cString: strerror(errno)))")
            }
        }
        guard bytes.count <= limit else {
            throw SceneError(file: path, message: "more than \(limit) bytes; a scene may be at most \(limit) bytes")
        }
        return bytes
    }

    /// Why `open` failed, in words a user can act on.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied; the file cannot be read"
        case ELOOP: "a symbolic link loop (too many levels of links); expected a scene file"
        case ENOTDIR: "a part of the path is not a directory"
        case ENAMETOOLONG: "the path is too long"
        default: "cannot open it: \(String(cString: strerror(code)))"
        }
    }

    /// Whether a path names something on disk (a dangling or looping link included), so that a
    /// bundled scene's name is only tried when it does not.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return path == "-" || lstat(path, &info) == 0
    }
}
