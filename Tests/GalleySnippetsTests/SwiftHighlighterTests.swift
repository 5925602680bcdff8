import Foundation
import Testing

@testable import GalleySnippets

@Suite struct SwiftHighlighterTests {
    @Test func classifiesKeywordsTypesLiteralsAndComments() {
        let html = SwiftHighlighter.html(for: "@State var n: Int = 42 // count\nlet s = \"a<b\"")
        #expect(
            html.contains("<span class=\"attr\">@State</span>") || html.contains("<span class=\"attr\">State</span>"))
        #expect(html.contains("<span class=\"kw\">var</span>"))
        #expect(html.contains("<span class=\"ty\">Int</span>"))
        #expect(html.contains("<span class=\"num\">42</span>"))
        #expect(html.contains("<span class=\"com\">// count</span>"))
        #expect(html.contains("<span class=\"str\">&quot;a&lt;b&quot;</span>"))
    }

    @Test func keepsEveryCharacterOfTheSource() {
        let source = "struct A: View {\n\tvar body: some View { Text(\"é 🎉\") }\n}\n"
        let html = SwiftHighlighter.html(for: source)
        let stripped = html.replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        #expect(stripped == source)
    }

    @Test func escapesHTMLEvenInBrokenCode() {
        let html = SwiftHighlighter.html(for: "let x = </script>")
        #expect(!html.contains("</script>"))
    }
}
