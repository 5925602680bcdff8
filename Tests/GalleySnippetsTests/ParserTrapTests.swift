import Foundation
import GalleySnippets
import Testing

/// Inputs `make fuzz` found that took swift-syntax down or held it for hours: each is a
/// diagnostic now, at its line and column.
@Suite struct ParserTrapTests {
    /// A replacement character (a badly decoded paste) right before a spaced `=`:
    /// swift-syntax 603 trapped making the lexer error's Fix-It.
    static let replacementCharacterBeforeEquals = "l \u{FFFD}= "

    @Test func anUnspacedEqualsAfterAReplacementCharacterIsADiagnostic() throws {
        let found = SwiftSyntaxCheck.diagnostics(for: Self.replacementCharacterBeforeEquals)
        #expect(found.contains { $0.message == "'=' must have consistent whitespace on both sides" && $0.line == 1 })
        #expect(found.allSatisfy { $0.severity == .error })
        #expect(
            try problems(Self.replacementCharacterBeforeEquals).contains(
                "1:6: '=' must have consistent whitespace on both sides"))
    }

    @Test func theOrdinaryUnspacedEqualsErrorIsUnchanged() {
        let found = SwiftSyntaxCheck.diagnostics(for: "let a =1\n")
        #expect(found.map(\.message) == ["'=' must have consistent whitespace on both sides"])
        #expect(found.first.map { ($0.line, $0.column) } ?? (0, 0) == (1, 7))
    }

    @Test func bracketsNestedDeeperThanAnySnippetAreRefusedBeforeParsing() throws {
        let deep = "let x = 1\n" + String(repeating: "[", count: 30) + "\n"
        let clock = ContinuousClock()
        let started = clock.now
        let expected =
            "2:13: brackets nested more than 12 deep: Galley does not parse a snippet nested this deeply"
        #expect(try problems(deep) == [expected])
        let check = SwiftSyntaxCheck.diagnostics(for: deep)
        #expect(check.map { "\($0.line):\($0.column): \($0.message)" } == [expected])
        #expect(SwiftHighlighter.html(for: deep).contains(String(repeating: "[", count: 30)))
        // Not a speed test: without the refusal this input takes hours, not seconds.
        #expect(clock.now - started < .seconds(60))
    }

    @Test func nestingAsDeepAsRealCodeStillParses() throws {
        let nested = "let grid = " + String(repeating: "[", count: 6) + "1" + String(repeating: "]", count: 6)
        #expect(SwiftSyntaxCheck.diagnostics(for: nested).isEmpty)
    }
}
