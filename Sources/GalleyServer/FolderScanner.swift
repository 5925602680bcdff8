import Foundation

/// `ChangeWatcher`'s fallback, where inotify is missing or cannot be used: it compares a
/// `SourceFingerprint` of the folders with the last one every `scanInterval`, and after a
/// difference scans again until the folders hold still.
struct FolderScanner {
    private let folders: [URL]
    private var known: SourceFingerprint

    /// Takes the first fingerprint: a change made after this returns is noticed.
    init(folders: [String]) {
        self.folders = folders.map { URL(fileURLWithPath: $0) }
        known = SourceFingerprint.scan(self.folders)
    }

    /// Scans until `shouldStop` says so, calling `notify` once per settled change.
    mutating func run(timing: ChangeWatcher.Timing, shouldStop: () -> Bool, notify: () -> Void) {
        while Self.sleep(for: timing.scanInterval, unless: shouldStop) {
            var latest = SourceFingerprint.scan(folders)
            guard latest != known else { continue }
            // Editors save in steps (write a temporary file, rename it over the old one):
            // tell once the folders have held still for a settle interval, or after a few.
            for _ in 0..<timing.settleScans {
                guard Self.sleep(for: timing.settleInterval, unless: shouldStop) else { return }
                let again = SourceFingerprint.scan(folders)
                if again == latest { break }
                latest = again
            }
            // Taken before the notification, so a save during the rebuild it causes differs
            // from it and is told next.
            known = latest
            notify()
        }
    }

    /// Sleeps for `duration`, looking at `shouldStop` at least every `stopCheckInterval`;
    /// false if it said to stop.
    private static func sleep(for duration: Duration, unless shouldStop: () -> Bool) -> Bool {
        let clock = ContinuousClock()
        let end = clock.now + duration
        while !shouldStop() {
            let left = clock.now.duration(to: end)
            guard left > .zero else { return true }
            let slice = min(left, ChangeWatcher.Timing.stopCheckInterval)
            Thread.sleep(forTimeInterval: slice / .seconds(1))
        }
        return false
    }
}
