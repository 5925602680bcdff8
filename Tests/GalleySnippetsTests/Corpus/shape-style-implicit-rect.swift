Text("Shape style")
    .padding()
    .background(.yellow, in: .rect(cornerRadius: 8))
