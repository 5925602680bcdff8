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
        // No staging folder is left beside the output; the replaced site is kept as the
        // next build's spare.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == [".site.galley-spare", "site"])
    }
}

@Suite struct OutputWriterLinkingTests {
    /// The inode and link count of a file.
    private func identity(_ url: URL) throws -> (inode: UInt64, links: Int) {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        let links = (attributes[.referenceCount] as? NSNumber)?.intValue ?? 0
        return (inode, links)
    }

    @Test func anUnchangedFileIsTheSameFileAfterARebuildAndAChangedOneIsNew() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("galley-link-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        try OutputWriter.write(
            ["same.html": Data("kept".utf8), "changed.html": Data("one".utf8), "grown.txt": Data("ab".utf8)],
            to: output)
        let same = try identity(output.appendingPathComponent("same.html"))
        let changed = try identity(output.appendingPathComponent("changed.html"))
        try OutputWriter.write(
            ["same.html": Data("kept".utf8), "changed.html": Data("two".utf8), "grown.txt": Data("abc".utf8)],
            to: output)
        // Linked from the previous site, which is now the spare: two names, the same file.
        let sameAfter = try identity(output.appendingPathComponent("same.html"))
        #expect(sameAfter.inode == same.inode)
        #expect(sameAfter.links == 2)
        // Same size, other bytes: written anew.
        #expect(try identity(output.appendingPathComponent("changed.html")).inode != changed.inode)
        #expect(try String(contentsOf: output.appendingPathComponent("changed.html"), encoding: .utf8) == "two")
        #expect(try String(contentsOf: output.appendingPathComponent("grown.txt"), encoding: .utf8) == "abc")
    }

    @Test func aSymbolicLinkInThePreviousSiteIsNeverLinkedAgain() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("galley-link-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        let elsewhere = parent.appendingPathComponent("elsewhere.txt")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("text".utf8).write(to: elsewhere)
        try FileManager.default.createSymbolicLink(
            at: output.appendingPathComponent("a.txt"), withDestinationURL: elsewhere)
        try OutputWriter.write(["a.txt": Data("text".utf8)], to: output)
        let written = output.appendingPathComponent("a.txt")
        let type = try FileManager.default.attributesOfItem(atPath: written.path)[.type] as? FileAttributeType
        #expect(type == .typeRegular)
        #expect(try identity(written).inode != identity(elsewhere).inode)
    }

    @Test func fileHoldsComparesEveryByte() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "galley-holds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("f").path
        // Larger than one read, differing only in the last byte.
        var bytes = Data(repeating: 7, count: 200_000)
        try FileWriting.write(bytes, to: path)
        #expect(FileWriting.fileHolds(bytes, at: path))
        bytes[bytes.count - 1] = 8
        #expect(!FileWriting.fileHolds(bytes, at: path))
        #expect(!FileWriting.fileHolds(Data(), at: path))
        #expect(!FileWriting.fileHolds(bytes, at: path + "-missing"))
    }
}
