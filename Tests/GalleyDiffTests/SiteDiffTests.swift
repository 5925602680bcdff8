import GalleyDiff
import GalleySite
import Testing

@Suite("Comparing two manifests")
struct SiteDiffTests {
    private static func picture(_ file: String, _ marks: [PreviewManifest.Mark] = []) -> PreviewManifest.Picture {
        PreviewManifest.Picture(file: file, marks: marks)
    }

    private static func preview(_ code: String, light: String, dark: String? = nil, line: Int = 9)
        -> PreviewManifest.Preview
    {
        PreviewManifest.Preview(
            line: line, name: nil, code: code, alt: "", width: 100, height: 50, light: picture(light),
            dark: dark.map { picture($0) })
    }

    private static func article(_ source: String, text: String = "t", _ previews: [PreviewManifest.Preview])
        -> PreviewManifest.Article
    {
        PreviewManifest.Article(source: source, url: "x/", title: source, text: text, previews: previews)
    }

    @Test("previews pair by article and position: an edited snippet pairs with its old picture")
    func pairsByPosition() {
        let old = PreviewManifest(articles: [
            Self.article("a.md", [Self.preview("Text(\"A\")", light: "a"), Self.preview("Text(\"B\")", light: "b")])
        ])
        let new = PreviewManifest(articles: [
            Self.article("a.md", [Self.preview("Text(\"A\")", light: "a"), Self.preview("Text(\"C\")", light: "c")])
        ])
        let diff = SiteDiff(old: old, new: new)
        #expect(diff.articles.count == 1)
        let change = diff.articles[0].previews
        #expect(change.map(\.position) == [2])
        #expect(change.map(\.kind) == [.changed])
        #expect(change.first?.old?.code == "Text(\"B\")")
        #expect(change.first?.new?.code == "Text(\"C\")")
        #expect(diff.articles[0].page == .unchanged)
    }

    @Test("a longer article adds previews, a shorter one removes them; new and deleted articles count whole")
    func addedAndRemoved() {
        let old = PreviewManifest(articles: [
            Self.article("a.md", [Self.preview("1", light: "1"), Self.preview("2", light: "2")]),
            Self.article("gone.md", [Self.preview("g", light: "g")]),
        ])
        let new = PreviewManifest(articles: [
            Self.article("a.md", [Self.preview("1", light: "1")]),
            Self.article("b.md", [Self.preview("3", light: "3")]),
        ])
        let diff = SiteDiff(old: old, new: new)
        #expect(diff.articles.map(\.source) == ["a.md", "b.md", "gone.md"])
        #expect(diff.articles.map(\.page) == [.unchanged, .added, .removed])
        #expect(diff.articles.flatMap(\.previews).map(\.kind) == [.removed, .added, .removed])
        #expect(diff.counts == SiteDiff.Counts(added: 1, removed: 2, changed: 0, pages: 2))
    }

    @Test("a page whose text alone changed is listed; the same manifests give no change")
    func textAndNothing() {
        let old = PreviewManifest(articles: [Self.article("a.md", text: "1", [])])
        let new = PreviewManifest(articles: [Self.article("a.md", text: "2", [])])
        #expect(SiteDiff(old: old, new: new).articles.map(\.page) == [.changed])
        #expect(SiteDiff(old: old, new: old).isEmpty)
        #expect(SiteDiff(old: old, new: old).rendered(as: .text) == "no preview or page changed\n")
    }

    @Test("only the scheme whose picture changed gets regions")
    func changedScheme() {
        let old = PreviewManifest(articles: [Self.article("a.md", [Self.preview("x", light: "l1", dark: "d")])])
        let new = PreviewManifest(articles: [Self.article("a.md", [Self.preview("x", light: "l2", dark: "d")])])
        let change = SiteDiff(old: old, new: new).articles[0].previews[0]
        #expect(Array(change.regions.keys) == ["light"])
        #expect(
            SiteDiff(old: old, new: new).rendered(as: .text).hasPrefix(
                "content/a.md:9:1: note: preview 1 changed in light\n"))
    }
}
