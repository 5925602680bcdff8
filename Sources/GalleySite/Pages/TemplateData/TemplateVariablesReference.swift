import Foundation

/// content/reference/template-variables.md: every variable of every kind of page, with
/// its type and what it is, from the page data types (`TemplateSchema`). A test keeps
/// the committed page equal to this.
enum TemplateVariablesReference {
    /// The kinds of page, in the order the reference lists them.
    private static let kinds = PageTemplate.allCases.map { template in
        (title: title(of: template), template: template.name, fields: TemplateSchema.fields(of: template.content))
    }

    /// The heading of a kind of page's table.
    private static func title(of template: PageTemplate) -> String {
        switch template {
        case .article: "Article pages"
        case .index: "The home page"
        case .section: "Section landing pages"
        case .tags: "The page of all tags"
        case .tag: "Tag pages"
        case .notFound: "The 404 page"
        }
    }

    /// Fields without a description, by dotted name: the reference would have a hole there.
    static var undescribed: [String] {
        let all = [TemplateSchema.fields(of: CommonPageData.self)] + kinds.map(\.fields)
        return all.flatMap { rows($0, prefix: "") }.filter { $0.description.isEmpty }.map(\.name)
    }

    static func markdown() -> String {
        var text = """
            ---
            title: Template variables
            order: 6
            date: 2026-11-23
            description: Every variable the templates receive on every kind of page, with its type, generated from Galley's page data.
            tags: [reference]
            ---

            This page is generated from the types of the data handed to templates
            (`Sources/GalleySite/Pages/TemplateData/`); a test keeps it up to date. Every page has
            the variables of the first table; each kind of page adds its own. A name with dots
            is a variable inside another: `article.toc.title` is `{{title}}` inside
            `{{#article.toc}}…{{/article.toc}}`. A variable marked *optional* is missing
            from the page when it has no value, so `{{#name}}` tests whether it is there.
            `galley serve` reuses a page only while this data is the same as when it
            rendered it.

            ## Every page

            """
        text += "\n" + table(TemplateSchema.fields(of: CommonPageData.self))
        for kind in kinds {
            text += "\n## \(kind.title)\n\nTemplate `\(kind.template).mustache`"
            text += kind.fields.isEmpty ? ": only the variables every page has.\n" : ".\n\n" + table(kind.fields)
        }
        return text
    }

    private static func table(_ fields: [TemplateField]) -> String {
        var text = "| Variable | Type | Description |\n| --- | --- | --- |\n"
        for row in rows(fields, prefix: "") {
            let type = row.optional ? "\(row.type), optional" : row.type
            text += "| `\(row.name)` | \(type) | \(row.description) |\n"
        }
        return text
    }

    /// The fields and the fields inside them, depth first, named by their dotted path.
    private static func rows(_ fields: [TemplateField], prefix: String) -> [TemplateField] {
        fields.flatMap { field in
            var row = field
            row.name = prefix + field.name
            return [row] + rows(field.fields, prefix: row.name + ".")
        }
    }
}
