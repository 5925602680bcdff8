struct TodoList: View {
    @State private var items = ["Buy milk", "Walk the dog", "Write article"]

    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                HStack {
                    Image(systemName: "circle")
                    Text(item)
                }
            }
        }
        .frame(height: 220)
    }
}
