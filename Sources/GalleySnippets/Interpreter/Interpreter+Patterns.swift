import SwiftSyntax

extension Interpreter {
    /// Whether `value` matches a `case` or `for` pattern, binding its names into `scope`.
    func match(_ pattern: PatternSyntax, _ value: Value, into scope: Scope) throws -> Bool {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            scope.declare(identifier.identifier.text, value)
            return true
        }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return try match(binding.pattern, value, into: scope)
        }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let elements) = value, elements.count == tuple.elements.count else { return false }
            for (element, item) in zip(tuple.elements, elements)
            where try !match(element.pattern, item.value, into: scope) {
                return false
            }
            return true
        }
        if let expression = pattern.as(ExpressionPatternSyntax.self) {
            return try match(expression: expression.expression, value, into: scope)
        }
        throw EvaluationError("this pattern is not supported in snippets", at: pattern)
    }

    private func match(expression: ExprSyntax, _ value: Value, into scope: Scope) throws -> Bool {
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if let patternExpr = expression.as(PatternExprSyntax.self) {
            return try match(patternExpr.pattern, value, into: scope)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return caseName(of: value) == member.declName.baseName.text
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            guard case .enumCase(let enumCase) = value, enumCase.name == member.declName.baseName.text else {
                return false
            }
            for (argument, associated) in zip(call.arguments, enumCase.associated)
            where try !match(expression: argument.expression, associated.value, into: scope) {
                return false
            }
            return true
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..." || op == "..<",
            let number = numeric(value)
        {
            let lower = try self.number(try evaluate(infix.leftOperand, in: scope), at: infix.leftOperand)
            let upper = try self.number(try evaluate(infix.rightOperand, in: scope), at: infix.rightOperand)
            return number >= lower && (op == "..." ? number <= upper : number < upper)
        }
        return equal(try evaluate(expression, in: scope), value)
    }

    /// The case name of an enum value, of a library value such as `ColorScheme.dark`,
    /// or of an optional (`some`/`none`).
    func caseName(of value: Value) -> String? {
        switch value {
        case .enumCase(let enumCase): return enumCase.name
        case .null: return "none"
        case .native(let native): return String(describing: native)
        case .implicitMember(let member): return member.name
        default: return nil
        }
    }
}
