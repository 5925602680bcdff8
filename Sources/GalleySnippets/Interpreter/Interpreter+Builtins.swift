import Foundation
import GalleyUI
import SwiftSyntax

/// Mutating methods and properties of Swift's own values (arrays, strings, numbers,
/// ranges); their other methods are registered (`Registry+SwiftMethods.swift`).
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
        case (.dictionary(let entries), "merge"):
            guard args.count == 2, case .dictionary(let other) = args[0].value else { return nil }
            return try merged(entries, with: other, combining: args[1].value, at: node)
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

    /// `merge(_:uniquingKeysWith:)` and `merging`: the other dictionary's entries added,
    /// `combine` choosing between the current and the new value of a key both have.
    func merged(
        _ entries: [(key: Value, value: Value)], with other: [(key: Value, value: Value)], combining combine: Value,
        at node: some SyntaxProtocol
    ) throws -> Value {
        var result = entries
        for entry in other {
            guard let index = result.firstIndex(where: { equal($0.key, entry.key) }) else {
                result.append(entry)
                continue
            }
            result[index].value = try callValue(
                combine,
                [
                    Argument(label: nil, value: result[index].value, node: Syntax(node)),
                    Argument(label: nil, value: entry.value, node: Syntax(node)),
                ], at: node)
        }
        return .dictionary(result)
    }
}
