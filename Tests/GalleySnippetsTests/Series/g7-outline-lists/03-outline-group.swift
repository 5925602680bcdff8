List {
    Section("Projects") {
        OutlineGroup(fileTree, children: \.children) { item in
            Label(item.name, systemImage: item.icon)
        }
    }
}
.frame(height: 260)
