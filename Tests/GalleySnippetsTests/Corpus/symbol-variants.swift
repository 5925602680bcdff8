HStack {
    Image(systemName: "suit.heart")
    Image(systemName: "suit.club")
    Image(systemName: "suit.spade")
    Image(systemName: "suit.diamond")
}
