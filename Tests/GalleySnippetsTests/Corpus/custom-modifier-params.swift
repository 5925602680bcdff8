extension View {
    func cardStyle(color: Color = .white, radius: CGFloat = 12) -> some View {
        self
            .padding()
            .background(color)
            .cornerRadius(radius)
            .shadow(color: .black.opacity(0.1), radius: 4)
    }
}

VStack(spacing: 16) {
    Text("Default").cardStyle()
    Text("Yellow").cardStyle(color: .yellow, radius: 4)
}
.padding()
