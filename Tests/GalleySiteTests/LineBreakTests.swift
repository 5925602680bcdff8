import Foundation
import Testing

@testable import GalleySite

/// Files saved with Windows ("\r\n") or old Mac ("\r") line breaks: cmark, libyaml and
/// swift-syntax end a line at each of them, so Galley must count the same lines to read
/// front matter and to show the line a diagnostic points at.
@Suite struct LineBreakTests {
    /// Found by `make fuzz` (fuzz-article): the excerpt of line 1 showed "\r\0", the two
    /// lines that a lone "\r" separates.
    @Test func aLoneCarriageReturnEndsALineOfTheExcerpt() throws {
        var diagnostics: [Diagnostic] = []
        let article = ArticleLoading.load(
            path: "a.md", data: Data([0x0D, 0x00]), displayPrefix: "", diagnostics: &diagnostics)
        #expect(article?.body == "\n\u{0}")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message.hasPrefix("missing front matter"))
        #expect((diagnostic.line, diagnostic.column) == (1, 1))
        #expect(diagnostic.excerpt == [""])
    }

    @Test func anArticleWithOldMacLineBreaksHasItsFrontMatterAndItsLines() throws {
        let text = "---\rtitle: Old Mac\rdate: 2026-01-02\r---\r\rSee [gone](missing.md).\r"
        let outcome = try SingleArticleBuild().build(Data(text.utf8))
        #expect(outcome.page?.contains("Old Mac") == true)
        #expect(
            outcome.diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
                "6:12: link to missing article 'missing.md'"
            ])
        #expect(outcome.diagnostics.first?.excerpt.last == "See [gone](missing.md).")
    }

    @Test func windowsLineBreaksGiveTheSameLines() throws {
        let text = "---\r\ntitle: Windows\r\n---\r\n\r\nSee [gone](missing.md).\r\n"
        let outcome = try SingleArticleBuild().build(Data(text.utf8))
        #expect(outcome.diagnostics.map { "\($0.line):\($0.column)" } == ["5:12"])
        #expect(outcome.diagnostics.first?.excerpt.last == "See [gone](missing.md).")
    }
}
