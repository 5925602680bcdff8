import Foundation
import GalleyLocking
import Synchronization

/// Runs `body` for every index in `0..<count` on up to `jobs` threads. Each index runs
/// exactly once; callers write results into per-index slots so order never depends on
/// scheduling. `body` is `@Sendable`: whatever it captures, the compiler has checked
/// is safe to use from several threads at once.
func parallelForEach(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
    guard count > 0 else { return }
    let workers = max(1, min(jobs, count))
    if workers == 1 {
        for index in 0..<count { body(index) }
        return
    }
    let nextIndex = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
            let index = nextIndex.add(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            body(index)
        }
    }
}

/// A fixed number of result slots that parallel workers fill, one slot per index.
final class Slots<Element: Sendable>: Sendable {
    private let storage: Locked<[Element]>

    init(repeating value: Element, count: Int) {
        storage = Locked(Array(repeating: value, count: count))
    }

    subscript(index: Int) -> Element {
        get { storage.withLock { $0[index] } }
        set { storage.withLock { $0[index] = newValue } }
    }

    var elements: [Element] { storage.withLock { $0 } }
}
