import Foundation

/// Follows every `href` and `src` of every HTML page of a built site, the way a browser
/// reading the files would, and reports the ones that lead to no file or to a missing id.
struct LinkChecker {
    struct BrokenLink: CustomStringConvertible {
        var page: String
        var url: String
        var problem: String
        var description: String { "\(page): '\(url)': \(problem)" }
    }

    /// The built site.
    let site: URL
    /// Where the site is served from, for links that start with "/" ("/" or "/docs/").
    var basePath = "/"

    private(set) var checkedCount = 0
    private var idsByPage: [String: Set<String>] = [:]

    init(site: URL, basePath: String = "/") {
        self.site = site
        self.basePath = basePath
    }

    /// Checks every page; returns the broken links.
    mutating func check() throws -> [BrokenLink] {
        var broken: [BrokenLink] = []
        let pages = try Workspace.files(in: site).filter { $0.hasSuffix(".html") }
        for page in pages {
            let html = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
            for url in HTMLScanner.references(in: html) {
                if let problem = try problem(with: url, in: page) {
                    broken.append(BrokenLink(page: page, url: url, problem: problem))
                }
            }
        }
        return broken
    }

    /// Why `url`, written in the page at site path `page`, leads nowhere; nil when it is fine.
    private mutating func problem(with url: String, in page: String) throws -> String? {
        if let colon = url.firstIndex(of: ":"),
            url[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) })
        {
            let scheme = url[..<colon].lowercased()
            return ["http", "https", "mailto"].contains(scheme) ? nil : "unexpected scheme '\(scheme):'"
        }
        if url.hasPrefix("//") { return nil }
        checkedCount += 1

        var path = url
        var fragment = ""
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = String(path[..<hash])
        }
        if let question = path.firstIndex(of: "?") { path = String(path[..<question]) }

        let target: String
        if path.isEmpty {
            target = page
        } else {
            var segments: [Substring]
            if path.hasPrefix("/") {
                guard path.hasPrefix(basePath) else { return "absolute path outside the base path '\(basePath)'" }
                segments = []
                path = String(path.dropFirst(basePath.count))
            } else {
                segments = page.split(separator: "/")
                segments.removeLast()
            }
            for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
                switch segment {
                case ".": continue
                case "..":
                    guard !segments.isEmpty else { return "climbs above the site root" }
                    segments.removeLast()
                default: segments.append(segment)
                }
            }
            var resolved = segments.joined(separator: "/")
            resolved = resolved.removingPercentEncoding ?? resolved
            if path.isEmpty || path.hasSuffix("/") || path.hasSuffix("/.") || path == "." || path.hasSuffix("..") {
                resolved = resolved.isEmpty ? "index.html" : resolved + "/index.html"
            }
            target = resolved
        }
        var isDirectory: ObjCBool = false
        let file = site.appendingPathComponent(target)
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else {
            return "no file '\(target)'"
        }
        if isDirectory.boolValue { return "'\(target)' is a folder; the link needs a trailing '/'" }
        let id = fragment.removingPercentEncoding ?? fragment
        guard !id.isEmpty, target.hasSuffix(".html") else { return nil }
        if idsByPage[target] == nil {
            idsByPage[target] = HTMLScanner.ids(in: try String(contentsOf: file, encoding: .utf8))
        }
        return idsByPage[target]!.contains(id) ? nil : "no id '\(id)' in '\(target)'"
    }
}
