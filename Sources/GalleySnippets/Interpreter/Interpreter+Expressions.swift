import Foundation
import GalleySpelling
import GalleyUI
import SwiftSyntax

extension Interpreter {
    /// The value of an expression.
    func evaluate(_ expr: ExprSyntax, in scope: Scope) throws -> Value {
        try budget.step(at: expr)
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            return .int(try integerLiteral(literal, negated: false, at: literal))
        }
        if let literal = expr.as(FloatLiteralExprSyntax.self) {
            return .double(Double(withoutDigitSeparators(literal.literal.text)) ?? 0)
        }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if expr.is(NilLiteralExprSyntax.self) { return .null }
        if let literal = expr.as(StringLiteralExprSyntax.self) { return try evaluateString(literal, in: scope) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return try lookup(reference, in: scope) }
        if let member = expr.as(MemberAccessExprSyntax.self) { return try evaluateMember(member, in: scope) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return try evaluateCall(call, in: scope) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) { return try evaluateInfix(infix, in: scope) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return try evaluatePrefix(prefix, in: scope) }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            let condition = try evaluate(ternary.condition, in: scope)
            return try evaluate(
                try truth(condition, at: ternary.condition) ? ternary.thenExpression : ternary.elseExpression, in: scope
            )
        }
        if let closure = expr.as(ClosureExprSyntax.self) {
            return .function(Callable(name: "closure", body: .closure(closure, scope)))
        }
        if let tuple = expr.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, tuple.elements.first!.label == nil {
                return try evaluate(tuple.elements.first!.expression, in: scope)
            }
            return .tuple(
                try tuple.elements.map { (label: $0.label?.text, value: try evaluate($0.expression, in: scope)) })
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            return .array(try array.elements.map { try evaluate($0.expression, in: scope) })
        }
        if let dictionary = expr.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
            return .dictionary(
                try elements.map { (key: try evaluate($0.key, in: scope), value: try evaluate($0.value, in: scope)) })
        }
        if let keyPath = expr.as(KeyPathExprSyntax.self) {
            return .keyPath(
                keyPath.components.compactMap { component in
                    component.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
                })
        }
        if let ifExpr = expr.as(IfExprSyntax.self) {
            return try evaluateIf(ifExpr, in: scope, builder: false) ?? .void
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            return try evaluateSwitch(switchExpr, in: scope, builder: false) ?? .void
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) {
            let value = try evaluate(unwrap.expression, in: scope)
            if value.isNull {
                throw EvaluationError(
                    "unexpectedly found nil while unwrapping an Optional value", at: unwrap.exclamationMark)
            }
            return value
        }
        if let chain = expr.as(OptionalChainingExprSyntax.self) { return try evaluate(chain.expression, in: scope) }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
            return try evaluateSubscript(subscriptCall, in: scope)
        }
        if let cast = expr.as(AsExprSyntax.self) {
            let value = try evaluate(cast.expression, in: scope)
            return try coerce(value, toDeclaredType: cast.type.trimmedDescription, at: cast)
        }
        if let check = expr.as(IsExprSyntax.self) {
            let value = try evaluate(check.expression, in: scope)
            return .bool(value.typeName == check.type.trimmedDescription)
        }
        if let tryExpr = expr.as(TryExprSyntax.self) { return try evaluate(tryExpr.expression, in: scope) }
        if let awaitExpr = expr.as(AwaitExprSyntax.self) { return try evaluate(awaitExpr.expression, in: scope) }
        if let macro = expr.as(MacroExpansionExprSyntax.self) { return try evaluateMacro(macro, in: scope) }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self) {
            // `x...` one-sided ranges appear only in slices, which snippets rarely need.
            return try evaluate(postfix.expression, in: scope)
        }
        if expr.is(SuperExprSyntax.self) {
            throw EvaluationError(
                "'super' is not supported in snippets: snippets declare structs, not classes", at: expr)
        }
        if let typeExpr = expr.as(TypeExprSyntax.self) {
            return try typeValue(named: typeExpr.type.trimmedDescription, at: typeExpr)
        }
        if let generic = expr.as(GenericSpecializationExprSyntax.self) {
            return try evaluate(generic.expression, in: scope)
        }
        if expr.is(DiscardAssignmentExprSyntax.self) { return .void }
        throw EvaluationError("this kind of expression is not supported in snippets", at: expr)
    }

    /// A string literal: a `String`, or, when it interpolates an `Image` or a `Text`, the
    /// `LocalizedStringKey` that `Text` shows them inline from.
    private func evaluateString(_ literal: StringLiteralExprSyntax, in scope: Scope) throws -> Value {
        var text = ""
        var key: LocalizedStringKey.StringInterpolation?
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += Self.unescape(plain.content.text)
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                let part = try interpolatedPart(interpolation, in: scope)
                if case .characters(let characters) = part {
                    text += characters
                    continue
                }
                var interpolation =
                    key ?? LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 0)
                interpolation.appendLiteral(text)
                text = ""
                if case .image(let image) = part { interpolation.appendInterpolation(image) }
                if case .text(let inner) = part { interpolation.appendInterpolation(inner) }
                key = interpolation
            }
        }
        guard var key else { return .string(text) }
        key.appendLiteral(text)
        return .native(LocalizedStringKey(stringInterpolation: key))
    }

    /// What an interpolation adds to a string literal.
    private enum InterpolatedPart {
        case characters(String)
        /// A view a text shows inline.
        case image(Image)
        case text(Text)
    }

    /// `\(Image(systemName: "star"))` or `\(Text("bold").bold())`: a view a text shows
    /// inline; otherwise the interpolation's characters.
    private func interpolatedPart(
        _ interpolation: ExpressionSegmentSyntax, in scope: Scope
    ) throws -> InterpolatedPart {
        let elements = Array(interpolation.expressions)
        guard elements.count == 1, let only = elements.first, only.label == nil else {
            return .characters(try interpolated(interpolation, in: scope))
        }
        let value = try evaluate(only.expression, in: scope)
        switch value {
        case .native(let image as Image): return .image(image)
        case .native(let text as Text): return .text(text)
        default: return .characters(try describe(value, at: only))
        }
    }

    /// `\(value)`, and SwiftUI's labelled interpolations: `\(date, style: .relative)`,
    /// `\(price, format: .currency(code: "USD"))`, `\(ratio, specifier: "%.1f")`.
    private func interpolated(_ interpolation: ExpressionSegmentSyntax, in scope: Scope) throws -> String {
        let elements = Array(interpolation.expressions)
        guard let first = elements.first else { return "" }
        let value = try evaluate(first.expression, in: scope)
        guard elements.count == 2, let label = elements[1].label?.text else {
            return try elements.map { try describe(try evaluate($0.expression, in: scope), at: $0) }.joined()
        }
        let argument = try evaluate(elements[1].expression, in: scope)
        let node = elements[1]
        switch label {
        case "style":
            guard case .native(let date as Date) = value, case .implicitMember(let member) = argument,
                let style = DateFormat.TextStyle(rawValue: member.name)
            else {
                throw EvaluationError(
                    "'style:' formats a Date with a Text.DateStyle (.time, .date, .relative, .offset, .timer)", at: node
                )
            }
            return DateFormat.text(date, style: style, now: PreviewClock.now)
        case "format":
            return try format(value, with: argument, at: node)
        case "specifier":
            guard case .string(let specifier) = argument else {
                throw EvaluationError("'specifier:' takes a format string such as \"%.1f\"", at: node)
            }
            switch value {
            case .int(let number):
                try Registry.checkFormat(specifier, conversions: "dixXo", at: Syntax(node))
                return String(format: specifier, number)
            case .double(let number):
                try Registry.checkFormat(specifier, conversions: "fFeEgGaA", at: Syntax(node))
                return String(format: specifier, number)
            default:
                throw EvaluationError(
                    "'specifier:' formats a number, not a value of type '\(value.typeName)'", at: node)
            }
        default:
            throw EvaluationError("a string interpolation does not take '\(label):'", at: node)
        }
    }

    /// `value` in a format style a snippet wrote (`.percent`, `.number.notation(…)`), as
    /// `formatted(_:)` and `\(value, format:)` take it.
    func format(_ value: Value, with style: Value, at node: some SyntaxProtocol) throws -> String {
        var style = style
        if case .implicitMember(let member) = style { style = try resolveImplicitValue(member, as: "FormatStyle") }
        guard case .native(let format as any SnippetFormatStyle) = style, let text = format.format(value) else {
            throw EvaluationError(
                "cannot format a value of type '\(value.typeName)' with '\(style.typeName)'", at: node)
        }
        return text
    }

    private static func unescape(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "0": result.append("\0")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// How `"\(value)"` prints a value.
    func describe(_ value: Value, at node: some SyntaxProtocol) throws -> String {
        switch value {
        case .void: return "()"
        case .null: return "nil"
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(format: "%.1f", number) : String(number)
        case .string(let text): return text
        case .array(let items):
            return "[" + (try items.map { try describe($0, at: node) }).joined(separator: ", ") + "]"
        case .range(let lower, let upper): return "\(lower)..<\(upper)"
        case .enumCase(let value):
            if let raw = rawValue(of: value), case .string(let text) = raw { return text }
            return value.name
        case .instance(let instance): return instance.type.name + "(…)"
        case .native(let native): return String(describing: native)
        default: return value.typeName
        }
    }

    /// A name in scope: a variable, a property of `self`, a type or a global function.
    func lookup(_ reference: DeclReferenceExprSyntax, in scope: Scope) throws -> Value {
        let name = reference.baseName.text
        if name == "self" { return scope.lookup("self")?.value ?? scope.selfValue ?? .void }
        if name.hasPrefix("$"), Int(name.dropFirst()) == nil {
            let base = String(name.dropFirst())
            if let variable = scope.lookup(base) { return bindingValue(variable) }
            if case .instance(let instance)? = scope.selfValue, let property = instance.properties[base] {
                return bindingValue(property)
            }
            throw unknownName(base, at: reference, in: scope)
        }
        if let variable = scope.lookup(name) { return variable.value }
        if let selfValue = scope.selfValue, let member = try instanceMember(name, of: selfValue, at: reference) {
            return member
        }
        if let type = nestedType(named: name, in: scope) ?? types[name] { return .type(.declared(type)) }
        if registry.types[name] != nil { return .type(.builtin(name)) }
        if let declared = functions[name] {
            return .function(Callable(name: name, body: .function(declared[0], globals, receiver: nil)))
        }
        if let overloads = registry.functions[name] {
            return .function(Callable(name: name, body: .overloads(overloads, receiver: nil)))
        }
        // An operator passed as a function: `reduce(0, +)`, `sorted(by: <)`.
        if Self.operatorFunctions.contains(name) {
            return .function(
                Callable(
                    name: name,
                    body: .native { [unowned self] args in
                        guard args.count == 2 else {
                            throw EvaluationError("operator '\(name)' takes two operands", at: reference)
                        }
                        return try self.binary(name, args[0].value, args[1].value, at: reference)
                    }))
        }
        throw unknownName(name, at: reference, in: scope)
    }

    /// Binary operators a snippet may pass where a function is expected.
    static let operatorFunctions: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||"]

    /// A `$name` projection: a binding stays a binding; a stored value becomes one.
    private func bindingValue(_ reference: Reference) -> Value {
        if case .binding = reference.value { return reference.value }
        return .binding(reference)
    }

    func unknownName(_ name: String, at node: some SyntaxProtocol, in scope: Scope) -> EvaluationError {
        var candidates = scope.allNames + Array(types.keys) + Array(registry.types.keys) + Array(functions.keys)
        candidates += Array(registry.functions.keys)
        if case .instance(let instance)? = scope.selfValue {
            candidates += instance.properties.keys
            candidates += instance.type.computedProperties.keys
        }
        let kind = name.first?.isUppercase == true ? "type or view" : "name"
        var message = "cannot find \(kind) '\(name)' in scope"
        if Unpreviewable.isPlatformName(name) {
            // `UIScreen.main`, `UIApplication.shared`: platform API, not a misspelling.
            return EvaluationError(
                message + ": UIKit and AppKit are not available in previews", at: node, notes: [Unpreviewable.advice])
        }
        message += Suggestion.didYouMean(name, among: candidates)
        return EvaluationError(message, at: node)
    }

    /// A type named in source, as a value: `Color` in `Color.red`, `Font.Weight`.
    func typeValue(named name: String, at node: some SyntaxProtocol) throws -> Value {
        if let type = types[name] { return .type(.declared(type)) }
        if registry.types[name] != nil { return .type(.builtin(name)) }
        throw EvaluationError("cannot find type '\(name)' in scope", at: node)
    }

    /// `x as Double`, a forced cast (`as!`) to `Color`: numbers convert; everything else is trusted.
    private func coerce(_ value: Value, toDeclaredType type: String, at node: some SyntaxProtocol) throws -> Value {
        switch (value, type) {
        case (.int(let number), "Double"), (.int(let number), "CGFloat"): return .double(Double(number))
        default: return value
        }
    }

    private func evaluateSubscript(_ call: SubscriptCallExprSyntax, in scope: Scope) throws -> Value {
        let base = try evaluate(call.calledExpression, in: scope)
        guard let first = call.arguments.first else { throw EvaluationError("subscript needs an index", at: call) }
        let index = try evaluate(first.expression, in: scope)
        switch (base, index) {
        case (.native(is EnvironmentDefaults), .type(.declared(let key))):
            return try staticMember("defaultValue", of: .declared(key), at: call)
        case (.array(let items), .int(let position)):
            guard items.indices.contains(position) else {
                throw EvaluationError(
                    "index out of range", at: first,
                    notes: ["index \(position) of an array of \(items.count) elements"])
            }
            return items[position]
        case (.dictionary(let entries), _):
            return entries.first { equal($0.key, index) }?.value ?? .null
        case (.native(let proxy as GeometryProxy), .native(let anchor as Anchor<CGRect>)):
            return .native(proxy[anchor])
        case (.native(let proxy as GeometryProxy), .native(let anchor as Anchor<CGPoint>)):
            return .native(proxy[anchor])
        default:
            throw EvaluationError("value of type '\(base.typeName)' has no subscripts", at: call)
        }
    }

    private func evaluateMacro(_ macro: MacroExpansionExprSyntax, in scope: Scope) throws -> Value {
        switch macro.macroName.text {
        case "file", "filePath", "fileID": return .string("snippet.swift")
        case "line": return .int(1)
        case "function": return .string("body")
        case "colorLiteral":
            let values = try macro.arguments.map { try number(try evaluate($0.expression, in: scope), at: $0) }
            guard values.count == 4 else {
                throw EvaluationError("#colorLiteral needs red, green, blue and alpha", at: macro)
            }
            return .native(Color(red: values[0], green: values[1], blue: values[2], opacity: values[3]))
        default:
            throw EvaluationError("macro '#\(macro.macroName.text)' is not supported in snippets", at: macro)
        }
    }
}
