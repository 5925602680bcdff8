import ArgumentParser
import Foundation
import GalleySite

/// `galley build`: content/ + templates/ -> site/.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: "Build the site into the output folder (default <source>/site).")

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "The output folder (default: <source>/site).")
    var output: String?

    @Option(name: .long, help: "The absolute URL the site is published at; replaces base_url from site.yml.")
    var baseURL: String?

    @Flag(name: .long, help: "Publish articles marked draft: true.")
    var drafts = false

    @Option(name: .long, help: "How many articles to process at once (default: the number of cores).")
    var jobs: Int?

    @Flag(name: .long, help: "Print nothing but diagnostics.")
    var quiet = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let started = Date()
        let outputURL =
            output.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? site.sourceURL.appendingPathComponent("site", isDirectory: true)
        try OutputLocation.validate(outputURL, source: site.sourceURL)
        let progress = Progress(enabled: Terminal.isInteractive && !quiet)
        var options = BuildOptions(
            source: site.sourceURL, displayPrefix: site.displayPrefix, baseURL: baseURL, includeDrafts: drafts,
            sourceDateEpoch: site.sourceDateEpoch, cacheDirectory: site.cacheDirectory)
        if let jobs { options.jobs = jobs }
        var builder = SiteBuilder(options: options)
        builder.progress = { progress.update($0) }
        // Pictures and pages go into a hidden folder beside the output as they are made;
        // it becomes the output only when the whole build succeeded.
        let staging = SiteStaging(output: outputURL)
        builder.staging = staging
        let result: BuildResult
        do {
            result = try builder.build()
        } catch {
            staging.abandon()
            throw error
        }
        progress.clear()
        Terminal.standardError(DiagnosticFormat.text.render(result.diagnostics))
        progress.update("writing \(result.files.count) files")
        if result.hasErrors {
            staging.abandon()
            let errors = result.diagnostics.filter { $0.severity == .error }.count
            Terminal.standardError("galley: \(errors) error\(errors == 1 ? "" : "s"); the site was not written\n")
            throw ExitCode(1)
        }
        do {
            try staging.finish(with: result.files)
        } catch {
            throw EnvironmentError("cannot write \(outputURL.path): \(error.localizedDescription)")
        }
        progress.update("done")
        let seconds = Date().timeIntervalSince(started)
        progress.finish(
            "Built \(result.articleCount) articles, \(staging.fileCount) files in "
                + String(format: "%.2f", seconds) + " s -> \(output ?? site.displayPrefix + "site")/")
    }
}
