struct RatingView: View {
    @Binding var rating: Int
    var maximumRating = 5
    var onColor = Color.yellow
    var offColor = Color.gray

    var body: some View {
        HStack {
            ForEach(1..<maximumRating + 1, id: \.self) { number in
                Image(systemName: "star.fill")
                    .foregroundColor(number > rating ? offColor : onColor)
                    .onTapGesture {
                        rating = number
                    }
            }
        }
    }
}

RatingView(rating: .constant(3))
