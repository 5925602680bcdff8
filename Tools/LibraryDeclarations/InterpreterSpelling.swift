import SwiftParser
import SwiftSyntax

/// How the snippet interpreter spells a declared parameter type: the interpreter has no
/// generics, so each generic placeholder becomes the one type a snippet's value converts
/// to. One rule per protocol, not per declaration.
public enum InterpreterSpelling {
    /// What a placeholder constrained to these protocols is to the interpreter.
    static let placeholderTypes: [String: String] = [
        "BinaryFloatingPoint": "Double",
        "FloatingPoint": "Double",
        "BinaryInteger": "Int",
        "FixedWidthInteger": "Int",
        "StringProtocol": "String",
        "Hashable": "AnyHashable",
        "Identifiable": "Any",
        "Equatable": "Any",
        "Sendable": "Any",
        "Strideable": "Any",
        "Comparable": "Any",
        "RandomAccessCollection": "Any",
        "Collection": "Any",
        "Sequence": "Any",
    ]

    /// The parameter list as the interpreter's `Signature` reads it:
    /// `(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)`.
    public static func parameterList(of declaration: Declaration) -> String {
        "("
            + declaration.parameters.map { parameter in
                let names =
                    switch (parameter.label, parameter.name) {
                    case (let label?, let name?) where label == name: label
                    case (let label?, let name?): "\(label) \(name)"
                    case (let label?, nil): label
                    case (nil, let name?): "_ \(name)"
                    case (nil, nil): "_"
                    }
                let type = spelling(of: parameter.type, generics: declaration.generics)
                return "\(names): \(type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
            }
            .joined(separator: ", ") + ")"
    }

    /// A declared type with its placeholders replaced.
    public static func spelling(of type: String, generics: [String: [String]]) -> String {
        var parser = Parser(type)
        return spelling(TypeSyntax.parse(from: &parser), generics: generics)
    }

    static func spelling(_ type: TypeSyntax, generics: [String: [String]]) -> String {
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return spelling(attributed.baseType, generics: generics)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            let wrapped = spelling(optional.wrappedType, generics: generics)
            return (optional.wrappedType.is(FunctionTypeSyntax.self) ? "(\(wrapped))" : wrapped) + "?"
        }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return spelling(optional.wrappedType, generics: generics) + "?"
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            return "[" + spelling(array.element, generics: generics) + "]"
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return "[" + spelling(dictionary.key, generics: generics) + ": "
                + spelling(dictionary.value, generics: generics) + "]"
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
                return spelling(only.type, generics: generics)
            }
            return "(" + tuple.elements.map { spelling($0.type, generics: generics) }.joined(separator: ", ") + ")"
        }
        if let function = type.as(FunctionTypeSyntax.self) {
            let parameters = function.parameters.map { spelling($0.type, generics: generics) }
            return "(" + parameters.joined(separator: ", ") + ") -> "
                + spelling(function.returnClause.type, generics: generics)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.text
            if identifier.genericArgumentClause == nil, let constraints = generics[name] {
                return placeholder(constraints, generics: generics)
            }
            guard let arguments = identifier.genericArgumentClause?.arguments else { return name }
            return name + "<"
                + arguments.map { argument in
                    argument.argument.as(TypeSyntax.self).map { spelling($0, generics: generics) }
                        ?? argument.argument.trimmedDescription
                }
                .joined(separator: ", ") + ">"
        }
        if let member = type.as(MemberTypeSyntax.self) {
            // A placeholder's member (`V.Stride`) is whatever the snippet gives.
            if let base = member.baseType.as(IdentifierTypeSyntax.self), generics[base.name.text] != nil {
                return "Any"
            }
            return type.trimmedDescription
        }
        return type.trimmedDescription
    }

    /// A placeholder's constraints as one interpreter type: a same-type requirement's type,
    /// a numeric or text protocol's concrete type, else `some P` for the first protocol, else `Any`.
    static func placeholder(_ constraints: [String], generics: [String: [String]]) -> String {
        if let same = constraints.first(where: { $0.hasPrefix("=") }) {
            return spelling(of: String(same.dropFirst()), generics: [:])
        }
        for constraint in constraints {
            if let concrete = placeholderTypes[constraint] { return concrete }
        }
        if let first = constraints.first { return "some \(first)" }
        return "Any"
    }
}
