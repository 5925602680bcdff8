import Foundation

/// Writes a finished build to disk all at once: into a new folder beside the output,
/// which then takes the output's place. A failed build never leaves a half-written site.
///
/// A file whose bytes are those of the same file in the previous site is not written
/// again but linked (a hard link) into the new folder: creating thousands of files is
/// most of what writing a site costs, on ext4 several times what linking them does, and a
/// rebuild changes few of them. The previous site's folder is then removed, which frees
/// only the files that changed.
public enum OutputWriter {
    /// Writes `files` (site path -> bytes) as the new content of `output`.
    public static func write(_ files: [String: Data], to output: URL) throws {
        let fileManager = FileManager.default
        let output = output.standardizedFileURL
        let parent = output.deletingLastPathComponent()
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        let name = output.lastPathComponent
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(name).galley-new-\(pid)")
        let retired = parent.appendingPathComponent(".\(name).galley-old-\(pid)")
        try? fileManager.removeItem(at: staging)
        try? fileManager.removeItem(at: retired)
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            let paths = files.keys.sorted()
            let stagingPath = staging.path + "/"
            var madeDirectories: Set<String> = []
            for path in paths {
                let directory = (stagingPath + path as NSString).deletingLastPathComponent
                if madeDirectories.insert(directory).inserted {
                    try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
                }
            }
            // Thousands of small files: writing them on every core halves the wait.
            let failures = Slots<(any Error)?>(repeating: nil, count: paths.count)
            let previousPath = output.path + "/"
            parallelForEach(paths.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
                let path = paths[index]
                guard let data = files[path] else { return }
                do {
                    if FileWriting.fileHolds(data, at: previousPath + path),
                        link(previousPath + path, stagingPath + path) == 0
                    {
                        return
                    }
                    try FileWriting.write(data, to: stagingPath + path)
                } catch {
                    failures[index] = error
                }
            }
            if let failure = failures.elements.lazy.compactMap({ $0 }).first { throw failure }
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
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
    }
}
