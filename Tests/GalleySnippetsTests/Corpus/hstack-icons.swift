HStack(spacing: 16) {
    Image(systemName: "star.fill")
    Image(systemName: "heart.fill")
    Image(systemName: "gear")
}
.font(.title)
.foregroundColor(.orange)
