/// Why content is redacted.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Drawn as placeholder bars, as while loading.
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// The reasons content is redacted; text draws as rounded bars when not empty.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Draws text and images inside as placeholder shapes.
    public func redacted(reason: RedactionReasons) -> some View {
        transformingEnvironment { $0.redactionReasons.formUnion(reason) }
    }

    /// Draws this view normally inside a redacted one.
    public func unredacted() -> some View {
        transformingEnvironment { $0.redactionReasons = [] }
    }
}
