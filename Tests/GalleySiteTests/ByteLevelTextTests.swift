import Foundation
import Testing

@testable import GalleySite

/// The byte-level rewrites of the build give what the Character-level code they replaced
/// gave.
@Suite struct ByteLevelTextTests {
    @Test func figuresAreLeftOutOfTheManifestTextOnlyWhenClosedOnTheirLine() {
        let figure = "<figure class=\"preview\"><picture><img src=\"p.svg\"></picture></figure>\n"
        #expect(PreviewManifest.textWithoutPreviews("<p>a</p>" + figure + "<p>b</p>" + figure) == "<p>a</p><p>b</p>")
        #expect(PreviewManifest.textWithoutPreviews(figure + figure) == "")
        // Without the line break after it, and at the very end.
        #expect(PreviewManifest.textWithoutPreviews("x<figure class=\"preview\">y</figure>") == "x")
        // Raw HTML that opens a figure and closes it on a later line stays.
        let open = "<figure class=\"preview\">\n<p>c</p></figure>"
        #expect(PreviewManifest.textWithoutPreviews(open) == open)
        #expect(PreviewManifest.textWithoutPreviews("é — no figure") == "é — no figure")
    }

    @Test func replacingBytesIsFoundationsReplacing() {
        let page = "<img src=\"../previews/a.svg\"> é <source srcset=\"../previews/b.svg\"><img src=\"../previews/"
        for (pattern, replacement) in [
            ("src=\"../previews/", "src=\"https://x.org/previews/"), ("é", "e"), ("missing", "y"),
            ("<", ""), ("../previews/", "../previews/../previews/"),
        ] {
            #expect(
                ByteSearch.replacingAll(pattern, with: replacement, in: page)
                    == page.replacingOccurrences(of: pattern, with: replacement), "\(pattern)")
        }
        #expect(
            PreviewRendering.makingPreviewURLsAbsolute(
                in: page, from: "a/", baseURL: "https://x.org/")
                == "<img src=\"https://x.org/previews/a.svg\"> é <source srcset=\"https://x.org/previews/b.svg\">"
                + "<img src=\"https://x.org/previews/")
    }

    @Test func symbolNamesByBytesAreTheCharacterLevelOnes() {
        func characterLevel(_ text: String) -> Bool {
            guard let first = text.first, first.isLetter || first == "_" else { return false }
            return text.allSatisfy { $0.isLetter || $0.isNumber || "_.:()<>".contains($0) }
        }
        var samples = ["Card", "cardStyle(_:)", "Binding<Int>", "_x", "9lives", "a b", "", "é", "Ünit", "x-y"]
        samples += (1...127).map { String(UnicodeScalar(UInt8($0))) }
        samples += (1...127).map { "a" + String(UnicodeScalar(UInt8($0))) }
        for text in samples {
            #expect(SymbolIndex.isSymbolName(text) == characterLevel(text), "\(text)")
        }
    }

    @Test func frontMatterSplitsAtItsClosingLine() {
        #expect(FrontMatter.split("---\n---\nbody").yaml == "")
        #expect(FrontMatter.split("---\n---\nbody").body == "body")
        #expect(FrontMatter.split("---\n---\nbody").bodyLineOffset == 2)
        let dotted = FrontMatter.split("---\ntitle: A\nb: c\n...\n# Body\nmore\n")
        #expect(dotted.yaml == "title: A\nb: c")
        #expect(dotted.body == "# Body\nmore\n")
        #expect(dotted.bodyLineOffset == 4)
        // The closing line may end the file, and carry blanks around it.
        #expect(FrontMatter.split("---\ntitle: A\n  ---  ").body == "")
        #expect(FrontMatter.split("---\ntitle: A\n  ---  ").yaml == "title: A")
        // No closing line, or no opening one: no front matter.
        #expect(FrontMatter.split("---\ntitle: A\n").yaml == nil)
        #expect(FrontMatter.split("---").yaml == nil)
        #expect(FrontMatter.split("# Title\n---\n").yaml == nil)
        #expect(FrontMatter.split("").yaml == nil)
        // A long line that is not a closing line, and non-ASCII text before the closing one.
        let long = String(repeating: "–", count: 40)
        #expect(FrontMatter.split("---\ntitle: \(long)\n---\nx").yaml == "title: \(long)")
    }

    @Test func theSearchIndexJSONIsWhatJSONEncoderWrites() throws {
        let texts = [
            "plain", "quote \" and backslash \\", "slash / stays", "tab\tnew\nline\rreturn", "\u{08}\u{0C}\u{01}\u{1F}",
            "accents: é ü 日本 🎉", "",
        ]
        var json = JSONText()
        json.strings(texts)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(
            String(decoding: json.bytes, as: UTF8.self) == String(decoding: try encoder.encode(texts), as: UTF8.self))
        var numbers = JSONText()
        numbers.numbers([0, -3, 1_000_000])
        #expect(String(decoding: numbers.bytes, as: UTF8.self) == "[0,-3,1000000]")
        // Every number is spelled as Swift spells it, the extremes included.
        var values = [Int.min, Int.max, Int.min + 1, -1, 9, 10, 99, 100, 1 << 40]
        values += (0..<500).map { _ in Int.random(in: Int.min...Int.max) >> Int.random(in: 0...62) }
        for value in values {
            var one = JSONText()
            one.number(value)
            #expect(String(decoding: one.bytes, as: UTF8.self) == String(value))
        }
    }
}

@Suite struct SourceTextLinesTests {
    @Test func trimmingWhitespaceIsFoundationsTrimming() {
        let spaces = ["", " ", "\t", "\u{00A0}", "\u{2003}", "\u{3000}", "\u{202F}", "\n", "\u{000B}", "\u{200B}"]
        let middles = ["", "a", "a b", "é", "🎉", "e\u{301}", "日本", " x "]
        for left in spaces {
            for middle in middles {
                for right in spaces {
                    let text = left + middle + right
                    #expect(
                        text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces),
                        "\(text.debugDescription)")
                }
            }
        }
    }

    @Test func linesAreWhatSplittingAtLineBreaksGives() {
        for text in ["", "\n", "a", "a\n", "\na\n\nb", "é\n\u{301}x\n日本\n🎉", "no break at the end"] {
            #expect(
                SourceText(displayPath: "", text: text).lines
                    == text.split(separator: "\n", omittingEmptySubsequences: false), "\(text)")
            let source = SourceText(displayPath: "", text: text)
            #expect(source.lineCount == source.lines.count)
        }
    }
}

@Suite struct SearchTermsByBytesTests {
    @Test func asciiTextGivesTheTermsItGaveScalarByScalar() {
        let texts = [
            "CardStyle uses URLSession and SwiftUI's a11y on iOS17, with the ModalCard.", "HTTPServerURL x2Y zA Ab",
            "ALLCAPS words, snake_case and kebab-case; ...; 3D 2x", "", "a", "The `cardStyle(_:)` modifier",
            "NSAttributedString.Key.font vs UIFont(name:size:)", "ABc aBC abC AbC",
        ]
        for text in texts {
            #expect(SearchTerms.asciiTerms(in: text) == SearchTerms.scalarTerms(in: text), "\(text)")
        }
    }
}

@Suite struct ManifestByPagesTests {
    @Test func previewsJSONIsWhatEncodingTheWholeManifestGives() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/a.md": "---\ntitle: A \"quoted\"\n---\n\n```swift preview\nText(\"Tab\\tand / slash\")\n```\n",
            "content/b.md": "---\ntitle: B\n---\n\nNo previews here.\n",
            "content/c/d.md":
                "---\ntitle: D\n---\n\n```swift preview scheme=dark width=200\nVStack { Text(\"é\"); Circle().frame(width: 20, height: 20) }\n```\n",
        ])
        let result = try site.build()
        let file = try #require(result.files[PreviewManifest.fileName])
        let manifest = try JSONDecoder().decode(PreviewManifest.self, from: file)
        #expect(manifest.articles.map(\.source) == ["a.md", "b.md", "c/d.md"])
        #expect(manifest.encoded() == file)
        // No articles at all.
        let empty = try TemporarySite(files: ["content/site.yml": TemporarySite.siteYML])
        let emptyFile = try #require(try empty.build().files[PreviewManifest.fileName])
        #expect(emptyFile == PreviewManifest(articles: []).encoded())
    }
}
