import SwiftParser
import SwiftSyntax

/// The type of a registered parameter, parsed once from the signature's Swift spelling,
/// so that conversion decides on a small typed value instead of inspecting strings.
indirect enum ParameterType: Sendable, Equatable {
    /// `Any`: the snippet's value, as it is.
    case any
    /// A type the registry knows by name: `Color`, `some View`, `Binding<Bool>`, `[GridItem]`.
    case named(String)
    /// `T?`: `nil`, or a value converted to `T`.
    case optional(ParameterType)
    /// A closure parameter: how many parameters it takes and what it gives back. A
    /// closure that returns a view runs as a view builder, `@ViewBuilder` or not.
    case closure(parameterCount: Int, result: ClosureResult)

    /// What a closure parameter returns, which decides what its implementation receives.
    enum ClosureResult: Sendable, Equatable {
        /// `Void`: an action, never run in a still picture (``Action``).
        case nothing
        /// A view: made at once when the closure takes nothing (`any View`), else a
        /// ``ViewFunction``.
        case view
        /// `Any`: the closure itself, for the implementation to call (a snippet `Value`).
        case any
        /// Any other type: a ``ValueFunction``.
        case value
    }

    /// Parses a parameter type as the registry spells it; nil when it is not a type.
    init?(spelling: String) {
        let tree = Parser.parse(source: "let x: \(spelling)")
        guard
            let binding = tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first,
            let type = binding.typeAnnotation?.type, !type.hasError, binding.initializer == nil,
            type.trimmedDescription == spelling.trimmingCharacters(in: .whitespaces)
        else { return nil }
        self.init(type)
    }

    init(_ syntax: TypeSyntax) {
        if let attributed = syntax.as(AttributedTypeSyntax.self) {
            // `@escaping`, `@ViewBuilder`: the closure is the same to a snippet.
            self = ParameterType(attributed.baseType)
        } else if let optional = syntax.as(OptionalTypeSyntax.self) {
            self = .optional(ParameterType(optional.wrappedType))
        } else if let optional = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = .optional(ParameterType(optional.wrappedType))
        } else if let tuple = syntax.as(TupleTypeSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.firstName == nil
        {
            self = ParameterType(only.type)
        } else if let function = syntax.as(FunctionTypeSyntax.self) {
            self = .closure(
                parameterCount: function.parameters.count,
                result: Self.closureResult(function.returnClause.type))
        } else if syntax.trimmedDescription == "Any" {
            self = .any
        } else {
            self = .named(syntax.trimmedDescription)
        }
    }

    private static func closureResult(_ type: TypeSyntax) -> ClosureResult {
        let spelling = type.trimmedDescription
        if spelling == "Void" || spelling == "()" { return .nothing }
        if spelling == "Any" { return .any }
        if spelling.hasSuffix("View") { return .view }
        return .value
    }

    /// Whether a trailing closure may fill a parameter of this type.
    var takesClosure: Bool {
        switch self {
        case .closure: true
        case .optional(let wrapped): wrapped.takesClosure
        case .any, .named: false
        }
    }
}

extension Signature.Parameter {
    /// The parsed type, spelt for tests and debugging: `CGFloat?`, `() -> view`, `(1) -> Any`.
    public var kindDescription: String { kind.description }
}

extension ParameterType: CustomStringConvertible {
    var description: String {
        switch self {
        case .any: "Any"
        case .named(let name): name
        case .optional(let wrapped): "\(wrapped)?"
        case .closure(let count, let result):
            (count == 0 ? "()" : "(\(count))") + " -> "
                + (result == .nothing ? "Void" : result == .view ? "view" : result == .any ? "Any" : "value")
        }
    }
}
