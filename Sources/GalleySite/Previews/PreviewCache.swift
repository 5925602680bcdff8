import Foundation
import GalleyLocking

/// A rendered preview, as the page and the site need it.
struct RenderedPreview: Codable, Sendable {
    var name: String?
    var width: Double
    var height: Double
    var alt: String
    /// The SVG for each scheme drawn: "light", "dark".
    var svgs: [String: String]
    /// The marks of each scheme's drawing, for `previews.json`.
    var marks: [String: [PreviewManifest.Mark]]
}

/// Rendered previews by the hash of their snippet, scope, options and Galley's version:
/// in memory for `galley serve`'s rebuilds, and on disk (under the system's temporary
/// folder, never inside site/) across runs.
final class PreviewCache: Sendable {
    static let shared = PreviewCache()

    private let memory = Locked<[String: [RenderedPreview]]>([:])
    private let directory: URL? = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("galley-previews", isDirectory: true)
        return (try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)) != nil ? url : nil
    }()

    func previews(for key: String) -> [RenderedPreview]? {
        if let found = memory.withLock({ $0[key] }) { return found }
        guard let url = directory?.appendingPathComponent(key + ".json"), let data = try? Data(contentsOf: url),
            let decoded = try? JSONDecoder().decode([RenderedPreview].self, from: data)
        else { return nil }
        store(decoded, for: key, writeToDisk: false)
        return decoded
    }

    func store(_ previews: [RenderedPreview], for key: String, writeToDisk: Bool = true) {
        memory.withLock { $0[key] = previews }
        guard writeToDisk, let url = directory?.appendingPathComponent(key + ".json"),
            let data = try? JSONEncoder().encode(previews)
        else { return }
        // A failed write only costs a later render.
        try? data.write(to: url, options: .atomic)
    }
}
