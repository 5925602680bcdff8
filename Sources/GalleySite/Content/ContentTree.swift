import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files under a site's `content/` folder, sorted by path so every build sees them
/// in the same order.
struct ContentTree {
    /// Markdown articles, as paths relative to `content/` ("articles/card.md").
    var markdownFiles: [String] = []
    /// Swift files that declare components for every article.
    var swiftFiles: [String] = []
    /// Everything else, copied as it is.
    var assetFiles: [String] = []
    /// The stamp of each article that is a regular file (not a link), by path.
    var markdownStamps: [String: FileStamp] = [:]

    /// The folders directly under `content/` that hold any file: the site's sections.
    var topLevelFolders: Set<String> {
        var folders: Set<String> = []
        for files in [markdownFiles, swiftFiles, assetFiles] {
            for path in files {
                if let slash = path.utf8.firstIndex(of: UInt8(ascii: "/")) { folders.insert(String(path[..<slash])) }
            }
        }
        return folders
    }

    /// Lists `contentDirectory`. Hidden files and folders and `site.yml` are not content;
    /// a symbolic link to a file is followed only when the file is inside the folder, and
    /// linked folders are not entered (a link to a parent would never end).
    ///
    /// Every rebuild of `galley serve` lists the folder, hence `FolderListing`.
    static func scan(_ contentDirectory: URL) throws -> ContentTree {
        var tree = ContentTree()
        let root = contentDirectory.resolvingSymlinksInPath().standardizedFileURL.path
        var files: [(path: String, info: stat?)] = []
        list(root, relative: "", root: root, into: &files)
        // Sized once: most content is articles, and `galley serve` scans at every save.
        tree.markdownFiles.reserveCapacity(files.count)
        tree.markdownStamps.reserveCapacity(files.count)
        for (relative, info) in files where relative != "site.yml" {
            let fileExtension = fileExtension(of: relative)
            if fileExtension.isASCIICaseInsensitive("md") || fileExtension.isASCIICaseInsensitive("markdown") {
                tree.markdownFiles.append(relative)
                if let info { tree.markdownStamps[relative] = FileStamp(info) }
            } else if fileExtension.isASCIICaseInsensitive("swift") {
                tree.swiftFiles.append(relative)
            } else {
                tree.assetFiles.append(relative)
            }
        }
        tree.markdownFiles.sort()
        tree.swiftFiles.sort()
        tree.assetFiles.sort()
        return tree
    }

    /// What follows the last dot of the file's name, as `NSString.pathExtension` reads it
    /// (nothing for a name that has no dot but its first character), without bridging
    /// each path to `NSString`: every save of `galley serve` asks it of every file.
    /// The slash and the dot are ASCII: looked for in the UTF-8 bytes, as NSString looks
    /// for them in UTF-16 units, rather than character by character.
    static func fileExtension(of path: String) -> Substring {
        let bytes = path.utf8
        let nameStart = bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? bytes.startIndex
        guard let dot = bytes[nameStart...].lastIndex(of: UInt8(ascii: ".")), dot != nameStart else { return "" }
        return path[bytes.index(after: dot)...]
    }

    /// Appends every file under `directory`, with what `lstat` said of it (nil for a link).
    private static func list(
        _ directory: String, relative: String, root: String, into files: inout [(path: String, info: stat?)]
    ) {
        for entry in FolderListing.visibleEntries(of: directory) {
            let relativePath = relative.isEmpty ? entry.name : relative + "/" + entry.name
            if entry.isFolder {
                list(entry.path, relative: relativePath, root: root, into: &files)
            } else if entry.isFile {
                files.append((relativePath, entry.info))
            } else if entry.isLink && isRegularFileInside(root, linkedFrom: entry.path) {
                // A link's own stamp says nothing of its target's bytes.
                files.append((relativePath, nil))
            }
        }
    }

    /// Whether the link at `path` leads to a regular file under `root`.
    private static func isRegularFileInside(_ root: String, linkedFrom path: String) -> Bool {
        guard let resolved = realpath(path, nil) else { return false }
        defer { free(resolved) }
        let target = String(cString: resolved)
        var info = stat()
        return target.hasPrefix(root + "/") && stat(target, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}

extension Substring {
    /// Whether this is `lowercase` in any mix of ASCII case: no lowercased copy per file.
    fileprivate func isASCIICaseInsensitive(_ lowercase: StaticString) -> Bool {
        guard utf8.count == lowercase.utf8CodeUnitCount else { return false }
        return lowercase.withUTF8Buffer { expected in
            zip(utf8, expected).allSatisfy { byte, want in
                byte == want || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") && byte | 0x20 == want)
            }
        }
    }
}
