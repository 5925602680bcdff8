import Foundation

/// The navigation every page carries: the sidebar of sections and their articles, and
/// the breadcrumbs from the home page to the page.
extension PageContexts {
    /// The sidebar as seen from the page at `sitePath`, in section `folder` (nil for a page
    /// outside every section: the home page, tags, 404). The current page is marked.
    /// Which sections list their articles: see `SiteSections.sidebarLists`.
    func sidebar(from sitePath: String, folder: String?, root: String) -> [SidebarSectionData] {
        graph.sections.sections.map { section in
            var item = SidebarSectionData(title: section.title, currentSection: section.folder == folder)
            if section.hasLandingPage {
                item.url = url(section.sitePath, from: sitePath, root: root)
                item.current = section.sitePath == sitePath
            }
            if graph.sections.sidebarLists(section, kind: graph.kind, from: folder) {
                item.hasArticles = !section.articles.isEmpty
                item.articles = section.articles.map { page in
                    SidebarLinkData(
                        title: page.article.title, url: url(page.article.sitePath, from: sitePath, root: root),
                        current: page.article.sitePath == sitePath)
                }
            }
            return item
        }
    }

    /// The pages above `sitePath`: the home page, then its section's landing page.
    func breadcrumbs(from sitePath: String, folder: String?, root: String) -> [LinkData] {
        var crumbs = [LinkData(title: "Home", url: root)]
        if let folder, let section = graph.sections.section(folder: folder), section.hasLandingPage,
            section.sitePath != sitePath
        {
            crumbs.append(LinkData(title: section.title, url: url(section.sitePath, from: sitePath, root: root)))
        }
        return crumbs
    }

    /// A site path as a link from the page: relative, or from the root given (404.html).
    private func url(_ target: String, from sitePath: String, root: String) -> String {
        root.hasPrefix("/") ? root + SitePaths.encoded(target) : SitePaths.relativeURL(to: target, from: sitePath)
    }

    /// A link to the page before or after this one.
    func navLink(_ link: NavLink, from sitePath: String) -> LinkData {
        LinkData(title: link.title, url: SitePaths.relativeURL(to: link.sitePath, from: sitePath))
    }
}
