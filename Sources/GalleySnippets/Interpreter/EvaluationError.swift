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

/// Control flow that unwinds a body: `return`, `break`, `continue`.
enum ControlFlow: Error {
    case returned(Value)
    case broke
    case continued
}
