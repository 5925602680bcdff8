struct Select<Value: Hashable & CustomStringConvertible>: View {
    let title: String
    let options: [Value]
    @Binding var selection: Value
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button {
                withAnimation { isExpanded.toggle() }
            } label: {
                HStack {
                    Text(title)
                        .foregroundStyle(.secondary)
                    Spacer()
                    Text(selection.description)
                    Image(systemName: isExpanded ? "chevron.up" : "chevron.down")
                }
                .padding()
            }
            .buttonStyle(.plain)

            if isExpanded {
                ForEach(options, id: \.self) { option in
                    Text(option.description)
                        .padding(.horizontal)
                        .padding(.vertical, 8)
                }
            }
        }
        .background(RoundedRectangle(cornerRadius: 10).stroke(Color.gray.opacity(0.4)))
    }
}

Select(title: "Size", options: ["S", "M", "L", "XL"], selection: .constant("M"))
    .padding()
