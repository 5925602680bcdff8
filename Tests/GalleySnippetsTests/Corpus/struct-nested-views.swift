struct HeaderView: View {
    let title: String
    var body: some View {
        Text(title).font(.largeTitle.bold())
    }
}

struct PageView: View {
    var body: some View {
        VStack(alignment: .leading) {
            HeaderView(title: "Today")
            Text("Nothing scheduled")
        }
    }
}
