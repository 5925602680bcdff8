import Foundation
import Testing

/// A fixture copied into a workspace and built with `galley build`.
struct BuiltSite {
    /// Kept so that the temporary folder lives as long as the site is looked at.
    let workspace: Workspace
    /// The output folder.
    let output: URL
    let run: GalleyRun

    /// Copies `fixture` to a fresh workspace and runs `galley build --source <fixture>
    /// arguments…`, expecting success.
    static func build(
        _ fixture: String = "valid", _ arguments: [String] = [], environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> BuiltSite {
        let workspace = try Workspace()
        try workspace.copy(fixture: fixture)
        let run = try Galley.run(
            ["build", "--source", fixture] + arguments, in: workspace.root, environment: environment,
            sourceLocation: sourceLocation)
        try #require(run.status == 0, "galley build failed:\n\(run)", sourceLocation: sourceLocation)
        return BuiltSite(workspace: workspace, output: workspace.url("\(fixture)/site"), run: run)
    }

    /// The text of the output file at `path`.
    func text(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let url = output.appendingPathComponent(path)
        let data = try #require(
            FileManager.default.contents(atPath: url.path), "no \(path) in the output", sourceLocation: sourceLocation)
        return String(decoding: data, as: UTF8.self)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path)
    }

    /// Every file of the output, as sorted relative paths.
    func files() throws -> [String] {
        try Workspace.files(in: output)
    }

    /// The titles of the article summaries listed on the page at `path` (the links whose
    /// text is one of `titles`, after the start of the article list), in page order.
    func listedTitles(on path: String, among titles: Set<String>) throws -> [String] {
        let html = try text(path)
        let list = html.range(of: "class=\"article-list\"").map { String(html[$0.lowerBound...]) } ?? ""
        return HTMLScanner.anchors(in: list).map(\.text).filter { titles.contains($0) }
    }

    /// The feed, parsed.
    func feed() throws -> XMLTree {
        try XMLTree.parse(Data(try text("feed.rss").utf8))
    }
}

/// What the valid fixture holds, as the tests expect to find it.
enum ValidFixture {
    static let titles: Set<String> = ["Card", "Select", "Text Input", "Layout", "Guides", "Accessibility", "Welcome"]
    /// Published articles as they appear on the home page: dated newest first, then
    /// undated by title. `guides/index.md` is the landing page of its section, not an
    /// article.
    static let homeOrder = ["Select", "Card", "Layout", "Accessibility"]
    static let htmlPages: Set<String> = [
        "index.html", "404.html", "tags/index.html",
        "tags/accessibility/index.html", "tags/components/index.html", "tags/forms/index.html",
        "tags/layout/index.html",
        "articles/index.html", "articles/card/index.html", "articles/select/index.html",
        "guides/index.html", "guides/layout/index.html", "guides/a11y/index.html",
    ]
}
