VStack {
    Text("Dark")
        .padding()
        .background(Color(.systemBackground))
}
.environment(\.colorScheme, .dark)
