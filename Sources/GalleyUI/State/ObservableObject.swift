/// A model object views observe. Galley renders still pictures, so observation
/// only needs the current values; the protocol exists so models compile unchanged.
public protocol ObservableObject: AnyObject {}

/// A model property that announces its changes in SwiftUI; here it just stores.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// SwiftUI's publisher; Galley hands back the wrapper itself.
    public var projectedValue: Published<Value> { self }
}

/// A model object a view creates and owns.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public let wrappedValue: ObjectType

    public init(wrappedValue thunk: @autoclosure () -> ObjectType) {
        wrappedValue = thunk()
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

/// A model object a view is handed.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public let wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the properties of an observed object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// A model object an ancestor put in the environment with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = EnvironmentBox()

    public init() {}

    /// The object; reading it when no ancestor provided one is a programming error, as
    /// in SwiftUI, and stops with a message naming the type.
    public var wrappedValue: ObjectType {
        let values = box.values ?? EnvironmentValues.current
        guard let object = values.environmentObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType
        else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found; add .environmentObject(_:) to an ancestor"
            )
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: EnvironmentInstallable {
    func install(_ environment: EnvironmentValues) {
        box.values = environment
    }
}

private struct EnvironmentObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
    var environmentObjects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

extension View {
    /// Makes `object` available to `@EnvironmentObject` properties below.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformingEnvironment { $0.environmentObjects[ObjectIdentifier(T.self)] = object }
    }
}

/// A value stored in user defaults in SwiftUI; Galley has none and holds the default.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let storage: StateStorage<Value>

    public init(wrappedValue: Value, _ key: String) {
        storage = StateStorage(wrappedValue)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}
