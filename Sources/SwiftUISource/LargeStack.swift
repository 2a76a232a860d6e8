#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` on a thread of its own with a 512 MB stack (reserved, not committed: only the
/// pages a deep parse touches are used), and waits for it. swift-syntax's parser and its tree
/// walks recurse once per nesting level, and a debug build's frames are large: on the main
/// thread's 8 MB a source nested 256 brackets deep would overflow it instead of parsing.
///
/// Where no such thread can be made (a system that does not overcommit), `body` runs here.
func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () throws(SwiftUIReadError) -> T) throws(SwiftUIReadError) -> T {
    let answer = Answer<T>()
    let job = Job { answer.outcome = Result { () throws(SwiftUIReadError) in try body() } }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, 512 << 20)
    let context = Unmanaged.passRetained(job).toOpaque()
    #if canImport(Darwin)
    var thread: pthread_t?
    #else
    var thread = pthread_t()
    #endif
    let started = pthread_create(
        &thread, &attributes,
        { raw in
            guard let raw else { return nil }
            Unmanaged<Job>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, context)
    guard started == 0 else {
        Unmanaged<Job>.fromOpaque(context).release()
        return try body()
    }
    #if canImport(Darwin)
    if let thread { pthread_join(thread, nil) }
    #else
    pthread_join(thread, nil)
    #endif
    switch answer.outcome {
    case .success(let value)?: return value
    case .failure(let error)?: throw error
    case nil: throw SwiftUIReadError(line: 1, column: 1, message: "the reader stopped without an answer")
    }
}

/// The work `onLargeStack`'s thread runs (not generic: a C thread function captures nothing).
private final class Job: @unchecked Sendable {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}

/// The thread's answer, read only after the thread is joined.
private final class Answer<T>: @unchecked Sendable {
    var outcome: Result<T, SwiftUIReadError>?
}
