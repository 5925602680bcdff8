import Foundation
import Testing

@testable import GalleyMarkdown

/// The examples of the GitHub Flavored Markdown specification (0.29-gfm) for its four
/// extensions that Galley turns on, each Markdown input with the HTML the specification
/// gives for it. Two differences are Galley's choice, made in one place
/// (`galleyForm(ofSpecificationHTML:)`): table cells are aligned with `style` attributes
/// rather than HTML5's obsolete `align`, and a task list's checkbox is written as
/// libcmark-gfm writes it (`<input type="checkbox" disabled="" />`).
@Suite struct GFMExtensionTests {
    static let tablesExamples: [(markdown: String, html: String)] = [
        (
            "| foo | bar |\n| --- | --- |\n| baz | bim |\n",
            "<table>\n<thead>\n<tr>\n<th>foo</th>\n<th>bar</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>baz</td>\n<td>bim</td>\n</tr>\n</tbody>\n</table>\n"
        ),
        (
            "| abc | defghi |\n:-: | -----------:\nbar | baz\n",
            "<table>\n<thead>\n<tr>\n<th align=\"center\">abc</th>\n<th align=\"right\">defghi</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align=\"center\">bar</td>\n<td align=\"right\">baz</td>\n</tr>\n</tbody>\n</table>\n"
        ),
        (
            "| f\\|oo  |\n| ------ |\n| b `\\|` az |\n| b **\\|** im |\n",
            "<table>\n<thead>\n<tr>\n<th>f|oo</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>b <code>|</code> az</td>\n</tr>\n<tr>\n<td>b <strong>|</strong> im</td>\n</tr>\n</tbody>\n</table>\n"
        ),
        (
            "| abc | def |\n| --- | --- |\n| bar | baz |\n> bar\n",
            "<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n</tbody>\n</table>\n<blockquote>\n<p>bar</p>\n</blockquote>\n"
        ),
        (
            "| abc | def |\n| --- | --- |\n| bar | baz |\nbar\n\nbar\n",
            "<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n<tr>\n<td>bar</td>\n<td></td>\n</tr>\n</tbody>\n</table>\n<p>bar</p>\n"
        ),
        (
            "| abc | def |\n| --- | --- |\n| bar | baz |\nbar\n===\n",
            "<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n<tr>\n<td>bar</td>\n<td></td>\n</tr>\n<tr>\n<td>===</td>\n<td></td>\n</tr>\n</tbody>\n</table>\n"
        ),
        (
            "| abc | def |\n| --- |\n| bar |\n",
            "<p>| abc | def |\n| --- |\n| bar |</p>\n"
        ),
        (
            "| abc | def |\n| --- | --- |\n| bar |\n| bar | baz | boo |\n",
            "<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td></td>\n</tr>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n</tbody>\n</table>\n"
        ),
        (
            "| abc | def |\n| --- | --- |\n",
            "<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n</table>\n"
        ),
    ]

    static let taskListsExamples: [(markdown: String, html: String)] = [
        (
            "- [ ] foo\n- [x] bar\n",
            "<ul>\n<li><input disabled=\"\" type=\"checkbox\"> foo</li>\n<li><input checked=\"\" disabled=\"\" type=\"checkbox\"> bar</li>\n</ul>\n"
        ),
        (
            "- [x] foo\n  - [ ] bar\n  - [x] baz\n- [ ] bim\n",
            "<ul>\n<li><input checked=\"\" disabled=\"\" type=\"checkbox\"> foo\n<ul>\n<li><input disabled=\"\" type=\"checkbox\"> bar</li>\n<li><input checked=\"\" disabled=\"\" type=\"checkbox\"> baz</li>\n</ul>\n</li>\n<li><input disabled=\"\" type=\"checkbox\"> bim</li>\n</ul>\n"
        ),
    ]

    static let strikethroughExamples: [(markdown: String, html: String)] = [
        ("~~Hi~~ Hello, ~there~ world!\n", "<p><del>Hi</del> Hello, <del>there</del> world!</p>\n"),
        ("This ~~has a\n\nnew paragraph~~.\n", "<p>This ~~has a</p>\n<p>new paragraph~~.</p>\n"),
        ("This will ~~~not~~~ strike.\n", "<p>This will ~~~not~~~ strike.</p>\n"),
    ]

    static let autolinksExamples: [(markdown: String, html: String)] = [
        ("www.commonmark.org\n", "<p><a href=\"http://www.commonmark.org\">www.commonmark.org</a></p>\n"),
        (
            "Visit www.commonmark.org/help for more information.\n",
            "<p>Visit <a href=\"http://www.commonmark.org/help\">www.commonmark.org/help</a> for more information.</p>\n"
        ),
        (
            "Visit www.commonmark.org.\n\nVisit www.commonmark.org/a.b.\n\nVisit www.commonmark.org/~jm/foo/bar.pdf.\n",
            "<p>Visit <a href=\"http://www.commonmark.org\">www.commonmark.org</a>.</p>\n<p>Visit <a href=\"http://www.commonmark.org/a.b\">www.commonmark.org/a.b</a>.</p>\n<p>Visit <a href=\"http://www.commonmark.org/~jm/foo/bar.pdf\">www.commonmark.org/~jm/foo/bar.pdf</a>.</p>\n"
        ),
        (
            "www.google.com/search?q=Markup+(business)\n\n(www.google.com/search?q=Markup+(business))\n",
            "<p><a href=\"http://www.google.com/search?q=Markup+(business)\">www.google.com/search?q=Markup+(business)</a></p>\n<p>(<a href=\"http://www.google.com/search?q=Markup+(business)\">www.google.com/search?q=Markup+(business)</a>)</p>\n"
        ),
        (
            "www.google.com/search?q=(business))+ok\n",
            "<p><a href=\"http://www.google.com/search?q=(business))+ok\">www.google.com/search?q=(business))+ok</a></p>\n"
        ),
        (
            "www.google.com/search?q=commonmark&hl=en\n\nwww.google.com/search?q=commonmark&hl;\n",
            "<p><a href=\"http://www.google.com/search?q=commonmark&amp;hl=en\">www.google.com/search?q=commonmark&amp;hl=en</a></p>\n<p><a href=\"http://www.google.com/search?q=commonmark\">www.google.com/search?q=commonmark</a>&amp;hl;</p>\n"
        ),
        (
            "www.commonmark.org/he<lp\n",
            "<p><a href=\"http://www.commonmark.org/he\">www.commonmark.org/he</a>&lt;lp</p>\n"
        ),
        (
            "http://commonmark.org\n\n(Visit https://encrypted.google.com/search?q=Markup+(business))\n\nAnonymous FTP is available at ftp://foo.bar.baz.\n",
            "<p><a href=\"http://commonmark.org\">http://commonmark.org</a></p>\n<p>(Visit <a href=\"https://encrypted.google.com/search?q=Markup+(business)\">https://encrypted.google.com/search?q=Markup+(business)</a>)</p>\n<p>Anonymous FTP is available at <a href=\"ftp://foo.bar.baz\">ftp://foo.bar.baz</a>.</p>\n"
        ),
        ("foo@bar.baz\n", "<p><a href=\"mailto:foo@bar.baz\">foo@bar.baz</a></p>\n"),
        (
            "hello@mail+xyz.example isn't valid, but hello+xyz@mail.example is.\n",
            "<p>hello@mail+xyz.example isn't valid, but <a href=\"mailto:hello+xyz@mail.example\">hello+xyz@mail.example</a> is.</p>\n"
        ),
        (
            "a.b-c_d@a.b\n\na.b-c_d@a.b.\n\na.b-c_d@a.b-\n\na.b-c_d@a.b_\n",
            "<p><a href=\"mailto:a.b-c_d@a.b\">a.b-c_d@a.b</a></p>\n<p><a href=\"mailto:a.b-c_d@a.b\">a.b-c_d@a.b</a>.</p>\n<p>a.b-c_d@a.b-</p>\n<p>a.b-c_d@a.b_</p>\n"
        ),
        (
            "[a link](http://www.google.com/)stuff?\n",
            "<p><a href=\"http://www.google.com/\">a link</a>stuff?</p>\n"
        ),
    ]

    /// The specification's HTML as Galley writes it (see the type's comment).
    static func galleyForm(ofSpecificationHTML html: String) -> String {
        html.replacingOccurrences(of: " align=\"center\"", with: " style=\"text-align: center\"")
            .replacingOccurrences(of: " align=\"right\"", with: " style=\"text-align: right\"")
            .replacingOccurrences(of: " align=\"left\"", with: " style=\"text-align: left\"")
            .replacingOccurrences(
                of: "<input checked=\"\" disabled=\"\" type=\"checkbox\">",
                with: "<input type=\"checkbox\" checked=\"\" disabled=\"\" />"
            )
            .replacingOccurrences(
                of: "<input disabled=\"\" type=\"checkbox\">", with: "<input type=\"checkbox\" disabled=\"\" />")
    }

    @Test(arguments: tablesExamples.indices) func table(_ index: Int) {
        let example = Self.tablesExamples[index]
        #expect(
            MarkdownDocument(parsing: example.markdown).renderHTML()
                == Self.galleyForm(ofSpecificationHTML: example.html))
    }

    @Test(arguments: taskListsExamples.indices) func taskList(_ index: Int) {
        let example = Self.taskListsExamples[index]
        #expect(
            MarkdownDocument(parsing: example.markdown).renderHTML()
                == Self.galleyForm(ofSpecificationHTML: example.html))
    }

    @Test(arguments: strikethroughExamples.indices) func strikethrough(_ index: Int) {
        let example = Self.strikethroughExamples[index]
        #expect(MarkdownDocument(parsing: example.markdown).renderHTML() == example.html)
    }

    @Test(arguments: autolinksExamples.indices) func autolink(_ index: Int) {
        let example = Self.autolinksExamples[index]
        #expect(MarkdownDocument(parsing: example.markdown).renderHTML() == example.html)
    }

    /// Autolinks become link nodes, so the site build checks and rewrites them as it does
    /// every other link; tables and strikethrough get kinds of their own.
    @Test func extensionNodesAreVisibleInTheTree() {
        let document = MarkdownDocument(parsing: "| a |\n| - |\n| ~~b~~ www.example.org |\n")
        let kinds = document.allNodes().map(\.kind)
        #expect(kinds.contains(.table))
        #expect(kinds.filter { $0 == .tableRow }.count == 2)
        #expect(kinds.contains(.strikethrough))
        let link = document.allNodes().first { $0.kind == .link }
        #expect(link?.url == "http://www.example.org")
    }

    /// libcmark-gfm registers its extensions in a global list: parsing on many threads at
    /// once (as a parallel build does) must neither race nor lose an extension.
    @Test func parsesOnManyThreadsAtOnce() async {
        let results = await withTaskGroup(of: String.self) { group in
            for _ in 0..<16 {
                group.addTask { MarkdownDocument(parsing: "~~a~~\n").renderHTML() }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: "<p><del>a</del></p>\n", count: 16))
    }
}
