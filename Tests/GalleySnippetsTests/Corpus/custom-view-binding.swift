struct CheckRow: View {
    let title: String
    @Binding var isChecked: Bool

    var body: some View {
        HStack {
            Image(systemName: isChecked ? "checkmark.circle.fill" : "circle")
            Text(title)
        }
    }
}

struct ChecklistView: View {
    @State private var done = true

    var body: some View {
        CheckRow(title: "Buy milk", isChecked: $done)
    }
}
