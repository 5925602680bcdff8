extension Binding where Value == Bool {
    init<Wrapped>(isNotNil source: Binding<Wrapped?>) {
        self.init {
            source.wrappedValue != nil
        } set: { newValue in
            if !newValue { source.wrappedValue = nil }
        }
    }
}

struct ErrorBanner: View {
    @State private var errorMessage: String? = "The server could not be reached."

    var body: some View {
        VStack {
            Toggle("Show error", isOn: Binding(isNotNil: $errorMessage))
            if let errorMessage {
                Text(errorMessage)
                    .foregroundStyle(.red)
            }
        }
        .padding()
    }
}

ErrorBanner()
