import Foundation
import GalleyUI
import SwiftSyntax

extension Interpreter {
    func evaluateInfix(_ infix: InfixOperatorExprSyntax, in scope: Scope) throws -> Value {
        if infix.operator.is(AssignmentExprSyntax.self) {
            try assign(try evaluate(infix.rightOperand, in: scope), to: infix.leftOperand, in: scope)
            return .void
        }
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw EvaluationError("this operator is not supported in snippets", at: infix.operator)
        }
        switch op {
        case "&&":
            let left = try evaluate(infix.leftOperand, in: scope)
            guard try truth(left, at: infix.leftOperand) else { return .bool(false) }
            return .bool(try truth(try evaluate(infix.rightOperand, in: scope), at: infix.rightOperand))
        case "||":
            let left = try evaluate(infix.leftOperand, in: scope)
            if try truth(left, at: infix.leftOperand) { return .bool(true) }
            return .bool(try truth(try evaluate(infix.rightOperand, in: scope), at: infix.rightOperand))
        case "??":
            let left = try evaluate(infix.leftOperand, in: scope)
            return left.isNull ? try evaluate(infix.rightOperand, in: scope) : left
        case "+=", "-=", "*=", "/=", "%=", "&+=", "&-=", "&*=":
            let current = try evaluate(infix.leftOperand, in: scope)
            let right = try evaluate(infix.rightOperand, in: scope)
            let result = try binary(String(op.dropLast()), current, right, at: infix.operator)
            try assign(result, to: infix.leftOperand, in: scope)
            return .void
        default:
            let left = try evaluate(infix.leftOperand, in: scope)
            let right = try evaluate(infix.rightOperand, in: scope)
            return try binary(
                op, numericImplicit(left, beside: right), numericImplicit(right, beside: left), at: infix.operator)
        }
    }

    /// `angle * .pi`: an implicit member beside a number is a member of `Double`, the
    /// type Swift infers there (`.pi`, `.infinity`, `.zero`).
    private func numericImplicit(_ value: Value, beside other: Value) throws -> Value {
        guard case .implicitMember(let member) = value else { return value }
        switch other {
        case .int, .double: return try resolveImplicitValue(member, as: "Double")
        default: return value
        }
    }

    func binary(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value {
        switch (op, left, right) {
        case ("+", .int(let a), .int(let b)): return .int(try checked(a.addingReportingOverflow(b), at: node))
        case ("-", .int(let a), .int(let b)): return .int(try checked(a.subtractingReportingOverflow(b), at: node))
        case ("*", .int(let a), .int(let b)): return .int(try checked(a.multipliedReportingOverflow(by: b), at: node))
        case ("&+", .int(let a), .int(let b)): return .int(a &+ b)
        case ("&-", .int(let a), .int(let b)): return .int(a &- b)
        case ("&*", .int(let a), .int(let b)): return .int(a &* b)
        case ("/", .int(let a), .int(let b)):
            guard b != 0 else { throw EvaluationError("division by zero", at: node) }
            let (quotient, overflow) = a.dividedReportingOverflow(by: b)
            guard !overflow else { throw EvaluationError("division results in an overflow", at: node) }
            return .int(quotient)
        case ("%", .int(let a), .int(let b)):
            guard b != 0 else { throw EvaluationError("division by zero in remainder operation", at: node) }
            let (remainder, overflow) = a.remainderReportingOverflow(dividingBy: b)
            guard !overflow else {
                throw EvaluationError("division results in an overflow in remainder operation", at: node)
            }
            return .int(remainder)
        case ("+", .string(let a), .string(let b)): return .string(a + b)
        case ("+", .array(let a), .array(let b)): return .array(a + b)
        case ("..<", .int(let a), .int(let b)):
            guard a <= b else { throw EvaluationError("range requires lowerBound <= upperBound", at: node) }
            return .range(a, b)
        case ("...", .int(let a), .int(let b)):
            guard a <= b else { throw EvaluationError("range requires lowerBound <= upperBound", at: node) }
            // A range is stored half-open, and none ends after Int.max: `0...Int.max`
            // keeps both bounds, as a range of Doubles does.
            let (end, overflow) = b.addingReportingOverflow(1)
            return overflow ? closedRange(left, right) : .range(a, end)
        case ("...", _, _), ("..<", _, _):
            return closedRange(left, right)
        case ("==", _, _): return .bool(equal(left, right))
        case ("!=", _, _): return .bool(!equal(left, right))
        case ("+", .native(let a as Text), .native(let b as Text)): return .native(a + b)
        default: break
        }
        if ["+", "-", "*", "/", "<", ">", "<=", ">="].contains(op), let a = numeric(left), let b = numeric(right) {
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            default: return .bool(a >= b)
            }
        }
        if case .string(let a) = left, case .string(let b) = right, ["<", ">", "<=", ">="].contains(op) {
            switch op {
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            default: return .bool(a >= b)
            }
        }
        throw EvaluationError(
            "binary operator '\(op)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'",
            at: node)
    }

    private func closedRange(_ lower: Value, _ upper: Value) -> Value {
        .tuple([(label: "lower", value: lower), (label: "upper", value: upper)])
    }

    /// An `Int` result, or Swift's trap where the result does not fit: snippets ask
    /// for wrapping with `&+`, `&-` and `&*`, as Swift code does.
    func checked(_ result: (partialValue: Int, overflow: Bool), at node: some SyntaxProtocol) throws -> Int {
        guard !result.overflow else { throw EvaluationError("arithmetic overflow", at: node) }
        return result.partialValue
    }

    func evaluatePrefix(_ prefix: PrefixOperatorExprSyntax, in scope: Scope) throws -> Value {
        // `-9223372036854775808` is one literal in Swift, and fits in `Int`.
        if prefix.operator.text == "-", let literal = prefix.expression.as(IntegerLiteralExprSyntax.self) {
            return .int(try integerLiteral(literal, negated: true, at: prefix))
        }
        let operand = try evaluate(prefix.expression, in: scope)
        switch (prefix.operator.text, operand) {
        case ("!", _): return .bool(!(try truth(operand, at: prefix.expression)))
        case ("-", .int(let number)):
            return .int(try checked(Int(0).subtractingReportingOverflow(number), at: prefix.operator))
        case ("-", .double(let number)): return .double(-number)
        case ("+", _): return operand
        case ("..<", .int(let upper)):
            guard upper >= 0 else {
                throw EvaluationError("range requires lowerBound <= upperBound", at: prefix.operator)
            }
            return .range(0, upper)
        default:
            throw EvaluationError(
                "unary operator '\(prefix.operator.text)' cannot be applied to an operand of type '\(operand.typeName)'",
                at: prefix)
        }
    }

    /// A condition's value; Swift has no truthiness, so only `Bool` counts.
    func truth(_ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        if case .bool(let flag) = value { return flag }
        throw EvaluationError(
            "cannot convert value of type '\(value.typeName)' to expected condition type 'Bool'", at: node)
    }

    func numeric(_ value: Value) -> Double? {
        switch value {
        case .int(let number): Double(number)
        case .double(let number): number
        case .native(let number as CGFloat): Double(number)
        case .native(let number as Double): number
        default: nil
        }
    }

    /// A whole number, as `Int(_:)` makes one: a `Double` is truncated toward zero,
    /// and one no `Int` can hold stops the snippet with Swift's message, not the tool.
    func integer(_ value: Value, at node: some SyntaxProtocol) throws -> Int {
        if case .int(let number) = value { return number }
        let number = try self.number(value, at: node)
        guard number.isFinite else {
            throw EvaluationError(
                "Double value cannot be converted to Int because it is either infinite or NaN", at: node)
        }
        // 2^63 is exact in a Double; every Double in [-2^63, 2^63) truncates into an Int.
        guard number < 0x1p63 else {
            throw EvaluationError(
                "Double value cannot be converted to Int because the result would be greater than Int.max", at: node)
        }
        guard number >= -0x1p63 else {
            throw EvaluationError(
                "Double value cannot be converted to Int because the result would be less than Int.min", at: node)
        }
        return Int(number)
    }

    func number(_ value: Value, at node: some SyntaxProtocol) throws -> Double {
        guard let result = numeric(value) else {
            throw EvaluationError(
                "cannot convert value of type '\(value.typeName)' to expected argument type 'Double'", at: node)
        }
        return result
    }

    func equal(_ left: Value, _ right: Value) -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.enumCase(let a), .enumCase(let b)):
            return a.type === b.type && a.name == b.name && a.associated.count == b.associated.count
                && zip(a.associated, b.associated).allSatisfy { equal($0.value, $1.value) }
        case (.enumCase(let a), .implicitMember(let b)): return a.name == b.name
        case (.implicitMember(let a), .enumCase(let b)): return a.name == b.name
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case (.native(let a as AnyHashable), .native(let b as AnyHashable)): return a == b
        case (.native(let a as AnyHashable), .implicitMember(let member)),
            (.implicitMember(let member), .native(let a as AnyHashable)):
            return (try? resolveImplicit(member, as: Value.nativeTypeName(a.base))).map { "\($0)" == "\(a.base)" }
                ?? false
        default:
            if let a = numeric(left), let b = numeric(right) { return a == b }
            return false
        }
    }

    /// Stores a value into a variable, a property of `self` or of an instance.
    func assign(_ value: Value, to target: ExprSyntax, in scope: Scope) throws {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let variable = scope.lookup(name) {
                store(value, into: variable)
                return
            }
            if case .instance(let instance)? = scope.selfValue, let property = instance.properties[name] {
                store(value, into: property)
                return
            }
            if case .instance(let instance)? = scope.selfValue, let wrapped = wrapperStorage(name, of: instance) {
                wrapped.value = value
                return
            }
            throw unknownName(name, at: reference, in: scope)
        }
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            let owner = try evaluate(base, in: scope)
            let name = member.declName.baseName.text
            if case .instance(let instance) = owner, let property = instance.properties[name] {
                store(value, into: property)
                return
            }
            if case .instance(let instance) = owner, let wrapped = wrapperStorage(name, of: instance) {
                wrapped.value = value
                return
            }
            // `binding.wrappedValue = x` writes the binding's source.
            if case .binding(let source) = owner, name == "wrappedValue" {
                store(value, into: source)
                return
            }
            // Assignments to environment values or other library state have no effect in a picture.
            return
        }
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        throw EvaluationError("cannot assign to this expression", at: target)
    }

    /// `_value` in `self._value = State(wrappedValue: value)`: the storage of a wrapped
    /// property, set as a whole (a binding replaced, not written through).
    private func wrapperStorage(_ name: String, of instance: Instance) -> Reference? {
        guard name.hasPrefix("_"), name.count > 1 else { return nil }
        let wrapped = String(name.dropFirst())
        guard instance.type.storedProperties.contains(where: { $0.name == wrapped && $0.wrapper != nil }) else {
            return nil
        }
        return instance.properties[wrapped]
    }

    /// A `@Binding` property holds the binding; writing through it writes its source.
    private func store(_ value: Value, into reference: Reference) {
        if case .binding(let source) = reference.value, !isBinding(value) {
            source.value = value
        } else {
            reference.value = value
        }
    }

    private func isBinding(_ value: Value) -> Bool {
        if case .binding = value { return true }
        return false
    }
}
