extension Binding {
    func onUpdate(_ closure: @escaping (Value) -> Void) -> Binding<Value> {
        Binding(get: {
            wrappedValue
        }, set: { newValue in
            wrappedValue = newValue
            closure(newValue)
        })
    }
}

struct SearchField: View {
    @State private var query = "swiftui"
    @State private var edits = 0

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Search", text: $query.onUpdate { _ in edits += 1 })
                .textFieldStyle(.roundedBorder)
            Text("\(edits) edits")
                .font(.caption)
        }
        .padding()
    }
}

SearchField()
