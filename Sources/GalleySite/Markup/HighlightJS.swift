import CGalleyScripts
import Foundation

/// highlight.js, as compiled into Galley (Sources/CGalleyScripts): written to
/// `assets/highlight.min.js` in a site whose pages have code blocks it highlights.
enum HighlightJS {
    static let data: Data = {
        var length = 0
        let start = galley_highlight_js(&length)
        return Data(bytes: start, count: length)
    }()
}
