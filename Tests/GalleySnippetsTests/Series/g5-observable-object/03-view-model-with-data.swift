struct Book: Identifiable {
    let id = UUID()
    let title: String
    let author: String
    var isRead: Bool
}

@MainActor
final class LibraryViewModel: ObservableObject {
    @Published var books: [Book] = [
        Book(title: "The Swift Programming Language", author: "Apple", isRead: true),
        Book(title: "Thinking in SwiftUI", author: "objc.io", isRead: false),
        Book(title: "Hacking with iOS", author: "Paul Hudson", isRead: false),
    ]
    @Published var showsUnreadOnly = false

    var visibleBooks: [Book] {
        showsUnreadOnly ? books.filter { !$0.isRead } : books
    }
}

struct LibraryView: View {
    @StateObject private var viewModel = LibraryViewModel()

    var body: some View {
        List {
            Toggle("Unread only", isOn: $viewModel.showsUnreadOnly)
            ForEach(viewModel.visibleBooks) { book in
                VStack(alignment: .leading) {
                    Text(book.title).font(.headline)
                    Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                }
            }
        }
        .frame(height: 300)
    }
}

LibraryView()
