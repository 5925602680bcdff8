import Foundation

/// The article page's own variables (template `article`).
struct ArticlePageContent: TemplateData {
    var article: ArticleData

    static let fieldDescriptions = ["article": "The article."]
}

/// The home page's own variables (template `index`).
struct IndexPageContent: TemplateData {
    var intro: String?
    var introHasCodeBlocks: Bool?
    var introHighlightsCode: Bool?
    var articles: [ArticleSummaryData]
    var sections: [SectionSummaryData]?

    enum CodingKeys: String, CodingKey {
        case intro
        case introHasCodeBlocks = "intro_has_code_blocks"
        case introHighlightsCode = "intro_highlights_code"
        case articles, sections
    }

    static let fieldDescriptions = [
        "intro": "The HTML of content/index.md, when there is one.",
        "intro_has_code_blocks": "Whether the introduction has code blocks (set when `intro` is).",
        "intro_highlights_code": "Whether its code needs the highlighter's script (set when `intro` is).",
        "articles": "Every published article, newest first in a blog.",
        "sections": "The sections, each with its articles (documentation sites only).",
    ]
}

/// A section as listed: on the home page, and on its own landing page.
struct SectionSummaryData: TemplateData {
    var title: String
    var articles: [ArticleSummaryData]
    var url: String?
    var description: String?

    static let fieldDescriptions = [
        "title": "The section's title.",
        "articles": "The section's articles, in order.",
        "url": "The section's landing page, when it has one.",
        "description": "The section's description, when it has one.",
    ]
}

/// A section's landing page's own variables (template `section`).
struct SectionPageContent: TemplateData {
    var section: SectionData

    static let fieldDescriptions = ["section": "The section."]
}

/// A section on its landing page: its summary, its `index.md` and its neighbours.
struct SectionData: TemplateData {
    var summary: SectionSummaryData
    var content: String?
    var prev: PagerLinkData?
    var next: PagerLinkData?

    enum CodingKeys: String, CodingKey {
        case content, prev, next
    }

    static var fieldDescriptions: [String: String] {
        SectionSummaryData.fieldDescriptions.merging([
            "content": "The HTML of the section's index.md, when it has one.",
            "prev": "The page before this one, if any.",
            "next": "The page after this one, if any.",
        ]) { summary, _ in summary }
    }

    init(summary: SectionSummaryData, content: String?, prev: PagerLinkData?, next: PagerLinkData?) {
        self.summary = summary
        self.content = content
        self.prev = prev
        self.next = next
    }

    // The summary's fields sit beside the others: templates write `section.title`.
    init(from decoder: any Decoder) throws {
        summary = try SectionSummaryData(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        content = try container.decodeIfPresent(String.self, forKey: .content)
        prev = try container.decodeIfPresent(PagerLinkData.self, forKey: .prev)
        next = try container.decodeIfPresent(PagerLinkData.self, forKey: .next)
    }

    func encode(to encoder: any Encoder) throws {
        try summary.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(content, forKey: .content)
        try container.encodeIfPresent(prev, forKey: .prev)
        try container.encodeIfPresent(next, forKey: .next)
    }
}

/// The page of all tags' own variables (template `tags`).
struct TagsPageContent: TemplateData {
    var tags: [TagCountData]

    static let fieldDescriptions = ["tags": "Every tag, by name."]
}

/// A tag on the page of all tags.
struct TagCountData: TemplateData {
    var name: String
    var url: String
    var count: Int

    static let fieldDescriptions = [
        "name": "The tag.",
        "url": "The tag's page.",
        "count": "How many articles have it.",
    ]
}

/// A tag's page's own variables (template `tag`).
struct TagPageContent: TemplateData {
    var tag: TagNameData
    var articles: [ArticleSummaryData]

    static let fieldDescriptions = [
        "tag": "The tag.",
        "articles": "The articles that have it.",
    ]
}

/// The tag a tag page is about.
struct TagNameData: TemplateData {
    var name: String

    static let fieldDescriptions = ["name": "The tag."]
}

/// The 404 page has only what every page has (template `404`).
struct NotFoundPageContent: TemplateData {
    static let fieldDescriptions: [String: String] = [:]
}
