import ArgumentParser
import Foundation
import GalleySite

/// Options shared by the commands that read a site.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: "The site root, holding content/ and optionally templates/.")
    var source: String = "."

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Where previews and other results are kept between builds (default: $GALLEY_CACHE_DIR, else $XDG_CACHE_HOME/galley, else ~/.cache/galley).",
            valueName: "folder"))
    var cacheDir: String?

    @Flag(name: .long, help: "Work out every Swift block afresh; read and write no cache.")
    var noCache = false

    /// The cache folder the build uses; nil with `--no-cache`.
    var cacheDirectory: URL? {
        if noCache { return nil }
        if let cacheDir { return URL(fileURLWithPath: cacheDir, isDirectory: true).standardizedFileURL }
        return SwiftBlockCache.defaultRoot()
    }

    /// The site root as a file URL.
    var sourceURL: URL {
        URL(fileURLWithPath: source, isDirectory: true).standardizedFileURL
    }

    /// How the site root prefixes paths in diagnostics: "" for ".", "mysite/" otherwise,
    /// so that every printed path opens from where the user typed the command.
    var displayPrefix: String {
        var path = source
        while path.hasSuffix("/") && path.count > 1 { path.removeLast() }
        if path == "." || path.isEmpty { return "" }
        if path.hasPrefix("./") { path.removeFirst(2) }
        return path + "/"
    }

    /// `SOURCE_DATE_EPOCH` from the environment, as reproducible-build tools set it.
    var sourceDateEpoch: Date? {
        guard let text = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"],
            let seconds = TimeInterval(text)
        else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }
}
