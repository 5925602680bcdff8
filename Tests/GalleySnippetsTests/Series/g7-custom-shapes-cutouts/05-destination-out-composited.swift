ZStack {
    Color.black.opacity(0.7)
    Circle()
        .frame(width: 120, height: 120)
        .blendMode(.destinationOut)
}
.compositingGroup()
.frame(width: 280, height: 200)
.background(
    Image(systemName: "photo")
        .resizable()
        .scaledToFill()
        .foregroundStyle(.orange)
)
