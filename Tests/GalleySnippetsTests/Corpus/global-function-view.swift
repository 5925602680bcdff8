func badge(_ text: String, color: Color) -> some View {
    Text(text)
        .font(.caption)
        .padding(4)
        .background(color)
        .foregroundColor(.white)
        .cornerRadius(4)
}

HStack {
    badge("New", color: .green)
    badge("Hot", color: .red)
}
