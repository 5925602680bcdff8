import GalleyUI
import SwiftParser
import SwiftSyntax

/// The parameters of a registered initializer, modifier or function, written as Swift:
/// `(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)`. The same text drives argument
/// matching, default values, type checks and the signatures diagnostics list.
public struct Signature: Sendable {
    public struct Parameter: Sendable {
        public var label: String?
        /// The name inside the declaration (`edges` in `_ edges: Edge.Set`): what an
        /// implementation reads the argument by.
        public var name: String?
        /// The type as written, for diagnostics and the reference.
        public var type: String
        /// The default value's source, evaluated by the interpreter when the argument is left out.
        public var defaultValue: String?
        /// The type, parsed: what conversion turns the argument into.
        var kind: ParameterType

        /// A closure parameter that a trailing closure may fill.
        var takesClosure: Bool { kind.takesClosure }
    }

    public var name: String
    public var parameters: [Parameter] {
        didSet { matchingShape = Self.shape(of: parameters) }
    }
    /// What argument matching needs of each parameter, made once: every call of every
    /// snippet matches its arguments against each overload of its name.
    private(set) var matchingShape: [ParameterShape] = []

    /// Parses `parameters` (the parenthesised list) of the member `name`.
    /// - Throws: ``SignatureError`` when the text is not a parameter list.
    public init(name: String, parameters source: String) throws(SignatureError) {
        self.name = name
        let tree = Parser.parse(source: "func f\(source) {}")
        guard tree.statements.count == 1, !tree.hasError,
            let function = tree.statements.first?.item.as(FunctionDeclSyntax.self)
        else { throw SignatureError(name: name, parameters: source) }
        parameters = function.signature.parameterClause.parameters.map { syntax in
            let label = syntax.firstName.text
            let name = syntax.secondName?.text ?? (label == "_" ? nil : label)
            return Parameter(
                label: label == "_" ? nil : label, name: name, type: syntax.type.trimmedDescription,
                defaultValue: syntax.defaultValue?.value.trimmedDescription, kind: ParameterType(syntax.type))
        }
        matchingShape = Self.shape(of: parameters)
    }

    private static func shape(of parameters: [Parameter]) -> [ParameterShape] {
        parameters.map { (label: $0.label, hasDefault: $0.defaultValue != nil, takesClosure: $0.takesClosure) }
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
    var implementation: @Sendable (Arguments) throws -> Value
}

/// A registration whose parameter list is not Swift: a mistake in Galley's own
/// registry, found when the registry is built (and by its tests), never by a snippet.
public struct SignatureError: Error, CustomStringConvertible {
    public var name: String
    public var parameters: String
    public var description: String { "registry signature of '\(name)' does not parse: \(parameters)" }
}

/// The arguments of a call, matched to a signature's parameters and converted to the
/// parameter types, so that an implementation reads them by the parameter's name in the
/// declaration (`a["edges"]` for `_ edges: Edge.Set`), never by position.
///
/// Reads never trap: a name the signature does not have, or a value of another type than
/// the implementation asks for (a registry whose declaration and implementation disagree),
/// is an error at the call.
struct Arguments {
    var values: [Any?]
    /// The receiver of a modifier or method.
    var receiver: Value?
    var node: Syntax
    /// The signature called, for the message of a registry mistake.
    var signature: Signature
    unowned let interpreter: Interpreter
    /// Where each argument was written (nil for a default), for diagnostics about one argument.
    var argumentNodes: [Syntax?] = []

    /// The position of the parameter called `name`, or nil when the signature has none.
    private func index(of name: String) -> Int? {
        signature.parameters.firstIndex { $0.name == name }
    }

    /// Where argument `name` was written, or the call when it was left out.
    func node(of name: String) -> Syntax {
        guard let index = index(of: name), argumentNodes.indices.contains(index) else { return node }
        return argumentNodes[index] ?? node
    }

    /// A required argument of type `T`.
    subscript<T>(_ name: String) -> T {
        get throws {
            guard let index = index(of: name), values.indices.contains(index), let value = values[index] as? T else {
                throw registryMistake(name, expected: "\(T.self)")
            }
            return value
        }
    }

    /// An optional parameter: nil when the argument was `nil` or left out.
    func optional<T>(_ name: String) -> T? {
        guard let index = index(of: name), values.indices.contains(index) else {
            report(registryMistake(name, expected: "\(T.self)?"))
            return nil
        }
        guard let value = values[index] else { return nil }
        guard let typed = value as? T else {
            report(registryMistake(name, expected: "\(T.self)?"))
            return nil
        }
        return typed
    }

    /// The error for an implementation that reads an argument its signature does not give.
    func registryMistake(_ name: String, expected: String) -> EvaluationError {
        let given: String
        if let index = index(of: name), values.indices.contains(index) {
            given = values[index].map { "\(type(of: $0))" } ?? "nil"
        } else {
            given = "no such parameter"
        }
        return EvaluationError(
            "internal error: Galley's '\(signature.selector)' reads argument '\(name)' as '\(expected)' but "
                + "received '\(given)'; please report this", at: node)
    }

    /// Records a mistake where the implementation cannot throw (inside a view builder):
    /// the snippet fails with it after evaluation instead of crashing.
    func report(_ error: EvaluationError) {
        if interpreter.deferredError == nil { interpreter.deferredError = error }
    }
}

extension Arguments {
    /// A view argument, or a builder closure's view, type-erased for a generic initializer.
    /// Conversion made every view parameter a view; anything else is a registry mistake,
    /// reported, with an empty view in its place.
    func view(_ name: String) -> AnyView {
        guard let index = index(of: name), values.indices.contains(index), let view = values[index] as? any View
        else {
            report(registryMistake(name, expected: "some View"))
            return AnyView(EmptyView())
        }
        return AnyView(erasing: view)
    }

    /// An optional view argument.
    func optionalView(_ name: String) -> AnyView? {
        guard let index = index(of: name), values.indices.contains(index) else {
            report(registryMistake(name, expected: "(some View)?"))
            return nil
        }
        guard let value = values[index] else { return nil }
        guard let view = value as? any View else {
            report(registryMistake(name, expected: "(some View)?"))
            return nil
        }
        return AnyView(erasing: view)
    }
}
