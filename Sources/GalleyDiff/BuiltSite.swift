import Foundation
import GalleySite

/// A site folder that `galley build` wrote, read through its `previews.json`.
public struct BuiltSite: Sendable {
    /// The folder.
    public let root: URL
    /// The folder as the user named it, for messages.
    public let displayPath: String
    public let manifest: PreviewManifest

    /// Reads the manifest of the site at `path`; a missing folder, a folder that is not a
    /// built Galley site, or an unreadable manifest is an `EnvironmentError`.
    public init(path: String) throws {
        var isDirectory: ObjCBool = false
        let root = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw EnvironmentError("no such directory: \(path)") }
        let manifestPath = root.appendingPathComponent(PreviewManifest.fileName).path
        guard FileManager.default.fileExists(atPath: manifestPath) else {
            throw EnvironmentError(
                "\(path) is not a site built by galley: it has no \(PreviewManifest.fileName) "
                    + "(build it with 'galley build' from this version on)")
        }
        guard let data = FileManager.default.contents(atPath: manifestPath) else {
            throw EnvironmentError("cannot read \(Self.join(path, PreviewManifest.fileName))")
        }
        let manifest: PreviewManifest
        do {
            manifest = try JSONDecoder().decode(PreviewManifest.self, from: data)
        } catch {
            throw EnvironmentError("\(Self.join(path, PreviewManifest.fileName)) is not a Galley preview manifest")
        }
        guard manifest.format == PreviewManifest.currentFormat else {
            throw EnvironmentError(
                "\(Self.join(path, PreviewManifest.fileName)) has format \(manifest.format); this galley reads "
                    + "format \(PreviewManifest.currentFormat): build both sites with the same galley")
        }
        self.root = root
        self.displayPath = path
        self.manifest = manifest
    }

    /// The bytes of a picture the manifest names; nil for a path that leaves the
    /// `previews/` folder or a file that cannot be read.
    public func picture(_ file: String) -> Data? {
        let parts = file.split(separator: "/")
        guard parts.count == 2, parts[0] == "previews", !parts[1].hasPrefix("."), parts[1].hasSuffix(".svg")
        else { return nil }
        return FileManager.default.contents(atPath: root.appendingPathComponent(file).path)
    }

    private static func join(_ folder: String, _ file: String) -> String {
        folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }
}
