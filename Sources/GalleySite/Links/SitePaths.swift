import Foundation
import GalleyMarkdown

/// How pages refer to one another. Pages link relatively (computed per page), so one
/// build works at any base path and straight from disk; absolute URLs (feed, sitemap,
/// canonical links) come from the base URL.
enum SitePaths {
    /// The prefix that leads from the page at `sitePath` back to the site root:
    /// "" -> "./", "articles/card/" -> "../../".
    static func root(from sitePath: String) -> String {
        // The number of non-empty segments, by bytes: every page's data asks for dozens
        // of relative URLs, and splitting the path into Characters each time was a tenth
        // of a `galley serve` rebuild.
        var depth = 0
        var inSegment = false
        for byte in sitePath.utf8 {
            if byte == UInt8(ascii: "/") {
                inSegment = false
            } else if !inSegment {
                inSegment = true
                depth += 1
            }
        }
        return depth == 0 ? "./" : String(repeating: "../", count: depth)
    }

    /// The URL of `target` (a site path, possibly with a fragment) as written in the page
    /// at `sitePath`.
    static func relativeURL(to target: String, from sitePath: String) -> String {
        let prefix = root(from: sitePath)
        if target.isEmpty { return prefix }
        if target.utf8.first == UInt8(ascii: "#") { return target }
        var path = Substring(target)
        var fragment = ""
        if let hash = target.utf8.firstIndex(of: UInt8(ascii: "#")) {
            path = target[..<hash]
            fragment = String(target[hash...])
        }
        let encodedTarget = encoded(String(path)) + fragment
        return prefix == "./" ? encodedTarget : prefix + encodedTarget
    }

    /// The site path of the page for `tag`.
    static func tagPath(_ tag: String) -> String {
        "tags/\(slug(tag))/"
    }

    /// A URL segment for free text: lowercase letters, digits and hyphens.
    static func slug(_ text: String) -> String { HeadingAnchors.slug(text, whenEmpty: "tag") }

    /// Percent-encodes a site path for use in an absolute URL.
    static func encoded(_ path: String) -> String {
        // Most paths are plain ASCII slugs; Foundation's encoder costs more than the rest
        // of a sitemap entry, so it only sees the paths that need it.
        if path.utf8.allSatisfy(isPlainPathByte) { return path }
        return path.addingPercentEncoding(withAllowedCharacters: pathAllowed) ?? path
    }

    private static let pathAllowed: CharacterSet = {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#")
        return allowed
    }()

    /// Letters, digits and `-._~/`: bytes every encoder leaves as they are.
    private static func isPlainPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"): true
        default: false
        }
    }
}
