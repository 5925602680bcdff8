import Foundation

/// The files under a site's `content/` folder, sorted by path so every build sees them
/// in the same order.
struct ContentTree {
    /// Markdown articles, as paths relative to `content/` ("articles/card.md").
    var markdownFiles: [String] = []
    /// Swift files that declare components for every article.
    var swiftFiles: [String] = []
    /// Everything else, copied as it is.
    var assetFiles: [String] = []

    /// Lists `contentDirectory`. Hidden files and `site.yml` are not content; symbolic
    /// links are followed only when they stay inside the folder.
    static func scan(_ contentDirectory: URL) throws -> ContentTree {
        var tree = ContentTree()
        let root = contentDirectory.resolvingSymlinksInPath().standardizedFileURL
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey],
                options: [.skipsHiddenFiles])
        else { return tree }
        for case let url as URL in enumerator {
            let resolved = url.resolvingSymlinksInPath().standardizedFileURL
            guard resolved.path.hasPrefix(root.path + "/") else { continue }
            let values = try? resolved.resourceValues(forKeys: [.isRegularFileKey])
            guard values?.isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            if relative == "site.yml" { continue }
            switch url.pathExtension.lowercased() {
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
}
