import Foundation

/// Adds the theme's assets and the files of `content/` that are not articles, copied as
/// they are.
///
/// - Takes: the loaded site's theme and content tree.
/// - Gives: the files, into the site's files.
/// - Reuses: nothing: a file is read at every build.
/// - Throws: `EnvironmentError` when a file of `content/` cannot be read.
struct CopyAssets {
    let context: BuildContext
    let site: LoadedSite

    func run(into files: inout [String: Data]) throws {
        context.report("assets")
        for (path, data) in site.theme.assets {
            files["assets/" + path] = data
        }
        for path in site.tree.assetFiles {
            guard let data = FileManager.default.contents(atPath: site.contentFolder + path) else {
                throw EnvironmentError("cannot read \(context.options.displayPrefix)content/\(path)")
            }
            files[path] = data
        }
    }
}
