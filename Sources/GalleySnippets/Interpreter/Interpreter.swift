import GalleyUI
import SwiftSyntax

/// Evaluates Swift syntax against GalleyUI: a tree-walking interpreter for the Swift
/// that SwiftUI snippets are written in. One interpreter holds the declarations of a
/// whole article, so that later snippets see what earlier ones declared.
final class Interpreter {
    let registry: Registry
    var budget = Budget()
    /// Structs and enums the snippets declare, by name.
    var types: [String: DeclaredType] = [:]
    /// Members added by `extension View`, `extension Color`, ... to the registry's types.
    var extensions: [String: DeclaredType] = [:]
    /// `extension EnvironmentValues { var name: T }`: custom keys, read through their getter.
    var environmentKeys: [String: FunctionDeclaration] = [:]
    /// Protocols the snippets declare (`protocol ToastStyle`), for their type aliases.
    var protocols: [String: DeclaredType] = [:]
    /// `typealias Name = Type` at the top level.
    var typeAliases: [String: String] = [:]
    /// Functions declared at the top level.
    var functions: [String: [FunctionDeclaration]] = [:]
    let globals = Scope(parent: nil)
    /// An error raised while GalleyUI evaluated a body during layout, where nothing can
    /// throw; the renderer reports it after layout.
    var deferredError: EvaluationError?
    /// The value of the `return` being unwound (see ``ControlFlow``).
    var returnedValue: Value = .void

    init(registry: Registry) {
        self.registry = registry
    }

    /// The value of the `return` that was just caught; the slot is cleared for the next.
    func takeReturnedValue() -> Value {
        defer { returnedValue = .void }
        return returnedValue
    }

    /// The type a name stands for where `Self` is `selfType`: a type alias of that type
    /// or of a protocol it conforms to (`Configuration` in a snippet's own style
    /// protocol), else a top-level alias, else the name itself.
    func resolvedTypeName(_ name: String, inside selfType: String?) -> String {
        if let nested = nestedTypeName(name, inside: selfType) { return nested }
        if let selfType, let type = types[selfType] {
            if let alias = type.typeAliases[name] { return alias }
            for conformance in type.conformances.sorted() {
                if let alias = protocols[conformance]?.typeAliases[name] { return alias }
            }
        }
        return typeAliases[name] ?? name
    }

    /// The qualified name of the type `name` means inside the type `enclosing`
    /// (qualified): one nested in it or in a type around it (`WeatherModel.State`), or one
    /// of those types itself; nil when `name` is none of them.
    func nestedTypeName(_ name: String, inside enclosing: String?) -> String? {
        var prefix = enclosing
        while let current = prefix {
            if types[current + "." + name] != nil { return current + "." + name }
            if current == name || current.hasSuffix("." + name) { return current }
            prefix = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        return nil
    }

    /// The view extension and custom modifier named `name`, if the snippets declare one.
    func viewExtension(_ name: String) -> [FunctionDeclaration]? {
        extensions["View"]?.methods[name]
    }

    /// Runs `body` as a nested call, within the depth budget.
    func nested<T>(at node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        try budget.enter(at: node)
        defer { budget.leave() }
        return try body()
    }

    /// Runs work that GalleyUI triggers during layout (a custom view's body, a
    /// `GeometryReader` closure): an error is kept for the renderer, and the view is empty.
    func deferring(_ body: () throws -> any View) -> any View {
        deferring(or: EmptyView(), body)
    }

    /// The same for work whose result is not a view (a declared shape's path): `fallback`
    /// stands in for it once an error is kept.
    func deferring<Result>(or fallback: @autoclosure () -> Result, _ body: () throws -> Result) -> Result {
        if deferredError != nil { return fallback() }
        do {
            return try body()
        } catch let error as EvaluationError {
            deferredError = error
        } catch {
            // Control flow cannot escape a body; anything else is not an evaluation error.
        }
        return fallback()
    }
}
