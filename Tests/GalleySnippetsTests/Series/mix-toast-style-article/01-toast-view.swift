struct Toast: View {
    let message: String
    var systemImage: String = "checkmark.circle.fill"

    var body: some View {
        Label(message, systemImage: systemImage)
            .font(.subheadline.weight(.medium))
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .background(.regularMaterial, in: Capsule())
            .shadow(color: .black.opacity(0.15), radius: 10, y: 4)
    }
}

Toast(message: "Saved to Photos")
    .padding()
