import Foundation

/// A value views pass up to their ancestors: a child sets it with `.preference(key:value:)`,
/// an ancestor reads the combined value with `.onPreferenceChange`. A still picture is
/// laid out, its preferences delivered, and laid out again while what they change changes
/// (at most three times), so a view that shows a size it measured shows the size.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

extension View {
    /// Sets a preference for ancestors.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        _preference(key: ObjectIdentifier(K.self), value: value)
    }

    /// Runs `action` with the preference's combined value from the views inside, after
    /// layout; the picture is laid out again if it changed what the views show.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View {
        _onPreferenceChange(
            key: ObjectIdentifier(K.self), defaultValue: { K.defaultValue },
            reduce: { current, next in
                guard var value = current as? K.Value, let next = next as? K.Value else { return current }
                K.reduce(value: &value, nextValue: { next })
                return value
            },
            action: { value in if let value = value as? K.Value { action(value) } })
    }

    /// `preference(key:value:)` for keys known only at run time (the interpreter's).
    public func _preference(key: ObjectIdentifier, value: Any) -> some View {
        wrappingNodes { node, context in
            PreferenceNode(key: key, environment: context.environment, child: node) { _ in value }
        }
    }

    /// `onPreferenceChange` for keys known only at run time (the interpreter's).
    public func _onPreferenceChange(
        key: ObjectIdentifier, defaultValue: @escaping () -> Any, reduce: @escaping (Any, Any) -> Any,
        action: @escaping (Any) -> Void
    ) -> some View {
        wrappingNodes { node, context in
            PreferenceObserverNode(
                reduction: PreferenceReduction(key: key, defaultValue: defaultValue, reduce: reduce),
                action: action, environment: context.environment, child: node)
        }
    }
}

/// A view that sets a preference: a value, or one made from the view's frame once it is
/// placed (an anchor).
final class PreferenceNode: PassthroughNode {
    let key: ObjectIdentifier
    private let makeValue: (CGRect) -> Any

    init(
        key: ObjectIdentifier, environment: EnvironmentValues, child: LayoutNode,
        value: @escaping (CGRect) -> Any
    ) {
        self.key = key
        makeValue = value
        super.init(typeName: "preference", environment: environment, child: child)
    }

    /// The value set, read after layout.
    var value: Any { makeValue(frame) }
}

/// How the preferences of one key set inside a view combine into one value.
struct PreferenceReduction {
    let key: ObjectIdentifier
    let defaultValue: () -> Any
    let reduce: (Any, Any) -> Any

    /// The combined value of the preferences set in placed views under `node`, in drawing
    /// order: the first one, reduced with each next (the default when none is set).
    func value(in node: LayoutNode) -> Any {
        var values: [Any] = []
        collect(in: node, into: &values)
        guard let first = values.first else { return defaultValue() }
        return values.dropFirst().reduce(first) { reduce($0, $1) }
    }

    private func collect(in node: LayoutNode, into values: inout [Any]) {
        guard node.isPlaced else { return }
        if let preference = node as? PreferenceNode, preference.key == key { values.append(preference.value) }
        for child in node.children { collect(in: child, into: &values) }
    }
}

/// A view that reads a preference of the views inside it.
final class PreferenceObserverNode: PassthroughNode {
    let reduction: PreferenceReduction
    let action: (Any) -> Void

    init(
        reduction: PreferenceReduction, action: @escaping (Any) -> Void, environment: EnvironmentValues,
        child: LayoutNode
    ) {
        self.reduction = reduction
        self.action = action
        super.init(typeName: "onPreferenceChange", environment: environment, child: child)
    }

    /// The combined value of the preferences set inside.
    var combinedValue: Any { reduction.value(in: child) }
}

/// Delivers a laid-out tree's preferences to their observers.
enum PreferenceDelivery {
    /// Every observer with its combined value, in tree order, described so that two passes
    /// can be compared.
    static func deliveries(in root: LayoutNode) -> [(observer: PreferenceObserverNode, value: Any)] {
        var found: [(PreferenceObserverNode, Any)] = []
        func visit(_ node: LayoutNode) {
            guard node.isPlaced else { return }
            if let observer = node as? PreferenceObserverNode { found.append((observer, observer.combinedValue)) }
            for child in node.children { visit(child) }
        }
        visit(root)
        return found
    }
}
