import Foundation
import Testing

@testable import GalleySite

/// `previews.json`: what `galley diff` reads of a build. Each article's previews in page
/// order, with the snippet's line and code, the files the pages show and their marks.
@Suite struct PreviewManifestTests {
    private func manifest(_ result: BuildResult) throws -> PreviewManifest {
        let data = try #require(result.files[PreviewManifest.fileName])
        return try JSONDecoder().decode(PreviewManifest.self, from: data)
    }

    private func site() throws -> TemporarySite {
        try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/guides/styles.md": PreviewRenderingTests.styleArticle,
            "content/components.md": PreviewRenderingTests.componentArticle,
            "content/Shared/Badge.swift": PreviewRenderingTests.badge,
        ])
    }

    @Test func listsEveryPreviewInPageOrderWithItsCodeLineAndFiles() throws {
        let result = try site().build()
        let manifest = try manifest(result)
        #expect(manifest.format == 1)
        #expect(manifest.articles.map(\.source) == ["components.md", "guides/styles.md"])
        let styles = try #require(manifest.articles.last)
        #expect(styles.url == "guides/styles/")
        #expect(styles.title == "Styles")
        #expect(styles.previews.map(\.line) == [9, 21, 26])
        #expect(styles.previews.map(\.name) == [nil, nil, "Xcode"])
        #expect(styles.previews[1].code == "Button(\"Two\") {}\n    .buttonStyle(Pill())\n")
        #expect(styles.previews[1].dark == nil, "scheme=light draws no dark picture")
        let html = try #require(result.text("guides/styles/index.html"))
        for preview in styles.previews {
            for picture in [preview.light, preview.dark].compactMap({ $0 }) {
                #expect(result.files[picture.file] != nil)
                #expect(html.contains("../../\(picture.file)"))
                // The canvas first, covering the whole picture, then what is drawn on it.
                #expect(picture.marks.first?.x == 0 && picture.marks.first?.y == 0)
                #expect(picture.marks.first?.width == Int(preview.width.rounded(.up)))
                #expect(picture.marks.count > 1)
            }
        }
    }

    @Test func theTextFingerprintIgnoresPicturesButNotWords() throws {
        let site = try site()
        let first = try manifest(site.build())
        // Another component: the picture changes, the text of the page does not.
        try site.write(
            "content/Shared/Badge.swift", PreviewRenderingTests.badge.replacingOccurrences(of: "orange", with: "blue"))
        let second = try manifest(site.build())
        #expect(first.articles[0].text == second.articles[0].text)
        #expect(first.articles[0].previews[0].light?.file != second.articles[0].previews[0].light?.file)
        try site.write(
            "content/components.md", PreviewRenderingTests.componentArticle + "\nOne more sentence.\n")
        let third = try manifest(site.build())
        #expect(third.articles[0].text != second.articles[0].text)
        #expect(third.articles[0].previews == second.articles[0].previews)
    }

    @Test func aMarkIsWrittenAsOneString() throws {
        let mark = PreviewManifest.Mark(key: "0a1b2c3d4e5f", shape: "9f8e7d6c5b4a", x: -2, y: 3, width: 40, height: 12)
        let data = try JSONEncoder().encode([mark])
        #expect(String(decoding: data, as: UTF8.self) == "[\"0a1b2c3d4e5f 9f8e7d6c5b4a -2 3 40 12\"]")
        #expect(try JSONDecoder().decode([PreviewManifest.Mark].self, from: data) == [mark])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([PreviewManifest.Mark].self, from: Data("[\"k s 1 2 3\"]".utf8))
        }
    }

    /// Random text with what JSON must escape: quotes, backslashes, slashes, control
    /// characters, non-ASCII.
    private static func randomText(_ generator: inout some RandomNumberGenerator) -> String {
        let pieces = ["a", "Card", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "\u{7f}", "é", "🙂", "<b>", "\r\n"]
        return (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            .joined()
    }

    @Test func anEntryWrittenByHandIsWhatTheEncoderWrites() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            func picture() -> PreviewManifest.Picture? {
                guard Bool.random(using: &generator) else { return nil }
                let marks = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                    PreviewManifest.Mark(
                        key: "k\(Int.random(in: 0...99, using: &generator))", shape: "s",
                        x: Int.random(in: -20...400, using: &generator), y: Int.random(in: 0...400, using: &generator),
                        width: Int.random(in: 0...400, using: &generator),
                        height: Int.random(in: 0...400, using: &generator))
                }
                return PreviewManifest.Picture(file: "previews/\(Self.randomText(&generator)).svg", marks: marks)
            }
            let previews = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                PreviewManifest.Preview(
                    line: Int.random(in: 1...500, using: &generator),
                    name: Bool.random(using: &generator) ? Self.randomText(&generator) : nil,
                    code: Self.randomText(&generator), alt: Self.randomText(&generator),
                    width: Self.randomSize(&generator), height: Self.randomSize(&generator), light: picture(),
                    dark: picture())
            }
            let article = PreviewManifest.Article(
                source: Self.randomText(&generator) + ".md", url: Self.randomText(&generator),
                title: Self.randomText(&generator), text: Self.randomText(&generator), previews: previews)
            let written = PreviewManifest.entryText(article)
            #expect(written == PreviewManifest.encodedEntry(article))
        }
    }

    /// Whole points, text widths (fractions of every kind), and the extremes that JSON
    /// spells with an exponent.
    private static func randomSize(_ generator: inout some RandomNumberGenerator) -> Double {
        switch Int.random(in: 0...3, using: &generator) {
        case 0: Double(Int.random(in: 0...1000, using: &generator))
        case 1: Double(Int.random(in: 0...64_000, using: &generator)) / 64
        case 2: Double.random(in: 0...1000, using: &generator)
        default:
            Double.random(in: 0...1, using: &generator) * pow(10, Double(Int.random(in: -12...24, using: &generator)))
        }
    }

    @Test func sizesAreSpelledAsTheEncoderSpellsThem() {
        let sizes: [(Double, String)] = [(12, "12"), (12.5, "12.5"), (0.1, "0.1"), (1e-7, "1e-07"), (1e16, "1e+16")]
        for (size, spelling) in sizes {
            let preview = PreviewManifest.Preview(
                line: 1, name: nil, code: "", alt: "", width: size, height: 10, light: nil, dark: nil)
            let article = PreviewManifest.Article(source: "a.md", url: "a/", title: "A", text: "", previews: [preview])
            let written = PreviewManifest.entryText(article)
            #expect(written == PreviewManifest.encodedEntry(article))
            #expect(String(decoding: written ?? Data(), as: UTF8.self).contains("\"width\" : \(spelling)\n"))
        }
        // The encoder refuses what JSON cannot hold; the entry is then the encoder's.
        let infinite = PreviewManifest.Preview(
            line: 1, name: nil, code: "", alt: "", width: .infinity, height: 10, light: nil, dark: nil)
        let article = PreviewManifest.Article(source: "a.md", url: "a/", title: "A", text: "", previews: [infinite])
        #expect(PreviewManifest.entryText(article) == nil)
        #expect(PreviewManifest.entryJSON(article) == PreviewManifest.encodedEntry(article))
    }
}
