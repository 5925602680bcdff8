import Foundation
import GalleyLocking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A site being written while it is built: a hidden folder beside the output that the
/// build's workers write files into as they make them (preview pictures as they are
/// drawn, pages as they are rendered), which then takes the output's place all at once
/// (`finish`), or is removed when the build fails (`abandon`). A failed build never
/// leaves a half-written site, and a large site's files need not all be held in memory
/// until the end: on 10,000 articles, the pictures alone are 600 MB.
///
/// A file whose bytes are those of the same file in the previous site is not written
/// again but linked (a hard link) into the new folder: creating thousands of files is
/// most of what writing a site costs, on ext4 several times what linking them does, and a
/// rebuild changes few of them. Symbolic links in the previous site are never followed.
public final class SiteStaging: Sendable {
    /// Where the site goes.
    public let output: URL
    private let stagingPath: String
    private let previousPath: String
    private let staging: URL
    private let retired: URL
    /// Folders made so far, and files written so far (a picture two articles share is
    /// written once).
    private let madeFolders = Locked<Set<String>>([])
    private let writtenPaths = Locked<Set<String>>([])
    /// The first write that failed: workers carry on, and `finish` reports it.
    private let firstFailure = Locked<String?>(nil)

    /// A staging folder beside `output`, made with the first file written into it (a
    /// build that fails before writing anything leaves no trace, not even the output's
    /// parent folder); one a crashed build of this process id left is removed.
    public init(output: URL) {
        let fileManager = FileManager.default
        let output = output.standardizedFileURL
        self.output = output
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        staging = parent.appendingPathComponent(".\(name).galley-new-\(pid)")
        retired = parent.appendingPathComponent(".\(name).galley-old-\(pid)")
        try? fileManager.removeItem(at: staging)
        try? fileManager.removeItem(at: retired)
        stagingPath = staging.path + "/"
        previousPath = output.path + "/"
    }

    /// How many files are in the staging folder.
    public var fileCount: Int { writtenPaths.withLock { $0.count } }

    /// Writes `data` as the site's file at `path` (a site path such as
    /// "previews/ab12-light.svg"), from any thread; a second write to the same path is
    /// skipped. A failure is kept for `finish` to report.
    ///
    /// `namedByContent`: the path holds a hash of `data` (a preview's pictures), so a file
    /// of the previous site at that path and of that size is taken as equal without being
    /// read. Reading thousands of pictures back to compare them cost a cold build a
    /// fortieth of its time.
    func write(_ data: Data, at path: String, namedByContent: Bool = false) {
        guard writtenPaths.withLock({ $0.insert(path).inserted }) else { return }
        do {
            try place(data, at: path, namedByContent: namedByContent)
        } catch {
            firstFailure.withLock { $0 = $0 ?? error.localizedDescription }
        }
    }

    /// Links the previous site's file at `path` into the new one without reading it, when
    /// it is still the file `identity` names (see `PageRecord`); false, with nothing
    /// written, otherwise.
    func keepPrevious(at path: String, ifStill identity: FileIdentity) -> Bool {
        guard FileIdentity.of(previousPath + path) == identity,
            writtenPaths.withLock({ $0.insert(path).inserted })
        else { return false }
        guard (try? makeFolder(of: path)) != nil, link(previousPath + path, stagingPath + path) == 0 else {
            // Not written after all: the page is rendered and written the usual way.
            writtenPaths.withLock { _ = $0.remove(path) }
            return false
        }
        return true
    }

    /// The identity of the file written at `path` in the new site: the same once the new
    /// site has taken the output's place, since a rename keeps it.
    func identityOfWrittenFile(at path: String) -> FileIdentity? {
        FileIdentity.of(stagingPath + path)
    }

    /// Writes the rest of the site's files (a file written already is replaced), then puts
    /// the staging folder in the output's place and removes the previous site.
    public func finish(with files: [String: Data]) throws {
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            let paths = files.keys.sorted()
            let replaced = writtenPaths.withLock { written in
                let replaced = paths.filter { written.contains($0) }
                written.formUnion(paths)
                return replaced
            }
            // A staged file may be a link to the previous site's: never write through it.
            for path in replaced { unlink(stagingPath + path) }
            // Thousands of small files: writing them on every core halves the wait.
            let failures = Slots<String?>(repeating: nil, count: paths.count)
            parallelForEach(paths.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
                guard let data = files[paths[index]] else { return }
                do {
                    try self.place(data, at: paths[index])
                } catch {
                    failures[index] = error.localizedDescription
                }
            }
            if let failure = firstFailure.withLock({ $0 }) ?? failures.elements.lazy.compactMap({ $0 }).first {
                throw WriteFailure(errorDescription: failure)
            }
            try swapIn()
        } catch {
            abandon()
            throw error
        }
    }

    /// Removes the staging folder: the output stays as it was.
    public func abandon() {
        try? FileManager.default.removeItem(at: staging)
    }

    private func place(_ data: Data, at path: String, namedByContent: Bool = false) throws {
        try makeFolder(of: path)
        let previous = previousPath + path
        let same =
            namedByContent
            ? FileWriting.fileHasSize(data.count, at: previous) : FileWriting.fileHolds(data, at: previous)
        if same, link(previous, stagingPath + path) == 0 {
            return
        }
        try FileWriting.write(data, to: stagingPath + path)
    }

    /// Makes the folder that the file at `path` goes in, unless made already.
    private func makeFolder(of path: String) throws {
        let folder = (stagingPath + path as NSString).deletingLastPathComponent
        if madeFolders.withLock({ !$0.contains(folder) }) {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            madeFolders.withLock { _ = $0.insert(folder) }
        }
    }

    private func swapIn() throws {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: output.path) {
            try fileManager.moveItem(at: output, to: retired)
        }
        do {
            try fileManager.moveItem(at: staging, to: output)
        } catch {
            // Put the previous site back before reporting the failure.
            if fileManager.fileExists(atPath: retired.path) {
                try? fileManager.moveItem(at: retired, to: output)
            }
            throw error
        }
        try? fileManager.removeItem(at: retired)
    }
}

/// A file the staging folder could not take, as the error that said so described it.
private struct WriteFailure: LocalizedError {
    var errorDescription: String?
}
