/// What `galley --version` prints: the release these sources are and the commit they
/// were built from, recorded at build time by the `EmbedBuildInfo` plugin.
enum GalleyVersion {
    /// The release these sources are. The release workflow refuses a tag (`v0.1.0`) that
    /// does not match it, so a release binary's version is the tag it was built from.
    static let release = "0.1.0"

    /// `0.1.0 (commit 2ffed8c…)`, saying so when the sources differed from the commit or
    /// when the tool was built outside a git checkout.
    static var description: String {
        guard let commit = BuildInfo.commit else {
            return "\(release) (built outside a git checkout: no commit recorded)"
        }
        let modified = BuildInfo.sourcesModified ? ", with uncommitted changes" : ""
        return "\(release) (commit \(commit)\(modified))"
    }
}
