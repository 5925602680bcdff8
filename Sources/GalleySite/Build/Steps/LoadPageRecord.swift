import Foundation

/// How this build keys its pages, and what the last `galley build` into the same output
/// recorded of them.
struct PageRecordPlan {
    /// Which keys pages get, for a later build to compare.
    let keys: PageRendering.PageKeys
    /// Where this build records its pages (`PageRecord`): a build that writes a site, with a
    /// cache folder.
    let file: URL?
    /// The record's site key: site.yml, the options, the theme and this executable.
    let siteKey: String
    /// The last build's record, when it has the same site key.
    let recorded: PageRecord?
}

/// Decides how pages are keyed and finds the record of the last `galley build` into the
/// same output.
///
/// - Takes: the loaded site's pages key.
/// - Gives: a `PageRecordPlan`.
/// - Reuses: the page record in the cache folder, for `RenderPages` and `WriteSearchIndex`
///   to link the previous site's files that did not change. A build that writes a site
///   records its pages for the next build into the same folder; `galley serve` compares
///   keys in memory instead.
struct LoadPageRecord {
    let context: BuildContext
    let site: LoadedSite

    func run() -> PageRecordPlan {
        let file = context.streaming.flatMap { staging in
            context.options.cacheDirectory.map { PageRecord.location(for: staging.output, in: $0) }
        }
        let siteKey = ContentHash.hex(site.pagesKey + "\u{0}" + PreviewRendering.galleyVersion, length: 32)
        if context.forLaterBuilds {
            return PageRecordPlan(keys: .inProcess, file: file, siteKey: siteKey, recorded: nil)
        } else if let file {
            let recorded = PageRecord.load(from: file).flatMap { $0.siteKey == siteKey ? $0 : nil }
            return PageRecordPlan(keys: .lasting, file: file, siteKey: siteKey, recorded: recorded)
        } else {
            return PageRecordPlan(keys: .none, file: nil, siteKey: siteKey, recorded: nil)
        }
    }
}
