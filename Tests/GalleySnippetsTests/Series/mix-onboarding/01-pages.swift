struct OnboardingPage: Identifiable {
    let id = UUID()
    let symbol: String
    let title: String
    let message: String
    let color: Color
}

let onboardingPages = [
    OnboardingPage(symbol: "sparkles", title: "Welcome", message: "Plan your week in seconds.", color: .purple),
    OnboardingPage(symbol: "bell.badge", title: "Stay on time", message: "Gentle reminders, never noisy.", color: .orange),
    OnboardingPage(symbol: "lock.shield", title: "Private", message: "Your data stays on your device.", color: .green),
]

struct OnboardingPageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: page.symbol)
                .font(.system(size: 64))
                .foregroundStyle(page.color.gradient)
            Text(page.title)
                .font(.largeTitle.bold())
            Text(page.message)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
        }
        .padding(32)
    }
}

OnboardingPageView(page: onboardingPages[0])
