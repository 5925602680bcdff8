import Foundation

/// Turns template data into what swift-mustache renders: a dictionary keyed by the coding
/// keys at the top, `TemplateObject`s for the structs within, arrays, strings (as
/// `TemplateText`), booleans and integers. A `nil` optional is left out, as a missing key,
/// which Mustache treats as false.
enum MustacheEncoder {
    /// The value of `data` for Mustache; a page's data always encodes to a dictionary.
    static func encode(_ data: some Encodable) -> [String: Any] {
        let encoder = ValueEncoder()
        // Template data is made of strings, booleans, integers, arrays and structs, none
        // of which throw when encoded.
        do { try data.encode(to: encoder) } catch { return [:] }
        guard case .entries(let entries) = encoder.storage.value else { return [:] }
        return entries.mapValues(\.resolved)
    }
}

/// A value being encoded. Kept typed until encoding is done, so that turning it into what
/// Mustache reads needs no dynamic cast: casting an `Any` that holds a dictionary to a class
/// makes the runtime bridge the dictionary to Foundation first (a twentieth of a warm build).
private enum Node {
    /// A string, a boolean or an integer, as Mustache reads it.
    case leaf(Any)
    /// A keyed container's entries.
    case entries([String: Node])
    /// An unkeyed container's items, appended after the container is handed out.
    case items(ItemsBox)
    /// A nested container's value, filled in after the container is handed out.
    case later(Slot)

    /// What Mustache renders: objects, arrays and leaves.
    var resolved: Any {
        switch self {
        case .leaf(let value): value
        case .entries(let entries): TemplateObject(entries.mapValues(\.resolved))
        case .items(let box): box.items.map(\.resolved)
        case .later(let slot): slot.value?.resolved ?? TemplateObject([:])
        }
    }
}

/// Where an encoder puts its value; shared with the containers it hands out, which may
/// outlive the call that made them.
private final class Slot {
    /// A keyed container's entries, in a property of their own so that each key is added
    /// in place: stored in `other`, every key added would copy all the keys before it.
    private var entries: [String: Node]?
    private var other: Node?

    init() {}

    var value: Node? {
        get {
            if let entries { return .entries(entries) }
            return other
        }
        set {
            entries = nil
            other = newValue
        }
    }

    /// Makes the value a dictionary, unless it is one: a keyed container asked for again
    /// adds to the same one.
    func beginEntries() {
        guard entries == nil else { return }
        if case .entries(let existing) = other {
            entries = existing
        } else {
            entries = [:]
        }
        other = nil
    }

    func setEntry(_ entry: Node, forKey key: String) {
        beginEntries()
        entries?[key] = entry
    }
}

private struct ValueEncoder: Encoder {
    var storage = Slot()
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        storage.beginEntries()
        return KeyedEncodingContainer(KeyedContainer<Key>(storage: storage, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let items = ItemsBox()
        storage.value = .items(items)
        return UnkeyedContainer(items: items, storage: storage, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(storage: storage, codingPath: codingPath)
    }

    /// Encodes `value` on its own: primitives as themselves, anything else through a new encoder.
    static func box(_ value: some Encodable, codingPath: [any CodingKey]) throws -> Node {
        switch value {
        case let string as String: return .leaf(TemplateText(string))
        case let bool as Bool: return .leaf(bool)
        case let int as Int: return .leaf(int)
        default:
            let encoder = ValueEncoder(storage: Slot(), codingPath: codingPath)
            try value.encode(to: encoder)
            return encoder.storage.value ?? .entries([:])
        }
    }
}

/// The items of an array being encoded (a class: the container appends after it is returned).
private final class ItemsBox {
    var items: [Node] = []
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let storage: Slot
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) {}

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        storage.setEntry(try ValueEncoder.box(value, codingPath: codingPath + [key]), forKey: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let encoder = nestedEncoder(forKey: key)
        return encoder.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        nestedEncoder(forKey: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder(storage: storage, codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { nestedEncoder(forKey: key) }

    /// A nested container's value goes in when encoding is done (see `Node.resolved`).
    private func nestedEncoder(forKey key: Key) -> ValueEncoder {
        let slot = Slot()
        storage.setEntry(.later(slot), forKey: key.stringValue)
        return ValueEncoder(storage: slot, codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let items: ItemsBox
    let storage: Slot
    var codingPath: [any CodingKey]
    var count: Int { items.items.count }

    mutating func encodeNil() {}

    mutating func encode<T: Encodable>(_ value: T) throws {
        items.items.append(try ValueEncoder.box(value, codingPath: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let slot = Slot()
        items.items.append(.later(slot))
        return ValueEncoder(storage: slot, codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let slot = Slot()
        items.items.append(.later(slot))
        return ValueEncoder(storage: slot, codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { ValueEncoder(storage: storage, codingPath: codingPath) }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let storage: Slot
    var codingPath: [any CodingKey]

    mutating func encodeNil() { storage.value = nil }

    mutating func encode<T: Encodable>(_ value: T) throws {
        storage.value = try ValueEncoder.box(value, codingPath: codingPath)
    }
}
