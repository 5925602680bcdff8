import SwiftSyntax

extension Interpreter {
    /// `stride(from:to:by:)` and `stride(from:through:by:)`, as an array: integers when every
    /// bound is one, doubles otherwise. A zero step traps in Swift; here it is the same
    /// message, and a stride too long for a picture is refused rather than built.
    func stride(from start: Value, to end: Value, by step: Value, closed: Bool, at node: Syntax) throws -> Value {
        if case .int(let first) = start, case .int(let last) = end, case .int(let increment) = step {
            return .array(try strideValues(first, last, increment, closed: closed, at: node).map(Value.int))
        }
        guard let first = numeric(start), let last = numeric(end), let increment = numeric(step) else {
            throw EvaluationError("stride takes numbers", at: node)
        }
        return .array(try strideValues(first, last, increment, closed: closed, at: node).map(Value.double))
    }

    private func strideValues<Number: Strideable>(
        _ first: Number, _ last: Number, _ increment: Number.Stride, closed: Bool, at node: Syntax
    ) throws -> [Number] {
        let limit = 10_000
        guard increment != 0 else { throw EvaluationError("Fatal error: Stride size must not be zero", at: node) }
        let values =
            closed
            ? Array(Swift.stride(from: first, through: last, by: increment).prefix(limit + 1))
            : Array(Swift.stride(from: first, to: last, by: increment).prefix(limit + 1))
        guard values.count <= limit else {
            throw EvaluationError("this stride has more than 10,000 values: too many for a preview", at: node)
        }
        return values
    }
}
