/// A property that changes with the environment it is evaluated in.
///
/// The engine installs the current values in every dynamic property of a view (found
/// by reflection) just before it evaluates the view's `body`.
public protocol DynamicProperty {}

/// Implemented by the property wrappers that read the environment.
protocol EnvironmentInstallable {
    func install(_ environment: EnvironmentValues)
}

/// Reads a value from the view's environment: `@Environment(\.colorScheme) var scheme`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value at the view's place in the hierarchy.
    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues.current)[keyPath: keyPath]
    }
}

extension Environment: EnvironmentInstallable {
    func install(_ environment: EnvironmentValues) {
        box.values = environment
    }
}

/// Shared by every copy of a view value, so that installing values in the copy the
/// mirror hands out reaches the view whose body is then evaluated.
final class EnvironmentBox {
    var values: EnvironmentValues?
}
