import Foundation
import Testing

@testable import GalleySite

@Suite struct FrontMatterTests {
    private func parse(_ text: String) -> (FrontMatter, [Diagnostic]) {
        let source = SourceText(displayPath: "content/a.md", text: text)
        let (yaml, _, _) = FrontMatter.split(text)
        var diagnostics: [Diagnostic] = []
        let frontMatter = FrontMatter.parse(yaml, source: source, diagnostics: &diagnostics)
        return (frontMatter, diagnostics)
    }

    @Test func splitKeepsTheBodyLineOffset() {
        let (yaml, body, offset) = FrontMatter.split("---\ntitle: A\n---\n# Body\n")
        #expect(yaml == "title: A")
        #expect(body == "# Body\n")
        #expect(offset == 3)
    }

    @Test func readsEveryKnownKey() throws {
        let (frontMatter, diagnostics) = parse(
            "---\ntitle: Card\ndate: 2026-11-10\ndescription: Cards\ntags: [ui, layout]\ndraft: true\nslug: the-card\n---\n"
        )
        #expect(diagnostics.isEmpty)
        #expect(frontMatter.title == "Card")
        #expect(frontMatter.date == Date(timeIntervalSince1970: 1_794_268_800))
        #expect(frontMatter.tags == ["ui", "layout"])
        #expect(frontMatter.draft)
        #expect(frontMatter.slug == "the-card")
    }

    @Test func aMissingTitleIsAnErrorAtTheTop() throws {
        let (_, diagnostics) = parse("---\ndate: 2026-11-10\n---\n")
        let diagnostic = try #require(diagnostics.first)
        #expect((diagnostic.line, diagnostic.column, diagnostic.severity) == (1, 1, .error))
        #expect(diagnostic.message == "missing 'title' in front matter")
    }

    @Test func aBadDateIsReportedAtItsValue() throws {
        let (_, diagnostics) = parse("---\ntitle: A\ndate: next tuesday\n---\n")
        let diagnostic = try #require(diagnostics.first)
        #expect((diagnostic.line, diagnostic.column) == (3, 7))
        #expect(
            diagnostic.message == "'date' is not a date: 'next tuesday'; write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ"
        )
    }

    @Test func impossibleDatesAreNotDates() {
        #expect(parse("---\ntitle: A\ndate: 2026-13-01\n---\n").1.first?.line == 3)
        #expect(parse("---\ntitle: A\ndate: 2026-02-30\n---\n").1.first?.line == 3)
        #expect(parse("---\ntitle: A\ndate: 2028-02-29\n---\n").1.isEmpty)
    }

    @Test func aYAMLErrorIsReportedAtItsLineInTheFile() throws {
        let (_, diagnostics) = parse("---\ntitle: A\ntags: [a, b\ndescription: x\n---\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.hasPrefix("invalid YAML: "))
        #expect(diagnostic.line == 4)
        #expect(diagnostics.count == 1)
    }

    @Test func unknownKeysAreWarningsWithASuggestion() throws {
        let (_, diagnostics) = parse("---\ntitle: A\ntgas: [x]\n---\n")
        let diagnostic = try #require(diagnostics.first)
        #expect((diagnostic.line, diagnostic.column, diagnostic.severity) == (3, 1, .warning))
        #expect(diagnostic.message == "unknown key 'tgas'; did you mean 'tags'?")
    }

    @Test func noFrontMatterAtAllIsAnError() throws {
        let (_, diagnostics) = parse("# Just a heading\n")
        #expect(diagnostics.first?.message.hasPrefix("missing front matter") == true)
    }

    @Test func aSlugWithASlashIsRejected() throws {
        let (frontMatter, diagnostics) = parse("---\ntitle: A\nslug: a/b\n---\n")
        #expect(frontMatter.slug == nil)
        #expect(diagnostics.first?.line == 3)
    }
}
