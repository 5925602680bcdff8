struct RatingView: View {
    @Binding var rating: Int

    var body: some View {
        HStack {
            ForEach(1..<6) { number in
                Image(systemName: number <= rating ? "star.fill" : "star")
                    .foregroundColor(.yellow)
            }
        }
    }
}

RatingView(rating: .constant(3))
