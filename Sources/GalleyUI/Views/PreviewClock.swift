import Foundation

/// The one instant every preview is drawn at: `Date()`, `Date.now` and a
/// `TimelineView`'s date read it, so that the same snippet draws the same picture on
/// every build.
///
/// It is `SOURCE_DATE_EPOCH` (seconds since 1970, as reproducible-build tools set it)
/// when the environment has it, else 9:41 on 9 January 2007, UTC: the time on the
/// iPhone's screen the day it was introduced, which Apple's pictures still show.
public enum PreviewClock {
    /// 2007-01-09 09:41:00 UTC.
    public static let referenceDate = Date(timeIntervalSince1970: 1_168_335_660)

    /// The preview instant for this process.
    public static let now: Date = {
        if let text = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], let seconds = Int(text) {
            return Date(timeIntervalSince1970: TimeInterval(seconds))
        }
        return referenceDate
    }()
}
