struct Greeting: View {
    var nickname: String? = "Sam"

    var body: some View {
        if let nickname {
            Text("Hi \(nickname)!")
        } else {
            Text("Hi there!")
        }
    }
}
