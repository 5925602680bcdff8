/// A key for a value in the environment, with the value used where none was set.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors: colour scheme, font, styles and
/// any custom key. Each view sees the values set above it, never beside it.
///
/// `@unchecked Sendable` because `@TaskLocal` (``current``) needs a `Sendable` value and
/// the values may be of any type (each in an immutable box of its own type), a style that
/// is not `Sendable` among them. What
/// guards it: environments are values, copied as they flow down a view tree; one picture
/// is evaluated, laid out and drawn by one task, which binds ``current`` for itself; and
/// what goes in is either `Sendable` or made per use (the library's default styles and
/// the registry's static values are made afresh for each picture, never shared between
/// two). `RegistryConcurrencyTests` draws the same pictures from many tasks at once.
public struct EnvironmentValues: @unchecked Sendable {
    /// Each value in a box of its own type: reading it back is a class check, where a
    /// value stored as `Any` took a dynamic cast at every read (a preview's every node
    /// reads a dozen).
    private var storage: [ObjectIdentifier: AnyObject] = [:]
    private var dynamicStorage: [String: Any] = [:]
    /// The keys of the style stacks whose innermost style is set aside while it builds its
    /// body (see `settingAsideStyle(of:)`), for `restoringSetAsideStyles()`.
    var setAsideStyleKeys: Set<ObjectIdentifier> = []

    public init() {}

    /// The value for `key`, or its default value.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            guard let box = storage[ObjectIdentifier(key)] else { return Key.defaultValue }
            return (box as? StoredEnvironmentValue<Key.Value>)?.value ?? Key.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = StoredEnvironmentValue(newValue) }
    }

    /// A value under a name, for interpreters of Swift source that cannot declare an
    /// `EnvironmentKey` type at run time; nil when nothing was set.
    public subscript(dynamicKey name: String) -> Any? {
        get { dynamicStorage[name] }
        set { dynamicStorage[name] = newValue }
    }

    /// This environment with every style that a style set aside while building its body
    /// put back: what a configuration's content (a card's content, a button's label) is
    /// drawn in, so that components nested in it see the styles set around the outer one.
    func restoringSetAsideStyles() -> EnvironmentValues {
        // Every styled control's content passes here: only the stacks a style set aside are
        // looked at, usually none.
        guard !setAsideStyleKeys.isEmpty else { return self }
        var environment = self
        for key in setAsideStyleKeys {
            guard let box = storage[key] as? any RestorableStyles, let restored = box.restoredBox else { continue }
            environment.storage[key] = restored
        }
        environment.setAsideStyleKeys = []
        return environment
    }

    /// The environment of the view whose body is being evaluated. `@Environment` falls
    /// back to it when a property was not injected (a view made by an interpreter, a
    /// value read from a closure); an interpreter evaluating a body reads it directly.
    @TaskLocal public static var current = EnvironmentValues()
}

/// One value of the environment, of a known type.
final class StoredEnvironmentValue<Value> {
    let value: Value

    init(_ value: Value) { self.value = value }
}

/// A box holding a style stack, which can put back what a style set aside.
protocol RestorableStyles {
    /// A box of the stack with what was set aside put back; nil when nothing was.
    var restoredBox: AnyObject? { get }
}

extension StoredEnvironmentValue: RestorableStyles where Value: SetAsideStyles {
    var restoredBox: AnyObject? { value.restored.map { StoredEnvironmentValue($0) } }
}
