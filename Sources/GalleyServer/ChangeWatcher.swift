import Foundation
import GalleyLocking

/// Tells when anything under a set of folders changed, so that `galley serve` rebuilds
/// right after a save instead of at its next look.
///
/// On Linux it listens to inotify (see `InotifyWatcher`); elsewhere, or where inotify cannot
/// be used, it compares a `SourceFingerprint` of the folders five times a second (see
/// `FolderScanner`). Either way one notification stands for a whole burst of changes (see
/// `Timing`), hidden files such as editors' swap files are ignored as the build ignores
/// them, and a watched folder that does not exist yet is noticed when it appears.
///
/// The folders are watched from the moment `init` returns: a change made after that is
/// never missed, even while nobody is reading `changes`. The watching runs on a thread of
/// its own, never on Swift's cooperative pool, until `stop()` (or until the watcher is
/// released, or the reader of `changes` is cancelled).
final class ChangeWatcher: Sendable {
    /// How the watcher learns about changes.
    enum Method: Sendable {
        /// inotify where the system has it and it works, scanning otherwise.
        case bestAvailable
        /// Scanning, whatever the system offers (for tests of the fallback).
        case scanning
    }

    /// One element per settled burst of changes; it finishes once the watcher stops.
    ///
    /// At most one element waits to be read: changes made while the reader is busy (say,
    /// rebuilding) are delivered as one notification when it next asks, never lost and
    /// never queued up one per save.
    let changes: AsyncStream<Void>

    private let isStopping: Locked<Bool>
    private let fallback: Locked<String?>

    /// Starts watching `folders` (each with everything under it) and returns once they are
    /// watched. A folder that does not exist yet counts as empty: creating it is a change.
    init(folders: [URL], method: Method = .bestAvailable, timing: Timing = .standard) {
        let (changes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let isStopping = Locked(false)
        let fallback = Locked<String?>(nil)
        self.changes = changes
        self.isStopping = isStopping
        self.fallback = fallback
        // A reader that gives up (its task is cancelled) needs no more notifications.
        continuation.onTermination = { _ in isStopping.withLock { $0 = true } }

        let paths = folders.map { $0.standardizedFileURL.path }
        let start = HandOff(Self.startWatching(paths, method: method, fallback: fallback))
        let thread = Thread {
            if let start = start.take() {
                Self.watch(
                    paths, from: start, timing: timing, fallback: fallback,
                    shouldStop: { isStopping.current }, notify: { continuation.yield() })
            }
            continuation.finish()
        }
        thread.name = "galley-watch"
        thread.start()
    }

    deinit { stop() }

    /// Why the watcher scans the folders although it was asked for the best method:
    /// inotify cannot be opened here, or the system's limit of inotify watches was reached
    /// (possibly later on, when a new folder needed one). Nil while inotify is in use, when
    /// scanning was asked for, and on systems without inotify, where scanning is simply how
    /// it works.
    var fallbackReason: String? { fallback.current }

    /// Stops watching. It returns at once; within a tenth of a second (a scan interval when
    /// scanning) the thread closes what it opened and `changes` finishes.
    func stop() {
        isStopping.withLock { $0 = true }
    }

    /// What watching starts from: set up before `init` returns, so that the folders are
    /// already watched when the caller goes on (with the first build, say).
    private enum Start {
        #if canImport(Glibc)
            case inotify(InotifyWatcher)
        #endif
        case scanning(FolderScanner)
    }

    private static func startWatching(_ paths: [String], method: Method, fallback: Locked<String?>) -> Start {
        #if canImport(Glibc)
            if method == .bestAvailable {
                do throws(Unavailable) {
                    return .inotify(try InotifyWatcher(folders: paths))
                } catch {
                    fallback.withLock { $0 = error.reason }
                }
            }
        #endif
        return .scanning(FolderScanner(folders: paths))
    }

    /// The watcher thread's work: runs until `shouldStop` says so.
    private static func watch(
        _ paths: [String], from start: Start, timing: Timing, fallback: Locked<String?>,
        shouldStop: () -> Bool, notify: () -> Void
    ) {
        var scanner: FolderScanner
        switch start {
        #if canImport(Glibc)
            case .inotify(let inotify):
                do throws(Unavailable) {
                    try inotify.run(timing: timing, shouldStop: shouldStop, notify: notify)
                    return
                } catch {
                    // A new folder could not get a watch, so from now on the folders are
                    // scanned. The fingerprint is taken before the notification, so that
                    // the rebuild it causes cannot miss a change the scans would not see.
                    fallback.withLock { $0 = error.reason }
                    scanner = FolderScanner(folders: paths)
                    notify()
                }
        #endif
        case .scanning(let started):
            scanner = started
        }
        scanner.run(timing: timing, shouldStop: shouldStop, notify: notify)
    }
}

extension ChangeWatcher {
    /// How long the watcher waits before it tells, all in one place because each number
    /// trades how soon a save reloads the page (the aim: well under 100 ms) against
    /// building twice for one save.
    struct Timing: Sendable {
        /// Editors save in steps a few milliseconds apart (write a temporary file, rename it
        /// over the original, delete a backup): a notification once the folders have been
        /// quiet this long stands for a whole save and adds little to its latency.
        var quietPeriod: Duration
        /// The same, after a change that completes a save (a file closed after writing,
        /// moved in or deleted, as inotify tells): an editor's last steps follow within a
        /// millisecond or two, and nothing is left half-written, so the rebuild starts
        /// almost at once. A step that comes later only makes one more rebuild.
        var savedQuietPeriod: Duration
        /// Changes that never pause (a large copy, a script writing many files) are still
        /// told at least this often, so the page does not fall far behind.
        var longestWait: Duration
        /// When scanning: how often the folders are compared with the last scan. A scan is
        /// cheap (a few milliseconds for a thousand files); this bounds how long a save
        /// waits to be noticed.
        var scanInterval: Duration
        /// When scanning, after a difference: the folders are scanned again this often until
        /// two scans agree, the scanning counterpart of `quietPeriod`...
        var settleInterval: Duration
        /// ...but at most this many times (half a second), the counterpart of `longestWait`.
        var settleScans: Int

        static let standard = Timing(
            quietPeriod: .milliseconds(25), savedQuietPeriod: .milliseconds(3), longestWait: .milliseconds(400),
            scanInterval: .milliseconds(200),
            settleInterval: .milliseconds(50), settleScans: 10)

        /// How often the thread looks whether it should stop while nothing happens: the
        /// longest `stop()` takes to end it.
        static let stopCheckInterval = Duration.milliseconds(100)
    }
}

extension ChangeWatcher {
    /// Why inotify cannot be used, or no longer can.
    struct Unavailable: Error {
        var reason: String
    }
}
