import Foundation

/// A section in the sidebar: its title, its landing page if it has one, and its articles
/// when the sidebar lists them (see `SiteSections.sidebarLists`).
struct SidebarSectionData: TemplateData {
    var title: String
    var currentSection: Bool
    var url: String?
    var current: Bool?
    var hasArticles: Bool?
    var articles: [SidebarLinkData]?

    init(title: String, currentSection: Bool) {
        self.title = title
        self.currentSection = currentSection
    }

    enum CodingKeys: String, CodingKey {
        case title
        case currentSection = "current_section"
        case url, current
        case hasArticles = "has_articles"
        case articles
    }

    static let fieldDescriptions = [
        "title": "The section's title.",
        "current_section": "Whether the page is in this section.",
        "url": "The section's landing page, when it has one.",
        "current": "Whether the page is the section's landing page (set when `url` is).",
        "has_articles": "Whether the section lists any article (set when `articles` is).",
        "articles": "The section's articles, when the sidebar lists them.",
    ]
}

/// An article in the sidebar.
struct SidebarLinkData: TemplateData {
    var title: String
    var url: String
    var current: Bool

    static let fieldDescriptions = [
        "title": "The article's title.",
        "url": "The article's URL.",
        "current": "Whether it is the page being rendered.",
    ]
}
