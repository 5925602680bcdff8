import GalleySnippets
import Testing

/// Swift's own methods on a snippet's values, registered from their declarations: what
/// they give, what a callable argument may be, and how a wrong argument is reported.
@Suite struct SwiftMethodsTests {
    /// What `Text("\(expression)")` shows.
    func shown(_ expression: String, after declarations: String = "") throws -> String? {
        try renderSnippet("\(declarations)\nText(\"\\(\(expression))\")").get().accessibilityText.first
    }

    @Test(arguments: [
        ("[1, 2, 3].map { $0 * 2 }", "[2, 4, 6]"),
        ("[3, 1, 2].sorted()", "[1, 2, 3]"),
        ("[3, 1, 2].sorted(by: >)", "[3, 2, 1]"),
        ("[1, 2, 3].reduce(0, +)", "6"),
        ("[1, 2, 3].contains(2)", "true"),
        ("[1, 2, 3].contains { $0 > 2 }", "true"),
        ("[1, 2, 3].first(where: { $0 > 1 }) ?? 0", "2"),
        ("[\"a\", \"b\"].joined(separator: \"-\")", "a-b"),
        ("(0..<3).map { $0 + 1 }", "[1, 2, 3]"),
        ("\"Ada Lovelace\".split(separator: \" \").count", "2"),
        ("2.5.rounded(.up)", "3.0"),
        ("7.5.truncatingRemainder(dividingBy: 2)", "1.5"),
        ("[1, 2].map(String.init).joined(separator: \"+\")", "1+2"),
        ("[\"ab\", \"\"].compactMap(\\.first).joined()", "a"),
        ("[\"ab\", \"c\"].map(\\.count)", "[2, 1]"),
    ])
    func methodsGiveSwiftsValues(expression: String, expected: String) throws {
        let value = try shown(expression)
        #expect(value == expected)
    }

    @Test func aDeclaredTypeOrFunctionIsAClosureArgument() throws {
        let declarations = """
            struct Box {
                var value: Int
                init(_ value: Int) { self.value = value }
            }
            func double(_ number: Int) -> Int { number * 2 }
            """
        #expect(try shown("[1, 2].map(Box.init).map(\\.value).map(double)", after: declarations) == "[2, 4]")
    }

    @Test func optionalMapSkipsNil() throws {
        let declarations = "let some: Int? = 2\nlet none: Int? = nil"
        #expect(try shown("some.map { $0 + 1 } ?? 0", after: declarations) == "3")
        #expect(try shown("none.map { $0 + 1 } ?? 0", after: declarations) == "0")
    }

    @Test func aWrongArgumentIsATypeMismatch() throws {
        let wrongType = try problems("Text(\"\\(\"abc\".hasPrefix(1))\")")
        #expect(wrongType == ["1:25: cannot convert value of type 'Int' to expected argument type 'String'"])
        #expect(
            try problems("Text(\"\\(2.5.rounded(.sideways))\")")
                == ["1:21: type 'FloatingPointRoundingRule' has no member 'sideways'"])
    }
}
