import Foundation
import GalleySite

/// What the server shows at one moment: the last build that succeeded, and the problems
/// of the latest build when it failed. Replaced as a whole after every rebuild, so a
/// request sees one consistent build even while the next one is being made.
public struct ServedSite: Sendable {
    /// Site path -> bytes of the last good build; empty until the first build succeeds.
    public var files: [String: Data]
    /// Whether `files` holds a build (an empty site is still a build).
    public var hasGoodBuild: Bool
    /// The diagnostics of the latest build when it had errors; empty once a build succeeds.
    public var problems: [Diagnostic]
    /// Names this state; pages carry it and reload when the server announces another.
    public var buildID: String

    public init(files: [String: Data] = [:], hasGoodBuild: Bool = false, problems: [Diagnostic] = [], buildID: String) {
        self.files = files
        self.hasGoodBuild = hasGoodBuild
        self.problems = problems
        self.buildID = buildID
    }

    /// Where a resolved site path leads.
    public enum Lookup: Equatable, Sendable {
        /// A file of the build, by its site path.
        case file(String)
        /// A directory asked for without its trailing slash: the browser must ask again
        /// with it, or the page's relative links would resolve one level too high.
        case addSlash
        case missing
    }

    /// Finds `sitePath` ("" is the root, "guides/" a directory) in the build.
    public func lookup(_ sitePath: String) -> Lookup {
        if sitePath.isEmpty || sitePath.hasSuffix("/") {
            return files[sitePath + "index.html"] != nil ? .file(sitePath + "index.html") : .missing
        }
        if files[sitePath] != nil { return .file(sitePath) }
        if files[sitePath + "/index.html"] != nil { return .addSlash }
        return .missing
    }
}
