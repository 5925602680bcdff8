import Foundation
import ServiceLifecycle

/// Once the server listens: the first build, then a watch of `content/` and
/// `templates/` that rebuilds after every save, until shutdown.
struct AuthoringLoop: Service {
    /// The port the server bound, once it has (it may differ from the one asked for: 0).
    let boundPort: AsyncStream<Int>
    let host: String
    let watched: [URL]
    let rebuilder: Rebuilder
    let broadcaster: ReloadBroadcaster
    let console: ServerConsole

    /// Pages get a comment this often, so a closed tab's connection is noticed.
    static let pingInterval = Duration.seconds(15)

    func run() async throws {
        var ports = boundPort.makeAsyncIterator()
        guard let port = await ports.next() else { return }
        let address = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"

        // Watching starts before the first build reads the files, so that a save during
        // that build is noticed and built again.
        let watcher = ChangeWatcher(folders: watched)
        defer { watcher.stop() }
        await rebuilder.rebuild(baseURL: address, initial: true)
        console.status("Serving \(address)")
        // Once, as soon as it happens: at the start, or when inotify runs out of watches.
        var fallbackReported = false
        func reportFallback() {
            guard !fallbackReported, let reason = watcher.fallbackReason else { return }
            fallbackReported = true
            console.status("Noticing saves by scanning five times a second: \(reason)")
        }
        reportFallback()

        await withGracefulShutdownHandler {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await keepPinging() }
                // A notification that comes during a rebuild waits (one for any number of
                // saves), so those saves are built right after it.
                for await _ in watcher.changes {
                    if Task.isShuttingDownGracefully { break }
                    reportFallback()
                    await rebuilder.rebuild(baseURL: address, initial: false)
                }
                group.cancelAll()
            }
        } onGracefulShutdown: {
            // Finishes `changes`, which ends the loop above.
            watcher.stop()
        }
        // Ends the event streams, which would otherwise keep the server's connections open.
        broadcaster.close()
    }

    /// Pings every `pingInterval` until cancelled (the sleep then throws).
    private func keepPinging() async {
        do {
            while true {
                try await Task.sleep(for: Self.pingInterval)
                broadcaster.ping()
            }
        } catch {}
    }
}
