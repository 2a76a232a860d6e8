import Foundation
import Preview

/// Reads a scene file's bytes with the size limit enforced before and while reading: the size
/// from `fstat`, then never more than the limit plus one byte (a pipe or a device has no size).
/// Every failure names its reason: no such file, permission, a directory, a symlink loop, too large.
enum SceneFile {
    static func read(_ path: String, limit: Int = SceneLoader.maximumBytes) throws(SceneError) -> [UInt8] {
        let fd = path == "-" ? dup(0) : open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw SceneError(file: path, message: reason(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw SceneError(file: path, message: reason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: throw SceneError(file: path, message: "is a directory; expected a scene file, a storyboard or a xib (lint also takes a folder)")
        case S_IFSOCK: throw SceneError(file: path, message: "is a socket; expected a YAML or JSON scene file")
        case S_IFREG where Int(info.st_size) > limit:
            throw SceneError(file: path, message: "the file is \(info.st_size) bytes; a scene may be at most \(limit) bytes")
        default: break
        }
        // Opened non-blocking so that a FIFO without a writer cannot hang the open; reads block.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count <= limit {
            let n = bytes[count...].withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw SceneError(file: path, message: "cannot read it: \(String(cString: strerror(errno)))")
            }
            count += n
        }
        guard count <= limit else {
            throw SceneError(file: path, message: "more than \(limit) bytes; a scene may be at most \(limit) bytes")
        }
        return Array(bytes[..<count])
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
