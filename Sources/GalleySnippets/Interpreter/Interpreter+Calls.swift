import Foundation
import GalleyUI
import SwiftSyntax

extension Interpreter {
    /// The arguments written at a call, trailing closures included.
    func arguments(of call: FunctionCallExprSyntax, in scope: Scope) throws -> [Argument] {
        var result = try call.arguments.map { argument in
            Argument(
                label: argument.label?.text, value: try evaluate(argument.expression, in: scope), node: Syntax(argument)
            )
        }
        if let closure = call.trailingClosure {
            result.append(
                Argument(
                    label: nil, value: try evaluate(ExprSyntax(closure), in: scope), node: Syntax(closure),
                    isTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            result.append(
                Argument(
                    label: extra.label.text, value: try evaluate(ExprSyntax(extra.closure), in: scope),
                    node: Syntax(extra)))
        }
        return result
    }

    func evaluateCall(_ call: FunctionCallExprSyntax, in scope: Scope) throws -> Value {
        let callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text.withoutBackticks
            guard let baseExpr = member.base else {
                return .implicitMember(
                    ImplicitMember(name: name, arguments: try arguments(of: call, in: scope), node: Syntax(call)))
            }
            if name == "init", baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                return try delegateInitializer(try arguments(of: call, in: scope), in: scope, at: call)
            }
            if let module = libraryModule(baseExpr, in: scope) {
                // `SwiftUI.Button(…)`: the library's type, even where the snippet declares
                // its own `Button`.
                guard let registered = registry.types[name] else {
                    throw EvaluationError(
                        "module '\(module)' has no member '\(name)' that Galley knows", at: member.declName)
                }
                return try callOverloads(
                    registered.initializers, named: name, receiver: nil, try arguments(of: call, in: scope), at: call,
                    kind: "initializer")
            }
            let base = try evaluate(baseExpr, in: scope)
            let args = try arguments(of: call, in: scope)
            if let mutated = try mutating(name, on: base, args, at: call) {
                try assign(mutated, to: baseExpr, in: scope)
                return .void
            }
            if case .type(let type) = base {
                return try callStatic(name, of: type, args, at: call, nameNode: member.declName)
            }
            return try callMethod(name, on: base, args, at: call, nameNode: member.period)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            let args = try arguments(of: call, in: scope)
            if let variable = scope.lookup(name) { return try callValue(variable.value, args, at: call) }
            if let selfValue = scope.selfValue, let result = try callSelfMethod(name, on: selfValue, args, at: call) {
                return result
            }
            if let type = nestedType(named: name, in: scope) ?? types[name] {
                return try construct(type, args, at: call)
            }
            if registry.types[name] != nil { return try constructLibraryValue(name, args, at: call) }
            if let declared = functions[name] {
                return try callDeclared(pick(declared, args), in: globals, receiver: nil, args, at: call)
            }
            if let overloads = registry.functions[name] {
                return try callOverloads(overloads, named: name, receiver: nil, args, at: call, kind: "function")
            }
            throw unknownName(name, at: reference, in: scope)
        }
        let function = try evaluate(callee, in: scope)
        return try callValue(function, try arguments(of: call, in: scope), at: call)
    }

    /// `static var shadow: ShadowLabelStyle { .init() }`: an implicit member returned where
    /// a concrete type is declared resolves against it. Opaque and protocol types (`some
    /// View`) name no type to look in, and a member that does not resolve is left for the
    /// caller's conversion to report.
    func resolvingReturnedImplicit(_ value: Value, as type: String?) -> Value {
        guard case .implicitMember = value, let type, !type.hasPrefix("some "), !type.hasPrefix("any "),
            type != "Self"
        else { return value }
        return (try? value.resolvingImplicit(as: type, in: self)) ?? value
    }

    /// Calls a function value: a closure, a declared function, an initializer (`Color`
    /// stored in a variable and called) or registered overloads.
    func callValue(_ function: Value, _ args: [Argument], at node: some SyntaxProtocol) throws -> Value {
        switch function {
        case .function(let callable):
            switch callable.body {
            case .closure(let closure, let scope):
                return try callClosure(closure, in: scope, args.map(\.value), builder: true, lenient: true, at: node)
            case .function(let declaration, let scope, let receiver):
                return try callDeclared(declaration, in: scope, receiver: receiver, args, at: node)
            case .overloads(let overloads, let receiver):
                return try callOverloads(
                    overloads, named: callable.name, receiver: receiver, args, at: node, kind: "function")
            case .native(let body):
                return try body(args)
            }
        case .type(.declared(let type)):
            return try construct(type, args, at: node)
        case .type(.builtin(let name)):
            return try constructLibraryValue(name, args, at: node)
        case .binding(let reference):
            return reference.value
        case .keyPath(let path) where args.count == 1:
            // `compactMap(\.first)`: a key path used as a function reads its properties.
            var value = args[0].value
            for name in path {
                guard let next = try instanceMember(name, of: value, at: node) else {
                    throw noMember(name, of: value, at: node)
                }
                value = next
            }
            return value
        default:
            throw EvaluationError("cannot call value of non-function type '\(function.typeName)'", at: node)
        }
    }

    /// Runs a closure literal with positional arguments.
    func callClosure(
        _ closure: ClosureExprSyntax, in scope: Scope, _ values: [Value], builder: Bool, lenient: Bool = false,
        at node: some SyntaxProtocol
    ) throws -> Value {
        try nested(at: node) {
            let inner = Scope(parent: scope)
            let names = Self.parameterNames(of: closure, count: values.count)
            var values = values
            // `{ index, name in }` over `enumerated()`: a tuple element fills several parameters.
            if names.count > 1, values.count == 1, case .tuple(let parts) = values[0], parts.count == names.count {
                values = parts.map(\.value)
            }
            for (name, value) in zip(names, values) where name != "_" {
                // `{ $todo in … }`: the closure takes a binding; `todo` reads through it and
                // `$todo` is the binding again.
                if name.hasPrefix("$"), Int(name.dropFirst()) == nil {
                    if case .binding(let reference) = value {
                        inner.declare(String(name.dropFirst()), reference: reference)
                    } else {
                        inner.declare(String(name.dropFirst()), value)
                    }
                    continue
                }
                inner.declare(name, value)
            }
            return try runBody(closure.statements, in: inner, builder: builder, lenient: lenient)
        }
    }

    /// A closure's parameter names: written (`{ a, b in }`), or `$0`, `$1`… for `count`
    /// arguments when it names none.
    static func parameterNames(of closure: ClosureExprSyntax, count: Int) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let shorthand)?: shorthand.map(\.name.text)
        case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: (0..<count).map { "$\($0)" }
        }
    }

    /// Runs a function's or closure's statements: the value of a `return`, else of the last
    /// expression (or the views built).
    func runBody(_ statements: CodeBlockItemListSyntax, in scope: Scope, builder: Bool, lenient: Bool = false) throws
        -> Value
    {
        do {
            return try run(statements, in: scope, builder: builder, lenient: lenient)
        } catch ControlFlow.returned {
            return takeReturnedValue()
        }
    }

    /// The declaration among same-named ones whose labels fit the arguments.
    func pick(_ candidates: [FunctionDeclaration], _ args: [Argument]) -> FunctionDeclaration {
        candidates.first { accepts($0, args) } ?? candidates[0]
    }

    /// Runs a declared function or method with `receiver` as `self`.
    func callDeclared(
        _ declaration: FunctionDeclaration, in scope: Scope, receiver: Value?, _ args: [Argument],
        at node: some SyntaxProtocol
    ) throws -> Value {
        let shape = declaration.argumentShape
        let slots: [Argument?]
        do throws(LabelMismatch) {
            slots = try match(args, to: shape)
        } catch let mismatch {
            throw EvaluationError(
                mismatch.message(for: declaration.signatureText, have: args), at: mismatch.node ?? Syntax(node),
                notes: ["declared here: \(declaration.signatureText)"])
        }
        return try nested(at: node) {
            let inner = Scope(parent: scope, selfValue: receiver)
            if let selfType = declaration.selfType, let type = try? typeValue(named: selfType, at: node) {
                inner.declare("Self", type)
            }
            // An initializer of a library type's extension makes its value through
            // `self.init(…)`, which fills this slot; the call returns it.
            let madeValue = declaration.name == "init" && receiver == nil ? Reference(.null) : nil
            if let madeValue { inner.declare("self", reference: madeValue) }
            for (parameter, slot) in zip(declaration.parameters, slots) {
                var value: Value
                if let slot {
                    value = slot.value
                } else if let defaultValue = parameter.defaultValue {
                    value = try evaluate(defaultValue, in: inner)
                } else {
                    value = .null
                }
                let parameterType =
                    declaration.genericConstraints[parameter.type]
                    ?? resolvedTypeName(parameter.type, inside: declaration.selfType)
                value = try adapt(value, toDeclared: parameterType, at: slot?.node ?? Syntax(node))
                inner.declare(parameter.name, value)
            }
            guard let body = declaration.body else { return .void }
            let result = try runBody(body, in: inner, builder: declaration.buildsViews, lenient: true)
            if let madeValue { return madeValue.value }
            let returnType = declaration.returnType == "Self" ? declaration.selfType : declaration.returnType
            return resolvingReturnedImplicit(result, as: returnType)
        }
    }

    /// An argument for a parameter of a declared function: implicit members resolve
    /// against the parameter's type, numbers widen, and a builder closure passed for a
    /// view parameter becomes its view.
    func adapt(_ value: Value, toDeclared type: String, at node: some SyntaxProtocol) throws -> Value {
        let bare = Self.bareType(type)
        if case .implicitMember(let member) = value {
            do {
                return try resolveImplicitValue(member, as: bare)
            } catch let mismatch as TypeMismatch {
                throw EvaluationError(mismatch.message, at: mismatch.node)
            }
        }
        if case .int(let number) = value, ["Double", "CGFloat", "Float"].contains(bare) {
            return .double(Double(number))
        }
        if case .function(let callable) = value, !type.contains("->"),
            case .closure(let closure, let scope) = callable.body
        {
            return try callClosure(closure, in: scope, [], builder: true, at: node)
        }
        return value
    }

    /// `@escaping @ViewBuilder () -> Content?` -> `() -> Content`.
    static func bareType(_ type: String) -> String {
        // Most types are a bare name already: asked on every argument of every call, the
        // replacements below cost more than the call did.
        let mayHaveMore = type.utf8.contains { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: " ") || $0 == 0x09 }
        if !mayHaveMore && !type.contains("inout") && !type.hasSuffix("?") { return type }
        var result = type
        for attribute in ["@escaping", "@ViewBuilder", "@autoclosure", "inout"] {
            result = result.replacingOccurrences(of: attribute, with: "")
        }
        result = result.trimmingCharacters(in: .whitespaces)
        if result.hasSuffix("?") && !result.contains("->") { result.removeLast() }
        return result
    }

    /// A library type's value: an initializer the snippet adds in an extension
    /// (`extension Binding { init(isNotNil:) }`) when its labels fit, else the library's.
    func constructLibraryValue(_ name: String, _ args: [Argument], at node: some SyntaxProtocol) throws -> Value {
        if let added = extensions[name]?.initializers.first(where: { accepts($0, args) }) {
            return try callDeclared(added, in: globals, receiver: nil, args, at: node)
        }
        return try callOverloads(
            registry.types[name]?.initializers ?? [], named: name, receiver: nil, args, at: node, kind: "initializer")
    }

    /// Whether a declared function's parameters take these arguments.
    func accepts(_ declaration: FunctionDeclaration, _ args: [Argument]) -> Bool {
        (try? match(args, to: declaration.argumentShape)) != nil
    }

    /// `self.init(…)` inside an initializer: another initializer of the same type makes
    /// the value. For a snippet's struct, it fills the instance being made (a declared
    /// initializer, else the memberwise one); in an extension of a library type, the
    /// library's value becomes the one the initializer returns.
    func delegateInitializer(_ args: [Argument], in scope: Scope, at node: FunctionCallExprSyntax) throws -> Value {
        if case .instance(let instance)? = scope.selfValue {
            let type = instance.type
            if let declared = type.initializers.first(where: { accepts($0, args) }) {
                _ = try callDeclared(declared, in: globals, receiver: .instance(instance), args, at: node)
            } else if case .instance(let made) = try construct(type, args, at: node, declaredInitializers: false) {
                instance.properties.merge(made.properties) { $1 }
            }
            return .void
        }
        guard let slot = scope.lookup("self"), case .type(let type)? = scope.lookup("Self")?.value else {
            throw EvaluationError("'self.init' is only available in an initializer", at: node)
        }
        switch type {
        case .builtin(let name):
            slot.value = try callOverloads(
                registry.types[name]?.initializers ?? [], named: name, receiver: nil, args, at: node,
                kind: "initializer")
        case .declared(let declared):
            slot.value = try construct(declared, args, at: node)
        }
        return .void
    }
}
