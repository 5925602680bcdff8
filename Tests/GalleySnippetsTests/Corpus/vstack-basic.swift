VStack {
    Text("Top")
    Text("Middle")
    Text("Bottom")
}
