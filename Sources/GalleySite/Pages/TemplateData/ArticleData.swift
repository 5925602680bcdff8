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

    enum CodingKeys: String, CodingKey {
        case title, url, tags, description, date
        case dateISO = "date_iso"
    }

    static let fieldDescriptions = [
        "title": "The article's title.",
        "url": "The article's URL.",
        "tags": "The article's tags.",
        "description": "The article's description, when it has one.",
        "date": "The article's date, for reading (\"19 November 2026\"), when it has one.",
        "date_iso": "The same date as YYYY-MM-DD, for `<time datetime>`.",
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

    enum CodingKeys: String, CodingKey {
        case content
        case hasCodeBlocks = "has_code_blocks"
        case highlightsCode = "highlights_code"
        case toc
        case hasTOC = "has_toc"
        case backlinks
        case hasBacklinks = "has_backlinks"
        case prev, next
    }

    static var fieldDescriptions: [String: String] {
        ArticleSummaryData.fieldDescriptions.merging([
            "content": "The article's HTML.",
            "has_code_blocks": "Whether the article has code blocks (for the copy buttons' script).",
            "highlights_code": "Whether a code block needs the highlighter's script.",
            "toc": "The article's level-2 and level-3 headings.",
            "has_toc": "Whether there are two or more of them: the page shows its contents.",
            "backlinks": "The articles that link to this one.",
            "has_backlinks": "Whether any article links to this one.",
            "prev": "The page before this one, if any.",
            "next": "The page after this one, if any.",
        ]) { summary, _ in summary }
    }

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

    // The summary's fields sit beside the others: templates write `article.title`.
    init(from decoder: any Decoder) throws {
        summary = try ArticleSummaryData(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        content = try container.decode(String.self, forKey: .content)
        hasCodeBlocks = try container.decode(Bool.self, forKey: .hasCodeBlocks)
        highlightsCode = try container.decode(Bool.self, forKey: .highlightsCode)
        toc = try container.decode([TOCEntryData].self, forKey: .toc)
        hasTOC = try container.decode(Bool.self, forKey: .hasTOC)
        backlinks = try container.decode([LinkData].self, forKey: .backlinks)
        hasBacklinks = try container.decode(Bool.self, forKey: .hasBacklinks)
        prev = try container.decodeIfPresent(PagerLinkData.self, forKey: .prev)
        next = try container.decodeIfPresent(PagerLinkData.self, forKey: .next)
    }

    func encode(to encoder: any Encoder) throws {
        try summary.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(content, forKey: .content)
        try container.encode(hasCodeBlocks, forKey: .hasCodeBlocks)
        try container.encode(highlightsCode, forKey: .highlightsCode)
        try container.encode(toc, forKey: .toc)
        try container.encode(hasTOC, forKey: .hasTOC)
        try container.encode(backlinks, forKey: .backlinks)
        try container.encode(hasBacklinks, forKey: .hasBacklinks)
        try container.encodeIfPresent(prev, forKey: .prev)
        try container.encodeIfPresent(next, forKey: .next)
    }
}

/// A heading in an article's contents.
struct TOCEntryData: TemplateData {
    var id: String
    var title: String
    var level: Int

    static let fieldDescriptions = [
        "id": "The heading's anchor.",
        "title": "The heading's text.",
        "level": "2 or 3.",
    ]
}
