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

    /// Makes `folder` and the folders it is in that are missing, as `mkdir -p` does, with
    /// an error that names the folder and says why (Foundation's said neither).
    static func makeFolders(_ folder: String) throws {
        if makeFolder(folder) { return }
        guard errno == ENOENT else { throw folderFailure(folder) }
        let parent = (folder as NSString).deletingLastPathComponent
        guard !parent.isEmpty, parent != folder else { throw folderFailure(folder) }
        try makeFolders(parent)
        guard makeFolder(folder) else { throw folderFailure(folder) }
    }

    /// Makes one folder; true when it is there afterwards, made now or before.
    private static func makeFolder(_ folder: String) -> Bool {
        if mkdir(folder, 0o755) == 0 { return true }
        guard errno == EEXIST else { return false }
        var info = stat()
        // Followed: a folder the output is in may be reached through a symbolic link.
        return stat(folder, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func folderFailure(_ folder: String) -> EnvironmentError {
        if errno == EEXIST { return EnvironmentError("cannot create folder \(folder): a file has that name") }
        return failure("cannot create folder", folder)
    }

    /// Whether `path` is a regular file (not a link to one) of `size` bytes.
    static func fileHasSize(_ size: Int, at path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && Int(info.st_size) == size
    }

    /// Whether `path` is a regular file holding exactly `data` (not a link to one: a site
    /// that linked to files elsewhere must not have them linked again).
    static func fileHolds(_ data: Data, at path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == data.count
        else { return false }
        return data.withUnsafeBytes { (expected: UnsafeRawBufferPointer) -> Bool in
            guard let base = expected.baseAddress else { return true }
            var buffer = [UInt8](repeating: 0, count: min(expected.count, 1 << 16))
            var offset = 0
            while offset < expected.count {
                let wanted = min(buffer.count, expected.count - offset)
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
                if count < 0, errno == EINTR { continue }
                guard count > 0, memcmp(buffer, base + offset, count) == 0 else { return false }
                offset += count
            }
            return true
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
