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

    /// How often the folders are scanned. A scan is cheap; this bounds how long a save
    /// waits to be noticed.
    static let pollInterval = Duration.milliseconds(200)
    /// Pages get a comment this often, so a closed tab's connection is noticed.
    static let pingEvery = 75

    func run() async throws {
        var ports = boundPort.makeAsyncIterator()
        guard let port = await ports.next() else { return }
        let address = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"

        var known = SourceFingerprint.scan(watched)
        await rebuilder.rebuild(baseURL: address, initial: true)
        console.status("Serving \(address)")

        var ticks = 0
        while !Task.isShuttingDownGracefully && !Task.isCancelled {
            try? await Task.sleep(for: Self.pollInterval)
            ticks += 1
            if ticks % Self.pingEvery == 0 { broadcaster.ping() }
            var latest = SourceFingerprint.scan(watched)
            guard latest != known else { continue }
            // Editors save in steps (write a temporary file, rename it over the old one):
            // build once the folders have held still for 50 ms, or after half a second.
            for _ in 0..<10 {
                try? await Task.sleep(for: .milliseconds(50))
                let again = SourceFingerprint.scan(watched)
                if again == latest { break }
                latest = again
            }
            // Taken before the build reads the files, so a save during the build is seen
            // by the next scan and built again.
            known = latest
            await rebuilder.rebuild(baseURL: address, initial: false)
        }
        // Ends the event streams, which would otherwise keep the server's connections open.
        broadcaster.close()
    }
}
