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
///
/// The staging folder is the site from the build before last when there is one (see
/// `SpareFolder`): its folders are made already, and its files that are still the
/// previous site's need nothing. Every file the new site has is checked as if the folder
/// were new, and what it does not have is removed before the folder takes the output's
/// place.
public final class SiteStaging: Sendable {
    /// Where the site goes.
    public let output: URL
    private let stagingPath: String
    private let previousPath: String
    private let staging: URL
    private let retired: URL
    private let spare: SpareFolder
    /// What the spare folder taken as the staging folder held, less what was replaced or
    /// removed since: nil until the staging folder is set up, empty when it was new.
    private let leftovers = Locked<SpareFolder.Contents?>(nil)
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
        spare = SpareFolder(output: output)
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
        guard (try? makeFolder(of: path)) != nil, takePrevious(at: path) else {
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

    /// Writes the rest of the site's files (a file written already is replaced) and removes
    /// what a spare folder had that the site does not, then puts the staging folder in the
    /// output's place and keeps the previous site as the next build's spare.
    public func finish(with files: [String: Data]) throws {
        do {
            setUpStagingFolder()
            try FileWriting.makeFolders(staging.path)
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
            removeLeftovers()
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
        if same, takePrevious(at: path) {
            return
        }
        // Never written through: a spare's file may be a hard link to the output's.
        removeLeftover(at: path)
        try FileWriting.write(data, to: stagingPath + path)
    }

    /// Puts the previous site's file at `path` into the new one: nothing to do when the
    /// spare's file there is that very file already, else a hard link.
    private func takePrevious(at path: String) -> Bool {
        let previous = previousPath + path
        let target = stagingPath + path
        if isLeftover(path) {
            if FileIdentity.isSameFile(previous, target) { return true }
            removeLeftover(at: path)
        }
        return link(previous, target) == 0
    }

    /// Makes the folder that the file at `path` goes in, unless made already.
    private func makeFolder(of path: String) throws {
        setUpStagingFolder()
        let folder = (stagingPath + path as NSString).deletingLastPathComponent
        if madeFolders.withLock({ !$0.contains(folder) }) {
            removeLeftoverFiles(inTheWayOf: path)
            try FileWriting.makeFolders(folder)
            madeFolders.withLock { _ = $0.insert(folder) }
        }
    }

    // MARK: The spare folder

    /// Takes the spare folder as the staging folder, once, before anything is written:
    /// its folders count as made.
    private func setUpStagingFolder() {
        leftovers.withLock { leftovers in
            guard leftovers == nil else { return }
            guard let claimed = spare.claim(as: staging.path) else {
                leftovers = SpareFolder.Contents()
                return
            }
            let root = staging.path
            madeFolders.withLock { made in
                made.insert(root)
                for folder in claimed.folders { made.insert(stagingPath + folder) }
            }
            leftovers = claimed
        }
    }

    /// Whether the spare had a file or folder at `path` that is still there.
    private func isLeftover(_ path: String) -> Bool {
        leftovers.withLock { $0.map { $0.files.contains(path) || $0.folders.contains(path) } ?? false }
    }

    /// Removes what the spare had at `path`: a file, or a folder where the new site has
    /// a file (with all it holds).
    private func removeLeftover(at path: String) {
        let removedFolder: Bool? = leftovers.withLock { leftovers in
            guard var contents = leftovers else { return nil }
            defer { leftovers = contents }
            if contents.files.remove(path) != nil { return false }
            guard contents.folders.remove(path) != nil else { return nil }
            let inside = path + "/"
            contents.folders = contents.folders.filter { !$0.hasPrefix(inside) }
            contents.files = contents.files.filter { !$0.hasPrefix(inside) }
            return true
        }
        switch removedFolder {
        case false?: unlink(stagingPath + path)
        case true?:
            try? FileManager.default.removeItem(atPath: stagingPath + path)
            let folder = stagingPath + path
            madeFolders.withLock { made in made = made.filter { $0 != folder && !$0.hasPrefix(folder + "/") } }
        case nil: break
        }
    }

    /// Removes the spare's files where the new site needs a folder on the way to `path`.
    /// Its folders on the way stay: they hold files this build may have kept already.
    private func removeLeftoverFiles(inTheWayOf path: String) {
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            let ancestor = String(folder)
            if leftovers.withLock({ $0?.files.remove(ancestor) != nil }) {
                unlink(stagingPath + ancestor)
            }
        }
    }

    /// Removes what the spare had and the new site does not: files, then the folders left
    /// empty, deepest first so that a folder's subfolders go before it (`rmdir` leaves a
    /// folder that still holds a file of the new site).
    private func removeLeftovers() {
        guard let contents = leftovers.withLock({ $0 }), !contents.files.isEmpty || !contents.folders.isEmpty
        else { return }
        let written = writtenPaths.withLock { $0 }
        for file in contents.files where !written.contains(file) {
            unlink(stagingPath + file)
        }
        for folder in contents.folders.sorted(by: { $0.utf8.count > $1.utf8.count }) {
            rmdir(stagingPath + folder)
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
        spare.keep(retired)
    }
}

/// A file the staging folder could not take, as the error that said so described it.
private struct WriteFailure: LocalizedError {
    var errorDescription: String?
}
