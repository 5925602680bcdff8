/// Moves a value that is not safe to share to the one thread that will own it.
///
/// For state made on one thread and then used only on another (the file watcher's inotify
/// state is set up before its thread starts, so that watching has begun when the watcher's
/// initialiser returns). A `Thread`'s closure must be `Sendable`; a hand-off is, and because
/// `take()` gives the value away (`sending`), the compiler checks that nothing else keeps
/// using it.
public final class HandOff<Value>: Sendable {
    private let slot: Locked<Value?>

    /// A hand-off holding `value` until someone takes it.
    public init(_ value: sending Value) {
        slot = Locked(value)
    }

    /// The value, the first time; nil afterwards.
    public func take() -> sending Value? {
        slot.withLock { value -> sending Value? in
            value.take()
        }
    }
}
