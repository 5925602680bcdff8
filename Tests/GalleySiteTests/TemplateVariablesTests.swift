import Foundation
import Mustache
import Testing

@testable import GalleySite

/// The typed page data: what Mustache receives, the render keys made from it, and
/// content/reference/template-variables.md, generated from it.
@Suite struct TemplateVariablesTests {
    /// Run with GALLEY_REGENERATE_REFERENCE=1 to rewrite the page after changing the data.
    @Test func theTemplateVariablesPageMatchesTheTypes() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../content/reference/template-variables.md").standardizedFileURL
        let generated = TemplateVariablesReference.markdown()
        if ProcessInfo.processInfo.environment["GALLEY_REGENERATE_REFERENCE"] != nil {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == generated, "run the tests with GALLEY_REGENERATE_REFERENCE=1 to update \(url.path)")
    }

    @Test func everyVariableIsDescribed() {
        #expect(TemplateVariablesReference.undescribed == [])
    }

    /// Two entries of one name would be encoded one over the other, and the reference
    /// would describe the first.
    @Test func noVariableIsNamedTwice() {
        func duplicates(_ fields: [TemplateField], in path: String) -> [String] {
            let names = fields.map(\.name)
            let twice = Set(names.filter { name in names.filter { $0 == name }.count > 1 }).sorted()
            return twice.map { path + $0 }
                + fields.flatMap { duplicates($0.fields, in: path + $0.name + ".") }
        }
        for template in PageTemplate.allCases {
            #expect(duplicates(template.fields, in: "") == [], "\(template.name)")
        }
    }

    @Test func eachKindOfPageNamesItsOwnTemplate() {
        for template in PageTemplate.allCases {
            #expect(template.content.template == template)
        }
    }

    @Test func theSchemaHasNamesTypesAndOptionality() throws {
        let fields = TemplateSchema.fields(of: ArticlePageContent.self)
        let article = try #require(fields.first { $0.name == "article" })
        #expect(article.type == "object")
        let names = article.fields.map(\.name)
        // The summary's fields sit beside the article's own.
        for name in ["title", "url", "tags", "date_iso", "content", "has_toc", "toc", "prev", "next"] {
            #expect(names.contains(name), "\(name)")
        }
        let toc = try #require(article.fields.first { $0.name == "toc" })
        #expect(toc.type == "list" && !toc.optional)
        #expect(toc.fields.map(\.name) == ["id", "title", "level"])
        #expect(toc.fields.map(\.type) == ["text", "text", "number"])
        #expect(article.fields.first { $0.name == "prev" }?.optional == true)
        #expect(article.fields.first { $0.name == "has_toc" }?.type == "boolean")
    }

    @Test func mustacheReceivesTheKeysAndLeavesOutNil() {
        let summary = ArticleSummaryData(
            title: "A", url: "a/", tags: [TagLinkData(name: "t", url: "../tags/t/")], description: nil,
            date: "1 May 2026", dateISO: "2026-05-01")
        let values = MustacheEncoder.encode(summary)
        #expect((values["title"] as? TemplateText)?.text == "A")
        #expect((values["date_iso"] as? TemplateText)?.text == "2026-05-01")
        #expect(values.keys.contains("description") == false)
        let tags = values["tags"] as? [Any]
        #expect(((tags?.first as? TemplateObject)?.child(named: "name") as? TemplateText)?.text == "t")
        let section = MustacheEncoder.encode(SidebarSectionData(title: "S", currentSection: true))
        #expect(section["current_section"] as? Bool == true)
        #expect(Set(section.keys) == ["title", "current_section"])
    }

    /// Strings reach templates as `TemplateText`: rendered, escaped, pushed by a section,
    /// looked through for outer names and transformed as swift-mustache does a `String`.
    @Test func templateTextRendersAsAString() throws {
        let template = try MustacheTemplate(
            string: TemplateEscaping.pragma
                + "{{title}}|{{{title}}}|{{#url}}<a href=\"{{url}}\">{{name}}</a>{{/url}}|{{^missing}}none{{/missing}}"
                + "|{{uppercased(name)}}|{{reversed(name)}}|{{#empty(blank)}}blank{{/empty(blank)}}")
        let values = MustacheEncoder.encode(
            TextFixture(title: "Tom & Jerry", url: "a/", name: "Ab", blank: ""))
        let rendered = template.render(values)
        let plain = template.render(
            [
                "title": "Tom & Jerry", "url": "a/", "name": "Ab", "blank": "",
            ] as [String: Any])
        #expect(rendered == "Tom &amp; Jerry|Tom & Jerry|<a href=\"a/\">Ab</a>|none|AB|bA|blank")
        #expect(rendered == plain)
    }

    private struct TextFixture: Encodable {
        var title: String
        var url: String
        var name: String
        var blank: String
    }

    @Test func theRenderKeyChangesWithAnyField() {
        let link = LinkData(title: "A", url: "a/")
        var other = link
        other.url = "b/"
        #expect(RenderKeys.page(template: "x", data: link) == RenderKeys.page(template: "x", data: link))
        #expect(RenderKeys.page(template: "x", data: link) != RenderKeys.page(template: "x", data: other))
        #expect(RenderKeys.page(template: "x", data: link) != RenderKeys.page(template: "y", data: link))
    }
}

@Suite struct KeyHasherTests {
    private struct Item: Encodable {
        var a: Int?
        var b: Int?
    }

    private struct Outer: Encodable {
        var x: [Item]
        var b: Int?
    }

    @Test func structuresThatFlattenAlikeHashApart() {
        #expect(KeyHasher.hash(["ab"], salt: 0) != KeyHasher.hash(["a", "b"], salt: 0))
        #expect(KeyHasher.hash([[1], [2]], salt: 0) != KeyHasher.hash([[1, 2]], salt: 0))
        #expect(
            KeyHasher.hash(Outer(x: [Item(a: 1)], b: 2), salt: 0)
                != KeyHasher.hash(Outer(x: [Item(a: 1, b: 2)]), salt: 0))
        #expect(KeyHasher.hash("1", salt: 0) != KeyHasher.hash(1, salt: 0))
        #expect(KeyHasher.hash(true, salt: 0) != KeyHasher.hash(false, salt: 0))
        #expect(KeyHasher.hash(Item(a: 1), salt: 0) != KeyHasher.hash(Item(b: 1), salt: 0))
        #expect(
            KeyHasher.hash(Outer(x: [Item(a: 1)], b: 2), salt: 0)
                == KeyHasher.hash(Outer(x: [Item(a: 1)], b: 2), salt: 0))
        #expect(KeyHasher.hash(Item(a: 1), salt: 0) != KeyHasher.hash(Item(a: 1), salt: 1))
    }
}
