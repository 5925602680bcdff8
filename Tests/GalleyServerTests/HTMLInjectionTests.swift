import Foundation
import GalleyServer
import GalleySite
import Testing

@Suite struct HTMLInjectionTests {
    private func inject(_ markup: String, into page: String) -> String {
        String(decoding: HTMLInjection.inject(markup, into: Data(page.utf8)), as: UTF8.self)
    }

    @Test func insertsBeforeTheClosingBodyTag() {
        let page = "<html><body><p>Hi</p></body></html>\n"
        #expect(inject("<script>x</script>", into: page) == "<html><body><p>Hi</p><script>x</script></body></html>\n")
    }

    @Test func usesTheLastClosingBodyTagInAnyCase() {
        let page = "<body><pre>&lt;/body&gt; </body> in code</pre></BODY>\n</html>"
        #expect(inject("X", into: page) == "<body><pre>&lt;/body&gt; </body> in code</pre>X</BODY>\n</html>")
    }

    @Test func appendsWhenThePageHasNoBodyTag() {
        #expect(inject("X", into: "<p>fragment</p>") == "<p>fragment</p>X")
    }

    @Test func leavesThePageAloneWithNothingToAdd() {
        #expect(inject("", into: "<body></body>") == "<body></body>")
    }

    @Test func liveReloadScriptNamesItsBuildAndTheEventStream() {
        let script = LiveReloadScript.element(buildID: "abc-3")
        #expect(script.contains("const shown = \"abc-3\";"))
        #expect(script.contains("new EventSource(\"/_galley/events\")"))
    }

    @Test func overlayListsEveryDiagnosticWithItsPositionEscaped() {
        let diagnostics = [
            Diagnostic(
                file: "content/a.md", line: 3, column: 7, severity: .error,
                message: "no article 'missing.md' for <link>", excerpt: ["", "See [x](missing.md)"]),
            Diagnostic(file: "content/b.md", line: 1, column: 1, severity: .warning, message: "unknown key 'tittle'"),
        ]
        let html = DiagnosticsOverlay.html(for: diagnostics)
        #expect(html.hasPrefix("<style>\n:where(.diagnostics){"))
        #expect(html.contains("</style>\n<div class=\"diagnostics\" role=\"alert\">"))
        #expect(html.contains("<h2>1 error in the last change; this is the last good build</h2>"))
        #expect(
            html.contains(
                "<li><span class=\"error\">error</span> <code>content/a.md:3:7</code>: "
                    + "no article 'missing.md' for &lt;link&gt;<pre>"))
        #expect(html.contains("See [x](missing.md)\n   |       ^</pre>"))
        #expect(html.contains("<span class=\"warning\">warning</span> <code>content/b.md:1:1</code>: unknown key"))
        #expect(DiagnosticsOverlay.html(for: []) == "")
    }
}
