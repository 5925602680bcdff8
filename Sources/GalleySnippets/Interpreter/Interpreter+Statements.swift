import Foundation
import GalleyUI
import SwiftSyntax

extension Interpreter {
    /// Runs a body. In a view builder (`builder`), every view an expression statement
    /// makes is part of the result; otherwise the result is what `return` returns, or
    /// the value of a body that is a single expression.
    /// A `lenient` builder also returns a single non-view value: a closure called from
    /// the snippet itself may build views or compute a value.
    func run<Statements: Collection<CodeBlockItemSyntax>>(
        _ statements: Statements, in scope: Scope, builder: Bool, lenient: Bool = false
    ) throws -> Value {
        var views: [any View] = []
        var last: Value = .void
        for item in statements {
            try budget.step(at: item)
            switch item.item {
            case .decl(let decl):
                try declareLocal(decl, in: scope, builder: builder, views: &views)
            case .stmt(let stmt):
                if let produced = try execute(stmt, in: scope, builder: builder) {
                    if builder, !lenient || isView(produced) {
                        try collect(produced, into: &views, at: stmt)
                    } else {
                        last = produced
                    }
                }
            case .expr(let expr):
                let value: Value
                if let ifExpr = expr.as(IfExprSyntax.self) {
                    value = try evaluateIf(ifExpr, in: scope, builder: builder) ?? .void
                } else if let switchExpr = expr.as(SwitchExprSyntax.self) {
                    value = try evaluateSwitch(switchExpr, in: scope, builder: builder) ?? .void
                } else {
                    value = try evaluate(expr, in: scope)
                }
                if builder, !lenient || isView(value) {
                    try collect(value, into: &views, at: expr)
                } else {
                    last = value
                }
            }
        }
        if lenient, views.isEmpty { return statements.count == 1 ? last : .void }
        if builder { return .native(combine(views)) }
        return statements.count == 1 ? last : .void
    }

    /// Adds what an expression statement in a view builder made: a view, or nothing for
    /// a statement such as an assignment or a `print`.
    private func collect(_ value: Value, into views: inout [any View], at node: some SyntaxProtocol) throws {
        switch value {
        case .void, .null: return
        default:
            guard let view = try? view(from: value, at: node) else {
                throw EvaluationError(
                    "a view builder cannot show a value of type '\(value.typeName)'", at: node,
                    notes: ["only views can appear as statements in a view body"])
            }
            views.append(view)
        }
    }

    /// Several views as one: a `ForEach` over them, which containers flatten exactly as
    /// they flatten the tuple a `@ViewBuilder` makes.
    func combine(_ views: [any View]) -> any View {
        switch views.count {
        case 0: return EmptyView()
        case 1: return views[0]
        default: return TupleView(erasing: views)
        }
    }

    private func execute(_ stmt: StmtSyntax, in scope: Scope, builder: Bool) throws -> Value? {
        if let expression = stmt.as(ExpressionStmtSyntax.self) {
            if let ifExpr = expression.expression.as(IfExprSyntax.self) {
                return try evaluateIf(ifExpr, in: scope, builder: builder)
            }
            if let switchExpr = expression.expression.as(SwitchExprSyntax.self) {
                return try evaluateSwitch(switchExpr, in: scope, builder: builder)
            }
            return try evaluate(expression.expression, in: scope)
        }
        if let returnStmt = stmt.as(ReturnStmtSyntax.self) {
            let value = try returnStmt.expression.map { try evaluate($0, in: scope) } ?? .void
            returnedValue = value
            throw ControlFlow.returned
        }
        if let guardStmt = stmt.as(GuardStmtSyntax.self) {
            if try !conditionsHold(guardStmt.conditions, in: scope) {
                _ = try run(guardStmt.body.statements, in: Scope(parent: scope), builder: false)
                throw EvaluationError("'guard' body must not fall through", at: guardStmt.body)
            }
            return nil
        }
        if let forStmt = stmt.as(ForStmtSyntax.self) {
            try executeFor(forStmt, in: scope)
            return nil
        }
        if let whileStmt = stmt.as(WhileStmtSyntax.self) {
            while try conditionsHold(whileStmt.conditions, in: Scope(parent: scope)) {
                try budget.step(at: whileStmt)
                do {
                    _ = try run(whileStmt.body.statements, in: Scope(parent: scope), builder: false)
                } catch ControlFlow.broke { break } catch ControlFlow.continued { continue }
            }
            return nil
        }
        if stmt.is(BreakStmtSyntax.self) { throw ControlFlow.broke }
        if stmt.is(ContinueStmtSyntax.self) { throw ControlFlow.continued }
        if stmt.is(ThrowStmtSyntax.self) { throw EvaluationError("the snippet threw an error", at: stmt) }
        throw EvaluationError("this statement is not supported in snippets", at: stmt)
    }

    private func executeFor(_ forStmt: ForStmtSyntax, in scope: Scope) throws {
        let sequence = try elements(of: try evaluate(forStmt.sequence, in: scope), at: forStmt.sequence)
        for element in sequence {
            try budget.step(at: forStmt)
            let inner = Scope(parent: scope)
            guard try match(forStmt.pattern, element, into: inner) else { continue }
            if let condition = forStmt.whereClause?.condition,
                try !truth(try evaluate(condition, in: inner), at: condition)
            {
                continue
            }
            do {
                _ = try run(forStmt.body.statements, in: inner, builder: false)
            } catch ControlFlow.broke { break } catch ControlFlow.continued { continue }
        }
    }

    /// The elements a `for` loop or a `ForEach` goes through.
    func elements(of value: Value, at node: some SyntaxProtocol) throws -> [Value] {
        switch value {
        case .array(let items): return items
        case .range(let lower, let upper):
            try budget.countViews(0, at: node)
            // `lower <= upper`, so the distance fits in a `UInt` even when it does not in an `Int`.
            let count = UInt(bitPattern: upper &- lower)
            if count > budget.maximumViews {
                throw EvaluationError(
                    "snippet stopped: a range of \(count) elements is more than a preview can show (\(budget.maximumViews))",
                    at: node)
            }
            return (lower..<upper).map { .int($0) }
        case .dictionary(let entries):
            return entries.map { .tuple([(label: "key", value: $0.key), (label: "value", value: $0.value)]) }
        case .string(let text): return text.map { .string(String($0)) }
        case .binding(let reference) where reference.value.isArray:
            // `ForEach($todos) { $todo in … }`: a binding to each element. A still picture
            // never writes through it; a declared struct element is shared, so `$todo.isDone`
            // reads the element's own property.
            return try elements(of: reference.value, at: node).map { .binding(Reference($0)) }
        case .type(.declared(let type)) where type.kind == .enumeration:
            return type.cases.map { .enumCase(EnumCase(type: type, name: $0.name, associated: [])) }
        default:
            throw EvaluationError("for-in loop requires '\(value.typeName)' to conform to 'Sequence'", at: node)
        }
    }

    /// `if` as a statement or in a view builder (`builder`): the branch taken, or nil
    /// when no branch is taken.
    func evaluateIf(_ ifExpr: IfExprSyntax, in scope: Scope, builder: Bool) throws -> Value? {
        let inner = Scope(parent: scope)
        if try conditionsHold(ifExpr.conditions, in: inner) {
            return try run(ifExpr.body.statements, in: inner, builder: builder)
        }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return try evaluateIf(next, in: scope, builder: builder)
        case .codeBlock(let block)?: return try run(block.statements, in: Scope(parent: scope), builder: builder)
        case nil: return nil
        }
    }

    /// Whether every condition holds, binding `if let` names into `scope`.
    func conditionsHold(_ conditions: ConditionElementListSyntax, in scope: Scope) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let expr):
                if try !truth(try evaluate(expr, in: scope), at: expr) { return false }
            case .availability:
                continue
            case .optionalBinding(let binding):
                let name = binding.pattern.trimmedDescription
                let value: Value
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value, in: scope)
                } else {
                    if let variable = scope.lookup(name) {
                        value = variable.value
                    } else {
                        value = try lookupSelfMember(name, in: scope, at: binding)
                    }
                }
                if value.isNull { return false }
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    scope.declare(identifier.identifier.text, value)
                }
            case .matchingPattern(let pattern):
                let value = try evaluate(pattern.initializer.value, in: scope)
                if try !match(pattern.pattern, value, into: scope) { return false }
            }
        }
        return true
    }

    private func lookupSelfMember(_ name: String, in scope: Scope, at node: some SyntaxProtocol) throws -> Value {
        guard let selfValue = scope.selfValue, let value = try instanceMember(name, of: selfValue, at: node) else {
            throw unknownName(name, at: node, in: scope)
        }
        return value
    }

    func evaluateSwitch(_ switchExpr: SwitchExprSyntax, in scope: Scope, builder: Bool) throws -> Value? {
        let subject = try evaluate(switchExpr.subject, in: scope)
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            let inner = Scope(parent: scope)
            let matches: Bool
            switch switchCase.label {
            case .default: matches = true
            case .case(let label):
                var any = false
                for item in label.caseItems {
                    if try match(item.pattern, subject, into: inner) {
                        if let condition = item.whereClause?.condition,
                            try !truth(try evaluate(condition, in: inner), at: condition)
                        {
                            continue
                        }
                        any = true
                        break
                    }
                }
                matches = any
            }
            if matches {
                do {
                    return try run(switchCase.statements, in: inner, builder: builder)
                } catch ControlFlow.broke {
                    return nil
                }
            }
        }
        return nil
    }
}
