import Foundation
import GalleyUI

extension Registry {
    /// Dates at the preview's clock, and the format styles that turn numbers and dates
    /// into text (`Text(_:format:)`, `formatted(_:)`, `Text(_:style:)`).
    func registerFormats() {
        registerDates()
        registerTimelineView()
        type("FormatStyle", (any SnippetFormatStyle).self)
        staticValues(
            "FormatStyle",
            [
                "number": { NumberFormat(kind: .number) }, "percent": { NumberFormat(kind: .percent) },
                "dateTime": { DateFormat() },
            ])
        staticFunction("FormatStyle", "currency(code:)") { NumberFormat(kind: .currency(code: try $0["code"])) }

        let notation = "NumberFormatStyleConfiguration.Notation"
        type(notation, NumberFormat.Notation.self)
        staticValues(
            notation,
            [
                "automatic": { NumberFormat.Notation.automatic }, "compactName": { NumberFormat.Notation.compactName },
                "scientific": { NumberFormat.Notation.scientific },
            ])
        method(NumberFormat.self, "notation(_:)") { format, a in
            var format = format
            format.notation = try a["notation"]
            return format
        }
        let precision = "NumberFormatStyleConfiguration.Precision"
        type(precision, NumberFormat.Precision.self)
        staticFunction(precision, "fractionLength(_:)") {
            NumberFormat.Precision.fractionLength(try Self.digitRange($0))
        }
        staticFunction(precision, "significantDigits(_:)") {
            NumberFormat.Precision.significantDigits(try Self.digitRange($0))
        }
        method(NumberFormat.self, "precision(_:)") { format, a in
            var format = format
            format.precision = try a["precision"]
            return format
        }
        let grouping = "NumberFormatStyleConfiguration.Grouping"
        type(grouping, NumberFormat.Grouping.self)
        staticValues(
            grouping, ["automatic": { NumberFormat.Grouping.automatic }, "never": { NumberFormat.Grouping.never }])
        method(NumberFormat.self, "grouping(_:)") { format, a in
            var format = format
            format.grouping = try a["grouping"]
            return format
        }
        let fields: [(String, DateFormat.Field)] = [
            ("year", .year), ("month", .month), ("day", .day), ("weekday", .weekday), ("hour", .hour),
            ("minute", .minute), ("second", .second),
        ]
        for (name, field) in fields {
            // `.month(.wide)`, `.hour(.defaultDigits(amPM: .abbreviated))`: the field is shown
            // in its usual width whatever the argument says.
            method(DateFormat.self, "\(name)(_:)") { format, _ in
                var format = format
                format.fields.insert(field)
                return format
            }
        }

        // A number or a date: the style says which it formats.
        view(
            "Text(_:format:)",
            example: #"""
                VStack {
                    Text("Hello, world")
                    Text(3.5, format: .number)
                }
                """#
        ) { a in
            Text(verbatim: try Self.formatted(try a["value"] as Value, with: try a["format"], at: a))
        }
        type("Text.DateStyle", DateFormat.TextStyle.self)
        staticValues(
            "Text.DateStyle",
            Dictionary(
                uniqueKeysWithValues: DateFormat.TextStyle.allCases.map { style in
                    (style.rawValue, { @Sendable in style })
                }))
        view("Text(_:style:)") { a in
            let date: Date = try a["date"]
            let style: DateFormat.TextStyle = try a["style"]
            return Text(verbatim: DateFormat.text(date, style: style, now: PreviewClock.now))
        }
    }

    /// `TimelineView(.periodic(from: .now, by: 1)) { context in … }`: a still picture is
    /// one moment of the timeline, the preview clock's; the schedule is read and set aside.
    private func registerTimelineView() {
        type("TimelineView.Context", TimelineViewContext.self)
        property(TimelineViewContext.self, "date") { $0.date }
        view(
            "TimelineView(_:content:)",
            example: #"""
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    VStack {
                        Text(context.date, style: .time).font(.largeTitle)
                        Text(context.date.formatted(date: .complete, time: .omitted))
                    }
                }
                .padding()
                """#
        ) { a in
            let make: ViewFunction = try a["content"]
            return TimelineView(a.node) { context in AnyView(erasing: make.call(.native(context))) }
        }
    }

    private func registerDates() {
        type("Date", Date.self)
        initializer("Date()") { _ in PreviewClock.now }
        initializer("Date(timeIntervalSinceNow:)") {
            PreviewClock.now.addingTimeInterval(try $0["timeIntervalSinceNow"])
        }
        initializer("Date(timeIntervalSince1970:)") { Date(timeIntervalSince1970: try $0["timeIntervalSince1970"]) }
        initializer("Date(timeIntervalSinceReferenceDate:)") {
            Date(timeIntervalSinceReferenceDate: try $0["timeIntervalSinceReferenceDate"])
        }
        staticValue("Date", "now", PreviewClock.now)
        property(Date.self, "timeIntervalSince1970") { $0.timeIntervalSince1970 }
        property(Date.self, "timeIntervalSinceReferenceDate") { $0.timeIntervalSinceReferenceDate }
        method(Date.self, "addingTimeInterval(_:)") { $0.addingTimeInterval(try $1["interval"]) }
        method(Date.self, "timeIntervalSince(_:)") { $0.timeIntervalSince(try $1["other"]) }
        method(Date.self, "formatted()") { date, _ in DateFormat().format(date) }
        type("Date.FormatStyle.DateStyle", DateFormat.Style.self)
        type("Date.FormatStyle.TimeStyle", DateFormat.Style.self)
        let dateStyles: [DateFormat.Style] = [.omitted, .numeric, .abbreviated, .long, .complete]
        staticValues(
            "Date.FormatStyle.DateStyle",
            Dictionary(uniqueKeysWithValues: dateStyles.map { style in (style.rawValue, { @Sendable in style }) }))
        let timeStyles: [DateFormat.Style] = [.omitted, .shortened, .standard, .complete]
        staticValues(
            "Date.FormatStyle.TimeStyle",
            Dictionary(uniqueKeysWithValues: timeStyles.map { style in (style.rawValue, { @Sendable in style }) }))
        method(Date.self, "formatted(date:time:)") { date, a in
            DateFormat(dateStyle: try a["date"], timeStyle: try a["time"]).format(date)
        }
        method(Date.self, "formatted(_:)") { date, a in
            try Self.formatted(.wrap(date), with: try a["format"], at: a)
        }
    }

    /// `value` in `style`; a style of the wrong kind (`.percent` for a date) is the
    /// snippet's mistake.
    static func formatted(_ value: Value, with style: any SnippetFormatStyle, at a: Arguments) throws -> String {
        guard let text = style.format(value) else {
            throw EvaluationError(
                "a \(name(of: Swift.type(of: style))) does not format a value of type '\(value.typeName)'", at: a.node)
        }
        return text
    }

    /// `.fractionLength(2)` or `.fractionLength(0...2)`.
    private static func digitRange(_ a: Arguments) throws -> ClosedRange<Int> {
        let value: Value = try a["limits"]
        switch value {
        case .int(let count) where count >= 0 && count <= 15: return count...count
        case .range(let lower, let upper) where lower >= 0 && upper > lower && upper <= 16: return lower...(upper - 1)
        default:
            throw EvaluationError(
                "a number of digits must be a whole number from 0 to 15, or a range of them", at: a.node)
        }
    }
}
