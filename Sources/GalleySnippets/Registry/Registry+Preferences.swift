import Foundation
import GalleyUI
import SwiftSyntax

extension Registry {
    /// `.preference(key:value:)` and `.onPreferenceChange(_:perform:)` with a
    /// `PreferenceKey` the snippet declares: GalleyUI delivers the combined value after
    /// layout and lays the picture out again, so a measured size is shown.
    func registerPreferences() {
        modifier("preference", "(key: Any, value: Any)") { view, a in
            let key = try Self.preferenceKey(a, at: 0)
            return view._preference(key: ObjectIdentifier(key), value: try a[1] as Value)
        }
        modifier("onPreferenceChange", "(_ key: Any, perform action: (Any) -> Any)") { view, a in
            let key = try Self.preferenceKey(a, at: 0)
            let action: Value = try a[1]
            let interpreter = a.interpreter
            let node = a.node
            return view._onPreferenceChange(
                key: ObjectIdentifier(key),
                defaultValue: {
                    interpreter.deferring(or: Value.null) {
                        try interpreter.staticMember("defaultValue", of: .declared(key), at: node)
                    }
                },
                reduce: { current, next in
                    interpreter.deferring(or: current) {
                        try interpreter.reducePreference(
                            key, current as? Value ?? .null, next as? Value ?? .null, at: node)
                    }
                },
                action: { value in
                    interpreter.deferring(or: ()) {
                        _ = try interpreter.callFunction(action, [value as? Value ?? .null], builder: false, at: node)
                    }
                })
        }
    }

    /// The `PreferenceKey` a snippet names (`SizeKey.self`).
    private static func preferenceKey(_ a: Arguments, at index: Int) throws -> DeclaredType {
        let value: Value = try a[index]
        guard case .type(.declared(let key)) = value, key.conformances.contains("PreferenceKey") else {
            throw EvaluationError(
                "a preference key is a type the snippet declares conforming to PreferenceKey (SizeKey.self)",
                at: a.node(of: index))
        }
        return key
    }
}

extension Interpreter {
    /// `Key.reduce(value: &current, nextValue: { next })`, run on a copy of `current`.
    func reducePreference(_ key: DeclaredType, _ current: Value, _ next: Value, at node: Syntax) throws -> Value {
        guard let reduce = key.methods["reduce"]?.first(where: \.isStatic), reduce.parameters.count == 2,
            let body = reduce.body
        else { return current }
        let slot = Reference(copied(current))
        let inner = Scope(parent: globals)
        inner.declare(reduce.parameters[0].name, reference: slot)
        inner.declare(
            reduce.parameters[1].name, .function(Callable(name: reduce.parameters[1].name, body: .native { _ in next }))
        )
        _ = try nested(at: node) { try runBody(body, in: inner, builder: false) }
        return slot.value
    }
}
