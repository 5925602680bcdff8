import Foundation
import Testing

@testable import GalleySite

/// Previews in a built site: declared styles reused by later snippets, site-wide
/// components, Xcode's `#Preview`, light and dark files, and diagnostics in the files.
@Suite struct PreviewRenderingTests {
    static let styleArticle = """
        ---
        title: Styles
        date: 2026-11-19
        ---

        Declare a style:

        ```swift preview width=200
        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(8).background(Capsule().fill(Color.green))
            }
        }

        Button("One") {}.buttonStyle(Pill())
        ```

        Use it later:

        ```swift preview scheme=light
        Button("Two") {}
            .buttonStyle(Pill())
        ```

        ```swift
        #Preview("Xcode") {
            Text("From Xcode")
        }
        ```
        """

    static let componentArticle = """
        ---
        title: Components
        ---

        ```swift preview
        Badge(text: "New")
        ```
        """

    static let badge = """
        struct Badge: View {
            let text: String
            var body: some View {
                Text(text).font(.caption).padding(4).background(Color.orange)
            }
        }
        """

    @Test func previewsRenderAsPicturesBeforeTheirCode() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/guides/styles.md": Self.styleArticle,
            "content/components.md": Self.componentArticle,
            "content/Shared/Badge.swift": Self.badge,
        ])
        let result = try site.build()
        #expect(result.messages(.error) == [])
        let html = try #require(result.text("guides/styles/index.html"))
        let figures = html.components(separatedBy: "<figure class=\"preview\">").count - 1
        #expect(figures == 3)
        #expect(html.contains("<source srcset=\"../../previews/"))
        #expect(html.contains("-dark.svg\" media=\"(prefers-color-scheme: dark)\">"))
        #expect(html.contains("alt=\"One, button\" width="))
        #expect(html.contains("<figcaption>Xcode</figcaption>"))
        // The light-only preview has no dark source.
        let second = try #require(html.range(of: "alt=\"Two, button\""))
        let before = html[..<second.lowerBound]
        let lastFigure = try #require(before.range(of: "<figure class=\"preview\">", options: .backwards))
        #expect(!html[lastFigure.lowerBound..<second.lowerBound].contains("<source"))
        // Each figure comes just before its highlighted code.
        #expect(html.contains("</picture></figure>\n<div class=\"code-block\""))
        #expect(html.contains("<pre class=\"code swift\">"))

        // The feed is read elsewhere: its previews have absolute URLs.
        let feed = try #require(result.text("feed.rss"))
        #expect(feed.contains("src=&quot;https://example.org/docs/previews/"))
        #expect(!feed.contains("../previews/"))

        let component = try #require(result.text("components/index.html"))
        #expect(component.contains("alt=\"New\""))
        let previews = result.files.keys.filter { $0.hasPrefix("previews/") }.sorted()
        #expect(previews.count == 7)
        #expect(previews.allSatisfy { $0.hasSuffix("-light.svg") || $0.hasSuffix("-dark.svg") })
        for path in previews {
            try Self.expectRasterizes(try #require(result.files[path]))
        }
    }

    @Test func snippetErrorsPointIntoTheMarkdownAndSwiftFiles() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/a.md": "---\ntitle: A\n---\n\n```swift preview\nText(\"x\")\n    .paddin()\n```\n",
            "content/b.md": "---\ntitle: B\n---\n\n```swift preview\nBroken()\n```\n",
            "content/Broken.swift": "struct Broken: View {\n    var body: some View { Text(1) }\n}\n",
        ])
        let result = try site.build()
        #expect(
            result.messages(.error) == [
                "content/Broken.swift:2:32: cannot convert value of type 'Int' to expected argument type 'String'",
                "content/a.md:7:5: unknown modifier 'paddin'; did you mean 'padding'?",
            ])
    }

    /// A function declared in one block and called in a later one: a problem inside it is
    /// reported at its own line, in the first block, not in the block that calls it.
    @Test func aProblemInAnEarlierBlocksDeclarationPointsIntoThatBlock() throws {
        let article = """
            ---
            title: A
            ---

            ```swift preview
            func badge() -> some View {
                Text(missingName)
            }
            Text("fine")
            ```

            Then:

              ```swift preview
              badge()
              ```
            """
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML, "content/a.md": article + "\n",
        ])
        let result = try site.build()
        #expect(result.messages(.error) == ["content/a.md:7:10: cannot find name 'missingName' in scope"])
    }

    @Test func badFenceOptionsAreWarnings() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/a.md": "---\ntitle: A\n---\n\n```swift preview width=wide\nText(\"x\")\n```\n",
        ])
        #expect(
            try site.build().messages(.warning) == [
                "content/a.md:5:1: width must be a positive number of points, not 'wide'"
            ])
    }

    @Test func aSymbolWithNoIconIsAWarningAtItsPlaceInTheMarkdown() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/a.md":
                "---\ntitle: A\n---\n\n- A list item with a preview:\n\n  ```swift preview\n  Label(\"Paint\", systemImage: \"paintbrushh\")\n  ```\n",
        ])
        let result = try site.build()
        #expect(
            result.messages(.warning) == [
                "content/a.md:8:31: no icon for the SF Symbol 'paintbrushh'; it is drawn as a placeholder"
            ])
        #expect(result.diagnostics.first?.notes == ["closest names with an icon: 'paintbrush'"])
        // A warning leaves the preview drawn.
        #expect(result.messages(.error).isEmpty)
        let page = try #require(result.text("a/index.html"))
        #expect(page.contains("<figure class=\"preview\">"))
    }

    @Test func thePictureIsDrawnOnTheCanvasOfItsAppearance() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/a.md":
                "---\ntitle: A\n---\n\n```swift preview\nText(\"Night\").preferredColorScheme(.dark)\n```\n",
        ])
        let result = try site.build()
        let previews = result.files.keys.filter { $0.hasPrefix("previews/") }.sorted()
        #expect(previews.count == 2)
        for path in previews {
            // Forced dark: both files draw on black, white text on it.
            let svg = try #require(result.text(path))
            #expect(svg.contains("fill=\"#000\"/>"), "\(path)")
        }
    }

    /// rsvg-convert, the reference SVG renderer on Linux, must draw the file.
    static func expectRasterizes(_ svg: Data) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-rsvg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.svg")
        try svg.write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        process.arguments = [input.path, "-o", directory.appendingPathComponent("out.png").path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

@Suite struct ContentHashTests {
    @Test func sha256MatchesTheStandardTestVectors() {
        #expect(
            ContentHash.hex("abc", length: 64) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(ContentHash.hex("", length: 64) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let long = String(repeating: "a", count: 1000)
        #expect(ContentHash.hex(long, length: 64) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }
}
