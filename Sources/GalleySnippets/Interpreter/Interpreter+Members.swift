import Foundation
import GalleySpelling
import GalleyUI
import SwiftSyntax

extension Interpreter {
    func evaluateMember(_ member: MemberAccessExprSyntax, in scope: Scope) throws -> Value {
        let name = member.declName.baseName.text
        guard let baseExpr = member.base else {
            return .implicitMember(ImplicitMember(name: name, arguments: nil, node: Syntax(member)))
        }
        if let module = libraryModule(baseExpr, in: scope) {
            guard registry.types[name] != nil else {
                throw EvaluationError(
                    "module '\(module)' has no member '\(name)' that Galley knows", at: member.declName)
            }
            return .type(.builtin(name))
        }
        let base = try evaluate(baseExpr, in: scope)
        if case .type(let type) = base {
            return try staticMember(name, of: type, at: member.declName)
        }
        if let value = try instanceMember(name, of: base, at: member) { return value }
        throw noMember(name, of: base, at: member.declName)
    }

    /// The module a qualified name starts with (`SwiftUI.Text`, `GalleyUI.Card`): the
    /// library's own type, past any the snippet declares; nil when `expression` is not a
    /// module's name or the snippet uses that name for something of its own.
    func libraryModule(_ expression: ExprSyntax, in scope: Scope) -> String? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        guard ["SwiftUI", "GalleyUI"].contains(name), scope.lookup(name) == nil, types[name] == nil else { return nil }
        return name
    }

    func noMember(_ name: String, of base: Value, at node: some SyntaxProtocol) -> EvaluationError {
        var candidates: [String] = []
        if case .instance(let instance) = base {
            candidates =
                Array(instance.properties.keys) + Array(instance.type.computedProperties.keys)
                + Array(instance.type.methods.keys)
        } else if case .native(let native) = base {
            candidates = registry.memberNames(of: native)
        }
        var message = "value of type '\(base.typeName)' has no member '\(name)'"
        message += Suggestion.didYouMean(name, among: candidates)
        return EvaluationError(message, at: node)
    }

    /// A property read: nil when the value has no such member.
    func instanceMember(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        switch base {
        case .instance(let instance):
            if let property = instance.properties[name] {
                if case .binding(let source) = property.value,
                    instance.type.storedProperties.first(where: { $0.name == name })?.wrapper == "Binding"
                {
                    return source.value
                }
                return property.value
            }
            if name.hasPrefix("_"), let property = instance.properties[String(name.dropFirst())] {
                return property.value
            }
            if let getter = instance.type.computedProperties[name] {
                return try callDeclared(getter, in: globals, receiver: base, [], at: node)
            }
            if let methods = instance.type.methods[name] {
                return .function(Callable(name: name, body: .function(methods[0], globals, receiver: base)))
            }
            return try extensionMember(
                name, of: base, typeName: instance.type.isView ? "View" : instance.type.name, at: node)
        case .enumCase(let value):
            if name == "rawValue" { return rawValue(of: value) ?? .null }
            if let getter = value.type.computedProperties[name] {
                return try callDeclared(getter, in: globals, receiver: base, [], at: node)
            }
            if let methods = value.type.methods[name] {
                return .function(Callable(name: name, body: .function(methods[0], globals, receiver: base)))
            }
            if let index = Int(name), value.associated.indices.contains(index) { return value.associated[index].value }
            return value.associated.first { $0.label == name }?.value
        case .binding(let reference):
            if name == "wrappedValue" { return reference.value }
            if case .instance(let instance) = reference.value, let property = instance.properties[name] {
                return .binding(property)
            }
            return try instanceMember(name, of: reference.value, at: node)
        case .tuple(let elements):
            if let index = Int(name), elements.indices.contains(index) { return elements[index].value }
            return elements.first { $0.label == name }?.value
        case .implicitMember(let member):
            return try instanceMember(name, of: try resolveImplicitGuessing(member), at: node)
        default:
            if let value = try builtinProperty(name, of: base, at: node) { return value }
            if case .native(let native) = base, native is any View {
                if let value = try extensionMember(name, of: base, typeName: "View", at: node) { return value }
            }
            if let methods = registry.methods(named: name, on: base) {
                return .function(Callable(name: name, body: .overloads(methods, receiver: base)))
            }
            return nil
        }
    }

    /// A computed property or method from an `extension` of a library type.
    private func extensionMember(_ name: String, of base: Value, typeName: String, at node: some SyntaxProtocol) throws
        -> Value?
    {
        guard let holder = extensions[typeName] else { return nil }
        if let getter = holder.computedProperties[name] {
            return try callDeclared(getter, in: globals, receiver: base, [], at: node)
        }
        if let methods = holder.methods[name] {
            return .function(Callable(name: name, body: .function(methods[0], globals, receiver: base)))
        }
        return nil
    }

    /// A raw value: declared, or the case name for a `String` enum.
    func rawValue(of value: EnumCase) -> Value? {
        guard let rawType = value.type.rawType else { return nil }
        let index = value.type.cases.firstIndex { $0.name == value.name }
        if let index, let expression = value.type.cases[index].rawValue {
            return try? evaluate(expression, in: globals)
        }
        if rawType == "String" { return .string(value.name) }
        if rawType == "Int", let index {
            return .int(index)
        }
        return nil
    }

    /// A method call on a value: a declared method, a custom modifier from
    /// `extension View`, or a registered modifier or method.
    func callMethod(
        _ name: String, on base: Value, _ args: [Argument], at node: some SyntaxProtocol, nameNode: some SyntaxProtocol
    )
        throws -> Value
    {
        switch base {
        case .instance(let instance):
            if let methods = instance.type.methods[name] {
                return try callDeclared(pick(methods, args), in: globals, receiver: base, args, at: node)
            }
            // A stored property is called only when it holds something callable: a view's
            // `@Environment(\.theme) var theme` must not hide the `.theme(_:)` modifier.
            if let property = instance.properties[name], property.value.isCallable {
                return try callValue(property.value, args, at: node)
            }
            // A snippet's shape takes every shape modifier: `.fill(.red)`, `.stroke()`.
            if instance.type.isShape, extensions["View"]?.methods[name] == nil {
                let shape = Value.native(InterpretedShape(instance: instance, interpreter: self))
                return try callMethod(name, on: shape, args, at: node, nameNode: nameNode)
            }
        case .enumCase(let value):
            if let methods = value.type.methods[name] {
                return try callDeclared(pick(methods, args), in: globals, receiver: base, args, at: node)
            }
        case .implicitMember(let member):
            return try callMethod(name, on: try resolveImplicitGuessing(member), args, at: node, nameNode: nameNode)
        case .binding(let reference) where name == "wrappedValue":
            return reference.value
        default:
            break
        }
        if let overloads = registry.swiftMethods(named: name, on: base) {
            return try callOverloads(overloads, named: name, receiver: base, args, at: node, kind: "method")
        }
        let isView = self.isView(base)
        let holderName = isView ? "View" : base.typeName
        if let methods = extensions[holderName]?.methods[name] {
            return try callDeclared(pick(methods, args), in: globals, receiver: base, args, at: node)
        }
        if let methods = registry.methods(named: name, on: base) {
            return try callOverloads(methods, named: name, receiver: base, args, at: node, kind: "method")
        }
        if isView, let overloads = registry.modifiers[name] {
            return try callOverloads(overloads, named: name, receiver: base, args, at: node, kind: "modifier")
        }
        if isView {
            let candidates = Array(registry.modifiers.keys) + Array(extensions["View"]?.methods.keys ?? [:].keys)
            let suggestion = Suggestion.didYouMean(name, among: candidates)
            // Nothing close: most likely a modifier from another package (`.introspect`,
            // `.shimmering`), which a preview cannot run.
            let notes = suggestion.isEmpty ? ["if it comes from another package, " + Unpreviewable.advice] : []
            throw EvaluationError("unknown modifier '\(name)'" + suggestion, at: nameNode, notes: notes)
        }
        if let function = try instanceMember(name, of: base, at: nameNode), case .function = function {
            return try callValue(function, args, at: node)
        }
        throw noMember(name, of: base, at: nameNode)
    }

    /// `padding()` inside `extension View` or a view's method: a call on `self`.
    func callSelfMethod(_ name: String, on selfValue: Value, _ args: [Argument], at node: FunctionCallExprSyntax) throws
        -> Value?
    {
        if case .instance(let instance) = selfValue {
            if let methods = instance.type.methods[name] {
                return try callDeclared(pick(methods, args), in: globals, receiver: selfValue, args, at: node)
            }
            if instance.properties[name] != nil {
                return try callValue(instance.properties[name]!.value, args, at: node)
            }
        }
        guard isView(selfValue), registry.modifiers[name] != nil || extensions["View"]?.methods[name] != nil else {
            return nil
        }
        return try callMethod(name, on: selfValue, args, at: node, nameNode: node.calledExpression)
    }

    /// `Color.red`, `Font.Weight.bold`, `MyEnum.first`, `Theme.accent`.
    func staticMember(_ name: String, of type: TypeReference, at node: some SyntaxProtocol, called: Bool = false) throws
        -> Value
    {
        switch type {
        case .declared(let declared):
            if let nested = types[declared.name + "." + name] { return .type(.declared(nested)) }
            if let enumCase = declared.cases.first(where: { $0.name == name }) {
                if enumCase.parameters.isEmpty {
                    return .enumCase(EnumCase(type: declared, name: name, associated: []))
                }
                return .function(
                    Callable(
                        name: name,
                        body: .native { args in
                            .enumCase(
                                EnumCase(type: declared, name: name, associated: args.map { ($0.label, $0.value) }))
                        }))
            }
            // `static var bar` and `static func bar(color:)` may both exist: a call means the function.
            if called, let function = staticFunction(name, of: declared) { return function }
            if let property = declared.staticProperties[name] {
                if let getter = property.getter {
                    return try callDeclared(getter, in: globals, receiver: nil, [], at: node)
                }
                if let expression = property.expression { return try evaluate(expression, in: globals) }
            }
            if let function = staticFunction(name, of: declared) { return function }
            if name == "allCases" { return .array(try elements(of: .type(type), at: node)) }
            // `.init(…)` and `Type.init(…)`: the type, which a call constructs.
            if name == "self" || name == "init" { return .type(type) }
            var candidates = declared.cases.map(\.name) + Array(declared.staticProperties.keys)
            candidates += declared.methods.keys
            var message = "type '\(declared.name)' has no member '\(name)'"
            message += Suggestion.didYouMean(name, among: candidates)
            throw EvaluationError(message, at: node)
        case .builtin(let typeName):
            if called, let function = staticFunction(name, of: extensions[typeName]) { return function }
            if let holder = extensions[typeName], let property = holder.staticProperties[name] {
                if let getter = property.getter {
                    return try callDeclared(getter, in: globals, receiver: nil, [], at: node)
                }
                if let expression = property.expression { return try evaluate(expression, in: globals) }
            }
            if let function = staticFunction(name, of: extensions[typeName]) { return function }
            if name == "init", let registered = registry.types[typeName] {
                return .function(Callable(name: typeName, body: .overloads(registered.initializers, receiver: nil)))
            }
            if let value = try registry.staticMember(name, of: typeName, called: called) { return value }
            if name == "self" { return .type(type) }
            var message = "type '\(typeName)' has no member '\(name)'"
            let candidates =
                registry.staticMemberNames(of: typeName)
                + Array(extensions[typeName]?.staticProperties.keys ?? [:].keys)
            message += Suggestion.didYouMean(name, among: candidates)
            throw EvaluationError(message, at: node)
        }
    }

    /// A `static func` of a declared type or of the snippet's extensions of a library type.
    private func staticFunction(_ name: String, of holder: DeclaredType?) -> Value? {
        guard let methods = holder?.methods[name], methods[0].isStatic else { return nil }
        return .function(Callable(name: name, body: .function(methods[0], globals, receiver: nil)))
    }

    func callStatic(
        _ name: String, of type: TypeReference, _ args: [Argument], at node: some SyntaxProtocol,
        nameNode: some SyntaxProtocol
    )
        throws -> Value
    {
        if name == "init" { return try callValue(.type(type), args, at: node) }
        if case .declared(let declared) = type, let methods = declared.methods[name] {
            return try callDeclared(pick(methods, args), in: globals, receiver: nil, args, at: node)
        }
        if case .builtin(let typeName) = type, let methods = extensions[typeName]?.methods[name] {
            return try callDeclared(pick(methods, args), in: globals, receiver: nil, args, at: node)
        }
        return try callValue(try staticMember(name, of: type, at: nameNode, called: true), args, at: node)
    }

    /// Makes an instance of a declared struct, with its initializer or the memberwise one.
    /// `declaredInitializers: false` uses the memberwise initializer even when the type
    /// declares others (`self.init` delegating to it from an extension).
    func construct(
        _ type: DeclaredType, _ args: [Argument], at node: some SyntaxProtocol, declaredInitializers: Bool = true
    ) throws -> Value {
        if type.kind == .enumeration {
            guard let raw = args.first, raw.label == "rawValue" else {
                throw EvaluationError("enum '\(type.name)' has no initializer taking these arguments", at: node)
            }
            let match = type.cases.first { enumCase in
                let candidate = EnumCase(type: type, name: enumCase.name, associated: [])
                return rawValue(of: candidate).map { equal($0, raw.value) } ?? false
            }
            return match.map { .enumCase(EnumCase(type: type, name: $0.name, associated: [])) } ?? .null
        }
        // `FlowLayout(spacing: 8) { … }`: a layout called with its content is a container.
        if type.conformances.contains("Layout"), let content = args.last, content.label == nil,
            case .function = content.value
        {
            guard case .instance(let layout) = try construct(type, Array(args.dropLast()), at: node) else {
                return .void
            }
            let views = try view(from: try callFunction(content.value, [], builder: true, at: Syntax(node)), at: node)
            return .native(
                InterpretedLayout(instance: layout, interpreter: self).callAsFunction { AnyView(erasing: views) })
        }
        try budget.countViews(type.isView ? 1 : 0, at: node)
        let instance = Instance(type: type, properties: [:])
        for property in type.storedProperties {
            // A focus state starts unfocused.
            var value: Value = property.wrapper == "FocusState" && property.type == "Bool" ? .bool(false) : .null
            if let initial = property.initialValue {
                let propertyType = property.type.map { resolvedTypeName(Self.bareType($0), inside: type.qualifiedName) }
                value = try evaluate(initial, in: globals).resolvingImplicit(as: propertyType, in: self)
                value = try adapt(value, toDeclared: propertyType ?? "", at: initial)
            }
            instance.properties[property.name] = Reference(value)
        }
        let receiver = Value.instance(instance)
        // Initializers declared in extensions keep the memberwise one, as in Swift.
        if declaredInitializers, !type.initializers.isEmpty {
            if let fitting = type.initializers.first(where: { accepts($0, args) }) {
                _ = try callDeclared(fitting, in: globals, receiver: receiver, args, at: node)
                return receiver
            }
            if type.declaresInitializerInBody {
                _ = try callDeclared(pick(type.initializers, args), in: globals, receiver: receiver, args, at: node)
                return receiver
            }
        }
        let parameters = type.memberwiseParameters
        let shape = parameters.map { property in
            (
                label: Optional(property.name),
                hasDefault: property.initialValue != nil || (property.type?.hasSuffix("?") ?? false),
                takesClosure: property.type?.contains("->") ?? false || property.wrapper == "ViewBuilder"
                    || (property.type.map { $0 == "Content" || $0.hasSuffix("View") || $0 == "Label" } ?? false)
            )
        }
        let slots: [Argument?]
        do throws(LabelMismatch) {
            slots = try match(args, to: shape)
        } catch let mismatch {
            let signature = "\(type.name)(" + parameters.map { "\($0.name):" }.joined() + ")"
            throw EvaluationError(mismatch.message(for: signature, have: args), at: mismatch.node ?? Syntax(node))
        }
        for (property, slot) in zip(parameters, slots) {
            guard let slot else { continue }
            let propertyType = property.type.map { resolvedTypeName($0, inside: type.qualifiedName) } ?? ""
            let type = property.wrapper == "Binding" ? "Binding<\(propertyType)>" : propertyType
            instance.properties[property.name] = Reference(try adapt(slot.value, toDeclared: type, at: slot.node))
        }
        return receiver
    }
}

extension Value {
    /// Whether calling this value can succeed: a function, a type, or a binding.
    var isCallable: Bool {
        switch self {
        case .function, .type, .binding: true
        default: false
        }
    }
}
