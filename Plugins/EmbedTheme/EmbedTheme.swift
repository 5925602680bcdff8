import Foundation
import PackagePlugin

/// Compiles the package's `templates/` folder (the default theme) into the target, so the
/// built tool needs no theme files beside it and the repository keeps a single copy.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTheme.swift")
        var inputs: [URL] = []
        if let enumerator = FileManager.default.enumerator(
            at: templates, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        {
            for case let url as URL in enumerator { inputs.append(url) }
        }
        return [
            .buildCommand(
                displayName: "Embedding the default theme",
                executable: try context.tool(named: "theme-embedder").url,
                arguments: [templates.path, output.path],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output])
        ]
    }
}
