struct Book {
    let title: String
    let author: String
    var pages: Int
}

let book = Book(title: "Swift", author: "Apple", pages: 500)

VStack(alignment: .leading) {
    Text(book.title).font(.headline)
    Text("by \(book.author), \(book.pages) pages")
}
