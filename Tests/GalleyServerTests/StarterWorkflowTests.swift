import Foundation
import Testing

/// The workflow `galley new` writes runs Galley through the repository's own GitHub
/// Action: no clone, no compiler, the version pinned to the one that wrote it, and only
/// inputs the action declares.
@Suite struct StarterWorkflowTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func starterWorkflow() throws -> String {
        let folder = try TemporaryFolder()
        let created = try GalleyBinary.run(["new", "site"], in: folder.url)
        #expect(created.status == 0, "\(created.output)")
        return try String(
            contentsOf: folder.url.appendingPathComponent("site/.github/workflows/docs.yml"), encoding: .utf8)
    }

    @Test func usesTheActionPinnedToThisReleaseAndNeverCompiles() throws {
        let workflow = try starterWorkflow()
        let version = try GalleyBinary.run(["--version"], in: FileManager.default.temporaryDirectory)
        let release = try #require(version.output.split(separator: " ").first)
        let uses = workflow.components(separatedBy: "\n").filter { $0.contains("uses: galley-docs/galley@") }
        #expect(uses.count == 2, "one step checks, one builds: \(uses)")
        for line in uses {
            #expect(line.hasSuffix("@v\(release)"), "\(line)")
        }
        #expect(workflow.contains("command: check"))
        #expect(workflow.contains("command: build"))
        for compiling in ["git clone", "swift build", "container: swift", "apt-get"] {
            #expect(!workflow.contains(compiling), "\(compiling)")
        }
    }

    @Test func passesOnlyInputsTheActionDeclares() throws {
        let action = try String(
            contentsOf: Self.repository.appendingPathComponent("action.yml"), encoding: .utf8)
        let declared = Self.inputs(ofAction: action)
        #expect(declared == ["base-url", "command", "source", "version"])

        let lines = try starterWorkflow().components(separatedBy: "\n")
        var passed: Set<String> = []
        for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces) == "with:" {
            let indent = line.prefix { $0 == " " }.count
            for next in lines[(index + 1)...] {
                guard next.prefix(while: { $0 == " " }).count > indent else { break }
                if let key = next.split(separator: ":").first {
                    passed.insert(key.trimmingCharacters(in: .whitespaces))
                }
            }
        }
        #expect(passed.isSuperset(of: ["command", "base-url"]))
        // The other steps with inputs: `fetch-depth` is actions/checkout's, `name` and `path`
        // belong to actions/upload-artifact and actions/upload-pages-artifact.
        #expect(passed.subtracting(declared) == ["fetch-depth", "name", "path"])
    }

    @Test func comparesThePreviewsOfPullRequestsWithTheirBase() throws {
        let workflow = try starterWorkflow()
        #expect(
            workflow.contains("galley diff \"$RUNNER_TEMP/base-site\" \"$RUNNER_TEMP/head-site\" --report galley-diff"))
        #expect(workflow.contains("uses: actions/upload-artifact@v4"))
        #expect(workflow.contains("--format github"))
        #expect(workflow.contains(">> \"$GITHUB_STEP_SUMMARY\""))
        #expect(workflow.contains("fetch-depth: 0"))
    }

    /// The keys directly under `inputs:` in an action's metadata.
    static func inputs(ofAction text: String) -> Set<String> {
        var keys: Set<String> = []
        var inInputs = false
        for line in text.components(separatedBy: "\n") {
            if !line.hasPrefix(" "), !line.isEmpty, !line.hasPrefix("#") {
                inInputs = line.hasPrefix("inputs:")
                continue
            }
            guard inInputs, line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") else { continue }
            keys.insert(String(line.dropFirst(2).dropLast()))
        }
        return keys
    }
}
