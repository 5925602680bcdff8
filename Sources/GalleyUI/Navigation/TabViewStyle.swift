import Foundation

/// How a `TabView` presents its tabs: a tab bar (the default) or pages side by side.
public protocol TabViewStyle {
    /// What the style asks of the tab view.
    var _presentation: TabViewPresentation { get }
}

/// What a tab view style asks for; read by `TabView`.
public enum TabViewPresentation: Hashable, Sendable {
    /// The selected tab's content above a tab bar.
    case tabBar
    /// One page at a time, filling the view, with a row of page dots unless hidden.
    case pages(showsIndex: Bool)
}

/// The tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _presentation: TabViewPresentation { .tabBar }
}

/// Pages, as onboarding screens use: the selected page fills the view, and the page
/// dots sit 16 pt above its bottom, 7 pt across and 9 pt apart, the current one white and
/// the others white at 30 % (as on iOS, they vanish on a white page unless an
/// `indexViewStyle` gives them a backing).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public enum IndexDisplayMode: Hashable, Sendable { case automatic, always, never }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var _presentation: TabViewPresentation { .pages(showsIndex: indexDisplayMode != .never) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabViewPresentationKey: EnvironmentKey {
    static let defaultValue = TabViewPresentation.tabBar
}

extension EnvironmentValues {
    /// How tab views inside present their tabs.
    public var tabViewPresentation: TabViewPresentation {
        get { self[TabViewPresentationKey.self] }
        set { self[TabViewPresentationKey.self] = newValue }
    }
}

extension View {
    /// Sets how tab views inside this view present their tabs.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewPresentation, style._presentation)
    }
}

/// The row of page dots of a paged `TabView`.
struct PageIndexDots: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 9) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(Color.white.opacity(index == current ? 1 : 0.3))
                    .frame(width: 7, height: 7)
            }
        }
        .padding(.bottom, 16)
    }
}
