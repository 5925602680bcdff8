import SwiftSyntax

/// Why a snippet could not be evaluated, at the syntax node where it went wrong.
struct EvaluationError: Error {
    var message: String
    var node: Syntax
    var notes: [String] = []

    init(_ message: String, at node: some SyntaxProtocol, notes: [String] = []) {
        self.message = message
        self.node = Syntax(node)
        self.notes = notes
    }
}

/// Control flow that unwinds a body: `return`, `break`, `continue`. Errors must be
/// `Sendable` and a snippet's values are not, so a `return` leaves its value in
/// ``Interpreter/returnedValue`` for the call that catches it.
enum ControlFlow: Error {
    case returned
    case broke
    case continued
}
