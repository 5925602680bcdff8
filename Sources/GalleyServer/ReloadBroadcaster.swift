import GalleyLocking

/// Sends server-sent events to every open page: the current build's ID when a page
/// connects and whenever it changes, and a comment now and then so that a closed
/// connection is noticed (writing to it fails) and proxies keep it open.
public final class ReloadBroadcaster: Sendable {
    private struct State {
        var buildID: String
        var listeners: [Int: AsyncStream<String>.Continuation] = [:]
        var nextListener = 0
        var isClosed = false
    }

    private let state: Locked<State>

    public init(buildID: String) {
        state = Locked(State(buildID: buildID))
    }

    /// A stream of event-stream text for one connection, starting with the current build.
    /// Call `unsubscribe` with the returned key when the connection ends.
    public func subscribe() -> (key: Int, events: AsyncStream<String>) {
        // Only the newest few chunks matter to a slow page: each names the whole state.
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let key = state.withLock { state -> Int in
            continuation.yield("retry: 1000\n\n" + Self.event(state.buildID))
            if state.isClosed {
                continuation.finish()
                return -1
            }
            state.nextListener += 1
            state.listeners[state.nextListener] = continuation
            return state.nextListener
        }
        return (key, stream)
    }

    public func unsubscribe(_ key: Int) {
        let continuation = state.withLock { $0.listeners.removeValue(forKey: key) }
        continuation?.finish()
    }

    /// Announces build `buildID` to every open page.
    public func publish(buildID: String) {
        let listeners = state.withLock { state in
            state.buildID = buildID
            return Array(state.listeners.values)
        }
        for listener in listeners { listener.yield(Self.event(buildID)) }
    }

    /// Sends a comment line, which pages ignore.
    public func ping() {
        for listener in state.withLock({ Array($0.listeners.values) }) { listener.yield(": ping\n\n") }
    }

    /// Ends every stream, and every stream opened later, so that open connections finish
    /// and the server can shut down.
    public func close() {
        let listeners = state.withLock { state in
            state.isClosed = true
            defer { state.listeners = [:] }
            return Array(state.listeners.values)
        }
        for listener in listeners { listener.finish() }
    }

    /// How many pages are listening.
    public var listenerCount: Int { state.withLock { $0.listeners.count } }

    private static func event(_ buildID: String) -> String {
        "data: \(buildID)\n\n"
    }
}
