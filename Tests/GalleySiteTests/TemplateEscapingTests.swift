import Foundation
import Mustache
import Testing

@testable import GalleySite

/// `{{variable}}` is escaped by Galley's content type, not swift-mustache's own: the same
/// characters, the same entities, the same whitespace; and a template's problems keep
/// the line the author sees, although a pragma line is put before it.
@Suite struct TemplateEscapingTests {
    private func theme(_ templates: [String: String]) throws -> Theme {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("galley-template-escaping-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in templates {
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).mustache"))
        }
        return Theme.load(siteTemplates: folder, displayPrefix: "")
    }

    @Test func valuesAreEscapedAsHTMLAndTripleMustachesAreNot() throws {
        let template = """
            {{! Standalone tags keep their lines out of the output, as before. }}
            <p title="{{name}}">{{name}}</p>
            {{#items}}
              <li>{{.}}</li>
            {{/items}}
            {{{name}}}

            """
        let rendered = try #require(
            try theme(["greeting": template]).render(
                "greeting", ["name": "Tom & \"Jerry\" <'x'> café", "items": ["a<b", "é"]] as [String: Any]))
        #expect(
            rendered == """
                <p title="Tom &amp; &quot;Jerry&quot; &lt;&#39;x&#39;&gt; café">\
                Tom &amp; &quot;Jerry&quot; &lt;&#39;x&#39;&gt; café</p>
                  <li>a&lt;b</li>
                  <li>é</li>
                Tom & "Jerry" <'x'> café

                """)
    }

    @Test func aTemplateThatChoosesPlainTextIsNotEscaped() throws {
        let rendered = try theme(["plain": "{{% CONTENT_TYPE: TEXT}}\n{{name}}\n"]).render(
            "plain", ["name": "a < b"] as [String: Any])
        #expect(rendered == "a < b\n")
    }

    @Test(arguments: ["{{/closed}}\n", "<p>\n</p>\n{{#open}}\n{{/shut}}\n", "<p>{{#open}}\n"])
    func aTemplateThatDoesNotParseIsReportedWhereTheLibrarySaysInTheAuthorsText(text: String) throws {
        var expected: (line: Int, column: Int)?
        do { _ = try MustacheTemplate(string: text) } catch let error as MustacheTemplate.ParserError {
            expected = (error.context.lineNumber, error.context.columnNumber)
        }
        let reported = try #require(expected)
        let diagnostics = try theme(["broken": text]).diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.line == reported.line)
        #expect(diagnostics.first?.column == reported.column)
        #expect(diagnostics.first?.message.hasPrefix("template does not parse") == true)
    }
}
