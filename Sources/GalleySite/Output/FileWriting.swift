import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file with plain `open` and `write`. Foundation's `Data.write` syncs every file
/// to disk, which made writing Galley's own 500-file site take longer than building it;
/// what Galley writes becomes visible through a rename (the site's folder, a cache file),
/// and a crash before that leaves the previous one in place.
enum FileWriting {
    /// Writes `data` to a new file at `path`, replacing one that is there.
    static func write(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot create", path) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure("cannot write", path)
                }
                offset += written
            }
        }
    }

    #if canImport(Glibc)
        private static let systemWrite = Glibc.write
    #elseif canImport(Darwin)
        private static let systemWrite = Darwin.write
    #endif

    private static func failure(_ what: String, _ path: String) -> EnvironmentError {
        EnvironmentError("\(what) \(path): \(String(cString: strerror(errno)))")
    }
}
