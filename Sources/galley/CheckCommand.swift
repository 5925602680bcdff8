import ArgumentParser
import Foundation
import GalleySite

extension DiagnosticFormat: ExpressibleByArgument {}

/// `galley check`: builds everything in memory, writes nothing, reports every problem.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Validate every article, link and snippet; write nothing.")

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "How to print diagnostics: text, github or json.")
    var format: DiagnosticFormat = .text

    @Flag(name: .long, help: "Check drafts too.")
    var drafts = false

    func run() throws {
        let options = BuildOptions(
            source: site.sourceURL, displayPrefix: site.displayPrefix, includeDrafts: drafts,
            sourceDateEpoch: site.sourceDateEpoch, cacheDirectory: site.cacheDirectory)
        let result = try SiteBuilder(options: options).build()
        Terminal.standardOutput(format.render(result.diagnostics))
        if result.hasErrors { throw ExitCode(1) }
    }
}
