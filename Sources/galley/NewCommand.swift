import ArgumentParser
import Foundation
import GalleySite

/// `galley new DIR`: a starter site that builds and checks clean.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a new site, ready to build, serve and publish, in a new or empty folder.")

    @Argument(help: "The folder to create the site in; it must not exist yet or be empty.")
    var directory: String

    func run() throws {
        let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        try Self.requireNewOrEmpty(root, shownAs: directory)
        let files = StarterSite.files(title: StarterSite.title(forFolder: root.lastPathComponent))
        do {
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .withoutOverwriting)
            }
        } catch {
            throw EnvironmentError("cannot write the new site into \(directory): \(error.localizedDescription)")
        }
        var shown = directory
        while shown.hasSuffix("/") && shown.count > 1 { shown.removeLast() }
        Terminal.standardOutput(
            """
            Created a Galley site in \(shown)/ (\(files.count) files). Next:
              galley serve --source \(shown)     # look at it while you write
              galley check --source \(shown)     # what CI runs on pull requests
              galley build --source \(shown)     # write \(shown)/site/

            """)
    }

    /// A missing folder is created; an existing one must be empty but for `.git`, so that
    /// `git init` first and `galley new` second works, and nothing is ever overwritten.
    static func requireNewOrEmpty(_ root: URL, shownAs name: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw EnvironmentError("\(name) exists and is not a folder; galley new creates a site in a new folder")
        }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: root.path)
        } catch {
            throw EnvironmentError("cannot read \(name): \(error.localizedDescription)")
        }
        let occupied = entries.filter { $0 != ".git" }.sorted()
        guard occupied.isEmpty else {
            throw EnvironmentError(
                "\(name) is not empty (it holds \(occupied.prefix(3).joined(separator: ", "))"
                    + "\(occupied.count > 3 ? ", …" : "")); galley new only writes into a new or empty folder")
        }
    }
}
