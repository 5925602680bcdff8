import GalleyUI
import SwiftParser
import SwiftSyntax

/// The parameters of a registered initializer, modifier or function, written as Swift:
/// `(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)`. The same text drives argument
/// matching, default values, type checks and the signatures diagnostics list.
public struct Signature: Sendable {
    public struct Parameter: Sendable {
        public var label: String?
        public var type: String
        /// The default value's source, evaluated by the interpreter when the argument is left out.
        public var defaultValue: String?

        /// A closure parameter that a trailing closure may fill.
        var takesClosure: Bool { type.contains("->") }
    }

    public var name: String
    public var parameters: [Parameter]

    /// Parses `parameters` (the parenthesised list) of the member `name`.
    public init(name: String, parameters source: String) {
        self.name = name
        let tree = Parser.parse(source: "func f\(source) {}")
        let function = tree.statements.first?.item.as(FunctionDeclSyntax.self)
        precondition(function != nil, "registry signature does not parse: \(source)")
        parameters = function!.signature.parameterClause.parameters.map { syntax in
            let label = syntax.firstName.text
            return Parameter(
                label: label == "_" ? nil : label, type: syntax.type.trimmedDescription,
                defaultValue: syntax.defaultValue?.value.trimmedDescription)
        }
    }

    /// `padding(_ length: CGFloat)`, as a candidate in a diagnostic.
    public var declaration: String {
        "\(name)("
            + parameters.map { "\($0.label ?? "_"): \($0.type)" + ($0.defaultValue.map { " = \($0)" } ?? "") }
            .joined(separator: ", ") + ")"
    }

    /// `padding(_:_:)`, as Swift names a function.
    public var selector: String {
        "\(name)(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }
}

/// One registered way to call something: its signature and what it does.
struct Overload {
    var signature: Signature
    var implementation: (Arguments) throws -> Value
}

/// The arguments of a call, matched to a signature's parameters and converted to the
/// parameter types, so that an implementation reads them by position.
struct Arguments {
    var values: [Any?]
    /// The receiver of a modifier or method.
    var receiver: Value?
    var node: Syntax
    unowned let interpreter: Interpreter

    subscript<T>(_ index: Int) -> T {
        values[index] as! T
    }

    /// An optional parameter: nil when the argument was `nil` or left out.
    func optional<T>(_ index: Int) -> T? {
        values[index] as? T
    }
}

extension Arguments {
    /// A view argument, or a builder closure's view, type-erased for a generic initializer.
    func view(_ index: Int) -> AnyView {
        AnyView(erasing: values[index] as! any View)
    }

    /// An optional view argument.
    func optionalView(_ index: Int) -> AnyView? {
        (values[index] as? any View).map { AnyView(erasing: $0) }
    }
}
