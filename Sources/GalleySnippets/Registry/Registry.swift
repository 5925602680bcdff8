import Foundation
import GalleyLocking
import GalleyUI
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Everything snippets can use from GalleyUI: views, initializers, modifiers, methods,
/// styles and environment values. A registration names a declaration by its selector
/// (`modifier("padding(_:_:)")`) and gives only the implementation, which reads the
/// arguments by their parameter names; the parameters themselves (labels, types,
/// defaults) come from the declaration, through the table `swift run registry-signatures`
/// generates from GalleyUI's sources and `Registry/Declarations/` (see
/// `Generated/DeclaredSignatures.swift`). The interpreter evaluates, checks and diagnoses
/// calls from those signatures alone.
///
/// `@unchecked Sendable`: ``standard`` is shared by every build thread. What guards it:
/// the tables are written only while the registry is being filled, before `standard`'s
/// initializer (run once, thread-safely, by Swift) publishes it; afterwards they are only
/// read, and the two parse caches are `Locked`. Everything stored is `@Sendable`, so
/// the compiler checks what the implementations capture: no value made once at
/// registration is handed to two threads. `RegistryConcurrencyTests` renders through it
/// from many tasks at once.
public final class Registry: @unchecked Sendable {
    /// A type snippets can name: its initializers, static members and values.
    struct RegisteredType {
        var initializers: [Overload] = []
        var staticValues: [String: @Sendable () -> Value] = [:]
        var staticFunctions: [String: [Overload]] = [:]
        /// Whether a library value is of this type.
        var accepts: @Sendable (Any) -> Bool = { _ in false }
    }

    /// An environment value by key path name, read and written.
    struct EnvironmentEntry {
        var read: (EnvironmentValues) -> Value
        var write: (any View, Value, Interpreter, Syntax) throws -> any View
        /// Sets the value in an environment being resolved (`transformEnvironment`); nil
        /// for entries that are only read.
        var set: ((inout EnvironmentValues, Value, Interpreter, Syntax) throws -> Void)? = nil
    }

    typealias Converter = @Sendable (Value, Interpreter, Syntax) throws -> Any?

    var types: [String: RegisteredType] = [:]
    /// Modifiers of every view, by name.
    var modifiers: [String: [Overload]] = [:]
    /// Methods of particular library types (`Text.bold()`, `Shape.fill(_:)`), by the
    /// receiver's type name, then by method name.
    var methods: [String: [String: [Overload]]] = [:]
    /// Methods of Swift's own values (`map`, `hasPrefix`, `rounded`), by the owner type
    /// that declares them (`Array`, `String`, `Optional`), then by method name.
    var swiftMethods: [String: [String: [Overload]]] = [:]
    /// Properties of library values, by the receiver's type name.
    var properties: [String: [String: @Sendable (Any) -> Value?]] = [:]
    var functions: [String: [Overload]] = [:]
    var environment: [String: EnvironmentEntry] = [:]
    var converters: [String: Converter] = [:]
    /// The types registered with ``view(_:example:_:)``, for the generated reference.
    var viewNames: Set<String> = []
    /// Each view's and modifier's live example on the generated reference page (a short
    /// preview snippet), by name: given with the first registration of the name.
    /// `ReferenceExamplesTests` checks that every one has one and that each renders.
    var viewExamples: [String: String] = [:]
    var modifierExamples: [String: String] = [:]
    /// Where implicit members of a parameter type are looked up: `some ShapeStyle` -> `ShapeStyle`.
    var implicitHosts: [String: String] = [:]
    /// The generated table of declarations, indexed for registration.
    private let declarations = DeclarationIndex(DeclaredSignature.all)
    /// The positions in `DeclaredSignature.all` of the declarations registered: the
    /// agreement test checks that every GalleyUI declaration is one of them or is listed
    /// as not for snippets.
    private(set) var usedDeclarations: Set<Int> = []
    private let defaults = Locked<[String: ExprSyntax]>([:])
    private let parsedTypes = Locked<[String: ParameterType]>([:])
    private let receiverGroupsByType = Locked<[ObjectIdentifier: [String]]>([:])
    /// Registrations that were refused: a signature that does not parse. Empty for a
    /// correct registry, which its tests check.
    private(set) var mistakes: [String] = []

    /// Registrations refused because their signature does not parse (see `mistakes`).
    public var registrationMistakes: [String] { mistakes }

    /// An empty registry; ``standard`` holds GalleyUI's vocabulary.
    public init() {}

    /// GalleyUI's views, modifiers, styles and environment values.
    public static let standard: Registry = {
        let registry = Registry()
        registry.registerSwiftTypes()
        registry.registerSwiftMethods()
        registry.registerPaint()
        registry.registerGeometry()
        registry.registerLayout()
        registry.registerPaths()
        registry.registerText()
        registry.registerFormats()
        registry.registerViews()
        registry.registerControls()
        registry.registerModifiers()
        registry.registerStyles()
        registry.registerEnvironment()
        registry.registerPreferences()
        registry.registerComponents()
        return registry
    }()

    // MARK: Declaring

    /// Registers an initializer: `initializer("Color(white:opacity:)") { Color(white: try $0["white"], …) }`.
    /// The key names a declaration of the generated table (`Generated/DeclaredSignatures.swift`):
    /// the type, then the selector.
    func initializer(_ key: String, _ body: @escaping @Sendable (Arguments) throws -> Any) {
        initializer(key, returning: { .wrap(try body($0)) })
    }

    /// Registers an initializer whose implementation makes the interpreter's value itself.
    private func initializer(_ key: String, returning body: @escaping @Sendable (Arguments) throws -> Value) {
        guard let (type, selector) = Self.splitInitializerKey(key),
            let signature = signature(.initializer, of: type, selector)
        else {
            if Self.splitInitializerKey(key) == nil { mistakes.append("'\(key)' is not a type and a selector") }
            return
        }
        types[type, default: RegisteredType()].initializers.append(Overload(signature: signature, implementation: body))
    }

    /// `ModalCard.Button(_:_:)` as `ModalCard.Button` and `init(_:_:)`.
    private static func splitInitializerKey(_ key: String) -> (type: String, selector: String)? {
        guard let open = key.firstIndex(of: "("), open > key.startIndex else { return nil }
        return (String(key[..<open]), "init" + key[open...])
    }

    /// Registers a view: an initializer whose result is a view. `view("Text(_:)") { Text(try $0["content"]) }`.
    /// `example` is the view's live example on the reference page, given with its first registration.
    func view(_ key: String, example: String? = nil, _ body: @escaping @Sendable (Arguments) throws -> any View) {
        if let (type, _) = Self.splitInitializerKey(key) {
            viewNames.insert(type)
            if let example { setExample(example, of: type, in: &viewExamples) }
        }
        // A view is never one of the scalars `Value.wrap` looks for: it goes straight in,
        // without the seven failing dynamic casts that finding that out costs.
        initializer(
            key,
            returning: { arguments in
                try arguments.interpreter.budget.countViews(1, at: arguments.node)
                return .native(try body(arguments))
            })
    }

    /// Registers a modifier of every view, `modifier("padding(_:_:)") { view, a in … }`;
    /// the closure's first argument is the view.
    /// `example` is the modifier's live example on the reference page, given with its first registration.
    func modifier(
        _ selector: String, example: String? = nil,
        _ body: @escaping @Sendable (any View, Arguments) throws -> any View
    ) {
        guard let signature = signature(.modifier, of: "View", selector) else { return }
        if let example { setExample(example, of: signature.name, in: &modifierExamples) }
        modifier(signature, body)
    }

    /// Registers the modifier at `index` of the generated table, named by its place rather
    /// than its selector (the still modifiers, registered from their list).
    func modifier(declaredAt index: Int, _ body: @escaping @Sendable (any View, Arguments) throws -> any View) {
        let entry = DeclaredSignature.all[index]
        do {
            let signature = try Signature(name: entry.name, parameters: entry.parameters)
            usedDeclarations.insert(index)
            if let example = entry.example { setExample(example, of: entry.name, in: &modifierExamples) }
            modifier(signature, body)
        } catch {
            mistakes.append("\(entry.location): \(error.description)")
        }
    }

    /// Keeps a name's one example; a second is a mistake (it would hide the first).
    private func setExample(_ example: String, of name: String, in examples: inout [String: String]) {
        if examples[name] != nil { mistakes.append("'\(name)' has a reference example at two registrations") }
        examples[name] = example
    }

    private func modifier(
        _ signature: Signature, _ body: @escaping @Sendable (any View, Arguments) throws -> any View
    ) {
        let name = signature.name
        modifiers[name, default: []].append(
            Overload(signature: signature) { arguments in
                guard let receiver = arguments.receiver else {
                    throw EvaluationError("'\(name)' is a modifier: call it on a view", at: arguments.node)
                }
                let view = try arguments.interpreter.view(from: receiver, at: arguments.node)
                return .native(try body(view, arguments))
            })
    }

    /// Registers a method of values of the library type `T`, declared by `owner` (the
    /// type's own name unless a protocol declares it): `method(Text.self, "bold()")`.
    func method<T>(
        _ type: T.Type, _ selector: String, declaredBy owner: String? = nil,
        _ body: @escaping @Sendable (T, Arguments) throws -> Any
    ) {
        guard let signature = signature(.method, of: owner ?? Self.name(of: T.self), selector) else { return }
        let name = signature.name
        methods[Self.name(of: T.self), default: [:]][name, default: []].append(
            Overload(signature: signature) { arguments in
                guard case .native(let receiver as T)? = arguments.receiver else {
                    throw EvaluationError("'\(name)' is not available here", at: arguments.node)
                }
                return .wrap(try body(receiver, arguments))
            })
    }

    /// Registers a property of values of the library type `T`.
    func property<T>(_ type: T.Type, _ name: String, _ body: @escaping @Sendable (T) -> Any) {
        properties[Self.name(of: T.self), default: [:]][name] = { value in
            (value as? T).map { .wrap(body($0)) }
        }
    }

    /// Registers a static value: `Color.red`, `.title`, `Edge.Set.horizontal`.
    func staticValue<T>(_ type: String, _ name: String, _ value: @escaping @Sendable @autoclosure () -> T) {
        // Generic, so that each value's type is known where it is wrapped.
        types[type, default: RegisteredType()].staticValues[name] = { .wrap(value()) }
    }

    /// Registers static values from a list. Each is a function that makes the value anew
    /// at every use: one instance shared by every build thread would share its
    /// `@Environment` boxes too (`TitleAndIconLabelStyle` has one), and threads filling the
    /// same box at once corrupted memory.
    func staticValues(_ type: String, _ values: [String: @Sendable () -> Any]) {
        for (name, make) in values {
            types[type, default: RegisteredType()].staticValues[name] = { .wrap(make()) }
        }
    }

    /// Registers a static function or an enum case with values:
    /// `staticFunction("Font", "system(size:weight:design:)")`.
    func staticFunction(_ type: String, _ selector: String, _ body: @escaping @Sendable (Arguments) throws -> Any) {
        guard let signature = signature(.staticFunction, of: type, selector) else { return }
        types[type, default: RegisteredType()].staticFunctions[signature.name, default: []].append(
            Overload(signature: signature) { .wrap(try body($0)) })
    }

    /// Registers a global function, such as `min(_:_:)` or `withAnimation(_:_:)`.
    func function(_ selector: String, _ body: @escaping @Sendable (Arguments) throws -> Value) {
        guard let signature = signature(.function, of: "", selector) else { return }
        functions[signature.name, default: []].append(Overload(signature: signature, implementation: body))
    }

    /// Registers a library type parameters may take, and how a value converts to it.
    func type<T>(_ name: String, _ type: T.Type, implicitHost: String? = nil) {
        types[name, default: RegisteredType()].accepts = { $0 is T }
        converters[name] = { value, _, _ in
            if case .native(let native as T) = value { return native }
            return nil
        }
        if let implicitHost { implicitHosts[name] = implicitHost }
    }

    /// Registers an environment value that `@Environment(\.name)` reads and
    /// `.environment(\.name, value)` writes.
    func environmentValue<T>(
        _ name: String, _ keyPath: WritableKeyPath<EnvironmentValues, T> & Sendable, type: String
    ) {
        environment[name] = EnvironmentEntry(
            read: { .wrap($0[keyPath: keyPath]) },
            write: { view, value, interpreter, node in
                guard let converted = try interpreter.convert(value, to: type, at: node) as? T else {
                    try interpreter.mismatch(value, type, node)
                }
                return view.environment(keyPath, converted)
            },
            set: { environment, value, interpreter, node in
                guard let converted = try interpreter.convert(value, to: type, at: node) as? T else {
                    try interpreter.mismatch(value, type, node)
                }
                environment[keyPath: keyPath] = converted
            })
        // Read from the whole environment too: `@Environment(\.self) var environment`,
        // then `environment.colorScheme`.
        property(EnvironmentValues.self, name) { $0[keyPath: keyPath] }
    }

    /// The signature of the declaration a registration names, from the generated table;
    /// nil (and a recorded mistake) when the selector names none, or more than one.
    func signature(_ kind: DeclaredSignature.Kind, of owner: String, _ text: String) -> Signature? {
        guard let selector = DeclarationSelector(text) else {
            mistakes.append("'\(text)' is not a selector such as 'padding(_:_:)'")
            return nil
        }
        let what = "\(kind.rawValue) \(owner.isEmpty ? "" : owner + ".")\(text)"
        let candidates = declarations.candidates(kind, owner, selector)
        guard candidates.count == 1, let found = candidates.first else {
            let known = declarations.all(kind, owner, named: selector.name)
            mistakes.append(
                candidates.isEmpty
                    ? "\(what): no such declaration in GalleyUI or Registry/Declarations (declared: "
                        + known.map { "\(selector.name)\($0.entry.parameters)" }.joined(separator: ", ") + ")"
                    : "\(what) is ambiguous: give the type of the parameter that differs, as in "
                        + "'name(label: Type)'; candidates: "
                        + candidates.map { "\(selector.name)\($0.entry.parameters)" }.joined(separator: ", "))
            return nil
        }
        // An initializer is shown as its type is called: `Text(_: String)`.
        var signature = found.signature
        if kind == .initializer { signature.name = owner }
        usedDeclarations.insert(found.index)
        return signature
    }

    // MARK: Looking up

    /// The name a type is registered under: its name in source (cached per type).
    static func name(of type: Any.Type) -> String {
        displayName(of: type)
    }

    func implicitMemberHost(for type: String) -> String {
        if let host = implicitHosts[type] { return host }
        // `Binding<Bool>` finds `.constant` on `Binding`.
        if let generic = type.firstIndex(of: "<") { return String(type[..<generic]) }
        return type
    }

    /// A static member; `called` prefers a static function over a value of the same
    /// name (`.rect(cornerRadius:)` rather than `.rect`).
    func staticMember(_ name: String, of type: String, called: Bool = false) throws -> Value? {
        guard let registered = types[type] else { return nil }
        if called, let overloads = registered.staticFunctions[name] {
            return .function(Callable(name: name, body: .overloads(overloads, receiver: nil)))
        }
        if let value = registered.staticValues[name] { return value() }
        if let overloads = registered.staticFunctions[name] {
            return .function(Callable(name: name, body: .overloads(overloads, receiver: nil)))
        }
        return nil
    }

    func staticMemberNames(of type: String) -> [String] {
        guard let registered = types[type] else { return [] }
        return Array(registered.staticValues.keys) + Array(registered.staticFunctions.keys)
    }

    /// The registered methods for a value: its own type's, then those of the protocols
    /// it conforms to (`Shape`, `Text`).
    func methods(named name: String, on value: Value) -> [Overload]? {
        guard case .native(let native) = value else { return nil }
        for group in receiverGroups(of: native) {
            if let found = methods[group]?[name] { return found }
        }
        return nil
    }

    func memberNames(of native: Any) -> [String] {
        receiverGroups(of: native).flatMap {
            Array(methods[$0]?.keys ?? [:].keys) + Array(properties[$0]?.keys ?? [:].keys)
        }
    }

    /// The names a value's members are registered under: its type's, then the protocols'.
    /// Worked out once per type: every member a snippet calls on a library value asks, and
    /// the casts to the shape protocols cost more than the call.
    private func receiverGroups(of native: Any) -> [String] {
        let type = Swift.type(of: native)
        let id = ObjectIdentifier(type)
        if let known = receiverGroupsByType.withLock({ $0[id] }) { return known }
        var groups = [Self.name(of: type)]
        if native is any InsettableShape { groups.append("InsettableShape") }
        if native is any Shape { groups.append("Shape") }
        if native is any ShapeStyle { groups.append("ShapeStyle") }
        // The casts of an optional or an AnyHashable depend on what it holds: not remembered.
        if groups[0] != "Optional" && groups[0] != "AnyHashable" {
            receiverGroupsByType.withLock { $0[id] = groups }
        }
        return groups
    }

    func property(_ name: String, of native: Any, interpreter: Interpreter) throws -> Value? {
        for group in receiverGroups(of: native) {
            if let getter = properties[group]?[name], let value = getter(native) { return value }
        }
        return nil
    }

    /// A type spelled in Swift, parsed once; `.named` when it does not parse as a type.
    func parameterType(_ spelling: String) -> ParameterType {
        parsedTypes.withLock { parsed in
            if let known = parsed[spelling] { return known }
            let type = ParameterType(spelling: spelling) ?? .named(spelling)
            parsed[spelling] = type
            return type
        }
    }

    /// A default value's expression, parsed once.
    func parsedDefault(_ source: String) -> ExprSyntax {
        defaults.withLock { parsed in
            if let known = parsed[source] { return known }
            let tree = OperatorTable.standardOperators.foldAll(Parser.parse(source: source)) { _ in }
            let expression =
                tree.as(SourceFileSyntax.self)?.statements.first?.item.as(ExprSyntax.self)
                ?? ExprSyntax(NilLiteralExprSyntax())
            parsed[source] = expression
            return expression
        }
    }
}

extension Value {
    /// A Swift value from an implementation, as the interpreter holds it.
    ///
    /// Generic so that a caller that knows the value's type gets the casts decided when
    /// it is compiled: from `Any`, each failing cast is a look-up at run time (about 50 ns,
    /// seven of them for a library value such as a colour or a font).
    static func wrap<T>(_ value: T) -> Value {
        switch value {
        case let value as Value: value
        case let flag as Bool: .bool(flag)
        case let number as Int: .int(number)
        case let number as Double: .double(number)
        case let number as CGFloat: .double(Double(number))
        case let text as String: .string(text)
        case is Void: .void
        default: .native(value)
        }
    }
}
