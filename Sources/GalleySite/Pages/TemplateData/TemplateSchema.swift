import Foundation

/// A variable of template data: its name, its kind of value, whether a page may leave it
/// out, what it is, and the variables inside it (an object, or each item of a list).
struct TemplateField: Equatable, Sendable {
    var name: String
    var type: String
    var optional: Bool
    var description: String
    var fields: [TemplateField]
}

/// The variables of a kind of template data, read from the type itself: it is decoded
/// with a decoder that answers every question with an empty value and writes down the
/// questions (which key, what type, whether it may be missing). So the list cannot miss
/// a variable the type has; the descriptions come from `fieldDescriptions`.
enum TemplateSchema {
    static func fields<T: TemplateData>(of type: T.Type) -> [TemplateField] {
        let recorder = Recorder(descriptions: T.fieldDescriptions)
        _ = try? T(from: SchemaDecoder(recorder: recorder))
        return recorder.fields
    }
}

/// The fields asked for while decoding one object (or one list's item).
private final class Recorder {
    let descriptions: [String: String]
    var fields: [TemplateField] = []
    /// The key `decodeIfPresent` asked about just before decoding it: that field is optional.
    var optionalKey: String?

    init(descriptions: [String: String]) {
        self.descriptions = descriptions
    }

    func record(_ key: String, type: String, fields: [TemplateField] = []) {
        let isOptional = optionalKey == key
        optionalKey = nil
        guard !self.fields.contains(where: { $0.name == key }) else { return }
        self.fields.append(
            TemplateField(
                name: key, type: type, optional: isOptional, description: descriptions[key] ?? "", fields: fields))
    }
}

private struct SchemaError: Error {}

/// Lets the schema decoder tell a list from an object.
private protocol ListMarker {}
extension Array: ListMarker {}

private struct SchemaDecoder: Decoder {
    let recorder: Recorder
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(SchemaKeyedContainer<Key>(recorder: recorder))
    }

    func unkeyedContainer() -> any UnkeyedDecodingContainer { SchemaUnkeyedContainer(recorder: recorder) }

    func singleValueContainer() -> any SingleValueDecodingContainer { SchemaSingleValue(recorder: recorder) }

    /// An empty value of `type`, and the name of its kind; its own fields go to `recorder`.
    static func empty<T: Decodable>(_ type: T.Type, recorder: Recorder) throws -> (T, String) {
        let value: Any
        let name: String
        switch type {
        case is String.Type: (value, name) = ("", "text")
        case is Bool.Type: (value, name) = (false, "boolean")
        case is Int.Type: (value, name) = (0, "number")
        default:
            let described = (type as? any TemplateData.Type)?.fieldDescriptions
            let inner = described.map { Recorder(descriptions: $0) } ?? recorder
            value = try T(from: SchemaDecoder(recorder: inner))
            name = type is any ListMarker.Type ? "list" : "object"
            if described != nil { recorder.fields = inner.fields }
        }
        guard let typed = value as? T else { throw SchemaError() }
        return (typed, name)
    }
}

private struct SchemaKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let recorder: Recorder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }

    // Asked only by `decodeIfPresent`, just before it decodes the value.
    func decodeNil(forKey key: Key) -> Bool {
        recorder.optionalKey = key.stringValue
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let inner = Recorder(descriptions: [:])
        let (value, name) = try SchemaDecoder.empty(type, recorder: inner)
        recorder.record(key.stringValue, type: name, fields: inner.fields)
        return value
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String { try primitive(key) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try primitive(key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try primitive(key) }

    private func primitive<T: Decodable>(_ key: Key) throws -> T {
        let (value, name) = try SchemaDecoder.empty(T.self, recorder: recorder)
        recorder.record(key.stringValue, type: name)
        return value
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    { throw SchemaError() }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw SchemaError() }
    func superDecoder() throws -> any Decoder { throw SchemaError() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw SchemaError() }
}

/// A list of one item: enough to learn the item's fields.
private struct SchemaUnkeyedContainer: UnkeyedDecodingContainer {
    let recorder: Recorder
    var codingPath: [any CodingKey] { [] }
    var count: Int? { 1 }
    var currentIndex = 0
    var isAtEnd: Bool { currentIndex > 0 }

    init(recorder: Recorder) {
        self.recorder = recorder
    }

    mutating func decodeNil() -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        currentIndex += 1
        return try SchemaDecoder.empty(type, recorder: recorder).0
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    { throw SchemaError() }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw SchemaError() }
    mutating func superDecoder() throws -> any Decoder { throw SchemaError() }
}

private struct SchemaSingleValue: SingleValueDecodingContainer {
    let recorder: Recorder
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try SchemaDecoder.empty(type, recorder: recorder).0
    }
}
