import Foundation
import SwiftSyntax

/// Something a snippet can call: a closure literal, a declared function or method, or
/// a group of the registry's overloads.
struct Callable {
    enum Body {
        case closure(ClosureExprSyntax, Scope)
        case function(FunctionDeclaration, Scope, receiver: Value?)
        case overloads([Overload], receiver: Value?)
        /// A Swift closure the interpreter made, such as a bound array method.
        case native(([Argument]) throws -> Value)
    }

    var name: String
    var body: Body
}

/// A function, method, initializer or computed property the snippet declares.
struct FunctionDeclaration {
    struct Parameter {
        var label: String?
        var name: String
        var type: String
        var defaultValue: ExprSyntax?
    }

    var name: String
    var parameters: [Parameter]
    var body: CodeBlockItemListSyntax?
    /// A `@ViewBuilder` member, a `body`, or a member returning `some View`: its
    /// statements build views.
    var buildsViews: Bool
    var isStatic: Bool
    var isMutating: Bool
    var node: Syntax
    /// The declared result type (`ShadowLabelStyle`), against which a returned implicit
    /// member (`.init()`, `.red`) resolves; nil when none is written.
    var returnType: String?
    /// The type `Self` names in the body (see `DeclaredType.addMembers`).
    var selfType: String?
    /// `<S: ToastStyle>` or `where S: ToastStyle`: the protocol a generic parameter
    /// conforms to, against which an implicit member argument (`.capsule`) resolves.
    var genericConstraints: [String: String] = [:]

    init(_ decl: FunctionDeclSyntax) {
        name = decl.name.text.withoutBackticks
        parameters = decl.signature.parameterClause.parameters.map(Self.parameter)
        body = decl.body?.statements
        let returnType = decl.signature.returnClause?.type.trimmedDescription ?? ""
        self.returnType = returnType.isEmpty ? nil : returnType
        buildsViews = Self.hasViewBuilder(decl.attributes) || returnType.contains("View")
        isStatic = decl.modifiers.contains { $0.name.text == "static" }
        isMutating = decl.modifiers.contains { $0.name.text == "mutating" }
        node = Syntax(decl)
        genericConstraints = Self.constraints(decl.genericParameterClause, decl.genericWhereClause)
    }

    init(_ decl: InitializerDeclSyntax) {
        name = "init"
        genericConstraints = Self.constraints(decl.genericParameterClause, decl.genericWhereClause)
        parameters = decl.signature.parameterClause.parameters.map(Self.parameter)
        body = decl.body?.statements
        buildsViews = false
        isStatic = false
        isMutating = true
        node = Syntax(decl)
    }

    /// A computed property or a `body`, as a function without parameters.
    init(
        name: String, body: CodeBlockItemListSyntax?, buildsViews: Bool, isStatic: Bool, node: Syntax,
        returnType: String? = nil
    ) {
        self.name = name
        self.returnType = returnType
        parameters = []
        self.body = body
        self.buildsViews = buildsViews
        self.isStatic = isStatic
        isMutating = false
        self.node = node
    }

    private static func constraints(_ parameters: GenericParameterClauseSyntax?, _ clause: GenericWhereClauseSyntax?)
        -> [String: String]
    {
        var constraints: [String: String] = [:]
        for parameter in parameters?.parameters ?? [] {
            if let inherited = parameter.inheritedType {
                constraints[parameter.name.text] = inherited.trimmedDescription
            }
        }
        for requirement in clause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement {
                constraints[conformance.leftType.trimmedDescription] = conformance.rightType.trimmedDescription
            }
        }
        return constraints
    }

    static func hasViewBuilder(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
    }

    private static func parameter(_ syntax: FunctionParameterSyntax) -> Parameter {
        let first = syntax.firstName.text
        let second = syntax.secondName?.text
        return Parameter(
            label: first == "_" ? nil : first, name: second ?? first, type: syntax.type.trimmedDescription,
            defaultValue: syntax.defaultValue?.value)
    }

    /// What argument matching needs of each parameter: its label, whether it has a
    /// default, whether it takes a closure (a trailing one may fill it).
    var argumentShape: [ParameterShape] {
        parameters.map { ($0.label, $0.defaultValue != nil, $0.type.contains("->")) }
    }

    /// `name(label:label:)`, as diagnostics print signatures.
    var signatureText: String {
        "\(name)(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }
}
