import Foundation

/// Decides whether a folder may receive a build. Writing a build replaces the whole
/// folder, so it must never be the site's own sources, a folder that holds them, or a
/// folder of someone's files that merely has the wrong name.
public enum OutputLocation {
    /// Throws an `EnvironmentError` when writing to `output` would destroy sources or
    /// unrelated files.
    public static func validate(_ output: URL, source: URL) throws {
        let output = output.resolvingSymlinksInPath().standardizedFileURL.path
        let source = source.resolvingSymlinksInPath().standardizedFileURL.path
        func isSameOrInside(_ path: String, _ folder: String) -> Bool {
            path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
        }
        if isSameOrInside(source, output) {
            throw EnvironmentError("refusing to write the site to \(output): it holds the site's sources")
        }
        for folder in ["content", "templates"] where isSameOrInside(output, source + "/" + folder) {
            throw EnvironmentError("refusing to write the site into the site's \(folder)/ folder")
        }
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: output, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw EnvironmentError("refusing to replace \(output): it is a file, not a folder")
        }
        let entries = (try? fileManager.contentsOfDirectory(atPath: output)) ?? []
        if !entries.isEmpty, !entries.contains("index.html") {
            throw EnvironmentError(
                "refusing to replace \(output): it is not empty and does not look like a site Galley built")
        }
    }
}
