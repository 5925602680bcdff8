import Foundation

/// The theme's page templates, one per kind of page, in the order the template-variables
/// reference lists them. The only place their names are written: a theme's file for each
/// is `templates/<name>.mustache`.
enum PageTemplate: String, CaseIterable, Sendable {
    case article
    case index
    case section
    case tags
    case tag
    case notFound = "404"

    /// The template's name in the theme.
    var name: String { rawValue }

    /// The data a page of this kind receives besides what every page has.
    var content: any PageContent.Type {
        switch self {
        case .article: ArticlePageContent.self
        case .index: IndexPageContent.self
        case .section: SectionPageContent.self
        case .tags: TagsPageContent.self
        case .tag: TagPageContent.self
        case .notFound: NotFoundPageContent.self
        }
    }

    /// Every variable a page of this kind receives: those every page has, then its own.
    var fields: [TemplateField] {
        func fields<Content: PageContent>(_: Content.Type) -> [TemplateField] {
            TemplateSchema.fields(of: PageData<Content>.self)
        }
        return fields(content)
    }
}

/// The variables of one kind of page, besides what every page has; the kind names its
/// template, so a page cannot be rendered with another kind's.
protocol PageContent: TemplateData {
    static var template: PageTemplate { get }
}
