import Foundation
import Testing

/// `galley new`: what it writes builds and checks clean, and it never overwrites.
@Suite struct NewCommandTests {
    @Test func createsASiteThatChecksAndBuildsClean() throws {
        let folder = try TemporaryFolder()
        let created = try GalleyBinary.run(["new", "nested/my-components"], in: folder.url)
        #expect(created.status == 0, "\(created.output)")
        #expect(created.output.contains("galley serve --source nested/my-components"))

        let site = folder.url.appendingPathComponent("nested/my-components")
        for path in [
            "content/site.yml", "content/index.md", "content/guides/first-steps.md", "content/components/badge.md",
            "content/components/Badge.swift", ".github/workflows/docs.yml", ".gitignore",
        ] {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(path).path), "\(path)")
        }
        let config = try String(contentsOf: site.appendingPathComponent("content/site.yml"), encoding: .utf8)
        #expect(config.contains("title: \"My components\""))
        #expect(config.contains("kind: docs"))
        let workflow = try String(
            contentsOf: site.appendingPathComponent(".github/workflows/docs.yml"), encoding: .utf8)
        #expect(workflow.contains("actions/deploy-pages@"))
        let gitignore = try String(contentsOf: site.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(gitignore.contains("/site/"))
        let article = try String(
            contentsOf: site.appendingPathComponent("content/components/badge.md"), encoding: .utf8)
        #expect(article.contains("```swift preview"))

        // Clean means no warning either: the output is empty.
        let check = try GalleyBinary.run(["check", "--source", "nested/my-components"], in: folder.url)
        #expect(check.status == 0)
        #expect(check.output.isEmpty, "\(check.output)")
        let build = try GalleyBinary.run(["build", "--source", "nested/my-components"], in: folder.url)
        #expect(build.status == 0, "\(build.output)")
        #expect(build.output.isEmpty, "\(build.output)")
        for page in ["index.html", "guides/first-steps/index.html", "components/badge/index.html"] {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("site/" + page).path), "\(page)")
        }
        let home = try String(contentsOf: site.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(home.contains("href=\"components/badge/\""), "the ``Badge`` symbol link resolves")
    }

    @Test func refusesAFolderThatIsNotEmpty() throws {
        let folder = try TemporaryFolder()
        try folder.write("existing/notes.txt", "mine")
        let refused = try GalleyBinary.run(["new", "existing"], in: folder.url)
        #expect(refused.status == 2)
        #expect(refused.output.contains("existing is not empty (it holds notes.txt)"), "\(refused.output)")
        #expect(try FolderListing.files(in: folder.url.appendingPathComponent("existing")) == ["notes.txt"])

        try folder.write("file", "x")
        #expect(try GalleyBinary.run(["new", "file"], in: folder.url).status == 2)
    }

    @Test func acceptsAnEmptyFolderOrOneWithOnlyGit() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        let created = try GalleyBinary.run(["new", "repo"], in: folder.url)
        #expect(created.status == 0, "\(created.output)")
        #expect(try GalleyBinary.run(["check", "--source", "repo"], in: folder.url).status == 0)
    }
}

enum FolderListing {
    /// Every regular file under `directory`, as sorted relative paths.
    static func files(in directory: URL) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if exists && !isDirectory.boolValue { paths.append(path) }
        }
        return paths.sorted()
    }
}
