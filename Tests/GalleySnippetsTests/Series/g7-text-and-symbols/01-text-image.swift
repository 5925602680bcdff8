HStack {
    Text(Image(systemName: "star.fill"))
        .foregroundColor(.yellow)
    Text("4.8")
        .bold()
}
.font(.title)
