import GalleyLocking

/// Values' descriptions (`String(describing:)`), each worked out once per process and
/// shared by every thread: the descriptions of values that reflection spells are slow to
/// make and the same values come back in drawing after drawing.
public final class DescriptionCache<Key: Hashable & Sendable>: Sendable {
    private let texts = Locked<[Key: String]>([:])

    public init() {}

    /// The description of `value`, as `String(describing:)` spells it.
    public func text(of value: Key) -> String {
        if let known = texts.withLock({ $0[value] }) { return known }
        // Described outside the lock: two threads may both describe a new value, and
        // both descriptions are the same.
        let text = String(describing: value)
        texts.withLock { $0[value] = text }
        return text
    }
}
