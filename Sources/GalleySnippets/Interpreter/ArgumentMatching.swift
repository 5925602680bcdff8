import SwiftSyntax

/// Arguments whose labels fit no parameter list.
struct LabelMismatch: Error {
    var reason: String
    var node: Syntax?

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
    func match(_ args: [Argument], to parameters: [ParameterShape]) throws
        -> [Argument?]
    {
        var slots = [Argument?](repeating: nil, count: parameters.count)
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            guard next < args.count else {
                if !parameter.hasDefault {
                    throw LabelMismatch(reason: "missing argument for parameter '\(parameter.label ?? "_")'", node: nil)
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
                slots[index] = argument
                next += 1
            } else if !parameter.hasDefault {
                let reason =
                    argument.label == nil && parameter.label != nil
                    ? "missing argument label '\(parameter.label!):'" : "incorrect argument label"
                throw LabelMismatch(reason: reason, node: argument.node)
            }
        }
        if next < args.count {
            throw LabelMismatch(reason: "extra argument '\(args[next].label ?? "_")'", node: args[next].node)
        }
        return slots
    }
}
