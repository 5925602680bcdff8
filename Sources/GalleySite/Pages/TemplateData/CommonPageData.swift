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

    static let fieldDescriptions = [
        "site": "The site, from site.yml.",
        "root": "The relative path from the page to the site's root (\"\", \"../\", …; absolute on 404.html).",
        "page": "The page itself.",
        "sidebar": "The sections of the site, in order, for the sidebar.",
        "breadcrumbs": "The pages above this one: the home page, then the section's landing page.",
        "generator": "\"Galley\", for the generator meta tag.",
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

    enum CodingKeys: String, CodingKey {
        case title, description, author, language
        case baseURL = "base_url"
        case favicon
        case isDocs = "is_docs"
    }

    static let fieldDescriptions = [
        "title": "The site's title.",
        "description": "The site's description.",
        "author": "The site's author.",
        "language": "The language of the pages (the `lang` attribute).",
        "base_url": "The absolute URL the site is published at.",
        "favicon": "The favicon's URL from the page.",
        "is_docs": "Whether the site is documentation (`kind: docs`) rather than a blog.",
    ]
}

/// The page being rendered.
struct PageInfoData: TemplateData {
    var title: String
    /// Never empty: the site's description stands in (Mustache treats "" as true).
    var description: String
    var canonicalURL: String
    var isHome: Bool

    enum CodingKeys: String, CodingKey {
        case title, description
        case canonicalURL = "canonical_url"
        case isHome = "is_home"
    }

    static let fieldDescriptions = [
        "title": "The page's title.",
        "description": "The page's description, else the site's.",
        "canonical_url": "The page's absolute URL.",
        "is_home": "Whether this is the home page.",
    ]
}

/// A link: a title and a URL relative to the page.
struct LinkData: TemplateData {
    var title: String
    var url: String

    static let fieldDescriptions = [
        "title": "The linked page's title.",
        "url": "The linked page's URL.",
    ]
}

/// A link to the page before or after this one.
struct PagerLinkData: TemplateData {
    var title: String
    var url: String
    var label: String

    static let fieldDescriptions = [
        "title": "The linked page's title.",
        "url": "The linked page's URL.",
        "label": "\"Previous\"/\"Next\" in documentation, \"Older\"/\"Newer\" in a blog.",
    ]
}

/// A tag of an article, linking to the tag's page.
struct TagLinkData: TemplateData {
    var name: String
    var url: String

    static let fieldDescriptions = [
        "name": "The tag.",
        "url": "The tag's page.",
    ]
}
