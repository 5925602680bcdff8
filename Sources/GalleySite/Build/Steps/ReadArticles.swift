import Foundation

/// An article of this build, before the first pass.
struct ArticleInput {
    var path: String
    var data: Data
    var stamp: FileStamp?
    /// The article as the last build left it, when its bytes are the same (the first pass
    /// decides whether that is enough, see `PrepareArticles`); nil when it was loaded.
    let remembered: ArticleRecord?
    /// Whether `remembered` is set: asked of every article, and cheaper than the
    /// remembered article itself (which asking would copy).
    let isRemembered: Bool
    /// The article as loaded by this build; nil when remembered.
    var loaded: Article?
    var loadDiagnostics: [Diagnostic] = []

    init(path: String, data: Data, stamp: FileStamp?, remembered: ArticleRecord) {
        self.path = path
        self.data = data
        self.stamp = stamp
        self.remembered = remembered
        isRemembered = true
        loadDiagnostics = remembered.loadDiagnostics
    }

    init(path: String, data: Data, stamp: FileStamp?, loaded: Article, loadDiagnostics: [Diagnostic]) {
        self.path = path
        self.data = data
        self.stamp = stamp
        remembered = nil
        isRemembered = false
        self.loaded = loaded
        self.loadDiagnostics = loadDiagnostics
    }

    /// The article, as loaded or as remembered.
    var article: Article? { loaded ?? remembered?.prepared.article }
}

/// Reads every article under `content/` and splits off its front matter.
///
/// - Takes: the loaded site's list of Markdown files (with their stamps, in a build that
///   another follows).
/// - Gives: the articles, in path order (a file that is not an article, not UTF-8, is left
///   out, its problem in the diagnostics), and how many files were read.
/// - Reuses: its memory's records of the last build's articles (while site.yml and the
///   options are the same): an article whose bytes are the last build's is not loaded
///   again, and one whose stamp is the one the last build read it with, and that was
///   settled then, is not even read. The others are loaded in parallel.
struct ReadArticles {
    /// The step's part of the build memory: the articles as the last build left them.
    struct Memory {
        /// `LoadedSite.articlesKey` of the build that left the records.
        var key: String?
        /// Content path -> the article's record.
        var records: [String: ArticleRecord] = [:]
        /// When that build started listing and reading the articles: an article whose
        /// stamp is that build's and was settled by then is not read again.
        var readStarted: FileStamp.Instant?
    }

    let context: BuildContext
    let site: LoadedSite

    func run(reusing memory: Memory, diagnostics: inout [Diagnostic]) -> (articles: [ArticleInput], readCount: Int) {
        let paths = site.tree.markdownFiles
        context.report("reading \(paths.count) articles")
        let remembered = memory.key == site.articlesKey ? memory.records : [:]
        // Stamps are compared only by a build that another follows.
        let stamps = context.forLaterBuilds ? site.tree.markdownStamps : [:]
        var sources: [(path: String, data: Data, stamp: FileStamp?, isUnchanged: Bool)] = []
        // Each article's memory, looked up once.
        var rememberedArticles: [ArticleRecord?] = []
        sources.reserveCapacity(paths.count)
        rememberedArticles.reserveCapacity(paths.count)
        var readCount = 0
        for path in paths {
            let stamp = stamps[path]
            let record = remembered[path]
            if let stamp, let readStarted = memory.readStarted, let record, record.stamp == stamp,
                stamp.isSettled(before: readStarted)
            {
                sources.append((path, record.data, stamp, true))
                rememberedArticles.append(record)
                continue
            }
            readCount += 1
            guard let data = FileManager.default.contents(atPath: site.contentFolder + path) else {
                diagnostics.append(
                    Diagnostic(
                        file: context.options.displayPrefix + "content/" + path, line: 1, column: 1,
                        severity: .error, message: "cannot read the file"))
                continue
            }
            sources.append((path, data, stamp, record?.data == data))
            rememberedArticles.append(record)
        }
        let loaded = load(sources)
        var articles: [ArticleInput] = []
        articles.reserveCapacity(sources.count)
        for (index, (path, data, stamp, _)) in sources.enumerated() {
            guard let (article, found) = loaded[index] else {
                // Not loaded: the bytes are those of the remembered article.
                guard var record = rememberedArticles[index] else { continue }
                record.stamp = stamp
                articles.append(ArticleInput(path: path, data: data, stamp: stamp, remembered: record))
                continue
            }
            guard let article else {
                diagnostics += found
                continue
            }
            articles.append(ArticleInput(path: path, data: data, stamp: stamp, loaded: article, loadDiagnostics: found))
        }
        return (articles, readCount)
    }

    /// Loads the sources whose bytes changed, in parallel: nil for the unchanged ones.
    private func load(
        _ sources: [(path: String, data: Data, stamp: FileStamp?, isUnchanged: Bool)]
    ) -> [(article: Article?, diagnostics: [Diagnostic])?] {
        let loaded = Slots<(article: Article?, diagnostics: [Diagnostic])?>(repeating: nil, count: sources.count)
        let displayPrefix = context.options.displayPrefix
        parallelForEach(sources.count, jobs: context.options.jobs) { index in
            let (path, data, _, isUnchanged) = sources[index]
            if isUnchanged { return }
            var found: [Diagnostic] = []
            let article = ArticleLoading.load(path: path, data: data, displayPrefix: displayPrefix, diagnostics: &found)
            loaded[index] = (article, found)
        }
        return loaded.elements
    }

    /// What the memory keeps of the articles for the next build: every record, as the
    /// steps after this one left it.
    static func remembered(_ articles: ArticleRecords, of site: LoadedSite) -> Memory {
        Memory(
            key: site.articlesKey,
            records: Dictionary(articles.records.map { ($0.prepared.article.contentPath, $0) }) { first, _ in first },
            readStarted: site.readStarted)
    }
}
