struct DetailView: View {
    @Environment(\.dismiss) var dismiss

    var body: some View {
        Button("Close") {
            dismiss()
        }
    }
}
