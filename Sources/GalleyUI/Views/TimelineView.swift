import Foundation

/// What a ``TimelineView``'s content is given: the moment it shows.
public struct TimelineViewContext: Sendable {
    /// The moment: the preview clock's (``PreviewClock/now``).
    public let date: Date
}

/// A view that redraws on a schedule (every second, every minute, every frame). A still
/// picture is one moment of its timeline: the preview clock's, so that the same view
/// draws the same picture on every build.
public struct TimelineView<Schedule, Content: View>: View {
    public typealias Context = TimelineViewContext
    let content: Content

    public init(_ schedule: Schedule, @ViewBuilder content: (Context) -> Content) {
        self.content = content(TimelineViewContext(date: PreviewClock.now))
    }

    public var body: some View { content }
}
