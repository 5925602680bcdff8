struct ExpandView: View {
    @State private var expanded = false

    var body: some View {
        Button("Toggle") {
            withAnimation(.spring()) {
                expanded.toggle()
            }
        }
    }
}
