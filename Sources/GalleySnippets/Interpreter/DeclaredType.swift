import SwiftSyntax

/// A struct or enum the snippet (or a site-wide `.swift` file) declares.
final class DeclaredType {
    enum Kind { case structure, enumeration }

    /// A stored property: `let title: String`, `@State var on = false`.
    struct StoredProperty {
        var name: String
        var type: String?
        var initialValue: ExprSyntax?
        var wrapper: String?
        /// For `@Environment(\.key)`: the key's name.
        var environmentKey: String?
        var isConstant: Bool
        var node: Syntax
    }

    /// An enum case with its associated value labels.
    struct Case {
        var name: String
        var parameters: [(label: String?, defaultValue: ExprSyntax?)]
        var rawValue: ExprSyntax?
    }

    let name: String
    /// `ModalCard.Button` for a type declared inside another; the name otherwise.
    var qualifiedName: String
    let kind: Kind
    var conformances: Set<String>
    var storedProperties: [StoredProperty] = []
    var computedProperties: [String: FunctionDeclaration] = [:]
    var methods: [String: [FunctionDeclaration]] = [:]
    var initializers: [FunctionDeclaration] = []
    /// Whether the struct's own body declares an initializer, which (unlike one in an
    /// extension) takes the memberwise initializer away.
    var declaresInitializerInBody = false
    var staticProperties: [String: (expression: ExprSyntax?, getter: FunctionDeclaration?)] = [:]
    var cases: [Case] = []
    var rawType: String?
    /// `typealias Configuration = ToastStyleConfiguration`, by alias.
    var typeAliases: [String: String] = [:]
    /// Types declared inside this one (`Theme.Colors`).
    var nestedTypes: [DeclSyntax] = []
    let node: Syntax

    init(name: String, kind: Kind, conformances: Set<String>, node: Syntax) {
        self.name = name
        self.qualifiedName = name
        self.kind = kind
        self.conformances = conformances
        self.node = node
    }

    var isView: Bool {
        conformances.contains("View") || isShape || !conformances.isDisjoint(with: Unpreviewable.platformWrappers)
    }
    /// A shape: drawn through its `path(in:)`, and a view like every shape.
    var isShape: Bool { !conformances.isDisjoint(with: ["Shape", "InsettableShape"]) }

    /// `@Environment`, `@FocusState`, `@Namespace`: SwiftUI provides their values, so
    /// they are not initializer parameters.
    static let systemFilledWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "FocusState", "Namespace", "GestureState", "AccessibilityFocusState",
    ]

    /// The style protocol this type implements, such as `ButtonStyle`, if any.
    var styleProtocol: String? {
        conformances.first { $0.hasSuffix("Style") }
    }

    /// Moves the type inside another: `Self` in its members names it by its qualified name.
    func nest(in outer: DeclaredType) {
        qualifiedName = outer.qualifiedName + "." + name
        func requalified(_ declaration: FunctionDeclaration) -> FunctionDeclaration {
            var declaration = declaration
            if declaration.selfType == name { declaration.selfType = qualifiedName }
            return declaration
        }
        methods = methods.mapValues { $0.map(requalified) }
        initializers = initializers.map(requalified)
        computedProperties = computedProperties.mapValues(requalified)
        staticProperties = staticProperties.mapValues { ($0.expression, $0.getter.map(requalified)) }
    }

    /// Adds the members of a struct, enum or extension body. `selfType` is the type that
    /// `Self` names inside them: the type itself, or the `X` of a protocol extension's
    /// `where Self == X`; nil when the members do not say.
    func addMembers(_ members: MemberBlockItemListSyntax, selfType: String?) {
        for member in members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                addVariable(variable, selfType: selfType)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                var declaration = FunctionDeclaration(function)
                declaration.selfType = selfType
                methods[declaration.name, default: []].append(declaration)
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                var declaration = FunctionDeclaration(initializer)
                declaration.selfType = selfType
                initializers.append(declaration)
            } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self) {
                nestedTypes.append(decl)
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                typeAliases[alias.name.text] = alias.initializer.value.trimmedDescription
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                for element in enumCase.elements {
                    let parameters = element.parameterClause?.parameters.map { parameter in
                        (label: parameter.firstName?.text, defaultValue: parameter.defaultValue?.value)
                    }
                    cases.append(
                        Case(name: element.name.text, parameters: parameters ?? [], rawValue: element.rawValue?.value))
                }
            }
        }
    }

    private func addVariable(_ variable: VariableDeclSyntax, selfType: String?) {
        let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let attribute = variable.attributes.first?.as(AttributeSyntax.self)
        let wrapper = attribute?.attributeName.trimmedDescription
        let buildsViews = FunctionDeclaration.hasViewBuilder(variable.attributes)
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type =
                binding.typeAnnotation?.type.trimmedDescription
                ?? binding.initializer.flatMap { Self.inferredType(of: $0.value) }
            if let accessor = binding.accessorBlock {
                let body: CodeBlockItemListSyntax?
                switch accessor.accessors {
                case .getter(let statements): body = statements
                case .accessors(let list):
                    body = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
                }
                var declaration = FunctionDeclaration(
                    name: name, body: body,
                    buildsViews: buildsViews || name == "body" || (type ?? "").contains("View"),
                    isStatic: isStatic, node: Syntax(binding), returnType: type)
                declaration.selfType = selfType
                if isStatic {
                    staticProperties[name] = (nil, declaration)
                } else {
                    computedProperties[name] = declaration
                }
            } else if isStatic {
                staticProperties[name] = (binding.initializer?.value, nil)
            } else if wrapper != "ViewBuilder" || binding.initializer != nil {
                storedProperties.append(
                    StoredProperty(
                        name: name, type: type, initialValue: binding.initializer?.value,
                        wrapper: wrapper == "ViewBuilder" ? nil : wrapper,
                        environmentKey: wrapper == "Environment" ? Self.keyPathName(attribute) : nil,
                        isConstant: variable.bindingSpecifier.text == "let", node: Syntax(binding)))
            } else {
                // `@ViewBuilder let content: Content`: a stored view, passed as a closure.
                storedProperties.append(
                    StoredProperty(
                        name: name, type: type, initialValue: nil, wrapper: "ViewBuilder", environmentKey: nil,
                        isConstant: true, node: Syntax(binding)))
            }
        }
    }

    /// The type Swift infers for `var tint = Color.blue` (`Color`), `= 12.0` (`Double`),
    /// `= Theme()`: what a memberwise initializer's implicit-member argument (`.green`)
    /// resolves against. Nil where the type cannot be read off the syntax.
    static func inferredType(of value: ExprSyntax) -> String? {
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        var base = value
        var propertyReads = 0
        while true {
            if let call = base.as(FunctionCallExprSyntax.self) {
                base = call.calledExpression
                if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base { base = inner }
            } else if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base {
                // `Color.blue.opacity(0.5)`: the type at the root of the chain; but
                // `Theme.shared.accent` is a property of something else.
                propertyReads += 1
                base = inner
            } else {
                break
            }
        }
        guard propertyReads <= 1 else { return nil }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true
        else { return nil }
        return name
    }

    /// `@Environment(\.colorScheme)` -> `colorScheme`.
    private static func keyPathName(_ attribute: AttributeSyntax?) -> String? {
        guard case .argumentList(let arguments) = attribute?.arguments,
            let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self)
        else { return nil }
        return keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
    }

    /// Stored properties a memberwise initializer takes: those without an initial
    /// value, and `var`s with one (as optional arguments).
    var memberwiseParameters: [StoredProperty] {
        storedProperties.filter { property in
            // Wrappers that the system fills in are not initializer parameters.
            if let wrapper = property.wrapper, Self.systemFilledWrappers.contains(wrapper) { return false }
            if property.isConstant && property.initialValue != nil { return false }
            return true
        }
    }
}
