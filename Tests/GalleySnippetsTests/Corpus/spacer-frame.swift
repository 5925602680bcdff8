VStack(spacing: 0) {
    Text("Top")
    Spacer().frame(height: 20)
    Text("Bottom")
}
