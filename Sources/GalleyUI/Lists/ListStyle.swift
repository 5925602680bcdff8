/// The look of a `List`.
public protocol ListStyle {}

enum ListAppearance: Hashable {
    /// Rows on cards inset from the edges, on a grey background (iOS's default).
    case insetGrouped
    /// Rows on full-width bands, on a grey background.
    case grouped
    /// Rows edge to edge on the system background, separated by lines.
    case plain
}

protocol ListAppearanceProviding {
    var appearance: ListAppearance { get }
}

public struct InsetGroupedListStyle: ListStyle, ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

public struct GroupedListStyle: ListStyle, ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .grouped }
}

public struct PlainListStyle: ListStyle, ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .plain }
}

/// The platform default: inset grouped on iOS.
public struct DefaultListStyle: ListStyle, ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

/// Inset rows without grouping; drawn like `.plain` with side margins.
public struct InsetListStyle: ListStyle, ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .plain }
}

/// A sidebar; on a phone it looks like an inset grouped list.
public struct SidebarListStyle: ListStyle, ListAppearanceProviding {
    public init() {}
    var appearance: ListAppearance { .insetGrouped }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListAppearanceKey: EnvironmentKey {
    static let defaultValue = ListAppearance.insetGrouped
}

extension EnvironmentValues {
    var listAppearance: ListAppearance {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }
}

extension View {
    /// The look of lists inside this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let appearance = (style as? ListAppearanceProviding)?.appearance ?? .insetGrouped
        return transformingEnvironment { $0.listAppearance = appearance }
    }
}
