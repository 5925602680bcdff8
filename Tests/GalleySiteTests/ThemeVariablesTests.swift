import Foundation
import Testing

@testable import GalleySite

/// The default theme names only variables its pages receive: a misspelt or renamed
/// variable would otherwise render as nothing, silently.
@Suite struct ThemeVariablesTests {
    static let themeFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../templates").standardizedFileURL

    /// Every `.mustache` file of the theme, parsed, by template name (`partials/toc`).
    static func theme() throws -> [String: [MustacheTag]] {
        var templates: [String: [MustacheTag]] = [:]
        let root = themeFolder.path + "/"
        let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        for path in paths where path.hasSuffix(".mustache") {
            let text = try String(contentsOfFile: root + path, encoding: .utf8)
            do {
                templates[String(path.dropLast(".mustache".count))] = try MustacheOutline.parse(text)
            } catch {
                Issue.record("templates/\(path): \(error)")
            }
        }
        return templates
    }

    static func check(_ templates: [String: [MustacheTag]]) -> TemplateVariableCheck {
        TemplateVariableCheck(templates: templates, pages: PageTemplate.allCases.map(\.fields))
    }

    @Test(arguments: PageTemplate.allCases)
    func everyVariableThePageTemplateNamesIsProvided(template: PageTemplate) throws {
        let check = Self.check(try Self.theme())
        #expect(check.problems(in: template.name, fields: template.fields) == [])
    }

    /// The theme's page templates are the kinds of page: no template is left without data,
    /// and none unchecked. `base` is a parent only.
    @Test func theThemesPageTemplatesAreTheKindsOfPage() throws {
        let templates = try Self.theme()
        var parents: Set<String> = []
        func collect(_ tags: [MustacheTag]) {
            for tag in tags {
                switch tag {
                case .parent(let name, let blocks, _):
                    parents.insert(name)
                    blocks.values.forEach(collect)
                case .section(_, _, let body, _), .block(_, let body, _): collect(body)
                case .variable, .partial: break
                }
            }
        }
        templates.values.forEach(collect)
        let pages = Set(templates.keys.filter { !$0.contains("/") }).subtracting(parents)
        #expect(pages == Set(PageTemplate.allCases.map(\.name)))
    }

    // The check itself, on small templates: each of these must be found.

    func problems(_ templates: [String: String], page: PageTemplate = .article) throws -> [String] {
        let parsed = try templates.mapValues(MustacheOutline.parse)
        return Self.check(parsed).problems(in: "page", fields: page.fields)
    }

    @Test func aMisspeltVariableIsFound() throws {
        #expect(
            try problems(["page": "<h1>{{article.title}}</h1>\n<p>{{article.titel}}</p>"]) == [
                "templates/page.mustache:2: 'article.titel' is not a variable of this page"
            ])
        #expect(try problems(["page": "{{{site.titel}}}{{&root}}"]).count == 1)
    }

    @Test func sectionsLookInsideWhatTheyIterateThenOutwards() throws {
        let fine = "{{#article.tags}}<a href=\"{{url}}\">{{name}}</a> {{site.title}}{{/article.tags}}"
        #expect(try problems(["page": fine]) == [])
        // `label` is a pager link's, not a tag's.
        let wrong = "{{#article.tags}}{{label}}{{/article.tags}}"
        #expect(try problems(["page": wrong]) == ["templates/page.mustache:1: 'label' is not a variable of this page"])
        // A dotted name does not climb out once its first part is found.
        #expect(try problems(["page": "{{#article}}{{article.label}}{{/article}}"]).count == 1)
    }

    @Test func aSectionMayTestForAnotherKindOfPagesVariable() throws {
        let test = "{{#article}}{{article.title}}{{/article}}{{^article}}{{site.title}}{{/article}}"
        #expect(try problems(["page": test], page: .index) == [])
        // …but not for a name no page has, and what its inverted section holds is checked.
        #expect(try problems(["page": "{{#artcle}}x{{/artcle}}"], page: .index).count == 1)
        #expect(try problems(["page": "{{^article}}{{titel}}{{/article}}"], page: .index).count == 1)
    }

    @Test func partialsAndInheritedBlocksAreCheckedWhereTheyAreUsed() throws {
        let templates = [
            "page": "{{<base}}{{$main}}{{#article}}{{> pager}}{{/article}}{{/main}}{{/base}}",
            "base": "<title>{{$title}}{{page.titel}}{{/title}}</title>{{$main}}{{/main}}",
            "pager": "{{#prev}}{{lable}}{{/prev}}",
        ]
        #expect(
            try problems(templates) == [
                "templates/base.mustache:1: 'page.titel' is not a variable of this page (from page)",
                "templates/pager.mustache:1: 'lable' is not a variable of this page (from page → base → page)",
            ])
        // A replaced block is checked where the parent renders it, and told in the child.
        let misspeltBlock = "{{<base}}\n{{$main}}{{titel}}{{/main}}{{/base}}"
        #expect(
            try problems(templates.merging(["page": misspeltBlock]) { $1 }) == [
                "templates/base.mustache:1: 'page.titel' is not a variable of this page (from page)",
                "templates/page.mustache:2: 'titel' is not a variable of this page (from page → base)",
            ])
        // A block the child replaces is not rendered, so not checked.
        let replacing = "{{<base}}{{$title}}{{page.title}}{{/title}}{{$main}}{{/main}}{{/base}}"
        #expect(try problems(templates.merging(["page": replacing]) { $1 }) == [])
        #expect(try problems(["page": "{{> missing}}"]) == ["templates/page.mustache:1: no template 'missing'"])
    }
}
