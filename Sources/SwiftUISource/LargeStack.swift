import Foundation

/// Runs `body` on a thread of its own with a 512 MB stack (reserved, not committed: only the
/// pages a deep parse touches are used), and waits for it. swift-syntax's parser and its tree
/// walks recurse once per nesting level, and a debug build's frames are large: on the main
/// thread's 8 MB a source nested 256 brackets deep would overflow it instead of parsing.
func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () throws(SwiftUIReadError) -> T) throws(SwiftUIReadError) -> T {
    let outcome = Outcome<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        do throws(SwiftUIReadError) {
            outcome.value = .success(try body())
        } catch {
            outcome.value = .failure(error)
        }
        done.signal()
    }
    thread.stackSize = 512 << 20
    thread.start()
    done.wait()
    switch outcome.value {
    case .success(let value)?: return value
    case .failure(let error)?: throw error
    case nil: throw SwiftUIReadError(line: 1, column: 1, message: "the reader stopped without an answer")
    }
}

/// What the thread of `onLargeStack` answered; read only after it has signalled.
private final class Outcome<T>: @unchecked Sendable {
    var value: Result<T, SwiftUIReadError>?
}
