import GalleySite

/// The panel that lists a failed rebuild's problems on every page while the server keeps
/// showing the last good build. The default theme styles `.diagnostics`.
public enum DiagnosticsOverlay {
    /// The `<div class="diagnostics">` for `diagnostics`; "" when there are none.
    public static func html(for diagnostics: [Diagnostic], showingLastGoodBuild: Bool = true) -> String {
        guard !diagnostics.isEmpty else { return "" }
        let errors = diagnostics.filter { $0.severity == .error }.count
        var heading = counted(errors, "error")
        heading +=
            showingLastGoodBuild ? " in the last change; this is the last good build" : "; the site cannot be built"
        var html = fallbackStyle + "<div class=\"diagnostics\" role=\"alert\">\n<h2>\(escape(heading))</h2>\n<ul>\n"
        for diagnostic in diagnostics {
            let location = "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)"
            html += "<li><span class=\"\(diagnostic.severity.rawValue)\">\(diagnostic.severity.rawValue)</span> "
            html += "<code>\(escape(location))</code>: \(escape(diagnostic.message))"
            // The excerpt, caret and notes exactly as the terminal shows them.
            let details = DiagnosticFormat.text.render([diagnostic]).split(separator: "\n").dropFirst()
            if !details.isEmpty {
                html += "<pre>\(escape(details.joined(separator: "\n")))</pre>"
            }
            html += "</li>\n"
        }
        return html + "</ul>\n</div>\n"
    }

    /// The default theme's look for the panel at zero specificity (`:where`), so that it
    /// is readable on a theme that does not style `.diagnostics`, or on the page shown
    /// before any build succeeded, while a theme's own rules always win.
    static let fallbackStyle = """
        <style>
        :where(.diagnostics){position:fixed;right:1rem;bottom:1rem;left:1rem;z-index:1000;max-width:60rem;\
        max-height:50vh;margin:0 auto;overflow:auto;padding:1rem 1.25rem;border-left:4px solid #ff453a;\
        border-radius:8px;background:#1c1c1e;color:#f2f2f4;font:13px/1.55 ui-monospace,monospace}
        :where(.diagnostics h2){margin:0 0 .6rem;color:#ff6961;font:600 15px system-ui,sans-serif}
        :where(.diagnostics ul){margin:0;padding:0;list-style:none}
        :where(.diagnostics li+li){margin-top:.6rem;padding-top:.6rem;border-top:1px solid #333338}
        :where(.diagnostics pre){margin:.4rem 0 0;white-space:pre-wrap}
        :where(.diagnostics .error){color:#ff6961}
        :where(.diagnostics .warning){color:#ffd60a}
        :where(.diagnostics .note){color:#8b98a5}
        </style>

        """

    private static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
