struct PageIndicator: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == current ? Color.primary : Color.secondary.opacity(0.3))
                    .frame(width: index == current ? 20 : 8, height: 8)
            }
        }
    }
}

PageIndicator(count: onboardingPages.count, current: 1)
    .padding()
