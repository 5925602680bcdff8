import Foundation
import Testing

/// `galley diff OLD NEW` on two builds of the `diff` fixture: the second with a patch
/// fixture laid over it.
@Suite("galley diff")
struct DiffTests {
    /// The `diff` fixture built twice, as `old/site` and `new/site`, with `patch` (a
    /// fixture) laid over the new sources first.
    private static func builds(patch: String? = nil) throws -> Workspace {
        let workspace = try Workspace()
        try workspace.copy(fixture: "diff", as: "old")
        try workspace.copy(fixture: "diff", as: "new")
        if let patch { try workspace.overlay(fixture: patch, onto: "new") }
        for name in ["old", "new"] {
            let run = try workspace.galley("build", "--source", name, "--quiet")
            try #require(run.status == 0, "\(run)")
        }
        return workspace
    }

    /// The manifest of one build.
    private struct Manifest: Decodable {
        struct Article: Decodable {
            var source: String
            var previews: [Preview]
        }
        struct Preview: Decodable {
            var line: Int
            var light: Picture?
            var dark: Picture?
        }
        struct Picture: Decodable { var file: String }
        var articles: [Article]

        init(_ workspace: Workspace, _ name: String) throws {
            let data = try Data(contentsOf: workspace.url("\(name)/site/previews.json"))
            self = try JSONDecoder().decode(Self.self, from: data)
        }

        func preview(_ source: String, _ index: Int) throws -> Preview {
            let article = try #require(articles.first { $0.source == source })
            return article.previews[index]
        }
    }

    @Test("an unchanged rebuild reports nothing and exits 0")
    func unchangedRebuild() throws {
        let workspace = try Self.builds()
        for format in ["text", "github", "json"] {
            let run = try workspace.galley("diff", "old/site", "new/site", "--format", format)
            #expect(run.status == 0, "\(run)")
            #expect(run.standardError == "")
            switch format {
            case "text": #expect(run.standardOutput == "no preview or page changed\n")
            case "github": #expect(run.standardOutput == "### Galley: no preview or page changed\n")
            default: #expect(run.standardOutput.contains("\"changed\" : false"), "\(run)")
            }
        }
    }

    @Test("a changed modifier in a .swift component shows in every article that uses it, and nowhere else")
    func changedComponentModifier() throws {
        let workspace = try Self.builds(patch: "diff-modifier")
        let run = try workspace.galley("diff", "old/site", "new/site")
        #expect(run.status == 1, "\(run)")
        #expect(
            run.standardOutput == """
                content/components/badge.md:9:1: note: preview 1 changed in light and dark
                content/components/toolbar.md:9:1: note: preview 1 changed in light and dark
                2 previews changed in 2 articles

                """)
    }

    @Test("an added and a removed preview, and the pages whose text changed, in exact JSON")
    func addedAndRemovedJSON() throws {
        let workspace = try Self.builds(patch: "diff-edits")
        let run = try workspace.galley("diff", "old/site", "new/site", "--format", "json")
        #expect(run.status == 1, "\(run)")
        let removed = try Manifest(workspace, "old").preview("guides/colors.md", 1)
        let added = try Manifest(workspace, "new").preview("guides/words.md", 0)
        let removedLight = try #require(removed.light?.file)
        let addedLight = try #require(added.light?.file)
        let addedDark = try #require(added.dark?.file)
        #expect(removed.dark == nil)
        #expect(
            run.standardOutput == """
                {
                  "articles" : [
                    {
                      "page" : "changed",
                      "previews" : [
                        {
                          "change" : "removed",
                          "old" : {
                            "light" : "\(removedLight)",
                            "line" : 13
                          },
                          "position" : 2
                        }
                      ],
                      "source" : "guides/colors.md",
                      "title" : "Colors",
                      "url" : "guides/colors/"
                    },
                    {
                      "page" : "changed",
                      "previews" : [
                        {
                          "change" : "added",
                          "new" : {
                            "dark" : "\(addedDark)",
                            "light" : "\(addedLight)",
                            "line" : 9
                          },
                          "position" : 1
                        }
                      ],
                      "source" : "guides/words.md",
                      "title" : "Words",
                      "url" : "guides/words/"
                    }
                  ],
                  "changed" : true,
                  "summary" : {
                    "added" : 1,
                    "changed" : 0,
                    "pages" : 2,
                    "removed" : 1
                  }
                }

                """)
    }

    @Test("the github format is a Markdown job summary linking to the report")
    func githubSummary() throws {
        let workspace = try Self.builds(patch: "diff-edits")
        let run = try workspace.galley(
            "diff", "old/site", "new/site", "--format", "github", "--report-url", "https://example.org/report")
        #expect(run.status == 1, "\(run)")
        #expect(
            run.standardOutput == """
                ### Galley: 1 preview added, 1 removed in 2 articles; text changed on 2 pages

                [Open the side-by-side report](https://example.org/report) (light and dark, changed regions outlined).

                | Article | Change | Line |
                | --- | --- | --- |
                | Colors (`content/guides/colors.md`) | page text changed | |
                | Colors (`content/guides/colors.md`) | preview 2 removed | 13 |
                | Words (`content/guides/words.md`) | page text changed | |
                | Words (`content/guides/words.md`) | preview 1 added | 9 |

                """)
    }

    @Test("the report shows changed previews side by side with their regions, and only those")
    func htmlReport() throws {
        let workspace = try Self.builds(patch: "diff-modifier")
        let run = try workspace.galley("diff", "old/site", "new/site", "--report", "report", "--format", "json")
        #expect(run.status == 1, "\(run)")
        let html = try String(contentsOf: workspace.url("report/index.html"), encoding: .utf8)
        let old = try Manifest(workspace, "old").preview("components/badge.md", 0)
        let new = try Manifest(workspace, "new").preview("components/badge.md", 0)
        let files = try Workspace.files(in: workspace.url("report"))
        for (side, preview) in [("old", old), ("new", new)] {
            for file in [preview.light?.file, preview.dark?.file].compactMap({ $0 }) {
                #expect(html.contains("src=\"\(side)/\(file)\""))
                #expect(files.contains("\(side)/\(file)"))
            }
        }
        #expect(html.contains("class=\"region old\""))
        #expect(html.contains("class=\"region new\""))
        // In the toolbar, the second badge's label moved with the wider first badge.
        #expect(html.contains("class=\"region old moved\""))
        #expect(html.contains("class=\"region new moved\""))
        // The code is the same: its diff lists it unchanged.
        #expect(html.contains("<span class=\"kept\">  Badge(label: &quot;Inbox&quot;, count: 3)\n</span>"))
        // The unchanged "Archive" preview of the same article is not listed.
        let archive = try Manifest(workspace, "new").preview("components/badge.md", 1)
        #expect(!html.contains(try #require(archive.light?.file)))
        #expect(files.count == 1 + 8, "\(files)")
    }

    @Test("a folder that is missing or not a built site is a usage error", arguments: ["missing", "old"])
    func notASite(_ folder: String) throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "diff", as: "old")
        let run = try workspace.galley("diff", folder, "old")
        #expect(run.status == 2, "\(run)")
        #expect(run.standardError.hasPrefix("galley: error: "), "\(run)")
        #expect(run.standardError.contains(folder == "missing" ? "no such directory" : "no previews.json"), "\(run)")
    }

    @Test("the report never replaces a site it compares")
    func reportOverSite() throws {
        let workspace = try Self.builds()
        let run = try workspace.galley("diff", "old/site", "new/site", "--report", "new")
        #expect(run.status == 2, "\(run)")
        #expect(FileManager.default.fileExists(atPath: workspace.url("new/site/previews.json").path))
    }
}
