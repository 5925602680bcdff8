import GalleySnippets
import GalleyUI
import Testing

/// One test per Swift construct: each asserts what the construct makes appear.
@Suite struct ConstructTests {
    /// The identifiers of the laid-out tree, in order.
    func identifiers(_ source: String) throws -> [String] {
        func collect(_ node: LaidOutNode) -> [String] {
            (node.identifier.map { [$0] } ?? []) + node.children.flatMap(collect)
        }
        return collect(try layout(source))
    }

    @Test func literalsAndStringInterpolation() throws {
        let root = try layout("let name = \"Ada\"\nlet n = 2\nText(\"\\(name) has \\(n * 3) items, \\(1.5 + 1)\")")
        #expect(root.type == "Text")
        let texts = try renderSnippet("Text(\"\\(\"a\") \\(3) \\(2.5) \\(true)\")").get().accessibilityText
        #expect(texts == ["a 3 2.5 true"])
    }

    @Test func arithmeticComparisonAndLogic() throws {
        let text = try renderSnippet(
            "let a = 7\nlet b = 2\nText(\"\\(a / b) \\(a % b) \\(a > b && !(b == 2) || a != 7) \\(Double(a) / 2)\")"
        ).get()
        #expect(text.accessibilityText == ["3 1 false 3.5"])
    }

    @Test func ternaryAndNilCoalescing() throws {
        let text = try renderSnippet(
            "let x: String? = nil\nlet on = true\nText((x ?? \"none\") + (on ? \"!\" : \"?\"))"
        ).get()
        #expect(text.accessibilityText == ["none!"])
    }

    @Test func ifElseTakesTheBranchThatHolds() throws {
        let source =
            "let on = false\nVStack {\n    if on {\n        Text(\"a\").accessibilityIdentifier(\"a\")\n    } else if 1 < 2 {\n        Text(\"b\").accessibilityIdentifier(\"b\")\n    } else {\n        Text(\"c\").accessibilityIdentifier(\"c\")\n    }\n}"
        #expect(try identifiers(source) == ["b"])
    }

    @Test func ifLetBindsTheValue() throws {
        let text = try renderSnippet("let name: String? = \"Kim\"\nif let name {\n    Text(\"Hi \\(name)\")\n}").get()
        #expect(text.accessibilityText == ["Hi Kim"])
    }

    @Test func switchOverEnumsWithAssociatedValuesAndRanges() throws {
        let source = """
            enum Phase { case idle, loaded(count: Int) }
            let phase = Phase.loaded(count: 12)
            switch phase {
            case .idle: Text("idle")
            case .loaded(let count) where count > 10: Text("many \\(count)")
            case .loaded: Text("few")
            }
            """
        #expect(try renderSnippet(source).get().accessibilityText == ["many 12"])
        #expect(
            try renderSnippet(
                "switch 42 {\ncase 0..<10: Text(\"small\")\ncase 10...99: Text(\"medium\")\ndefault: Text(\"large\")\n}"
            ).get().accessibilityText == ["medium"])
    }

    @Test func forEachOverRangesArraysAndIdentifiables() throws {
        let root = try layout(
            "VStack {\n    ForEach(0..<3) { i in Text(\"\\(i)\") }\n    ForEach([\"a\", \"b\"], id: \\.self) { Text($0) }\n}"
        )
        #expect(root.all(type: "Text").count == 5)
    }

    @Test func closuresWithParametersAndShorthand() throws {
        let text = try renderSnippet(
            "let xs = [3, 1, 2]\nText(xs.sorted().map { \"\\($0)\" }.joined(separator: \",\") + xs.filter { x in x > 1 }.map { String($0) }.joined())"
        ).get()
        #expect(text.accessibilityText == ["1,2,332"])
    }

    @Test func guardInAFunction() throws {
        let source =
            "func label(_ n: Int) -> String {\n    guard n > 0 else { return \"none\" }\n    return \"\\(n)\"\n}\nText(label(0) + label(4))"
        #expect(try renderSnippet(source).get().accessibilityText == ["none4"])
    }

    @Test func callsWithLabelsDefaultsAndMultipleTrailingClosures() throws {
        let source =
            "Button {\n} label: {\n    Text(\"Go\")\n}\n.frame(width: 100, alignment: .leading)\n.accessibilityIdentifier(\"b\")"
        let root = try layout(source)
        #expect(root.first(identifier: "b")?.frame.width == 100)
    }

    @Test func implicitMembersResolveAgainstTheParameterType() throws {
        let root = try layout("Text(\"x\").padding(.horizontal, 10).accessibilityIdentifier(\"p\")")
        let padded = try #require(root.first(identifier: "p"))
        let text = try #require(padded.all(type: "Text").first)
        #expect(text.frame.x == 10)
        #expect(text.frame.y == 0)
    }

    @Test func keyPathsAndEnvironment() throws {
        let source =
            "struct Scheme: View {\n    @Environment(\\.colorScheme) var scheme\n    var body: some View { Text(scheme == .dark ? \"dark\" : \"light\") }\n}\nScheme().environment(\\.colorScheme, .dark)"
        #expect(try renderSnippet(source).get().accessibilityText == ["dark"])
        #expect(try renderSnippet("Scheme()", session: sessionWith(source)).get().accessibilityText == ["light"])
    }

    @Test func bindingsAndConstantBindings() throws {
        let source =
            "struct V: View {\n    @State private var on = true\n    var body: some View { Toggle(\"Wi-Fi\", isOn: $on) }\n}\nV()"
        #expect(try renderSnippet(source).get().accessibilityText.contains("Wi-Fi"))
        #expect(try problems("Toggle(\"A\", isOn: .constant(true))").isEmpty)
        #expect(
            try problems("Toggle(\"A\", isOn: true)") == [
                "1:13: cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'"
            ])
    }

    @Test func actionsNeverRunAndPrintIsANoOp() throws {
        let source = "var count = 0\nButton(\"Add\") {\n    count += 1\n    print(count)\n    fatalError()\n}"
        #expect(try problems(source).isEmpty)
        #expect(try problems("print(\"hello\")\nText(\"x\")").isEmpty)
    }

    @Test func compileTimeConditionsTakeTheIOSBranch() throws {
        let source =
            "#if os(macOS)\nText(\"mac\")\n#else\nText(\"iOS\")\n#endif\nif #available(iOS 17, *) {\n    Text(\"new\")\n}"
        #expect(try renderSnippet("VStack {\n\(source)\n}").get().accessibilityText == ["iOS", "new"])
    }

    private func sessionWith(_ declarations: String) -> SnippetSession {
        let session = SnippetSession()
        _ = session.evaluate(declarations, kind: .preview)
        return session
    }
}

@Suite struct RegistryDefaultTests {
    @Test func defaultValuesWithOperatorsAreEvaluated() throws {
        #expect(try problems("Slider(value: .constant(0.4))").isEmpty)
    }
}
