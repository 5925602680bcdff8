import Foundation

/// Date formats used in pages and feeds, fixed to UTC and the POSIX locale so that output
/// never depends on the machine that builds it.
enum Dates {
    private static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter
    }

    /// "22 November 2026".
    static func display(_ date: Date) -> String { formatter("d MMMM yyyy").string(from: date) }
    /// "2026-11-22".
    static func iso(_ date: Date) -> String { formatter("yyyy-MM-dd").string(from: date) }
    /// RFC 822, as RSS wants: "Sun, 22 Nov 2026 00:00:00 +0000".
    static func rfc822(_ date: Date) -> String {
        formatter("EEE, dd MMM yyyy HH:mm:ss Z").string(from: date)
    }
}
