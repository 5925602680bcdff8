import Foundation
import Testing

/// Exit status 2: the command line or the environment is wrong, not the content.
@Suite("Usage and environment errors")
struct ExitStatusTests {
    @Test(
        "a bad command line exits 2 and writes nothing",
        arguments: [
            ["build", "--source", "valid", "--frobnicate"],
            ["check", "--source", "valid", "--format", "xml"],
            ["build", "--source", "valid", "--jobs", "0"],
            ["publish", "--source", "valid"],
        ])
    func badCommandLine(_ arguments: [String]) throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "valid")
        let run = try Galley.run(arguments, in: workspace.root)
        #expect(run.status == 2, "\(run)")
        #expect(!run.standardError.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: workspace.url("valid/site").path))
    }

    @Test("the unknown flag is named in the message")
    func unknownFlagIsNamed() throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "valid")
        let run = try workspace.galley("build", "--source", "valid", "--frobnicate")
        #expect(run.status == 2)
        #expect(run.standardError.contains("--frobnicate"), "\(run)")
    }

    @Test("a site without content/ exits 2 with a message naming it", arguments: ["build", "check"])
    func missingContent(_ command: String) throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(at: workspace.url("empty"), withIntermediateDirectories: true)
        let run = try workspace.galley(command, "--source", "empty")
        #expect(run.status == 2, "\(run)")
        #expect(
            run.standardError
                == "galley: error: empty/content/ not found: a Galley site keeps its articles in content/\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.url("empty").path) == [])
    }

    @Test("a source folder that does not exist exits 2")
    func missingSource() throws {
        let workspace = try Workspace()
        let run = try workspace.galley("build", "--source", "nowhere")
        #expect(run.status == 2, "\(run)")
        #expect(run.standardError.hasPrefix("galley: error: "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.root.path) == [])
    }

    @Test(
        "a --base-url that is not an absolute http(s) URL exits 2",
        arguments: ["example.org/docs", "ftp://example.org/", "/docs/", "https://example.org/?q=1"])
    func badBaseURL(_ baseURL: String) throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "valid")
        let run = try workspace.galley("build", "--source", "valid", "--base-url", baseURL)
        #expect(run.status == 2, "\(run)")
        #expect(
            run.standardError
                == "galley: error: --base-url must be an absolute http(s) URL such as https://example.org/docs/\n")
        #expect(!FileManager.default.fileExists(atPath: workspace.url("valid/site").path))
    }

    @Test("a bad base_url in site.yml is a content error (exit 1) at its line and column")
    func badBaseURLInSiteConfig() throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "valid")
        try Data("title: Fixture\nbase_url: example.org\n".utf8)
            .write(to: workspace.url("valid/content/site.yml"))
        let run = try workspace.galley("build", "--source", "valid")
        #expect(run.status == 1, "\(run)")
        #expect(
            GalleyRun.diagnosticLines(run.standardError).filter { $0.contains(": error: ") } == [
                "valid/content/site.yml:2:11: error: base_url must be an absolute http(s) URL such as https://example.org/docs/"
            ])
        #expect(!FileManager.default.fileExists(atPath: workspace.url("valid/site").path))
    }

    @Test
    func badBaseURLIsReportedOnce() throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "valid")
        try Data("title: Fixture\nbase_url: example.org\n".utf8)
            .write(to: workspace.url("valid/content/site.yml"))
        let run = try workspace.galley("check", "--source", "valid")
        #expect(
            GalleyRun.diagnosticLines(run.standardOutput) == [
                "valid/content/site.yml:2:11: error: base_url must be an absolute http(s) URL such as https://example.org/docs/"
            ])
    }
}
