Text("Closure background")
    .padding()
    .background {
        RoundedRectangle(cornerRadius: 10)
            .fill(Color.green.opacity(0.3))
    }
