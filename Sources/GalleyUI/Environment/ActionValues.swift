import Foundation

/// Opens a URL: what `@Environment(\.openURL)` gives. A still picture never runs an
/// action, so calling it does nothing; setting one (`.environment(\.openURL, …)`) is
/// accepted so that the code an article shows keeps working.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable, Equatable {
        let name: String
        /// The handler opened the URL.
        public static let handled = Result(name: "handled")
        /// The handler refused the URL.
        public static let discarded = Result(name: "discarded")
        /// The handler leaves the URL to the system.
        public static let systemAction = Result(name: "systemAction")
    }

    private let handler: @Sendable (URL) -> Result

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url` (in a still picture: does nothing).
    public func callAsFunction(_ url: URL) {}
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .systemAction }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    /// iOS's rows: at least 44 points, the minimum tap target.
    static let defaultValue: CGFloat = 44
}

extension EnvironmentValues {
    /// Opens URLs for links and for actions that read it.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The least height of a list row.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}
