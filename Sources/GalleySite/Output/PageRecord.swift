import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a `galley build` wrote for each page: the page's lasting render key and the file
/// it left in the output. Kept in the cache folder, one record per output folder, so that
/// the next build into the same folder links a page whose key is the same, and whose file
/// nobody touched since, instead of rendering it again: the theme is not run for pages
/// that cannot have changed.
///
/// A record is only ever a hint. A page is taken from the previous site only when its key
/// (a SHA-256 of the template's name and of every variable it receives, `RenderKeys`)
/// matches and the file at its path is still the very file the record names (same device,
/// inode, size and modification time): a record that is stale, from another Galley, from
/// another theme or options (`siteKey`), or written by a build whose site was never put in
/// place, matches nothing, and those pages are rendered.
struct PageRecord: Equatable, Sendable {
    /// A page as the build that wrote it left it.
    struct Entry: Equatable, Sendable {
        var key: String
        var file: FileIdentity
    }

    /// Everything all pages depend on besides their data: the theme, site.yml, the options
    /// and the running executable. A record with another site key is not used.
    var siteKey: String
    /// Site path ("articles/a/index.html") -> the page.
    var entries: [String: Entry] = [:]

    /// The record's first line names its format; a record in another is not read.
    private static let format = "galley-pages-1"

    /// The record's file for the site written to `output`, in the cache folder `cache`.
    static func location(for output: URL, in cache: URL) -> URL {
        let name = ContentHash.hex(output.standardizedFileURL.path, length: 32)
        return cache.appendingPathComponent("pages-1", isDirectory: true).appendingPathComponent(name + ".txt")
    }

    /// The record in `file`, or nil when it is missing or unreadable.
    static func load(from file: URL) -> PageRecord? {
        guard let data = FileManager.default.contents(atPath: file.path),
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard let header = lines.popFirst() else { return nil }
        let headerFields = header.split(separator: " ")
        guard headerFields.count == 2, headerFields[0] == Self.format else { return nil }
        var record = PageRecord(siteKey: String(headerFields[1]))
        for line in lines where !line.isEmpty {
            // key device inode size seconds nanoseconds path: the path last, as it may hold spaces.
            let fields = line.split(separator: " ", maxSplits: 6, omittingEmptySubsequences: false)
            guard fields.count == 7, let device = UInt64(fields[1]), let inode = UInt64(fields[2]),
                let size = Int64(fields[3]), let seconds = Int64(fields[4]), let nanoseconds = Int64(fields[5])
            else { continue }
            record.entries[String(fields[6])] = Entry(
                key: String(fields[0]),
                file: FileIdentity(
                    device: device, inode: inode, size: size, modifiedSeconds: seconds,
                    modifiedNanoseconds: nanoseconds))
        }
        return record
    }

    /// The record as its file holds it: sorted by path, so that the same pages give the
    /// same bytes.
    var text: String {
        var text = "\(Self.format) \(siteKey)\n"
        for path in entries.keys.sorted() {
            // A path with a line break in it would read back as two lines: such a page is
            // left out, and rendered every time.
            guard let entry = entries[path], !path.contains(where: \.isNewline), !entry.key.contains(" ") else {
                continue
            }
            let file = entry.file
            text +=
                "\(entry.key) \(file.device) \(file.inode) \(file.size) \(file.modifiedSeconds) "
                + "\(file.modifiedNanoseconds) \(path)\n"
        }
        return text
    }

    /// Writes the record to `file` through a temporary file and a rename, so that a build
    /// running beside this one reads the old record or the new, never half of one. Records
    /// beyond the newest `keeping` are removed (one per output folder ever built into).
    /// Failing to write only costs the next build its shortcut.
    func write(to file: URL, keeping: Int = 64) {
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(
            ".\(file.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try FileWriting.write(Data(text.utf8), to: temporary.path)
            guard rename(temporary.path, file.path) == 0 else {
                unlink(temporary.path)
                return
            }
        } catch {
            unlink(temporary.path)
            return
        }
        Self.removeOldest(in: folder, keeping: keeping)
    }

    private static func removeOldest(in folder: URL, keeping: Int) {
        let fileManager = FileManager.default
        guard
            let names = try? fileManager.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".txt") }),
            names.count > keeping
        else { return }
        let dated = names.map { name -> (name: String, modified: Int64) in
            let identity = FileIdentity.of(folder.appendingPathComponent(name).path)
            return (name, identity?.modifiedSeconds ?? 0)
        }
        for old in dated.sorted(by: { ($0.modified, $0.name) > ($1.modified, $1.name) }).dropFirst(keeping) {
            try? fileManager.removeItem(at: folder.appendingPathComponent(old.name))
        }
    }
}

/// Which file a path names, and how it was when looked at: a file replaced, rewritten or
/// touched since has another identity.
struct FileIdentity: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64

    /// The identity of the regular file at `path`, or nil when there is none (a symbolic
    /// link is not followed and has none).
    static func of(_ path: String) -> FileIdentity? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileIdentity(info)
    }

    /// Whether `first` and `second` name one regular file (hard links to it).
    static func isSameFile(_ first: String, _ second: String) -> Bool {
        guard let one = of(first), let other = of(second) else { return false }
        return one.device == other.device && one.inode == other.inode
    }
}

extension FileIdentity {
    /// The identity `lstat` described in `info` (an extension keeps the memberwise init).
    init(_ info: stat) {
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        self.init(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modifiedSeconds: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec))
    }
}
