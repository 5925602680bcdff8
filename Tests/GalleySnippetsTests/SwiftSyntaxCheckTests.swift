import Testing

@testable import GalleySnippets

@Suite struct SwiftSyntaxCheckTests {
    @Test func validCodeHasNoDiagnostics() {
        #expect(SwiftSyntaxCheck.diagnostics(for: "VStack {\n    Text(\"Hi\").padding()\n}\n").isEmpty)
    }

    @Test func anUnclosedParenthesisIsReportedWhereTheCompilerWould() throws {
        let diagnostics = SwiftSyntaxCheck.diagnostics(for: "let a = 1\nlet x = (1 +\n")
        let first = try #require(diagnostics.first { $0.message == "expected ')' to end tuple" })
        #expect(first.severity == .error)
        #expect(first.line == 2)
        #expect(first.column == 13)
        #expect(first.notes.contains("to match this opening '('"))
    }

    @Test func columnsCountUTF8Bytes() throws {
        let diagnostics = SwiftSyntaxCheck.diagnostics(for: "let é = )")
        let first = try #require(diagnostics.first)
        #expect(first.line == 1)
        #expect(first.column == 10)
    }
}
