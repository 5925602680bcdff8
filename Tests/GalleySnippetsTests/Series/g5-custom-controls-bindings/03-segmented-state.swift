struct ReviewForm: View {
    enum Audience: String, CaseIterable, Identifiable {
        case everyone, friends, onlyMe = "only me"
        var id: Self { self }
    }

    @State private var rating = 4
    @State private var audience: Audience = .friends
    @State private var review = "Great coffee, slow service."

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            RatingView(rating: $rating, onColor: .orange)
            Picker("Audience", selection: $audience) {
                ForEach(Audience.allCases) { audience in
                    Text(audience.rawValue.capitalized).tag(audience)
                }
            }
            .pickerStyle(.segmented)
            TextEditor(text: $review)
                .frame(height: 80)
                .border(Color.gray.opacity(0.3))
        }
        .padding()
    }
}

ReviewForm()
