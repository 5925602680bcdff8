enum ShippingSpeed: String, CaseIterable, CustomStringConvertible {
    case standard, express, overnight

    var description: String { rawValue.capitalized }
}

struct CheckoutForm: View {
    @State private var speed: ShippingSpeed = .express

    var body: some View {
        VStack(spacing: 16) {
            Select(title: "Shipping", options: ShippingSpeed.allCases, selection: $speed)
            Text("Arrives \(speed == .overnight ? "tomorrow" : "this week")")
                .font(.footnote)
        }
        .padding()
    }
}

CheckoutForm()
