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
        #expect(
            diagnostic.message == "missing 'title' in front matter, and no '# ' heading in the article to take it from")
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
        let (_, diagnostics) = parse("Just a paragraph\n")
        #expect(diagnostics.first?.message.hasPrefix("missing front matter") == true)
    }

    /// DocC articles have no front matter, Publish pages often none: the heading is the title.
    @Test func noFrontMatterButATopLevelHeadingTakesTheHeadingAsTitle() throws {
        let text = "# Getting Started with Cards\n\nText.\n"
        let source = SourceText(displayPath: "content/a.md", text: text)
        var diagnostics: [Diagnostic] = []
        let frontMatter = FrontMatter.parse(
            nil, source: source, firstHeading: { "Getting Started with Cards" }, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(frontMatter.title == "Getting Started with Cards")
        #expect(frontMatter.titleIsFirstHeading)
    }

    @Test func aTitleKeyWinsOverTheHeading() throws {
        let text = "---\ntitle: From YAML\n---\n# From the heading\n"
        let source = SourceText(displayPath: "content/a.md", text: text)
        let (yaml, _, _) = FrontMatter.split(text)
        var diagnostics: [Diagnostic] = []
        let frontMatter = FrontMatter.parse(
            yaml, source: source, firstHeading: { "From the heading" }, diagnostics: &diagnostics)
        #expect(frontMatter.title == "From YAML")
        #expect(!frontMatter.titleIsFirstHeading)
    }

    /// Publish's front matter: a date with a time and no zone (read in UTC), tags separated
    /// by commas, the title in the heading.
    @Test func publishFrontMatter() throws {
        let text = "---\ndate: 2021-05-04 12:00\ndescription: A post\ntags: swift, publish\n---\n# Hello\n"
        let source = SourceText(displayPath: "content/a.md", text: text)
        let (yaml, _, _) = FrontMatter.split(text)
        var diagnostics: [Diagnostic] = []
        let frontMatter = FrontMatter.parse(yaml, source: source, firstHeading: { "Hello" }, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(frontMatter.title == "Hello")
        #expect(frontMatter.date == Date(timeIntervalSince1970: 1_620_129_600))
        #expect(frontMatter.tags == ["swift", "publish"])
        #expect(frontMatter.description == "A post")
    }

    @Test func aSlugWithASlashIsRejected() throws {
        let (frontMatter, diagnostics) = parse("---\ntitle: A\nslug: a/b\n---\n")
        #expect(frontMatter.slug == nil)
        #expect(diagnostics.first?.line == 3)
    }
}
