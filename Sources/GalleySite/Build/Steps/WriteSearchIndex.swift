import Foundation

/// Makes the search index (`SearchIndex`) of the pages the site's search finds.
///
/// - Takes: the graph and the published pages; the page record plan.
/// - Gives: the index's files, into the site's files, or written into the staging folder
///   by a build that no other follows; `SearchIndex.Written` says which, with their keys
///   for the next page record.
/// - Reuses: in a build that another follows, the last build's index, updated in place
///   (its memory); in a build that writes a site, the previous site's files when the
///   record holds them for the same documents.
struct WriteSearchIndex {
    let context: BuildContext
    let navigation: SiteNavigation
    let published: PublishedArticles
    let record: PageRecordPlan

    func run(into files: inout [String: Data], reusing memory: inout SearchIndexMemory?) -> SearchIndex.Written {
        context.report("search index")
        let jobs = context.options.jobs
        let searchPages = SearchIndex.pages(
            of: navigation.graph, intro: published.pages.first { $0.article.isHomeIntroduction })
        if let streaming = context.streaming {
            // No page or other file lives under search/ (an article there is an error).
            return SearchIndex.write(
                SearchIndex.documents(for: searchPages), termCounts: SearchIndex.termCounts(for: searchPages),
                into: streaming, recorded: record.recorded, jobs: jobs)
        } else if let pages = SearchIndex.memoryPages(of: searchPages) {
            // A build that another follows: the index is updated from the last one's.
            if memory == nil {
                memory = SearchIndexMemory(pages: pages, jobs: jobs)
            } else {
                memory?.update(pages: pages, jobs: jobs)
            }
            files.merge(memory?.files ?? [:]) { first, _ in first }
        } else {
            let documents = SearchIndex.documents(for: searchPages)
            let termCounts = SearchIndex.termCounts(for: searchPages)
            files.merge(SearchIndex.files(for: documents, termCounts: termCounts, jobs: jobs)) { first, _ in first }
        }
        return SearchIndex.Written()
    }
}
