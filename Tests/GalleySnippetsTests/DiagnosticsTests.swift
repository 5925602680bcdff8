import Foundation
import GalleySnippets
import Testing

/// The messages and positions authors see, as `line:column: message` in the snippet.
@Suite struct DiagnosticsTests {
    @Test func aSyntaxErrorIsReportedWithoutEvaluating() throws {
        #expect(try problems("VStack {\n    Text(\"Hi\"\n}\n").first == "2:14: expected ')' to end function call")
    }

    @Test func anUnknownViewSuggestsTheNearestOne() throws {
        #expect(
            try problems("VStack {\n    Txt(\"Hello\")\n}\n") == [
                "2:5: cannot find type or view 'Txt' in scope; did you mean 'Text'?"
            ])
    }

    @Test func aMisspeltModifierPointsAtItAndSuggestsTheRightOne() throws {
        #expect(
            try problems("Text(\"Hello\")\n    .paddin()\n") == [
                "2:5: unknown modifier 'paddin'; did you mean 'padding'?"
            ])
    }

    @Test func aMisspeltMemberSuggestsTheRightOne() throws {
        #expect(
            try problems("Text(\"a\").font(.titel)") == [
                "1:16: type 'Font' has no member 'titel'; did you mean 'title'?"
            ])
    }

    @Test func wrongLabelsListTheSignaturesThatExist() throws {
        #expect(
            try problems("Text(\"x\").frame(widht: 10)") == [
                "1:17: no modifier 'frame' takes the arguments (widht:); the signatures that exist: "
                    + "frame(width:height:alignment:), "
                    + "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)"
            ])
        #expect(
            try problems("Label(\"Home\", image: 1, extra: 2)").first?.hasPrefix(
                "1:15: no initializer 'Label' takes the arguments (_:image:extra:); the signatures that exist: Label(_:systemImage:), Label(_:image:), Label(_:), Label(title:icon:)"
            ) == true)
    }

    @Test func aMissingLabelOnADeclaredViewIsNamed() throws {
        let source =
            "struct Row: View {\n    let title: String\n    var body: some View { Text(title) }\n}\nRow(\"A\")\n"
        #expect(try problems(source) == ["5:5: missing argument label 'title:' in call to 'Row(title:)' (have '_:')"])
    }

    @Test func aWrongTypeNamesBothTypes() throws {
        let session = SnippetSession()
        let evaluation = session.evaluate("Text(\"x\")\n    .padding(\"x\")\n", kind: .preview)
        let diagnostic = try #require(evaluation.diagnostics.first)
        #expect(
            "\(diagnostic.line):\(diagnostic.column): \(diagnostic.message)"
                == "2:14: cannot convert value of type 'String' to expected argument type 'CGFloat'")
        #expect(diagnostic.length == 3)
        #expect(diagnostic.notes.contains("candidate: padding(_: CGFloat)"))
    }

    @Test func anErrorInsideADeclaredViewsBodyIsReportedWhereItIs() throws {
        let source =
            "struct Badge: View {\n    var body: some View {\n        Text(\"1\").forgroundColor(.red)\n    }\n}\nBadge()\n"
        #expect(try problems(source) == ["3:18: unknown modifier 'forgroundColor'; did you mean 'foregroundColor'?"])
    }

    @Test func aRunawayRangeStopsFastWithADiagnostic() throws {
        let start = Date()
        let found = try problems("ForEach(0..<10_000_000) { i in\n    Text(\"\\(i)\")\n}\n")
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(found == ["1:1: snippet stopped: a range of 10000000 elements is more than a preview can show (20000)"])
    }

    @Test func aViewThatContainsItselfStopsWithADiagnostic() throws {
        let found = try problems(
            "struct Loop: View {\n    var body: some View {\n        VStack { Loop() }\n    }\n}\nLoop()\n")
        #expect(found.first?.hasSuffix("snippet stopped: views or calls nested too deep") == true)
    }

    @Test func endlessRecursionAndLoopsStop() throws {
        let recursion = try problems("func f(_ n: Int) -> Int {\n    f(n + 1)\n}\nText(\"\\(f(0))\")\n")
        #expect(recursion == ["2:5: snippet stopped: calls nested more than 100 deep"])
        let loop = try problems("var n = 0\nwhile true {\n    n += 1\n}\n")
        #expect(loop == ["3:5: snippet stopped: it took more than 100000 evaluation steps"])
    }

    /// Files stay closed; the clock is the preview clock, never the machine's (see
    /// FormatStyleTests).
    @Test func sandboxedFunctionsAreRefused() throws {
        #expect(
            try problems("Text(String(contentsOfFile: \"/etc/passwd\"))").first?.contains("no initializer 'String'")
                == true)
    }

    @Test func formatsThatWouldReadTheWrongArgumentAreRefused() throws {
        #expect(
            try problems("Text(String(format: \"%@\", 3.0))") == [
                "1:6: format '%@' must have exactly one conversion matching its argument (one of %f %F %e %E %g %G %a %A)"
            ])
        #expect(try renderSnippet("Text(String(format: \"%.1f%%\", 99.5))").get().accessibilityText == ["99.5%"])
    }

    @Test func aConditionMustBeABool() throws {
        #expect(
            try problems("let n = 1\nif n {\n    Text(\"x\")\n}\n") == [
                "2:4: cannot convert value of type 'Int' to expected condition type 'Bool'"
            ])
    }
}
