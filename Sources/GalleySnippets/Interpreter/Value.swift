import GalleyUI
import SwiftSyntax

/// A value while a snippet runs: Swift's own values, the snippet's declarations and
/// GalleyUI's values (views, colours, fonts) carried as they are.
indirect enum Value {
    case void
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    case dictionary([(key: Value, value: Value)])
    case tuple([(label: String?, value: Value)])
    /// `lower..<upper`; a closed range is stored half-open.
    case range(Int, Int)
    case function(Callable)
    case instance(Instance)
    case enumCase(EnumCase)
    /// A type named in source: `Color`, `Font.Weight`, a declared struct.
    case type(TypeReference)
    /// A GalleyUI value or view, as the library's own type.
    case native(Any)
    /// `.red` or `.destructive(...)` before the type it belongs to is known: the
    /// parameter that receives it decides.
    case implicitMember(ImplicitMember)
    case binding(Reference)
    /// `\.colorScheme`, `\.self`, `\.id`.
    case keyPath([String])

    /// The type's name as Swift would print it in a diagnostic.
    var typeName: String {
        switch self {
        case .void: "()"
        case .null: "nil"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .tuple: "tuple"
        case .range: "Range<Int>"
        case .function: "function"
        case .instance(let instance): instance.type.name
        case .enumCase(let value): value.type.name
        case .type(let type): "\(type.name).Type"
        case .native(let value): Self.nativeTypeName(value)
        case .implicitMember(let member): ".\(member.name)"
        case .binding: "Binding"
        case .keyPath: "KeyPath"
        }
    }

    static func nativeTypeName(_ value: Any) -> String {
        let full = String(describing: Swift.type(of: value))
        let name = full.split(separator: "<", maxSplits: 1).first.map(String.init) ?? full
        // A modified or type-erased view is, as Swift would say, `some View`.
        if value is any View,
            name.hasPrefix("_") || ["ModifiedContent", "AnyView", "ForEach", "TupleView"].contains(name)
        {
            return "some View"
        }
        return name
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

/// An implicit member expression with its arguments, if it was called.
struct ImplicitMember {
    var name: String
    var arguments: [Argument]?
    var node: Syntax
}

/// A mutable storage place: a `var`, a `@State` property, the target of a `$binding`.
final class Reference {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// An instance of a struct the snippet declares. Shared by reference: snippets only
/// read their views' properties, so value semantics would add nothing visible.
final class Instance {
    let type: DeclaredType
    var properties: [String: Reference]

    init(type: DeclaredType, properties: [String: Reference]) {
        self.type = type
        self.properties = properties
    }
}

/// A case of an enum the snippet declares, with its associated values.
struct EnumCase {
    let type: DeclaredType
    let name: String
    let associated: [(label: String?, value: Value)]
}

/// A type by name: one the registry knows or one the snippet declares.
enum TypeReference {
    case builtin(String)
    case declared(DeclaredType)

    var name: String {
        switch self {
        case .builtin(let name): name
        case .declared(let type): type.name
        }
    }
}

/// An argument as written at a call site, evaluated.
struct Argument {
    var label: String?
    var value: Value
    var node: Syntax
    /// The first trailing closure, which fills the first closure parameter left.
    var isTrailingClosure = false
}

extension Value {
    var isArray: Bool { if case .array = self { true } else { false } }
    /// Whether this is a key path, which `callValue` calls with one argument.
    var isKeyPath: Bool { if case .keyPath = self { true } else { false } }
}
