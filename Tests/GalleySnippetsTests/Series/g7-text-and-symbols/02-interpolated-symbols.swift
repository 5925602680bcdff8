VStack(alignment: .leading, spacing: 8) {
    Text("\(Image(systemName: "star")) rated by 2,310 people")
    Text("Tap \(Image(systemName: "square.and.arrow.up")) to share this recipe.")
    Text(Image(systemName: "heart.fill")) + Text(" Favourites").bold()
}
.padding()
