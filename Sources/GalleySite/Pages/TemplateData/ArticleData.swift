import Foundation

/// What a listing shows of an article: the home page, sections and tag pages.
struct ArticleSummaryData: TemplateData {
    var title: String
    var url: String
    var tags: [TagLinkData]
    /// Left out when empty: Mustache treats "" as true.
    var description: String?
    var date: String?
    var dateISO: String?

    static let keys: [TemplateKey<Self>] = [
        .key("title", \.title, "The article's title."),
        .key("url", \.url, "The article's URL."),
        .key("tags", \.tags, "The article's tags."),
        .key("description", \.description, "The article's description, when it has one."),
        .key("date", \.date, "The article's date, for reading (\"19 November 2026\"), when it has one."),
        .key("date_iso", \.dateISO, "The same date as YYYY-MM-DD, for `<time datetime>`."),
    ]
}

/// An article on its own page: its summary, its HTML and what goes around it.
struct ArticleData: TemplateData {
    var summary: ArticleSummaryData
    var content: String
    var hasCodeBlocks: Bool
    var highlightsCode: Bool
    var toc: [TOCEntryData]
    var hasTOC: Bool
    var backlinks: [LinkData]
    var hasBacklinks: Bool
    var prev: PagerLinkData?
    var next: PagerLinkData?

    static let keys: [TemplateKey<Self>] = [
        // The summary's variables sit beside the others: templates write `article.title`.
        .inlined(\.summary),
        .key("content", \.content, "The article's HTML."),
        .key("has_code_blocks", \.hasCodeBlocks, "Whether the article has code blocks (for the copy buttons' script)."),
        .key("highlights_code", \.highlightsCode, "Whether a code block needs the highlighter's script."),
        .key("toc", \.toc, "The article's level-2 and level-3 headings."),
        .key("has_toc", \.hasTOC, "Whether there are two or more of them: the page shows its contents."),
        .key("backlinks", \.backlinks, "The articles that link to this one."),
        .key("has_backlinks", \.hasBacklinks, "Whether any article links to this one."),
        .key("prev", \.prev, "The page before this one, if any."),
        .key("next", \.next, "The page after this one, if any."),
    ]

    init(
        summary: ArticleSummaryData, content: String, hasCodeBlocks: Bool, highlightsCode: Bool,
        toc: [TOCEntryData], backlinks: [LinkData], prev: PagerLinkData?, next: PagerLinkData?
    ) {
        self.summary = summary
        self.content = content
        self.hasCodeBlocks = hasCodeBlocks
        self.highlightsCode = highlightsCode
        self.toc = toc
        self.hasTOC = toc.count >= 2
        self.backlinks = backlinks
        self.hasBacklinks = !backlinks.isEmpty
        self.prev = prev
        self.next = next
    }
}

/// A heading in an article's contents.
struct TOCEntryData: TemplateData {
    var id: String
    var title: String
    var level: Int

    static let keys: [TemplateKey<Self>] = [
        .key("id", \.id, "The heading's anchor."),
        .key("title", \.title, "The heading's text."),
        .key("level", \.level, "2 or 3."),
    ]
}
