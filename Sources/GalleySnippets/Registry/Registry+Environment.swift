import Foundation
import GalleySpelling
import GalleyUI
import SwiftSyntax

extension Registry {
    /// Environment values that `@Environment(\.key)` reads and `.environment(\.key, value)` writes.
    func registerEnvironment() {
        registerEnvironmentValues()
        registerTransformEnvironment()
        registerEnvironmentObjectModifier()
        registerEnvironmentModifier()
    }

    /// The library's environment values, `\.self`, their types, and the values actions read.
    private func registerEnvironmentValues() {
        environmentValue("colorScheme", \.colorScheme, type: "ColorScheme")
        environmentValue("font", \.font, type: "Font?")
        environmentValue("lineLimit", \.lineLimit, type: "Int?")
        environmentValue("multilineTextAlignment", \.multilineTextAlignment, type: "TextAlignment")
        environmentValue("isEnabled", \.isEnabled, type: "Bool")
        environmentValue("controlSize", \.controlSize, type: "ControlSize")
        environmentValue("dynamicTypeSize", \.dynamicTypeSize, type: "DynamicTypeSize")
        environmentValue("tint", \.tint, type: "Color?")
        environmentValue("layoutDirection", \.layoutDirection, type: "LayoutDirection")
        environmentValue("horizontalSizeClass", \.horizontalSizeClass, type: "UserInterfaceSizeClass?")
        environmentValue("verticalSizeClass", \.verticalSizeClass, type: "UserInterfaceSizeClass?")
        environmentValue("truncationMode", \.truncationMode, type: "Text.TruncationMode")
        environmentValue("lineSpacing", \.lineSpacing, type: "CGFloat")
        environmentValue("imageScale", \.imageScale, type: "Image.Scale")
        environmentValue("displayScale", \.displayScale, type: "CGFloat")
        environmentValue("defaultMinListRowHeight", \.defaultMinListRowHeight, type: "CGFloat")
        environmentValue("openURL", \.openURL, type: "OpenURLAction")
        type("OpenURLAction", OpenURLAction.self)
        // The handler never runs in a still picture: it is accepted and set aside.
        initializer("OpenURLAction(handler: (URL) -> Any)") { _ in OpenURLAction { _ in .handled } }
        staticValues(
            "OpenURLAction.Result",
            [
                "handled": { OpenURLAction.Result.handled }, "discarded": { OpenURLAction.Result.discarded },
                "systemAction": { OpenURLAction.Result.systemAction },
            ])
        // `@Environment(\.self)`: the whole environment, whose values read as properties.
        environment["self"] = EnvironmentEntry(
            read: { .native($0) },
            write: { view, value, interpreter, node in
                guard case .native(let values as EnvironmentValues) = value else {
                    try interpreter.mismatch(value, "EnvironmentValues", node)
                }
                return view.transformEnvironment(\.self) { $0 = values }
            })
        type("LayoutDirection", LayoutDirection.self)
        staticValues(
            "LayoutDirection",
            ["leftToRight": { LayoutDirection.leftToRight }, "rightToLeft": { LayoutDirection.rightToLeft }])
        type("UserInterfaceSizeClass", UserInterfaceSizeClass.self)
        staticValues(
            "UserInterfaceSizeClass",
            ["compact": { UserInterfaceSizeClass.compact }, "regular": { UserInterfaceSizeClass.regular }])
        // Values for actions and presentation: read in action closures, which never run.
        for name in [
            "dismiss", "presentationMode", "dismissSearch", "isSearching", "editMode", "isPresented",
            "locale", "calendar", "timeZone", "sizeCategory", "redactionReasons", "isFocused",
        ] {
            environment[name] = EnvironmentEntry(read: { _ in .null }, write: { view, _, _, _ in view })
        }
    }

    /// `.transformEnvironment(_:transform:)`.
    private func registerTransformEnvironment() {
        // `.transformEnvironment(\.spacing) { spacing in spacing.large /= 2 }`: the value
        // where the modifier is, changed by the closure, for the views inside.
        modifier(
            "transformEnvironment(_: Any transform:)",
            example: #"""
                VStack(alignment: .leading) {
                    Text("Body text")
                    Text("The same text, one step larger")
                        .transformEnvironment(\.font) { font in font = .title3 }
                }
                .padding()
                """#
        ) { view, a in
            guard case .keyPath(let path) = try a["keyPath"] as Value, let key = path.last else {
                throw EvaluationError(
                    "'.transformEnvironment' takes a key path such as \\.font", at: a.node(of: "keyPath"))
            }
            let transform: Value = try a["transform"]
            let interpreter = a.interpreter
            let node = a.node
            let entry = interpreter.libraryEnvironmentEntry(key)
            guard entry != nil || interpreter.environmentKeys[key] != nil else {
                throw EvaluationError("unknown environment value '\(key)'", at: a.node(of: "keyPath"))
            }
            return view.transformEnvironment(\.self) { environment in
                interpreter.deferring(or: ()) {
                    let slot = Reference(interpreter.copied(interpreter.environmentValue(key, in: environment)))
                    try interpreter.callInOut(transform, slot, at: node)
                    if let entry {
                        guard let set = entry.set else {
                            throw EvaluationError("'\(key)' cannot be changed by '.transformEnvironment'", at: node)
                        }
                        try set(&environment, slot.value, interpreter, node)
                    } else {
                        environment[dynamicKey: key] = ValueBox(value: slot.value)
                    }
                }
            }
        }
    }

    /// `.environmentObject(_:)`.
    private func registerEnvironmentObjectModifier() {
        modifier(
            "environmentObject(_: Any)",
            example: #"""
                final class Cart: ObservableObject {
                    @Published var items = ["Coffee beans", "Oat milk"]
                }
                struct CartBadge: View {
                    @EnvironmentObject var cart: Cart
                    var body: some View {
                        Label("\(cart.items.count) items", systemImage: "cart")
                    }
                }
                CartBadge()
                    .environmentObject(Cart())
                    .padding()
                """#
        ) { view, a in
            let object: Value = try a["object"]
            guard case .instance(let instance) = object else {
                throw EvaluationError(
                    "'.environmentObject' takes an instance of an ObservableObject class the snippet declares",
                    at: a.node(of: "object"))
            }
            let key = Interpreter.environmentObjectKey(instance.type.name)
            return view.transformEnvironment(\.self) { $0[dynamicKey: key] = ValueBox(value: object) }
        }
    }

    /// `.environment(_:_:)`, for the library's values and the snippet's own keys.
    private func registerEnvironmentModifier() {
        modifier(
            "environment(_: Any _:)",
            example: #"""
                Text("Hello")
                    .environment(\.colorScheme, .dark)
                """#
        ) { view, a in
            guard case .keyPath(let path) = try a["keyPath"] as Value, let key = path.last else {
                throw EvaluationError(
                    "'.environment' takes a key path such as \\.colorScheme", at: a.node(of: "keyPath"))
            }
            let value: Value = try a["value"]
            if let entry = a.interpreter.libraryEnvironmentEntry(key) {
                return try entry.write(view, value, a.interpreter, a.node)
            }
            guard a.interpreter.environmentKeys[key] != nil else {
                var message = "unknown environment value '\(key)'"
                let candidates = Array(self.environment.keys) + Array(a.interpreter.environmentKeys.keys)
                message += Suggestion.didYouMean(key, among: candidates)
                throw EvaluationError(message, at: a.node(of: "keyPath"))
            }
            let resolved = try a.interpreter.resolveForEnvironment(value, key: key)
            return view.transformEnvironment(\.self) { $0[dynamicKey: key] = ValueBox(value: resolved) }
        }
    }
}

extension Interpreter {
    /// A custom key's value: `.large` resolves against the key's declared type.
    func resolveForEnvironment(_ value: Value, key: String) throws -> Value {
        guard case .implicitMember(let member) = value, let getter = environmentKeys[key],
            let binding = getter.node.as(PatternBindingSyntax.self),
            let type = binding.typeAnnotation?.type.trimmedDescription
        else { return value }
        return try resolveImplicitValue(member, as: Self.bareType(type))
    }
}

extension Interpreter {
    /// A struct value's own copy: instances are shared by reference, and a closure that
    /// changes a value must not change the one it was read from.
    func copied(_ value: Value) -> Value {
        guard case .instance(let instance) = value else { return value }
        return .instance(
            Instance(type: instance.type, properties: instance.properties.mapValues { Reference(copied($0.value)) }))
    }

    /// Runs a one-parameter closure whose parameter is `inout`: it reads and writes `slot`.
    func callInOut(_ function: Value, _ slot: Reference, at node: some SyntaxProtocol) throws {
        guard case .function(let callable) = function, case .closure(let closure, let scope) = callable.body else {
            throw EvaluationError("expected a closure such as { value in … }", at: node)
        }
        try nested(at: node) {
            let inner = Scope(parent: scope)
            inner.declare(Self.parameterNames(of: closure, count: 1).first ?? "$0", reference: slot)
            _ = try runBody(closure.statements, in: inner, builder: false)
        }
    }
}
