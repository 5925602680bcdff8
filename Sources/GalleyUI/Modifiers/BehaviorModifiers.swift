import Foundation

/// Modifiers that change behaviour (gestures, animation, lifecycle) and not the still
/// picture: they are accepted so that real previews evaluate, and draw nothing.
extension View {
    /// Galley's canvas has no safe area to ignore.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
        -> some View
    {
        self
    }

    /// Galley's canvas has no safe area to ignore.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        self
    }
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, perform action: @escaping () -> Void
    ) -> some View {
        self
    }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
        -> some View
    {
        self
    }
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View {
        self
    }
    /// iOS 17's form, whose action reads the new value itself.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View
    {
        self
    }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func animation(_ animation: Animation?) -> some View { self }
    public func transition(_ transition: AnyTransition) -> some View { self }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S) -> some View { self }
    public func help(_ text: String) -> some View { self }
    /// Whether the reader may select the text inside to copy it; a picture looks the same.
    public func textSelection(_ selectability: TextSelectability) -> some View { self }

    /// Tags a view for pickers and tab views: a picker shows the option whose tag
    /// equals its selection.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        wrappingNodes { node, context in
            TagNode(tag: AnyHashable(tag), environment: context.environment, child: node)
        }
    }

    /// Gives the view an identity; the still picture does not change.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
}

/// The safe area regions a view can ignore.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// An animation curve; a still picture shows the end state.
public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    ) -> Animation { .spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// How a view enters and leaves; a still picture shows it present.
public struct AnyTransition: Sendable {
    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition()
    }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        insertion
    }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

/// Runs `body` as if animated; Galley just runs it.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
    rethrows -> Result
{
    try body()
}

/// What submits a value for `onSubmit(of:_:)`: text fields, search fields.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// Whether text can be selected (`.textSelection(.enabled)`).
public struct TextSelectability: Hashable, Sendable {
    let isEnabled: Bool
    public static let enabled = TextSelectability(isEnabled: true)
    public static let disabled = TextSelectability(isEnabled: false)
}
