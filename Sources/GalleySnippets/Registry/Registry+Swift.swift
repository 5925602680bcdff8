import Foundation
import GalleyUI
import SwiftSyntax

extension Registry {
    /// Swift's own types as parameters, and the global functions snippets call.
    func registerSwiftTypes() {
        registerSwiftConverters()
        registerBindingsAndState()
        registerConversionInitializers()
        registerSequenceFunctions()
        registerNumberInitializers()
        registerGlobalFunctions()
    }

    /// Parameters of Swift's types: numbers, `String`, `URL`, ranges and bindings.
    private func registerSwiftConverters() {
        converters["CGFloat"] = { value, interpreter, _ in interpreter.numeric(value).map { CGFloat($0) } }
        converters["Double"] = { value, interpreter, _ in interpreter.numeric(value) }
        converters["Float"] = converters["Double"]
        converters["Int"] = { value, _, _ in
            if case .int(let number) = value { return number }
            return nil
        }
        converters["Bool"] = { value, _, _ in
            if case .bool(let flag) = value { return flag }
            return nil
        }
        converters["String"] = { value, _, _ in
            if case .string(let text) = value { return text }
            return nil
        }
        converters["Any"] = { value, _, _ in value }
        converters["AnyHashable"] = { value, interpreter, _ in interpreter.hashable(value) }
        converters["URL"] = { value, _, _ in
            if case .string(let text) = value { return URL(string: text) }
            if case .native(let url as URL) = value { return url }
            return nil
        }
        converters["ClosedRange<Double>"] = { value, interpreter, _ in
            switch value {
            // An empty `n..<n` has no closed form.
            case .range(let lower, let upper) where lower < upper: return Double(lower)...Double(upper - 1)
            case .tuple(let parts) where parts.count == 2:
                guard let lower = interpreter.numeric(parts[0].value), let upper = interpreter.numeric(parts[1].value),
                    lower <= upper
                else { return nil }
                return lower...upper
            default: return nil
            }
        }
        converters["Range<Int>"] = { value, _, _ in
            if case .range(let lower, let upper) = value { return lower..<upper }
            return nil
        }
        for element in ["Bool", "String", "Double", "Int", "Color", "AnyHashable"] {
            converters["Binding<\(element)>"] = { value, interpreter, node in
                try interpreter.binding(value, element: element, at: node)
            }
        }
    }

    /// `Binding.constant`, `Binding(get:set:)` and `State`.
    private func registerBindingsAndState() {
        staticFunction("Binding", "constant(_:)") { Value.binding(Reference(try $0["value"] as Value)) }
        initializer("Binding(get:set:)") { arguments in
            // A still picture reads the binding once; the setter never runs.
            let getter: Value = try arguments["get"]
            let value = try arguments.interpreter.callFunction(getter, [], builder: false, at: arguments.node)
            return Value.binding(Reference(value))
        }
        initializer("State(initialValue:)") { try $0["value"] as Value }
        initializer("State(wrappedValue:)") { try $0["value"] as Value }
    }

    /// `URL(string:)`, `String(_:)`, `Int(_:)`, `Array(_:)` and `String(describing:)`.
    private func registerConversionInitializers() {
        initializer("URL(string:)") { URL(string: try $0["string"]) as Any }
        initializer("String(_:)") { arguments in
            Value.string(try arguments.interpreter.describe(try arguments["value"] as Value, at: arguments.node))
        }
        initializer("Int(_: Int)") { try $0["value"] as Int }
        // Parsing a number can fail: the result is an Optional, as in Swift.
        initializer("Int(_: String)") { Int(try $0["text"] as String).map(Value.int) ?? .null }
        initializer("Int(_: Double)") { try $0.interpreter.integer(.double(try $0["value"]), at: $0.node) }
        initializer("Array(_:)") { arguments in
            Value.array(try arguments.interpreter.elements(of: try arguments["elements"] as Value, at: arguments.node))
        }
        initializer("String(describing:)") { arguments in
            Value.string(try arguments.interpreter.describe(try arguments["value"] as Value, at: arguments.node))
        }
    }

    /// `stride`, `Array(repeating:count:)` and `zip`.
    private func registerSequenceFunctions() {
        for (label, isClosed) in [("to", false), ("through", true)] {
            function("stride(from:\(label):by:)") { arguments in
                try arguments.interpreter.stride(
                    from: try arguments["start"], to: try arguments["end"], by: try arguments["step"], closed: isClosed,
                    at: arguments.node)
            }
        }
        initializer("Array(repeating:count:)") { arguments in
            let count: Int = try arguments["count"]
            guard count >= 0 else {
                throw EvaluationError("Fatal error: Can't construct Array with count < 0", at: arguments.node)
            }
            try arguments.interpreter.budget.step(at: arguments.node)
            return Value.array(Array(repeating: try arguments["element"] as Value, count: min(count, 10_000)))
        }
        function("zip(_:_:)") { arguments in
            let interpreter = arguments.interpreter
            let first = try interpreter.elements(of: try arguments["first"] as Value, at: arguments.node)
            let second = try interpreter.elements(of: try arguments["second"] as Value, at: arguments.node)
            return .array(zip(first, second).map { .tuple([(nil, $0), (nil, $1)]) })
        }
    }

    /// `Optional.none`, `String(format:)`, `Double(_:)`, `CGFloat(_:)` and the numbers' constants.
    private func registerNumberInitializers() {
        staticValue("Optional", "none", Value.null)
        initializer("String(format:_: Double)") { arguments in
            try Self.checkFormat(try arguments["format"], conversions: "fFeEgGaA", at: arguments.node)
            return String(format: try arguments["format"] as String, try arguments["argument"] as Double)
        }
        initializer("String(format:_: Int)") { arguments in
            try Self.checkFormat(try arguments["format"], conversions: "dixXo", at: arguments.node)
            return String(format: try arguments["format"] as String, try arguments["argument"] as Int)
        }
        initializer("Double(_: Double)") { try $0["value"] as Double }
        initializer("Double(_: String)") { Double(try $0["text"] as String).map(Value.double) ?? .null }
        initializer("CGFloat(_:)") { try $0["value"] as Double }
        staticValues(
            "CGFloat", ["infinity": { Double.infinity }, "nan": { Double.nan }, "pi": { Double.pi }, "zero": { 0.0 }])
        staticValues(
            "Double", ["infinity": { Double.infinity }, "nan": { Double.nan }, "pi": { Double.pi }, "zero": { 0.0 }])
        staticValues("Int", ["max": { Int.max }, "min": { Int.min }, "zero": { 0 }])
    }

    /// `print`, `min`, `max`, `abs`, Foundation's maths, `withAnimation`, `fatalError` and `UUID()`.
    private func registerGlobalFunctions() {
        function("print(_:)") { _ in .void }
        function("print(_:_:)") { _ in .void }
        function("min(_:_:)") { .double(min(try $0["a"] as Double, try $0["b"] as Double)) }
        function("max(_:_:)") { .double(max(try $0["a"] as Double, try $0["b"] as Double)) }
        function("abs(_: Int)") { arguments in
            let number: Int = try arguments["a"]
            // Int.min's magnitude is one more than Int.max: Swift traps.
            guard number != .min else { throw EvaluationError("arithmetic overflow", at: arguments.node) }
            return .int(abs(number))
        }
        function("abs(_: Double)") { .double(abs(try $0["a"] as Double)) }
        // Foundation's maths, which shapes' paths (waves, stars, gauges) are drawn with.
        let unary: [(String, @Sendable (Double) -> Double)] = [
            ("sin", sin), ("cos", cos), ("tan", tan), ("asin", asin), ("acos", acos), ("atan", atan),
            ("sqrt", { $0.squareRoot() }), ("exp", exp), ("log", log), ("floor", { $0.rounded(.down) }),
            ("ceil", { $0.rounded(.up) }), ("round", { $0.rounded() }),
        ]
        for (name, operation) in unary {
            function("\(name)(_:)") { .double(operation(try $0["x"] as Double)) }
        }
        function("atan2(_:_:)") { .double(atan2(try $0["y"] as Double, try $0["x"] as Double)) }
        function("pow(_:_:)") { .double(pow(try $0["x"] as Double, try $0["y"] as Double)) }
        function("hypot(_:_:)") { .double(hypot(try $0["x"] as Double, try $0["y"] as Double)) }
        function("withAnimation(_: Any _:)") { _ in .void }
        function("fatalError(_:)") { arguments in
            throw EvaluationError("the snippet called fatalError", at: arguments.node)
        }
        function("UUID()") { _ in .string("00000000-0000-0000-0000-000000000000") }
    }
}

extension Registry {
    /// `String(format:)` reads its argument by the format's conversion: only one, of
    /// the argument's kind, is safe (`%@` with a number would read memory it must not).
    static func checkFormat(_ format: String, conversions: String, at node: Syntax) throws {
        var found: [Character] = []
        var index = format.startIndex
        while let percent = format[index...].firstIndex(of: "%") {
            var cursor = format.index(after: percent)
            while cursor < format.endIndex, "-+ #0123456789.'lhqjzt".contains(format[cursor]) {
                cursor = format.index(after: cursor)
            }
            guard cursor < format.endIndex else { break }
            if format[cursor] != "%" { found.append(format[cursor]) }
            index = format.index(after: cursor)
        }
        guard found.count == 1, conversions.contains(found[0]) else {
            throw EvaluationError(
                "format '\(format)' must have exactly one conversion matching its argument (one of %\(conversions.map(String.init).joined(separator: " %")))",
                at: node)
        }
    }
}

extension Interpreter {
    /// A tag or selection value, comparable between `.tag(_:)` and a `Binding`.
    func hashable(_ value: Value) -> AnyHashable? {
        switch value {
        case .bool(let flag): return AnyHashable(flag)
        case .int(let number): return AnyHashable(number)
        case .double(let number): return AnyHashable(number)
        case .string(let text): return AnyHashable(text)
        case .enumCase(let enumCase): return AnyHashable("\(enumCase.type.name).\(enumCase.name)")
        case .native(let native as AnyHashable): return native
        case .null: return AnyHashable(0 as Int?)
        default: return nil
        }
    }

    /// A `ForEach` element's id, as a tag: the element read through the `id:` key path,
    /// else its `id` when it has one (`Identifiable`), else the element itself (a number
    /// of a range); nil when that is not a hashable value.
    func identity(of element: Value, keyPath: Value?, at node: Syntax) throws -> AnyHashable? {
        var value = element
        if case .keyPath(let path)? = keyPath {
            for name in path where name != "self" {
                guard let next = try instanceMember(name, of: value, at: node) else { return nil }
                value = next
            }
        } else if case .instance = element, let id = try? instanceMember("id", of: element, at: node) {
            value = id
        } else if case .enumCase = element, let id = try? instanceMember("id", of: element, at: node) {
            value = id
        }
        return hashable(value)
    }

    /// A library `Binding` over a snippet's storage: `$isOn`, `.constant(true)`.
    func binding(_ value: Value, element: String, at node: Syntax) throws -> Any? {
        guard case .binding(let reference) = value else { return nil }
        func read<T>(_ convert: @escaping (Value) -> T?, _ fallback: T) -> Binding<T> {
            Binding(get: { convert(reference.value) ?? fallback }, set: { reference.value = .wrap($0) })
        }
        switch element {
        case "Bool":
            return read({ if case .bool(let flag) = $0 { flag } else { nil } }, false)
        case "String":
            return read({ if case .string(let text) = $0 { text } else { nil } }, "")
        case "Double":
            return read({ self.numeric($0) }, 0)
        case "Int":
            return read({ if case .int(let number) = $0 { number } else { nil } }, 0)
        case "Color":
            return read(
                { value -> Color? in
                    if case .native(let color as Color) = value { return color }
                    // `.constant(.red)`: the member resolves as a colour.
                    if case .implicitMember(let member) = value,
                        case .native(let color as Color)? = try? self.resolveImplicitValue(member, as: "Color")
                    {
                        return color
                    }
                    return nil
                }, Color.black)
        default:
            return Binding<AnyHashable>(
                get: { self.hashable(reference.value) ?? AnyHashable(0) }, set: { _ in })
        }
    }
}
