ZStack(alignment: .bottom) {
    Color.blue.frame(height: 150)
    Text("Caption")
        .padding(8)
        .frame(maxWidth: .infinity)
        .background(Color.black.opacity(0.5))
        .foregroundColor(.white)
}
