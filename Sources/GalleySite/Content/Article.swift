import Foundation

/// One Markdown file under `content/`, with its front matter read and its URL decided.
struct Article: Sendable {
    /// Path relative to `content/` ("articles/card.md").
    let contentPath: String
    let source: SourceText
    /// The Markdown after the front matter, and how many lines precede it in the file.
    let body: String
    let bodyLineOffset: Int

    let title: String
    /// The title is the body's first `# ` heading, which the page leaves out of the body.
    var titleIsFirstHeading = false
    let date: Date?
    let description: String
    let tags: [String]
    let isDraft: Bool
    /// `order:` from the front matter: its place in the section before those without one.
    var order: Int? = nil
    /// The page's site path: "" for the home page, "articles/card/" for an article.
    let sitePath: String

    /// `content/index.md` introduces the home page rather than being an article of its own.
    var isHomeIntroduction: Bool { sitePath.isEmpty }

    /// The top-level folder the article is in ("guides" for "guides/setup.md"), or "" for
    /// an article directly in `content/`: its section.
    var sectionFolder: String {
        guard let slash = contentPath.firstIndex(of: "/") else { return "" }
        return String(contentPath[..<slash])
    }

    /// `content/<folder>/index.md` is its section's landing page rather than an article.
    var isSectionLanding: Bool {
        let folder = sectionFolder
        guard !folder.isEmpty else { return false }
        let rest = contentPath.dropFirst(folder.count + 1)
        return rest == "index.md" || rest == "index.markdown"
    }

    /// "articles/card.md" -> "articles/card/"; "guides/index.md" -> "guides/"; a slug
    /// replaces the last segment.
    static func sitePath(forContentPath path: String, slug: String?) -> String {
        var segments = path.split(separator: "/").map(String.init)
        let file = segments.removeLast()
        let stem = (file as NSString).deletingPathExtension
        if let slug {
            segments.append(slug)
        } else if stem != "index" {
            segments.append(stem)
        }
        return segments.isEmpty ? "" : segments.joined(separator: "/") + "/"
    }
}
