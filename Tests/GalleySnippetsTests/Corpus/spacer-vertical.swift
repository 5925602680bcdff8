VStack {
    Text("Top")
    Spacer()
    Text("Bottom")
}
.frame(height: 150)
