struct LoadingButton: View {
    let title: String
    var isLoading: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 8) {
                if isLoading {
                    ProgressView()
                        .tint(.white)
                }
                Text(isLoading ? "Please wait…" : title)
            }
        }
        .buttonStyle(.ds(.primary, size: .large))
        .disabled(isLoading)
    }
}

VStack(spacing: 12) {
    LoadingButton(title: "Pay now", isLoading: false) {}
    LoadingButton(title: "Pay now", isLoading: true) {}
}
