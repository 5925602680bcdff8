import Foundation
import Testing

@testable import GalleySite

/// Raw HTML is filtered as GitHub filters it: the GFM "disallowed raw HTML" tags shown as
/// text, event handlers and script URLs removed, each with a warning where it was written;
/// `unsafe_html: true` keeps everything.
@Suite struct RawHTMLFilterTests {
    static let hint = "set 'unsafe_html: true' in site.yml to keep raw HTML as written"

    /// The GFM specification's example of the disallowed raw HTML extension.
    @Test func theSpecificationsDisallowedRawHTMLExample() {
        let html =
            "<strong> <title> <style> <em>\n\n<blockquote>\n  <xmp> is disallowed.  <XMP> is also disallowed.\n</blockquote>\n"
        let expected =
            "<strong> &lt;title> &lt;style> <em>\n\n<blockquote>\n  &lt;xmp> is disallowed.  &lt;XMP> is also disallowed.\n</blockquote>\n"
        #expect(RawHTMLFilter.filter(html).html == expected)
    }

    @Test(arguments: RawHTMLFilter.disallowedTags.sorted())
    func everyDisallowedTagIsShownAsText(_ tag: String) {
        let (html, changes) = RawHTMLFilter.filter("<\(tag) class=\"x\">a</\(tag.uppercased())>")
        #expect(html == "&lt;\(tag) class=\"x\">a&lt;/\(tag.uppercased())>")
        #expect(
            changes == [
                .init(
                    offset: 0, length: tag.utf8.count + 1,
                    message: "raw HTML '<\(tag)>' is not allowed and is shown as text; \(Self.hint)")
            ])
    }

    @Test func tagsThatOnlyStartLikeADisallowedOneStay() {
        #expect(RawHTMLFilter.filter("<scripts> <titles/> a < script").changes.isEmpty)
    }

    @Test func eventHandlersAreRemovedHoweverTheyAreWritten() {
        let cases: [(String, String)] = [
            ("<img src=\"x.png\" onerror=\"alert(1)\">", "<img src=\"x.png\">"),
            ("<img src=x onerror=alert(1)>", "<img src=x>"),
            ("<img/onerror='alert(1)'/src=x>", "<img//src=x>"),
            ("<div ONCLICK = \"a()\" title=\"onclick=b\">", "<div title=\"onclick=b\">"),
            ("<img alt=\">\" onload=x>", "<img alt=\">\">"),
        ]
        for (input, output) in cases {
            let (html, changes) = RawHTMLFilter.filter(input)
            #expect(html == output, "\(input)")
            #expect(changes.count == 1, "\(input)")
        }
    }

    @Test func scriptURLsBecomeAHashHoweverTheyAreSpelt() {
        let cases = [
            "<a href=\"javascript:alert(1)\">", "<a href='JavaScript:alert(1)'>", "<a href=javascript:alert(1)>",
            "<a href=\" java\tscript:alert(1)\">", "<a href=\"&#106;avascript:alert(1)\">",
            "<a href=\"javascript&colon;alert(1)\">", "<iframe src=\"vbscript:x\">",
        ]
        for input in cases {
            let html = RawHTMLFilter.filter(input).html
            #expect(html.hasSuffix("\"#\">") || html.hasSuffix("'#'>") || html.hasSuffix("=#>"), "\(input) -> \(html)")
            #expect(!html.lowercased().contains("script:"), "\(input) -> \(html)")
        }
        #expect(RawHTMLFilter.filter("<a href=\"https://example.org/javascript:\">").changes.isEmpty)
    }

    @Test func safeHTMLIsUntouched() {
        let html =
            "<details open>\n<summary>More</summary>\n<p class=\"note\" data-on=\"x\">Hi <a href=\"/a/\">a</a></p>\n</details>\n"
        let result = RawHTMLFilter.filter(html)
        #expect(result.html == html)
        #expect(result.changes.isEmpty)
    }

    static let unsafeArticle = """
        ---
        title: A
        ---

        <script>alert(1)</script>

        Text <img src="x.png" onerror="alert(1)"> and <a href="javascript:alert(2)">y</a>.

        <div>
          <iframe src="https://example.org"></iframe>
        </div>

        """

    @Test func eachRemovalIsAWarningAtItsLineAndColumn() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML, "content/a.md": Self.unsafeArticle,
        ])
        let result = try site.build()
        #expect(
            result.messages(.warning) == [
                "content/a.md:5:1: raw HTML '<script>' is not allowed and is shown as text; \(Self.hint)",
                "content/a.md:7:23: raw HTML event handler 'onerror' runs a script; it was removed; \(Self.hint)",
                "content/a.md:7:56: raw HTML contains a 'javascript:' URL; it was replaced by '#'; \(Self.hint)",
                "content/a.md:10:3: raw HTML '<iframe>' is not allowed and is shown as text; \(Self.hint)",
            ])
        #expect(!result.hasErrors)
        let page = try #require(result.text("a/index.html"))
        #expect(page.contains("&lt;script>alert(1)&lt;/script>"))
        #expect(page.contains("<img src=\"x.png\"> and <a href=\"#\">y</a>"))
        #expect(page.contains("&lt;iframe src=\"https://example.org\">&lt;/iframe>"))
        #expect(!page.contains("<script>alert"))
    }

    @Test func unsafeHTMLKeepsRawHTMLAsWritten() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML + "unsafe_html: true\n", "content/a.md": Self.unsafeArticle,
        ])
        let result = try site.build()
        #expect(result.messages(.warning).isEmpty)
        let page = try #require(result.text("a/index.html"))
        #expect(page.contains("<script>alert(1)</script>"))
        #expect(page.contains("<img src=\"x.png\" onerror=\"alert(1)\">"))
        #expect(page.contains("<iframe src=\"https://example.org\"></iframe>"))
    }

    @Test func unsafeHTMLMustBeABoolean() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML + "unsafe_html: sometimes\n",
            "content/a.md": "---\ntitle: A\n---\n",
        ])
        let result = try site.build()
        #expect(result.messages(.error) == ["content/site.yml:6:14: 'unsafe_html' must be true or false"])
    }
}
