extension PreviewRendering {
    /// The page's HTML with every preview but the first loaded lazily: the browser fetches
    /// a picture when it nears the screen, so a reference page of a hundred previews
    /// opens as fast as a short one. The first is usually in view on arrival, where
    /// waiting for layout would only delay it.
    static func loadingLazily(_ html: String) -> String {
        let marker = "<figure class=\"preview\"><picture>"
        let parts = html.components(separatedBy: marker)
        guard parts.count > 2 else { return html }
        var result = parts[0] + marker + parts[1]
        for part in parts.dropFirst(2) {
            var part = part
            if let image = part.range(of: "<img ") { part.replaceSubrange(image, with: "<img loading=\"lazy\" ") }
            result += marker + part
        }
        return result
    }
}
