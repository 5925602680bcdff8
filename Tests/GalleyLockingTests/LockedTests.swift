import GalleyLocking
import Testing

/// `Locked` and `HandOff` from many tasks at once, as the parallel build and the server use
/// them: no update is lost and a handed-off value reaches exactly one taker.
@Suite struct LockedTests {
    @Test func updatesFromManyTasksAreNeverLost() async {
        let counts = Locked<[Int: Int]>([:])
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<64 {
                group.addTask {
                    for step in 0..<500 {
                        counts.withLock { $0[(task + step) % 16, default: 0] += 1 }
                    }
                }
            }
        }
        #expect(counts.current.values.reduce(0, +) == 64 * 500)
        #expect(counts.current.count == 16)
    }

    @Test func anErrorThrownInsideLeavesTheLockUsable() {
        struct Refused: Error {}
        let value = Locked(1)
        #expect(throws: Refused.self) {
            try value.withLock { (number: inout Int) throws(Refused) in
                number = 2
                throw Refused()
            }
        }
        #expect(value.current == 2)
        value.withLock { $0 += 1 }
        #expect(value.current == 3)
    }

    /// A class that is not `Sendable`, as the file watcher's inotify state is not.
    final class ThreadBound {
        var uses = 0
    }

    @Test func aHandedOffValueReachesExactlyOneTaker() async {
        for _ in 0..<20 {
            let handOff = HandOff(ThreadBound())
            let takers = await withTaskGroup(of: Int.self) { group in
                for _ in 0..<16 {
                    group.addTask {
                        guard let value = handOff.take() else { return 0 }
                        value.uses += 1
                        return value.uses
                    }
                }
                return await group.reduce(0, +)
            }
            #expect(takers == 1)
        }
    }
}
