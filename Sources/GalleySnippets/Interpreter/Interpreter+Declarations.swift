import GalleyUI
import SwiftSyntax

extension Interpreter {
    /// Registers a top-level or local declaration: a type, an extension, a function, or
    /// a `let`/`var` (evaluated now).
    func declare(_ decl: DeclSyntax, in scope: Scope) throws {
        if let structDecl = decl.as(StructDeclSyntax.self) {
            let type = DeclaredType(
                name: structDecl.name.text, kind: .structure,
                conformances: Self.inherited(structDecl.inheritanceClause), node: Syntax(structDecl))
            type.addMembers(structDecl.memberBlock.members, selfType: type.name)
            type.declaresInitializerInBody = !type.initializers.isEmpty
            types[type.name] = type
            try declareNested(in: type, scope: scope)
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            let inherited = Self.inherited(enumDecl.inheritanceClause)
            let type = DeclaredType(
                name: enumDecl.name.text, kind: .enumeration, conformances: inherited, node: Syntax(enumDecl))
            type.rawType = enumDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
            type.addMembers(enumDecl.memberBlock.members, selfType: type.name)
            types[type.name] = type
            try declareNested(in: type, scope: scope)
        } else if let classDecl = decl.as(ClassDeclSyntax.self) {
            // An `ObservableObject` model: its properties are read like a struct's.
            let type = DeclaredType(
                name: classDecl.name.text, kind: .structure, conformances: Self.inherited(classDecl.inheritanceClause),
                node: Syntax(classDecl))
            type.addMembers(classDecl.memberBlock.members, selfType: type.name)
            types[type.name] = type
            // `enum State` inside a view model: its own, and known as `Model.State`.
            try declareNested(in: type, scope: scope)
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            try declareExtension(extensionDecl)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            let declaration = FunctionDeclaration(function)
            if scope === globals {
                functions[declaration.name, default: []].append(declaration)
            } else {
                scope.declare(
                    declaration.name,
                    .function(Callable(name: declaration.name, body: .function(declaration, scope, receiver: nil))))
            }
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            try declareVariable(variable, in: scope)
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            guard let clause = activeClause(ifConfig) else { return }
            switch clause.elements {
            case .statements(let statements)?:
                for item in statements {
                    if case .decl(let inner) = item.item { try declare(inner, in: scope) }
                }
            case .decls(let members)?:
                for member in members { try declare(member.decl, in: scope) }
            default: break
            }
        } else if let importDecl = decl.as(ImportDeclSyntax.self) {
            // `import Kingfisher`: say so at the import, not at the first unknown name.
            if let module = importDecl.path.first?.name.text, !Unpreviewable.availableModules.contains(module) {
                throw Unpreviewable.importError(module, at: importDecl.path)
            }
        } else if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
            let declared = DeclaredType(
                name: protocolDecl.name.text, kind: .structure, conformances: [], node: Syntax(protocolDecl))
            declared.addMembers(protocolDecl.memberBlock.members, selfType: nil)
            protocols[declared.name] = declared
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            typeAliases[alias.name.text] = alias.initializer.value.trimmedDescription
        } else if decl.is(MacroExpansionDeclSyntax.self) {
            return
        } else {
            throw EvaluationError("this declaration is not supported in snippets", at: decl)
        }
    }

    /// `struct Theme { struct Colors { … } }`: `Colors` is known as `Theme.Colors`, and
    /// by its own name where that is not taken. A nested type named like a library type
    /// (`ModalCard.Button`) keeps only its qualified name outside its enclosing type, so
    /// `Button` elsewhere is still SwiftUI's; inside, `nestedType(named:in:)` finds it.
    private func declareNested(in type: DeclaredType, scope: Scope) throws {
        for nested in type.nestedTypes {
            let before = Set(types.keys)
            let shadowed = types
            try declare(nested, in: scope)
            for name in Set(types.keys).subtracting(before) where !name.contains(".") {
                guard let declared = types[name] else { continue }
                declared.nest(in: type)
                types[declared.qualifiedName] = declared
                if registry.types[name] != nil { types[name] = nil }
            }
            for (name, original) in shadowed where types[name] !== original && !name.contains(".") {
                if let declared = types[name] {
                    declared.nest(in: type)
                    types[declared.qualifiedName] = declared
                }
                types[name] = original
            }
        }
    }

    /// A type declared inside the type whose member is running (or inside one enclosing
    /// it), by its own name: `Button` in `ModalCard`'s members is `ModalCard.Button`.
    func nestedType(named name: String, in scope: Scope) -> DeclaredType? {
        var enclosing: String?
        if case .instance(let instance)? = scope.selfValue {
            enclosing = instance.type.qualifiedName
        } else if case .type(.declared(let type))? = scope.lookup("Self")?.value {
            enclosing = type.qualifiedName
        }
        return nestedTypeName(name, inside: enclosing).flatMap { types[$0] }
    }

    /// A declaration inside a body; `#if` in a view builder may also hold views.
    func declareLocal(_ decl: DeclSyntax, in scope: Scope, builder: Bool, views: inout [any View]) throws {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self),
            case .statements(let statements)? = activeClause(ifConfig)?.elements
        {
            let value = try run(statements, in: scope, builder: builder)
            if builder, case .native(let view as any View) = value { views.append(view) }
            return
        }
        try declare(decl, in: scope)
    }

    private func declareVariable(_ variable: VariableDeclSyntax, in scope: Scope) throws {
        for binding in variable.bindings {
            let value: Value
            if let initializer = binding.initializer {
                value = try evaluate(initializer.value, in: scope)
                    .resolvingImplicit(as: binding.typeAnnotation?.type.trimmedDescription, in: self)
            } else if let accessor = binding.accessorBlock, case .getter(let statements) = accessor.accessors {
                value = try run(statements, in: Scope(parent: scope), builder: true)
            } else {
                value = .null
            }
            if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
                _ = try match(PatternSyntax(tuple), value, into: scope)
            } else {
                scope.declare(binding.pattern.trimmedDescription, value)
            }
        }
    }

    private func declareExtension(_ decl: ExtensionDeclSyntax) throws {
        var name = decl.extendedType.trimmedDescription
        // GalleyUI's `PrimitiveButtonStyle` is `ButtonStyle` (a still picture has no taps):
        // members added to either are found under one name.
        if name == "PrimitiveButtonStyle" { name = "ButtonStyle" }
        if name == "EnvironmentValues" {
            let holder = DeclaredType(name: name, kind: .structure, conformances: [], node: Syntax(decl))
            holder.addMembers(decl.memberBlock.members, selfType: nil)
            environmentKeys.merge(holder.computedProperties) { $1 }
            return
        }
        if let type = types[name] {
            type.addMembers(decl.memberBlock.members, selfType: type.name)
            type.conformances.formUnion(Self.inherited(decl.inheritanceClause))
            return
        }
        let holder =
            extensions[name] ?? DeclaredType(name: name, kind: .structure, conformances: [], node: Syntax(decl))
        // `Self` in a library type's extension is that type (`Binding` in `extension Binding`).
        let selfType =
            Self.sameTypeRequirement(decl.genericWhereClause)
            ?? (registry.viewNames.contains(name)
                || !Self.isProtocolName(name) && registry.types[name] != nil ? name : nil)
        holder.addMembers(decl.memberBlock.members, selfType: selfType)
        extensions[name] = holder
    }

    /// `extension LabelStyle where Self == ShadowLabelStyle`: `ShadowLabelStyle`, the type
    /// that `Self` (and a returned `.init()`) means in the extension's static members.
    static func sameTypeRequirement(_ clause: GenericWhereClauseSyntax?) -> String? {
        for requirement in clause?.requirements ?? [] {
            if case .sameTypeRequirement(let same) = requirement.requirement,
                same.leftType.trimmedDescription == "Self"
            {
                return same.rightType.trimmedDescription
            }
        }
        return nil
    }

    /// The library's protocols a snippet extends (`View`, `LabelStyle`, `ShapeStyle`): no
    /// value has them as its type, so `Self` in their extensions is left to a where clause.
    static func isProtocolName(_ name: String) -> Bool {
        name == "View" || name == "Shape" || name.hasSuffix("Style") || name == "ViewModifier"
    }

    static func inherited(_ clause: InheritanceClauseSyntax?) -> Set<String> {
        Set(clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
    }

    /// The clause of `#if` that an iOS build compiles.
    func activeClause(_ ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        ifConfig.clauses.first { clause in
            guard let condition = clause.condition else { return true }
            return Self.compilesOnIOS(condition)
        }
    }

    private static func compilesOnIOS(_ condition: ExprSyntax) -> Bool {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return !compilesOnIOS(prefix.expression)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        {
            let left = compilesOnIOS(infix.leftOperand)
            let right = compilesOnIOS(infix.rightOperand)
            return op == "&&" ? left && right : left || right
        }
        if let tuple = condition.as(TupleExprSyntax.self), let only = tuple.elements.first {
            return compilesOnIOS(only.expression)
        }
        if let call = condition.as(FunctionCallExprSyntax.self) {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch call.calledExpression.trimmedDescription {
            case "os": return argument == "iOS"
            case "canImport": return ["SwiftUI", "UIKit", "Foundation", "Combine"].contains(argument)
            case "targetEnvironment": return false
            case "arch": return argument == "arm64"
            default: return true
            }
        }
        if let reference = condition.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "DEBUG"
        }
        return condition.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    }
}

extension Value {
    /// `let color: Color = .red`: an implicit member resolves against the annotation.
    func resolvingImplicit(as type: String?, in interpreter: Interpreter) throws -> Value {
        guard case .implicitMember(let member) = self, let type else { return self }
        return try interpreter.resolveImplicitValue(member, as: type)
    }
}
