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
        registerPreferenceModifiers()
        registerAnchorSources()
        registerAnchorPreference()
        registerPreferenceValueDecorations()
    }

    /// `.preference(key:value:)` and `.onPreferenceChange(_:perform:)`.
    private func registerPreferenceModifiers() {
        modifier(
            "preference(key: Any value:)",
            example: #"""
                struct TitleKey: PreferenceKey {
                    static var defaultValue = ""
                    static func reduce(value: inout String, nextValue: () -> String) {
                        value = nextValue()
                    }
                }
                struct Screen: View {
                    @State private var title = ""
                    var body: some View {
                        VStack(spacing: 8) {
                            Text(title).font(.headline)
                            Text("Inbox content").preference(key: TitleKey.self, value: "Inbox")
                        }
                        .onPreferenceChange(TitleKey.self) { title = $0 }
                        .padding()
                    }
                }
                Screen()
                """#
        ) { view, a in
            let key = try Self.preferenceKey(a)
            return view._preference(key: ObjectIdentifier(key), value: try a["value"] as Value)
        }
        modifier(
            "onPreferenceChange(_: Any perform:)",
            example: #"""
                struct WidthKey: PreferenceKey {
                    static var defaultValue: CGFloat = 0
                    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                        value = max(value, nextValue())
                    }
                }
                struct Measured: View {
                    @State private var width: CGFloat = 0
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text("A title to measure")
                                .font(.title2)
                                .background(GeometryReader { proxy in
                                    Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                                })
                                .onPreferenceChange(WidthKey.self) { width = $0 }
                            Text("\(Int(width)) points wide").foregroundStyle(.secondary)
                        }
                        .padding()
                    }
                }
                Measured()
                """#
        ) { view, a in
            let key = try Self.preferenceKey(a)
            let action: Value = try a["action"]
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
    }

    /// `.anchorPreference(key:value:transform:)`: a frame or a point, transformed.
    private func registerAnchorPreference() {
        modifier(
            "anchorPreference(key: Any value:transform:)",
            example: #"""
                struct SelectedKey: PreferenceKey {
                    static var defaultValue: Anchor<CGRect>? = nil
                    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
                        value = value ?? nextValue()
                    }
                }
                HStack(spacing: 16) {
                    Text("Day")
                    Text("Week")
                        .anchorPreference(key: SelectedKey.self, value: .bounds) { $0 }
                    Text("Month")
                }
                .padding()
                .overlayPreferenceValue(SelectedKey.self) { anchor in
                    GeometryReader { proxy in
                        if let anchor {
                            Capsule()
                                .fill(.blue)
                                .frame(width: proxy[anchor].width, height: 3)
                                .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY + 2)
                        }
                    }
                }
                """#
        ) { view, a in
            let key = ObjectIdentifier(try Self.preferenceKey(a))
            let source: Any = try a["value"]
            let transform: Value = try a["transform"]
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
            throw a.registryMistake("value", expected: "Anchor.Source")
        }
    }

    /// `.overlayPreferenceValue` and `.backgroundPreferenceValue`.
    private func registerPreferenceValueDecorations() {
        let decorations = [
            (
                name: "overlayPreferenceValue", inBackground: false,
                example: #"""
                struct PinKey: PreferenceKey {
                    static var defaultValue: Anchor<CGPoint>? = nil
                    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
                        value = value ?? nextValue()
                    }
                }
                HStack(spacing: 24) {
                    Image(systemName: "house")
                    Image(systemName: "bell")
                        .anchorPreference(key: PinKey.self, value: .topTrailing) { $0 }
                    Image(systemName: "person")
                }
                .font(.title2)
                .padding()
                .overlayPreferenceValue(PinKey.self) { anchor in
                    GeometryReader { proxy in
                        if let anchor {
                            Circle()
                                .fill(.red)
                                .frame(width: 8, height: 8)
                                .position(proxy[anchor])
                        }
                    }
                }
                """#
            ),
            (
                name: "backgroundPreferenceValue", inBackground: true,
                example: #"""
                struct PlanKey: PreferenceKey {
                    static var defaultValue: Anchor<CGRect>? = nil
                    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
                        value = value ?? nextValue()
                    }
                }
                VStack(alignment: .leading, spacing: 4) {
                    Text("Free").padding(8)
                    Text("Pro — $9 / month").padding(8)
                        .anchorPreference(key: PlanKey.self, value: .bounds) { $0 }
                }
                .padding()
                .backgroundPreferenceValue(PlanKey.self) { anchor in
                    GeometryReader { proxy in
                        if let anchor {
                            RoundedRectangle(cornerRadius: 8)
                                .fill(.green.opacity(0.2))
                                .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                                .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                        }
                    }
                }
                """#
            ),
        ]
        for (name, inBackground, example) in decorations {
            modifier("\(name)(_: Any alignment:_:)", example: example) { view, a in
                let key = try Self.preferenceKey(a)
                let make: ViewFunction = try a["transform"]
                let reduction = Self.reduction(of: key, a)
                return view._preferenceValueDecoration(
                    inBackground: inBackground, key: ObjectIdentifier(key), alignment: try a["alignment"],
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
        staticFunction("Anchor.Source", "rect(_:)") { Anchor<CGRect>.Source.rect(try $0["rect"]) }
        staticFunction("Anchor.Source", "point(_:)") { Anchor<CGPoint>.Source.point(try $0["point"]) }
        staticFunction("Anchor.Source", "unitPoint(_:)") {
            Anchor<CGPoint>.Source.unitPoint(try $0["point"])
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
    private static func preferenceKey(_ a: Arguments) throws -> DeclaredType {
        let value: Value = try a["key"]
        guard case .type(.declared(let key)) = value, key.conformances.contains("PreferenceKey") else {
            throw EvaluationError(
                "a preference key is a type the snippet declares conforming to PreferenceKey (SizeKey.self)",
                at: a.node(of: "key"))
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
