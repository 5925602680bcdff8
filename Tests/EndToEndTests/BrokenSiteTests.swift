import Foundation
import Testing

/// A site with one problem of each kind: one run reports them all, at the right file,
/// line and column, and writes nothing.
@Suite("A broken site")
struct BrokenSiteTests {
    /// The valid fixture with the files of the `broken` fixture added, in a fresh workspace.
    static func brokenSite() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.copy(fixture: "valid")
        try workspace.overlay(fixture: "broken", onto: "valid")
        return workspace
    }

    static let prefix = "valid/content/articles/"

    /// Every diagnostic of the broken site, in the order galley prints them.
    static let expected: [(file: String, line: Int, column: Int, severity: String, message: String)] = [
        (
            "bad-date.md", 3, 7, "error",
            "'date' is not a date: 'yesterday'; write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ"
        ),
        ("bad-yaml.md", 3, 15, "error", "invalid YAML: mapping values are not allowed in this context"),
        (
            "card/index.md", 1, 1, "error",
            "'articles/card/index.md' has the same URL '/articles/card/' as 'articles/card.md'; "
                + "rename one or give it a different 'slug'"
        ),
        ("links.md", 8, 40, "error", "link to missing file 'missing.png'"),
        ("links.md", 9, 39, "error", "no heading with anchor '#nowhere' in 'guides/layout.md'"),
        ("links.md", 10, 38, "error", "link to missing article 'does-not-exist.md'"),
        (
            "links.md", 11, 23, "error",
            "link to 'text-input.md', which is a draft; build with --drafts or publish it"
        ),
        (
            "no-title.md", 1, 1, "error",
            "missing 'title' in front matter, and no '# ' heading in the article to take it from"
        ),
        ("no-title.md", 2, 1, "warning", "unknown key 'tittle'; did you mean 'title'?"),
        ("swift-error.md", 8, 17, "error", "expected ')' to end tuple"),
        (
            "unclosed-yaml.md", 4, 1, "error",
            "invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence)"
        ),
    ]

    static var expectedLines: [String] {
        expected.map { "\(prefix)\($0.file):\($0.line):\($0.column): \($0.severity): \($0.message)" }
    }

    static var errorCount: Int { expected.filter { $0.severity == "error" }.count }

    @Test("build reports every problem at its file, line and column, exits 1 and keeps the previous site")
    func buildReportsEverything() throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "valid")
        let good = try workspace.galley("build", "--source", "valid")
        try #require(good.status == 0, "\(good)")
        let site = workspace.url("valid/site")
        let before = try Workspace.snapshot(of: site)

        try workspace.overlay(fixture: "broken", onto: "valid")
        let run = try workspace.galley("build", "--source", "valid")
        #expect(run.status == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(GalleyRun.diagnosticLines(run.standardError) == Self.expectedLines)
        #expect(run.standardError.hasSuffix("galley: \(Self.errorCount) errors; the site was not written\n"))

        #expect(try Workspace.snapshot(of: site) == before, "the previous site changed")
        let siblings = try FileManager.default.contentsOfDirectory(atPath: workspace.url("valid").path).sorted()
        #expect(siblings == ["content", "site"], "a staging folder was left behind")
    }

    @Test("a failed first build creates no output folder")
    func failedFirstBuildWritesNothing() throws {
        let workspace = try Self.brokenSite()
        let run = try workspace.galley("build", "--source", "valid", "--output", "public")
        #expect(run.status == 1)
        #expect(!FileManager.default.fileExists(atPath: workspace.url("public").path))
        #expect(!FileManager.default.fileExists(atPath: workspace.url("valid/site").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.root.path) == ["valid"])
    }

    @Test("diagnostics show the offending line and a caret under the problem")
    func excerpts() throws {
        let workspace = try Self.brokenSite()
        let run = try workspace.galley("build", "--source", "valid")
        #expect(
            run.standardError.contains(
                """
                \(Self.prefix)bad-date.md:3:7: error: 'date' is not a date: 'yesterday'; write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ
                   | title: Bad Date
                   | date: yesterday
                   |       ^~~~~~~~~

                """))
        #expect(
            run.standardError.contains(
                """
                \(Self.prefix)links.md:8:40: error: link to missing file 'missing.png'
                   | An image that is not there: ![diagram](missing.png).
                   |                                        ^~~~~~~~~~~

                """))
        #expect(
            run.standardError.contains(
                """
                \(Self.prefix)swift-error.md:8:17: error: expected ')' to end tuple
                   | ```swift
                   | let pair = (1, 2
                   |                 ^

                """))
    }

    @Test("check prints the same diagnostics on standard output, exits 1 and writes nothing")
    func checkWritesNothing() throws {
        let workspace = try Self.brokenSite()
        let before = try Workspace.snapshot(of: workspace.root)
        let check = try workspace.galley("check", "--source", "valid")
        #expect(check.status == 1, "\(check)")
        #expect(GalleyRun.diagnosticLines(check.standardOutput) == Self.expectedLines)
        #expect(check.standardError == "")
        #expect(try Workspace.snapshot(of: workspace.root) == before)
        #expect(!FileManager.default.fileExists(atPath: workspace.url("valid/site").path))

        let build = try workspace.galley("build", "--source", "valid")
        let buildDiagnostics = build.standardError.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("galley:") }.joined(separator: "\n")
        #expect(check.standardOutput == buildDiagnostics, "check and build print different diagnostics")
    }

    @Test("with --drafts a link to a draft is no longer an error; the other problems remain")
    func draftLinkWithDrafts() throws {
        let workspace = try Self.brokenSite()
        let run = try workspace.galley("check", "--source", "valid", "--drafts")
        #expect(run.status == 1)
        #expect(
            GalleyRun.diagnosticLines(run.standardOutput) == Self.expectedLines.filter { !$0.contains("a draft") })
    }

    @Test("check on a valid site exits 0, prints nothing and writes nothing")
    func checkValidSite() throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "valid")
        let before = try Workspace.snapshot(of: workspace.root)
        let check = try workspace.galley("check", "--source", "valid")
        #expect(check.status == 0, "\(check)")
        #expect(check.standardOutput == "")
        #expect(check.standardError == "")
        #expect(try Workspace.snapshot(of: workspace.root) == before)
    }

    @Test("paths are relative to where galley runs: --source . in the site itself")
    func pathsFromInsideTheSite() throws {
        let workspace = try Self.brokenSite()
        let run = try Galley.run(["check", "--source", "."], in: workspace.url("valid"))
        #expect(run.status == 1)
        let lines = GalleyRun.diagnosticLines(run.standardOutput)
        #expect(lines == Self.expectedLines.map { String($0.dropFirst("valid/".count)) })
    }

    @Test("--format github prints one workflow command per problem")
    func githubFormat() throws {
        let workspace = try Self.brokenSite()
        let run = try workspace.galley("check", "--source", "valid", "--format", "github")
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == Self.expected.count, "\(run.standardOutput)")
        for (line, item) in zip(lines, Self.expected) {
            let command = "::\(item.severity) file=\(Self.prefix)\(item.file),line=\(item.line),col=\(item.column)::"
            #expect(line.hasPrefix(command + item.message), "\(line)")
            // Notes may follow, joined by GitHub's escaped newline; nothing else may.
            let rest = line.dropFirst(command.count + item.message.count)
            #expect(rest.isEmpty || rest.hasPrefix("%0Anote: "), "\(line)")
        }
    }

    @Test("--format json prints one array of {file, line, column, severity, message, notes}")
    func jsonFormat() throws {
        let workspace = try Self.brokenSite()
        let run = try workspace.galley("check", "--source", "valid", "--format", "json")
        #expect(run.status == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
        let items = try #require(parsed as? [[String: Any]], "not an array of objects: \(run.standardOutput)")
        #expect(items.count == Self.expected.count)
        for (item, expected) in zip(items, Self.expected) {
            #expect(Set(item.keys) == ["file", "line", "column", "severity", "message", "notes"])
            #expect(item["file"] as? String == Self.prefix + expected.file)
            #expect(item["line"] as? Int == expected.line)
            #expect(item["column"] as? Int == expected.column)
            #expect(item["severity"] as? String == expected.severity)
            #expect(item["message"] as? String == expected.message)
            #expect(item["notes"] is [String])
        }
    }

    @Test("--format json prints an empty array for a valid site")
    func jsonFormatWhenValid() throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "valid")
        let run = try workspace.galley("check", "--source", "valid", "--format", "json")
        #expect(run.status == 0)
        let parsed = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
        #expect((parsed as? [Any])?.isEmpty == true)
    }
}
