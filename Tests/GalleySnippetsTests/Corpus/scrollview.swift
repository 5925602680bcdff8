ScrollView {
    VStack(spacing: 12) {
        ForEach(0..<5) { i in
            Text("Item \(i)")
                .frame(maxWidth: .infinity)
                .padding()
                .background(Color.gray.opacity(0.2))
        }
    }
    .padding()
}
