import ArgumentParser
import Foundation
import GalleyDiff
import GalleySite

/// `galley diff OLD NEW`: which previews and pages changed between two built sites.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "List the previews and pages that changed between two built sites.",
        discussion: """
            Compares two folders written by 'galley build' (for example the published site and a \
            pull request's build) through their previews.json. Exits 0 when nothing changed, 1 when \
            something did, 2 on a usage error.
            """)

    @Argument(help: "The old build (a site folder).")
    var old: String

    @Argument(help: "The new build (a site folder).")
    var new: String

    @Option(name: .long, help: "How to print the changes: text, github (a Markdown job summary) or json.")
    var format: DiagnosticFormat = .text

    @Option(name: .long, help: "Write an HTML report, old and new pictures side by side, into this folder.")
    var report: String?

    @Option(name: .customLong("report-url"), help: "Where the report can be opened, for the github summary's link.")
    var reportURL: String?

    func run() throws {
        let oldSite = try BuiltSite(path: old)
        let newSite = try BuiltSite(path: new)
        let diff = SiteDiff(old: oldSite.manifest, new: newSite.manifest)
        if let report {
            let folder = URL(fileURLWithPath: report, isDirectory: true).standardizedFileURL
            // The report replaces its folder: never one of the sites or a folder holding them.
            for site in [oldSite, newSite]
            where site.root.path == folder.path || site.root.path.hasPrefix(folder.path + "/") {
                throw EnvironmentError("--report \(report) would replace \(site.displayPath): choose another folder")
            }
            try OutputWriter.write(DiffReport.files(for: diff, old: oldSite, new: newSite), to: folder)
        }
        Terminal.standardOutput(diff.rendered(as: format, reportURL: reportURL))
        if !diff.isEmpty { throw ExitCode(1) }
    }
}
