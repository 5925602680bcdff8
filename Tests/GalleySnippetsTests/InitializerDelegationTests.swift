import Testing

@testable import GalleySnippets

/// Initializers as Swift has them: `self.init(…)` delegating to another initializer of a
/// snippet's struct (or to its memberwise one, which initializers in extensions keep), an
/// initializer added to a library type in an extension (`extension Binding`), and
/// `Optional.map`.
@Suite struct InitializerDelegationTests {
    @Test func anExtensionInitializerDelegatesWithSelfInit() throws {
        let shown = try renderSnippet(
            """
            struct Badge: View {
                let title: String
                let count: Int
                var body: some View { Text("\\(title): \\(count)") }
            }
            extension Badge {
                init(unread: Int) {
                    self.init(title: "Unread", count: unread)
                }
            }
            VStack {
                Badge(unread: 3)
                Badge(title: "Flagged", count: 1)
            }
            """
        ).get().accessibilityText
        #expect(shown == ["Unread: 3", "Flagged: 1"])
    }

    @Test func aSnippetsOwnButtonDelegatesToItsDeclaredInitializer() throws {
        let shown = try renderSnippet(
            """
            struct Button<Label: View>: View {
                let label: () -> Label
                init(action: @escaping () -> Void, @ViewBuilder label: @escaping () -> Label) {
                    self.label = label
                }
                var body: some View { SwiftUI.Button(action: {}) { label() } }
            }
            extension Button where Label == Text {
                init(_ title: String, action: @escaping () -> Void) {
                    self.init(action: action) { Text(title) }
                }
            }
            Button("Sign in") {}
            """
        ).get().accessibilityText
        #expect(shown == ["Sign in"])
    }

    @Test func anInitializerAddedToALibraryTypeMakesItsValueThroughSelfInit() throws {
        let root = try layout(
            """
            extension Binding where Value == Bool {
                init<Wrapped>(isNotNil source: Binding<Wrapped?>) {
                    self.init {
                        source.wrappedValue != nil
                    } set: { newValue in
                        if !newValue { source.wrappedValue = nil }
                    }
                }
            }
            struct Banner: View {
                @State private var message: String? = "Offline"
                var body: some View {
                    Toggle("Show", isOn: Binding(isNotNil: $message)).accessibilityIdentifier("toggle")
                }
            }
            Banner()
            """)
        #expect(root.first(identifier: "toggle") != nil)
        #expect(
            try problems("func make() -> Int {\n    self.init()\n    return 1\n}\nText(\"\\(make())\")")
                == ["2:5: 'self.init' is only available in an initializer"])
    }

    @Test func optionalMapAppliesToAValueAndKeepsNil() throws {
        let shown = try renderSnippet(
            """
            enum Filter: String { case photos }
            let some: Filter? = .photos
            let none: Filter? = nil
            VStack {
                Text(some.map { "Showing \\($0.rawValue)" } ?? "Everything")
                Text(none.map { "Showing \\($0.rawValue)" } ?? "Everything")
            }
            """
        ).get().accessibilityText
        #expect(shown == ["Showing photos", "Everything"])
    }
}

/// Property wrappers' storage and objects in the environment: `self._value =
/// State(wrappedValue:)` in an initializer, and `.environmentObject(_:)` read by
/// `@EnvironmentObject`.
@Suite struct WrappedStorageTests {
    @Test func anInitializerSetsAStatesStorage() throws {
        let shown = try renderSnippet(
            """
            struct Counter: View {
                @State private var count: Int
                init(start: Int) {
                    self._count = State(wrappedValue: start)
                }
                var body: some View { Text("\\(count > 2 ? "many" : "few"): \\(count)") }
            }
            Counter(start: 4)
            """
        ).get().accessibilityText
        #expect(shown == ["many: 4"])
    }

    @Test func anEnvironmentObjectReachesTheViewsInside() throws {
        let source = """
            final class Cart: ObservableObject {
                @Published var items = ["Beans", "Milk"]
            }
            struct Badge: View {
                @EnvironmentObject var cart: Cart
                var body: some View { Text("\\(cart.items.count) items") }
            }
            VStack { Badge() }.environmentObject(Cart())
            """
        #expect(try renderSnippet(source).get().accessibilityText == ["2 items"])
        #expect(
            try problems("Text(\"A\").environmentObject(3)")
                == ["1:29: '.environmentObject' takes an instance of an ObservableObject class the snippet declares"])
    }
}
