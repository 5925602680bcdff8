import Testing

@testable import GalleySnippets

/// What a preview cannot run (UIKit wrappers, platform API, other packages) is a
/// diagnostic at the code that needs it, saying why and what to do, never a silent nothing.
@Suite struct UnpreviewableTests {
    static let advice = "show this code in a ```swift block (without `preview`): it is highlighted and checked, not run"

    func diagnostics(_ source: String) -> [SnippetDiagnostic] {
        SnippetSession().evaluate(source, kind: .preview).diagnostics
    }

    @Test func aUIKitWrapperUsedAsThePreviewIsExplained() throws {
        let found = diagnostics(
            """
            struct ActivityIndicator: UIViewRepresentable {
                func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView() }
                func updateUIView(_ view: UIActivityIndicatorView, context: Context) {}
            }
            ActivityIndicator()
            """)
        let first = try #require(found.first)
        #expect(
            "\(first.line):\(first.column): \(first.message)"
                == "5:1: 'ActivityIndicator' wraps a platform view (UIViewRepresentable), which previews cannot draw: they render SwiftUI views only"
        )
        #expect(first.notes == [Self.advice])
    }

    @Test func anImportOfAnotherPackageIsReportedAtTheImport() throws {
        let found = diagnostics("import Kingfisher\nText(\"Photo\")")
        let first = try #require(found.first)
        #expect(
            "\(first.line):\(first.column): \(first.message)"
                == "1:8: module 'Kingfisher' is not available in previews: they provide SwiftUI and GalleyUI only")
        #expect(first.notes == [Self.advice])
        #expect(diagnostics("import SwiftUI\nimport Foundation\nText(\"Photo\")").isEmpty)
    }

    @Test func platformAPIAndUnknownModifiersSayWhy() throws {
        let screen = try #require(diagnostics("Text(\"x\").frame(width: UIScreen.main.bounds.width)").first)
        #expect(
            screen.message
                == "cannot find type or view 'UIScreen' in scope: UIKit and AppKit are not available in previews")
        #expect(screen.notes == [Self.advice])
        let modifier = try #require(diagnostics("Text(\"x\").shimmering()").first)
        #expect(modifier.message == "unknown modifier 'shimmering'")
        #expect(modifier.notes == ["if it comes from another package, " + Self.advice])
        // A misspelling gets its suggestion and no package note.
        let typo = try #require(diagnostics("Text(\"x\").paddin()").first)
        #expect(typo.message == "unknown modifier 'paddin'; did you mean 'padding'?")
        #expect(typo.notes.isEmpty)
    }
}
