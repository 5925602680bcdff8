struct WelcomeView: View {
    var body: some View {
        Text("Welcome!")
            .font(.title)
    }
}

struct WelcomeView_Previews: PreviewProvider {
    static var previews: some View {
        WelcomeView()
            .previewLayout(.sizeThatFits)
    }
}
