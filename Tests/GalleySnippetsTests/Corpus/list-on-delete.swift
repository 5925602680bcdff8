struct ListView: View {
    @State private var names = ["Anna", "Ben", "Cleo"]

    var body: some View {
        List {
            ForEach(names, id: \.self) { name in
                Text(name)
            }
            .onDelete { indexSet in
                names.remove(atOffsets: indexSet)
            }
            .listRowBackground(Color.clear)
        }
        .frame(height: 200)
    }
}
