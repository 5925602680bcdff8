ZStack {
    RoundedRectangle(cornerRadius: 16)
        .fill(Color.purple)
        .frame(width: 200, height: 120)
    Text("Card")
        .font(.title)
        .foregroundColor(.white)
}
