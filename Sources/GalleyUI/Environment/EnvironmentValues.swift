/// A key for a value in the environment, with the value used where none was set.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors: colour scheme, font, styles and
/// any custom key. Each view sees the values set above it, never beside it.
///
/// `@unchecked Sendable` because `@TaskLocal` (``current``) needs a `Sendable` value and
/// the values are stored as `Any`, which may hold a style that is not `Sendable`. What
/// guards it: environments are values, copied as they flow down a view tree; one picture
/// is evaluated, laid out and drawn by one task, which binds ``current`` for itself; and
/// what goes in is either `Sendable` or made per use (the library's default styles and
/// the registry's static values are made afresh for each picture, never shared between
/// two). `RegistryConcurrencyTests` draws the same pictures from many tasks at once.
public struct EnvironmentValues: @unchecked Sendable {
    private var storage: [ObjectIdentifier: Any] = [:]
    private var dynamicStorage: [String: Any] = [:]
    /// The keys of the style stacks whose innermost style is set aside while it builds its
    /// body (see `settingAsideStyle(of:)`), for `restoringSetAsideStyles()`.
    var setAsideStyleKeys: Set<ObjectIdentifier> = []

    public init() {}

    /// The value for `key`, or its default value.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
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
            guard let stack = storage[key] as? any SetAsideStyles, let restored = stack.restored else { continue }
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
