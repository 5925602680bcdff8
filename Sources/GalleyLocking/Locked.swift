import CThreadSanitizer
import Synchronization

/// A value that several threads share, behind a lock: Galley's one lock type.
///
/// A class around the standard library's `Mutex`, for two reasons. A `Mutex` cannot be
/// copied, so closures that share it (parallel workers, request handlers) cannot capture
/// it; a class reference they can. And a class has a stable address to name the lock to
/// ThreadSanitizer, which cannot see a contended `Mutex` being handed over in the kernel
/// (see `CThreadSanitizer.h`): `make tsan` reports real races only.
///
/// `Sendable` is checked by the compiler: `Mutex` is `Sendable`, and its `withLock` hands
/// values in and out as `sending`, so a value that is not `Sendable` can be moved through a
/// `Locked` but never shared through it.
public final class Locked<Value: ~Copyable>: Sendable {
    @usableFromInline let mutex: Mutex<Value>

    /// A lock around `value`.
    public init(_ value: consuming sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value while no other thread can read or change it.
    ///
    /// Inlinable so that each caller gets it specialised for its value: called generically
    /// across modules, every call looked up the metadata of its closure and `Mutex` type
    /// at run time (a fortieth of a preview, which takes the text engine's locks per text).
    @inlinable
    public func withLock<Result: ~Copyable, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        let address = Unmanaged.passUnretained(self).toOpaque()
        return try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
            galley_tsan_acquire(address)
            defer { galley_tsan_release(address) }
            return try body(&value)
        }
    }
}

extension Locked where Value: Sendable {
    /// A copy of the value as it is now.
    public var current: Value { withLock { $0 } }
}
