import SwiftSyntax

/// Calling the callable arguments of Swift's own methods (`map`'s transform, `sorted`'s
/// comparison): a closure, a function, a key path or a type, as the conversion to a
/// `(…) -> Any` parameter passes it on.
extension Arguments {
    /// Calls the argument `name` with `values`, positionally, at the call.
    func call(_ name: String, _ values: Value...) throws -> Value {
        let function: Value = try self[name]
        return try interpreter.callValue(
            function, values.map { Argument(label: nil, value: $0, node: node) }, at: node)
    }

    /// Calls the argument `name`, a test, with `values`: its result must be a `Bool`.
    func test(_ name: String, _ values: Value...) throws -> Bool {
        let function: Value = try self[name]
        let result = try interpreter.callValue(
            function, values.map { Argument(label: nil, value: $0, node: node) }, at: node)
        return try interpreter.truth(result, at: node)
    }

    /// The error for an implementation given a receiver of another type than its owner's:
    /// a mistake in Galley's dispatch, never the snippet's.
    func receiverMistake(_ receiver: Value) -> EvaluationError {
        EvaluationError(
            "internal error: Galley's '\(signature.selector)' was called on a value of type "
                + "'\(receiver.typeName)'; please report this", at: node)
    }
}
