import Foundation

/// The article page's own variables.
struct ArticlePageContent: PageContent {
    static let template = PageTemplate.article

    var article: ArticleData

    static let keys: [TemplateKey<Self>] = [.key("article", \.article, "The article.")]
}

/// The home page's own variables.
struct IndexPageContent: PageContent {
    static let template = PageTemplate.index

    var intro: String?
    var introHasCodeBlocks: Bool?
    var introHighlightsCode: Bool?
    var articles: [ArticleSummaryData]
    var sections: [SectionSummaryData]?

    static let keys: [TemplateKey<Self>] = [
        .key("intro", \.intro, "The HTML of content/index.md, when there is one."),
        .key(
            "intro_has_code_blocks", \.introHasCodeBlocks,
            "Whether the introduction has code blocks (set when `intro` is)."),
        .key(
            "intro_highlights_code", \.introHighlightsCode,
            "Whether its code needs the highlighter's script (set when `intro` is)."),
        .key("articles", \.articles, "Every published article, newest first in a blog."),
        .key("sections", \.sections, "The sections, each with its articles (documentation sites only)."),
    ]
}

/// A section as listed: on the home page, and on its own landing page.
struct SectionSummaryData: TemplateData {
    var title: String
    var articles: [ArticleSummaryData]
    var url: String?
    var description: String?

    static let keys: [TemplateKey<Self>] = [
        .key("title", \.title, "The section's title."),
        .key("articles", \.articles, "The section's articles, in order."),
        .key("url", \.url, "The section's landing page, when it has one."),
        .key("description", \.description, "The section's description, when it has one."),
    ]
}

/// A section's landing page's own variables.
struct SectionPageContent: PageContent {
    static let template = PageTemplate.section

    var section: SectionData

    static let keys: [TemplateKey<Self>] = [.key("section", \.section, "The section.")]
}

/// A section on its landing page: its summary, its `index.md` and its neighbours.
struct SectionData: TemplateData {
    var summary: SectionSummaryData
    var content: String?
    var prev: PagerLinkData?
    var next: PagerLinkData?

    static let keys: [TemplateKey<Self>] = [
        // The summary's variables sit beside the others: templates write `section.title`.
        .inlined(\.summary),
        .key("content", \.content, "The HTML of the section's index.md, when it has one."),
        .key("prev", \.prev, "The page before this one, if any."),
        .key("next", \.next, "The page after this one, if any."),
    ]
}

/// The page of all tags' own variables.
struct TagsPageContent: PageContent {
    static let template = PageTemplate.tags

    var tags: [TagCountData]

    static let keys: [TemplateKey<Self>] = [.key("tags", \.tags, "Every tag, by name.")]
}

/// A tag on the page of all tags.
struct TagCountData: TemplateData {
    var name: String
    var url: String
    var count: Int

    static let keys: [TemplateKey<Self>] = [
        .key("name", \.name, "The tag."),
        .key("url", \.url, "The tag's page."),
        .key("count", \.count, "How many articles have it."),
    ]
}

/// A tag's page's own variables.
struct TagPageContent: PageContent {
    static let template = PageTemplate.tag

    var tag: TagNameData
    var articles: [ArticleSummaryData]

    static let keys: [TemplateKey<Self>] = [
        .key("tag", \.tag, "The tag."),
        .key("articles", \.articles, "The articles that have it."),
    ]
}

/// The tag a tag page is about.
struct TagNameData: TemplateData {
    var name: String

    static let keys: [TemplateKey<Self>] = [.key("name", \.name, "The tag.")]
}

/// The 404 page has only what every page has.
struct NotFoundPageContent: PageContent {
    static let template = PageTemplate.notFound

    static let keys: [TemplateKey<Self>] = []
}
