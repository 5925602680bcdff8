import Foundation

/// `feed.rss`: RSS 2.0 with one item per dated, published article, newest first, each
/// carrying the full article (`content:encoded`) with absolute links.
enum Feed {
    /// How many items the feed keeps, as most generators do.
    static let itemLimit = 50

    /// The content paths of the articles the feed carries, among the published ones: the
    /// second pass makes their bodies with absolute links, before the site graph exists.
    /// The same articles as `render` lists (`SiteGraph.articles` is in this order).
    static func carried(among published: [PreparedArticle]) -> Set<String> {
        let dated = published.filter {
            let article = $0.contents.article
            return article.date != nil && !article.isHomeIntroduction && !article.isSectionLanding
        }
        return Set(
            SiteGraph.newestFirst(dated, by: { $0.contents.article }).prefix(itemLimit).map(
                \.contents.article.contentPath))
    }

    static func render(config: SiteConfig, graph: SiteGraph, lastBuildDate: Date?) -> String {
        let feedURL = config.baseURL + "feed.rss"
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
            <channel>
            <title>\(HTML.escape(config.title))</title>
            <link>\(HTML.escape(config.baseURL))</link>
            <description>\(HTML.escape(config.description.isEmpty ? config.title : config.description))</description>
            <language>\(HTML.escape(config.language))</language>
            <generator>Galley</generator>
            <atom:link href="\(HTML.escape(feedURL))" rel="self" type="application/rss+xml"/>

            """
        if let lastBuildDate {
            xml += "<lastBuildDate>\(Dates.rfc822(lastBuildDate))</lastBuildDate>\n"
        }
        let dated = graph.articles.filter { $0.article.date != nil }.prefix(itemLimit)
        for page in dated {
            let url = config.baseURL + SitePaths.encoded(page.article.sitePath)
            xml += "<item>\n"
            xml += "<title>\(HTML.escape(page.article.title))</title>\n"
            xml += "<link>\(HTML.escape(url))</link>\n"
            xml += "<guid isPermaLink=\"true\">\(HTML.escape(url))</guid>\n"
            xml += "<pubDate>\(Dates.rfc822(page.article.date!))</pubDate>\n"
            if !page.article.description.isEmpty {
                xml += "<description>\(HTML.escape(page.article.description))</description>\n"
            }
            for tag in page.article.tags {
                xml += "<category>\(HTML.escape(tag))</category>\n"
            }
            xml += "<content:encoded>\(page.body?.feedContent ?? "")</content:encoded>\n"
            xml += "</item>\n"
        }
        xml += "</channel>\n</rss>\n"
        return xml
    }
}
