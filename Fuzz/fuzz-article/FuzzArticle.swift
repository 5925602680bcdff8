import Foundation
import FuzzSupport
import GalleySite

/// libFuzzer target: the bytes as a Markdown article (front matter and body), built in
/// memory through both passes (previews, links) into its page, feed and sitemap. An
/// article may fail with diagnostics; it must never crash or hang.
@main enum FuzzArticle {
    static func main() {
        LibFuzzer.run(fuzz)
    }
}

private let build = SingleArticleBuild()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let outcome: SingleArticleBuild.Outcome
    do {
        outcome = try build.build(data)
    } catch {
        fatalError("\(error)")
    }
    guard outcome.html != nil else { return 0 }
    checkPositions(
        outcome.diagnostics.map { ($0.file, $0.line, $0.column, $0.excerpt) }, of: "content/articles/article.md",
        text: String(decoding: data, as: UTF8.self))
    guard outcome.page != nil else { fatalError("the built-in theme has no 'article' template") }
    return 0
}
