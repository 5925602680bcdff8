import Foundation
import Testing

/// A Publish blog's `Content/` folder, moved into `content/` unchanged: front matter with
/// `date: 2021-05-04 12:00`, comma-separated `tags`, the title in the first `# ` heading,
/// and GitHub-flavoured Markdown in the posts.
@Suite("A Publish site")
struct PublishSiteTests {
    @Test("builds as it is: titles from headings, shown once, Publish dates and tags")
    func buildsAsItIs() throws {
        let site = try BuiltSite.build("publish")
        #expect(GalleyRun.diagnosticLines(site.run.standardError).isEmpty, "\(site.run)")

        let post = try site.text("posts/first-post/index.html")
        #expect(post.contains("<title>Hello, “Publish” · Moved Blog</title>"))
        #expect(post.components(separatedBy: "<h1").count == 2, "the title is shown once")
        #expect(post.contains("<time datetime=\"2021-05-04\">4 May 2021</time>"))
        #expect(post.contains("<a class=\"tag\" href=\"../../tags/swift/\">swift</a>"))
        #expect(post.contains("<a class=\"tag\" href=\"../../tags/publish/\">publish</a>"))

        // GitHub-flavoured Markdown.
        #expect(post.contains("<th style=\"text-align: left\">Tool</th>"))
        #expect(post.contains("<td style=\"text-align: right\">Swift</td>"))
        #expect(
            post.contains(
                "<li><input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Done\" /> move the posts</li>"))
        #expect(post.contains("<del>rewrite them</del>"))
        #expect(post.contains("<a href=\"http://www.swift.org\">www.swift.org</a>"))
        #expect(post.contains("<a href=\"../../posts/second-post/\">second post</a>"))
        #expect(post.contains("<span class=\"prompt\">$ </span>galley build\n"))

        let home = try site.text("index.html")
        #expect(home.contains("Articles moved from a Publish site"))
        #expect(
            try site.listedTitles(on: "index.html", among: ["Hello, “Publish”", "Second post"]) == [
                "Second post", "Hello, “Publish”",
            ])
        #expect(site.exists("assets/highlight.min.js"), "the second post has a YAML block")

        let feed = try site.text("feed.rss")
        #expect(feed.contains("<pubDate>Tue, 04 May 2021 12:00:00 +0000</pubDate>"))

        var checker = LinkChecker(site: site.output)
        #expect(try checker.check().isEmpty)
    }
}
