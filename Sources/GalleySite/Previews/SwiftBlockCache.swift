import Foundation
import GalleySnippets

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the first pass made of one Swift block, which depends on nothing but the block,
/// the blocks before it in its article, the site's `.swift` files and Galley itself: a
/// warm build reads it instead of parsing, evaluating, drawing and highlighting again.
struct SwiftBlockOutcome: Sendable {
    /// Problems in the snippet's own coordinates, in the order they were found.
    var problems: [SnippetDiagnostic]
    /// Whether the block was evaluated (no syntax problem stopped it): its declarations
    /// are then in scope for the blocks after it.
    var evaluated: Bool
    /// The pictures drawn; none when the block shows none or an error stopped it.
    var previews: [RenderedPreview]
    /// The code, highlighted.
    var highlightedHTML: String
}

/// A drawn preview, as the page and the site need it.
struct RenderedPreview: Sendable {
    var name: String?
    var width: Double
    var height: Double
    var alt: String
    /// The SVG for each scheme drawn: "light", "dark".
    var svgs: [String: String]
    /// The marks of each scheme's drawing, for `previews.json`.
    var marks: [String: [PreviewManifest.Mark]]

    /// What the pictures' file names start with: a hash of every scheme's SVG, so that a
    /// name changes exactly when a picture does. Made once, when the picture is drawn, and
    /// kept in the cache (hashing the SVGs of every page took a warm build a tenth of a
    /// second).
    var fileBase = ""

    static func fileBase(of svgs: [String: String]) -> String {
        ContentHash.hex(svgs.sorted { $0.key < $1.key }.map(\.value).joined(separator: "\u{0}"))
    }
}

/// The outcomes of Swift blocks on disk, one file per article holding its blocks by key:
/// a thousand articles are a thousand small files to read and, on a cold build, to write
/// (creating files is most of what a cold build spends in the kernel). A file is
/// rewritten only when its article's blocks change, and read (never parsed or drawn
/// again) otherwise.
///
/// The folder is Galley's own (`--cache-dir`, `GALLEY_CACHE_DIR`, else
/// `$XDG_CACHE_HOME/galley`): several sites and several `galley` processes may share it.
/// Each file is written under a private name and renamed into place, so a reader sees a
/// whole file or none; one it cannot decode is a miss. ``prune(toBytes:)`` keeps the
/// folder under a size, dropping the files used least recently.
public struct SwiftBlockCache: Sendable {
    /// Where the files are: a folder per format, so that another Galley's files are never
    /// misread.
    public let directory: URL

    /// The cache in `root`, made if missing; nil when it cannot be made (the build then
    /// draws everything afresh).
    public init?(root: URL) {
        directory = root.appendingPathComponent("swift-blocks-1", isDirectory: true)
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil
        else { return nil }
    }

    /// How large the folder may grow before ``prune(toBytes:)`` shrinks it.
    public static let defaultLimit = 1 << 30

    /// The default place: `GALLEY_CACHE_DIR`, else `$XDG_CACHE_HOME/galley`, else
    /// `~/.cache/galley`, else (no home) the temporary folder's `galley-cache`.
    public static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let path = environment["GALLEY_CACHE_DIR"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        // The XDG base directory specification ignores a relative XDG_CACHE_HOME.
        if let path = environment["XDG_CACHE_HOME"], path.hasPrefix("/") {
            return URL(fileURLWithPath: path, isDirectory: true).appendingPathComponent("galley", isDirectory: true)
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
                ".cache/galley", isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("galley-cache", isDirectory: true)
    }

    /// The outcomes stored for an article, by block key; none when there is no file or it
    /// cannot be read.
    func outcomes(forArticle id: String) -> [String: SwiftBlockOutcome] {
        let path = directory.appendingPathComponent(id).path
        guard let data = Self.readMarkingUsed(path), let outcomes = SwiftBlockCacheFormat.decode(data) else {
            return [:]
        }
        return outcomes
    }

    /// Replaces an article's file with `outcomes`. A failed write only costs a later
    /// build the work.
    func store(_ outcomes: [String: SwiftBlockOutcome], forArticle id: String) {
        let data = SwiftBlockCacheFormat.encode(outcomes)
        let path = directory.appendingPathComponent(id).path
        let privateName = path + ".\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        guard (try? FileWriting.write(data, to: privateName)) != nil else { return }
        if rename(privateName, path) != 0 { unlink(privateName) }
    }

    /// Deletes the files used least recently until the folder holds at most `limit` bytes
    /// (down to three quarters of it, so that a build does not prune again right away).
    func prune(toBytes limit: Int) {
        var files: [(path: String, size: Int, used: Int)] = []
        var total = 0
        for entry in FolderListing.visibleEntries(of: directory.path) where entry.isFile {
            files.append((entry.path, Int(entry.info.st_size), Int(entry.info.st_mtim.tv_sec)))
            total += Int(entry.info.st_size)
        }
        guard total > limit else { return }
        for file in files.sorted(by: { ($0.used, $0.path) < ($1.used, $1.path) }) {
            guard total > limit / 4 * 3 else { break }
            if unlink(file.path) == 0 { total -= file.size }
        }
    }

    /// The file's bytes; a file last marked more than an hour ago is marked used now (its
    /// modification time), which is what pruning goes by.
    private static func readMarkingUsed(_ path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        var data = Data(count: Int(info.st_size))
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = read(descriptor, base + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        guard complete else { return nil }
        if time(nil) - info.st_mtim.tv_sec > 3600 { futimens(descriptor, nil) }
        return data
    }
}
