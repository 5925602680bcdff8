extension View {
    func onSizeChange(_ action: @escaping (CGSize) -> Void) -> some View {
        readSize(onChange: action)
    }
}

struct AdaptiveBanner: View {
    @State private var bannerHeight: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Free shipping on orders over $50 until Sunday. Use code SUNNY at checkout.")
                .padding()
                .background(Color.yellow.opacity(0.3), in: RoundedRectangle(cornerRadius: 12))
                .onSizeChange { size in
                    bannerHeight = size.height
                }
            Text(bannerHeight > 60 ? "Tall banner (\(Int(bannerHeight)) pt)" : "Short banner")
                .font(.footnote)
        }
        .padding()
    }
}

AdaptiveBanner()
