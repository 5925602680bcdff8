import Foundation

/// Dates as previews show them: United States English, in UTC, so that a picture does
/// not depend on the machine that drew it.
enum PreviewCalendar {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    static func parts(of date: Date) -> DateComponents {
        calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute, .second], from: date)
    }
}

/// `.dateTime` with the fields a snippet asks for (`.dateTime.hour().minute()`), or
/// `formatted(date:time:)`'s pair of styles.
struct DateFormat: SnippetFormatStyle {
    enum Field: Hashable, Sendable { case year, month, day, weekday, hour, minute, second }
    /// `formatted(date:time:)` styles: `omitted`, `numeric`, `abbreviated`, `long`,
    /// `complete` for dates; `omitted`, `shortened`, `standard`, `complete` for times.
    enum Style: String, Sendable { case omitted, numeric, abbreviated, long, complete, shortened, standard }

    var fields: Set<Field> = []
    var dateStyle: Style?
    var timeStyle: Style?

    func format(_ value: Value) -> String? {
        guard case .native(let date as Date) = value else { return nil }
        return format(date)
    }

    func format(_ date: Date) -> String {
        let parts = PreviewCalendar.parts(of: date)
        if dateStyle != nil || timeStyle != nil {
            let datePart = Self.date(parts, style: dateStyle ?? .omitted)
            let timePart = Self.time(parts, style: timeStyle ?? .omitted)
            return [datePart, timePart].filter { !$0.isEmpty }.joined(separator: ", ")
        }
        if fields.isEmpty { return Self.date(parts, style: .numeric) + ", " + Self.time(parts, style: .shortened) }
        var dateText = ""
        let month = parts.month.map { PreviewCalendar.monthNames[$0 - 1].prefix(3) } ?? ""
        switch (fields.contains(.month), fields.contains(.day), fields.contains(.year)) {
        case (true, true, true): dateText = "\(month) \(parts.day ?? 1), \(parts.year ?? 2007)"
        case (true, true, false): dateText = "\(month) \(parts.day ?? 1)"
        case (true, false, true): dateText = "\(month) \(parts.year ?? 2007)"
        case (true, false, false): dateText = String(month)
        case (false, true, _): dateText = "\(parts.day ?? 1)"
        case (false, false, true): dateText = "\(parts.year ?? 2007)"
        case (false, false, false): break
        }
        if fields.contains(.weekday), let weekday = parts.weekday {
            let name = String(PreviewCalendar.weekdayNames[weekday - 1].prefix(3))
            dateText = dateText.isEmpty ? name : name + ", " + dateText
        }
        var timeText = ""
        let clock = Clock(parts)
        switch (fields.contains(.hour), fields.contains(.minute), fields.contains(.second)) {
        case (true, true, true): timeText = "\(clock.hour):\(clock.minute):\(clock.second)\u{202F}\(clock.marker)"
        case (true, true, false): timeText = "\(clock.hour):\(clock.minute)\u{202F}\(clock.marker)"
        case (true, false, _): timeText = "\(clock.hour)\u{202F}\(clock.marker)"
        case (false, true, true): timeText = "\(clock.minute):\(clock.second)"
        case (false, true, false): timeText = clock.minute
        case (false, false, true): timeText = clock.second
        case (false, false, false): break
        }
        return [dateText, timeText].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    static func date(_ parts: DateComponents, style: Style) -> String {
        let year = parts.year ?? 2007
        let month = parts.month ?? 1
        let day = parts.day ?? 1
        let monthName = PreviewCalendar.monthNames[month - 1]
        let weekday = parts.weekday.map { PreviewCalendar.weekdayNames[$0 - 1] } ?? ""
        switch style {
        case .omitted, .shortened, .standard: return ""
        case .numeric: return "\(month)/\(day)/\(year)"
        case .abbreviated: return "\(monthName.prefix(3)) \(day), \(year)"
        case .long: return "\(monthName) \(day), \(year)"
        case .complete: return "\(weekday), \(monthName) \(day), \(year)"
        }
    }

    /// A time's parts as United States English writes them: a 12-hour clock, two-digit
    /// minutes and seconds, AM or PM (after a narrow no-break space, as iOS puts it).
    struct Clock {
        let hour: Int
        let minute: String
        let second: String
        let marker: String

        init(_ parts: DateComponents) {
            let hour = parts.hour ?? 0
            self.hour = hour % 12 == 0 ? 12 : hour % 12
            minute = String(format: "%02d", parts.minute ?? 0)
            second = String(format: "%02d", parts.second ?? 0)
            marker = hour < 12 ? "AM" : "PM"
        }
    }

    static func time(_ parts: DateComponents, style: Style) -> String {
        let clock = Clock(parts)
        switch style {
        case .omitted, .numeric, .abbreviated, .long: return ""
        case .shortened: return "\(clock.hour):\(clock.minute)\u{202F}\(clock.marker)"
        case .standard: return "\(clock.hour):\(clock.minute):\(clock.second)\u{202F}\(clock.marker)"
        case .complete: return "\(clock.hour):\(clock.minute):\(clock.second)\u{202F}\(clock.marker) UTC"
        }
    }

    /// `Text(date, style:)`: `.time`, `.date`, and the styles relative to the preview's
    /// clock (`.relative`, `.offset`, `.timer`), which a still picture shows at that instant.
    enum TextStyle: String, CaseIterable, Sendable { case time, date, relative, offset, timer }

    static func text(_ date: Date, style: TextStyle, now: Date) -> String {
        let parts = PreviewCalendar.parts(of: date)
        let interval = date.timeIntervalSince(now)
        switch style {
        case .time: return time(parts, style: .shortened)
        case .date: return self.date(parts, style: .long)
        case .relative: return duration(abs(interval))
        case .offset: return (interval < 0 ? "-" : "+") + duration(abs(interval))
        case .timer:
            let total = Int(abs(interval).rounded(.down))
            let minutesAndSeconds = String(format: "%02d:%02d", (total / 60) % 60, total % 60)
            return total >= 3600
                ? "\(total / 3600):" + minutesAndSeconds : String(format: "%d:%02d", total / 60, total % 60)
        }
    }

    /// `1 hr, 30 min`: the two largest units, as SwiftUI's relative date text shows.
    static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded(.down))
        let units: [(Int, String)] = [(86_400, "day"), (3_600, "hr"), (60, "min"), (1, "sec")]
        var parts: [String] = []
        var rest = total
        for (size, name) in units where rest >= size && parts.count < 2 {
            let count = rest / size
            rest %= size
            parts.append("\(count) \(name == "day" && count != 1 ? "days" : name)")
        }
        return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
    }
}
