import SwiftParser
import SwiftSyntax

@testable import GalleySnippets

/// Whether a registered signature is a way to call a library declaration: the same
/// argument labels in the same order, parameters the registry leaves out defaulted in the
/// library, types that agree and the same default values.
enum SignatureAgreement {
    static func accepts(
        _ declared: LibraryDeclarations.Function, _ registered: Signature, typeGenerics: Set<String> = []
    ) -> Bool {
        let generics = declared.generics.union(typeGenerics)
        let given = registered.parameters
        var index = given.startIndex
        for parameter in declared.parameters {
            while index < given.endIndex, isSetAside(given[index]), given[index].label != parameter.label {
                index += 1
            }
            if index < given.endIndex, given[index].label == parameter.label,
                typesAgree(parameter.type, given[index].type, generics: generics),
                defaultsAgree(parameter, given[index])
            {
                index += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return given[index...].allSatisfy(isSetAside)
    }

    /// The registry's `_: Any = nil` idiom: an argument SwiftUI takes that the interpreter
    /// accepts and sets aside (`pinnedViews:`, `path:`) where the library has no such
    /// parameter.
    static func isSetAside(_ parameter: Signature.Parameter) -> Bool {
        parameter.type == "Any" && parameter.defaultValue == "nil"
    }

    /// A default the registry gives must be the library's: the same picture when the
    /// argument is left out. A closure the registry defaults to `nil` is an action that
    /// never runs in a still picture, whatever the library's empty closure is.
    static func defaultsAgree(_ declared: LibraryDeclarations.Function.Parameter, _ registered: Signature.Parameter)
        -> Bool
    {
        guard let given = registered.defaultValue else { return true }
        guard let expected = declared.defaultValue else { return false }
        if given == "nil", declared.type.contains("->") { return true }
        return expected == given
    }

    static func typesAgree(_ declared: String, _ registered: String, generics: Set<String>) -> Bool {
        agree(parse(declared), parse(registered), generics: generics)
    }

    private static func parse(_ type: String) -> TypeSyntax {
        var parser = Parser(type)
        return TypeSyntax.parse(from: &parser)
    }

    /// Compares two types as trees. A generic parameter, a member of one (`V.Stride`),
    /// `some P` and `any P` in the library take any type; so does the registry's `Any`.
    /// Attributes (`@escaping`, `@ViewBuilder`) do not count, an optional closure is a
    /// closure, and names compare by their last component (`Font.TextStyle` is declared as
    /// `TextStyle` inside `Font`).
    private static func agree(_ declared: TypeSyntax, _ registered: TypeSyntax, generics: Set<String>) -> Bool {
        let declared = simplified(declared)
        let registered = simplified(registered)
        if isPlaceholder(declared, generics: generics) { return true }
        if let identifier = registered.as(IdentifierTypeSyntax.self), identifier.name.text == "Any" { return true }
        if registered.is(SomeOrAnyTypeSyntax.self) { return true }
        if let left = declared.as(OptionalTypeSyntax.self), let right = registered.as(OptionalTypeSyntax.self) {
            return agree(left.wrappedType, right.wrappedType, generics: generics)
        }
        if let left = declared.as(ArrayTypeSyntax.self), let right = registered.as(ArrayTypeSyntax.self) {
            return agree(left.element, right.element, generics: generics)
        }
        if let left = declared.as(FunctionTypeSyntax.self), let right = registered.as(FunctionTypeSyntax.self) {
            return left.parameters.count == right.parameters.count
                && zip(left.parameters, right.parameters).allSatisfy {
                    agree($0.type, $1.type, generics: generics)
                }
                && agree(left.returnClause.type, right.returnClause.type, generics: generics)
        }
        guard let left = named(declared), let right = named(registered) else {
            return declared.trimmedDescription == registered.trimmedDescription
        }
        let leftArguments = left.arguments?.arguments.compactMap { $0.argument.as(TypeSyntax.self) } ?? []
        let rightArguments = right.arguments?.arguments.compactMap { $0.argument.as(TypeSyntax.self) } ?? []
        return left.name == right.name && leftArguments.count == rightArguments.count
            && zip(leftArguments, rightArguments).allSatisfy { agree($0, $1, generics: generics) }
    }

    /// Without attributes, specifiers, one-element parentheses and the optional around a closure.
    private static func simplified(_ type: TypeSyntax) -> TypeSyntax {
        if let attributed = type.as(AttributedTypeSyntax.self) { return simplified(attributed.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.firstName == nil
        {
            return simplified(only.type)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            let wrapped = simplified(optional.wrappedType)
            if wrapped.is(FunctionTypeSyntax.self) { return wrapped }
        }
        return type
    }

    private static func isPlaceholder(_ type: TypeSyntax, generics: Set<String>) -> Bool {
        if type.is(SomeOrAnyTypeSyntax.self) { return true }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.genericArgumentClause == nil && generics.contains(identifier.name.text)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return isPlaceholder(member.baseType, generics: generics)
        }
        return false
    }

    /// A nominal type's last name and generic arguments.
    private static func named(_ type: TypeSyntax) -> (name: String, arguments: GenericArgumentClauseSyntax?)? {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return (identifier.name.text, identifier.genericArgumentClause)
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return (member.name.text, member.genericArgumentClause)
        }
        return nil
    }
}
