struct Todo: Identifiable {
    let id = UUID()
    var title: String
    var isDone: Bool
}

struct TodoList: View {
    @State private var todos = [
        Todo(title: "Buy milk", isDone: true),
        Todo(title: "Call mom", isDone: false),
        Todo(title: "Book flights", isDone: false),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach($todos) { $todo in
                Toggle(todo.title, isOn: $todo.isDone)
            }
        }
        .toggleStyle(.checkmark)
        .padding()
    }
}

TodoList()
