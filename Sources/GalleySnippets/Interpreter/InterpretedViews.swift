import Foundation
import GalleyUI
import SwiftSyntax

/// A view the snippet declares: GalleyUI evaluates its `body` during layout, with the
/// environment of its place, exactly as it does for a compiled view.
struct InterpretedView: View {
    let instance: Instance
    let interpreter: Interpreter

    var body: AnyView {
        AnyView(
            erasing: interpreter.deferring {
                try interpreter.callMember(
                    "body", of: instance, arguments: [], builder: true, at: instance.type.node)
            })
    }
}

/// A `ButtonStyle` the snippet declares.
struct InterpretedButtonStyle: ButtonStyle {
    let instance: Instance
    let interpreter: Interpreter

    func makeBody(configuration: Configuration) -> AnyView {
        AnyView(erasing: interpreter.makeStyleBody(instance, configuration: configuration))
    }
}

/// A `LabelStyle` the snippet declares.
struct InterpretedLabelStyle: LabelStyle {
    let instance: Instance
    let interpreter: Interpreter

    func makeBody(configuration: Configuration) -> AnyView {
        AnyView(erasing: interpreter.makeStyleBody(instance, configuration: configuration))
    }
}

/// A `ToggleStyle` the snippet declares.
struct InterpretedToggleStyle: ToggleStyle {
    let instance: Instance
    let interpreter: Interpreter

    func makeBody(configuration: Configuration) -> AnyView {
        AnyView(erasing: interpreter.makeStyleBody(instance, configuration: configuration))
    }
}

/// A `Shape` the snippet declares: its `path(in:)` draws it, and every shape modifier
/// (`.fill`, `.stroke`, `.trim`) applies as to a library shape.
struct InterpretedShape: Shape {
    let instance: Instance
    let interpreter: Interpreter

    func path(in rect: CGRect) -> Path {
        interpreter.deferring(or: Path()) {
            // As in SwiftUI, the shape draws in its own space: the rectangle starts at zero
            // (`CGPoint(x: 0, y: rect.midY)` is the left edge), and the path is then moved
            // to where the shape was placed.
            let local = CGRect(origin: .zero, size: rect.size)
            let result = try interpreter.callMember(
                "path", of: instance, arguments: [(label: "in", value: .native(local))], at: instance.type.node)
            guard case .native(let path as Path) = result else {
                throw EvaluationError(
                    "'\(instance.type.name).path(in:)' must return a Path, not '\(result.typeName)'",
                    at: instance.type.node)
            }
            return path.offsetBy(dx: rect.minX, dy: rect.minY)
        }
    }
}

/// A `TextFieldStyle` the snippet declares: its `_body(configuration:)` decorates the field.
struct InterpretedTextFieldStyle: TextFieldStyle {
    let instance: Instance
    let interpreter: Interpreter

    func _body(configuration: TextField<_Label>) -> AnyView {
        AnyView(
            erasing: interpreter.deferring {
                try interpreter.callMember(
                    "_body", of: instance, arguments: [(label: "configuration", value: .native(configuration))],
                    builder: true, at: instance.type.node)
            })
    }
}

/// A `ViewModifier` the snippet declares, applied with `.modifier(_:)`.
struct InterpretedModifier: ViewModifier {
    let instance: Instance
    let interpreter: Interpreter

    func body(content: Content) -> AnyView {
        AnyView(
            erasing: interpreter.deferring {
                try interpreter.callMember(
                    "body", of: instance, arguments: [(label: "content", value: .native(content))], builder: true,
                    at: instance.type.node)
            })
    }
}

extension Interpreter {
    /// Evaluates a member of a declared view, style or modifier during layout, as a view.
    func callMember(
        _ name: String, of instance: Instance, arguments: [(label: String?, value: Value)], builder: Bool,
        at node: Syntax
    ) throws -> any View {
        try view(from: try callMember(name, of: instance, arguments: arguments, at: node), at: node)
    }

    /// Evaluates a member of a declared type during layout (a body, a style's `makeBody`, a
    /// shape's `path(in:)`): its `@Environment` properties first take the values of the
    /// current environment.
    func callMember(_ name: String, of instance: Instance, arguments: [(label: String?, value: Value)], at node: Syntax)
        throws -> Value
    {
        try budget.checkStack(at: node)
        loadEnvironment(into: instance)
        let receiver = Value.instance(instance)
        let args = arguments.map { Argument(label: $0.label, value: $0.value, node: node) }
        if name == "body", arguments.isEmpty, let body = instance.type.computedProperties["body"] {
            return try callDeclared(body, in: globals, receiver: receiver, [], at: node)
        }
        if let methods = instance.type.methods[name] {
            return try callDeclared(pick(methods, args), in: globals, receiver: receiver, args, at: node)
        }
        if name == "body", arguments.isEmpty, let stored = instance.properties["body"] {
            // `var body: AnyView`, set in an initializer: the type-erasing wrapper that
            // style configurations declare (`CardStyleConfiguration.Label`).
            return stored.value
        }
        throw EvaluationError(
            "'\(instance.type.name)' does not declare '\(name)', which \(instance.type.conformances.sorted().joined(separator: ", ")) requires",
            at: instance.type.node)
    }

    func makeStyleBody(_ instance: Instance, configuration: Any) -> any View {
        deferring {
            try callMember(
                "makeBody", of: instance, arguments: [(label: "configuration", value: .native(configuration))],
                builder: true, at: instance.type.node)
        }
    }

    /// Sets every `@Environment` and `@EnvironmentObject` property from the environment
    /// being laid out.
    func loadEnvironment(into instance: Instance) {
        let environment = EnvironmentValues.current
        for property in instance.type.storedProperties {
            if property.wrapper == "Environment", let key = property.environmentKey {
                instance.properties[property.name]?.value = environmentValue(key, in: environment)
            } else if property.wrapper == "EnvironmentObject", let type = property.type,
                let stored = environment[dynamicKey: Self.environmentObjectKey(type)] as? ValueBox
            {
                instance.properties[property.name]?.value = stored.value
            }
        }
    }

    /// Where `.environmentObject(_:)` keeps an object: by its class's name, as SwiftUI
    /// finds it by type.
    static func environmentObjectKey(_ typeName: String) -> String { "environmentObject:" + typeName }

    /// The library's entry for an environment key, unless the snippet declares a key of that
    /// name: a snippet's own key shadows the library's (the custom-view-styles article
    /// declares its own `cardStyle`).
    func libraryEnvironmentEntry(_ key: String) -> Registry.EnvironmentEntry? {
        environmentKeys[key] == nil ? registry.environment[key] : nil
    }

    /// The value of a built-in or custom environment key.
    func environmentValue(_ key: String, in environment: EnvironmentValues) -> Value {
        if let entry = libraryEnvironmentEntry(key) { return entry.read(environment) }
        if let stored = environment[dynamicKey: key] as? ValueBox { return stored.value }
        if let getter = environmentKeys[key], let body = getter.body {
            // The getter reads `self[Key.self]`: the key's `defaultValue` when nothing set it.
            return
                (try? run(body, in: Scope(parent: globals, selfValue: .native(EnvironmentDefaults())), builder: false))
                ?? .null
        }
        return .null
    }
}

/// A snippet's value stored in the environment under a custom key's name.
struct ValueBox {
    let value: Value
}

/// `self` while a custom key's getter runs: `self[Key.self]` gives the key's default.
struct EnvironmentDefaults {}

/// The laid-out tree names a snippet's views and modifiers as the author declared them
/// (`ProfileRow`), not by the interpreter's wrapper types.
extension InterpretedView: CustomDisplayName {
    var displayName: String { instance.type.name }
}

extension InterpretedModifier: CustomDisplayName {
    var displayName: String { instance.type.name }
}
