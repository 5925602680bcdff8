/// Where the server reports: one status line per event (standard output in `galley
/// serve`) and the diagnostics of each build (standard error).
public struct ServerConsole: Sendable {
    public var status: @Sendable (String) -> Void
    public var diagnostics: @Sendable (String) -> Void

    public init(status: @escaping @Sendable (String) -> Void, diagnostics: @escaping @Sendable (String) -> Void) {
        self.status = status
        self.diagnostics = diagnostics
    }
}
