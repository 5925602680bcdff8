import Foundation
import Testing

@testable import GalleySite

/// Builds from many tasks at once, each itself parallel: each pass hands values between
/// workers (`PreparedArticle`, `RenderedBody`), and `BuildMemory` holds one build at a
/// time. Every build must give the files a lone build gives.
@Suite struct ParallelBuildTests {
    /// Articles that link to each other and draw previews with a component of the site.
    static func makeSite() throws -> TemporarySite {
        var files = [
            "content/site.yml": TemporarySite.siteYML,
            "content/components/Badge.swift": """
            struct Badge: View {
                var text: String
                var body: some View {
                    Label(text, systemImage: "star").padding(6).background(Capsule().fill(Color.yellow))
                }
            }
            """,
        ]
        for index in 0..<12 {
            files["content/articles/a\(index).md"] = """
                ---
                title: Article \(index)
                date: 2024-01-\(10 + index)
                tags: [t\(index % 3)]
                ---
                ## Section \(index)

                See [the next one](a\((index + 1) % 12).md#section-\((index + 1) % 12)).

                ```swift preview width=200
                VStack {
                    Badge(text: "New \(index)")
                    Button("Save") {}.buttonStyle(.borderedProminent)
                    Toggle("On", isOn: .constant(\(index.isMultiple(of: 2))))
                }
                ```
                """
        }
        return try TemporarySite(files: files)
    }

    @Test func concurrentBuildsGiveTheFilesOfALoneBuild() async throws {
        let site = try Self.makeSite()
        let options = BuildOptions(source: site.root, jobs: 4)
        let alone = try SiteBuilder(options: options).build()
        #expect(alone.diagnostics.isEmpty)
        let results = try await withThrowingTaskGroup(of: [String: Data].self) { group in
            for _ in 0..<6 {
                group.addTask { try SiteBuilder(options: options).build().files }
            }
            var all: [[String: Data]] = []
            for try await files in group { all.append(files) }
            return all
        }
        #expect(results.count == 6)
        for files in results {
            #expect(files == alone.files)
        }
    }

    @Test func buildsSharingOneMemoryTakeTurns() async throws {
        let site = try Self.makeSite()
        let options = BuildOptions(source: site.root, jobs: 4)
        let alone = try SiteBuilder(options: options).build()
        let memory = BuildMemory()
        let results = try await withThrowingTaskGroup(of: BuildResult.self) { group in
            for _ in 0..<6 {
                group.addTask { try SiteBuilder(options: options).build(reusing: memory) }
            }
            var all: [BuildResult] = []
            for try await result in group { all.append(result) }
            return all
        }
        // The first build to get the memory parses every article; the others reuse them all.
        #expect(results.map(\.parsedArticles).sorted() == [0, 0, 0, 0, 0, 12])
        for result in results {
            #expect(result.files == alone.files)
        }
    }
}
