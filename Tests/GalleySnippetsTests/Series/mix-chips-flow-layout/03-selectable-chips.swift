struct TopicPicker: View {
    let topics = ["Design", "Engineering", "Product", "Research", "Marketing", "Sales"]
    @State private var selected: Set<String> = ["Engineering", "Research"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Pick your interests")
                .font(.headline)
            FlowLayout(spacing: 10) {
                ForEach(topics, id: \.self) { topic in
                    Chip(title: topic, isSelected: selected.contains(topic))
                        .onTapGesture {
                            if selected.contains(topic) {
                                selected.remove(topic)
                            } else {
                                selected.insert(topic)
                            }
                        }
                }
            }
            Text("\(selected.count) selected")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

TopicPicker()
