OnboardingView()
    .overlay(alignment: .topTrailing) {
        Button("Skip") {}
            .font(.subheadline.weight(.medium))
            .padding()
    }
