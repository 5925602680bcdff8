import Foundation
import Testing

@testable import GalleySite

@Suite struct OutputWriterTests {
    @Test func replacesTheWholeOutputFolder() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("galley-writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        try OutputWriter.write(["index.html": Data("one".utf8), "old/index.html": Data("x".utf8)], to: output)
        try OutputWriter.write(["index.html": Data("two".utf8), "a/b/c.txt": Data("c".utf8)], to: output)
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "two")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("a/b/c.txt").path))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("old").path))
        // No staging or retired folders are left beside the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["site"])
    }
}
