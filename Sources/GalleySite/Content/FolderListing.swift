import Foundation

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
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        // Each entry described relative to the open folder, so the kernel does not walk
        // the folder's path again for every file; a large folder's entries on every core
        // (the calls are most of listing a site of a thousand articles, at every save).
        let folder = dirfd(stream)
        let described = Slots<stat?>(repeating: nil, count: names.count)
        let listedNames = names
        parallelForEach(
            (names.count + Self.entriesPerTask - 1) / Self.entriesPerTask,
            jobs: names.count > Self.entriesPerTask ? ProcessInfo.processInfo.activeProcessorCount : 1
        ) { task in
            for index in (task * Self.entriesPerTask)..<min((task + 1) * Self.entriesPerTask, listedNames.count) {
                var info = stat()
                if fstatat(folder, listedNames[index], &info, AT_SYMLINK_NOFOLLOW) == 0 { described[index] = info }
            }
        }
        // An entry removed while it is being listed is left out.
        return zip(names, described.elements).compactMap { name, info in
            info.map { Entry(name: name, path: directory + "/" + name, info: $0) }
        }
    }

    /// How many entries one task describes.
    private static let entriesPerTask = 256
}
