import Foundation
import GalleySnippets
import Testing

@testable import GalleySite

@Suite struct SwiftBlockCacheTests {
    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("galley-cache-\(UUID().uuidString)")
    }

    private static let outcome = SwiftBlockOutcome(
        problems: [
            SnippetDiagnostic(
                severity: .warning, line: 2, column: 31, length: 11, message: "no icon for 'paintbrushh'",
                notes: ["closest names with an icon: 'paintbrush'"]),
            SnippetDiagnostic(
                severity: .error, line: 1, column: 1, message: "in a file", file: "Components.swift",
                earlierSnippet: nil),
            SnippetDiagnostic(severity: .error, line: 3, column: 5, message: "earlier", earlierSnippet: 0),
        ],
        evaluated: true,
        previews: [
            RenderedPreview(
                name: "Dark “card”", width: 390, height: 120.5, alt: "A card",
                svgs: ["light": "<svg a=\"1\">é</svg>", "dark": "<svg/>"],
                marks: [
                    "light": [PreviewManifest.Mark(key: "k", shape: "s", x: -1, y: 2, width: 30, height: 40)],
                    "dark": [],
                ], fileBase: "0123abcd")
        ],
        highlightedHTML: "<span class=\"kw\">let</span>")

    @Test func theFormatGivesBackWhatItWasGiven() throws {
        let data = SwiftBlockCacheFormat.encode([
            "b": Self.outcome,
            "a": SwiftBlockOutcome(
                problems: [], evaluated: false, previews: [], highlightedHTML: ""),
        ])
        let decoded = try #require(SwiftBlockCacheFormat.decode(data))
        #expect(decoded.keys.sorted() == ["a", "b"])
        let outcome = try #require(decoded["b"])
        #expect(outcome.problems == Self.outcome.problems)
        #expect(outcome.evaluated)
        #expect(outcome.highlightedHTML == Self.outcome.highlightedHTML)
        let preview = try #require(outcome.previews.first)
        #expect(preview.name == "Dark “card”")
        #expect(preview.width == 390 && preview.height == 120.5 && preview.alt == "A card")
        #expect(preview.svgs == Self.outcome.previews[0].svgs)
        #expect(preview.marks == Self.outcome.previews[0].marks)
        #expect(preview.fileBase == "0123abcd")
        #expect(decoded["a"]?.evaluated == false)
        // The same outcomes give the same bytes.
        #expect(SwiftBlockCacheFormat.encode(decoded) == data)
    }

    @Test func aDamagedFileIsAMissNeverACrash() {
        let data = SwiftBlockCacheFormat.encode(["key": Self.outcome])
        for length in [0, 7, 8, 16, 40, data.count / 2, data.count - 1] {
            #expect(SwiftBlockCacheFormat.decode(data.prefix(length)) == nil, "\(length) bytes")
        }
        #expect(SwiftBlockCacheFormat.decode(data + Data([0])) == nil)
        // A count far larger than the file.
        var huge = data
        huge.replaceSubrange(8..<16, with: Data(repeating: 0xFF, count: 8))
        #expect(SwiftBlockCacheFormat.decode(huge) == nil)
        #expect(SwiftBlockCacheFormat.decode(Data("{\"json\": true}".utf8)) == nil)
    }

    @Test func theDefaultPlaceFollowsTheEnvironment() {
        #expect(
            SwiftBlockCache.defaultRoot(environment: ["GALLEY_CACHE_DIR": "/c", "XDG_CACHE_HOME": "/x", "HOME": "/h"])
                .path == "/c")
        #expect(SwiftBlockCache.defaultRoot(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"]).path == "/x/galley")
        // A relative XDG_CACHE_HOME is ignored, as the XDG specification says.
        #expect(
            SwiftBlockCache.defaultRoot(environment: ["XDG_CACHE_HOME": "x", "HOME": "/h"]).path == "/h/.cache/galley")
        #expect(
            SwiftBlockCache.defaultRoot(environment: ["GALLEY_CACHE_DIR": "", "HOME": "/h"]).path == "/h/.cache/galley")
        #expect(SwiftBlockCache.defaultRoot(environment: [:]).lastPathComponent == "galley-cache")
    }

    @Test func pruningDropsTheFilesUsedLeastRecently() throws {
        let root = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = try #require(SwiftBlockCache(root: root))
        let now = Date()
        for (index, name) in ["oldest", "older", "newer", "newest"].enumerated() {
            let url = cache.directory.appendingPathComponent(name)
            try Data(repeating: 1, count: 1000).write(to: url)
            try FileManager.default.setAttributes(
                [.modificationDate: now.addingTimeInterval(Double(index - 4) * 86400)], ofItemAtPath: url.path)
        }
        cache.prune(toBytes: 4000)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.directory.path).count == 4)
        // Over the limit: down to three quarters of it, the oldest first.
        cache.prune(toBytes: 3000)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cache.directory.path).sorted() == ["newer", "newest"])
    }

    @Test func aWarmBuildGivesTheSameFilesAndProblemsAsAColdOne() throws {
        let cacheRoot = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: cacheRoot) }
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/a.md": """
            ---
            title: A
            ---

            ```swift preview
            struct Badge: View {
                var text: String
                var body: some View { Text(text).padding(4).background(Color.yellow) }
            }
            func broken() -> some View { Text(undefinedName) }
            ```

            ```swift preview
            Badge(text: "New")
            ```

            ```swift preview
            Label("Paint", systemImage: "paintbrushh")
            ```

            ```swift preview
            broken()
            ```

            ```swift
            let x = (
            ```

            """,
        ])
        let cold = try site.build(cache: cacheRoot)
        let warm = try site.build(cache: cacheRoot)
        let uncached = try site.build()
        #expect(warm.files == cold.files)
        #expect(uncached.files == cold.files)
        #expect(warm.messages(.error) == cold.messages(.error))
        #expect(warm.messages(.warning) == cold.messages(.warning))
        // The problem in the earlier block's function is reported there, warm or cold.
        #expect(warm.messages(.error).contains { $0.hasPrefix("content/a.md:10:") })
        #expect(warm.messages(.warning).contains { $0.hasPrefix("content/a.md:18:") })
        #expect(warm.messages(.error).contains { $0.hasPrefix("content/a.md:26:") || $0.hasPrefix("content/a.md:27:") })
    }

    @Test func aChangedBlockAfterCachedOnesSeesTheirDeclarations() throws {
        let cacheRoot = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: cacheRoot) }
        func article(_ title: String) -> String {
            """
            ---
            title: A
            ---

            ```swift preview
            struct Badge: View {
                var text: String
                var body: some View { Text(text).padding(4) }
            }
            ```

            ```swift preview
            Badge(text: "\(title)")
            ```

            """
        }
        let site = try TemporarySite(files: ["content/site.yml": TemporarySite.siteYML, "content/a.md": article("One")])
        _ = try site.build(cache: cacheRoot)
        try site.write("content/a.md", article("Two"))
        // The declaration comes from the cache; the new preview must still find `Badge`.
        let changed = try site.build(cache: cacheRoot)
        #expect(changed.messages(.error).isEmpty)
        let uncached = try site.build()
        #expect(changed.files == uncached.files)
        #expect(changed.text("a/index.html")?.contains("<figure class=\"preview\">") == true)
    }
}
