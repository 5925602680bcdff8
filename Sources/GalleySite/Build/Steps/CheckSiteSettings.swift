/// Checks what site.yml names in `content/`: a folder for each of its `sections`, and its
/// `favicon`.
///
/// - Takes: the loaded site.
/// - Gives: the problems, into the diagnostics.
/// - Reuses: nothing: it only compares two lists.
struct CheckSiteSettings {
    let site: LoadedSite

    func run(diagnostics: inout [Diagnostic]) {
        let config = site.config
        diagnostics += SiteSections.problems(config: config, folders: site.tree.topLevelFolders)
        if let favicon = config.favicon, !site.assets.contains(favicon), let problem = config.missingFavicon {
            diagnostics.append(problem)
        }
    }
}
