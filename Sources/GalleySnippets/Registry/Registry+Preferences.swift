import Foundation
import GalleyUI
import SwiftSyntax

extension Registry {
    /// `.preference(key:value:)` and `.onPreferenceChange(_:perform:)` with a
    /// `PreferenceKey` the snippet declares: GalleyUI delivers the combined value after
    /// layout and lays the picture out again, so a measured size is shown. Anchors
    /// (`.anchorPreference`) are read by `.overlayPreferenceValue` and
    /// `.backgroundPreferenceValue` through a `GeometryReader`'s `proxy[anchor]`.
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
            let reduction = Self.reduction(of: key, a)
            return view._onPreferenceChange(
                key: ObjectIdentifier(key), defaultValue: reduction.defaultValue, reduce: reduction.reduce,
                action: { value in
                    interpreter.deferring(or: ()) {
                        _ = try interpreter.callFunction(action, [value as? Value ?? .null], builder: false, at: node)
                    }
                })
        }
        registerAnchorSources()
        modifier("anchorPreference", "(key: Any, value: Anchor.Source, transform: (Any) -> Any)") { view, a in
            let key = ObjectIdentifier(try Self.preferenceKey(a, at: 0))
            let source: Any = try a[1]
            let transform: Value = try a[2]
            let interpreter = a.interpreter
            let node = a.node
            let call = { (anchor: Any) -> Any in
                interpreter.deferring(or: Value.null) {
                    try interpreter.callFunction(transform, [.native(anchor)], builder: false, at: node)
                }
            }
            if let rect = source as? Anchor<CGRect>.Source {
                return view._anchorPreference(key: key, value: rect, transform: call)
            }
            if let point = source as? Anchor<CGPoint>.Source {
                return view._anchorPreference(key: key, value: point, transform: call)
            }
            throw a.registryMistake(1, expected: "Anchor.Source")
        }
        for (name, inBackground) in [("overlayPreferenceValue", false), ("backgroundPreferenceValue", true)] {
            modifier(name, "(_ key: Any, alignment: Alignment = .center, _ transform: (Any) -> some View)") {
                view, a in
                let key = try Self.preferenceKey(a, at: 0)
                let make: ViewFunction = try a[2]
                let reduction = Self.reduction(of: key, a)
                return view._preferenceValueDecoration(
                    inBackground: inBackground, key: ObjectIdentifier(key), alignment: try a[1],
                    defaultValue: reduction.defaultValue, reduce: reduction.reduce,
                    content: { make.call($0 as? Value ?? .null) })
            }
        }
    }

    /// `.bounds`, `.topLeading`, `.rect(_:)`…: what `anchorPreference` records of a view,
    /// a frame (`Anchor<CGRect>.Source`) or a point (`Anchor<CGPoint>.Source`).
    private func registerAnchorSources() {
        types["Anchor.Source", default: RegisteredType()].accepts = {
            $0 is Anchor<CGRect>.Source || $0 is Anchor<CGPoint>.Source
        }
        converters["Anchor.Source"] = { value, _, _ in
            guard case .native(let source) = value, source is Anchor<CGRect>.Source || source is Anchor<CGPoint>.Source
            else { return nil }
            return source
        }
        staticValues(
            "Anchor.Source",
            [
                "bounds": { Anchor<CGRect>.Source.bounds },
                "topLeading": { Anchor<CGPoint>.Source.topLeading }, "top": { Anchor<CGPoint>.Source.top },
                "topTrailing": { Anchor<CGPoint>.Source.topTrailing },
                "leading": { Anchor<CGPoint>.Source.leading }, "center": { Anchor<CGPoint>.Source.center },
                "trailing": { Anchor<CGPoint>.Source.trailing },
                "bottomLeading": { Anchor<CGPoint>.Source.bottomLeading },
                "bottom": { Anchor<CGPoint>.Source.bottom },
                "bottomTrailing": { Anchor<CGPoint>.Source.bottomTrailing },
            ])
        staticFunction("Anchor.Source", "rect", "(_ r: CGRect)") { Anchor<CGRect>.Source.rect(try $0[0]) }
        staticFunction("Anchor.Source", "point", "(_ p: CGPoint)") { Anchor<CGPoint>.Source.point(try $0[0]) }
        staticFunction("Anchor.Source", "unitPoint", "(_ p: UnitPoint)") {
            Anchor<CGPoint>.Source.unitPoint(try $0[0])
        }
    }

    /// How a snippet's key combines its values: its `defaultValue` and `reduce`, run by
    /// the interpreter when GalleyUI asks, after layout.
    private static func reduction(of key: DeclaredType, _ a: Arguments) -> (
        defaultValue: () -> Any, reduce: (Any, Any) -> Any
    ) {
        let interpreter = a.interpreter
        let node = a.node
        return (
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
            }
        )
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
