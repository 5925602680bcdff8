import Foundation

/// Date formats used in pages and feeds, always in UTC and English, so that output never
/// depends on the machine that builds it. Computed arithmetically: creating a
/// `DateFormatter` per call cost half of a 1,000-article build.
enum Dates {
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    private static let dayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// The UTC calendar fields of `date`.
    struct Fields: Equatable {
        var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, weekday: Int
    }

    /// Splits a date into UTC fields with the days-from-civil algorithm (proleptic
    /// Gregorian calendar), which is exact for every date a site may carry.
    static func fields(_ date: Date) -> Fields {
        let seconds = Int(floor(date.timeIntervalSince1970))
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let secondOfDay = seconds - days * 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        // 1 January 1970 was a Thursday.
        let weekday = ((days % 7) + 11) % 7
        return Fields(
            year: year, month: month, day: day, hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60,
            second: secondOfDay % 60, weekday: weekday)
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    private static func fourDigits(_ value: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }

    /// "22 November 2026".
    static func display(_ date: Date) -> String {
        let f = fields(date)
        return "\(f.day) \(monthNames[f.month - 1]) \(f.year)"
    }

    /// "2026-11-22".
    static func iso(_ date: Date) -> String {
        let f = fields(date)
        return "\(fourDigits(f.year))-\(twoDigits(f.month))-\(twoDigits(f.day))"
    }

    /// RFC 822, as RSS wants: "Sun, 22 Nov 2026 00:00:00 +0000".
    static func rfc822(_ date: Date) -> String {
        let f = fields(date)
        let month = String(monthNames[f.month - 1].prefix(3))
        return "\(dayNames[f.weekday]), \(twoDigits(f.day)) \(month) \(fourDigits(f.year)) "
            + "\(twoDigits(f.hour)):\(twoDigits(f.minute)):\(twoDigits(f.second)) +0000"
    }
}
