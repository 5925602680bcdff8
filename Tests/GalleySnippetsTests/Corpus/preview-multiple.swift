struct Row: View {
    var title: String
    var body: some View { Text(title) }
}

#Preview("First") { Row(title: "First") }
#Preview("Second") { Row(title: "Second") }
