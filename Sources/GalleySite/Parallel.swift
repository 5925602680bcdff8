import Foundation

/// Runs `body` for every index in `0..<count` on up to `jobs` threads. Each index runs
/// exactly once; callers write results into per-index slots so order never depends on
/// scheduling.
func parallelForEach(_ count: Int, jobs: Int, _ body: (Int) -> Void) {
    guard count > 0 else { return }
    let workers = max(1, min(jobs, count))
    if workers == 1 {
        for index in 0..<count { body(index) }
        return
    }
    let lock = NSLock()
    var nextIndex = 0
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
            lock.lock()
            let index = nextIndex
            nextIndex += 1
            lock.unlock()
            guard index < count else { return }
            body(index)
        }
    }
}

/// A fixed number of result slots that parallel workers fill, one slot per index.
final class Slots<Element>: @unchecked Sendable {
    private var storage: [Element]
    private let lock = NSLock()

    init(repeating value: Element, count: Int) {
        storage = Array(repeating: value, count: count)
    }

    subscript(index: Int) -> Element {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var elements: [Element] { lock.withLock { storage } }
}
