struct Item: Identifiable {
    let id: Int
    let title: String
}

let items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two")]

VStack {
    ForEach(items) { item in
        Text(item.title)
    }
}
