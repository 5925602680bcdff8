import Foundation
import GalleyLocking
import GalleySite

/// Builds the site and makes the outcome what the server shows: a good build replaces
/// the files, a failed one only adds its problems, and either way open pages are told.
final class Rebuilder: Sendable {
    private let options: BuildOptions
    private let site: Locked<ServedSite>
    private let broadcaster: ReloadBroadcaster
    private let console: ServerConsole
    /// Tells builds of this server apart from those of an earlier one, so that pages left
    /// open across a restart reload too.
    private let instance = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    private let generation = Locked(0)
    /// What the last build left, so a rebuild redoes only what a save touched.
    private let memory = BuildMemory()

    init(options: BuildOptions, site: Locked<ServedSite>, broadcaster: ReloadBroadcaster, console: ServerConsole) {
        self.options = options
        self.site = site
        self.broadcaster = broadcaster
        self.console = console
    }

    /// Builds with `baseURL` (the server's own address) and publishes the outcome.
    func rebuild(baseURL: String, initial: Bool) async {
        var options = self.options
        options.baseURL = baseURL
        let started = Date()
        let outcome = await Self.buildOffThePool(options, memory: memory)
        let seconds = String(format: "%.2f", Date().timeIntervalSince(started))

        let diagnostics: [Diagnostic]
        switch outcome {
        case .success(let result): diagnostics = result.diagnostics
        case .failure(let error):
            diagnostics = [
                Diagnostic(
                    file: options.displayPrefix + "content/", line: 1, column: 1, severity: .error,
                    message: String(describing: error))
            ]
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let buildID =
            instance + "-"
            + String(
                generation.withLock {
                    $0 += 1
                    return $0
                })
        // The last build's files (thousands) are let go of after the browsers are told,
        // not before: freeing them took a millisecond of every save's reload.
        let replacedFiles = site.withLock { site -> [String: Data]? in
            site.buildID = buildID
            if case .success(let result) = outcome, !result.hasErrors {
                let replaced = site.files
                site.files = result.files
                site.hasGoodBuild = true
                site.problems = []
                return replaced
            } else {
                site.problems = diagnostics
                return nil
            }
        }
        broadcaster.publish(buildID: buildID)
        withExtendedLifetime(replacedFiles) {}

        if !diagnostics.isEmpty { console.diagnostics(DiagnosticFormat.text.render(diagnostics)) }
        var line = "\(Self.clock()) \(initial ? "built" : "rebuilt") in \(seconds) s: "
        line += counted(errors, "error")
        if case .success(let result) = outcome, errors == 0 {
            line += ", \(result.articleCount) articles"
            if !initial {
                line += " (\(counted(result.parsedArticles, "article")) and "
                line += "\(counted(result.renderedPages, "page")) rendered again)"
            }
        } else if site.current.hasGoodBuild {
            line += "; showing the last good build"
        }
        console.status(line)
    }

    /// Runs the build on a thread of its own: it blocks for as long as it takes, and the
    /// request handlers share Swift's small pool of threads.
    private static func buildOffThePool(_ options: BuildOptions, memory: BuildMemory) async -> Result<
        BuildResult, any Error
    > {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var builder = SiteBuilder(options: options)
                // GALLEY_PHASE_TIMES=1, as for `galley build`: when each phase of a rebuild starts.
                if ProcessInfo.processInfo.environment["GALLEY_PHASE_TIMES"] == "1" {
                    let started = Date()
                    builder.progress = { phase in
                        let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
                        FileHandle.standardError.write(Data("\(milliseconds) ms  \(phase)\n".utf8))
                    }
                }
                continuation.resume(returning: Result { try builder.build(reusing: memory) })
            }
        }
    }

    private static func clock() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
