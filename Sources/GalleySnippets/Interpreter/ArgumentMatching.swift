import SwiftSyntax

/// Arguments whose labels fit no parameter list.
///
/// Every call is matched against each overload of its name, and most overloads do not
/// fit: the reason is kept as what went wrong and worded only when a diagnostic needs it.
struct LabelMismatch: Error {
    enum Kind {
        case missingArgument(parameter: String?)
        case missingLabel(String)
        case incorrectLabel
        case extraArgument(label: String?)
    }

    var kind: Kind
    var node: Syntax?

    /// Swift's wording of what went wrong.
    var reason: String {
        switch kind {
        case .missingArgument(let parameter): "missing argument for parameter '\(parameter ?? "_")'"
        case .missingLabel(let label): "missing argument label '\(label):'"
        case .incorrectLabel: "incorrect argument label"
        case .extraArgument(let label): "extra argument '\(label ?? "_")'"
        }
    }

    /// Swift's message, with the signature expected.
    func message(for signature: String, have args: [Argument]) -> String {
        "\(reason) in call to '\(signature)' (have '\(Self.labels(of: args))')"
    }

    /// `width:height:`, as Swift prints the labels at a call.
    static func labels(of args: [Argument]) -> String {
        args.filter { !$0.isTrailingClosure }.map { "\($0.label ?? "_"):" }.joined()
    }
}

/// What matching arguments needs of a parameter: its label, whether it may be left out,
/// and whether a trailing closure may fill it.
typealias ParameterShape = (label: String?, hasDefault: Bool, takesClosure: Bool)

extension Interpreter {
    /// Puts each argument in the slot of its parameter, leaving slots of parameters with
    /// defaults empty. The first trailing closure fills the next parameter that takes a
    /// closure, as Swift's forward scan does.
    func match(_ args: [Argument], to parameters: [ParameterShape]) throws(LabelMismatch)
        -> [Argument?]
    {
        // Made at the first argument that fits: most overloads tried fail at their first
        // parameter, and need no slots.
        var slots: [Argument?] = []
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            guard next < args.count else {
                if !parameter.hasDefault {
                    throw LabelMismatch(kind: .missingArgument(parameter: parameter.label), node: nil)
                }
                continue
            }
            let argument = args[next]
            let fits: Bool
            if argument.isTrailingClosure {
                // Swift's forward scan skips a defaulted closure parameter when a later one
                // needs the trailing closure. (Looked for only here: every call matches its
                // arguments against each overload, and most have no trailing closure.)
                fits =
                    parameter.takesClosure
                    && !(parameter.hasDefault
                        && parameters[(index + 1)...].contains { $0.takesClosure && !$0.hasDefault })
            } else {
                fits = argument.label == parameter.label
            }
            if fits {
                if slots.isEmpty { slots = Array(repeating: nil, count: parameters.count) }
                slots[index] = argument
                next += 1
            } else if !parameter.hasDefault {
                let kind: LabelMismatch.Kind =
                    if argument.label == nil, let label = parameter.label { .missingLabel(label) } else {
                        .incorrectLabel
                    }
                throw LabelMismatch(kind: kind, node: argument.node)
            }
        }
        if next < args.count {
            throw LabelMismatch(kind: .extraArgument(label: args[next].label), node: args[next].node)
        }
        return slots.isEmpty ? Array(repeating: nil, count: parameters.count) : slots
    }
}
