/// Two seeded hashers fed the same values, for a 128-bit hash that means something only
/// inside this process; salted differently, so that they never agree by construction.
struct PairedHasher {
    private var first = Hasher()
    private var second = Hasher()

    init(salt: Int) {
        first.combine(salt)
        second.combine(salt &+ 0x5EED)
    }

    mutating func combine(_ value: some Hashable) {
        first.combine(value)
        second.combine(value)
    }

    /// The hash as two numbers.
    consuming func finalize() -> (Int, Int) {
        (first.finalize(), second.finalize())
    }

    /// The hash as hex text.
    consuming func hex() -> String {
        let a = String(UInt(bitPattern: first.finalize()), radix: 16)
        let b = String(UInt(bitPattern: second.finalize()), radix: 16)
        return a + ":" + b
    }
}
