struct FileItem: Identifiable {
    let id = UUID()
    let name: String
    var children: [FileItem]? = nil

    var icon: String {
        children == nil ? "doc" : "folder"
    }
}

let fileTree = [
    FileItem(name: "Documents", children: [
        FileItem(name: "Resume.pdf"),
        FileItem(name: "Taxes", children: [FileItem(name: "2023.pdf")]),
    ]),
    FileItem(name: "notes.txt"),
]

List(fileTree, children: \.children) { item in
    Label(item.name, systemImage: item.icon)
}
.frame(height: 240)
