import Foundation

/// A link to another screen. In a list it is a row with a chevron; elsewhere its
/// label is drawn like a button's.
public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never
    let label: Label

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    public init(_ title: String, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink where Destination == EmptyView {
    /// A link to a value handled by `navigationDestination`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
    public init<P: Hashable>(_ title: String, value: P?) {
        self.label = Text(title)
    }
}

extension NavigationLink: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        let row: AnyView =
            context.environment.isInList
            ? AnyView(
                HStack {
                    label
                    Spacer(minLength: 0)
                    Image(systemName: "chevron.right")
                        .accessibilityHidden(true)
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(.tertiary)
                })
            : AnyView(label.foregroundStyle(.tint))
        return context.resolve(row).map {
            PassthroughNode(typeName: "NavigationLink", environment: context.environment, child: $0)
                .describedAsControl("button")
        }
    }
}

/// A link to a URL, drawn in the tint colour.
public struct Link<Label: View>: View {
    public typealias Body = Never
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension Link where Label == Text {
    public init(_ title: String, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: PrimitiveView {
    func makeNodes(in context: ResolveContext) -> [LayoutNode] {
        context.resolve(label.foregroundStyle(.tint)).map {
            PassthroughNode(typeName: "Link", environment: context.environment, child: $0).describedAsControl("link")
        }
    }
}

private struct IsInListKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the view is a row of a `List` or `Form`.
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}
