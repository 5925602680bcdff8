import Foundation
import Testing

@testable import GalleySite

/// Fenced code blocks: a bar with the language and a copy button, highlight.js for the
/// languages it knows (loaded only by pages that need it), swift-syntax for Swift, and
/// console sessions with their prompts and output marked.
@Suite struct CodeBlockTests {
    @Test func aYAMLBlockIsLabelledAndMarkedForHighlightJS() {
        #expect(
            CodeBlockHTML.html(code: "title: <Galley>\n", fenceWord: "yaml")
                == "<div class=\"code-block\" data-label=\"YAML code\"><div class=\"code-bar\">"
                + "<span class=\"code-language\">YAML</span>"
                + "<button type=\"button\" class=\"code-copy\" hidden aria-label=\"Copy YAML code\">Copy</button></div>"
                + "<pre class=\"code yaml\"><code class=\"language-yaml\" data-highlight=\"yaml\">"
                + "title: &lt;Galley&gt;\n</code></pre></div>\n")
    }

    @Test(arguments: [
        ("sh", "bash", "Shell"), ("bash", "bash", "Bash"), ("yaml", "yaml", "YAML"), ("yml", "yaml", "YAML"),
        ("json", "json", "JSON"), ("markdown", "markdown", "Markdown"), ("md", "markdown", "Markdown"),
        ("diff", "diff", "Diff"), ("html", "xml", "HTML"), ("css", "css", "CSS"),
        ("javascript", "javascript", "JavaScript"), ("JS", "javascript", "JavaScript"),
    ])
    func everyLanguageOfTheBriefIsHighlighted(_ word: String, _ highlighter: String, _ label: String) {
        #expect(CodeBlockHTML.language(forFenceWord: word) == .init(highlighter: highlighter, label: label))
    }

    @Test func anUnknownLanguageKeepsItsNameAndNoLanguageHasNoLabel() {
        #expect(CodeBlockHTML.language(forFenceWord: "Haskell") == .init(highlighter: nil, label: "Haskell"))
        let haskell = CodeBlockHTML.html(code: "x\n", fenceWord: "Haskell")
        #expect(haskell.contains("<pre class=\"code\"><code class=\"language-haskell\">x\n</code></pre>"))
        let plain = CodeBlockHTML.html(code: "x\n", fenceWord: "")
        #expect(!plain.contains("code-language"))
        #expect(plain.contains("aria-label=\"Copy code\""))
        #expect(plain.contains("<pre class=\"code\"><code>x\n</code></pre>"))
    }

    @Test func aConsoleSessionMarksPromptsAndOutput() {
        let session = "$ swift build \\\n    -c release\nBuilding for production...\n% galley --version\n0.2.0\n"
        #expect(
            CodeBlockHTML.consoleHTML(session)
                == "<span class=\"prompt\">$ </span>swift build \\\n    -c release\n"
                + "<span class=\"output\">Building for production...\n</span>"
                + "<span class=\"prompt\">% </span>galley --version\n"
                + "<span class=\"output\">0.2.0\n</span>")
    }

    @Test func pagesLoadHighlightJSOnlyWhenTheyNeedIt() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/yaml.md": "---\ntitle: Y\n---\n\n```yaml\na: 1\n```\n",
            "content/swift.md": "---\ntitle: S\n---\n\n```swift\nlet a = 1\n```\n",
            "content/prose.md": "---\ntitle: P\n---\n\nNo code.\n",
        ])
        let result = try site.build()
        #expect(!result.hasErrors)
        let yaml = try #require(result.text("yaml/index.html"))
        #expect(yaml.contains("<script src=\"../assets/highlight.min.js\" defer></script>"))
        #expect(yaml.contains("<script src=\"../assets/code-blocks.js\" defer></script>"))
        let swift = try #require(result.text("swift/index.html"))
        #expect(!swift.contains("highlight.min.js"))
        #expect(swift.contains("<span class=\"code-language\">Swift</span>"))
        #expect(swift.contains("<pre class=\"code swift\"><code><span class=\"kw\">let</span>"))
        #expect(swift.contains("code-blocks.js"))
        let prose = try #require(result.text("prose/index.html"))
        // The theme's own script (navigation, search, theme switch) only.
        #expect(!prose.contains("highlight.min.js") && !prose.contains("code-blocks.js"))
        // highlight.js as compiled into the binary, and the theme's script.
        let highlightJS = try #require(result.files["assets/highlight.min.js"])
        #expect(highlightJS.count > 100_000)
        #expect(String(decoding: highlightJS.prefix(200), as: UTF8.self).contains("hljs"))
        #expect(result.files["assets/code-blocks.js"] != nil)
    }

    @Test func theFeedHasTheCodeWithoutCopyButtons() throws {
        #expect(CodeBlockHTML.copyButtonPattern != nil)
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/a.md": "---\ntitle: A\ndate: 2026-01-01\n---\n\n```yaml\na: 1\n```\n",
        ])
        let feed = try #require(try site.build().text("feed.rss"))
        #expect(feed.contains("code-language"))
        #expect(!feed.contains("code-copy"))
    }

    @Test func aSiteWithoutSuchBlocksCarriesNoHighlightJS() throws {
        let site = try TemporarySite(files: [
            "content/site.yml": TemporarySite.siteYML,
            "content/a.md": "---\ntitle: A\n---\n\n```console\n$ ls\n```\n",
        ])
        let result = try site.build()
        #expect(result.files["assets/highlight.min.js"] == nil)
        #expect(result.text("a/index.html")?.contains("<span class=\"prompt\">$ </span>ls\n") == true)
    }
}
