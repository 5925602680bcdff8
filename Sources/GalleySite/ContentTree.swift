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

    /// Lists `contentDirectory`. Hidden files and folders and `site.yml` are not content;
    /// a symbolic link to a file is followed only when the file is inside the folder, and
    /// linked folders are not entered (a link to a parent would never end).
    ///
    /// Plain `readdir` and `stat` rather than FileManager's enumerator: every rebuild of
    /// `galley serve` lists the folder, and on a thousand articles this is ten times faster.
    static func scan(_ contentDirectory: URL) throws -> ContentTree {
        var tree = ContentTree()
        let root = contentDirectory.resolvingSymlinksInPath().standardizedFileURL.path
        var files: [String] = []
        list(root, relative: "", root: root, into: &files)
        for relative in files where relative != "site.yml" {
            switch (relative as NSString).pathExtension.lowercased() {
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

    private static func list(_ directory: String, relative: String, root: String, into files: inout [String]) {
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let path = directory + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                list(path, relative: relativePath, root: root, into: &files)
            case S_IFREG:
                files.append(relativePath)
            case S_IFLNK:
                if isRegularFileInside(root, linkedFrom: path) { files.append(relativePath) }
            default:
                break
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
