import Foundation
import GalleyUI
import SwiftSyntax

/// Members of Swift's own values (arrays, strings, numbers, ranges) that snippets use.
extension Interpreter {
    /// The new value of a variable after a mutating method (`append`, `toggle`), or nil
    /// when `name` is not one.
    func mutating(_ name: String, on base: Value, _ args: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        if case .native(let path as Path) = base { return try mutatingPath(path, name, args, at: node) }
        switch (base, name) {
        case (.bool(let flag), "toggle") where args.isEmpty: return .bool(!flag)
        case (.array(let items), "append"):
            guard let argument = args.first else { return nil }
            if argument.label == "contentsOf", case .array(let more) = argument.value { return .array(items + more) }
            return .array(items + [argument.value])
        case (.array(var items), "insert"):
            guard args.count == 2, case .int(let index) = args[1].value, (0...items.count).contains(index) else {
                return nil
            }
            items.insert(args[0].value, at: index)
            return .array(items)
        case (.array(var items), "remove"):
            guard case .int(let index)? = args.first?.value, items.indices.contains(index) else { return nil }
            items.remove(at: index)
            return .array(items)
        case (.dictionary(let entries), "merge"): return try merged(entries, args, at: node)
        case (.array(let items), "removeLast") where !items.isEmpty: return .array(Array(items.dropLast()))
        case (.array, "removeAll") where args.isEmpty: return .array([])
        default: return nil
        }
    }

    func builtinProperty(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        switch (base, name) {
        case (.array(let items), "count"): return .int(items.count)
        case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.array(let items), "first"): return items.first ?? .null
        case (.array(let items), "last"): return items.last ?? .null
        case (.array(let items), "indices"): return .range(0, items.count)
        case (.string(let text), "count"): return .int(text.count)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.range(let lower, let upper), "count"):
            return .int(try checked(upper.subtractingReportingOverflow(lower), at: node))
        case (.range(let lower, _), "lowerBound"): return .int(lower)
        case (.range(_, let upper), "upperBound"): return .int(upper)
        case (.dictionary(let entries), "count"): return .int(entries.count)
        case (.dictionary(let entries), "keys"): return .array(entries.map(\.key))
        case (.dictionary(let entries), "values"): return .array(entries.map(\.value))
        case (.int(let number), "description"): return .string(String(number))
        case (.double(let number), "description"): return .string(String(number))
        case (.string, "description"): return base
        case (.string(let text), "capitalized"): return .string(text.capitalized)
        case (.string(let text), "first"): return text.first.map { .string(String($0)) } ?? .null
        case (.string(let text), "last"): return text.last.map { .string(String($0)) } ?? .null
        case (_, "self"): return base
        case (.native(let native), _): return try registry.property(name, of: native, interpreter: self)
        default: return nil
        }
    }

    /// Array and string methods with closures: `map`, `filter`, `sorted`, `joined` ...
    func builtinMethod(_ name: String, on base: Value, _ args: [Argument], at node: some SyntaxProtocol) throws
        -> Value?
    {
        switch base {
        case .array(let items): return try arrayMethod(name, on: items, args, at: node)
        case .string(let text): return try stringMethod(name, on: text, args, at: node)
        case .dictionary(let entries) where name == "merging": return try merged(entries, args, at: node)
        case .range where name == "map":
            return try builtinMethod(name, on: .array(try elements(of: base, at: node)), args, at: node)
        case .dictionary, .range: return nil
        default:
            if name == "map" || name == "flatMap" { return try optionalMethod(name, on: base, args, at: node) }
            return try numberMethod(name, on: base, args, at: node)
        }
    }

    /// The closure that a method such as `map` takes, as a function of one element.
    private func closure(_ args: [Argument], of name: String, at node: some SyntaxProtocol) throws
        -> (Value) throws -> Value
    {
        guard let function = args.first?.value else { throw EvaluationError("'\(name)' needs a closure", at: node) }
        return { element in
            try self.callValue(function, [Argument(label: nil, value: element, node: Syntax(node))], at: node)
        }
    }

    /// An array's methods: `map`, `filter`, `contains`, `reduce`, `sorted`, `joined` ...
    private func arrayMethod(_ name: String, on items: [Value], _ args: [Argument], at node: some SyntaxProtocol)
        throws -> Value?
    {
        switch name {
        case "map", "compactMap", "flatMap":
            let transform = try closure(args, of: name, at: node)
            let mapped = try items.map(transform)
            if name == "compactMap" { return .array(mapped.filter { !$0.isNull }) }
            if name == "flatMap" {
                return .array(mapped.flatMap { if case .array(let inner) = $0 { inner } else { [$0] } })
            }
            return .array(mapped)
        case "filter":
            let test = try closure(args, of: name, at: node)
            return .array(try items.filter { try truth(try test($0), at: node) })
        case "first" where args.first?.label == "where":
            let test = try closure(args, of: name, at: node)
            return try items.first { try truth(try test($0), at: node) } ?? .null
        case "contains":
            if case .function = args.first?.value {
                let test = try closure(args, of: name, at: node)
                return .bool(try items.contains { try truth(try test($0), at: node) })
            }
            return .bool(items.contains { equal($0, args.first?.value ?? .null) })
        case "reversed": return .array(items.reversed())
        case "enumerated":
            return .array(
                items.enumerated().map {
                    .tuple([(label: "offset", value: .int($0.offset)), (label: "element", value: $0.element)])
                })
        case "prefix":
            return .array(Array(items.prefix(try prefixLength(args, at: node))))
        case "dropFirst":
            return .array(Array(items.dropFirst(try dropCount(args, at: node))))
        case "reduce":
            // `reduce(0, +)`, `reduce(0) { $0 + $1.count }`: the running result, then each element.
            guard args.count == 2 else { return nil }
            let combine = args[1].value
            var result = args[0].value
            for item in items {
                try budget.step(at: node)
                result = try callValue(
                    combine,
                    [
                        Argument(label: nil, value: result, node: Syntax(node)),
                        Argument(label: nil, value: item, node: Syntax(node)),
                    ], at: node)
            }
            return result
        case "sorted":
            if args.isEmpty {
                return .array(
                    items.sorted {
                        (try? binary("<", $0, $1, at: node)).map { if case .bool(true) = $0 { true } else { false } }
                            ?? false
                    })
            }
            let compare = args[0].value
            return .array(
                try items.sorted { left, right in
                    try truth(
                        try callValue(
                            compare,
                            [
                                Argument(label: nil, value: left, node: Syntax(node)),
                                Argument(label: nil, value: right, node: Syntax(node)),
                            ], at: node), at: node)
                })
        case "joined":
            let separator: String
            if case .string(let text)? = args.first?.value { separator = text } else { separator = "" }
            return .string(try items.map { try describe($0, at: node) }.joined(separator: separator))
        default: return nil
        }
    }

    /// A string's methods: `uppercased`, `prefix`, `hasPrefix`, `split`, `components` ...
    private func stringMethod(_ name: String, on text: String, _ args: [Argument], at node: some SyntaxProtocol)
        throws -> Value?
    {
        switch name {
        case "uppercased": return .string(text.uppercased())
        case "prefix":
            return .string(String(text.prefix(try prefixLength(args, at: node))))
        case "dropFirst":
            return .string(String(text.dropFirst(try dropCount(args, at: node))))
        case "lowercased": return .string(text.lowercased())
        case "capitalized": return .string(text.capitalized)
        case "hasPrefix":
            if case .string(let prefix)? = args.first?.value { return .bool(text.hasPrefix(prefix)) }
        case "hasSuffix":
            if case .string(let suffix)? = args.first?.value { return .bool(text.hasSuffix(suffix)) }
        case "contains":
            if case .string(let part)? = args.first?.value { return .bool(text.contains(part)) }
        case "split":
            // `split(separator: " ")`: the pieces, empty ones dropped as Swift does.
            guard case .string(let separator)? = args.first?.value, separator.count == 1, let mark = separator.first
            else { return nil }
            return .array(text.split(separator: mark).map { .string(String($0)) })
        case "components":
            guard args.first?.label == "separatedBy", case .string(let separator)? = args.first?.value,
                !separator.isEmpty
            else { return nil }
            return .array(text.components(separatedBy: separator).map(Value.string))
        default: break
        }
        return nil
    }

    /// A number's methods: `rounded`, `squareRoot`, `truncatingRemainder` and `formatted`.
    private func numberMethod(_ name: String, on base: Value, _ args: [Argument], at node: some SyntaxProtocol)
        throws -> Value?
    {
        switch (base, name) {
        case (.double(let number), "rounded"):
            guard case .implicitMember(let rule)? = args.first?.value else { return .double(number.rounded()) }
            let rules: [String: FloatingPointRoundingRule] = [
                "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
                "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven,
            ]
            guard let chosen = rules[rule.name] else {
                throw EvaluationError("type 'FloatingPointRoundingRule' has no member '\(rule.name)'", at: rule.node)
            }
            return .double(number.rounded(chosen))
        case (.double(let number), "squareRoot") where args.isEmpty: return .double(number.squareRoot())
        case (.double(let number), "truncatingRemainder"):
            guard args.first?.label == "dividingBy", let divisor = args.first.flatMap({ numeric($0.value) }) else {
                return nil
            }
            return .double(number.truncatingRemainder(dividingBy: divisor))
        case (.int, "formatted"), (.double, "formatted"):
            // `12400.formatted()` is `12,400`; `.formatted(.percent)` takes a format style.
            guard let style = args.first?.value else { return .string(NumberFormat(kind: .number).format(base) ?? "") }
            return .string(try format(base, with: style, at: node))
        default: return nil
        }
    }

    /// `Optional.map` and `flatMap`: the interpreter keeps no Optional wrapper, so a single
    /// value (not a collection) that is asked to `map` is an Optional that holds something.
    private func optionalMethod(_ name: String, on base: Value, _ args: [Argument], at node: some SyntaxProtocol)
        throws -> Value?
    {
        switch base {
        case .null: return .null
        case .enumCase, .instance, .int, .double, .bool: return try closure(args, of: name, at: node)(base)
        default: return nil
        }
    }

    /// `merge(_:uniquingKeysWith:)` and `merging`: the other dictionary's entries added,
    /// the closure choosing between the current and the new value of a key both have.
    private func merged(
        _ entries: [(key: Value, value: Value)], _ args: [Argument], at node: some SyntaxProtocol
    ) throws -> Value? {
        guard args.count == 2, case .dictionary(let other) = args[0].value else { return nil }
        var result = entries
        for entry in other {
            guard let index = result.firstIndex(where: { equal($0.key, entry.key) }) else {
                result.append(entry)
                continue
            }
            result[index].value = try callValue(
                args[1].value,
                [
                    Argument(label: nil, value: result[index].value, node: Syntax(node)),
                    Argument(label: nil, value: entry.value, node: Syntax(node)),
                ], at: node)
        }
        return .dictionary(result)
    }

    // `prefix` and `dropFirst` trap on a negative count in Swift; so does the tool
    // that runs them, so the snippet gets Swift's message first.
    private func prefixLength(_ args: [Argument], at node: some SyntaxProtocol) throws -> Int {
        let length = try integer(args.first?.value ?? .int(0), at: node)
        guard length >= 0 else {
            throw EvaluationError("can't take a prefix of negative length from a collection", at: node)
        }
        return length
    }

    private func dropCount(_ args: [Argument], at node: some SyntaxProtocol) throws -> Int {
        let count = args.isEmpty ? 1 : try integer(args[0].value, at: node)
        guard count >= 0 else {
            throw EvaluationError("can't drop a negative number of elements from a collection", at: node)
        }
        return count
    }
}
