import GalleyLocking

/// A fact about a type, worked out once per type and process and shared by every thread:
/// the layout engine asks the same few hundred types the same questions for every view
/// of every preview (their names, their kind, where their environment readers are).
final class PerTypeMemo<Value: Sendable>: Sendable {
    private let known = Locked<[ObjectIdentifier: Value]>([:])

    /// The fact about `type`, made by `make` the first time it is asked. Two threads may
    /// both make a new one; both make the same.
    func value(for type: Any.Type, make: (Any.Type) -> Value) -> Value {
        let id = ObjectIdentifier(type)
        if let value = known.withLock({ $0[id] }) { return value }
        let value = make(type)
        known.withLock { $0[id] = value }
        return value
    }
}
