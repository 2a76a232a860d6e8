import Foundation

/// Writes all of `bytes` to `fd`, across short writes and interruptions; returns how many bytes
/// were written (fewer only when a write failed).
@discardableResult
func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int {
    var written = 0
    while written < bytes.count {
        let n = bytes[written...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        written += n
    }
    return written
}
