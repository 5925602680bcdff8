import Foundation
import GalleyLocking
import GalleySite
import Hummingbird
import Logging
import ServiceLifecycle
import UnixSignals

/// `galley serve`: builds the site into memory, serves it over HTTP, rebuilds it after
/// every save and reloads open pages.
///
/// The site is served from memory rather than from a folder: nothing is written, so the
/// author's `site/` is never touched, let alone left half-written, and no request path
/// is ever turned into a file path.
public struct DevelopmentServer: Sendable {
    /// What to build and where to listen.
    public struct Configuration: Sendable {
        /// The build; its `baseURL` is replaced by the server's own address so that the
        /// 404 page, the feed and canonical links lead back to the local site.
        public var options: BuildOptions
        public var host: String
        /// 0 lets the system choose; the status line names the port chosen.
        public var port: Int

        public init(options: BuildOptions, host: String = "127.0.0.1", port: Int = 8000) {
            self.options = options
            self.host = host
            self.port = port
        }
    }

    public let configuration: Configuration
    public let console: ServerConsole

    public init(configuration: Configuration, console: ServerConsole) {
        self.configuration = configuration
        self.console = console
    }

    /// Runs until SIGINT or SIGTERM, then closes open connections and returns. Throws
    /// `EnvironmentError` when the site has no `content/` folder; errors from binding
    /// the address are thrown as they come.
    public func run() async throws {
        let source = configuration.options.source
        let content = source.appendingPathComponent("content")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: content.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw EnvironmentError(
                "\(configuration.options.displayPrefix)content/ not found: a Galley site keeps its articles in content/"
            )
        }

        let site = Locked(ServedSite(buildID: "starting"))
        let broadcaster = ReloadBroadcaster(buildID: "starting")
        let (boundPort, portContinuation) = AsyncStream<Int>.makeStream()
        var logger = Logger(label: "galley.serve")
        logger.logLevel = .warning

        let requestedPort = configuration.port
        let application = Application(
            responder: GalleyHTTPResponder(site: site, broadcaster: broadcaster),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in
                portContinuation.yield(channel.localAddress?.port ?? requestedPort)
                portContinuation.finish()
            },
            logger: logger)
        let loop = AuthoringLoop(
            boundPort: boundPort, host: configuration.host,
            watched: [content, source.appendingPathComponent("templates")],
            rebuilder: Rebuilder(
                options: configuration.options, site: site, broadcaster: broadcaster, console: console),
            broadcaster: broadcaster, console: console)

        // The loop comes last so that it stops first (a group stops its services in reverse
        // order): it closes the event streams, then the server can finish its connections.
        var group = ServiceGroupConfiguration(
            services: [application, loop], gracefulShutdownSignals: [.sigint, .sigterm], logger: logger)
        group.maximumGracefulShutdownDuration = .seconds(3)
        try await ServiceGroup(configuration: group).run()
    }
}
