import Foundation

/// Where a search field goes; on iPhone every placement puts it under the navigation bar.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")

    /// The drawer under the navigation bar, shown or hidden while scrolling.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        navigationBarDrawer
    }
}

/// Whether the search drawer is always shown; a still picture shows it in either case.
public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
    case automatic, always
}

extension View {
    /// A search field in the enclosing navigation stack, under its title, showing `text`
    /// or, while it is empty, the prompt ("Search" unless given).
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil
    ) -> some View {
        let query = text.wrappedValue
        return wrappingNodes { node, context in
            SearchableNode(query: query, prompt: prompt ?? "Search", environment: context.environment, child: node)
        }
    }

    /// A search field in the enclosing navigation stack, with a `Text` prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text)
        -> some View
    {
        searchable(text: text, placement: placement, prompt: prompt.string)
    }

    /// A search field with suggestions. Suggestions show while the field is being edited;
    /// a still picture shows the field at rest, so they are set aside.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// A search field with a `Text` prompt and suggestions (set aside, as above).
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt.string)
    }

    /// What a suggestion fills the search field with when chosen; a picture chooses none.
    public func searchCompletion(_ completion: String) -> some View { self }
}

/// Carries a search field up to the navigation stack that draws it.
final class SearchableNode: PassthroughNode {
    let query: String
    let prompt: String

    init(query: String, prompt: String, environment: EnvironmentValues, child: LayoutNode) {
        self.query = query
        self.prompt = prompt
        super.init(typeName: "searchable", environment: environment, child: child)
    }
}

/// iOS 17's search field in a navigation bar: 36 pt tall, 10 pt corners, the fill
/// colour of text fields on a bar, a magnifying glass 8 pt from the leading edge and
/// the query (or the prompt, in the secondary colour) in the body font.
struct NavigationSearchField: View {
    let query: String
    let prompt: String

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(Color(.secondaryLabel))
            Text(verbatim: query.isEmpty ? prompt : query)
                .foregroundStyle(query.isEmpty ? Color(.secondaryLabel) : Color(.label))
                .lineLimit(1)
            Spacer(minLength: 0)
        }
        .font(.body)
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
        .accessibilityIdentifier("searchField")
    }
}
