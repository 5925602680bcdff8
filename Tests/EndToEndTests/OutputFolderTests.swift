import Foundation
import Testing

/// Where `--output` may point, and what galley does to what is already there.
@Suite("The output folder")
struct OutputFolderTests {
    @Test("--output creates missing parent folders")
    func nestedOutput() throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "valid")
        let run = try workspace.galley("build", "--source", "valid", "--output", "public/docs/site")
        #expect(run.status == 0, "\(run)")
        #expect(FileManager.default.fileExists(atPath: workspace.url("public/docs/site/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: workspace.url("valid/site").path))
    }

    @Test(arguments: ["valid/content", "valid", "."])
    func outputNeverReplacesTheSources(_ output: String) throws {
        let workspace = try Workspace()
        try workspace.copy(fixture: "valid")
        let before = try Workspace.snapshot(of: workspace.url("valid/content"))
        let run = try workspace.galley("build", "--source", "valid", "--output", output)
        #expect(run.status == 2, "\(run)")
        #expect(try Workspace.snapshot(of: workspace.url("valid/content")) == before, "the content was lost")
    }
}
