/// A value views pass up to their ancestors. Galley draws one still picture, so
/// values set with `.preference` are not delivered; the API is here so that the
/// common size-reading helpers of articles compile and render their first frame.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

extension View {
    /// Sets a preference for ancestors (not delivered in a still picture).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        self
    }

    /// Runs `action` when a preference changes (never, in a still picture).
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View {
        self
    }
}
