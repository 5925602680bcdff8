Color.gray.opacity(0.1)
    .frame(height: 200)
    .safeAreaInset(edge: .bottom) {
        Text("Bottom bar")
            .frame(maxWidth: .infinity)
            .padding()
            .background(Color.blue.opacity(0.3))
    }
