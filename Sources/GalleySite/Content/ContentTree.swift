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

    /// The folders directly under `content/` that hold any file: the site's sections.
    var topLevelFolders: Set<String> {
        var folders: Set<String> = []
        for path in markdownFiles + swiftFiles + assetFiles {
            if let slash = path.firstIndex(of: "/") { folders.insert(String(path[..<slash])) }
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
        var files: [String] = []
        list(root, relative: "", root: root, into: &files)
        for relative in files where relative != "site.yml" {
            switch fileExtension(of: relative).lowercased() {
            case "md", "markdown": tree.markdownFiles.append(relative)
            case "swift": tree.swiftFiles.append(relative)
            default: tree.assetFiles.append(relative)
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
    static func fileExtension(of path: String) -> Substring {
        let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...]
    }

    private static func list(_ directory: String, relative: String, root: String, into files: inout [String]) {
        for entry in FolderListing.visibleEntries(of: directory) {
            let relativePath = relative.isEmpty ? entry.name : relative + "/" + entry.name
            if entry.isFolder {
                list(entry.path, relative: relativePath, root: root, into: &files)
            } else if entry.isFile || (entry.isLink && isRegularFileInside(root, linkedFrom: entry.path)) {
                files.append(relativePath)
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
