import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `lstat` says of a file that changes whenever its bytes do: its identity (where it
/// lives, its size, its modification time; `FileIdentity`, as `PageRecord` keeps it) and
/// its status-change time. `galley serve` keeps each article's
/// stamp from the build that read it, so a save reads the saved file again and not the
/// thousand others (reading and comparing every article was a tenth of a rebuild).
struct FileStamp: Equatable, Sendable {
    let identity: FileIdentity
    /// When the file's bytes or attributes last changed: unlike the modification time, no
    /// program can set it back.
    let statusChanged: Instant

    /// A point in time in the file system's clock, to the nanosecond.
    struct Instant: Equatable, Comparable, Sendable {
        let seconds: Int
        let nanoseconds: Int

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
        }

        /// Now, in the clock file times are taken from (unless a test set another, see
        /// `FileClock.current`).
        static func now() -> Instant {
            FileClock.current.now()
        }

        /// This instant, `seconds` earlier.
        func earlier(by seconds: Int) -> Instant {
            Instant(seconds: self.seconds - seconds, nanoseconds: nanoseconds)
        }
    }

    init(_ info: stat) {
        identity = FileIdentity(info)
        #if canImport(Darwin)
            statusChanged = Instant(seconds: info.st_ctimespec.tv_sec, nanoseconds: info.st_ctimespec.tv_nsec)
        #else
            statusChanged = Instant(seconds: info.st_ctim.tv_sec, nanoseconds: info.st_ctim.tv_nsec)
        #endif
    }

    /// Whether a file with this stamp, read after `readStarted`, still has the bytes that
    /// were read. File times come from a coarse clock (a few milliseconds on Linux), so a
    /// file written just before or while it was read may be written again with the same
    /// stamp: only a file left alone for `settledSeconds` before the read is trusted, and
    /// one saved more recently is read every time (as git treats "racily clean" files).
    func isSettled(before readStarted: Instant) -> Bool {
        let settled = readStarted.earlier(by: Self.settledSeconds)
        let modified = Instant(
            seconds: Int(identity.modifiedSeconds), nanoseconds: Int(identity.modifiedNanoseconds))
        return modified < settled && statusChanged < settled
    }

    static let settledSeconds = 2
}
