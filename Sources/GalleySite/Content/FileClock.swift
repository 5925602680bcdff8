import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The clock `FileStamp` compares file times with: the system's real-time clock, the one
/// file times are taken from, or, for a test, a clock stopped at a chosen instant, so that a
/// file counts as settled (`FileStamp.isSettled(before:)`), or not, without waiting for it.
struct FileClock: Sendable {
    /// Where a stopped clock stands; nil for the system's.
    private let stoppedAt: FileStamp.Instant?

    /// The system's real-time clock.
    static let system = FileClock(stoppedAt: nil)

    /// A clock that always says `instant`.
    static func stopped(at instant: FileStamp.Instant) -> FileClock {
        FileClock(stoppedAt: instant)
    }

    /// The clock `FileStamp.Instant.now()` reads: the system's, unless the task runs inside
    /// `FileClock.$current.withValue(_:operation:)`. A task-local value, so that a test sets
    /// the clock of the builds it runs, and of no other test's.
    @TaskLocal static var current = FileClock.system

    /// The time now, by this clock.
    func now() -> FileStamp.Instant {
        if let stoppedAt { return stoppedAt }
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return FileStamp.Instant(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }
}
