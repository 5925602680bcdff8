import ArgumentParser
import Foundation
import GalleyLocking
import GalleyServer
import GalleySite

/// `galley serve`: the site on a local address, rebuilt on every save.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the site locally, rebuild it on every save and reload open pages.",
        discussion: """
            The site is built into memory and served from there: site/ is not written. \
            Pages reload when content/ or templates/ change; while a change has errors, \
            pages keep the last good build and show the errors over it. Ctrl-C stops.
            """)

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(name: .long, help: "The port to listen on (0: any free port).")
    var port = 8000

    @Flag(name: .long, help: "Show articles marked draft: true too.")
    var drafts = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() throws {
        let options = BuildOptions(
            source: site.sourceURL, displayPrefix: site.displayPrefix, includeDrafts: drafts,
            sourceDateEpoch: site.sourceDateEpoch, cacheDirectory: site.cacheDirectory)
        let server = DevelopmentServer(
            configuration: .init(options: options, host: host, port: port),
            console: ServerConsole(
                status: { Terminal.standardOutput($0 + "\n") },
                diagnostics: { Terminal.standardError($0) }))
        let address = "\(host):\(port)"
        try Blocking.run {
            do {
                try await server.run()
            } catch let error as EnvironmentError {
                throw error
            } catch {
                throw EnvironmentError("cannot serve on \(address): \(error)")
            }
        }
    }
}

/// Runs async work from the synchronous command-line entry point.
enum Blocking {
    /// The operation's error, written by its task and read once the semaphore says the
    /// task is done.
    private final class Outcome: Sendable {
        let error = Locked<(any Error)?>(nil)
    }

    /// Waits for `operation` on the calling thread; the work itself runs on Swift's pool
    /// and the server's own threads, so blocking here costs nothing.
    static func run(_ operation: @escaping @Sendable () async throws -> Void) throws {
        let outcome = Outcome()
        let finished = DispatchSemaphore(value: 0)
        Task {
            do { try await operation() } catch { outcome.error.withLock { $0 = error } }
            finished.signal()
        }
        finished.wait()
        if let error = outcome.error.current { throw error }
    }
}
