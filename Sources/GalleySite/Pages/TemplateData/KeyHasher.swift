/// Hashes template data the way `RenderKeys` needs: every key, every value and where each
/// structure starts and ends, fed to two seeded hashers (128 bits), without building the
/// JSON text that keys were once made from. `galley serve` makes every page's key on every
/// rebuild, and encoding every page's data as JSON was most of a rebuild.
///
/// Values are framed (a tag before each, strings with their length, a mark where an encoded
/// value ends), so two different data give different streams: `["ab"]` and `["a", "b"]`, or
/// `{x: [{a: 1}], b: 2}` and `{x: [{a: 1, b: 2}]}`, never feed the hashers the same.
enum KeyHasher {
    /// The 128-bit hash of `data`, as hex text: seeded, so it means something only inside
    /// this process.
    static func hash(_ data: some Encodable, salt: Int) -> String {
        feed(data, into: HashSink(salt: salt))
    }

    /// The SHA-256 of the same framed stream, as hex text: the same in every process, for
    /// keys kept in files (`PageRecord`).
    static func lastingHash(_ data: some Encodable) -> String {
        feed(data, into: HashSink(salt: nil))
    }

    private static func feed(_ data: some Encodable, into sink: HashSink) -> String {
        do {
            try HashingEncoder(sink: sink).box(data)
        } catch {
            // Template data never throws when encoded; were it to, the key matches nothing.
            sink.add(tag: 0xFF)
            sink.add(String(describing: error))
        }
        return sink.hex
    }
}

/// Where the framed stream goes, shared by the containers an encoder hands out: a pair of
/// seeded hashers, or, for a lasting hash, the stream's bytes, hashed with SHA-256 at the
/// end.
private final class HashSink {
    private var seeded: PairedHasher?
    private var bytes: [UInt8]?

    /// Seeded hashers salted with `salt`; with no salt, the bytes for SHA-256.
    init(salt: Int?) {
        if let salt {
            seeded = PairedHasher(salt: salt)
        } else {
            bytes = []
            bytes?.reserveCapacity(1 << 14)
        }
    }

    func add(tag: UInt8) {
        if bytes != nil {
            bytes?.append(tag)
        } else {
            seeded?.combine(tag)
        }
    }

    func add(_ string: String) {
        add(tag: 1)
        add(string.utf8.count)
        if bytes != nil {
            bytes?.append(contentsOf: string.utf8)
        } else {
            seeded?.combine(string)
        }
    }

    func add(_ int: Int) {
        if bytes != nil {
            // Little-endian, whatever the machine: the hash must be the same everywhere.
            withUnsafeBytes(of: Int64(int).littleEndian) { bytes?.append(contentsOf: $0) }
        } else {
            seeded?.combine(int)
        }
    }

    var hex: String {
        if let bytes { return ContentHash.hex(bytes, length: 64) }
        return seeded?.hex() ?? ""
    }
}

private struct HashingEncoder: Encoder {
    let sink: HashSink
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.add(tag: 2)
        return KeyedEncodingContainer(KeyedHashingContainer<Key>(sink: sink, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        sink.add(tag: 3)
        return UnkeyedHashingContainer(sink: sink, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueHashingContainer(sink: sink, codingPath: codingPath)
    }

    /// Feeds one value: primitives as themselves, anything else through its own encoding,
    /// between a start and an end mark.
    func box(_ value: some Encodable) throws {
        switch value {
        case let string as String: sink.add(string)
        case let bool as Bool:
            sink.add(tag: bool ? 4 : 5)
        case let int as Int:
            sink.add(tag: 6)
            sink.add(int)
        case let double as Double:
            sink.add(tag: 7)
            sink.add(Int(truncatingIfNeeded: double.bitPattern))
        default:
            sink.add(tag: 8)
            try value.encode(to: self)
            sink.add(tag: 9)
        }
    }
}

private struct KeyedHashingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: HashSink
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) {
        sink.add(key.stringValue)
        sink.add(tag: 10)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        sink.add(key.stringValue)
        try HashingEncoder(sink: sink, codingPath: codingPath + [key]).box(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        sink.add(key.stringValue)
        return HashingEncoder(sink: sink, codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        sink.add(key.stringValue)
        return HashingEncoder(sink: sink, codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { HashingEncoder(sink: sink, codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        sink.add(key.stringValue)
        return HashingEncoder(sink: sink, codingPath: codingPath + [key])
    }
}

private struct UnkeyedHashingContainer: UnkeyedEncodingContainer {
    let sink: HashSink
    var codingPath: [any CodingKey]
    var count = 0

    mutating func encodeNil() {
        count += 1
        sink.add(tag: 10)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        count += 1
        sink.add(tag: 11)
        try HashingEncoder(sink: sink, codingPath: codingPath).box(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        count += 1
        sink.add(tag: 11)
        return HashingEncoder(sink: sink, codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        sink.add(tag: 11)
        return HashingEncoder(sink: sink, codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { HashingEncoder(sink: sink, codingPath: codingPath) }
}

private struct SingleValueHashingContainer: SingleValueEncodingContainer {
    let sink: HashSink
    var codingPath: [any CodingKey]

    mutating func encodeNil() { sink.add(tag: 10) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try HashingEncoder(sink: sink, codingPath: codingPath).box(value)
    }
}
