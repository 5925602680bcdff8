import Foundation
import Testing

@testable import GalleySite

/// What counts as content: articles, `.swift` components and assets, sorted; never hidden
/// files, `site.yml`, or files reached through a link that leads outside.
@Suite struct ContentTreeTests {
    @Test func listsArticlesComponentsAndAssetsInOrder() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/b.md": "", "content/a.markdown": "", "content/guides/z.md": "",
            "content/components/Badge.swift": "", "content/images/logo.PNG": "",
            "content/.draft.md.swp": "", "content/.hidden/secret.md": "",
        ])
        let tree = try ContentTree.scan(site.root.appendingPathComponent("content"))
        #expect(tree.markdownFiles == ["a.markdown", "b.md", "guides/z.md"])
        #expect(tree.swiftFiles == ["components/Badge.swift"])
        #expect(tree.assetFiles == ["images/logo.PNG"])
    }

    @Test func anExtensionIsReadAsFoundationReadsIt() {
        let paths = [
            "a.md", "guides/b.MD", "c.tar.gz", "Makefile", "d.", "e/.hidden", "f.d/README", "g.d/h.markdown", ".md",
            "i..swift", "j/k.Swift", "", "/", "l/",
        ]
        for path in paths {
            #expect(ContentTree.fileExtension(of: path) == Substring((path as NSString).pathExtension), "\(path)")
        }
    }

    @Test func followsLinksOnlyToFilesInside() throws {
        let site = try TemporarySite(files: [
            "content/a.md": "", "content/shared/b.md": "", "outside/secret.md": "",
        ])
        let content = site.root.appendingPathComponent("content")
        let links = FileManager.default
        try links.createSymbolicLink(
            atPath: content.appendingPathComponent("alias.md").path, withDestinationPath: "shared/b.md")
        try links.createSymbolicLink(
            atPath: content.appendingPathComponent("leak.md").path,
            withDestinationPath: site.root.appendingPathComponent("outside/secret.md").path)
        try links.createSymbolicLink(atPath: content.appendingPathComponent("loop").path, withDestinationPath: ".")
        try links.createSymbolicLink(
            atPath: content.appendingPathComponent("dangling.md").path, withDestinationPath: "nowhere.md")
        let tree = try ContentTree.scan(content)
        #expect(tree.markdownFiles == ["a.md", "alias.md", "shared/b.md"])
    }

    @Test func escapingLeavesEveryOtherCharacterAlone() {
        #expect(HTML.escape("plain text, no change") == "plain text, no change")
        #expect(
            HTML.escape("<a href=\"x\">Tom & Jerry's</a>")
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(HTML.escape("café > naïve 🇫🇷 e\u{301} <") == "café &gt; naïve 🇫🇷 e\u{301} &lt;")
    }
}
