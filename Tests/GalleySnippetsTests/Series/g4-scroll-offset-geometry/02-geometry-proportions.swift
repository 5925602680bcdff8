struct RatingBars: View {
    let ratings: [Double] = [0.62, 0.21, 0.09, 0.05, 0.03]

    var body: some View {
        VStack(spacing: 6) {
            ForEach(Array(ratings.enumerated()), id: \.offset) { index, share in
                HStack {
                    Text("\(5 - index)★")
                        .font(.caption)
                        .frame(width: 28, alignment: .leading)
                    GeometryReader { proxy in
                        Capsule()
                            .fill(Color.yellow)
                            .frame(width: proxy.size.width * share)
                    }
                    .frame(height: 8)
                }
            }
        }
        .padding()
    }
}

RatingBars()
