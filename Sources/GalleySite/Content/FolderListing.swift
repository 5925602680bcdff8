#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The visible entries of a folder, with plain `readdir` and `lstat`. Listing the content
/// folder (every build), fingerprinting it (five times a second when scanning) and
/// watching it (inotify) all walk the same trees; FileManager's enumerator costs ten
/// times as much, and hidden names (editors' swap files, `.git`) are never content.
package enum FolderListing {
    package struct Entry {
        package let name: String
        package let path: String
        /// What `lstat` says: a symbolic link is described, not followed.
        package let info: stat

        package var isFolder: Bool { info.st_mode & S_IFMT == S_IFDIR }
        package var isFile: Bool { info.st_mode & S_IFMT == S_IFREG }
        package var isLink: Bool { info.st_mode & S_IFMT == S_IFLNK }
    }

    /// The entries of `directory` whose names do not start with a dot, in the order the
    /// system gives them; none when it cannot be read. An entry removed while it is being
    /// listed is left out.
    package static func visibleEntries(of directory: String) -> [Entry] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        // Each entry described relative to the open folder: the kernel does not walk the
        // folder's path again for every file.
        let folder = dirfd(stream)
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            var info = stat()
            let name: String? = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                guard bytes.first != UInt8(ascii: "."), let name = bytes.baseAddress,
                    fstatat(folder, name.assumingMemoryBound(to: CChar.self), &info, AT_SYMLINK_NOFOLLOW) == 0
                else { return nil }
                return String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard let name else { continue }
            entries.append(Entry(name: name, path: directory + "/" + name, info: info))
        }
        return entries
    }
}
