import Testing

@testable import GalleySite

/// site.yml problems, at the line and column an author has to fix.
@Suite struct SiteConfigTests {
    private func load(_ text: String) -> (SiteConfig, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let config = SiteConfig.load(
            from: SourceText(displayPath: "content/site.yml", text: text), diagnostics: &diagnostics)
        return (config, diagnostics)
    }

    /// Found by `make fuzz` (fuzz-siteconfig): libyaml reports an error at the end of the
    /// text on the line after it, which a file without a final line break does not have.
    @Test func anErrorAtTheEndOfAFileWithoutAFinalLineBreakIsOnItsLastLine() throws {
        let (config, diagnostics) = load("[")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.message.hasPrefix("invalid YAML: "))
        #expect((diagnostic.line, diagnostic.column) == (1, 2))
        #expect(diagnostic.excerpt == ["["])
        #expect(config.title == "Untitled")
    }

    /// Found by `make fuzz` (fuzz-siteconfig): the empty document's null value is marked on
    /// the line after the last, like an error at the end.
    @Test func aDocumentThatIsNotAMappingIsReportedInTheFile() throws {
        let (_, diagnostics) = load("---")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.message == "expected a mapping of keys to values")
        #expect((diagnostic.line, diagnostic.column) == (1, 4))
        #expect(diagnostic.excerpt == ["---"])
    }

    /// Found by `make fuzz` (fuzz-siteconfig): a key that is a mapping whose own key is a
    /// mapping made Yams trap when the key was turned into text.
    @Test func aKeyThatIsAMappingIsAnUnknownKey() throws {
        let (config, diagnostics) = load("? ? o:")
        #expect(
            diagnostics.map { "\($0.line):\($0.column): \($0.severity): \($0.message)" } == [
                "1:3: warning: unknown key: a key is a name such as 'title', not a list or a mapping"
            ])
        #expect(config.title == "Untitled")
    }

    @Test func aKeyWithoutAColonAtTheEndIsReportedAfterIt() throws {
        let (_, diagnostics) = load("title: Docs\nbase_url: https://example.org/\nauthor")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message == "invalid YAML: could not find expected ':' (while scanning a simple key)")
        #expect((diagnostic.line, diagnostic.column) == (3, 7))
        #expect(diagnostic.excerpt == ["base_url: https://example.org/", "author"])
    }

    @Test func anErrorAtTheEndOfAFileWithAFinalLineBreakStaysOnTheLineAfter() throws {
        let (_, diagnostics) = load("[\n")
        #expect(diagnostics.map(\.line) == [2])
    }
}
