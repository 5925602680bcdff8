import Foundation
import Testing

@testable import GalleySite

@Suite struct DiagnosticFormatTests {
    let diagnostic = SourceText(
        displayPath: "content/articles/card.md", text: "line one\n    Text(\"Hello\")\n        .paddin()\n"
    ).diagnostic(
        .error, line: 3, column: 10, length: 6, "unknown modifier 'paddin'", notes: ["did you mean 'padding'?"])

    @Test func textHasAnExcerptAndACaret() {
        #expect(
            DiagnosticFormat.text.render([diagnostic]) == """
                content/articles/card.md:3:10: error: unknown modifier 'paddin'
                   |     Text("Hello")
                   |         .paddin()
                   |          ^~~~~~
                   = note: did you mean 'padding'?

                """)
    }

    @Test func githubUsesWorkflowCommands() {
        #expect(
            DiagnosticFormat.github.render([diagnostic])
                == "::error file=content/articles/card.md,line=3,col=10::unknown modifier 'paddin'%0Anote: did you mean 'padding'?\n"
        )
    }

    @Test func jsonIsOneArrayOfObjects() throws {
        let data = Data(DiagnosticFormat.json.render([diagnostic, diagnostic]).utf8)
        let array = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(array.count == 2)
        #expect(array[0]["file"] as? String == "content/articles/card.md")
        #expect(array[0]["line"] as? Int == 3)
        #expect(array[0]["column"] as? Int == 10)
        #expect(array[0]["severity"] as? String == "error")
        #expect(array[0]["message"] as? String == "unknown modifier 'paddin'")
        #expect(array[0]["notes"] as? [String] == ["did you mean 'padding'?"])
        #expect(DiagnosticFormat.json.render([]).trimmingCharacters(in: .whitespacesAndNewlines) == "[\n\n]")
    }
}
