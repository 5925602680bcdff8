import Foundation

/// What every page has: the site, the way back to the root, the page itself and the
/// navigation.
struct CommonPageData: TemplateData {
    var site: SiteData
    var root: String
    var page: PageInfoData
    var sidebar: [SidebarSectionData]
    var breadcrumbs: [LinkData]
    var generator: String

    static let keys: [TemplateKey<Self>] = [
        .key("site", \.site, "The site, from site.yml."),
        .key(
            "root", \.root,
            "The relative path from the page to the site's root (\"\", \"../\", …; absolute on 404.html)."),
        .key("page", \.page, "The page itself."),
        .key("sidebar", \.sidebar, "The sections of the site, in order, for the sidebar."),
        .key(
            "breadcrumbs", \.breadcrumbs,
            "The pages above this one: the home page, then the section's landing page."),
        .key("generator", \.generator, "\"Galley\", for the generator meta tag."),
    ]
}

/// The site, from site.yml.
struct SiteData: TemplateData {
    var title: String
    var description: String
    var author: String
    var language: String
    var baseURL: String
    var favicon: String
    var isDocs: Bool

    static let keys: [TemplateKey<Self>] = [
        .key("title", \.title, "The site's title."),
        .key("description", \.description, "The site's description."),
        .key("author", \.author, "The site's author."),
        .key("language", \.language, "The language of the pages (the `lang` attribute)."),
        .key("base_url", \.baseURL, "The absolute URL the site is published at."),
        .key("favicon", \.favicon, "The favicon's URL from the page."),
        .key("is_docs", \.isDocs, "Whether the site is documentation (`kind: docs`) rather than a blog."),
    ]
}

/// The page being rendered.
struct PageInfoData: TemplateData {
    var title: String
    /// Never empty: the site's description stands in (Mustache treats "" as true).
    var description: String
    var canonicalURL: String
    var isHome: Bool

    static let keys: [TemplateKey<Self>] = [
        .key("title", \.title, "The page's title."),
        .key("description", \.description, "The page's description, else the site's."),
        .key("canonical_url", \.canonicalURL, "The page's absolute URL."),
        .key("is_home", \.isHome, "Whether this is the home page."),
    ]
}

/// A link: a title and a URL relative to the page.
struct LinkData: TemplateData {
    var title: String
    var url: String

    static let keys: [TemplateKey<Self>] = [
        .key("title", \.title, "The linked page's title."),
        .key("url", \.url, "The linked page's URL."),
    ]
}

/// A link to the page before or after this one.
struct PagerLinkData: TemplateData {
    var title: String
    var url: String
    var label: String

    static let keys: [TemplateKey<Self>] = [
        .key("title", \.title, "The linked page's title."),
        .key("url", \.url, "The linked page's URL."),
        .key("label", \.label, "\"Previous\"/\"Next\" in documentation, \"Older\"/\"Newer\" in a blog."),
    ]
}

/// A tag of an article, linking to the tag's page.
struct TagLinkData: TemplateData {
    var name: String
    var url: String

    static let keys: [TemplateKey<Self>] = [
        .key("name", \.name, "The tag."),
        .key("url", \.url, "The tag's page."),
    ]
}
