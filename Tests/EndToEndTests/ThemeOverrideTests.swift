import Foundation
import Testing

/// A site's own `templates/` replaces the built-in theme file by file.
@Suite("Theme overrides")
struct ThemeOverrideTests {
    @Test("templates/article.mustache of the site renders the articles; other pages keep the built-in theme")
    func articleTemplateOverride() throws {
        let site = try BuiltSite.build("themed")
        #expect(site.run.standardError == "")
        let article = try site.text("articles/hello/index.html")
        #expect(article.contains("<body data-theme=\"fixture-override\">"))
        #expect(article.contains("<h1 class=\"fixture-title\">Hello Theme</h1>"))
        #expect(article.contains("Rendered with the site’s own article template."))
        #expect(!article.contains("class=\"pager\""), "the built-in article template was used")

        let home = try site.text("index.html")
        #expect(home.contains("class=\"article-list\""))
        #expect(!home.contains("fixture-override"))
        #expect(site.exists("assets/style.css"))

        var checker = LinkChecker(site: site.output)
        #expect(try checker.check().isEmpty)
    }

    static func themedSiteWithBrokenTemplate() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.copy(fixture: "themed")
        // The section opened on line 3 is never closed; the parser notices at the end of the file.
        try Data("<html>\n<body>\n{{#article}}\n<h1>{{title}}</h1>\n</body>\n".utf8)
            .write(to: workspace.url("themed/templates/article.mustache"))
        return workspace
    }

    @Test("a site template that does not parse is an error at its line and column, and nothing is written")
    func brokenTemplate() throws {
        let workspace = try Self.themedSiteWithBrokenTemplate()
        let run = try workspace.galley("build", "--source", "themed")
        #expect(run.status == 1, "\(run)")
        #expect(
            GalleyRun.diagnosticLines(run.standardError).contains(
                "themed/templates/article.mustache:6:1: error: template does not parse: a section is never closed"),
            "\(run)")
        #expect(!FileManager.default.fileExists(atPath: workspace.url("themed/site").path))
    }

    @Test
    func brokenTemplateIsReportedOnce() throws {
        let workspace = try Self.themedSiteWithBrokenTemplate()
        let run = try workspace.galley("check", "--source", "themed")
        #expect(
            GalleyRun.diagnosticLines(run.standardOutput) == [
                "themed/templates/article.mustache:6:1: error: template does not parse: a section is never closed"
            ])
    }
}
