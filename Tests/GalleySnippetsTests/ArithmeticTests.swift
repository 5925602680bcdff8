import GalleySnippets
import Testing

/// Swift's run-time checks, as authors see them: where Swift traps, the snippet stops
/// with Swift's message at the operator; where it does not, the value is Swift's.
@Suite struct ArithmeticTests {
    /// What `Text("\(expression)")` shows.
    func shown(_ expression: String, after declarations: String = "") throws -> String? {
        try renderSnippet("\(declarations)\nText(\"\\(\(expression))\")").get().accessibilityText.first
    }

    @Test(arguments: [
        ("let a = Int.max\nlet b = a + 1\nText(\"\\(b)\")", "2:11: arithmetic overflow"),
        ("let a = Int.min\nText(\"\\(a - 1)\")", "2:11: arithmetic overflow"),
        ("Text(\"\\(Int.max * 2)\")", "1:17: arithmetic overflow"),
        ("let a = Int.min\nText(\"\\(-a)\")", "2:9: arithmetic overflow"),
        ("Text(\"\\(abs(Int.min))\")", "1:9: arithmetic overflow"),
        ("let zero = 0\nText(\"\\(7 / zero)\")", "2:11: division by zero"),
        ("let zero = 0\nText(\"\\(7 % zero)\")", "2:11: division by zero in remainder operation"),
        ("let a = Int.min\nText(\"\\(a / -1)\")", "2:11: division results in an overflow"),
        ("let a = Int.min\nText(\"\\(a % -1)\")", "2:11: division results in an overflow in remainder operation"),
    ])
    func integerTrapsStopAtTheOperator(source: String, expected: String) throws {
        #expect(try problems(source) == [expected])
    }

    @Test(arguments: [
        ("var total = Int.max - 1\n    total += 2", "3:11: arithmetic overflow"),
        ("var total = Int.min\n    total -= 1", "3:11: arithmetic overflow"),
        ("var total = Int.max\n    total *= 2", "3:11: arithmetic overflow"),
        ("var total = 1\n    total /= 0", "3:11: division by zero"),
        ("var total = 1\n    total %= 0", "3:11: division by zero in remainder operation"),
    ])
    func compoundAssignmentsTrapAtTheirOperator(body: String, expected: String) throws {
        let source = "func total() -> Int {\n    \(body)\n    return total\n}\nText(\"\\(total())\")\n"
        #expect(try problems(source) == [expected])
    }

    @Test func integerArithmeticThatFitsKeepsSwiftsValues() throws {
        #expect(try shown("Int.max - 1") == "9223372036854775806")
        #expect(try shown("Int.min + 1") == "-9223372036854775807")
        #expect(try shown("7 / 2 == 3") == "true")
        #expect(try shown("-7 / 2") == "-3")
        #expect(try shown("-7 % 3 == -1") == "true")
        #expect(try shown("abs(-3)") == "3")
        #expect(try shown("-a", after: "let a = Int.max") == "-9223372036854775807")
    }

    @Test func wrappingOperatorsWrap() throws {
        #expect(try shown("Int.max &+ 1 == Int.min") == "true")
        #expect(try shown("Int.min &- 1 == Int.max") == "true")
        #expect(try shown("Int.max &* 2") == "-2")
        let source = "func wrapped() -> Int {\n    var total = Int.max\n    total &+= 1\n    return total\n}\n"
        #expect(try shown("wrapped() == Int.min", after: source) == "true")
    }

    @Test func forceUnwrappingNilStopsAtTheExclamationMark() throws {
        #expect(
            try problems("let name: String? = nil\nText(name!)")
                == ["2:10: unexpectedly found nil while unwrapping an Optional value"])
        #expect(
            try problems("Text(\"\\(Int(\"x\")!)\")") == [
                "1:17: unexpectedly found nil while unwrapping an Optional value"
            ]
        )
    }

    @Test func parsingANumberGivesAnOptional() throws {
        #expect(try shown("Int(\"42\")! + 1 == 43") == "true")
        #expect(try shown("Int(\"x\") ?? 0") == "0")
        #expect(try shown("Int(\"x\") == nil") == "true")
        #expect(try shown("Double(\"1.5\")!") == "1.5")
        #expect(try shown("Double(\"x\") == nil") == "true")
        #expect(try shown("Double(\"x\") ?? 2.5") == "2.5")
    }

    @Test func convertingADoubleTruncatesTowardZero() throws {
        #expect(try shown("Int(2.9)") == "2")
        #expect(try shown("Int(-2.9)") == "-2")
        #expect(try shown("Int(-9223372036854775808.0) == Int.min") == "true")
        #expect(try shown("Int(Int.max)") == "9223372036854775807")
    }

    @Test(arguments: [
        (
            "let d = Double.infinity\nText(\"\\(Int(d))\")",
            "2:9: Double value cannot be converted to Int because it is either infinite or NaN"
        ),
        (
            "let d = Double.nan\nText(\"\\(Int(d))\")",
            "2:9: Double value cannot be converted to Int because it is either infinite or NaN"
        ),
        (
            "Text(\"\\(Int(9223372036854775807.0))\")",
            "1:9: Double value cannot be converted to Int because the result would be greater than Int.max"
        ),
        (
            "let d = -1e19\nText(\"\\(Int(d))\")",
            "2:9: Double value cannot be converted to Int because the result would be less than Int.min"
        ),
    ])
    func aDoubleNoIntHoldsStopsTheConversion(source: String, expected: String) throws {
        #expect(try problems(source) == [expected])
    }

    @Test func anIndexOutOfRangeStopsAtTheIndex() throws {
        #expect(try problems("let items = [1, 2, 3]\nText(\"\\(items[3])\")") == ["2:15: index out of range"])
        #expect(try problems("let items = [1, 2, 3]\nText(\"\\(items[-1])\")") == ["2:15: index out of range"])
        #expect(try shown("items[2]", after: "let items = [1, 2, 3]") == "3")
    }

    @Test func anIntegerLiteralTooLargeForIntIsTheCompilersError() throws {
        #expect(
            try problems("Text(\"\\(9223372036854775808)\")")
                == ["1:9: integer literal '9223372036854775808' overflows when stored into 'Int'"])
        #expect(
            try problems("let a = 1\nlet b = -9_223_372_036_854_775_809\nText(\"\\(b)\")")
                == ["2:9: integer literal '-9223372036854775809' overflows when stored into 'Int'"])
        #expect(
            try problems("Text(\"\\(0x1_0000_0000_0000_0000)\")")
                == ["1:9: integer literal '18446744073709551616' overflows when stored into 'Int'"])
        #expect(try shown("-9223372036854775808 == Int.min") == "true")
        #expect(try shown("0x7FFF_FFFF_FFFF_FFFF == Int.max") == "true")
        #expect(try shown("0b101 + 0o17") == "20")
    }

    @Test func rangesAtIntsLimitsStopTheSnippetNotTheTool() throws {
        #expect(
            try problems("ForEach(Int.min..<Int.max) { i in\n    Text(\"\\(i)\")\n}")
                == [
                    "1:1: snippet stopped: a range of 18446744073709551615 elements is more than a preview can show (20000)"
                ])
        #expect(try problems("Text(\"\\((Int.min..<Int.max).count)\")") == ["1:9: arithmetic overflow"])
        #expect(try shown("(1...3).count") == "3")
        #expect(try shown("[1, 2, 3].prefix(2)") == "[1, 2]")
        #expect(
            try problems("Text(\"\\([1, 2].prefix(-1))\")")
                == ["1:9: can't take a prefix of negative length from a collection"])
    }
}
