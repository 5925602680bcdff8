import Testing

@testable import GalleySnippets

/// `ForEach($items) { $item in … }`, outlines (`List(_:children:)`, `OutlineGroup`), and
/// what a still picture reads and sets aside: search suggestions, text selection, the
/// deprecated selection forms of `NavigationLink`, `navigationDestination(item:)`.
@Suite struct CollectionBindingAndOutlineTests {
    static let todos = """
        struct Todo: Identifiable {
            let id: Int
            var title: String
            var isDone: Bool
        }
        """

    @Test func aBindingToAnArrayGivesABindingPerElement() throws {
        let root = try layout(
            Self.todos + """

                struct TodoList: View {
                    @State private var todos = [Todo(id: 1, title: "Milk", isDone: true), Todo(id: 2, title: "Eggs", isDone: false)]
                    var body: some View {
                        VStack {
                            ForEach($todos) { $todo in
                                Toggle(todo.title, isOn: $todo.isDone).accessibilityIdentifier(todo.title)
                            }
                        }
                    }
                }
                TodoList()
                """)
        #expect(root.first(identifier: "Milk") != nil)
        #expect(root.first(identifier: "Eggs") != nil)
        let texts = try renderSnippet(
            Self.todos + """

                let items = [Todo(id: 1, title: "Milk", isDone: true)]
                ForEach(Binding.constant(items)) { $todo in Text("\\(todo.title): \\(todo.isDone)") }
                """
        ).get().accessibilityText
        #expect(texts.contains("Milk: true"))
    }

    @Test func anOutlineShowsItsTopLevelRowsCollapsed() throws {
        let source = """
            struct Node: Identifiable {
                let id: String
                var children: [Node]? = nil
            }
            let tree = [Node(id: "Folder", children: [Node(id: "Inside")]), Node(id: "File")]
            VStack {
                OutlineGroup(tree, children: \\.children) { node in Text(node.id) }
            }
            """
        let texts = try renderSnippet(source).get().accessibilityText
        #expect(texts.contains("Folder") && texts.contains("File"))
        #expect(!texts.contains("Inside"))
        // One chevron: only the folder has children.
        let root = try layout(source)
        #expect(root.all(type: "Image").count == 1)
        #expect(
            try problems("List([1], children: 2) { Text(\"\\($0)\") }") == [
                "1:11: 'children:' takes a key path, such as \\.children"
            ])
    }

    @Test func whatAPictureSetsAsideStillRenders() throws {
        _ = try layout(
            """
            NavigationStack {
                List {
                    NavigationLink("Inbox", destination: Text("Mail"), tag: 1, selection: .constant(nil))
                    Text("Order 42").textSelection(.enabled)
                }
                .searchable(text: .constant(""), prompt: Text("Search")) {
                    Text("Pancakes").searchCompletion("pancakes")
                }
                .navigationDestination(item: .constant(nil)) { value in Text("Detail") }
            }
            """)
    }
}
