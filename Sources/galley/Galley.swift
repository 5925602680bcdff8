import ArgumentParser
import Foundation
import GalleySite

/// `galley`: build, check, serve and create Galley sites (and later render snippets).
struct Galley: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "galley",
        abstract: "Build documentation sites for SwiftUI-style component libraries.",
        version: GalleyVersion.description,
        subcommands: [
            BuildCommand.self, CheckCommand.self, ServeCommand.self, RenderCommand.self, NewCommand.self,
            DiffCommand.self,
        ])
}

/// Runs the tool with the exit statuses of Galley's contract: 0 success, 1 errors in the
/// content, 2 usage or environment errors (ArgumentParser alone would use 64 for usage).
@main
enum Main {
    static func main() {
        do {
            var command = try Galley.parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch let error as EnvironmentError {
            Terminal.standardError("galley: error: \(error.description)\n")
            Foundation.exit(2)
        } catch {
            let code = Galley.exitCode(for: error)
            if code == .success {
                print(Galley.fullMessage(for: error))
                Foundation.exit(0)
            }
            Terminal.standardError(Galley.fullMessage(for: error) + "\n")
            Foundation.exit(2)
        }
    }
}
