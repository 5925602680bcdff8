import Foundation
import Testing

@testable import GalleySite

@Suite struct DatesTests {
    @Test func formatsMatchFoundationsInUTC() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        // Every day from 1899 to 2101 in steps that cross leap days and month ends.
        var seconds = -2_240_524_800.0
        while seconds < 4_133_980_800 {
            let date = Date(timeIntervalSince1970: seconds)
            formatter.dateFormat = "yyyy-MM-dd"
            #expect(Dates.iso(date) == formatter.string(from: date))
            formatter.dateFormat = "d MMMM yyyy"
            #expect(Dates.display(date) == formatter.string(from: date))
            formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
            #expect(Dates.rfc822(date) == formatter.string(from: date))
            seconds += 86_400 * 13 + 3_671
        }
    }

    @Test func knownDates() {
        #expect(Dates.rfc822(Date(timeIntervalSince1970: 0)) == "Thu, 01 Jan 1970 00:00:00 +0000")
        #expect(Dates.display(Date(timeIntervalSince1970: 1_794_268_800)) == "10 November 2026")
        #expect(Dates.iso(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29")
    }
}
