import Foundation
import Testing

@testable import GalleySite

/// Rebuilds that reuse the memory of the previous build (as `galley serve` does) give
/// exactly the files and diagnostics of a full build, after every kind of edit, while
/// parsing and rendering only what the edit touched.
@Suite struct IncrementalBuildTests {
    static let files: [String: String] = [
        "content/site.yml": TemporarySite.siteYML,
        "content/index.md": "---\ntitle: Home\n---\n\nWelcome. Start with [A](a.md).\n",
        "content/a.md": """
        ---
        title: A
        date: 2026-01-01
        tags: [layout]
        ---

        ## Overview

        See [B's details](b.md#details), ``Badge`` and ![logo](logo.png).

        ```swift preview width=120 scheme=light
        Badge(text: "New")
        ```
        """,
        "content/b.md": """
        ---
        title: B
        date: 2026-01-02
        tags: [layout, text]
        ---

        ## Details

        Plain prose about B.
        """,
        "content/c.md": """
        ---
        title: C
        date: 2026-01-03
        tags: [text]
        ---

        ## Usage

        C links to [A](a.md) and shows:

        ```swift preview width=100 scheme=light
        Text("C")
        ```
        """,
        "content/components/Badge.swift": """
        struct Badge: View {
            var text: String
            var body: some View { Text(text).padding(4) }
        }
        """,
        "content/logo.png": "not really a PNG",
    ]

    /// A site plus the memory of its builds; every build is checked against a full one.
    final class EditedSite {
        let site: TemporarySite
        let memory = BuildMemory()

        init() throws {
            site = try TemporarySite(files: IncrementalBuildTests.files)
        }

        func write(_ path: String, _ text: String) throws {
            try site.write(path, text)
        }

        func edit(_ path: String, _ change: (String) -> String) throws {
            let url = site.root.appendingPathComponent(path)
            try write(path, change(String(decoding: try Data(contentsOf: url), as: UTF8.self)))
        }

        func remove(_ path: String) throws {
            try FileManager.default.removeItem(at: site.root.appendingPathComponent(path))
        }

        /// Builds with the memory and checks the outcome against a build from scratch.
        @discardableResult
        func rebuild(sourceLocation: SourceLocation = #_sourceLocation) throws -> BuildResult {
            let options = BuildOptions(source: site.root, jobs: 2)
            let incremental = try SiteBuilder(options: options).build(reusing: memory)
            let full = try SiteBuilder(options: options).build()
            #expect(incremental.diagnostics == full.diagnostics, sourceLocation: sourceLocation)
            #expect(incremental.files.keys.sorted() == full.files.keys.sorted(), sourceLocation: sourceLocation)
            for (path, data) in full.files where incremental.files[path] != data {
                Issue.record("\(path) differs from a full build", sourceLocation: sourceLocation)
            }
            return incremental
        }
    }

    @Test func aProseEditParsesAndRendersOnlyThatArticle() throws {
        let site = try EditedSite()
        let first = try site.rebuild()
        #expect(first.parsedArticles == 4)
        #expect(!first.hasErrors)

        try site.edit("content/b.md") { $0 + "\n\nA new paragraph.\n" }
        let second = try site.rebuild()
        #expect(second.parsedArticles == 1)
        #expect(second.renderedPages == 1)
        #expect(second.text("b/index.html")?.contains("A new paragraph.") == true)
        #expect(second.text("feed.rss")?.contains("A new paragraph.") == true)

        let unchanged = try site.rebuild()
        #expect(unchanged.parsedArticles == 0)
        #expect(unchanged.renderedPages == 0)
    }

    /// An article left alone since before the last build is not read again; any write,
    /// even one that keeps the size and puts the old modification time back, is seen.
    ///
    /// Whether a file has settled depends on how long ago it changed: the builds run by
    /// clocks stopped at instants chosen from the files' own status-change times, rather
    /// than waiting seconds for real ones to pass.
    @Test func settledArticlesAreNotReadAgain() throws {
        let site = try EditedSite()
        let articles = ["content/index.md", "content/a.md", "content/b.md", "content/c.md"]
        let anHourAgo = Date(timeIntervalSinceNow: -3600)
        func backdate(_ path: String) throws {
            try FileManager.default.setAttributes(
                [.modificationDate: anHourAgo], ofItemAtPath: site.site.root.appendingPathComponent(path).path)
        }
        /// The status-change time of `path`, `seconds` later.
        func changed(_ path: String, plus seconds: Int) throws -> FileStamp.Instant {
            let stamps = try ContentTree.scan(site.site.root.appendingPathComponent("content")).markdownStamps
            let changed = try #require(stamps[String(path.dropFirst("content/".count))]).statusChanged
            return FileStamp.Instant(seconds: changed.seconds + seconds, nanoseconds: changed.nanoseconds)
        }
        func rebuild(at instant: FileStamp.Instant) throws -> BuildResult {
            try FileClock.$current.withValue(.stopped(at: instant)) { try site.rebuild() }
        }

        for path in articles { try backdate(path) }
        #expect(try site.rebuild().readArticles == 4)
        // The status times are those of the backdating: they settle after a while.
        let allSettled = try articles.map { try changed($0, plus: FileStamp.settledSeconds + 1) }.max()
        let settledTime = try #require(allSettled)
        #expect(try rebuild(at: settledTime).readArticles == 4)
        #expect(try rebuild(at: settledTime).readArticles == 0)

        // Same size, other bytes, the old time put back: the status time still moved.
        try site.edit("content/b.md") { $0.replacingOccurrences(of: "Plain prose", with: "Plain words") }
        try backdate("content/b.md")
        // Read just as b.md would settle: the others have, b.md has not.
        let bSettling = try changed("content/b.md", plus: FileStamp.settledSeconds)
        let rewritten = try rebuild(at: bSettling)
        #expect(rewritten.readArticles == 1)
        #expect(rewritten.parsedArticles == 1)
        #expect(rewritten.text("b/index.html")?.contains("Plain words") == true)

        // A file saved moments ago is read at every build until it settles.
        try site.edit("content/c.md") { $0 + "\nMore.\n" }
        #expect(try rebuild(at: bSettling).readArticles == 2)
        let again = try rebuild(at: try changed("content/c.md", plus: FileStamp.settledSeconds + 1))
        #expect(again.readArticles == 2)
        #expect(again.parsedArticles == 0)
        #expect(try site.rebuild().readArticles == 0)
    }

    @Test func renamingAHeadingReresolvesTheArticlesThatLinkToIt() throws {
        let site = try EditedSite()
        try site.rebuild()
        try site.edit("content/b.md") { $0.replacingOccurrences(of: "## Details", with: "## Specifics") }
        let broken = try site.rebuild()
        // b changed; a links to b#details, so its links are resolved again (from its first
        // pass, without parsing it); c is untouched.
        #expect(broken.parsedArticles == 1)
        #expect(broken.resolvedArticles == 2)
        #expect(
            broken.messages(.error) == [
                "content/a.md:9:19: no heading with anchor '#details' in 'b.md'"
            ])
        try site.edit("content/a.md") { $0.replacingOccurrences(of: "b.md#details", with: "b.md#specifics") }
        let fixed = try site.rebuild()
        #expect(!fixed.hasErrors)
        #expect(fixed.parsedArticles == 1)
        #expect(fixed.text("a/index.html")?.contains("href=\"../b/#specifics\"") == true)
    }

    @Test func aNewTitleReachesEveryPageThatShowsIt() throws {
        let site = try EditedSite()
        try site.rebuild()
        try site.edit("content/c.md") { $0.replacingOccurrences(of: "title: C", with: "title: See") }
        let result = try site.rebuild()
        // c, and a: its ``Badge`` is documented nowhere, and the "did you mean" for it is
        // chosen among every symbol, which now include "See" instead of "C". Only c is
        // parsed again.
        #expect(result.parsedArticles == 1)
        #expect(result.resolvedArticles == 2)
        // c's own page, b's (c is its next), a's (c links to it: a backlink), the home
        // page and the "text" tag's page. The tags index only counts articles.
        #expect(result.renderedPages == 5)
        #expect(result.text("a/index.html")?.contains(">See</a>") == true)
        #expect(result.text("tags/text/index.html")?.contains("See") == true)
    }

    @Test func addingAndRemovingArticlesUpdatesLinksBacklinksAndNeighbours() throws {
        let site = try EditedSite()
        try site.rebuild()
        try site.write("content/d.md", "---\ntitle: D\ndate: 2026-01-04\n---\n\nAfter [C](c.md), see [E](e.md).\n")
        let withD = try site.rebuild()
        #expect(withD.messages(.error) == ["content/d.md:6:26: link to missing article 'e.md'; did you mean 'a.md'?"])
        try site.write("content/e.md", "---\ntitle: E\n---\n\nEnd.\n")
        let withE = try site.rebuild()
        #expect(!withE.hasErrors)
        #expect(withE.text("c/index.html")?.contains("href=\"../d/\"") == true)
        try site.remove("content/e.md")
        try site.rebuild()
        try site.remove("content/d.md")
        let back = try site.rebuild()
        #expect(back.files["d/index.html"] == nil)
        #expect(!back.hasErrors)
    }

    @Test func symbolsAssetsAndDraftsAreFollowed() throws {
        let site = try EditedSite()
        let first = try site.rebuild()
        #expect(first.messages(.warning).contains { $0.contains("no article documents the symbol 'Badge'") })
        try site.edit("content/c.md") { $0 + "\n\n## `Badge`\n\nA badge.\n" }
        let documented = try site.rebuild()
        #expect(documented.text("a/index.html")?.contains("href=\"../c/#badge\"") == true)
        try site.remove("content/logo.png")
        let missingLogo = try site.rebuild()
        #expect(missingLogo.messages(.error) == ["content/a.md:9:56: link to missing file 'logo.png'"])
        try site.write("content/logo.png", "back")
        try site.rebuild()
        try site.edit("content/b.md") { $0.replacingOccurrences(of: "tags:", with: "draft: true\ntags:") }
        let draft = try site.rebuild()
        #expect(draft.messages(.error).count == 1)
        try site.edit("content/b.md") { $0.replacingOccurrences(of: "draft: true\n", with: "slug: bee\n") }
        let moved = try site.rebuild()
        #expect(moved.text("a/index.html")?.contains("href=\"../bee/#details\"") == true)
    }

    @Test func componentsTemplatesAndSettingsChangeWhatDependsOnThem() throws {
        let site = try EditedSite()
        try site.rebuild()
        try site.edit("content/components/Badge.swift") {
            $0.replacingOccurrences(of: "padding(4)", with: "padding(9)")
        }
        let components = try site.rebuild()
        #expect(components.parsedArticles == 4)
        try site.write(
            "content/components/Badge.swift", "struct Badge: View {\n    var body: some View { Text(1) }\n}\n")
        let broken = try site.rebuild()
        #expect(broken.hasErrors)
        try site.write("content/components/Badge.swift", Self.files["content/components/Badge.swift"]!)
        try site.rebuild()

        try site.write(
            "templates/article.mustache", "<!doctype html><title>{{article.title}}</title>{{{article.content}}}\n")
        let themed = try site.rebuild()
        #expect(themed.parsedArticles == 0)
        #expect(themed.text("b/index.html")?.hasPrefix("<!doctype html><title>B</title>") == true)
        try site.remove("templates/article.mustache")
        try site.rebuild()

        try site.edit("content/site.yml") {
            $0.replacingOccurrences(of: "https://example.org/docs/", with: "https://x.org/")
        }
        let moved = try site.rebuild()
        #expect(moved.text("feed.rss")?.contains("https://x.org/a/") == true)
    }

    @Test func brokenFilesAreReportedEveryTimeUntilFixed() throws {
        let site = try EditedSite()
        try site.rebuild()
        try site.edit("content/b.md") { $0.replacingOccurrences(of: "date: 2026-01-02", with: "date: 2026-13-02") }
        let first = try site.rebuild()
        let second = try site.rebuild()
        #expect(first.hasErrors)
        #expect(first.diagnostics == second.diagnostics)
        try Data([0xff, 0xfe, 0x00]).write(to: site.site.root.appendingPathComponent("content/c.md"))
        let binary = try site.rebuild()
        #expect(binary.messages(.error).contains("content/c.md:1:1: the file is not UTF-8 text"))
        try site.write("content/c.md", Self.files["content/c.md"]!)
        try site.edit("content/b.md") { $0.replacingOccurrences(of: "2026-13-02", with: "2026-01-02") }
        #expect(!(try site.rebuild()).hasErrors)
    }
}

/// Many random edits in a row, each rebuild checked against a full build: the edits an
/// author makes (titles, dates, tags, drafts, slugs, headings, links, symbols, new and
/// removed articles, prose) in every order, not only the ones a test thought of.
@Suite struct RandomEditTests {
    /// A small deterministic generator, so a failure can be replayed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// One article as the test keeps it, written out as Markdown.
    struct Draft {
        var title: String
        var day: Int?
        var tags: [String]
        var isDraft = false
        var slug: String?
        var headings: [String]
        var links: [String] = []
        var prose = ""

        var markdown: String {
            var front = "---\ntitle: \(title)\n"
            if let day { front += "date: 2026-02-\(String(format: "%02d", day))\n" }
            if !tags.isEmpty { front += "tags: [\(tags.joined(separator: ", "))]\n" }
            if isDraft { front += "draft: true\n" }
            if let slug { front += "slug: \(slug)\n" }
            var body = front + "---\n\nIntro with " + links.joined(separator: " and ") + ".\n" + prose
            for heading in headings { body += "\n## \(heading)\n\nText under \(heading).\n" }
            return body
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyRebuildMatchesAFullBuild(seed: UInt64) throws {
        var random = SeededGenerator(state: seed)
        let site = try IncrementalBuildTests.EditedSite()
        var drafts: [String: Draft] = [:]
        let words = ["Card", "Select", "Layout", "Style", "Insets", "`Badge`", "`Row`", "Details"]
        func newDraft(_ name: String) -> Draft {
            Draft(
                title: name.uppercased(), day: Int.random(in: 1...9, using: &random),
                tags: [["layout"], ["text"], ["layout", "text"], []].randomElement(using: &random)!,
                headings: Array(words.shuffled(using: &random).prefix(2)))
        }
        for name in ["p", "q", "r", "s", "t"] { drafts[name] = newDraft(name) }
        func writeAll() throws {
            for (name, draft) in drafts { try site.write("content/\(name).md", draft.markdown) }
        }
        try writeAll()
        try site.rebuild()

        for _ in 0..<25 {
            let names = drafts.keys.sorted()
            let name = names.randomElement(using: &random)!
            let other = names.randomElement(using: &random)!
            var draft = drafts[name]!
            switch Int.random(in: 0..<12, using: &random) {
            case 0: draft.title = words.randomElement(using: &random)!.replacingOccurrences(of: "`", with: "")
            case 1: draft.day = [nil, 3, 5, 7].randomElement(using: &random)!
            case 2: draft.tags = [["layout"], ["text"], ["forms"], []].randomElement(using: &random)!
            case 3: draft.isDraft.toggle()
            case 4: draft.slug = [nil, "moved-\(name)"].randomElement(using: &random)!
            case 5: draft.headings = Array(words.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)))
            case 6:
                let anchor = SitePaths.slug(drafts[other]!.headings.first ?? "none")
                draft.links.append("[\(other)](\(other).md#\(anchor))")
            case 7: draft.links.append("``\(["Badge", "Row", "CARD", "Nothing"].randomElement(using: &random)!)``")
            case 8:
                if draft.links.isEmpty { break }
                draft.links.removeLast()
            case 9, 10:
                // Prose only: what every save of an author's session is, and what the
                // build keeps the most for.
                draft.prose += "\nMore about \(words.randomElement(using: &random)!) and `code`.\n"
            default:
                if names.count > 3, Bool.random(using: &random) {
                    drafts[name] = nil
                    try site.remove("content/\(name).md")
                    try site.rebuild()
                    continue
                }
                drafts["n\(Int.random(in: 0..<100, using: &random))"] = newDraft("n")
                try writeAll()
                try site.rebuild()
                continue
            }
            drafts[name] = draft
            try site.write("content/\(name).md", draft.markdown)
            try site.rebuild()
        }
    }
}
