let names = ["Ada", "Grace", "Linus"]
VStack(alignment: .leading) {
    ForEach(Array(names.enumerated()), id: \.offset) { index, name in
        Text("\(index + 1). \(name)")
    }
}
