import Foundation
import GalleyUI
import SwiftSyntax

extension Interpreter {
    /// Converts a value to a registered parameter type: a number to `CGFloat`, `.red` to
    /// a `Color`, a builder closure to its view, `$flag` to a `Binding<Bool>`.
    /// - Throws: ``TypeMismatch`` when the value cannot be of that type.
    func convert(_ value: Value, to type: String, at node: Syntax) throws -> Any? {
        try convert(value, to: registry.parameterType(type), at: node)
    }

    /// Converts a value to a parsed parameter type; see ``convert(_:to:at:)-(_,String,_)``.
    func convert(_ value: Value, to type: ParameterType, at node: Syntax) throws -> Any? {
        switch type {
        case .any:
            return value
        case .optional(let wrapped):
            return value.isNull ? nil : try convert(value, to: wrapped, at: node)
        case .closure(let count, let result):
            return try convertClosure(value, takes: count, returning: result, at: node)
        case .named(let name):
            return try convert(value, toNamed: name, at: node)
        }
    }

    private func convert(_ value: Value, toNamed name: String, at node: Syntax) throws -> Any? {
        // A snippet's shape where a shape (or any view) is expected: `.clipShape(Triangle())`.
        if case .instance(let instance) = value, instance.type.isShape,
            ["some Shape", "some InsettableShape", "some View", "AnyShape"].contains(name)
        {
            return InterpretedShape(instance: instance, interpreter: self)
        }
        if let converter = registry.converters[name] {
            if case .implicitMember(let member) = value {
                return try converter(try resolveImplicitValue(member, as: name), self, node)
                    ?? mismatch(value, name, node)
            }
            return try converter(value, self, node) ?? mismatch(value, name, node)
        }
        if case .implicitMember(let member) = value, registry.types[name] != nil {
            return try convert(try resolveImplicitValue(member, as: name), toNamed: name, at: node)
        }
        if case .native(let native) = value, registry.types[name]?.accepts(native) ?? false { return native }
        try mismatch(value, name, node)
    }

    func mismatch(_ value: Value, _ type: String, _ node: Syntax) throws -> Never {
        let shown = type.hasPrefix("some ") ? "some " + type.dropFirst(5) : type
        throw TypeMismatch(
            message: "cannot convert value of type '\(value.typeName)' to expected argument type '\(shown)'", node: node
        )
    }

    private func convertClosure(
        _ value: Value, takes parameterCount: Int, returning result: ParameterType.ClosureResult, at node: Syntax
    ) throws -> Any? {
        let spelling = "(" + Array(repeating: "Any", count: parameterCount).joined(separator: ", ") + ") -> "
        switch result {
        case .nothing:
            // Actions never run in a still picture; any callable is accepted as it is.
            switch value {
            case .function, .null: return Action()
            default: try mismatch(value, spelling + "Void", node)
            }
        case .any:
            // The implementation calls it with `callValue`: a closure or function, a type
            // (`map(String.init)`, `map(Row.init)`), a key path (`map(\.name)`).
            guard value.isCallable || (parameterCount == 1 && value.isKeyPath) else {
                try mismatch(value, spelling + "Any", node)
            }
            return value
        case .view:
            guard case .function = value else { try mismatch(value, spelling + "some View", node) }
            if parameterCount > 0 {
                return ViewFunction { argument in
                    self.deferring {
                        try self.view(from: try self.callFunction(value, [argument], builder: true, at: node), at: node)
                    }
                }
            }
            return try view(from: try callFunction(value, [], builder: true, at: node), at: node)
        case .value:
            guard case .function = value else { try mismatch(value, spelling + "Any", node) }
            return ValueFunction { arguments in try self.callFunction(value, arguments, builder: false, at: node) }
        }
    }

    /// Calls a function value with positional arguments; a closure literal runs as a
    /// view builder when `builder` is set.
    func callFunction(_ function: Value, _ values: [Value], builder: Bool, at node: Syntax) throws -> Value {
        if case .function(let callable) = function, case .closure(let closure, let scope) = callable.body {
            return try callClosure(closure, in: scope, values, builder: builder, lenient: !builder, at: node)
        }
        return try callValue(function, values.map { Argument(label: nil, value: $0, node: node) }, at: node)
    }

    /// The view a value stands for: a library view, a declared view's instance, or a
    /// builder's combined views.
    func view(from value: Value, at node: some SyntaxProtocol) throws -> any View {
        switch value {
        case .native(let view as any View): return view
        case .instance(let instance) where instance.type.isView:
            if let wrapper = Unpreviewable.platformWrapper(of: instance.type) {
                throw Unpreviewable.wrapperError(instance.type, protocolName: wrapper, at: node)
            }
            if instance.type.isShape { return InterpretedShape(instance: instance, interpreter: self) }
            return InterpretedView(instance: instance, interpreter: self)
        case .implicitMember(let member):
            if let color = try? resolveImplicitValue(member, as: "Color"), case .native(let view as any View) = color {
                return view
            }
        default: break
        }
        throw TypeMismatch(
            message: "cannot convert value of type '\(value.typeName)' to expected type 'some View'", node: Syntax(node)
        )
    }

    func isView(_ value: Value) -> Bool {
        switch value {
        case .native(let native): native is any View
        case .instance(let instance): instance.type.isView
        default: false
        }
    }

    /// `.red` where a `Color` is expected: a static member of that type, declared by the
    /// registry, by the snippet's extensions, or a case of a declared enum.
    func resolveImplicitValue(_ member: ImplicitMember, as writtenType: String) throws -> Value {
        // `some ToastStyle`: the protocol's static members, as for the protocol itself.
        var typeName = writtenType
        if registry.implicitHosts[writtenType] == nil {
            // `Filter?` looks in `Filter` (`.none` aside, which Optional itself has).
            if typeName.hasSuffix("?"), member.name != "none" { typeName.removeLast() }
            for prefix in ["some ", "any "] where typeName.hasPrefix(prefix) { typeName.removeFirst(prefix.count) }
            typeName = resolvedTypeName(typeName, inside: nil)
        }
        if let declared = types[typeName] {
            let value = try staticMember(
                member.name, of: .declared(declared), at: member.node, called: member.arguments != nil)
            if let arguments = member.arguments { return try callValue(value, arguments, at: member.node) }
            return value
        }
        let lookupName = registry.implicitMemberHost(for: typeName)
        if let holder = extensions[lookupName] ?? extensions[typeName],
            holder.staticProperties[member.name] != nil || holder.methods[member.name] != nil
        {
            let value = try staticMember(
                member.name, of: .builtin(holder.name), at: member.node, called: member.arguments != nil)
            if let arguments = member.arguments { return try callValue(value, arguments, at: member.node) }
            return value
        }
        guard registry.types[lookupName] != nil else {
            throw TypeMismatch(message: "cannot infer the type of '.\(member.name)'", node: member.node)
        }
        let value: Value
        do {
            value = try staticMember(
                member.name, of: .builtin(lookupName), at: member.node, called: member.arguments != nil)
        } catch let error as EvaluationError {
            throw TypeMismatch(message: error.message, node: error.node)
        }
        if let arguments = member.arguments { return try callValue(value, arguments, at: member.node) }
        return value
    }

    /// Resolves an implicit member against a named type, or nil when it is not one of its members.
    func resolveImplicit(_ member: ImplicitMember, as typeName: String) throws -> Any? {
        guard case .native(let native) = try resolveImplicitValue(member, as: typeName) else { return nil }
        return native
    }

    /// `.red.opacity(0.5)`, `.title.bold()`, `.circle.fill`: a member chained on an implicit member,
    /// read as the most likely type.
    func resolveImplicitGuessing(_ member: ImplicitMember) throws -> Value {
        for typeName in ["Color", "Font", "ShapeStyle", "Animation", "AnyTransition", "SymbolVariants", "FormatStyle"] {
            if let value = try? resolveImplicitValue(member, as: typeName) { return value }
        }
        throw EvaluationError("cannot infer the type of '.\(member.name)'", at: member.node)
    }
}

/// An action closure, accepted and never run.
struct Action {}

/// A closure that makes a view from a value, such as `ForEach`'s content.
struct ViewFunction {
    let call: (Value) -> any View
    init(_ call: @escaping (Value) -> any View) { self.call = call }
}

/// A closure that computes a value, such as an `alignmentGuide`'s.
struct ValueFunction {
    let call: ([Value]) throws -> Value
    init(_ call: @escaping ([Value]) throws -> Value) { self.call = call }
}
