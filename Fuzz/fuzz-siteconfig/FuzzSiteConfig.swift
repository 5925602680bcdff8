import Foundation
import FuzzSupport
import GalleySite

/// libFuzzer target: the bytes as `content/site.yml`, read, then used to build a small
/// article's page, feed and sitemap (where its values end up). A site.yml may fail with
/// diagnostics; it must never crash or hang.
@main enum FuzzSiteConfig {
    static func main() {
        LibFuzzer.run(fuzz)
    }
}

private let article = Data(
    """
    ---
    title: Hello
    date: 2026-11-12
    description: A first article.
    tags: [news]
    ---

    # Hello

    See [the section](#hello) and [the site](https://example.org/).
    """.utf8)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let outcome: SingleArticleBuild.Outcome
    do {
        outcome = try SingleArticleBuild(siteConfig: text).build(article)
    } catch {
        fatalError("\(error)")
    }
    checkPositions(
        outcome.diagnostics.map { ($0.file, $0.line, $0.column, $0.excerpt) }, of: "content/site.yml",
        text: text)
    return 0
}
