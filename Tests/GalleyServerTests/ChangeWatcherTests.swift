import Foundation
import GalleyLocking
import Testing

@testable import GalleyServer

/// The watcher behind `galley serve`'s rebuilds, on real folders, by both of its methods.
/// A notification that must come gets seconds; one that must not gets 300 ms (longer than
/// the watcher needs to notice anything, by either method).
@Suite(.timeLimit(.minutes(1)))
struct ChangeWatcherTests {
    static let methods: [ChangeWatcher.Method] = [.bestAvailable, .scanning]

    @Test(arguments: methods)
    func noticesAWrite(method: ChangeWatcher.Method) async throws {
        let folder = try TemporaryFolder()
        try folder.write("content/a.md", "one")
        let watcher = ChangeWatcher(folders: [folder.url.appendingPathComponent("content")], method: method)
        let log = NotificationLog(watcher)

        try folder.write("content/a.md", "two")
        #expect(await log.waitForCount(1))
        #expect(watcher.fallbackReason == nil, "inotify should be usable here; asked to scan is no fallback")
    }

    @Test(arguments: methods)
    func noticesAFileInANewFolder(method: ChangeWatcher.Method) async throws {
        let folder = try TemporaryFolder()
        try folder.write("content/a.md", "one")
        let watcher = ChangeWatcher(folders: [folder.url.appendingPathComponent("content")], method: method)
        let log = NotificationLog(watcher)

        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("content/guides/deep"), withIntermediateDirectories: true)
        #expect(await log.waitForCount(1))
        // The new folders are watched too, not only their creation noticed.
        try folder.write("content/guides/deep/b.md", "two")
        #expect(await log.waitForCount(2))
    }

    @Test(arguments: methods)
    func noticesASaveThatRenamesOverTheFile(method: ChangeWatcher.Method) async throws {
        let folder = try TemporaryFolder()
        try folder.write("content/x.md", "one")
        let watcher = ChangeWatcher(folders: [folder.url.appendingPathComponent("content")], method: method)
        let log = NotificationLog(watcher)

        try folder.write("content/x.tmp", "two")
        let content = folder.url.appendingPathComponent("content")
        #expect(rename(content.appendingPathComponent("x.tmp").path, content.appendingPathComponent("x.md").path) == 0)
        #expect(await log.waitForCount(1))
    }

    @Test(arguments: methods)
    func ignoresHiddenFiles(method: ChangeWatcher.Method) async throws {
        let folder = try TemporaryFolder()
        try folder.write("content/x.md", "one")
        let watcher = ChangeWatcher(folders: [folder.url.appendingPathComponent("content")], method: method)
        let log = NotificationLog(watcher)

        try folder.write("content/.x.md.swp", "swap")
        try folder.write("content/.hidden/x.md", "not part of the site")
        #expect(await log.staysAt(0))
        // Still watching: a visible change is noticed.
        try folder.write("content/x.md", "two")
        #expect(await log.waitForCount(1))
    }

    @Test(arguments: methods)
    func tellsABurstOfWritesOnce(method: ChangeWatcher.Method) async throws {
        let folder = try TemporaryFolder()
        try folder.write("content/x.md", "zero")
        // The writes take about 100 ms, more than one read of the events. The standard quiet
        // period is 25 ms, which a busy machine may keep the writing thread waiting between
        // two writes: a longer one tests the same merging without that risk.
        let relaxed = ChangeWatcher.Timing(
            quietPeriod: .milliseconds(250), savedQuietPeriod: .milliseconds(250), longestWait: .seconds(5),
            scanInterval: .milliseconds(200), settleInterval: .milliseconds(250), settleScans: 20)
        let watcher = ChangeWatcher(
            folders: [folder.url.appendingPathComponent("content")], method: method, timing: relaxed)
        let log = NotificationLog(watcher)

        try await writeRepeatedly(to: folder.url.appendingPathComponent("content/x.md"), times: 20)
        #expect(await log.waitForCount(1))
        #expect(await log.staysAt(1))
    }

    #if canImport(Glibc)
        /// A file still open for writing waits out the quiet period; the moment it is
        /// closed, the save is told after the short one.
        @Test func aCompletedSaveIsToldWithoutTheQuietPeriod() async throws {
            let folder = try TemporaryFolder()
            try folder.write("content/x.md", "zero")
            let patient = ChangeWatcher.Timing(
                quietPeriod: .seconds(5), savedQuietPeriod: .milliseconds(3), longestWait: .seconds(10),
                scanInterval: .milliseconds(200), settleInterval: .milliseconds(250), settleScans: 20)
            let watcher = ChangeWatcher(folders: [folder.url.appendingPathComponent("content")], timing: patient)
            let log = NotificationLog(watcher)

            let file = try FileHandle(forWritingTo: folder.url.appendingPathComponent("content/x.md"))
            try file.write(contentsOf: Data("one, half-written".utf8))
            // Only inotify tells a write from a close. Many tests at once can use up the
            // system's inotify instances; the watcher then scans, and a scan sees the
            // half-written file once two scans agree.
            if watcher.fallbackReason == nil {
                let untold = await log.staysAt(0)
                // Inotify that runs out of watches meanwhile (other processes' tests use
                // them too) switches to scanning, and tells at once that it did.
                if watcher.fallbackReason == nil { #expect(untold) }
            }
            try file.close()
            #expect(await log.waitForCount(1, timeout: .seconds(2)))
        }
    #endif

    /// What lets `galley serve` build again a save made during a build: changes made while
    /// nobody reads wait, as one notification.
    @Test(arguments: methods)
    func keepsOneNotificationForChangesMadeWhileNobodyReads(method: ChangeWatcher.Method) async throws {
        let folder = try TemporaryFolder()
        try folder.write("content/x.md", "zero")
        let content = folder.url.appendingPathComponent("content")
        let watcher = ChangeWatcher(folders: [content], method: method, timing: .quickScans)
        // Nobody reads `watcher` until both saves are told. What tells that they are is a
        // second watcher, read all along, that scans and then waits longer for the folder
        // to settle than `watcher` needs to tell a save by either method.
        let probe = NotificationLog(ChangeWatcher(folders: [content], method: .scanning, timing: .slowSettling))

        try folder.write("content/x.md", "one")
        #expect(await probe.waitForCount(1))
        try folder.write("content/x.md", "two")
        #expect(await probe.waitForCount(2))
        let log = NotificationLog(watcher)
        #expect(await log.waitForCount(1))
        #expect(await log.staysAt(1))
    }

    @Test(arguments: methods)
    func noticesWatchedFoldersCreatedLater(method: ChangeWatcher.Method) async throws {
        let folder = try TemporaryFolder()
        try folder.write("content/x.md", "one")
        // `templates/` appears beside the watched `content/`; `late/deeper` where not even
        // its parent exists yet.
        let folders = ["content", "templates", "late/deeper"].map { folder.url.appendingPathComponent($0) }
        let watcher = ChangeWatcher(folders: folders, method: method)
        let log = NotificationLog(watcher)

        try folder.write("templates/article.mustache", "{{title}}")
        #expect(await log.waitForCount(1))
        // The new folders are watched too, not only their creation noticed.
        try folder.write("templates/article.mustache", "<h1>{{title}}</h1>")
        #expect(await log.waitForCount(2))

        try folder.write("late/deeper/x.md", "one")
        #expect(await log.waitForCount(3))
        try folder.write("late/deeper/x.md", "two")
        #expect(await log.waitForCount(4))
    }

    @Test(arguments: methods)
    func stopFinishesTheStream(method: ChangeWatcher.Method) async throws {
        let folder = try TemporaryFolder()
        let watcher = ChangeWatcher(folders: [folder.url], method: method)
        let log = NotificationLog(watcher)
        watcher.stop()
        #expect(await log.waitForEnd())
    }

    #if canImport(Glibc)
        /// A folder renamed inside the watched one is watched at its new name, and one moved
        /// out is no longer watched.
        @Test func followsFoldersMovedInAndOut() async throws {
            let folder = try TemporaryFolder()
            try folder.write("content/a/x.md", "one")
            let content = folder.url.appendingPathComponent("content")
            let watcher = ChangeWatcher(folders: [content])
            let log = NotificationLog(watcher)

            #expect(rename(content.appendingPathComponent("a").path, content.appendingPathComponent("b").path) == 0)
            #expect(await log.waitForCount(1))
            try folder.write("content/b/x.md", "two")
            #expect(await log.waitForCount(2))

            let outside = folder.url.appendingPathComponent("b")
            #expect(rename(content.appendingPathComponent("b").path, outside.path) == 0)
            #expect(await log.waitForCount(3))
            try folder.write("b/x.md", "three")
            #expect(await log.staysAt(3))
        }

        /// Changes that never pause are still told now and then (every 400 ms), not only
        /// once they stop.
        @Test func tellsChangesThatNeverPause() async throws {
            let folder = try TemporaryFolder()
            try folder.write("content/x.md", "zero")
            let watcher = ChangeWatcher(folders: [folder.url.appendingPathComponent("content")])
            let log = NotificationLog(watcher)

            // Over a second and a quarter: told at 400 and 800 ms and after the last write.
            // Without the limit it would be told once, at the end.
            try await writeRepeatedly(to: folder.url.appendingPathComponent("content/x.md"), times: 250)
            #expect(await log.waitForCount(3))
        }

        /// As the build, the watcher does not follow a linked folder.
        @Test func doesNotFollowLinkedFolders() async throws {
            let folder = try TemporaryFolder()
            try folder.write("content/x.md", "one")
            try folder.write("elsewhere/y.md", "one")
            try FileManager.default.createSymbolicLink(
                atPath: folder.url.appendingPathComponent("content/linked").path,
                withDestinationPath: folder.url.appendingPathComponent("elsewhere").path)
            let watcher = ChangeWatcher(folders: [folder.url.appendingPathComponent("content")])
            let log = NotificationLog(watcher)

            try folder.write("elsewhere/y.md", "two")
            #expect(await log.staysAt(0))
        }
    #endif
}

extension ChangeWatcher.Timing {
    /// The standard timing, but scanning ten times as often: a save is told within about
    /// 30 ms by either method.
    static let quickScans = ChangeWatcher.Timing(
        quietPeriod: standard.quietPeriod, savedQuietPeriod: standard.savedQuietPeriod,
        longestWait: standard.longestWait, scanInterval: .milliseconds(20), settleInterval: .milliseconds(10),
        settleScans: 10)

    /// Scans as often, but tells a save no sooner than 150 ms after it, once the folder held
    /// still that long: later than `quickScans` tells it.
    static let slowSettling = ChangeWatcher.Timing(
        quietPeriod: standard.quietPeriod, savedQuietPeriod: standard.savedQuietPeriod,
        longestWait: standard.longestWait, scanInterval: .milliseconds(20), settleInterval: .milliseconds(150),
        settleScans: 10)
}

/// Writes `file` `times` times, 5 ms apart, on a thread of its own: Swift's cooperative pool,
/// which other suites' synchronous tests may keep busy for seconds, could stretch the pauses.
func writeRepeatedly(to file: URL, times: Int) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        Thread.detachNewThread {
            continuation.resume(
                with: Result {
                    for index in 1...times {
                        try Data("version \(index)".utf8).write(to: file)
                        Thread.sleep(forTimeInterval: 0.005)
                    }
                })
        }
    }
}

/// Reads a watcher's notifications as they come and counts them, so that a test can wait
/// for one with a deadline. (Waiting on the stream itself with a deadline would not do:
/// cancelling a wait on an `AsyncStream` ends the stream.)
///
/// The reader runs on a queue of its own, not on Swift's cooperative pool: kept waiting
/// there by other suites' synchronous tests, it would read several notifications as one.
final class NotificationLog: Sendable {
    private let state = Locked((count: 0, ended: false))
    private let watcher: ChangeWatcher
    private let reader: Task<Void, Never>

    /// Starts reading; the log keeps the watcher until the test ends, then stops it.
    init(_ watcher: ChangeWatcher) {
        self.watcher = watcher
        let state = state
        let changes = watcher.changes
        let read: @Sendable () async -> Void = {
            for await _ in changes { state.withLock { $0.count += 1 } }
            state.withLock { $0.ended = true }
        }
        if #available(macOS 15, *) {
            reader = Task(executorPreference: QueueExecutor.shared, operation: read)
        } else {
            reader = Task(operation: read)
        }
    }

    deinit {
        watcher.stop()
        reader.cancel()
    }

    /// How many notifications came so far.
    var count: Int { state.current.count }

    /// Waits until `count` notifications came; false if they did not within `timeout`.
    func waitForCount(_ count: Int, timeout: Duration = .seconds(10)) async -> Bool {
        await waitUntil(timeout: timeout) { $0.count >= count }
    }

    /// Waits 300 ms; true if the count was `count` all along.
    func staysAt(_ count: Int) async -> Bool {
        _ = await waitUntil(timeout: .milliseconds(300)) { $0.count != count }
        return state.current.count == count
    }

    /// Waits until the stream finishes; false if it did not within `timeout`.
    func waitForEnd(timeout: Duration = .seconds(5)) async -> Bool {
        await waitUntil(timeout: timeout) { $0.ended }
    }

    private func waitUntil(timeout: Duration, _ condition: ((count: Int, ended: Bool)) -> Bool) async -> Bool {
        let clock = ContinuousClock()
        let end = clock.now + timeout
        while !condition(state.current) {
            guard clock.now < end else { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }
}

/// Runs tasks on a dispatch queue, away from Swift's cooperative pool.
@available(macOS 15, *)
final class QueueExecutor: TaskExecutor {
    static let shared = QueueExecutor()
    private let queue = DispatchQueue(label: "ChangeWatcherTests.NotificationLog")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
