import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The site from the build before last, kept in a hidden folder beside the output
/// (`.site.galley-spare`) for the next build to write into.
///
/// Every build writes a whole new site into a staging folder, which then takes the
/// output's place. Made from nothing, that folder needs one new folder per page, and
/// the site it replaces is deleted: on ext4 those two cost a rebuild of 1,000 articles a
/// fifth of its time, while its files, nearly all unchanged, were only linked. The
/// replaced site is kept instead, and the next build takes it as its staging folder:
/// its folders are there, and a file that is still the previous site's file (a hard link
/// to it, as most are) needs nothing at all. What the new site does not have is removed
/// before it takes the output's place, so the output is exactly what the build made.
///
/// Nothing in the spare is trusted: a file is kept only when it is the very file (same
/// device and inode) the output has and the build decided to keep, and anything that is
/// neither a regular file nor a folder is removed when it is claimed, so that no write
/// can follow a symbolic link out of it.
struct SpareFolder: Sendable {
    /// What a claimed spare held, by site path ("articles/a/index.html").
    struct Contents: Sendable {
        var files: Set<String> = []
        var folders: Set<String> = []
    }

    /// The file in the spare that makes git ignore it (it holds `*`): it sits beside the
    /// output, often inside the repository the site is committed to.
    static let ignoreFileName = ".gitignore"

    let url: URL

    /// The spare of the site written to `output`.
    init(output: URL) {
        url = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).galley-spare")
    }

    /// Moves the spare to `stagingPath` (a rename: of two builds side by side, one takes
    /// it) and lists what it holds, removing what is neither a regular file nor a folder.
    /// Nil when there is no spare to take.
    func claim(as stagingPath: String) -> Contents? {
        guard rename(url.path, stagingPath) == 0 else { return nil }
        // A spare that is not a folder (a symbolic link to one elsewhere) is not written into.
        var info = stat()
        guard lstat(stagingPath, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            unlink(stagingPath)
            return nil
        }
        var contents = Contents()
        Self.list(root: stagingPath.hasSuffix("/") ? stagingPath : stagingPath + "/", folder: "", into: &contents)
        return contents
    }

    /// Keeps `retired`, the site the new one replaced, as the spare, marked for git to
    /// ignore; removes it when that cannot be done (a spare is there already: another
    /// build beside this one made it).
    func keep(_ retired: URL) {
        guard rename(retired.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: retired)
            return
        }
        // The retired site's own `.gitignore`, if it had one, may be a hard link to the
        // new site's: replaced, never written through.
        let marker = url.appendingPathComponent(Self.ignoreFileName).path
        unlink(marker)
        try? FileWriting.write(Data("# Galley's spare copy of the site: see `galley build`.\n*\n".utf8), to: marker)
    }

    /// Lists the regular files and folders under `root + folder`, depth first.
    private static func list(root: String, folder: String, into contents: inout Contents) {
        guard let stream = opendir(root + folder) else { return }
        var subfolders: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = folder.isEmpty ? name : folder + "/" + name
            switch kind(of: entry.pointee.d_type, at: root + path) {
            case .folder: subfolders.append(path)
            case .file: contents.files.insert(path)
            case .other: unlink(root + path)
            }
        }
        // Closed before going down, so that a deep tree does not hold a descriptor per level.
        closedir(stream)
        for subfolder in subfolders {
            contents.folders.insert(subfolder)
            list(root: root, folder: subfolder, into: &contents)
        }
    }

    private enum Kind { case file, folder, other }

    /// What an entry is, from its directory entry's type, or from `lstat` on file systems
    /// that do not give one.
    private static func kind(of type: UInt8, at path: String) -> Kind {
        switch Int32(type) {
        case Int32(DT_REG): return .file
        case Int32(DT_DIR): return .folder
        case Int32(DT_UNKNOWN):
            var info = stat()
            guard lstat(path, &info) == 0 else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .folder
            default: return .other
            }
        default: return .other
        }
    }
}
