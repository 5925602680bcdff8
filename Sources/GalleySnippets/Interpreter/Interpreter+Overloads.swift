import Foundation
import GalleyUI
import SwiftSyntax

/// An argument whose type does not fit a parameter.
struct TypeMismatch: Error {
    var message: String
    var node: Syntax
}

extension Interpreter {
    /// Calls the registered overload whose labels and types fit the arguments; when
    /// none fits, the diagnostic lists the signatures that exist.
    func callOverloads(
        _ overloads: [Overload], named name: String, receiver: Value?, _ args: [Argument], at node: some SyntaxProtocol,
        kind: String
    ) throws -> Value {
        var labelFits: [(Overload, [Argument?])] = []
        var labelError: LabelMismatch?
        for overload in overloads {
            do throws(LabelMismatch) {
                labelFits.append((overload, try match(args, to: overload.signature.matchingShape)))
            } catch {
                labelError = labelError ?? error
            }
        }
        guard !labelFits.isEmpty else {
            let signatures = overloads.map(\.signature.selector)
            let have = LabelMismatch.labels(of: args)
            let message: String
            if overloads.count == 1, let labelError {
                message = "\(labelError.reason) in call to '\(signatures[0])' (have '\(have)')"
            } else {
                message =
                    "no \(kind) '\(name)' takes the arguments (\(have)); the signatures that exist: \(signatures.joined(separator: ", "))"
            }
            throw EvaluationError(message, at: labelError?.node ?? args.first?.node ?? Syntax(node))
        }
        // Of several failing overloads, the one using fewest defaults is the one meant.
        var firstMismatch: (mismatch: TypeMismatch, defaults: Int)?
        for (overload, slots) in labelFits {
            let defaults = slots.filter { $0 == nil }.count
            var values: [Any?] = []
            values.reserveCapacity(slots.count)
            do {
                for (parameter, slot) in zip(overload.signature.parameters, slots) {
                    if let slot {
                        values.append(try convert(slot.value, to: parameter.kind, at: slot.node))
                    } else {
                        values.append(try defaultValue(of: parameter, at: node))
                    }
                }
            } catch let mismatch as TypeMismatch {
                if firstMismatch == nil || defaults < firstMismatch!.defaults { firstMismatch = (mismatch, defaults) }
                continue
            }
            try budget.step(at: node)
            return try overload.implementation(
                Arguments(
                    values: values, receiver: receiver, node: Syntax(node), signature: overload.signature,
                    interpreter: self, argumentNodes: slots.map { $0?.node }))
        }
        guard let mismatch = firstMismatch?.mismatch else {
            throw EvaluationError("no overload of '\(name)' fits the arguments", at: node)
        }
        let notes = labelFits.count > 1 ? labelFits.map { "candidate: \($0.0.signature.declaration)" } : []
        throw EvaluationError(mismatch.message, at: mismatch.node, notes: notes)
    }

    private func defaultValue(of parameter: Signature.Parameter, at node: some SyntaxProtocol) throws -> Any? {
        guard let source = parameter.defaultValue else { return nil }
        if source == "nil" { return nil }
        let expression = registry.parsedDefault(source)
        let value = try evaluate(expression, in: globals)
        return try convert(value, to: parameter.kind, at: Syntax(expression))
    }
}
