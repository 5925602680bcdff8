import Foundation
import GalleySnippets
import GalleyUI
import Testing

/// An SF Symbol name Galley has no icon for is drawn as a placeholder and reported as a
/// warning at the name's line and column, with the nearest names that have an icon.
@Suite struct SymbolWarningTests {
    @Test func aNameWithNoIconIsAWarningAtItsLiteral() throws {
        let source = """
            VStack {
                Image(systemName: "paintbrushh")
                Label("Weather", systemImage: "cloud.sun.fil")
            }
            """
        let evaluation = SnippetSession().evaluate(source, kind: .preview)
        #expect(!evaluation.hasErrors)
        #expect(evaluation.previews.count == 1)
        let warnings = evaluation.diagnostics.map {
            "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message) [\($0.notes.joined(separator: "; "))]"
        }
        #expect(
            warnings == [
                "2:23: warning: no icon for the SF Symbol 'paintbrushh'; it is drawn as a placeholder "
                    + "[closest names with an icon: 'paintbrush']",
                "3:35: warning: no icon for the SF Symbol 'cloud.sun.fil'; it is drawn as a placeholder "
                    + "[closest names with an icon: 'cloud.sun.fill', 'cloud.sun.rain', 'cloud.fog.fill']",
            ])
        #expect(evaluation.diagnostics.first?.length == "\"paintbrushh\"".utf8.count)
    }

    /// Found by the labels' text: the same text in a comment, a string or a variable is
    /// not a label, and labels in a declaration and nested calls are found in order.
    @Test func onlyArgumentLabelsMarkSymbolNames() {
        let source = """
            // Image(systemName: "no.icon.in.comment")
            let systemImage = "no.icon.in.variable"
            let text = "systemName: \\"no.icon.in.string\\""
            struct Row: View {
                var body: some View { Label("A", systemImage: "first.missing") }
            }
            VStack {
                Label(text, systemImage: systemImage)
                Button(action: {}) { Image(systemName: "second.missing") }
                Row()
            }
            """
        let evaluation = SnippetSession().evaluate(source, kind: .preview)
        #expect(!evaluation.hasErrors)
        #expect(
            evaluation.diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
                "5:51: no icon for the SF Symbol 'first.missing'; it is drawn as a placeholder",
                "9:44: no icon for the SF Symbol 'second.missing'; it is drawn as a placeholder",
            ])
    }

    @Test func knownNamesAndInterpolatedNamesAreNotReported() {
        let source = """
            let name = "star"
            HStack {
                Image(systemName: "moon.circle.fill")
                Image(systemName: "\\(name).fill")
            }
            """
        #expect(SnippetSession().evaluate(source, kind: .preview).diagnostics.isEmpty)
    }

    @Test func aPreviewWithAWarningStillRenders() throws {
        let result = try renderSnippet(#"Image(systemName: "no.such.symbol")"#)
        guard case .success(let rendered) = result else {
            Issue.record("the preview did not render")
            return
        }
        #expect(rendered.size.width > 0)
    }
}
