import Foundation

/// Turns the path of a request into the site path of a built file, or refuses it.
///
/// The server looks files up by site path in the build held in memory, so no request
/// can reach the disk; this is the second line of defence: a path that could mean
/// something else once decoded (`..`, `%2e%2e`, an encoded `/` or `\`, a NUL) is refused
/// outright instead of being cleaned up, so that what the browser asked for and what is
/// served never differ.
public enum SitePathResolver {
    /// What a request path names.
    public enum Resolution: Equatable, Sendable {
        /// A site path such as `articles/card/index.html` or `` (the root directory).
        case path(String)
        /// A path that tries to leave the site or smuggle a separator: answered 403.
        case forbidden
    }

    /// Decodes and checks `requestPath` (the path part of the URL, query removed).
    public static func resolve(_ requestPath: String) -> Resolution {
        guard requestPath.hasPrefix("/") else { return .forbidden }
        var segments: [String] = []
        for rawSegment in requestPath.split(separator: "/", omittingEmptySubsequences: true) {
            guard let segment = decode(rawSegment) else { return .forbidden }
            if segment == "." || segment == ".." || segment.contains("/") || segment.contains("\\")
                || segment.contains("\0")
            {
                return .forbidden
            }
            segments.append(segment)
        }
        var path = segments.joined(separator: "/")
        if requestPath.hasSuffix("/"), !path.isEmpty { path += "/" }
        return .path(path)
    }

    /// Percent-decodes one segment; nil when the encoding is malformed or not UTF-8.
    private static func decode(_ segment: Substring) -> String? {
        guard segment.contains("%") else { return String(segment) }
        return String(segment).removingPercentEncoding
    }
}
