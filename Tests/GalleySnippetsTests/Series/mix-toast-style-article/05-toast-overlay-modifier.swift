struct ToastModifier: ViewModifier {
    @Binding var message: String?

    func body(content: Content) -> some View {
        content
            .overlay(alignment: .bottom) {
                if let message {
                    StyledToast(message: message, systemImage: "checkmark.circle.fill")
                        .padding(.bottom, 24)
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                }
            }
    }
}

extension View {
    func toast(_ message: Binding<String?>) -> some View {
        modifier(ToastModifier(message: message))
    }
}

struct PhotoScreen: View {
    @State private var toastMessage: String? = "Saved to Photos"

    var body: some View {
        Color.gray.opacity(0.15)
            .frame(height: 300)
            .toast($toastMessage)
            .toastStyle(.banner(.green))
    }
}

PhotoScreen()
