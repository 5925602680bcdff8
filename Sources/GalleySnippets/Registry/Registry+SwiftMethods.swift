import Foundation
import SwiftSyntax

/// Swift's own methods on the interpreter's values (arrays, strings, numbers, ranges,
/// dictionaries, optionals), registered as GalleyUI's are: each names its declaration in
/// `Registry/Declarations/Swift.swiftinterface` and reads its arguments by name; the
/// receiver is the interpreter's ``Value`` as it is.
extension Registry {
    /// Registers a method of Swift's own values of type `owner` (`"Array"`, `"String"`):
    /// `swiftMethod("Array", "map(_:)") { receiver, a in … }`.
    func swiftMethod(
        _ owner: String, _ selector: String, _ body: @escaping @Sendable (Value, Arguments) throws -> Value
    ) {
        guard let signature = signature(.method, of: owner, selector) else { return }
        let name = signature.name
        swiftMethods[owner, default: [:]][name, default: []].append(
            Overload(signature: signature) { arguments in
                guard let receiver = arguments.receiver else {
                    throw EvaluationError("'\(name)' is a method: call it on a value", at: arguments.node)
                }
                return try body(receiver, arguments)
            })
    }

    /// The registered methods called `name` of a value of Swift's own types, or nil when it
    /// has none: its type's own, then Optional's (`map`, `flatMap`) for a single value.
    func swiftMethods(named name: String, on value: Value) -> [Overload]? {
        for owner in Self.swiftOwners(of: value) {
            if let found = swiftMethods[owner]?[name] { return found }
        }
        return nil
    }

    /// The types whose declared methods a value has. The interpreter keeps no Optional
    /// wrapper: `nil`, and a single value that is not a collection, may be one.
    static func swiftOwners(of value: Value) -> [String] {
        switch value {
        case .array: ["Array"]
        case .string: ["String"]
        case .int: ["Int", "Optional"]
        case .double: ["Double", "Optional"]
        case .dictionary: ["Dictionary"]
        case .range: ["Range"]
        case .null, .bool, .instance, .enumCase: ["Optional"]
        default: []
        }
    }

    /// Swift's methods on the interpreter's values, and the types their parameters take.
    func registerSwiftMethods() {
        converters["[AnyHashable: Any]"] = { value, _, _ in
            if case .dictionary = value { return value }
            return nil
        }
        type("FloatingPointRoundingRule", FloatingPointRoundingRule.self)
        let rules: [String: FloatingPointRoundingRule] = [
            "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
            "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven,
        ]
        let values: [String: @Sendable () -> Any] = rules.mapValues { rule in { rule } }
        staticValues("FloatingPointRoundingRule", values)
        registerArrayTransforms()
        registerArrayMethods()
        registerStringMethods()
        registerNumberMethods()
        registerOptionalAndOtherMethods()
    }

    /// `map`, `compactMap`, `flatMap`, `filter`, `first(where:)`, `contains`.
    private func registerArrayTransforms() {
        arrayMethod("map(_:)") { items, a in .array(try items.map { try a.call("transform", $0) }) }
        arrayMethod("compactMap(_:)") { items, a in
            .array(try items.map { try a.call("transform", $0) }.filter { !$0.isNull })
        }
        arrayMethod("flatMap(_:)") { items, a in
            .array(
                try items.map { try a.call("transform", $0) }.flatMap {
                    if case .array(let inner) = $0 { inner } else { [$0] }
                })
        }
        arrayMethod("filter(_:)") { items, a in .array(try items.filter { try a.test("isIncluded", $0) }) }
        arrayMethod("first(where:)") { items, a in try items.first { try a.test("predicate", $0) } ?? .null }
        arrayMethod("contains(where:)") { items, a in .bool(try items.contains { try a.test("predicate", $0) }) }
        arrayMethod("contains(_:)") { items, a in
            let element: Value = try a["element"]
            // A function passed without `where:` is the test, as it always was here.
            if case .function = element { return .bool(try items.contains { try a.test("element", $0) }) }
            return .bool(items.contains { a.interpreter.equal($0, element) })
        }
    }

    /// The other methods of arrays: reordering, slicing, folding, joining.
    private func registerArrayMethods() {
        arrayMethod("reversed()") { items, _ in .array(items.reversed()) }
        arrayMethod("enumerated()") { items, _ in
            .array(
                items.enumerated().map {
                    .tuple([(label: "offset", value: .int($0.offset)), (label: "element", value: $0.element)])
                })
        }
        arrayMethod("prefix(_:)") { items, a in .array(Array(items.prefix(try Self.prefixLength(a)))) }
        arrayMethod("dropFirst(_:)") { items, a in .array(Array(items.dropFirst(try Self.dropCount(a)))) }
        arrayMethod("reduce(_:_:)") { items, a in
            // `reduce(0, +)`, `reduce(0) { $0 + $1.count }`: the running result, then each element.
            var result: Value = try a["initialResult"]
            for item in items {
                try a.interpreter.budget.step(at: a.node)
                result = try a.call("nextPartialResult", result, item)
            }
            return result
        }
        arrayMethod("sorted()") { items, a in
            .array(
                items.sorted {
                    if case .bool(true)? = try? a.interpreter.binary("<", $0, $1, at: a.node) { true } else { false }
                })
        }
        arrayMethod("sorted(by:)") { items, a in
            .array(try items.sorted { try a.test("areInIncreasingOrder", $0, $1) })
        }
        arrayMethod("joined(separator:)") { items, a in
            let separator: String = try a["separator"]
            return .string(try items.map { try a.interpreter.describe($0, at: a.node) }.joined(separator: separator))
        }
    }

    /// Methods of strings.
    private func registerStringMethods() {
        stringMethod("uppercased()") { text, _ in .string(text.uppercased()) }
        stringMethod("lowercased()") { text, _ in .string(text.lowercased()) }
        stringMethod("prefix(_:)") { text, a in .string(String(text.prefix(try Self.prefixLength(a)))) }
        stringMethod("dropFirst(_:)") { text, a in .string(String(text.dropFirst(try Self.dropCount(a)))) }
        stringMethod("hasPrefix(_:)") { text, a in .bool(text.hasPrefix(try a["prefix"] as String)) }
        stringMethod("hasSuffix(_:)") { text, a in .bool(text.hasSuffix(try a["suffix"] as String)) }
        stringMethod("contains(_:)") { text, a in .bool(text.contains(try a["other"] as String)) }
        stringMethod("split(separator:)") { text, a in
            // The pieces, empty ones dropped as Swift does.
            let separator: String = try a["separator"]
            guard separator.count == 1, let mark = separator.first else {
                throw EvaluationError(
                    "'split(separator:)' takes a single character; '\(separator)' is not one",
                    at: a.node(of: "separator"))
            }
            return .array(text.split(separator: mark).map { .string(String($0)) })
        }
        stringMethod("components(separatedBy:)") { text, a in
            let separator: String = try a["separator"]
            guard !separator.isEmpty else {
                throw EvaluationError("'components(separatedBy:)' needs a separator that is not empty", at: a.node)
            }
            return .array(text.components(separatedBy: separator).map(Value.string))
        }
    }

    /// Methods of numbers: rounding, roots, remainders and formatting.
    private func registerNumberMethods() {
        doubleMethod("rounded()") { number, _ in .double(number.rounded()) }
        doubleMethod("rounded(_:)") { number, a in .double(number.rounded(try a["rule"])) }
        doubleMethod("squareRoot()") { number, _ in .double(number.squareRoot()) }
        doubleMethod("truncatingRemainder(dividingBy:)") { number, a in
            .double(number.truncatingRemainder(dividingBy: try a["other"]))
        }
        for owner in ["Int", "Double"] {
            // `12400.formatted()` is `12,400`; `.formatted(.percent)` takes a format style.
            swiftMethod(owner, "formatted()") { number, _ in .string(NumberFormat(kind: .number).format(number) ?? "") }
            swiftMethod(owner, "formatted(_:)") { number, a in
                let style: any SnippetFormatStyle = try a["format"]
                return .string(try a.interpreter.format(number, with: .native(style), at: a.node))
            }
        }
    }

    /// Optional's `map` and `flatMap`, a dictionary's `merging`, a range's `map`.
    private func registerOptionalAndOtherMethods() {
        for name in ["map", "flatMap"] {
            swiftMethod("Optional", "\(name)(_:)") { value, a in
                value.isNull ? .null : try a.call("transform", value)
            }
        }
        swiftMethod("Range", "map(_:)") { range, a in
            .array(try a.interpreter.elements(of: range, at: a.node).map { try a.call("transform", $0) })
        }
        swiftMethod("Dictionary", "merging(_:uniquingKeysWith:)") { value, a in
            guard case .dictionary(let entries) = value, case .dictionary(let other) = try a["other"] as Value else {
                throw a.receiverMistake(value)
            }
            return try a.interpreter.merged(entries, with: other, combining: try a["combine"], at: a.node)
        }
    }

    private func arrayMethod(_ selector: String, _ body: @escaping @Sendable ([Value], Arguments) throws -> Value) {
        swiftMethod("Array", selector) { receiver, a in
            guard case .array(let items) = receiver else { throw a.receiverMistake(receiver) }
            return try body(items, a)
        }
    }

    private func stringMethod(_ selector: String, _ body: @escaping @Sendable (String, Arguments) throws -> Value) {
        swiftMethod("String", selector) { receiver, a in
            guard case .string(let text) = receiver else { throw a.receiverMistake(receiver) }
            return try body(text, a)
        }
    }

    private func doubleMethod(_ selector: String, _ body: @escaping @Sendable (Double, Arguments) throws -> Value) {
        swiftMethod("Double", selector) { receiver, a in
            guard case .double(let number) = receiver else { throw a.receiverMistake(receiver) }
            return try body(number, a)
        }
    }

    // `prefix` and `dropFirst` trap on a negative count in Swift; so does the tool
    // that runs them, so the snippet gets Swift's message first.
    private static func prefixLength(_ a: Arguments) throws -> Int {
        let length: Int = try a["maxLength"]
        guard length >= 0 else {
            throw EvaluationError("can't take a prefix of negative length from a collection", at: a.node)
        }
        return length
    }

    private static func dropCount(_ a: Arguments) throws -> Int {
        let count: Int = try a["k"]
        guard count >= 0 else {
            throw EvaluationError("can't drop a negative number of elements from a collection", at: a.node)
        }
        return count
    }
}
