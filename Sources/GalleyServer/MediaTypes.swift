/// The `Content-Type` of a built file, from its extension.
public enum MediaTypes {
    /// What Galley writes and what authors put beside their articles. Text types name
    /// UTF-8, which is what Galley writes, so browsers never have to guess.
    private static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "map": "application/json",
        "xml": "application/xml; charset=utf-8",
        "rss": "application/rss+xml; charset=utf-8",
        "atom": "application/atom+xml; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "swift": "text/plain; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "woff2": "font/woff2",
        "woff": "font/woff",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "pdf": "application/pdf",
        "wasm": "application/wasm",
        "zip": "application/zip",
        "mp4": "video/mp4",
        "webm": "video/webm",
        "mp3": "audio/mpeg",
    ]

    /// The media type for `sitePath` (`articles/card/index.html`, `feed.rss`);
    /// `application/octet-stream` for an unknown extension.
    public static func forPath(_ sitePath: String) -> String {
        let name = sitePath.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "application/octet-stream" }
        let pathExtension = name[name.index(after: dot)...].lowercased()
        return byExtension[pathExtension] ?? "application/octet-stream"
    }

    /// Whether `mediaType` is an HTML page, the only kind the server adds its script to.
    public static func isHTML(_ mediaType: String) -> Bool {
        mediaType.hasPrefix("text/html")
    }
}
