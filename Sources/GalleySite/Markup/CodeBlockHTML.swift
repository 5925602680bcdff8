import Foundation

/// How a fenced code block appears in a page: a bar with its language and a copy button,
/// then the code. Swift is highlighted at build time (swift-syntax); the languages of
/// `languages` are marked for highlight.js, which the page loads to highlight them in the
/// reader's browser. Without JavaScript every block still reads as plain code with its
/// label; the copy button, hidden in the HTML, is shown by the script that makes it work.
enum CodeBlockHTML {
    /// The copy button of a block whose label is `what` ("YAML code").
    static func copyButton(copying what: String) -> String {
        "<button type=\"button\" class=\"code-copy\" hidden aria-label=\"Copy \(HTML.escape(what))\">Copy</button>"
    }

    // A constant pattern: `try?` keeps a typo from trapping; `CodeBlockTests` fails on one.
    static let copyButtonPattern = try? NSRegularExpression(
        pattern: #"<button type="button" class="code-copy" hidden aria-label="Copy [^"]*">Copy</button>"#)

    /// `html` without copy buttons: a feed reader runs no script to make them work, and
    /// some show hidden elements.
    static func removingCopyButtons(from html: String) -> String {
        copyButtonPattern?.stringByReplacingMatches(
            in: html, range: NSRange(html.startIndex..., in: html), withTemplate: "") ?? html
    }

    /// A language Galley knows by name: highlight.js's name for it, and its label.
    struct Language: Equatable {
        var highlighter: String?
        var label: String
    }

    /// The fence's first word (lowercased) -> the language. Console sessions are not given
    /// to highlight.js: Galley marks their prompts and output itself (`consoleHTML`).
    static let languages: [String: Language] = [
        "sh": Language(highlighter: "bash", label: "Shell"),
        "shell": Language(highlighter: "bash", label: "Shell"),
        "bash": Language(highlighter: "bash", label: "Bash"),
        "zsh": Language(highlighter: "bash", label: "Zsh"),
        "console": Language(highlighter: nil, label: "Console"),
        "shell-session": Language(highlighter: nil, label: "Console"),
        "yaml": Language(highlighter: "yaml", label: "YAML"),
        "yml": Language(highlighter: "yaml", label: "YAML"),
        "json": Language(highlighter: "json", label: "JSON"),
        "markdown": Language(highlighter: "markdown", label: "Markdown"),
        "md": Language(highlighter: "markdown", label: "Markdown"),
        "diff": Language(highlighter: "diff", label: "Diff"),
        "patch": Language(highlighter: "diff", label: "Diff"),
        "html": Language(highlighter: "xml", label: "HTML"),
        "xml": Language(highlighter: "xml", label: "XML"),
        "svg": Language(highlighter: "xml", label: "SVG"),
        "css": Language(highlighter: "css", label: "CSS"),
        "javascript": Language(highlighter: "javascript", label: "JavaScript"),
        "js": Language(highlighter: "javascript", label: "JavaScript"),
        "swift": Language(highlighter: nil, label: "Swift"),
        "text": Language(highlighter: nil, label: "Text"),
        "txt": Language(highlighter: nil, label: "Text"),
        "plaintext": Language(highlighter: nil, label: "Text"),
    ]

    /// The language named by a fence's first word; an unknown one keeps its name as its
    /// label and is not highlighted; no word gives no label.
    static func language(forFenceWord word: String) -> Language? {
        guard !word.isEmpty else { return nil }
        return languages[word.lowercased()] ?? Language(highlighter: nil, label: word)
    }

    /// Prompts that start a command in a console session.
    static let prompts = ["$ ", "% ", "❯ "]

    /// A whole code block: the bar, then `pre`. `highlightedSwift` is the body of a Swift
    /// block, already highlighted and escaped.
    static func html(code: String, fenceWord: String, highlightedSwift: String? = nil) -> String {
        let language = language(forFenceWord: fenceWord)
        let body: String
        var preClass = "code"
        var codeAttributes = ""
        if let highlightedSwift {
            body = highlightedSwift
            preClass += " swift"
        } else if fenceWord.lowercased() == "console" || fenceWord.lowercased() == "shell-session" {
            body = consoleHTML(code)
            preClass += " console"
        } else {
            body = HTML.escape(code)
            // `language-…` as CommonMark renderers write it, for a theme's own scripts and
            // styles; `data-highlight` tells code-blocks.js which blocks are highlight.js's.
            if let highlighter = language?.highlighter {
                preClass += " " + highlighter
                codeAttributes = " class=\"language-\(highlighter)\" data-highlight=\"\(highlighter)\""
            } else if !fenceWord.isEmpty {
                codeAttributes = " class=\"language-\(HTML.escape(fenceWord.lowercased()))\""
            }
        }
        let label = language.map { "<span class=\"code-language\">\(HTML.escape($0.label))</span>" } ?? ""
        let what = language.map { "\($0.label) code" } ?? "code"
        // `hidden` until the script that copies is there to show it; its name says what it
        // copies, because a page may have many.
        let button = copyButton(copying: what)
        return "<div class=\"code-block\" data-label=\"\(HTML.escape(what))\">"
            + "<div class=\"code-bar\">\(label)\(button)</div>"
            + "<pre class=\"\(preClass)\"><code\(codeAttributes)>\(body)</code></pre></div>\n"
    }

    /// A console session: each command's prompt, and each line of output, in spans of their
    /// own, so that they can look quieter than the commands and be left out of a copy. A
    /// command ending in `\` goes on, prompt-less, on the next line.
    static func consoleHTML(_ code: String) -> String {
        var html = ""
        var continuesCommand = false
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        for line in lines {
            if continuesCommand {
                html += HTML.escape(String(line)) + "\n"
                continuesCommand = line.hasSuffix("\\")
            } else if let prompt = prompts.first(where: { line.hasPrefix($0) }) {
                let command = line.dropFirst(prompt.count)
                html += "<span class=\"prompt\">\(HTML.escape(prompt))</span>\(HTML.escape(String(command)))\n"
                continuesCommand = command.hasSuffix("\\")
            } else {
                // The line break goes in the span, so that leaving output out leaves no gap.
                html += "<span class=\"output\">\(HTML.escape(String(line)))\n</span>"
            }
        }
        return html
    }
}
