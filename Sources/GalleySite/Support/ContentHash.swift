import Crypto
import Foundation

/// SHA-256, for content-addressed preview names and cache keys: a name changes exactly
/// when the bytes do, so a host may cache previews forever.
enum ContentHash {
    /// The first `length` hex digits of the SHA-256 of `data`.
    static func hex(_ data: Data, length: Int = 16) -> String {
        data.withUnsafeBytes { hex(of: $0, length: length) }
    }

    static func hex(_ bytes: [UInt8], length: Int = 16) -> String {
        bytes.withUnsafeBytes { hex(of: $0, length: length) }
    }

    static func hex(_ text: String, length: Int = 16) -> String {
        var text = text
        // Contiguous UTF-8 is the common case; a bridged string is made native once.
        return text.withUTF8 { hex(of: UnsafeRawBufferPointer($0), length: length) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Builds the hex text from a lookup table: `String(format: "%02x")` per byte cost more
    /// than the hash itself (a build hashes every mark of every preview).
    private static func hex(of bytes: UnsafeRawBufferPointer, length: Int) -> String {
        let digest = sha256(bytes)
        let count = min(max(length, 0), digest.count * 2)
        return String(unsafeUninitializedCapacity: count) { buffer in
            for index in 0..<count {
                let byte = digest[index / 2]
                buffer[index] = hexDigits[Int(index % 2 == 0 ? byte >> 4 : byte & 0x0f)]
            }
            return count
        }
    }

    static func sha256(_ message: [UInt8]) -> [UInt8] {
        message.withUnsafeBytes { sha256($0) }
    }

    /// SHA-256 over the message in place, by swift-crypto (BoringSSL uses the processor's
    /// SHA instructions where it has them: a build hashes every mark of every preview).
    static func sha256(_ message: UnsafeRawBufferPointer) -> [UInt8] {
        Array(SHA256.hash(data: message))
    }
}
