import Foundation
import GalleyUI
import Testing

@testable import GalleySnippets

/// Numbers and dates as previews show them: United States English, UTC, at the preview
/// clock; written as snippets write them (`Text(_:format:)`, `formatted`, interpolation).
@Suite struct FormatStyleTests {
    @Test(arguments: [
        ("12400", ".number", "12,400"), ("1234.5678", ".number", "1,234.5678"),
        ("3.14159265", ".number", "3.141593"), ("-0.0001", ".number.precision(.fractionLength(2))", "0.00"),
        ("12400", ".number.notation(.compactName)", "12K"), ("1234", ".number.notation(.compactName)", "1.2K"),
        ("2_500_000", ".number.notation(.compactName)", "2.5M"), ("180", ".number.notation(.compactName)", "180"),
        ("0.456", ".percent", "45.6%"), ("45", ".percent", "45%"),
        ("12.5", ".currency(code: \"USD\")", "$12.50"), ("-1200", ".currency(code: \"EUR\")", "-€1,200.00"),
        ("1500", ".currency(code: \"JPY\")", "¥1,500"), ("9.99", ".currency(code: \"CHF\")", "CHF\u{A0}9.99"),
        ("1234567", ".number.grouping(.never)", "1234567"), ("2.0", ".number.precision(.fractionLength(0...2))", "2"),
        ("1234.5", ".number.precision(.significantDigits(2))", "1,200"),
    ])
    func numbersFormatAsFoundationDoes(value: String, style: String, expected: String) throws {
        let evaluation = try shown("(\(value)).formatted(\(style))")
        #expect(evaluation == expected)
    }

    @Test func theFormatStyleWorksInTextAndInterpolation() throws {
        #expect(try shown(#""Followers: \(12400, format: .number.notation(.compactName))""#) == "Followers: 12K")
        #expect(try shown(#""\(0.25, specifier: "%.1f") of \(3, specifier: "%d")""#) == "0.2 of 3")
        #expect(try shown("12400.formatted()") == "12,400")
        _ = try layout(#"Text(12400, format: .number.notation(.compactName))"#)
    }

    @Test func datesAreThePreviewClocksInUTC() throws {
        #expect(PreviewClock.referenceDate == Date(timeIntervalSince1970: 1_168_335_660))
        // Unless SOURCE_DATE_EPOCH is set for the test run, `now` is 9:41 on 9 January 2007.
        guard ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] == nil else { return }
        #expect(try shown("Date().formatted(date: .abbreviated, time: .omitted)") == "Jan 9, 2007")
        #expect(try shown("Date.now.formatted(date: .omitted, time: .shortened)") == "9:41\u{202F}AM")
        #expect(try shown("Date.now.formatted()") == "1/9/2007, 9:41\u{202F}AM")
        #expect(try shown("Date().formatted(date: .complete, time: .omitted)") == "Tuesday, January 9, 2007")
        #expect(try shown("Date().formatted(.dateTime.hour().minute())") == "9:41\u{202F}AM")
        #expect(try shown("Date().formatted(.dateTime.weekday().month().day())") == "Tue, Jan 9")
        #expect(
            try shown(#""starts \(Date().addingTimeInterval(90 * 60), style: .relative) from now""#)
                == "starts 1 hr, 30 min from now")
        #expect(try shown(#""\(Date(timeIntervalSinceNow: -75), style: .timer)""#) == "1:15")
    }

    @Test func aTimelineViewShowsOneMomentThePreviewClocks() throws {
        let root = try layout(
            """
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date, style: .time).accessibilityIdentifier("time")
            }
            """)
        #expect(root.first(identifier: "time") != nil)
    }

    @Test func aWrongStyleIsTheSnippetsMistake() throws {
        #expect(
            try problems(#"Text(Date(), format: .percent)"#) == [
                "1:1: a NumberFormat does not format a value of type 'Date'"
            ])
        #expect(try problems(#"Text("\(Date(), style: .soon)")"#).first?.contains("'style:' formats a Date") == true)
    }

    /// What `Text("\(expression)")` shows.
    private func shown(_ expression: String) throws -> String? {
        try renderSnippet("Text(\"\\(\(expression))\")").get().accessibilityText.first
    }
}
