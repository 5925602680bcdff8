import Foundation
import GalleySnippets
import Testing

/// content/reference/supported-swift.md is generated from the registry; this keeps it so.
/// Run with GALLEY_REGENERATE_REFERENCE=1 to rewrite it after changing the registry.
@Suite struct ReferencePageTests {
    @Test func theSupportedSwiftPageMatchesTheRegistry() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../content/reference/supported-swift.md").standardizedFileURL
        let generated = Registry.standard.referenceMarkdown()
        if ProcessInfo.processInfo.environment["GALLEY_REGENERATE_REFERENCE"] != nil {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == generated, "run the tests with GALLEY_REGENERATE_REFERENCE=1 to update \(url.path)")
    }
}
