/// `sitemap.xml`: every page of the site, by absolute URL, in a stable order.
enum Sitemap {
    static func render(config: SiteConfig, pages: [(sitePath: String, lastModified: String?)]) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """
        for page in pages.sorted(by: { $0.sitePath < $1.sitePath }) {
            xml += "<url><loc>\(HTML.escape(config.baseURL + SitePaths.encoded(page.sitePath)))</loc>"
            if let lastModified = page.lastModified { xml += "<lastmod>\(lastModified)</lastmod>" }
            xml += "</url>\n"
        }
        xml += "</urlset>\n"
        return xml
    }
}
