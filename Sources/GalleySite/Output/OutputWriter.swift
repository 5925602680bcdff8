import Foundation

/// Writes a finished build to disk all at once: into a new folder beside the output,
/// which then takes the output's place (see `SiteStaging`). A failed build never leaves
/// a half-written site.
public enum OutputWriter {
    /// Writes `files` (site path -> bytes) as the new content of `output`.
    public static func write(_ files: [String: Data], to output: URL) throws {
        try SiteStaging(output: output).finish(with: files)
    }
}
