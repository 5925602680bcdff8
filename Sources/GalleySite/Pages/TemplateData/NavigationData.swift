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

    static let keys: [TemplateKey<Self>] = [
        .key("title", \.title, "The section's title."),
        .key("current_section", \.currentSection, "Whether the page is in this section."),
        .key("url", \.url, "The section's landing page, when it has one."),
        .key("current", \.current, "Whether the page is the section's landing page (set when `url` is)."),
        .key("has_articles", \.hasArticles, "Whether the section lists any article (set when `articles` is)."),
        .key("articles", \.articles, "The section's articles, when the sidebar lists them."),
    ]
}

/// An article in the sidebar.
struct SidebarLinkData: TemplateData {
    var title: String
    var url: String
    var current: Bool

    static let keys: [TemplateKey<Self>] = [
        .key("title", \.title, "The article's title."),
        .key("url", \.url, "The article's URL."),
        .key("current", \.current, "Whether it is the page being rendered."),
    ]
}
